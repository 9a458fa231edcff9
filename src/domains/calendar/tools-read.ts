import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { describeDay, describeTime, localDateKey, monthRange, weekRange } from "../../shared/dates";
import { capitalise, plural } from "../../shared/text";
import { answersAt } from "../../lib/tool-shapes";
import { EVENT_TYPES, type EventType } from "./model";
import { describeSlot, EVENT_LISTS, isPast, matchEvents, notOnCalendar, upcomingEvents } from "./named-events";
import type { CalendarEvent } from "./schema";
import { listEvents } from "./service";
import { between, rangeOf, type Range } from "./tools-range";
import { integer } from "../../lib/validation";

/** "What's coming up", "when is my next gig", "what's on this weekend", "do I have anything on the 5th". */

const line = (e: CalendarEvent, now: Date) =>
  `${e.title} (${describeDay(e.date, now)}${e.time ? `, ${describeTime(e.time)}` : ""}${e.location ? `, ${e.location}` : ""})`;
const atCalendar = answersAt("/calendar");

interface ReadSlots extends Partial<Record<"when" | "start" | "end" | "on", When>> {
  kind?: EventType | "";
  limit?: number;
  /** An event named in the question: its words are the query. */
  event?: { phrase: string };
  name?: string;
  past?: string;
}

/** The days a question is about, from whichever way it said them. */
function rangeSaid(x: ReadSlots, now: Date): Range | undefined {
  if (x.end) return between(x.start, x.end, now);
  const w = x.when ?? x.on;
  // Asked in the past tense ("how many gigs have I played this month"): the span up to today, not from it.
  if (w && x.past && /\bthis (?:week|month)\b/i.test(w.text)) {
    const start = /month/i.test(w.text) ? monthRange(now, 0).from : weekRange(now, 0).from;
    return { from: start, to: localDateKey(now), label: `so far ${w.text.toLowerCase().trim()}` };
  }
  return w ? rangeOf(w, now) : undefined;
}

export const upcomingEventsTool = defineTool({
  name: "upcoming_events",
  description:
    "Read the calendar: upcoming events, optionally between from and to (YYYY-MM-DD), of one type, matching a name (query), or only the next one (limit 1).",
  input: t.Object({
    from: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
    to: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
    type: t.Optional(t.Union(EVENT_TYPES.map((x) => t.Literal(x)))),
    query: t.Optional(t.String({ maxLength: 200, description: "Words of the event's name or place, e.g. roxy" })),
    limit: t.Optional(integer({ minimum: 1, maximum: 50 })),
    label: t.Optional(t.String({ maxLength: 60, description: "How the range reads, e.g. 'this weekend'" })),
  }),
  kind: "read",
  lists: EVENT_LISTS,
  resolve(x: ReadSlots, { now }) {
    if (x.name) return { reply: notOnCalendar(x.name) };
    const range = rangeSaid(x, now);
    const type = x.kind && x.kind !== "other" ? x.kind : undefined;
    return { args: { ...range, type, query: x.event?.phrase, limit: x.limit && !range ? 1 : undefined } };
  },
  run({ from, to, type, query, limit, label }, { db, now }) {
    // A span over by today ("last week") is read from what has been, not from what is to come.
    let list =
      to && to <= localDateKey(now) ? listEvents(db, { from, to }).filter((e) => isPast(e.date, e.time, now)) : upcomingEvents(db, now, { from, to });
    if (type) list = list.filter((e) => e.type === type);
    const day = (d: string) => describeDay(d, now);
    const when = label ?? (from && to ? (from === to ? `on ${day(from)}` : `from ${day(from)} to ${day(to)}`) : "");
    const at = (e: CalendarEvent) => `${describeSlot(e.date, e.time, now)}${e.location ? ` at ${e.location}` : ""}`;
    const kind = type && type !== "other" ? type : "event";
    if (query) {
      list = matchEvents(query, list);
      const none = `I couldn't find "${query}" on your calendar${when ? ` ${when}` : " coming up"}.`;
      if (!list.length) return { summary: none, data: { events: [] } };
      const more = list.length > 1 ? ` Also: ${list.slice(1, 5).map((x) => line(x, now)).join("; ")}.` : "";
      return atCalendar(`"${list[0]!.title}" is ${at(list[0]!)}.${more}`, { events: list });
    }
    if (limit === 1) {
      const e = list[0];
      // (From a later day: "the one after that", after the next one was named.)
      const after = from && from > localDateKey(now) ? " after that" : "";
      const next = e ? `Your next ${kind}${after} is "${e.title}" ${at(e)}.` : `You have no ${kind}s coming up${after}.`;
      return atCalendar(next, { events: e ? [e] : [] });
    }
    const shown = list.slice(0, limit ?? 10);
    const scope = when || "coming up";
    if (!shown.length) {
      const free = type
        ? `No ${kind}s ${scope}. Nothing on the calendar for that.`
        : `Nothing on your calendar ${scope}. You're free.`;
      return atCalendar(free, { events: [] });
    }
    const more = list.length > shown.length ? ` (and ${list.length - shown.length} more)` : "";
    const each = shown.map((e) => line(e, now)).join("; ");
    return atCalendar(`${capitalise(scope)}, ${plural(list.length, kind)}${more}: ${each}.`, { events: shown });
  },
});
