import { findWhens, type When } from "../../lib/understand/when";
import { describeDay, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { sameWord, words } from "../../shared/text";
import type { Db } from "../../db/client";
import type { EventType } from "./model";
import type { CalendarEvent } from "./schema";
import { listEvents } from "./service";

/** How the calendar tools read dates, times, event kinds and event names out of what people say. */

/** Event nouns for the patterns (singular and plural as people say them). */
export const NOUNS =
  "(gig|gigs|show|shows|concert|concerts|performance|performances|rehearsal|rehearsals|practice|session|sessions|sesh|meeting|meetings|interview|interviews|deadline|deadlines|event|events|appointment|appointments|shoot|soundcheck|festival|booking|bookings|recording|podcast|residency|open mic|dj set|headline slot|support slot|tour date|launch|listening party|payday|payment|payments|lunch|dinner|coffee|drinks|breakfast|studio|studios|jam|party|parties|workshop|workshops|lesson|lessons|screening|premiere|showcase|livestream|signing)";

/** The same nouns with "'s" ("the gig's off", "rehearsal's moved"): a pattern word must match whole. */
export const NOUNS_IS = `(${NOUNS.slice(1, -1)
  .split("|")
  .map((n) => `${n}'s`)
  .join("|")})`;

/** The kind of event a title names: the earliest kind word wins ("meeting about the gig" is a meeting). */
const TYPE_WORDS: [EventType, RegExp][] = [
  ["interview", /\binterview/],
  ["deadline", /\b(?:deadline|due|submission|submissions close|closes)\b/],
  ["payment", /\b(?:payment|payday|pay day|royalt(?:y|ies)|payout|paid)\b/],
  [
    "gig",
    /\b(?:gig|show|concert|performance|perform\w*|headlin\w*|support slot|festival|open mic|residency|tour date|dj set|booking|soundcheck|playing)\b/,
  ],
  ["meeting", /\b(?:meeting|meet|call|zoom|catch ?up|lunch|coffee|chat|appointment)\b/],
];
export function eventType(title: string): EventType {
  const l = title.toLowerCase();
  let best: [EventType, number] = ["other", Infinity];
  for (const [type, re] of TYPE_WORDS) {
    const i = l.search(re);
    if (i >= 0 && i < best[1]) best = [type, i];
  }
  return best[0];
}

/** Words that name each kind, so "the leeds show" finds the gig in Leeds and "the interview" the interview. */
const KIND_NAMES: Record<string, string[]> = {
  gig: ["gig", "show", "concert", "performance", "booking"],
  interview: ["interview"],
  deadline: ["deadline"],
  payment: ["payment"],
  meeting: ["meeting", "call", "appointment"],
  other: ["event", "session", "sesh"],
};

const KIND_WORDS = new Set(
  Object.values(KIND_NAMES)
    .flat()
    .map((w) => words(w)[0]!),
);

export interface Slot {
  date?: string;
  time?: string;
  endTime?: string;
  /** A day was said (not only a time), so a time alone keeps the event's own date. */
  dateSaid: boolean;
  /** "pm", "evening"… was said: "at 9" for a gig means 9 PM otherwise. */
  meridiem: boolean;
  /** The words read as dates and times (to cut from names). */
  spans: string[];
}

const MONTH = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec";
const EXPLICIT = new RegExp(`\\b(?:${MONTH})[a-z]*\\b|\\d(?:st|nd|rd|th)\\b|\\b\\d{1,2}/\\d{1,2}\\b`, "i");
const SAYS_DATE = new RegExp(
  `\\b(?:today|tonight|tomorrow|tmrw|yesterday|[a-z]*day|weekend|week|month|year|(?:${MONTH})[a-z]*)\\b|${EXPLICIT.source}`,
  "i",
);
const MERIDIEM =
  /\b(?:am|pm|a\.m|p\.m|morning|afternoon|evening|tonight|night|noon|midday|midnight|lunch(?:time)?)\b|\d(?:am|pm)\b/i;
const BARE_RANGE =
  /\b(?:from )?(\d{1,2})(?:[:.](\d\d))?\s*(am|pm)?\s*(?:to|till|til|until|-)\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b(?!\s*(?:people|songs|tracks|mins|minutes|hours|days|weeks|copies|%))/i;
const NTH = new RegExp(`\\bthe (\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?(?:${MONTH}))`, "i");

/** The next day-of-month `day` from today (this month when still to come, else next month). */
function nextDayOfMonth(day: number, now: Date): string | undefined {
  if (day < 1 || day > 31) return undefined;
  for (let m = 0; m < 3; m++) {
    const d = new Date(now.getFullYear(), now.getMonth() + m, day);
    if (d.getDate() === day && localDateKey(d) >= localDateKey(now)) return localDateKey(d);
  }
  return undefined;
}

/**
 * The date, start and end time said in `text`. Prefers an explicit date ("the 12th", "5 dec") over a weekday said
 * beside it ("saturday the 12th"); reads "the 12th" on its own; "3:30" with no am/pm is afternoon, as "at 3" is.
 */
export function readSlot(text: string, now: Date, evening = false): Slot {
  const whens = findWhens(text, now);
  const slot: Slot = { dateSaid: false, meridiem: false, spans: whens.map((w) => w.text) };
  const nth = NTH.exec(text);
  const nthDate =
    nth && !whens.some((w) => w.text.toLowerCase().includes(nth[0].toLowerCase().replace(/^the /, "")))
      ? nextDayOfMonth(Number(nth[1]), now)
      : undefined;
  if (nthDate) slot.spans.push(nth![0]);
  const dated = whens.filter((w) => SAYS_DATE.test(w.text));
  const dateW = dated.find((w) => EXPLICIT.test(w.text.replace(/\d{1,2}[:.]\d\d/g, "")));
  slot.date = dateW?.date ?? nthDate ?? dated[0]?.date;
  slot.dateSaid = !!slot.date;
  const timeW: When | undefined = [dateW, ...dated, ...whens].find((w) => w?.time);
  const bare = !timeW ? BARE_RANGE.exec(text) : null;
  if (bare) {
    // "wednesday 6 til 9": chrono reads no time from bare hours; a range of hours is a time.
    const h =
      Number(bare[1]) +
      (bare[3] ? (/p/i.test(bare[3]) && Number(bare[1]) < 12 ? 12 : 0) : Number(bare[1]) <= 7 || evening ? 12 : 0);
    if (h <= 23) {
      slot.time = `${String(h).padStart(2, "0")}:${bare[2] ?? "00"}`;
      slot.endTime = endOf({ text: bare[0].replace(/^\D*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?/i, "to") } as When, h);
      slot.meridiem = !!bare[3];
      slot.spans.push(bare[0]);
      slot.date ??= localDateKey(now);
    }
  } else if (timeW?.time) {
    slot.meridiem = MERIDIEM.test(timeW.text);
    let [h, m] = timeW.time.split(":").map(Number) as [number, number];
    if (!slot.meridiem && ((h >= 1 && h <= 7) || (evening && h >= 8 && h <= 11))) h += 12;
    slot.time = `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
    slot.endTime = endOf(timeW, h);
    if (!slot.date) slot.date = timeW.date;
  }
  return slot;
}

/** "8 to 11pm", "10am till 6pm", "9pm-1am": the end hour, afternoon when it would otherwise come before the start. */
function endOf(w: When, startHour: number): string | undefined {
  const m = /(?:\bto|\btill|\btil|\buntil|-|–)\s*(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.?|p\.m\.?)?/i.exec(w.text);
  if (!m) return w.endTime;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 23 || min > 59) return w.endTime;
  const mer = m[3]?.[0]?.toLowerCase();
  if (mer === "p" && h < 12) h += 12;
  else if (mer === "a" && h === 12) h = 0;
  else if (!mer && h < startHour && h + 12 <= 23 && h + 12 > startHour) h += 12;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

/** Has this event (or this date and time) already started? */
export function isPast(date: string, time: string | null | undefined, now: Date): boolean {
  const today = localDateKey(now);
  return date < today || (date === today && !!time && time < localTimeKey(now));
}

/** "Friday Nov 27 at 8:00 PM", "today (all day)". */
export const describeSlot = (date: string, time: string | null | undefined, now: Date) => {
  const day = describeDay(date, now);
  const on = /^(?:today|tomorrow|yesterday)$/.test(day) ? day : `on ${day}`;
  return time ? `${on} at ${describeTime(time)}` : `${on} (all day)`;
};

/** Events from now on (today's that have not started yet), optionally within a date range. */
export function upcomingEvents(db: Db, now: Date, range: { from?: string; to?: string } = {}): CalendarEvent[] {
  const today = localDateKey(now);
  const from = range.from && range.from > today ? range.from : today;
  // Bounded to a year ahead when no end is said: a sentence reads a few hundred rows, not a decade of bookings.
  const to = range.to ?? localDateKey(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
  return listEvents(db, { from, to }).filter((e) => !isPast(e.date, e.time, now));
}

/**
 * The events a phrase names ("the roxy gig", "leeds show", "band rehearsal"): the share of the said words found
 * in an event's title, place and kind, with typos forgiven. pickRecord scores by the name's words said, which
 * would let a bare kind word ("meeting") match every meeting equally well even when a name was given too.
 */
export function matchEvents(phrase: string, pool: CalendarEvent[]): CalendarEvent[] {
  const said = words(phrase).filter(
    (w) => w.length > 1 && !/^(?:event|upcoming|next|one|this|that|our|their|it)$/.test(w),
  );
  if (!said.length) return [];
  const scored = pool.map((e) => {
    const title = words(e.title);
    const bag = [...title, ...words(e.location), ...(KIND_NAMES[e.type] ?? []).map((w) => words(w)[0]!)];
    const hit = (w: string) => bag.some((b) => b === w || sameWord(b, w) || (w.length > 3 && b.startsWith(w)));
    const hits = said.filter(hit).length;
    // A name was said beside the kind ("the dentist appointment"): one of its own words must match too.
    const own = said.filter((w) => !KIND_WORDS.has(w));
    if (own.length && !own.some(hit)) return { e, score: 0 };
    // Ties between kinds ("my gig") stay ties; a name word said in the title breaks them ("roxy" over "roxy bar").
    const titleHits = title.filter((t) => own.some((w) => t === w || sameWord(t, w))).length;

    return { e, score: hits / said.length + (title.length ? (0.1 * titleHits) / title.length : 0) };
  });
  const best = Math.max(0, ...scored.map((x) => x.score));
  if (best < 0.5) return [];
  return scored.filter((x) => x.score >= best - 0.02).map((x) => x.e);
}

export type Found = { event: CalendarEvent } | { ask: string } | { reply: string };

/** One upcoming event named by a phrase (and on a day, when one was said); asks which when several fit. */
export function findEvent(db: Db, now: Date, phrase: string, on?: string): Found {
  const pool = upcomingEvents(db, now, on ? { from: on, to: on } : {});
  const named = words(phrase).some((w) => w.length > 1) ? matchEvents(phrase, pool) : on ? pool : [];
  const what = phrase.trim() ? `"${phrase.trim()}"` : "that";
  if (named.length === 1) return { event: named[0]! };
  if (named.length > 1)
    return {
      ask: `Which one: ${named
        .slice(0, 4)
        .map((e) => `"${e.title}" ${describeSlot(e.date, e.time, now)}`)
        .join(", ")}?`,
    };
  return {
    reply: `I couldn't find an upcoming event matching ${what}${on ? ` ${describeSlot(on, null, now).replace(/ \(all day\)$/, "")}` : ""} on your calendar. Ask me "what's coming up?" to see it.`,
  };
}

/** Cuts `spans` (date words) out of `text`, case-insensitively. */
export function cut(text: string, spans: string[]): string {
  let t = text;
  for (const s of spans) {
    const i = t.toLowerCase().indexOf(s.toLowerCase());
    if (i >= 0) t = `${t.slice(0, i)} ${t.slice(i + s.length)}`;
  }
  return t.replace(/\s+/g, " ").trim();
}
