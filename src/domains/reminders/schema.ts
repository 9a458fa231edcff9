import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/**
 * "Remind me at 5pm to …": fired at remindAt as a notification under the bell. A repeating reminder ("every Monday")
 * keeps its RFC 5545 rule in `recurrence`; after it fires, remindAt moves on to the next occurrence.
 */
export const reminders = sqliteTable(
  "reminders",
  {
    id: id(),
    message: text("message").notNull(),
    /** ISO 8601 instant */
    remindAt: text("remind_at").notNull(),
    taskId: integer("task_id"),
    /** RFC 5545 RRULE without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); null = once. Occurrences keep remindAt's time of day. */
    recurrence: text("recurrence"),
    firedAt: text("fired_at"),
    createdAt: createdAt(),
  },
  (t) => [index("reminders_due_idx").on(t.firedAt, t.remindAt)],
);
export type Reminder = typeof reminders.$inferSelect;
