import type { Db } from "../../db/client";
import { ownerName, ownerProfile } from "../../lib/owner-profile";
import type { LlmClient } from "../../lib/llm";
import type { Tool, ToolContext } from "../../lib/tools";
import { dateOrderOf } from "../../lib/understand/when";
import { actionFor } from "./actions";
import { runTool, type ToolResult } from "./execute";
import { capabilityLines } from "./help";
import { modelReply } from "./model-provider";
import { askedAbout, askedAgain, didWhatWasAsked } from "./asked-again";
import { correctionOf, remindAbout, remindAtFor } from "./corrections";
import { discussedFrom, discussedFromAnswer, DISCUSSED_MS, kindOf, listedFromAnswer, pickListed, type Discussed } from "./discussed";
import { completeWith, DROP, NOT_AN_ANSWER, optionsOf, QUESTION_MS, type OpenQuestion } from "./open-question";
import { newOfKind, referring } from "./references";
import { readSentence, readWith, understandOffline, type Plan } from "./offline";
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
  undo: { summary: string; undo: () => string; domain?: ToolResult["domain"] }[];
}
/** One conversation per database and session (a client may name its session; the owner's one is "default"). */
const states = new WeakMap<Db, Map<string, State>>();
const stateOf = (db: Db, session = "default") => {
  let all = states.get(db);
  if (!all) states.set(db, (all = new Map()));
  let s = all.get(session);
  if (!s) all.set(session, (s = { undo: [] }));
  return s;
};

/** Forgets pending confirmations, open questions and the undo history (tests, the corpus runner). */
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
  input: { message: string; history?: HistoryTurn[]; now?: Date; confirmId?: string; session?: string },
): Promise<AssistantReply> {
  const now = input.now ?? new Date();
  const profile = ownerProfile(deps.db);
  const owner = deps.owner && { name: ownerName(profile) ?? deps.owner.name, email: profile.email ?? deps.owner.email };
  const ctx: ToolContext = { db: deps.db, now, config: deps.config, llm: deps.llm, owner, dateOrder: dateOrderOf(profile.locale) };
  const state = stateOf(deps.db, input.session);
  const text = input.message.trim();
  const bare = text.replace(/[.!?\s]+$/, "");

  const pending = state.pending && state.pending.expires > Date.now() ? state.pending : undefined;
  state.pending = undefined;
  if (pending && (YES.test(bare) || input.confirmId === pending.id)) return (await carryOut(ctx, state, pending.tool, pending.args, 0.95)).reply;
  if (pending && NO.test(bare)) return reply(`OK, I won't. ${pending.summary} — cancelled; nothing changed.`, 0.95);
  if (input.confirmId) return reply("That request has expired or was already answered; nothing changed. Ask me again.", 0.6);
  if (UNDO.test(bare)) return undoLast(state);

  // The conversation's own expiries follow the clock the request is read with (tests and the corpus pass one in).
  const question = state.question && state.question.expires > now.getTime() ? state.question : undefined;
  state.question = undefined;
  if (question && DROP.test(bare)) return reply("OK, I've dropped that; nothing was changed.", 0.9);
  if (question) {
    const answered = await answerQuestion(ctx, state, question, text);
    if (answered) return answered;
  }

  const talk = smallTalk(text, ctx);
  if (talk) return reply(talk, 0.95);

  const plan = understandAbout(text, ctx, state);
  // With a model, only clear commands and clearly recognised questions stay offline; loose readings go to the model.
  const clear =
    plan.kind === "several" || (plan.kind === "tool" && plan.confidence >= (plan.tool.kind === "read" ? 0.9 : 0.8));
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

/** "mark it paid", "move it to 5pm": the record just discussed stands in for "it" when that reading is a request. */
function understandAbout(text: string, ctx: ToolContext, state: State): Plan {
  const now = ctx.now.getTime();
  // "mark the second one done" after a list: that record, by its name, read as a request about it.
  const place = pickListed(text, state.listed, now);
  if (place) {
    const plan = understandOffline(place.text, ctx);
    // Only a request that acts on that record by its id counts ("add a task to print the first draft" is new words).
    if (plan.kind === "tool" && kindOf(plan.tool.name) === place.picked.kind && typeof plan.args.id === "number")
      return { ...plan, args: { ...plan.args, id: place.picked.id }, said: place.text };
  }
  // "and last month?" after "how much did I earn this month?": the same question for that time.
  const again = state.asked && state.asked.expires > now ? askedAgain(text, state.asked.text, (x) => readSentence(x, ctx).whens()) : undefined;
  if (again) {
    const plan = understandOffline(again, ctx);
    if (plan.kind === "tool" && plan.tool.kind === "read") return { ...plan, said: again };
  }
  // "KUTX just did" after "who hasn't replied?": that record's news, a request about it.
  const did = state.asked && state.asked.expires > now ? didWhatWasAsked(text, state.asked.text) : undefined;
  if (did) {
    const plan = understandOffline(did, ctx);
    if (plan.kind === "tool" && plan.tool.kind !== "read") return { ...plan, said: did };
  }
  const d = state.discussed;
  // "and the leeds one?" after "when's the roxy gig?": the same question about another record.
  const other = !again && d && d.expires > now && state.asked && state.asked.expires > now ? askedAbout(text, state.asked.text, d.label) : undefined;
  if (other) {
    const plan = understandOffline(other, ctx);
    if (plan.kind === "tool" && plan.tool.kind === "read" && kindOf(plan.tool.name) === d!.kind) return { ...plan, said: other };
  }
  // "make it 5pm" after "remind me about the soundcheck tomorrow" (a task due tomorrow): a reminder then.
  const remindAt = remindAtFor(text, d, now);
  if (remindAt) {
    const plan = understandOffline(remindAt, ctx);
    if (plan.kind === "tool" && plan.tool.name === "set_reminder") return { ...plan, said: remindAt };
  }
  // "log a new one: …", "add another one" after talking about opportunities: one more of that kind.
  const another = newOfKind(text, state.lastKind);
  if (another) {
    const plan = understandOffline(another, ctx);
    if ((plan.kind === "tool" || (plan.kind === "say" && plan.asks)) && plan.tool && kindOf(plan.tool.name) === state.lastKind)
      return { ...plan, said: another };
  }
  const referred = referring(text, d, now);
  if (referred && d) {
    const plan = understandOffline(referred.text, ctx);
    const same = plan.kind === "tool" && kindOf(plan.tool.name) === d.kind;
    // The record is the one discussed, even when another has the same name.
    if (same && typeof plan.args.id === "number") return { ...plan, args: { ...plan.args, id: d.id } };
    // A new record of the same kind named like the one discussed ("make it saturday" read as adding the gig again)
    // is a correction of that record, never a second copy of it.
    // (A question about it is answered: "where is it?" is where the one discussed is.)
    if (same && plan.tool.kind !== "read") return correctedOrAlone(text, ctx, d, now);
    // A later "it" only names a record the request acts on ("i just applied for it"), never new words ("add a task to fix it").
    // ("how much is it?": what is known about that record answers too.)
    // A correction ("make it 5pm") never makes a record of another kind out of the one discussed.
    const corrects = plan.kind === "tool" && plan.tool.kind !== "read" && !!correctionOf(text, d, now);
    if (!referred.late && !corrects && (plan.kind === "tool" || (plan.kind === "say" && (plan.asks || plan.about))))
      return { ...plan, said: referred.text };
  }
  return correctedOrAlone(text, ctx, d, now);
}

function correctedOrAlone(text: string, ctx: ToolContext, d: Discussed | undefined, now: number): Plan {
  const alone = understandOffline(text, ctx);
  if (!d || d.expires < now) return alone;
  // "actually make it 9pm", "no, friday": the record just added or discussed moves, when that is what the words say.
  const fix = alone.kind === "none" ? correctionOf(text, d, now) : undefined;
  if (fix) {
    const plan = understandOffline(fix, ctx);
    if (plan.kind === "tool" && kindOf(plan.tool.name) === d.kind && typeof plan.args.id === "number")
      return { ...plan, args: { ...plan.args, id: d.id }, said: fix };
  }
  // "sold 2 more on spotify" after "how is Night Roads selling": the record discussed answers the tool's "which book?".
  const about = alone.kind === "say" && alone.tool && (kindOf(alone.tool.name) === d.kind || d.kind in (alone.tool.lists ?? {}));
  // Only an open "which?": when the question lists the choices ("INV-0003 or INV-0012?"), the person picks one.
  if (alone.kind === "say" && alone.asks && alone.tool && about && !optionsOf(alone.message).length) {
    const said = completeWith({ tool: alone.tool, said: text, ask: alone.message, expires: now }, d.label);
    const plan = readWith(alone.tool, said, ctx);
    if (plan.kind === "tool") return { ...plan, said };
  }
  // "tomorrow at 10" after a task was added: a reminder for it.
  const remind = alone.kind === "none" ? remindAbout(text, d, now) : undefined;
  if (remind) {
    const plan = understandOffline(remind, ctx);
    if (plan.kind === "tool" && plan.tool.name === "set_reminder") return { ...plan, said: remind };
  }
  return alone;
}

/**
 * The message after a question: a new full command replaces the open request; otherwise the message is read as the
 * answer (the whole request said again with it, by the tool that asked). Undefined: not an answer after all.
 */
async function answerQuestion(ctx: ToolContext, state: State, q: OpenQuestion, text: string) {
  if (NOT_AN_ANSWER.test(text) && !(/^did you mean/i.test(q.ask) && /^(?:yes|yeah|yep|sure|right)\b/i.test(text))) return undefined;
  const alone = understandOffline(text, ctx);
  // Anything the message means on its own (a command, a question, a refusal) is a new request, unless it is short.
  const words = text.split(/\s+/).length;
  if (alone.kind !== "none" && (words >= 3 || alone.sentence.question || (alone.kind === "tool" && alone.confidence >= 0.8)))
    return undefined;
  const said = completeWith(q, text);
  const plan = readWith(q.tool, said, ctx);
  if (plan.kind === "none" || (plan.kind === "say" && plan.message === q.ask)) return undefined;
  return fromPlan(ctx, state, { ...plan, said });
}

async function fromPlan(ctx: ToolContext, state: State, plan: Plan): Promise<AssistantReply> {
  state.asked =
    plan.kind === "tool" && plan.tool.kind === "read"
      ? { text: plan.said ?? plan.sentence.raw, expires: ctx.now.getTime() + DISCUSSED_MS }
      : undefined;
  if (plan.kind === "tool") {
    const done = await execute(ctx, state, plan.tool, plan.args);
    return { ...done.reply, confidence: done.result.ok ? plan.confidence : 0.4 };
  }
  if (plan.kind === "several") {
    const done: AssistantReply[] = [];
    for (const one of plan.plans) done.push((await execute(ctx, state, one.tool, one.args)).reply);
    return reply(done.map((d) => d.message).join(" "), plan.confidence, {
      actions: done.flatMap((d) => d.actions),
      results: done.flatMap((d) => d.results),
    });
  }
  if (plan.kind === "say" && plan.asks && plan.tool)
    state.question = {
      tool: plan.tool,
      said: plan.said ?? plan.sentence.raw,
      ask: plan.message,
      expires: ctx.now.getTime() + QUESTION_MS,
      ...(plan.phrase ? { phrase: plan.phrase } : {}),
    };
  if (plan.kind === "say") {
    // "tell me about KUTX" ⏎ "I just heard back from them": the record described is the one discussed.
    const about = plan.about && discussedFromAnswer(plan.about.tool, plan.about.record, ctx.now.getTime());
    if (about) state.discussed = about;
    return reply(plan.message, plan.confidence);
  }
  const s = plan.sentence;
  if (s.negated) return reply("OK, I won't do that. Nothing was changed.", 0.8);
  // "cancel" with nothing waiting and nothing just discussed is still understood: saying so beats the list of
  // everything the assistant can do.
  if (DROP.test(s.raw.replace(/[.!?\s]+$/, ""))) return reply("OK. Nothing was waiting for an answer, and nothing was changed.", 0.7);
  if (s.errand)
    return reply(
      'I can\'t book, buy or call anything myself, so I haven\'t changed anything. To keep it on your list, say "add a task to …".',
      0.6,
    );
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
        actions: [actionFor(tool.name, args)],
        results: [result],
        pending: { id, tool: tool.name, summary },
      }),
    };
  }
  return carryOut(ctx, state, tool, args, 0.9);
}

async function carryOut(ctx: ToolContext, state: State, tool: Tool, args: Record<string, unknown>, confidence: number) {
  const { result, outcome, args: checked } = await runTool(tool, args, ctx);
  if (result.ok) {
    // A read answer about exactly one record makes it the one discussed too ("when's the band rehearsal" ⏎ "move it").
    const about =
      tool.kind === "read"
        ? discussedFromAnswer(tool.name, outcome?.data, ctx.now.getTime())
        : discussedFrom(tool.name, outcome?.data, ctx.now.getTime());
    if (about) state.discussed = about;
    else if (/^(?:delete|cancel)_/.test(tool.name)) state.discussed = undefined;
    // A list answer is what "the second one" picks from next; anything else ends that list.
    state.listed = tool.kind === "read" ? listedFromAnswer(tool.name, outcome?.data, ctx.now.getTime()) : undefined;
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

function undoLast(state: State): AssistantReply {
  const last = state.undo.pop();
  if (!last) return reply("There is nothing to undo: I haven't changed anything since Sunshine started.", 0.8);
  try {
    const said = last.undo();
    return reply(`Undone. ${said}`, 0.95, { results: [{ tool: "undo", kind: "write", ok: true, summary: said, domain: last.domain }] });
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
