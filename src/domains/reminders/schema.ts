import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** "Remind me at 5pm to …": fired once at remindAt as a notification under the bell. */
export const reminders = sqliteTable(
  "reminders",
  {
    id: id(),
    message: text("message").notNull(),
    /** ISO 8601 instant */
    remindAt: text("remind_at").notNull(),
    taskId: integer("task_id"),
    firedAt: text("fired_at"),
    createdAt: createdAt(),
  },
  (t) => [index("reminders_due_idx").on(t.firedAt, t.remindAt)],
);
export type Reminder = typeof reminders.$inferSelect;
