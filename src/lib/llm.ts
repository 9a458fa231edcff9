import OpenAI from "openai";
import type { ModelConfig } from "../config";

export type LlmMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;
export type LlmTool = OpenAI.Chat.Completions.ChatCompletionTool;

export interface LlmClient {
  model: string;
  /** One chat completion; rejects on HTTP errors and after timeoutMs (default 10 s). */
  chat(opts: { messages: LlmMessage[]; tools?: LlmTool[]; timeoutMs?: number; temperature?: number }): Promise<OpenAI.Chat.Completions.ChatCompletion>;
  /** Convenience: system + user prompt in, plain text out. */
  text(system: string, user: string, timeoutMs?: number): Promise<string>;
}

/** Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, LM Studio) through the official SDK. */
export function createLlm(config: ModelConfig): LlmClient {
  const client = new OpenAI({
    apiKey: config.apiKey || "not-needed",
    baseURL: config.baseURL,
    maxRetries: 0,
  });
  const chat: LlmClient["chat"] = ({ messages, tools, timeoutMs = 10_000, temperature = 0.3 }) =>
    client.chat.completions.create(
      { model: config.model, messages, tools: tools?.length ? tools : undefined, temperature },
      { timeout: timeoutMs },
    );
  return {
    model: config.model,
    chat,
    async text(system, user, timeoutMs) {
      const res = await chat({ messages: [{ role: "system", content: system }, { role: "user", content: user }], timeoutMs });
      return res.choices[0]?.message?.content?.trim() ?? "";
    },
  };
}
