import type { Db } from "../../db/client";
import { ownerName, ownerProfile } from "../../lib/owner-profile";
import type { LlmClient } from "../../lib/llm";
import type { Tool, ToolContext } from "../../lib/tools";
import { runTool, type ToolResult } from "./execute";
import { capabilityLines } from "./help";
import { modelReply } from "./model-provider";
import { understandOffline, type Plan } from "./offline";
import { smallTalk } from "./small-talk";
import type { AssistantReply, HistoryTurn } from "./types";

export type { AssistantReply };

/**
 * The assistant's one entry point, used by chat, POST /api/ai/process, the terminal companion, browser voice and
 * the automations: understand (offline first, the model when configured), then run the tools on the server.
 * Destructive and outgoing tools wait for a "yes"; every write can be undone with "undo".
 */


export interface AssistantDeps {
  db: Db;
  config: ToolContext["config"];
  llm?: LlmClient;
  owner?: ToolContext["owner"];
}

interface Pending {
  id: string;
  tool: Tool;
  args: Record<string, unknown>;
  summary: string;
  expires: number;
}
interface State {
  pending?: Pending;
  undo: { summary: string; undo: () => string }[];
}
const states = new WeakMap<Db, State>();
const stateOf = (db: Db) => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { undo: [] }));
  return s;
};

/** Forgets a pending confirmation and the undo history (tests, the corpus runner). */
export const resetConversation = (db: Db) => states.delete(db);

const YES = /^(?:y|yes|yeah|yep|yup|sure|ok|okay|confirm|confirmed|do it|go ahead|go for it|please do|yes please|send it|delete it|absolutely|correct|that'?s right|affirmative)\b/i;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|do not|never ?mind|forget it|no thanks|abort)\b/i;
const UNDO = /^(?:please )?(?:undo|revert|take (?:that|it) back|undo (?:that|the last (?:change|thing))|reverse that|oops,? undo)\b/i;
const PENDING_MS = 10 * 60_000;

const reply = (message: string, confidence: number, extra: Partial<AssistantReply> = {}): AssistantReply => ({
  message,
  confidence,
  actions: [],
  results: [],
  provider: "rules",
  ...extra,
});

export async function respond(
  deps: AssistantDeps,
  input: { message: string; history?: HistoryTurn[]; now?: Date; confirmId?: string },
): Promise<AssistantReply> {
  const now = input.now ?? new Date();
  const profile = ownerProfile(deps.db);
  const owner = deps.owner && { name: ownerName(profile) ?? deps.owner.name, email: profile.email ?? deps.owner.email };
  const ctx: ToolContext = { db: deps.db, now, config: deps.config, llm: deps.llm, owner };
  const state = stateOf(deps.db);
  const text = input.message.trim();
  const bare = text.replace(/[.!?\s]+$/, "");

  const pending = state.pending && state.pending.expires > Date.now() ? state.pending : undefined;
  state.pending = undefined;
  if (pending && (YES.test(bare) || input.confirmId === pending.id)) return (await carryOut(ctx, state, pending.tool, pending.args, 0.95)).reply;
  if (pending && NO.test(bare)) return reply(`OK, I won't. ${pending.summary} — cancelled; nothing changed.`, 0.95);
  if (input.confirmId) return reply("That request has expired or was already answered; nothing changed. Ask me again.", 0.6);
  if (UNDO.test(bare)) return undoLast(state);

  const talk = smallTalk(text, ctx);
  if (talk) return reply(talk, 0.95);

  const plan = understandOffline(text, ctx);
  // With a model, only clear commands and clearly recognised questions stay offline; loose readings go to the model.
  const clear = plan.kind === "tool" && plan.confidence >= (plan.tool.kind === "read" ? 0.9 : 0.8);
  if (deps.llm && !clear) {
    const timeoutMs = deps.llm.timeoutMs;
    try {
      return await modelReply(
        ctx,
        deps.llm,
        { message: text, history: input.history ?? [] },
        (tool, args) => execute(ctx, state, tool, args),
        timeoutMs,
      );
    } catch (e) {
      console.warn("AI model failed; answering offline:", (e as Error)?.message ?? e);
      const offline = await fromPlan(ctx, state, plan);
      return {
        ...offline,
        provider: "rules-fallback",
        confidence: Math.min(offline.confidence, 0.6),
        message: `The AI model didn't answer (${modelFailureReason(e, timeoutMs)}), so here is my offline answer: ${offline.message}`,
      };
    }
  }
  return fromPlan(ctx, state, plan);
}

async function fromPlan(ctx: ToolContext, state: State, plan: Plan): Promise<AssistantReply> {
  if (plan.kind === "tool") {
    const done = await execute(ctx, state, plan.tool, plan.args);
    return { ...done.reply, confidence: done.result.ok ? plan.confidence : 0.4 };
  }
  if (plan.kind === "say") return reply(plan.message, plan.confidence);
  const s = plan.sentence;
  if (s.negated) return reply("OK, I won't do that. Nothing was changed.", 0.8);
  if (s.hypothetical)
    return reply(
      "I haven't changed anything. When you want me to do it, just say it as a request, e.g. \"add a gig at the Roxy on Friday at 8pm\".",
      0.6,
    );
  return reply(
    `Sorry, I didn't understand that, so I haven't changed anything. Here is what I can do:\n${capabilityLines()
      .slice(0, 12)
      .map((c) => `• ${c}`)
      .join("\n")}`,
    0.2,
  );
}

/** Runs (or, for destructive/outgoing tools, holds for a "yes") one tool call. */
export async function execute(
  ctx: ToolContext,
  state: State,
  tool: Tool,
  args: Record<string, unknown>,
): Promise<{ result: ToolResult; reply: AssistantReply }> {
  if (tool.kind === "destructive" || tool.kind === "outgoing") {
    let summary: string;
    try {
      summary = tool.preview ? tool.preview(args as never, ctx) : `Run ${tool.name}`;
    } catch (e) {
      const result: ToolResult = { tool: tool.name, kind: tool.kind, ok: false, summary: `I couldn't do that: ${(e as Error).message}` };
      return { result, reply: reply(result.summary, 0.4, { results: [result] }) };
    }
    const id = crypto.randomUUID();
    state.pending = { id, tool, args, summary, expires: Date.now() + PENDING_MS };
    const result: ToolResult = { tool: tool.name, kind: tool.kind, ok: false, pending: true, summary: `${summary}? Waiting for your yes.` };
    return {
      result,
      reply: reply(`${summary}? Say "yes" to confirm or "no" to cancel.`, 0.9, {
        actions: [{ type: tool.name, data: args }],
        results: [result],
        pending: { id, tool: tool.name, summary },
      }),
    };
  }
  return carryOut(ctx, state, tool, args, 0.9);
}

async function carryOut(ctx: ToolContext, state: State, tool: Tool, args: Record<string, unknown>, confidence: number) {
  const { result, outcome, args: checked } = await runTool(tool, args, ctx);
  if (outcome?.undo) {
    state.undo.push({ summary: outcome.summary, undo: outcome.undo });
    if (state.undo.length > 20) state.undo.shift();
  }
  return {
    result,
    reply: reply(result.summary, result.ok ? confidence : 0.4, {
      actions: result.ok && tool.kind !== "read" ? [{ type: tool.name, data: checked ?? args }] : [],
      results: tool.kind === "read" && result.ok ? [] : [result],
    }),
  };
}

function undoLast(state: State): AssistantReply {
  const last = state.undo.pop();
  if (!last) return reply("There is nothing to undo: I haven't changed anything since Sunshine started.", 0.8);
  try {
    const said = last.undo();
    return reply(`Undone. ${said}`, 0.95, { results: [{ tool: "undo", kind: "write", ok: true, summary: said }] });
  } catch (e) {
    return reply(`I couldn't undo that: ${(e as Error).message}`, 0.4);
  }
}

/** Why the model did not answer, in words a person understands. */
export function modelFailureReason(e: unknown, timeoutMs = 10_000): string {
  const err = e as { name?: string; status?: number; message?: string; constructor?: { name?: string } };
  const name = `${err?.name ?? ""} ${err?.constructor?.name ?? ""}`;
  if (/timeout/i.test(name) || /timed out|abort/i.test(err?.message ?? "")) return `it did not answer within ${timeoutMs / 1000} seconds`;
  if (typeof err?.status === "number") return `the model server answered with error ${err.status}`;
  if (/connection/i.test(name) || /ECONNREFUSED|fetch failed|connect/i.test(err?.message ?? ""))
    return "the model server could not be reached";
  return err?.message ? `it failed (${err.message})` : "it failed";
}
