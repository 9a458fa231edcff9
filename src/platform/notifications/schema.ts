import { sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** In-app notifications shown under the bell: reminders, overdue tasks, metric alerts, event reminders. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    /** Stops the same thing (e.g. "task 4 overdue") being announced twice. */
    dedupeKey: text("dedupe_key"),
    readAt: text("read_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("notifications_dedupe_idx").on(t.dedupeKey)],
);
export type Notification = typeof notifications.$inferSelect;
