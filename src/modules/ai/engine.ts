import type { Db } from "../../db/client";
import type { LlmClient } from "../../lib/llm";
import { modelReply } from "./openai-provider";
import { classify, rulesReply } from "./rules";
import type { EngineInput, EngineReply } from "./types";

export interface EngineDeps {
  db: Db;
  llm?: LlmClient;
  persona: string;
}

/** Spec §8 last-resort replies. */
export const PROCESS_FAILURE = "I'm having trouble processing your request. Please try again.";
export const CHAT_FAILURE = "I'm sorry, I'm having trouble responding right now. Please try again.";

/** Why the model did not answer, in words a person understands. */
export function modelFailureReason(e: unknown): string {
  const err = e as { name?: string; status?: number; message?: string; constructor?: { name?: string } };
  const name = `${err?.name ?? ""} ${err?.constructor?.name ?? ""}`;
  if (/timeout/i.test(name) || /timed out|abort/i.test(err?.message ?? ""))
    return "it did not answer within 10 seconds";
  if (typeof err?.status === "number") return `the model server answered with error ${err.status}`;
  if (/connection/i.test(name) || /ECONNREFUSED|fetch failed|connect/i.test(err?.message ?? ""))
    return "the model server could not be reached";
  return err?.message ? `it failed (${err.message})` : "it failed";
}

/**
 * The one AI engine. Offline rules are the default; with a model configured, clear commands (task intent,
 * reminders, completions) still go to the rules first and everything else goes to the model, falling back to
 * the rules (and saying so) when the model fails or times out.
 */
export interface AiEngine {
  provider: "rules" | "model";
  model?: string;
  reply(input: EngineInput): Promise<EngineReply>;
  /** Free text for other features (grant search, suggestions…): the model when present, else `fallback()`. */
  text(opts: {
    system: string;
    prompt: string;
    fallback: () => string;
    timeoutMs?: number;
  }): Promise<{ text: string; provider: "rules" | "model" | "rules-fallback" }>;
}

export function createEngine({ db, llm, persona }: EngineDeps): AiEngine {
  return {
    provider: llm ? "model" : "rules",
    model: llm?.model,
    async reply(raw) {
      const input = { ...raw, persona: raw.persona ?? persona, now: raw.now ?? new Date() };
      if (!llm) return rulesReply(db, input);
      const intent = classify(input.message, input.persona);
      if (intent === "task" || intent === "reminder" || intent === "complete") {
        const rules = rulesReply(db, input);
        if (rules.actions.length) return rules;
      }
      try {
        return await modelReply(db, llm, input);
      } catch (e) {
        console.warn("AI model failed; answering with the offline rules:", (e as Error)?.message ?? e);
        const rules = rulesReply(db, input);
        return {
          ...rules,
          provider: "rules-fallback",
          confidence: Math.min(rules.confidence, 0.6),
          message: `The AI model didn't answer (${modelFailureReason(e)}), so here is my offline answer: ${rules.message}`,
        };
      }
    },
    async text({ system, prompt, fallback, timeoutMs }) {
      if (!llm) return { text: fallback(), provider: "rules" };
      try {
        const text = await llm.text(system, prompt, timeoutMs);
        if (text) return { text, provider: "model" };
      } catch (e) {
        console.warn("AI model failed; using the offline fallback:", (e as Error)?.message ?? e);
      }
      return { text: fallback(), provider: "rules-fallback" };
    },
  };
}

const engines = new WeakMap<Db, AiEngine>();
/** One engine per open database (what other modules use: `getEngine(deps).text(...)`). */
export function getEngine(deps: { db: Db; llm?: LlmClient; config: { persona: string } }): AiEngine {
  let e = engines.get(deps.db);
  if (!e) engines.set(deps.db, (e = createEngine({ db: deps.db, llm: deps.llm, persona: deps.config.persona })));
  return e;
}
