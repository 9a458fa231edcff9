import type { ToolContext } from "../../lib/tools";
import { oncePerMessage } from "../../lib/understand/records";
import type { SlotList } from "../../lib/understand/templates";
import type { When } from "../../lib/understand/when";
import { describeDay, describeTime, localDateKey, localTimeKey, parseDateKey, weekRange } from "../../shared/dates";
import { sameWord, words } from "../../shared/text";
import type { Db } from "../../db/client";
import type { EventType } from "./model";
import type { CalendarEvent } from "./schema";
import SENTENCES from "./sentences.yaml";
import { listEvents } from "./service";

/** Which upcoming event a sentence names (the `{event}` slot of sentences.yaml), and how events are described. */

const LISTS = (SENTENCES as { lists: Record<string, Record<string, string>> }).lists;
/** The words that name a kind of event (sentences.yaml's list, as word stems), so "the leeds show" finds the gig in Leeds. */
const KINDS = new Map(Object.entries(LISTS.kind!).map(([said, kind]) => [words(said).join(" "), kind as EventType]));
const KIND_WORDS = new Set(KINDS.keys());
/** Words that name the same thing in an event's title ("band practice" is the band rehearsal): sentences.yaml's list. */
const ALIKE = new Map(Object.entries(LISTS.alike!).map(([said, same]) => [words(said).join(" "), words(same).join(" ")]));

/** The kind of event a title names: the earliest kind word wins ("meeting about the gig" is a meeting). */
export function eventType(title: string): EventType {
  const said = words(title);
  for (let i = 0; i < said.length; i++) {
    const kind = KINDS.get(`${said[i]} ${said[i + 1]}`) ?? KINDS.get(said[i]!);
    if (kind) return kind;
  }
  return "other";
}

/**
 * The words that make a phrase an event, whatever else it says (sentences.yaml's own list): "the dentist appointment"
 * is one that is not on the calendar; "call kexp" may be another list's.
 */
const EVENT_NOUNS = new Set(Object.keys(LISTS.notenoun!).flatMap(words));

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
 * in an event's title, place and kind, with typos forgiven. A bare kind word ("meeting") matches every meeting;
 * a name said beside it must match too.
 */
export function matchEvents(phrase: string, pool: CalendarEvent[]): CalendarEvent[] {
  // ("the thing with Jo": "thing" says no more than "event".)
  const said = words(phrase.replace(/\b(?:thing|things|stuff)\b/gi, ""))
    .filter((w) => w.length > 1 && !/^(?:event|upcoming|next|one|this|that|our|their|it)$/.test(w))
    .map((w) => ALIKE.get(w) ?? w);
  if (!said.length) return [];
  const scored = pool.map((e) => {
    const title = words(e.title);
    const bag = [...title, ...words(e.location), ...[...KIND_WORDS].filter((w) => KINDS.get(w) === e.type)];
    const hit = (w: string) => bag.some((b) => b === w || sameWord(b, w) || (w.length > 3 && b.startsWith(w)));
    // Every word of a name said must be the event's ("the master to jo" is not the meeting with Jo).
    const own = said.filter((w) => !KIND_WORDS.has(w));
    if (!own.every(hit)) return { e, score: 0 };
    // Ties between kinds ("my gig") stay ties; a name word said in the title breaks them ("roxy" over "roxy bar").
    const titleHits = title.filter((t) => own.some((w) => t === w || sameWord(t, w))).length;
    return { e, score: said.filter(hit).length / said.length + (title.length ? (0.1 * titleHits) / title.length : 0) };
  });
  const best = Math.max(0, ...scored.map((x) => x.score));
  if (best < 0.5) return [];
  return scored.filter((x) => x.score >= best - 0.02).map((x) => x.e);
}

export const notOnCalendar = (what: string, on?: string, now?: Date) =>
  `I couldn't find an upcoming event matching "${what.trim()}"${on && now ? ` ${describeSlot(on, null, now).replace(/ \(all day\)$/, "")}` : ""} on your calendar. Ask me "what's coming up?" to see it.`;

/** The upcoming events, read once per message (a message is understood before anything is written). */
const upcoming = (ctx: ToolContext) => oncePerMessage(ctx, "upcoming events", () => upcomingEvents(ctx.db, ctx.now));

/** The upcoming events some words may name, and the words. */
export interface NamedEvents {
  phrase: string;
  events: CalendarEvent[];
}

/** The `{event}` slot: every upcoming event the words may name (the day said beside it picks one later). */
export const EVENT_LISTS: Record<string, SlotList<NamedEvents>> = {
  event: {
    names: (ctx: ToolContext) => upcoming(ctx).map((e) => e.title),
    find(phrase, ctx: ToolContext) {
      // A name never ends with a little word: that word belongs to the template ("move the gig to …").
      if (/\b(?:to|on|at|in|for|from|by|and|is|it|got|has|have|had|was|were|been|are)$/i.test(phrase.trim()))
        return undefined;
      const named = matchEvents(phrase, upcoming(ctx));
      return named.length ? { value: { phrase: phrase.trim(), events: named } } : undefined;
    },
    describe: ({ events }, { now }: ToolContext) => events.slice(0, 4).map((e) => eventLine(e, now)).join(" "),
    // "tell me about the Abbey Road session": the name said in part, then what kind of event it is.
    kind: ["session", "gig", "show", "meeting", "rehearsal", "interview", "recording", "event", "appointment"],
  },
};

/** "Show at the Brudenell (gig): Saturday Dec 5, 7:30 PM, Leeds. Bring the merch." */
function eventLine(e: CalendarEvent, now: Date): string {
  const time = e.time ? `, ${describeTime(e.time)}` : " (all day)";
  const kind = e.type && e.type !== "other" ? ` (${e.type})` : "";
  const notes = e.description ? ` ${e.description.trim().replace(/([^.!?])$/, "$1.")}` : "";
  return `${e.title}${kind}: ${describeDay(e.date, now)}${time}${e.location ? `, ${e.location}` : ""}.${notes}`;
}

/** Words that name no event on the calendar: said so when they say what kind of thing they are ("the dentist appointment"). */
export const unknownEvent = (name: string) =>
  words(name).some((w) => EVENT_NOUNS.has(w)) ? { reply: notOnCalendar(name) } : undefined;

/** One of the events the words named, on the day said (if one was): asks which when several fit. */
export function pickEvent(
  named: NamedEvents | undefined,
  on: When | undefined,
  now: Date,
): { event: CalendarEvent } | { ask: string } | { reply: string } {
  const all = named?.events ?? [];
  // "the rehearsal's off this week": a week said tells events apart by the Monday-to-Sunday it names.
  const week = on && /\bweek\b/i.test(on.text) ? weekRange(parseDateKey(on.date)!) : undefined;
  let fit = on ? all.filter((e) => (week ? e.date >= week.from && e.date <= week.to : e.date === on.date)) : all;
  // "the podcast on tuesday" when it is the Tuesday after next: a weekday said alone tells events apart by weekday.
  if (!fit.length && on?.said.weekday === "alone") fit = all.filter((e) => parseDateKey(e.date)!.getDay() === parseDateKey(on.date)!.getDay());
  if (fit.length === 1) return { event: fit[0]! };
  if (!fit.length) return { reply: notOnCalendar(named?.phrase ?? "that", on?.date, now) };
  const choices = fit.slice(0, 4).map((e) => `"${e.title}" ${describeSlot(e.date, e.time, now)}`);
  return { ask: `Which one: ${choices.join(", ")}?` };
}

/**
 * The hour a time means for an evening event: "at 9" for a gig is 9 PM, unless the morning was said. (The shared
 * reader already reads 1–7 as the afternoon.) Given the event's own time, the half of the day nearer it: a 7 PM
 * rehearsal moved "to thursday at eight" stays in the evening.
 */
export function eveningTime(w: When, evening: boolean, own?: string | null): string | undefined {
  if (!w.time) return undefined;
  const [h, m] = w.time.split(":").map(Number) as [number, number];
  const nearerEvening = !!own && Number(own.slice(0, 2)) + Number(own.slice(3)) / 60 > h + m / 60 + 6;
  if ((evening || nearerEvening) && h >= 8 && h <= 11 && !/\b(?:am|a\.m|morning|noon)\b|\d(?:am)\b/i.test(w.text))
    return `${String(h + 12).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return w.time;
}
