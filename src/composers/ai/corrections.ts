import { nameOf, type Discussed } from "./discussed";
import { inPlaceOfName } from "./open-question";

/**
 * "make it saturday", "actually 9pm", "no, friday", "change it to the 5th instead" right after an event or a task was
 * added or talked about: a new day or time for it, said as moving it. Only with a word that marks a correction (a bare
 * "friday" is not one); the caller keeps the reading only when it moves that very record.
 */
const CORRECTION =
  /^(?:(?:no|nope|nah|sorry|actually|oh|oops|wait|hmm|um|ah|go on|ok|okay)[,!.]?\s+)*(?:(?:make|change|move|switch|put|set|push|shift) (?:it|that|this)(?: (?:to|for|at|on|till|until))?|(?:can|could|shall) we (?:do|have|make it|move it to|do it|have it)|let'?s (?:do|make it|have it)|it'?s|it is|it should be|should be|(?:i )?meant|(?:i )?mean|(?:it|that|the (?:gig|show|session|event|meeting|rehearsal))? ?(?:now )?(?:starts|begins|kicks off|is starting|'s starting)(?: at)?)\s+(?:actually\s+|really\s+)?(.+?)(?:,?\s+(?:at\s+)?(?:the\s+)?same time)?(?:\s+instead)?(?:\s+please)?[.!]*$/i;
/**
 * "by december 5th", "due friday", "for wednesday", "the deadline's the 5th" right after a task: a day said as a
 * deadline, or as the day it is for, is the task's due day (a task has nothing else a deadline could be).
 */
const DEADLINE =
  /^(?:(?:oh|and|actually|also)[,]?\s+)*(?:(?:it'?s|it is|it'?ll be|which is|that'?s)\s+)?(?:due(?:\s+(?:on|by|for))?|needed by|needs to be done by|has to be done by|by|before|for|(?:the\s+)?deadline(?:'s|\s+is)?)\s+(.+?)(?:\s+please)?[.!]*$/i;
const CUE_ONLY = /^(?:(?:no|nope|nah|sorry|actually|oops|wait)[,!.]?\s+)+(.+?)(?:\s+instead)?[.!]*$|^(.+?)\s+instead[.!]*$/i;

/** A correction that says only a time ("make it 5pm") for a task: a reminder at that time on the task's day. */
export function remindAtFor(text: string, d: Discussed | undefined): string | undefined {
  const fix = correctionOf(text, d);
  if (!fix || d?.kind !== "task") return undefined;
  const to = fix.slice(fix.lastIndexOf(" to ") + 4);
  if (!TIME_ONLY.test(to.trim())) return undefined;
  return `remind me ${d.day ? `on ${d.day} ` : ""}at ${to.replace(/^at\s+/i, "")} to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
}

const clockSaid = (text: string) => text.trim().replace(/[,\s]*(?:please|pls|thanks|instead)?[.!]*$/i, "");

export function correctionOf(text: string, d: Discussed | undefined): string | undefined {
  if (!d || (d.kind !== "event" && d.kind !== "task" && d.kind !== "reminder") || text.split(/\s+/).length > 8)
    return undefined;
  // "add a meeting with Sarah on Thursday" ⏎ "at 1pm": a time alone right after an event is that event's time.
  // (So is a time alone right after a reminder: "remind me every other Thursday to …" ⏎ "at 11am".)
  const timed = (d.kind === "event" || d.kind === "reminder") && TIME_ONLY.test(clockSaid(text)) ? [text, clockSaid(text)] : null;
  const m = CORRECTION.exec(text.trim()) ?? CUE_ONLY.exec(text.trim()) ?? (d.kind === "task" ? DEADLINE.exec(text.trim()) : timed);
  // "Wednesday not tomorrow", "friday rather than thursday": the new day, and the old one said to be replaced.
  const to = m?.slice(1).find(Boolean)?.replace(/,?\s+(?:not|rather than|instead of)\s+.+$/i, "");
  // A task is said as one: "move Call the Brudenell to friday" would otherwise name the show at the Brudenell.
  return to ? `move ${d.kind === "task" ? "the task " : ""}${nameOf(d)} to ${to}` : undefined;
}

/**
 * "tomorrow at 10" after a task was added ("remind me to call the accountant" ⏎ "tomorrow at 10"): the moment to be
 * reminded of it. The caller keeps this reading only when the message means nothing on its own and it sets a reminder.
 */
export function remindAbout(text: string, d: Discussed | undefined, momentOnly = false): string | undefined {
  // (Longer words are read only when they are a moment and nothing else.)
  if (!d || d.kind !== "task" || (!momentOnly && text.split(/\s+/).length > 6)) return undefined;
  const said = text.trim().replace(/[.!]+$/, "");
  // A time alone is on the task's own day ("remind me about the soundcheck tomorrow" ⏎ "5pm").
  const day = d.day && TIME_ONLY.test(said) ? ` on ${d.day}` : "";
  // A day alone ("remind me to pay the narrator" ⏎ "friday"): the time on it is asked next.
  if (!d.day && DAY_ONLY.test(said))
    return `set a reminder to ${d.label.replace(/^\w/, (c) => c.toLowerCase())} ${/^(?:on|this|next|today|tomorrow)\b/i.test(said) ? "" : "on "}${said}`;
  // ("half two": the British half past two, a time too.)
  return `remind me${day} ${/^(?:\d|half\s|quarter\s)/i.test(said) || (day && !/^at\s/i.test(said)) ? `at ${said}` : said} to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
}

/** "and also at 6pm to check he got them" right after a reminder was set: another reminder, on that reminder's day. */
export function anotherReminderAt(text: string, d: Discussed | undefined): string | undefined {
  const m = d?.kind === "reminder" ? ALSO_AT.exec(text.trim()) : null;
  return m ? `remind me${d!.day ? ` on ${d!.day}` : ""} at ${m[1]} to ${m[2]}` : undefined;
}
const ALSO_AT = /^(?:(?:and|also|plus)[,]?\s+)+(?:another (?:one\s+)?)?at\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday)\s+to\s+(.+?)[.!]*$/i;

const DAY_ONLY = /^(?:on\s+)?(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:tomorrow|today)$/i;
// (Said as words too: "at eleven", "quarter to six", "half seven in the evening".)
const HOUR = "(?:\\d{1,2}(?:[:.]\\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
const TIME_ONLY = new RegExp(
  `^(?:at\\s+)?(?:(?:(?:half|quarter)\\s+(?:past\\s+|to\\s+)?)?${HOUR}(?:\\s*o'?clock)?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|in the (?:morning|afternoon|evening))?|noon|midday)$`,
  "i",
);

/**
 * "remind me the day before at noon to confirm the guest list" after "when's the Brudenell show?": before the event
 * just talked about. The caller keeps this reading only when it sets a reminder.
 */
export function remindBefore(text: string, d: Discussed | undefined): string | undefined {
  if (!d || (d.kind !== "event" && d.kind !== "grant")) return undefined;
  const m = BEFORE_IT.exec(text);
  // (A grant is reminded of before its deadline: "… the day before the Jazz Road Tours deadline".)
  const named = d.kind === "grant" ? `${d.label} deadline` : d.label;
  return m ? `${text.slice(0, m.index)}${m[0].replace(/\s+it$/i, "")} the ${named}${text.slice(m.index + m[0].length)}` : undefined;
}
const BEFORE_IT =
  /\b(?:the (?:day|night|evening|morning)|(?:an?|one|half an|\d+|two|three) (?:minutes?|mins?|hours?|days?|weeks?)) before(?:\s+it)?\b(?!\s+(?:the|my|our|that|this)\b)/i;

/**
 * "add a task to book the hotel the day before" after "when's the Lexington gig?": the day counted from that event's
 * own day (said alone, "the day before" would be yesterday); "remind me that morning at 10" is on that day. The caller
 * keeps this reading only when it writes.
 */
export function onDayOfEvent(text: string, d: Discussed | undefined): string | undefined {
  const m = d?.kind === "event" && d.day ? DAY_OF_IT.exec(text) : null;
  if (!m) return undefined;
  const n = { a: 1, an: 1, one: 1, the: 1, two: 2, three: 3, four: 4, five: 5 }[(m[2] ?? "the").toLowerCase()] ?? Number(m[2]);
  const days = m[4] || m[5] ? 0 : (/after/i.test(m[3]!) ? 1 : -1) * (/week/i.test(m[3]!) ? 7 * n : /day/i.test(m[3]!) ? n : 1);
  const [y, mo, dd] = d!.day!.split("-").map(Number);
  const on = new Date(y!, mo! - 1, dd! + days).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
  return `${text.slice(0, m.index)}${m[1] ?? "on "}${on}${text.slice(m.index + m[0].length)}`;
}
const DAY_OF_IT =
  /\b((?:on|for|by) )?(?:(the|an?|one|two|three|four|five|\d+) ((?:days?|weeks?|night|evening|morning) (?:before|after))|the (?:day|morning|night|evening) (of)(?= *$|[,.!?]| (?:at|to|please)\b)|(?:that|the same) (day|morning|afternoon|evening|night)\b)(?:\s+(?:it|that))?\b(?!\s+(?:the|my|our|that|this)\b)/i;

/** "…, no actually …", "… no wait, …", "…, sorry, I mean …": the person changes their mind inside the sentence. */
const MIND =
  /(?:\s*(?:[,;…]|\.{2,}|\s-)\s*(?:(?:no|nope|sorry|oops)[,!.]?\s+)*(?:actually|wait|i mean|i meant|scratch that|make that)(?:[,!.]?\s+(?:no|nope|i mean|i meant))?|\s*(?:[,;…]|\.{2,})\s*(?:no|nope|sorry|oops|wait)[,!.]|\s+(?:no|nope)[,!.]?\s+(?:actually|wait|sorry))[,!.]?\s+(.+)$/i;
const CLOCK = /\b(?:at\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|noon|midday)\b/i;
/**
 * The new words with what they leave unsaid kept from the old: "thursday 3pm… no wait, wednesday" is Wednesday at
 * 3pm, "friday at 2pm, sorry, 4pm" is Friday at 4pm.
 */
function keptPart(was: { text: string; time?: string }, tail: string, said: { time?: string }): string {
  const clock = CLOCK.exec(was.text);
  if (!said.time && was.time && clock) return `${tail} ${clock[0]}`;
  if (TIME_ONLY.test(tail) && clock && clock[0].length < was.text.trim().length) return was.text.replace(CLOCK, withHalfOfDay(tail, clock[0]));
  return tail;
}
/**
 * "at 8am…, actually make it 7:30" is 7:30 in the morning: a new clock said without am or pm keeps the half of the day
 * nearer the old time ("11am, actually 1" is 1pm, "8pm, no wait, 7" is 7pm).
 */
function withHalfOfDay(tail: string, old: string): string {
  const half = /\d\s*(a|p)\.?m\b/i.exec(old)?.[1]?.toLowerCase();
  const said = /^(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?$/i.exec(tail.trim());
  // (A 24-hour clock, "20:30", says its half itself.)
  if (!half || !said || Number(said[1]) > 12) return tail;
  const oldAt = (Number(/\d{1,2}/.exec(old)![0]) % 12) + (half === "p" ? 12 : 0);
  const at = Number(said[1]) % 12;
  const nearer = Math.abs(at + (half === "p" ? 12 : 0) - oldAt) <= 6 ? half : half === "p" ? "a" : "p";
  return `${tail.trim()}${nearer}m`;
}
// ("…, actually just put it on my to do list": the kind changed by naming the list it goes on.)
const KIND_CHANGED =
  /^(?:(?:just )?(?:make|change|turn) (?:it|that|this)(?: into)? (?:a|an) (?:task|to-?do|reminder|note|event)\b|(?:just )?(?:put|add|stick|pop|jot) (?:it|that|this)(?: down)? (?:on|to|onto|in|into|as) (?:my|the|a) (?:to-?\s?do|task|list)\b)/i;
const NAMED = /(?<=\S\s+)[A-Z][\w'&.-]*(?:\s+[A-Z][\w'&.-]*)*/;
const PICKED = /\bthe\s+(?:first|second|third|fourth|fifth|last|top|bottom)(?:\s+one)?\b/i;

/**
 * What a sentence with a change of mind means, most likely first: "move it to 8pm, no actually 9pm" (the time said
 * last in place of the first), "mark the second one done… no wait, the first one" (the record picked last), "mark the
 * first one sent... no actually it's been paid" (the last words, about the record named first). `find` reads dates.
 */
export function changedMind(text: string, find: (s: string) => { index: number; text: string; time?: string }[]): string[] {
  const m = MIND.exec(text.trim());
  // "remind me, no actually make it a task: …": the kind of record changed, which the whole sentence says (read as
  // the kind said last), not a value put right.
  if (!m || KIND_CHANGED.test(m[1]!)) return [];
  const head = text.trim().slice(0, m.index).replace(/[,;.!…\s-]+$/, "");
  const tail = m[1]!.replace(/[.!]+$/, "").replace(/^(?:make it|make that|to|on|at|it'?s|it should be)\s+|\s+instead$/gi, "");
  const out: string[] = [];
  const was = find(head).at(-1);
  const now = find(tail);
  // ("…at 10am, actually make that 9": an hour alone is no date to find, but it is the time said again.)
  const hourOnly = !now.length && /^(?:at\s+)?\d{1,2}(?:[:.]\d{2})?$/.test(tail) && was && CLOCK.test(was.text);
  if (was && ((now.length === 1 && now[0]!.text.length === tail.length) || hourOnly))
    out.push(head.slice(0, was.index) + keptPart(was, tail, now[0] ?? { time: tail }) + head.slice(was.index + was.text.length));
  // "set the ASCAP task to low, actually make it medium", "add a task to call Jo, actually email Jo": the last words
  // said give way to the new ones, as many as were said again.
  const said = tail.split(/\s+/);
  const n = said.length;
  const words = head.split(/\s+/);
  // "mark invoice 8 paid, actually no, invoice 3": the words said again from the same first word, the rest kept.
  const from = words.findLastIndex((w, i) => i > 0 && w.toLowerCase() === said[0]!.toLowerCase());
  if (from > 0) out.push([...words.slice(0, from), ...said, ...words.slice(from + n)].join(" "));
  if (!now.length && n <= 3 && words.length >= n + 2) out.push([...words.slice(0, -n), tail].join(" "));
  // "mark KEXP as responded, actually no, WFMU": a name said in place of the name said before it.
  const name = NAMED.exec(head);
  if (name && n <= 4 && said.every((w) => /^[A-Z0-9]/.test(w))) out.push(head.slice(0, name.index) + tail + head.slice(name.index + name[0].length));
  const picked = PICKED.exec(head)?.[0];
  if (picked && PICKED.exec(tail)?.[0].length === tail.length) out.push(head.replace(PICKED, tail));
  out.push(picked ? m[1]!.replace(/\bit(?:'s|s| is)\b/i, `${picked} is`).replace(/\bit\b/i, picked) : m[1]!);
  // "the ASCAP thing can wait, set it to low… actually it's low already, ok make it medium": the request said last,
  // about what was talked of before the request taken back.
  const before = head.replace(/\s*[,;][^,;]*$/, "");
  const last = m[1]!.replace(/(?:\s+instead)?[.!]*$/i, "").split(/\s*[,;]\s*/).at(-1)!;
  if (before !== head && /\bit\b/i.test(last)) out.push(`${before}, ${last}`);
  return out;
}

/** The words said before a change of mind inside the sentence ("mark invoice 8 paid" in "…, wait no, not that one"). */
export function takenBack(text: string): string | undefined {
  const m = MIND.exec(text.trim());
  return m && !KIND_CHANGED.test(m[1]!) ? text.trim().slice(0, m.index) : undefined;
}

/** A cue that the words put right what was just said, then the record meant: "sorry, I meant KCRW", "no, the WFMU one". */
const MEANT =
  /^(?:(?:no|nope|sorry|oops|actually|wait|my bad|my mistake|whoops)[,!.]?\s+)+(?:(?:i\s+)?meant\s+|i\s+mean\s+|(?:do|it was|it'?s|it should be)\s+)?(?:the\s+)?(.+?)(?:\s+one)?(?:\s+instead)?[.!]*$|^(?:(?:i\s+)?meant\s+|do\s+)?(?:the\s+)?(.+?)(?:\s+one)?\s+instead[.!]*$/i;
/**
 * "sorry, I meant KCRW", "actually, do KCRW instead" right after a change to KEXP: the request just carried out, said
 * of the record meant in place of the one it was made to. The caller keeps the reading only when it is the same tool
 * acting on another record, and undoes the first change before making it.
 */
export function recordMeant(text: string, did: { text: string } | undefined, d: Discussed | undefined): string | undefined {
  const m = did && d ? MEANT.exec(text.trim()) : null;
  const name = m?.[1] ?? m?.[2];
  if (!name || name.split(/\s+/).length > 5) return undefined;
  // (Its name said in full is replaced whole: "INV-0003" is one name, not the words "inv" and "0003".)
  const at = did!.text.toLowerCase().indexOf(d!.label.toLowerCase());
  if (at >= 0) return `${did!.text.slice(0, at)}${name}${did!.text.slice(at + d!.label.length)}`;
  // ("mark the Blue Note invoice as paid" ⏎ "sorry I meant Sam Okafor's": the invoice was named by its client.)
  return inPlaceOfName(did!.text, d!.label, name) ?? (d!.with ? inPlaceOfName(did!.text, d!.with, name) : undefined);
}
