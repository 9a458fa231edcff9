import type { Db } from "../../db/client";
import type { Tool, ToolContext } from "../../lib/tools";
import { actionFor } from "./actions";
import { discussedFromAnswer, kindOf, listedFromAnswer, type Discussed } from "./discussed";
import { failure, runTool, type ToolResult } from "./execute";
import type { OpenQuestion } from "./open-question";
import type { AssistantReply } from "./types";

interface Call {
  tool: Tool;
  args: Record<string, unknown>;
}
interface Pending extends Call {
  id: string;
  summary: string;
  expires: number;
  /** "delete both": the other records the same "yes" acts on. */
  also?: Call[];
}
export interface State {
  pending?: Pending;
  /** A question the assistant asked; the next message may be just its answer. */
  question?: OpenQuestion;
  /** The record just created or changed: what "it" and "that one" mean. */
  discussed?: Discussed;
  /** The records a read answer just listed: what "the second one" means. */
  listed?: Discussed[];
  /** The kind of record the last tool read or wrote: "add another one" is one more of it. */
  lastKind?: Discussed["kind"];
  /** The last question answered: "and last month?" asks it again for another time. */
  asked?: { text: string; expires: number };
  /** The last request carried out and the names it was for: "same again for Sam" is that request for Sam. */
  did?: { text: string; names: string[]; expires: number; tool: string; id?: unknown; held: boolean };
  undo: { summary: string; undo: () => string; domain?: ToolResult["domain"] }[];
}
/** One conversation per database and session (a client may name its session; the owner's one is "default"). */
const states = new WeakMap<Db, Map<string, State>>();
export const stateOf = (db: Db, session = "default") => {
  let all = states.get(db);
  if (!all) states.set(db, (all = new Map()));
  let s = all.get(session);
  if (!s) all.set(session, (s = { undo: [] }));
  return s;
};

/** What the conversation remembers counts until it expires, by the clock the request is read with. */
export const live = <T extends { expires: number }>(kept: T | undefined, now: number) => (kept && kept.expires > now ? kept : undefined);

/** Forgets pending confirmations, open questions and the undo history (tests, the corpus runner). */
export const resetConversation = (db: Db) => states.delete(db);

const PENDING_MS = 10 * 60_000;

export const reply = (message: string, confidence: number, extra: Partial<AssistantReply> = {}): AssistantReply => ({
  message,
  confidence,
  actions: [],
  results: [],
  provider: "rules",
  ...extra,
});

/** Runs (or, for destructive/outgoing tools, holds for a "yes") one tool call. */
export async function execute(
  ctx: ToolContext,
  state: State,
  tool: Tool,
  args: Record<string, unknown>,
): Promise<{ result: ToolResult; reply: AssistantReply }> {
  if (tool.kind !== "destructive" && tool.kind !== "outgoing") return carryOut(ctx, state, tool, args, 0.9);
  const held = holdAll(ctx, state, [{ tool, args }]);
  return { result: held.results[0]!, reply: held };
}

const lowerFirst = (s: string) => s.replace(/^\w/, (c) => c.toLowerCase());

/** Replies said one after the other, as one. */
export const together = (done: AssistantReply[], confidence: number) =>
  reply(done.map((d) => d.message).join(" "), confidence, {
    actions: done.flatMap((d) => d.actions),
    results: done.flatMap((d) => d.results),
  });

/**
 * Destructive or outgoing calls held for one "yes" ("delete both", "cancel all three"), their previews said together.
 */
export function holdAll(ctx: ToolContext, state: State, calls: Call[]): AssistantReply {
  let previews: string[];
  try {
    previews = calls.map(({ tool, args }) => (tool.preview ? tool.preview(args as never, ctx) : `Run ${tool.name}`));
  } catch (e) {
    const result = failure(calls[0]!.tool, (e as Error).message);
    return reply(result.summary, 0.4, { results: [result] });
  }
  const said = previews.map((p, i) => (i ? lowerFirst(p) : p));
  const summary = said.length > 1 ? `${said.slice(0, -1).join(", ")}, and ${said.at(-1)}` : said[0]!;
  const id = crypto.randomUUID();
  const [first, ...also] = calls;
  state.pending = { id, ...first!, also, summary, expires: Date.now() + PENDING_MS };
  const results: ToolResult[] = calls.map(({ tool }, i) => ({ tool: tool.name, kind: tool.kind, ok: false, pending: true, summary: `${previews[i]}? Waiting for your yes.` }));
  return reply(`${summary}? Say "yes" to confirm or "no" to cancel.`, 0.9, {
    actions: calls.map(({ tool, args }) => actionFor(tool.name, args)),
    results,
    pending: { id, tool: first!.tool.name, summary },
  });
}

/** The "yes" to what was held: every call it was for, their replies said together. */
export async function carryOutPending(ctx: ToolContext, state: State, pending: Pending): Promise<AssistantReply> {
  const done: AssistantReply[] = [];
  const undoFrom = state.undo.length;
  for (const { tool, args } of [pending, ...(pending.also ?? [])]) done.push((await carryOut(ctx, state, tool, args, 0.95)).reply);
  if (done.length === 1) return done[0]!;
  // One "undo" brings back all that one "yes" removed.
  const steps = state.undo.splice(undoFrom);
  if (steps.length)
    state.undo.push({
      summary: steps.map((x) => x.summary).join(" "),
      undo: () => steps.reverse().map((x) => x.undo()).join(" "),
      domain: steps[0]!.domain,
    });
  return together(done, Math.min(...done.map((d) => d.confidence)));
}

export async function carryOut(ctx: ToolContext, state: State, tool: Tool, args: Record<string, unknown>, confidence: number) {
  const { result, outcome, args: checked } = await runTool(tool, args, ctx);
  if (result.ok) {
    // A read answer about exactly one record makes it the one discussed too ("when's the band rehearsal" ⏎ "move it").
    const gone = /^(?:delete|cancel)/.test(tool.name);
    const about = gone ? undefined : discussedFromAnswer(tool.name, outcome?.data, ctx.now.getTime());
    // A list answer is what "the second one" picks from next; anything else ends that list.
    state.listed = tool.kind === "read" ? listedFromAnswer(tool.name, outcome?.data, ctx.now.getTime()) : undefined;
    // A day shown with one event first ("what's on wednesday": the rehearsal, then a reminder): "move it" is that event.
    const first = !about && state.listed?.length === 1 ? state.listed[0] : undefined;
    if (about ?? first) state.discussed = about ?? first;
    else if (gone) state.discussed = undefined;
    state.lastKind = kindOf(tool.name) ?? state.lastKind;
  }
  if (outcome?.undo) {
    state.undo.push({ summary: outcome.summary, undo: outcome.undo, domain: result.domain });
    if (state.undo.length > 20) state.undo.shift();
  }
  return {
    result,
    reply: reply(result.summary, result.ok ? confidence : 0.4, {
      actions: result.ok && tool.kind !== "read" ? [actionFor(tool.name, checked ?? args)] : [],
      results: tool.kind === "read" && result.ok ? [] : [result],
    }),
  };
}

export function undoLast(state: State): AssistantReply {
  const last = state.undo.pop();
  if (!last) return reply("There is nothing to undo: I haven't changed anything since Sunshine started.", 0.8);
  try {
    const said = last.undo();
    return reply(`Undone. ${said}`, 0.95, { results: [{ tool: "undo", kind: "write", ok: true, summary: said, domain: last.domain }] });
  } catch (e) {
    return reply(`I couldn't undo that: ${(e as Error).message}`, 0.4);
  }
}
