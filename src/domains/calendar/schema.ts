import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

/** A calendar event: local date and optional local time (the server's time zone), as the user typed them. */
export const calendarEvents = sqliteTable(
  "calendar_events",
  {
    id: id(),
    title: text("title").notNull(),
    /** YYYY-MM-DD */
    date: text("date").notNull(),
    /** HH:MM (24 h) or null for an all-day event */
    time: text("time"),
    /** meeting | deadline | gig | interview | payment | other */
    type: text("type").notNull().default("meeting"),
    description: text("description").notNull().default(""),
    location: text("location").notNull().default(""),
    /** none | 15 minutes before | 1 hour before | 2 hours before | 1 day before | 1 week before */
    reminder: text("reminder").notNull().default("15 minutes before"),
    /** The iCalendar UID of an event imported from another calendar (an occurrence of a repeat adds its start). */
    uid: text("uid"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("calendar_events_date_idx").on(t.date, t.time), index("calendar_events_uid_idx").on(t.uid)],
);
export type CalendarEvent = typeof calendarEvents.$inferSelect;
