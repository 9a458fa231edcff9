import type { ToolContext } from "../../lib/tools";
import { addDays, localDateKey, parseDateKey } from "../../shared/dates";
import { withDiscussed } from "../../lib/understand/records";
import { askedAbout, askedAgain, askedOfName, askedOfOthers, askedOfSameKind, didWhatWasAsked, sameFor, shareOf, yesItDid } from "./asked-again";
import { live, type State } from "./conversation-state";
import { anotherReminderAt, changedMind, correctionOf, onDayOfEvent, recordMeant, remindAbout, remindAtFor, remindBefore, takenBack } from "./corrections";
import { kindOf, pickListed, pickSeveral, type Discussed } from "./discussed";
import { readWith, understandOffline } from "./offline";
import { type Plan, readSentence, sameToolForEach } from "./plan";
import { completeWith, optionsOf } from "./open-question";
import { ONE_MORE, sayAgainWith, shortLeads } from "./one-more";
import { newOfKind, referring } from "./references";

/** The message said again in full (`said`), read alone, kept with those words when `fits` that reading. */
function readAs(said: string | undefined, ctx: ToolContext, fits: (plan: Plan) => boolean): Plan | undefined {
  const plan = said ? understandOffline(said, ctx) : undefined;
  return plan && plan.kind !== "none" && fits(plan) ? { ...plan, said } : undefined;
}
const isTool = (plan: Plan, fits: (p: Extract<Plan, { kind: "tool" }>) => boolean) => plan.kind === "tool" && fits(plan);
const setsReminder = (plan: Plan) => isTool(plan, (p) => p.tool.name === "set_reminder");
const reads = (plan: Plan) => isTool(plan, (p) => p.tool.kind === "read");
const writes = (plan: Plan) => isTool(plan, (p) => p.tool.kind !== "read");
const asksBack = (plan: Plan): plan is Extract<Plan, { kind: "say" }> => plan.kind === "say" && !!plan.asks;
/** A reading that acts on a record of `d`'s kind by its id, made about `d` itself (said as `said`). */
const onRecord = (plan: Plan, d: Pick<Discussed, "kind" | "id">, said: string, orReadAbout = false): Plan | undefined =>
  plan.kind === "tool" &&
  kindOf(plan.tool.name) === d.kind &&
  (typeof plan.args.id === "number" || (orReadAbout && plan.tool.kind === "read" && Object.values(plan.args).includes(d.id)))
    ? { ...plan, args: { ...plan.args, id: d.id }, said }
    : undefined;

/** "cancel all three": the request said of each listed record alone, when every one is the same tool on its record. */
function eachOnItsOwn(several: { text: string; picked: Discussed[]; each: string[] }, ctx: ToolContext): Plan | undefined {
  const plans = several.each.map((said, i) => onRecord(understandOffline(said, ctx), several.picked[i]!, said));
  const all = sameToolForEach(plans);
  return all && { ...all, said: several.text };
}

/**
 * "mark it paid", "move it to 5pm": the record just discussed stands in for "it" when that reading is a request. A day
 * said alone that nothing else reads asks what is on then (an open question of the assistant's was offered it first).
 */
export function understandAbout(text: string, ctx: ToolContext, state: State): Plan {
  const plan = withDiscussed(live(state.discussed, ctx.now.getTime()), () => readAbout(text, ctx, state));
  // (Several requests are remembered as the whole message, which a list said on "and …" goes on from.)
  if (plan.kind === "several") return { ...plan, said: plan.said ?? text };
  // "mark invoice 8 paid, wait no, not that one": a change of mind that changed nothing understood is not
  // understood, and what it took back is never written.
  const head = writes(plan) ? takenBack(text) : undefined;
  const first = head ? understandOffline(head, ctx) : undefined;
  if (plan.kind === "tool" && first?.kind === "tool" && first.tool === plan.tool && JSON.stringify(first.args) === JSON.stringify(plan.args))
    return { kind: "none", sentence: plan.sentence };
  return plan.kind === "none" ? (dayAsked(text, ctx) ?? plan) : plan;
}

function readAbout(text: string, ctx: ToolContext, state: State): Plan {
  const now = ctx.now.getTime();
  const asked = live(state.asked, now);
  // "sorry, I meant KCRW" right after KEXP was marked pitched: the same request made to the record meant instead.
  const lastDid = live(state.did, now);
  const changed = live(state.discussed, now);
  const meant = lastDid && changed && changed.id === lastDid.id ? recordMeant(text, lastDid, changed) : undefined;
  const instead = readAs(meant, ctx, (p) => isTool(p, (x) => x.tool.name === lastDid!.tool && typeof x.args.id === "number" && x.args.id !== changed!.id));
  if (instead) return { ...instead, replaces: true } as Plan;
  // "move it to 8pm, no actually 9pm": what the sentence ends up meaning, when that is understood.
  for (const meant of changedMind(text, (x) => readSentence(x, ctx).whens())) {
    const plan = readAbout(meant, ctx, state);
    if (plan.kind === "tool" || plan.kind === "several" || (plan.kind === "say" && plan.asks)) return { ...plan, said: plan.said ?? meant };
  }
  // "and the high priority ones?" after "show me urgent tasks": the same list with another of its filters.
  const asking = asked && askedOfOthers(text, asked.text);
  const first = asking?.length ? understandOffline(asked!.text, ctx) : undefined;
  // (Another filter first; one that gives the same list answers it again: "urgent" here lists the high ones too.)
  const readings = first?.kind === "tool" && first.tool.kind === "read" ? asking!.map((x) => readAs(x, ctx, (p) => isTool(p, (t) => t.tool === first.tool))) : [];
  const otherFilter = readings.find((p) => p?.kind === "tool" && JSON.stringify(p.args) !== JSON.stringify(first!.kind === "tool" && first!.args)) ?? readings.find(Boolean);
  if (otherFilter) return otherFilter;
  // "mark the second one done" after a list: that record, by its name, read as a request about it.
  const place = pickListed(text, state.listed, now);
  // Only a request that acts on that record by its id counts ("add a task to print the first draft" is new words);
  // a question about it names it by its id too ("how much has the second one made?").
  const placed = place && understandOffline(place.text, ctx);
  const picked = placed && onRecord(placed, place.picked, place.text, true);
  if (picked) return picked;
  // (What that request says back about that record is said: "the first one replied" ⏎ "… is already marked responded".)
  if (placed?.kind === "say" && !placed.asks && placed.tool && kindOf(placed.tool.name) === place!.picked.kind) return { ...placed, said: place!.text };
  // (A question about it by its name reads as asked of that name: "the second one?", "tell me about the first one".)
  if (placed?.kind === "tool" && placed.tool.kind === "read" && kindOf(placed.tool.name) === place!.picked.kind) return { ...placed, said: place!.text };
  if (placed?.kind === "say" && placed.about && kindOf(placed.about.tool) === place!.picked.kind) return { ...placed, said: place!.text };
  // "mark both done", "tick off the first two": one request for each of those records, by its id.
  const several = pickSeveral(text, state.listed, now);
  const each = several && understandOffline(several.text, ctx);
  if (several && each?.kind === "several" && each.plans.length === several.picked.length) {
    const plans = each.plans.map((p, i) => onRecord(p, several.picked[i]!, several.text));
    if (plans.every((p) => p?.kind === "tool")) return { ...each, plans: plans as typeof each.plans, said: several.text };
  }
  // (Said of each record on its own, when the names said together read as something else: "cancel all three".)
  const eachAlone = several && eachOnItsOwn(several, ctx);
  if (eachAlone) return eachAlone;
  // "same again for Sam Okafor" after invoicing Jo: that request for Sam.
  // (A new client's e-mail address is asked for.)
  const forAnother = readAs(sameFor(text, live(state.did, now)), ctx, (plan) => writes(plan) || asksBack(plan));
  if (forAnother) return forAnother;
  // "and another at 6 to email the setlist" after "remind me at 4 to ring the Lowry": one more of that request.
  const oneMore = ONE_MORE.exec(text.trim());
  const didOnce = oneMore && lastDid;
  const rest = oneMore && text.trim().slice(oneMore[0].length);
  // (A first request that said no "to": "add a task call Jo" ⏎ "and another one to order the programs": its first
  // few words as the lead, read as the same tool.)
  const didTool = (plan: Plan) => isTool(plan, (p) => p.tool.name === didOnce!.tool);
  const onceMore =
    didOnce &&
    (readAs(sayAgainWith(didOnce.text, rest!), ctx, writes) ??
      shortLeads(didOnce.text).reduce<Plan | undefined>((found, lead) => found ?? readAs(`${lead} ${rest}`, ctx, didTool), undefined));
  if (onceMore) return onceMore;
  // "and Glasgow the 6th" after "add gigs: Leeds on the 3rd, Sheffield the 4th": one more item of the list just added,
  // read as the list said again with it; only the new item is carried out.
  const item = lastDid && !oneMore && LIST_GOES_ON.exec(text.trim());
  const listed = item ? `${lastDid!.text.replace(/[\s.!]+$/, "")}, ${item[1]}` : undefined;
  const withItem = listed ? understandOffline(listed, ctx) : undefined;
  if (withItem?.kind === "several" && withItem.plans.every((p) => p.tool.name === lastDid!.tool)) return { ...withItem.plans.at(-1)!, said: listed };
  // "and last month?" after "how much did I earn this month?": the same question for that time.
  const again = asked && askedAgain(text, asked.text, (x) => readSentence(x, ctx).whens(), ctx.now);
  const sameAgain = readAs(again, ctx, reads);
  if (sameAgain) return sameAgain;
  // "how much of that was Blue Note?" after "how much have I made this month?": that total from one name.
  const share = asked && readAs(shareOf(text, asked.text), ctx, reads);
  if (share) return share;
  // "and which were rejected?" after "which grants have I applied for?": asked of the same kind of record.
  const firstKind = (plan: Plan) => (plan.kind === "tool" ? kindOf(plan.tool.name) : undefined);
  const sameKind = asked && readAs(askedOfSameKind(text, asked.text), ctx, (plan) =>
    reads(plan) && !!firstKind(plan) && firstKind(plan) === firstKind(understandOffline(asked.text, ctx)));
  if (sameKind) return sameKind;
  // "and where do I park?" after "what's the studio door code?": asked of the notes that answered the first one.
  const more = again ? undefined : askedOfNotes(text, asked?.text, ctx);
  if (more) return more;
  // "KUTX just did" after "who hasn't replied?": that record's news, a request about it.
  // ("he just did" after "did sam okafor pay?": the news the question asked for.)
  const did =
    readAs(asked && didWhatWasAsked(text, asked.text), ctx, writes) ??
    (asked ? yesItDid(text, asked.text).map((x) => readAs(x, ctx, writes)).find(Boolean) : undefined);
  if (did) return did;
  const d = live(state.discussed, now);
  // "and the one after that?" after "what's my next gig?": the next one after the event just answered.
  const next = d?.kind === "event" && d.day && asked && ONE_AFTER.test(text.trim()) ? understandOffline(asked.text, ctx) : undefined;
  if (next?.kind === "tool" && next.tool.name === "upcoming_events" && next.args.limit === 1)
    return { ...next, args: { ...next.args, from: localDateKey(addDays(parseDateKey(d!.day!)!, 1)) }, said: asked!.text };
  // "and the leeds one?" after "when's the roxy gig?": the same question about another record.
  const other = !again && d && asked ? askedAbout(text, asked.text, d.label) : undefined;
  // (Or what is known about that other record: "what's the next gig?" ⏎ "and the lexington one?".)
  const otherRecord = readAs(other, ctx, (plan) => isTool(plan, (p) => p.tool.kind === "read" && kindOf(p.tool.name) === d!.kind) || (plan.kind === "say" && !!plan.about && kindOf(plan.about.tool) === d!.kind));
  if (otherRecord) return otherRecord;
  // "and the budget?" after "what's the deadline for the Target ad?", "what's the budget" after "tell me about the
  // Holiday ad": another fact about that same record, answered.
  const fact = d && !again && /^(?:and|what about|and what about|what'?s|whats|what is|and what'?s)\s+(?:the|its)\s+([a-z][a-z ]{2,24}?)[?.!\s]*$/i.exec(text.trim());
  const ofIt = fact ? understandAbout(`what's the ${fact[1]} on it?`, ctx, state) : undefined;
  if (ofIt?.kind === "say" && ofIt.about) return ofIt;
  // "and spotify?" after "night roads sales": the same question asked of that store (the same tool answers it).
  // ("on Kobo only?", "just on Audible?": the store said alone after "on".)
  const firstReading = !asked || again ? undefined : understandOffline(asked.text, ctx);
  const store = !firstReading ? null : /^(?:(?:and|what about|how about)\s+(?:on\s+)?|(?:and\s+)?(?:just\s+|only\s+)?on\s+)(?!(?:what|where|who|when|how|which|why|the|my|it)\b)([a-z0-9][\w.'-]*(?:\s+(?!(?:only|alone|then)\b)[\w.'-]+)?)(?:\s+(?:only|alone|then))?[?.!\s]*$/i.exec(text.trim());
  const sameTool = (plan: Plan) => firstReading?.kind === "tool" && isTool(plan, (p) => p.tool === firstReading.tool);
  // "what about mastering?" after "how much does Jo charge for mixing": the notes asked of the new thing alone (said
  // with the first question's words, the first answer would be quoted again).
  const ofNotes = store && firstReading?.kind === "tool" && firstReading.tool.name === "ask_knowledge" && readAs(`${store[1]} according to my notes`, ctx, sameTool);
  if (ofNotes) return ofNotes;
  const onStore = store && readAs(`${asked!.text.replace(/[?.!\s]+$/, "")} on ${store[1]}`, ctx, sameTool);
  if (onStore) return onStore;
  // "and Lakeside?" after "has Harbor Audio paid?": the same question about another name (a client is no record).
  const ofName = firstReading?.kind === "tool" && firstReading.tool.kind === "read"
    ? askedOfName(text, asked!.text).map((x) => readAs(x, ctx, sameTool)).find(Boolean)
    : undefined;
  if (ofName) return ofName;
  // "remind me the day before at noon to …" after "when's the Brudenell show?": before that event.
  // "make it 5pm" after "remind me about the soundcheck tomorrow" (a task due tomorrow): a reminder then.
  const reminder = readAs(remindBefore(text, d), ctx, setsReminder) ?? readAs(remindAtFor(text, d), ctx, setsReminder) ??
    readAs(anotherReminderAt(text, d), ctx, setsReminder);
  if (reminder) return reminder;
  // "add a task to book the hotel the day before": on the day counted from that event.
  const dated = readAs(onDayOfEvent(text, d), ctx, writes);
  if (dated) return dated;
  // "log a new one: …", "add another one" after talking about opportunities: one more of that kind.
  // ("add another one, Harbourside Blues": the words after the comma are its name.)
  const named = text.replace(/\b(another one|a new one|one more)\s*[:,-]\s*(?=\S)/i, "$1 called ");
  const another = [text, named].map((said) => readAs(
    newOfKind(said, state.lastKind),
    ctx,
    (plan) => (plan.kind === "tool" || asksBack(plan)) && !!plan.tool && kindOf(plan.tool.name) === state.lastKind,
  )).find(Boolean);
  if (another) return another;
  // "change it to kestrel.com" after "what's my website?": "it" is the owner's own detail just asked about.
  const mine = asked && CHANGE_IT.test(text.trim()) ? /\b(?:my|our)\s+([a-z][\w' -]{1,30}?)[?.!\s]*$/i.exec(asked.text) : null;
  const ofMine = mine && readAs(text.trim().replace(/\bit\b/i, `my ${mine[1]}`), ctx, writes);
  if (ofMine) return ofMine;
  const referred = referring(text, d);
  if (referred && d) {
    const plan = understandOffline(referred.text, ctx);
    if (referred.whole && plan.kind !== "none") return { ...plan, said: referred.text };
    const same = plan.kind === "tool" && kindOf(plan.tool.name) === d.kind;
    // The record is the one discussed, even when another has the same name.
    if (same && typeof plan.args.id === "number") return { ...plan, args: { ...plan.args, id: d.id } };
    // A new record of the same kind named like the one discussed ("make it saturday" read as adding the gig again)
    // is a correction of that record, never a second copy of it.
    // (A question about it is answered: "where is it?" is where the one discussed is.)
    if (same && plan.tool.kind !== "read") return correctedOrAlone(text, ctx, d, now);
    // (Nor a second copy that asks for its time: "make it thursday" after a meeting at 2pm keeps it at 2pm.)
    const asksAgain = plan.kind === "say" && plan.asks && plan.tool?.kind !== "read" && kindOf(plan.tool?.name ?? "") === d.kind;
    if (asksAgain && correctionOf(text, d)) return correctedOrAlone(text, ctx, d, now);
    // A later "it" only names a record the request acts on ("i just applied for it"), never new words ("add a task to fix it").
    // ("how much is it?": what is known about that record answers too.)
    // A correction ("make it 5pm") never makes a record of another kind out of the one discussed.
    const corrects = plan.kind === "tool" && plan.tool.kind !== "read" && !!correctionOf(text, d);
    // ("record another sale of it on audible": a later "it" that a write of that record's kind takes is that record.)
    const takesIt = plan.kind === "tool" && plan.tool.kind !== "read" && d.kind in (plan.tool.lists ?? {});
    const early = (!referred.late || takesIt) && !corrects && (plan.kind === "tool" || (plan.kind === "say" && (plan.asks || plan.about)));
    // "what's the budget on it?": a later "it" in a question answered about that very record.
    const askedOf = plan.kind === "say" && plan.about && kindOf(plan.about.tool) === d.kind && (plan.about.record as { id?: unknown } | null)?.id === d.id;
    // ("how many copies has it sold?": a question read by a tool of that record's kind is about it too.)
    const readOf = same && plan.kind === "tool" && plan.tool.kind === "read";
    if (early || askedOf || readOf) return { ...plan, said: referred.text };
  }
  return correctedOrAlone(text, ctx, d, now);
}

const LIST_GOES_ON = /^(?:and|plus|oh and|and also)\s+(?!(?:what|where|who|when|which|how|why|is|are|do|does|did|can|could|remind|set|mark|delete|cancel|move|show|tell|another|one)\b)(.+?)[.!\s]*$/i;
const CHANGE_IT = /^(?:(?:ok|okay|so|then|please|can you|could you|actually)[,\s]+)*(?:(?:change|update|set|make|switch|correct)\s+it\s+(?:to|as)|it\s+should\s+be|it'?s\s+(?:now|actually))\s+\S/i;
/** "next week?", "and friday?": a day or a stretch of days said alone, with nothing else it could be. */
const DAY_ALONE = /^(?:(?:and|so|ok|okay|what about|how about)[\s,]+)?(?:on\s+|for\s+|over\s+)?(.+?)(?:[\s,]+then)?[\s?.!]*$/i;
function dayAsked(text: string, ctx: ToolContext): Plan | undefined {
  const day = DAY_ALONE.exec(text.trim())?.[1];
  // (Measured on the words as read: "tmrw?" is "tomorrow" written out.)
  const read = day ? readSentence(day, ctx) : undefined;
  const said = read?.whens();
  if (!said || said.length !== 1 || said[0]!.text.trim().length !== read!.text.trim().length) return undefined;
  return readAs(`what's on ${day}`, ctx, reads);
}

function correctedOrAlone(text: string, ctx: ToolContext, d: Discussed | undefined, now: number): Plan {
  const alone = understandOffline(text, ctx);
  if (!d) return alone;
  // "actually make it 9pm", "no, friday": the record just added or discussed moves, when that is what the words say
  // (before a loose read of the same words: "actually make that 10" is no question for the documents).
  const fix = alone.kind === "none" || reads(alone) ? correctionOf(text, d) : undefined;
  const first = fix ? understandOffline(fix, ctx) : undefined;
  // (Two events of one name, "Gig at the Lexington": the one just added is told apart by its own day.)
  const byDay = first && asksBack(first) && d.kind === "event" && d.day ? fix!.replace(/^move "/, `move the ${d.day} "`) : undefined;
  const fixed = (first && onRecord(first, d, fix!)) || (byDay && onRecord(understandOffline(byDay, ctx), d, byDay));
  if (fixed) return fixed;
  const asks = alone.kind === "say" && alone.asks && alone.tool ? { tool: alone.tool, ask: alone.message } : undefined;
  const options = asks ? optionsOf(asks.ask) : [];
  // "sold 2 more on spotify" after "how is Night Roads selling": the record discussed answers the tool's "which book?".
  // Only an open "which?": when the question lists the choices ("INV-0003 or INV-0012?"), the person picks one.
  const about = asks && !options.length && (kindOf(asks.tool.name) === d.kind || d.kind in (asks.tool.lists ?? {}));
  // "move the gig to 9pm" after "what's on friday" (the Roxy gig): of the events asked about, the one just discussed.
  // (Only events: "I got paid by Jo" after invoicing Jo still asks which of Jo's invoices, money being a fact to confirm.)
  const listed = d.kind === "event" && asks && kindOf(asks.tool.name) === d.kind && options.some((o) => o.toLowerCase() === d.label.toLowerCase());
  if (asks && (about || listed)) {
    const said = completeWith({ ...asks, said: text, expires: now }, d.label);
    const plan = readWith(asks.tool, said, ctx);
    if (plan.kind === "tool") return { ...plan, said };
  }
  // "tomorrow at 10" after a task was added: a reminder for it.
  // ("friday" alone: the time on friday is asked next.)
  const asksTime = (plan: Plan) => setsReminder(plan) || (asksBack(plan) && plan.tool?.name === "set_reminder");
  // ("the 10th of December at 11 in the morning": a day with its time and nothing else is when to be reminded, though
  // read alone it would be a look at that day.)
  const moment = momentAlone(text, ctx);
  const loose = alone.kind === "none" || (moment && reads(alone));
  return (loose && readAs(remindAbout(text, d, moment), ctx, asksTime)) || alone;
}

/** The message is one date with its time, and nothing else ("the 10th of December at 11 in the morning"). */
function momentAlone(text: string, ctx: ToolContext): boolean {
  const said = text.trim().replace(/^(?:on\s+)?(?:the\s+)?/i, "").replace(/[\s?.!]+$/, "");
  const found = readSentence(said, ctx).whens();
  return found.length === 1 && !!found[0]!.time && found[0]!.text.trim().length === said.length;
}

// ("when's the one after that?", "what comes after it": asked with its question word.)
const ONE_AFTER = /^(?:(?:and|ok|so|what about|how about|when'?s|when is|what'?s|what is|where'?s|where is)[,\s]+)*(?:the )?(?:one|gig|show|event|meeting|thing) after(?: (?:that|it|this))?(?: one)?[?.!\s]*$|^(?:(?:and|ok|so|what about|how about)[,\s]+)*(?:after that|then what|then|what'?s after (?:that|it)|what comes (?:after|next after) (?:that|it))[?.!\s]*$/i;
const AND_THEN = /^(?:and|also|oh and|and also|what about|and what about|how about)\s+((?:what|where|who|when|which|how|is|are|do|does|can)\b.+?)[?.!\s]*$/i;
function askedOfNotes(text: string, asked: string | undefined, ctx: ToolContext): Plan | undefined {
  const m = asked ? AND_THEN.exec(text.trim()) : null;
  const first = m && understandOffline(asked!, ctx);
  if (!first || first.kind !== "tool" || first.tool.name !== "ask_knowledge") return undefined;
  // A question another tool answers as it is ("and when is my next gig?") keeps that reading.
  if (understandOffline(m[1]!, ctx).kind === "tool") return undefined;
  return readAs(`${m[1]} according to my notes`, ctx, (plan) => isTool(plan, (p) => p.tool.name === "ask_knowledge"));
}
