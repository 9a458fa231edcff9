import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { describeDay, describeTime } from "../../shared/dates";
import { plural } from "../../shared/text";
import { EVENT_TYPES, type EventType } from "./model";
import type { CalendarEvent } from "./schema";
import { describeSlot, matchEvents, NOUNS, upcomingEvents } from "./tools-parse";
import { rangeOf } from "./tools-range";

/** "What's coming up", "when is my next gig", "what's on this weekend", "do I have anything on the 5th". */

const KIND_SAID: [EventType, RegExp][] = [
  ["gig", /\b(?:gigs?|shows?|concerts?|performances?|playing|performing|gigging|bookings?)\b/],
  ["interview", /\binterviews?\b/],
  ["deadline", /\bdeadlines?\b/],
  ["payment", /\bpayments?\b|\bpayday\b/],
  ["meeting", /\b(?:meetings?|calls?|appointments?)\b/],
];
const line = (e: CalendarEvent, now: Date) =>
  `${e.title} (${describeDay(e.date, now)}${e.time ? `, ${describeTime(e.time)}` : ""}${e.location ? `, ${e.location}` : ""})`;
const kindPlural = (type?: string) => (type && type !== "other" ? `${type}s` : "events");

export const upcomingEventsTool = defineTool({
  name: "upcoming_events",
  description:
    "Read the calendar: upcoming events, optionally between from and to (YYYY-MM-DD), of one type, matching a name (query), or only the next one (limit 1).",
  input: t.Object({
    from: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
    to: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
    type: t.Optional(t.Union(EVENT_TYPES.map((x) => t.Literal(x)))),
    query: t.Optional(t.String({ maxLength: 200, description: "Words of the event's name or place, e.g. roxy" })),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: 50 })),
    label: t.Optional(t.String({ maxLength: 60, description: "How the range reads, e.g. 'this weekend'" })),
  }),
  kind: "read",
  examples: ["what's coming up?", "when is my next gig", "what's on this weekend", "do I have anything on the 5th"],
  patterns: [
    { template: `<show> * (calendar|diary|schedule|${NOUNS.slice(1, -1)})`, weight: 0.95 },
    {
      template: `(when|when's|whens|what time|what day|what date|where|where's|wheres) [is|s|are|was|'s|do|does] * ${NOUNS}`,
      weight: 1.1,
    },
    { template: "(when|what time|where) (do|am|are) (i|we) (play|playing|on|gigging|performing)", weight: 1.05 },
    {
      template:
        "(what's|whats|what is|what have|what do|what else|anything|is there anything|got anything|have i got anything|do i have anything) * (on|happening|planned|booked|scheduled|coming up|lined up)",
      weight: 0.95,
    },
    { template: "(coming up|upcoming|lined up)", weight: 0.85 },
    // "what have I got from the 3rd to the 8th", "what does the next fortnight look like", "what's the plan this week".
    {
      template: "^(what|what's|whats|anything|any) * (between|from) * (and|to|till|til|until|through) *",
      weight: 0.85,
    },
    {
      template:
        "^(what|what's|whats|how|how's|hows) * (next|coming|this|rest of the) * (days|weeks|week|weekend|fortnight|month) (look|looks|looking) [like]",
      weight: 0.85,
    },
    { template: "(what's|whats|what is|what are) (the|my|our) (plan|plans|schedule|agenda) *", weight: 0.9 },
    // "show me everything from the 1st to the 5th", "tell me what i've got between now and friday" (a date is needed).
    { template: "^<polite> (show|list|tell|give|pull up) [me|us] (everything|anything|all|what) *", weight: 0.85 },
    { template: "^(when|what time|what day) (is|s|'s|are) (my|the|our) *", weight: 0.75 },
    {
      template: "^(am|are) (i|we) (free|busy|playing|gigging|booked|performing|doing anything|available|around)",
      weight: 0.95,
    },
    { template: "^(do|have|did) (i|we) (have|got) (anything|plans|any plans)", weight: 0.95 },
    { template: `^(do|have|did) (i|we) (have|got) (any|a|an) ${NOUNS}`, weight: 1 },
    {
      template: `^(is|are) * ${NOUNS} * (still on|on|happening|cancelled|canceled|confirmed|still happening)`,
      weight: 1,
    },
  ],
  unless: [
    /\b(?:tasks?|to-?dos?|to do|(?:my|the|to-?do|to do|task|tasks) list|plate|invoices?|reminders?|grants?|e-?mails?|campaigns?|stations?|audiobooks?|sales|earn\w*|owe\w*|overdue|how much|made|money|income|revenue|tax(?:es)?|paid|cost|fees?|last (?:year|month|week)|ago)\b/,
  ],
  understand(s, { now }) {
    const lower = s.lower;
    const args: { from?: string; to?: string; type?: EventType; query?: string; limit?: number; label?: string } = {};
    const range = rangeOf(lower, s.text, now);
    if (range) Object.assign(args, { from: range.from, to: range.to, label: range.label });
    const asked = lower.replace(
      /^(?:(?:so|ok|okay|hey|um|and|also|please|pls|can|could|would|will|you|u)\s+)*(?:show|list|tell|give|pull up)\b/,
      "",
    );
    const kinds = KIND_SAID.filter(([, re]) => re.test(asked)).map(([k]) => k);
    if (kinds.length === 1) args.type = kinds[0];
    if (/\bnext\b/.test(lower) && !range) args.limit = 1;
    // "what's the split on the northside deal" is not about the calendar: without a date, a kind of event or a
    // calendar word, leave the question to another tool (the knowledge base).
    const calendarWords =
      /\b(?:calendar|diary|schedule|agenda|coming up|upcoming|lined up|booked|planned|happening|free|busy|on (?:today|tonight|tomorrow|this|next|the weekend))\b|\bon\s*$/;
    if (
      !range &&
      !kinds.length &&
      !s.when() &&
      !calendarWords.test(lower) &&
      !new RegExp(`\\b${NOUNS}\\b`).test(asked) &&
      !/^(?:when|what time|what day|what date|where)\b/.test(lower)
    )
      return undefined;
    // "when is the Roxy gig", "what time is rehearsal", "is the Leeds show still on": a named event.
    const named = s.capture(
      /^(?:(?:when|what time|what day|what date|where)(?:'s| is| are| was|s)?|is|are)\s+(?:(?:my|the|our|that)\s+)?(.+?)(?:\s+(?:still on|on|happening|cancelled|canceled|confirmed|still happening))?\s*$/,
    )?.[1];
    if (named) {
      const words = named
        .toLowerCase()
        .replace(
          /\b(?:next|upcoming|first|my|the|our|on|at|in|this|that|again|today|tonight|tomorrow|[a-z]+day|(?:the )?\d{1,2}(?:st|nd|rd|th)|[a-z]{3,9} \d{1,2}|\d{1,2} [a-z]{3,9})\b/g,
          " ",
        )
        .replace(
          /\b(?:gigs?|shows?|concerts?|performances?|meetings?|interviews?|deadlines?|payments?|events?|appointments?|calls?|bookings?)\b/g,
          " ",
        )
        .replace(
          /\b(?:i|we|it|do|does|am|are|have|got|anything|something|play|playing|gig|gigging|performing|coming up|happening)\b/g,
          " ",
        )
        .trim();
      if (words) args.query = named.replace(/^(?:(?:my|the|our|next|upcoming)\s+)+/i, "").trim();
    }
    return { args };
  },
  run({ from, to, type, query, limit, label }, { db, now }) {
    let list = upcomingEvents(db, now, { from, to });
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
      const more =
        list.length > 1
          ? ` Also: ${list
              .slice(1, 5)
              .map((x) => line(x, now))
              .join("; ")}.`
          : "";
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
