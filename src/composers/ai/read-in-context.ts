import type { ToolContext } from "../../lib/tools";
import { askedAbout, askedAgain, didWhatWasAsked } from "./asked-again";
import type { State } from "./conversation-state";
import { correctionOf, remindAbout, remindAtFor, remindBefore } from "./corrections";
import { kindOf, pickListed, type Discussed } from "./discussed";
import { readWith, understandOffline } from "./offline";
import { type Plan, readSentence } from "./plan";
import { completeWith, optionsOf } from "./open-question";
import { newOfKind, referring } from "./references";

/** "mark it paid", "move it to 5pm": the record just discussed stands in for "it" when that reading is a request. */
export function understandAbout(text: string, ctx: ToolContext, state: State): Plan {
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
  // "and where do I park?" after "what's the studio door code?": asked of the notes that answered the first one.
  const more = again ? undefined : askedOfNotes(text, state, ctx, now);
  if (more) return more;
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
  // "remind me the day before at noon to …" after "when's the Brudenell show?": before that event.
  const before = remindBefore(text, d, now);
  if (before) {
    const plan = understandOffline(before, ctx);
    if (plan.kind === "tool" && plan.tool.name === "set_reminder") return { ...plan, said: before };
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
    // "what's the budget on it?": a later "it" in a question answered about that very record.
    if (plan.kind === "say" && plan.about && kindOf(plan.about.tool) === d.kind && (plan.about.record as { id?: unknown } | null)?.id === d.id)
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

const AND_THEN = /^(?:and|also|oh and|and also|what about|and what about|how about)\s+((?:what|where|who|when|which|how|is|are|do|does|can)\b.+?)[?.!\s]*$/i;
function askedOfNotes(text: string, state: State, ctx: ToolContext, now: number): Plan | undefined {
  const m = state.asked && state.asked.expires > now ? AND_THEN.exec(text.trim()) : null;
  const first = m && understandOffline(state.asked!.text, ctx);
  if (!first || first.kind !== "tool" || first.tool.name !== "ask_knowledge") return undefined;
  // A question another tool answers as it is ("and when is my next gig?") keeps that reading.
  if (understandOffline(m[1]!, ctx).kind === "tool") return undefined;
  const said = `${m[1]} according to my notes`;
  const plan = understandOffline(said, ctx);
  return plan.kind === "tool" && plan.tool.name === "ask_knowledge" ? { ...plan, said } : undefined;
}
