import type { Db } from "../../db/client";
import { ownerName, ownerProfile } from "../../lib/owner-profile";
import type { LlmClient } from "../../lib/llm";
import type { Tool, ToolContext } from "../../lib/tools";
import { dateOrderOf } from "../../lib/understand/when";
import type { AssistantInput } from "./types";
import { carryOutPending, execute, holdAll, live, reply, stateOf, together, undoLast, type State } from "./conversation-state";
import { discussedFromAnswer, DISCUSSED_MS, kindOf, namesIn } from "./discussed";
import { capabilityLines } from "./help";
import { modelReply } from "./model-provider";
import { readWith, understandOffline } from "./offline";
import type { Plan } from "./plan";
import { completeWith, DROP, NOT_AN_ANSWER, optionsOf, pickOption, QUESTION_MS, takesTheOneMeant } from "./open-question";
import type { OpenQuestion } from "./open-question";
import { understandAbout } from "./read-in-context";
import { smallTalk } from "./small-talk";
import type { AssistantReply } from "./types";

export type { AssistantReply };
// Forgetting a conversation is part of its public face: the many tests and the corpus runner that call `respond`
// reset it from here too, though the sessions themselves are kept beside the tool runs that change them.
export { resetConversation } from "./conversation-state";

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

// "aye go on", "alright then", "of course" (but never "of course not"): a yes in other words.
const YES = /^(?:y|yes|yeah|yep|yup|ye|yeh|yea|ya|yah|yas|yess+|sure|ok|okay|confirm|confirmed|do it|go ahead|go for it|please do|yes please|send it|delete it|absolutely|correct|that'?s right|affirmative|aye|go on|on you go|alright|all right|righto|(?:certainly|definitely|of course)(?! not))\b/i;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|do not|never ?mind|forget it|no thanks|abort)\b/i;
const TURNED_DOWN = /^(?:(?:actually|oh|wait|hmm|um|sorry)[,!.]?\s+)*(?:no|nope|nah)\b[,!.]?\s+(?:(?:don'?t|do not) (?:do that|delete it|cancel it|remove it)[,.]?\s+)?(?!(?:don'?t|do not|never ?mind|cancel|stop|forget|leave|keep|thanks|thank you)\b)(?=.*\b(?:it|that|this|them)\b)/i;
// "cancel the Roxy gig?" ⏎ "no, sorry, the Lexington one": the same request, of another record named.
const ANOTHER =
  /^(?:(?:no|nope|nah|sorry|oops|wait|actually|oh)[,!.]?\s+)+(?:i meant\s+|i mean\s+)?(the\s+(?!(?:other|same)\b)\S.{0,40}?\s+(?:one|gig|show|event|meeting|task|reminder|invoice|grant|station))[.!]*$/i;
const UNDO = /^(?:please )?(?:undo|revert|take (?:that|it) back|undo (?:that|the last (?:change|thing))|reverse that|oops,? undo)\b/i;

export async function respond(deps: AssistantDeps, input: AssistantInput): Promise<AssistantReply> {
  const now = input.now ?? new Date();
  const profile = ownerProfile(deps.db);
  const owner = deps.owner && { name: ownerName(profile) ?? deps.owner.name, email: profile.email ?? deps.owner.email };
  const ctx: ToolContext = { db: deps.db, now, config: deps.config, llm: deps.llm, owner, dateOrder: dateOrderOf(profile.locale) };
  const state = stateOf(deps.db, input.session);
  let text = input.message.trim();
  const bare = text.replace(/[.!?\s]+$/, "");

  const pending = live(state.pending, Date.now());
  state.pending = undefined;
  if (pending && (YES.test(bare) || input.confirmId === pending.id)) return carryOutPending(ctx, state, pending);
  // "actually no, just mark it done" after "delete the ASCAP task?": the request turned down, another made of the
  // same record, which "it" now means.
  const instead = pending && TURNED_DOWN.exec(text);
  const label = pending && /"([^"]+)"/.exec(pending.summary)?.[1];
  const kind = pending && kindOf(pending.tool.name);
  if (instead && label && kind && typeof pending.args.id === "number") {
    state.discussed = { kind, label, id: pending.args.id, expires: now.getTime() + DISCUSSED_MS };
    text = text.slice(instead[0].length);
  } else if (pending && ANOTHER.test(bare)) text = `${pending.tool.name.split("_")[0]} ${ANOTHER.exec(bare)![1]}`;
  else if (pending && NO.test(bare)) return reply(`OK, I won't. ${pending.summary} — cancelled; nothing changed.`, 0.95);
  if (input.confirmId) return reply("That request has expired or was already answered; nothing changed. Ask me again.", 0.6);
  if (UNDO.test(bare)) return undoLast(state);

  // The conversation's own expiries follow the clock the request is read with (tests and the corpus pass one in).
  const question = live(state.question, now.getTime());
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
    const run = (tool: Tool, args: Record<string, unknown>) => execute(ctx, state, tool, args);
    try {
      return await modelReply(ctx, deps.llm, { message: text, history: input.history ?? [] }, run, timeoutMs);
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

/**
 * The message after a question: a new full command replaces the open request; otherwise the message is read as the
 * answer (the whole request said again with it, by the tool that asked). Undefined: not an answer after all.
 */
async function answerQuestion(ctx: ToolContext, state: State, q: OpenQuestion, text: string) {
  if (NOT_AN_ANSWER.test(text) && !takesTheOneMeant(q.ask, text)) return undefined;
  const alone = understandOffline(text, ctx);
  const said = completeWith(q, text);
  const plan = readWith(q.tool, said, { ...ctx, asked: q.ask });
  if (plan.kind === "none" || (plan.kind === "say" && plan.message === q.ask)) return undefined;
  // Anything the message means on its own (a command, a question, a refusal) is a new request, unless it is short,
  // names one of the choices offered ("INV-0001", "the £600 one") or means something alone only loosely (a clause
  // "deadline 30 January" of the grant's details) while it completes the request.
  const words = text.split(/\s+/).length;
  // (Progress is a write ready to run, or the next question: "for the mixing session" ⏎ "and their e-mail?".)
  const progressed = plan.kind === "tool" || (plan.kind === "say" && !!plan.asks && plan.message !== q.ask);
  const answers = progressed && (pickOption(text, optionsOf(q.ask), q.ask) !== undefined || (alone.kind === "tool" && alone.confidence < 0.8));
  // (A question asking for the request's own words takes a command as them; a question is still a new request.)
  const wordsAsked = q.words && !alone.sentence.question;
  if (alone.kind !== "none" && !answers && !wordsAsked && (words >= 3 || alone.sentence.question || (alone.kind === "tool" && alone.confidence >= 0.8)))
    return undefined;
  // ("do I have anything overdue?" after "what's their e-mail?": a question of its own that answers nothing asked.)
  if (alone.sentence.question && !wordsAsked && plan.kind !== "tool" && words >= 3) return undefined;
  return fromPlan(ctx, state, { ...plan, said });
}

async function fromPlan(ctx: ToolContext, state: State, plan: Plan): Promise<AssistantReply> {
  const said = plan.kind === "none" ? plan.sentence.raw : (plan.said ?? plan.sentence.raw);
  const kept = { text: said, expires: ctx.now.getTime() + DISCUSSED_MS };
  // (A read answered by its reply alone, "you haven't added your website yet", is a question asked too.)
  state.asked = (plan.kind === "tool" || plan.kind === "say") && plan.tool?.kind === "read" ? kept : undefined;
  const did = state.did;
  state.did =
    plan.kind === "tool" && plan.tool.kind !== "read"
      ? { ...kept, names: namesIn(plan.args), tool: plan.tool.name, id: plan.args.id, held: plan.tool.kind === "destructive" || plan.tool.kind === "outgoing" }
      : // (Several new records of one kind, "add gigs: Leeds on the 3rd, Sheffield the 4th": a list "and …" may go on.)
        plan.kind === "several" && plan.plans.every((p) => p.tool.kind === "write" && p.tool.name === plan.plans[0]!.tool.name)
        ? { ...kept, names: [], tool: plan.plans[0]!.tool.name, held: false }
        : undefined;
  if (plan.kind === "tool") {
    // ("sorry, I meant KCRW": the change made to KEXP is taken back first; one held for a "yes" was only dropped.)
    const undone = plan.replaces && !did?.held ? `${undoLast(state).message} ` : "";
    const done = await execute(ctx, state, plan.tool, plan.args);
    return { ...done.reply, message: undone + done.reply.message, confidence: done.result.ok ? plan.confidence : 0.4 };
  }
  // ("delete both": one "yes" for all of them.)
  if (plan.kind === "several" && plan.plans.every((p) => p.tool.kind === "destructive" || p.tool.kind === "outgoing"))
    return holdAll(ctx, state, plan.plans);
  if (plan.kind === "several") {
    const done: AssistantReply[] = [];
    for (const one of plan.plans) done.push((await execute(ctx, state, one.tool, one.args)).reply);
    return together(done, plan.confidence);
  }
  if (plan.kind === "say") {
    if (plan.asks && plan.tool)
      state.question = { tool: plan.tool, said, ask: plan.message, expires: ctx.now.getTime() + QUESTION_MS, phrase: plan.phrase, words: plan.words };
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
