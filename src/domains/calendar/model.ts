import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { rowOf } from "../../lib/common-model";
import { calendarEvents } from "./schema";

export const EVENT_TYPES = ["meeting", "deadline", "gig", "interview", "payment", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const REMINDERS = [
  "none",
  "15 minutes before",
  "1 hour before",
  "2 hours before",
  "1 day before",
  "1 week before",
] as const;
export type Reminder = (typeof REMINDERS)[number];
export const DEFAULT_REMINDER: Reminder = "15 minutes before";
/** Minutes before the start for each reminder choice. */
export const REMINDER_MINUTES: Record<Reminder, number | null> = {
  none: null,
  "15 minutes before": 15,
  "1 hour before": 60,
  "2 hours before": 120,
  "1 day before": 24 * 60,
  "1 week before": 7 * 24 * 60,
};

// t.Union of literals, not t.UnionEnum: Elysia fills a missing optional UnionEnum with its first value.
const oneOf = <T extends string>(values: readonly T[], error: string) =>
  t.Unsafe<T>(
    t.Union(
      values.map((v) => t.Literal(v)),
      { error },
    ),
  );
const typeField = oneOf(EVENT_TYPES, `Type must be one of: ${EVENT_TYPES.join(", ")}`);
const reminderField = oneOf(REMINDERS, `Reminder must be one of: ${REMINDERS.join(", ")}`);
const timeField = t.Union([t.Literal(""), t.Null(), t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" })], {
  error: "Time must look like 14:30 (24-hour HH:MM) or be left empty",
});

const fields = {
  title: t.String({ minLength: 1, maxLength: 200, error: "Title is required (at most 200 characters)" }),
  date: t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: "Date is required (YYYY-MM-DD)" }),
  time: timeField,
  type: typeField,
  description: t.String({ maxLength: 5000, error: "Description must be at most 5000 characters" }),
  location: t.String({ maxLength: 300, error: "Location must be at most 300 characters" }),
  reminder: reminderField,
};

export const createEventBody = t.Object(
  {
    title: fields.title,
    date: fields.date,
    time: t.Optional(fields.time),
    type: t.Optional(fields.type),
    description: t.Optional(fields.description),
    location: t.Optional(fields.location),
    reminder: t.Optional(fields.reminder),
  },
  { error: "Send the event as a JSON object with at least a title and a date" },
);
export type CreateEventInput = typeof createEventBody.static;

export const updateEventBody = t.Partial(t.Object(fields), {
  error: 'Send the changes as a JSON object, e.g. {"title": "New title"}',
});
export type UpdateEventInput = typeof updateEventBody.static;

export const listEventsQuery = t.Object({
  from: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: "from must be a date (YYYY-MM-DD)" })),
  to: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: "to must be a date (YYYY-MM-DD)" })),
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  ...pageQuery,
});

export const eventAnswer = rowOf(calendarEvents, {}, "A calendar event");
