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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tasks_status_idx").on(t.status),
    // The assistant looks for a finished task among the most recently completed ones.
    index("tasks_status_completed_idx").on(t.status, t.completedAt),
  ],
);
export type Task = typeof tasks.$inferSelect;
