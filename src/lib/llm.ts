import type OpenAI from "openai";
import type { ModelConfig } from "../config";
import { loadOpenAi } from "./lazy-libs";

export type LlmMessage = OpenAI.Chat.Completions.ChatCompletionMessageParam;
export type LlmTool = OpenAI.Chat.Completions.ChatCompletionTool;

export interface LlmClient {
  model: string;
  /** How long a caller waits for an answer before giving up (SUNSHINE_MODEL_TIMEOUT). */
  timeoutMs: number;
  /** One chat completion; rejects on HTTP errors and after timeoutMs (default: the configured timeout). */
  chat(opts: {
    messages: LlmMessage[];
    tools?: LlmTool[];
    timeoutMs?: number;
    temperature?: number;
  }): Promise<OpenAI.Chat.Completions.ChatCompletion>;
  /** Convenience: system + user prompt in, plain text out. */
  text(system: string, user: string, timeoutMs?: number): Promise<string>;
}

/** Any OpenAI-compatible server (OpenAI, Ollama, llama.cpp, LM Studio) through the official SDK. */
export function createLlm(config: ModelConfig): LlmClient {
  // The SDK is large; load it on the first model call so an offline install never pays for it in memory.
  let client: Promise<OpenAI> | undefined;
  const getClient = () =>
    (client ??= loadOpenAi().then(
      ({ default: SDK }) => new SDK({ apiKey: config.apiKey || "not-needed", baseURL: config.baseURL, maxRetries: 0 }),
    ));
  const chat: LlmClient["chat"] = async ({ messages, tools, timeoutMs = config.timeoutMs, temperature = 0.3 }) =>
    (await getClient()).chat.completions.create(
      { model: config.model, messages, tools: tools?.length ? tools : undefined, temperature },
      { timeout: timeoutMs },
    );
  return {
    model: config.model,
    timeoutMs: config.timeoutMs,
    chat,
    async text(system, user, timeoutMs) {
      const res = await chat({
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
        timeoutMs,
      });
      return res.choices[0]?.message?.content?.trim() ?? "";
    },
  };
}
