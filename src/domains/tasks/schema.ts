import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const TASK_STATUSES = ["pending", "completed"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The user's to-do list: created by hand, from chat ("remind me to…") or by voice. */
export const tasks = sqliteTable(
  "tasks",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    /** pending | completed */
    status: text("status").$type<TaskStatus>().notNull().default("pending"),
    /** low | medium | high | urgent */
    priority: text("priority").$type<TaskPriority>().notNull().default("medium"),
    /** YYYY-MM-DD (local date) */
    dueDate: text("due_date"),
    category: text("category"),
    completedAt: text("completed_at"),
    /** RFC 5545 RRULE ("FREQ=WEEKLY;BYDAY=MO"): done, the task comes back due on the next day of the rule. */
    recurrence: text("recurrence"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasks_status_idx").on(t.status),
    // The assistant looks for a finished task among the most recently completed ones.
    index("tasks_status_completed_idx").on(t.status, t.completedAt),
    // The to-do list order (status, priority rank, due date with undated last): the same expressions as
    // TASK_ORDER.priority in service.ts, so SQLite reads the list in index order instead of sorting 20,000 rows.
    index("tasks_list_priority_idx").on(
      t.status,
      sql`(CASE ${t.priority} WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END)`,
      sql`(${t.dueDate} IS NULL)`,
      t.dueDate,
    ),
    index("tasks_due_idx").on(sql`(${t.dueDate} IS NULL)`, t.dueDate),
  ],
);
export type Task = typeof tasks.$inferSelect;
