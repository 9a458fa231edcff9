import type { LlmClient, LlmMessage, LlmTool } from "../../lib/llm";
import type { Tool, ToolContext } from "../../lib/tools";
import { localDateKey } from "../../shared/dates";
import { checkArgs, jsonSchema, runTool, type ToolResult } from "./execute";
import { TOOLS, toolNamed } from "./registry";
import type { AssistantReply, HistoryTurn } from "./types";

/** Every registry tool as a function the model may call; the input schema is the tool's own TypeBox schema. */
export const MODEL_TOOLS: LlmTool[] = TOOLS.map((tool) => ({
  type: "function",
  function: { name: tool.name, description: tool.description, parameters: jsonSchema(tool.input) },
}));

export function systemPrompt(persona: string, now: Date) {
  return [
    `You are ${persona}, a warm, upbeat and practical AI business companion for an independent musician, producer and audiobook author.`,
    `Today is ${now.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" })} (${localDateKey(now)}), local time ${now.toTimeString().slice(0, 5)}.`,
    "Act and read only through the tools: they cover tasks, reminders, calendar, invoices, audiobooks and sales, radio stations, outreach, grants, the knowledge base (search_knowledge: cite the document titles you use) and licensing.",
    "Never invent numbers, records or facts: read them with a tool. Deletions and e-mails wait for the user's yes; say so. Keep answers short (1-4 sentences), friendly and concrete.",
    'Dates are YYYY-MM-DD, times HH:MM, moments ISO 8601. If your runtime has no tool calling, answer with a JSON object {"name": tool, "arguments": {...}}.',
  ].join("\n");
}

/** A tool call a local model wrote as JSON text: {"name": ..., "arguments": {...}} (also tool/parameters, or a list). */
export function parseTextToolCalls(content: string): { name: string; args: Record<string, unknown> }[] {
  const trimmed = content.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed)?.[1]?.trim();
  const candidates = [fenced, trimmed, /(\{[\s\S]*\}|\[[\s\S]*\])/.exec(trimmed)?.[1]].filter(Boolean) as string[];
  for (const c of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(c);
    } catch {
      continue;
    }
    const calls = (Array.isArray(parsed) ? parsed : [parsed]).flatMap((o) => {
      if (!o || typeof o !== "object") return [];
      const r = o as Record<string, any>;
      const f = r.function && typeof r.function === "object" ? r.function : r;
      const name = f.name ?? f.tool ?? r.tool_name;
      let args = f.arguments ?? f.parameters ?? f.args ?? {};
      if (typeof args === "string") {
        try {
          args = JSON.parse(args);
        } catch {
          return [];
        }
      }
      if (typeof name !== "string" || !toolNamed(name) || !args || typeof args !== "object") return [];
      return [{ name, args: args as Record<string, unknown> }];
    });
    if (calls.length) return calls;
  }
  return [];
}

type Execute = (tool: Tool, args: Record<string, unknown>) => Promise<{ result: ToolResult; reply: AssistantReply }>;

/**
 * The OpenAI-compatible path: the model sees every tool, read tools answer it at once, write tools run through the
 * same executor as the offline engine (destructive/outgoing ones wait for the user's yes). Throws when the model
 * fails, so the caller can fall back to the offline engine.
 */
export async function modelReply(
  ctx: ToolContext,
  llm: LlmClient,
  input: { message: string; history: HistoryTurn[] },
  execute: Execute,
  timeoutMs = 10_000,
): Promise<AssistantReply> {
  const messages: LlmMessage[] = [
    { role: "system", content: systemPrompt(ctx.config.persona, ctx.now) },
    ...input.history.slice(-6).map((h) => ({ role: h.role, content: h.content }) as LlmMessage),
    { role: "user", content: input.message },
  ];
  const actions: AssistantReply["actions"] = [];
  const results: ToolResult[] = [];
  let pending: AssistantReply["pending"];
  const deadline = Date.now() + timeoutMs;

  const call = async (name: string, rawArgs: Record<string, unknown>): Promise<string> => {
    const tool = toolNamed(name);
    if (!tool) return JSON.stringify({ ok: false, error: `unknown tool ${name}` });
    if (tool.kind === "read") {
      const { result, outcome } = await runTool(tool, rawArgs, ctx);
      return JSON.stringify(result.ok ? { ok: true, answer: outcome!.summary, data: outcome!.data } : { ok: false, error: result.error });
    }
    try {
      checkArgs(tool, rawArgs);
    } catch (e) {
      return JSON.stringify({ ok: false, error: `Invalid ${name} call: ${(e as Error).message}` });
    }
    const done = await execute(tool, rawArgs);
    results.push(done.result);
    actions.push(...done.reply.actions);
    if (done.reply.pending) pending = done.reply.pending;
    return JSON.stringify({ ok: done.result.ok, result: done.result.summary });
  };

  for (let round = 0; round < 5; round++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error("Request timed out.");
    const res = await llm.chat({ messages, tools: MODEL_TOOLS, timeoutMs: remaining });
    const msg = res.choices[0]?.message;
    if (!msg) throw new Error("the model sent an empty answer");
    const toolCalls = (msg.tool_calls ?? []).filter((c) => c.type === "function");
    if (toolCalls.length) {
      messages.push({ role: "assistant", content: msg.content ?? "", tool_calls: toolCalls });
      for (const c of toolCalls) {
        let args: Record<string, unknown> = {};
        let content: string;
        try {
          args = c.function.arguments ? JSON.parse(c.function.arguments) : {};
          content = await call(c.function.name, args);
        } catch (e) {
          content = JSON.stringify({ ok: false, error: e instanceof SyntaxError ? "arguments are not valid JSON" : (e as Error).message });
        }
        messages.push({ role: "tool", tool_call_id: c.id, content });
      }
      continue;
    }
    const text = msg.content?.trim() ?? "";
    const textCalls = parseTextToolCalls(text);
    if (textCalls.length) {
      const said: string[] = [];
      for (const c of textCalls) said.push(`${c.name}: ${await call(c.name, c.args)}`);
      messages.push({ role: "assistant", content: text });
      messages.push({ role: "user", content: `${said.join("\n")}\nNow answer my previous message in plain words, without JSON.` });
      continue;
    }
    const message = text || results.map((r) => r.summary).join(" ");
    if (!message) throw new Error("the model sent an empty answer");
    return { message, confidence: 0.85, actions, results, pending, provider: "model" };
  }
  if (results.length) return { message: results.map((r) => r.summary).join(" "), confidence: 0.7, actions, results, pending, provider: "model" };
  throw new Error("the model kept calling tools without answering");
}
