import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { describeDay, describeTime, localDateKey, monthRange, weekRange } from "../../shared/dates";
import { plural } from "../../shared/text";
import { EVENT_TYPES, type EventType } from "./model";
import {
  describeSlot,
  EVENT_LISTS,
  isPast,
  matchEvents,
  notOnCalendar,
  upcomingEvents,
  type NamedEvents,
} from "./named-events";
import type { CalendarEvent } from "./schema";
import { listEvents } from "./service";
import { ahead, between, rangeOf, type Range } from "./tools-range";
import { integer } from "../../lib/validation";

/** "What's coming up", "when is my next gig", "what's on this weekend", "do I have anything on the 5th". */

const line = (e: CalendarEvent, now: Date) =>
  `${e.title} (${describeDay(e.date, now)}${e.time ? `, ${describeTime(e.time)}` : ""}${e.location ? `, ${e.location}` : ""})`;
const kindPlural = (type?: string) => (type && type !== "other" ? `${type}s` : "events");

interface ReadSlots {
  kind?: EventType | "";
  when?: When;
  start?: When;
  day?: string;
  end?: When;
  ahead?: string;
  count?: string;
  unit?: string;
  limit?: number;
  event?: NamedEvents;
  on?: When;
  name?: string;
  past?: string;
}

/** The days a question is about, from whichever way it said them. */
function rangeSaid(x: ReadSlots, now: Date): Range | undefined {
  if (x.end) return between(x.start ?? (x.day ? Number(x.day) : undefined), x.end, now);
  if (x.ahead) return ahead(Number(x.ahead), `next ${x.ahead === "14" ? "fortnight" : `${x.ahead} days`}`, now);
  if (x.count && x.unit) {
    const days = Math.round((Number(x.count) * Number(x.unit)) / 1440);
    return ahead(days, `next ${days} days`, now);
  }
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
    const args: { from?: string; to?: string; type?: EventType; query?: string; limit?: number; label?: string } = {};
    if (range) Object.assign(args, { from: range.from, to: range.to, label: range.label });
    if (x.kind && x.kind !== "other") args.type = x.kind;
    if (x.limit && !range) args.limit = 1;
    if (x.event) args.query = x.event.phrase;
    return { args };
  },
  run({ from, to, type, query, limit, label }, { db, now }) {
    // A span over by today ("last week") is read from what has been, not from what is to come.
    let list =
      to && to <= localDateKey(now) ? listEvents(db, { from, to }).filter((e) => isPast(e.date, e.time, now)) : upcomingEvents(db, now, { from, to });
    if (type) list = list.filter((e) => e.type === type);
    const when =
      label ??
      (from && to
        ? from === to
          ? `on ${describeDay(from, now)}`
          : `from ${describeDay(from, now)} to ${describeDay(to, now)}`
        : "");
    if (query) {
      list = matchEvents(query, list);
      if (!list.length)
        return {
          summary: `I couldn't find "${query}" on your calendar${when ? ` ${when}` : " coming up"}.`,
          data: { events: [] },
        };
      const e = list[0]!;
      const more = list.length > 1 ? ` Also: ${list.slice(1, 5).map((x) => line(x, now)).join("; ")}.` : "";
      return {
        summary: `"${e.title}" is ${describeSlot(e.date, e.time, now).replace(/ \(all day\)$/, " (all day)")}${e.location ? ` at ${e.location}` : ""}.${more}`,
        data: { events: list },
        link: "/calendar",
      };
    }
    if (limit === 1) {
      const e = list[0];
      return {
        summary: e
          ? `Your next ${type && type !== "other" ? type : "event"} is "${e.title}" ${describeSlot(e.date, e.time, now)}${e.location ? ` at ${e.location}` : ""}.`
          : `You have no ${kindPlural(type)} coming up.`,
        data: { events: e ? [e] : [] },
        link: "/calendar",
      };
    }
    const shown = list.slice(0, limit ?? 10);
    const scope = when || "coming up";
    if (!shown.length)
      return {
        summary: type
          ? `No ${kindPlural(type)} ${scope}. Nothing on the calendar for that.`
          : `Nothing on your calendar ${scope}. You're free.`,
        data: { events: [] },
        link: "/calendar",
      };
    const more = list.length > shown.length ? ` (and ${list.length - shown.length} more)` : "";
    return {
      summary: `${scope[0]!.toUpperCase()}${scope.slice(1)}, ${plural(list.length, type && type !== "other" ? type : "event")}${more}: ${shown.map((e) => line(e, now)).join("; ")}.`,
      data: { events: shown },
      link: "/calendar",
    };
  },
});
