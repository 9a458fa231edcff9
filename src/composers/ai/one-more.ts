import { onDayOfEvent } from "./corrections";
import { type Plan, sameArgs, sameToolForEach, severalOf, type ToolPlan } from "./plan";

/**
 * "… and also one to pay the lighting guy", "and another at 6 to email the setlist": a second request of the kind
 * just asked for, said only from where it differs. Its words start like a part of the first request ("to …", "at
 * 6 …"); the first request's words before that part (its lead: "add a task", "remind me") say it again.
 */
export const ONE_MORE = /^(?:(?:ok(?:ay)?|oh|and|also|plus|then)[,\s]+)*(?:(?:also|and)\s+)?(?:another(?:\s+one)?|one more|one|a second one)\s+(?=(?:to|at|on|by|tomorrow|tonight|next|this|every)\b)/i;

/** The first request's lead said again with the words of the second ("remind me" + "at 6 to email …"). */
export function sayAgainWith(first: string, rest: string): string | undefined {
  const lead = leadOf(first, rest);
  return lead === undefined ? undefined : `${lead} ${rest.trim()}`;
}
/** A request's first two to four words, shortest first: "add a", "add a task", "add a task call". */
export const shortLeads = (first: string) => [2, 3, 4].map((n) => first.trim().split(/\s+/).slice(0, n).join(" ")).filter((lead, i, all) => lead !== first.trim() && all.indexOf(lead) === i);
function leadOf(first: string, rest: string): string | undefined {
  const word = /^\S+/.exec(rest)?.[0]?.toLowerCase();
  if (!word) return undefined;
  // The lead ends where the first request said the same kind of part: its "to …", or its time ("at 4", "on friday").
  const kind = "(?:at|on|for|by|tomorrow|tonight|next|this|every)";
  // (The same word first: "remind me at 11 …" + "at 3 …"; then any word that starts a time.)
  const m = new RegExp(`\\s${word}\\b`, "i").exec(first) ?? (new RegExp(`^${kind}$`).test(word) ? new RegExp(`\\s${kind}\\b`, "i").exec(first) : null);
  return m ? first.slice(0, m.index).trim() : undefined;
}

/**
 * Where a sentence says a second request of the same kind: "…, and also one to …", "… and another at 6 to …", "add a
 * gig on sunday at 8pm and also a rehearsal on saturday at 2pm" (the lead before the first "a" said again).
 */
const SECOND_OF_KIND =
  /\s*,?\s+(?:and\s+)?(?:also\s+)?(?:another(?:\s+one)?|one more|one)\s+(?=(?:to|at|on|by|for)\s)|\s*,?\s+and (?:also|then)\s+(?=an?\s)/i;
/**
 * "remind me at 11 tomorrow to chase the payment and at 3 to send the stems": a second time and a second "to" after
 * the "and" are a second request of the same kind.
 */
const SECOND_AT = /\s*,?\s+and\s+(?:also\s+)?(?=(?:at|on|by)\s+(?:\S+\s+){1,3}?to\s+\S)/i;

const CLOCK_ALONE = /^(at\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)(?=\s+to\s)/i;
/** "at 3 to send the stems" after "remind me at 11 tomorrow to …": a clock alone is on the first request's day. */
function onTheSameDay(rest: string, first: Plan, leadEnds: number): string {
  const clock = CLOCK_ALONE.exec(rest);
  // (A day said in the lead is said again with it: "remind me on friday" + "at 2 to …".)
  const said = first.kind === "none" || !clock ? undefined : first.sentence.whens().find((w) => w.time && w.index >= leadEnds);
  // (Its date as written, which every reading of a day understands.)
  return said ? `${clock![1]} on ${said.date}${rest.slice(clock![1]!.length)}` : rest;
}

/**
 * "remind me to call Jo at 3 and to email Sam at 5": a second "to" after the "and", each errand with its own time
 * (without one, "call Jo and to email Sam at 5" may be one reminder for both).
 */
const SECOND_TO = /\s*,?\s+and\s+(?=to\s)/i;

/** Both requests, each read whole, when they are the same kind of write on different things. */
export function twoOfAKind(text: string, read: (part: string) => Plan): Plan | undefined {
  const split = SECOND_OF_KIND.exec(text) ?? SECOND_AT.exec(text) ?? SECOND_TO.exec(text);
  if (!split) return undefined;
  const first = text.slice(0, split.index);
  const rest = text.slice(split.index + split[0].length);
  const once = read(first);
  if (split[0] === SECOND_TO.exec(text)?.[0] && !(once.kind === "tool" && once.sentence.whens().length && read(rest).sentence.whens().length)) return undefined;
  const lead = leadOf(first, rest);
  if (lead === undefined) return undefined;
  const again = `${lead} ${onTheSameDay(rest, once, lead.length)}`;
  const both = sameToolForEach([once, read(again)], (p) => p.tool.kind !== "read");
  return both && !sameArgs(both.plans) ? both : undefined;
}

/**
 * "Blue Note paid the festival fee, and can you bill Lakeside Podcast 320 for …": two requests of different kinds
 * in one message, the second asked for politely. Each is read alone; both must be clear writes (of any kinds: "remind
 * me at 5 to call Jo and remind me at 6 to call Sam").
 */
const THEN_ASKED = /\s*[,;]\s*(?:and\s+)?(?:also\s+)?(?=(?:can|could|would) you\s)|\s*[,;]\s*and also\s+|\s*[.!]\s+(?:and\s+)?(?:also\s+)?(?=(?:can|could|would) you\s|please\s)/i;
/**
 * "add the gig on friday and remind me on thursday to …", "mark the acme invoice sent and add a task to chase them":
 * a second command joined by "and", its verb one that starts a request.
 */
const AND_COMMAND = /\s*,?\s+and\s+(?:then\s+|also\s+)?(?=(?:add|remind|mark|create|set|put|move|delete|cancel|bill|invoice|log|save|schedule)\s)/i;
/** A part said as a command: "add …", "remind me …", "can you …" (after "ok", "so", "right"). */
const COMMAND =
  /^(?:(?:ok|okay|so|right|and|also|then|please|pls)[,\s]+)*(?:(?:can|could|would|will) you\s|(?:add|put|pop|create|make|set|remind|mark|bill|invoice|log|save|schedule|move|push|delete|cancel|book|new)\b)/i;
/**
 * "add the session Friday 2pm and remind me the day before to send the files": "the day before" (or "the morning of")
 * counted from the day of the thing just added, not from today.
 */
function onItsDay(text: string, added: ToolPlan): string {
  const day = added.args.date;
  return typeof day === "string" ? (onDayOfEvent(text, { kind: "event", label: "", id: 0, day, expires: 0 }) ?? text) : text;
}
export function twoRequests(text: string, read: (part: string) => Plan): Plan | undefined {
  const split = THEN_ASKED.exec(text) ?? AND_COMMAND.exec(text);
  if (!split) return undefined;
  const first = text.slice(0, split.index);
  // ("can you also add …": the "also" only joins it to the first.)
  const then = text.slice(split.index + split[0].length).replace(/^((?:can|could|would) you\s+)also\s+/i, "$1");
  const clear = (p: Plan): p is ToolPlan => p.kind === "tool" && p.tool.kind !== "read" && p.confidence >= 0.8;
  // (A part that is no clear request, often a story told before the ask or a bare "can you log that" after it, rules
  // both out: the shorter is read first, and the other is then not read.)
  const shorterFirst = then.length < first.length;
  const once = read(shorterFirst ? then : first);
  if (!clear(once)) return undefined;
  const other = read(onItsDay(shorterFirst ? first : then, once));
  const plans = shorterFirst ? [other, once] : [once, other];
  if (!plans.every(clear) || sameArgs(plans)) return undefined;
  // Told as news before the request, the first part is a change to a record the owner has ("Blue Note paid"), never
  // a new one made of the story: "I've got a gig at the Roxy on Friday, can you add a task …" asks for the task alone.
  if (typeof plans[0]!.args.id !== "number" && !COMMAND.test(first.trim())) return plans[1];
  return severalOf(plans);
}
