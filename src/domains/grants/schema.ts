import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const GRANT_STATUSES = ["discovered", "applied", "awarded", "rejected"] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

export const grants = sqliteTable(
  "grants",
  {
  id: id(),
  title: text("title").notNull(),
  organization: text("organization").notNull(),
  /** numeric string, e.g. "5000" */
  amount: text("amount"),
  deadline: text("deadline"),
  description: text("description"),
  requirements: text("requirements"),
  applicationUrl: text("application_url"),
  notes: text("notes"),
  /** discovered | applied | awarded | rejected */
  status: text("status").$type<GrantStatus>().notNull().default("discovered"),
  /** id of the built-in catalogue entry this grant was saved from, if any */
  catalogueId: text("catalogue_id"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  // The grant list (newest first or by deadline, optionally one status) and the deadline reminders.
  (t) => [
    index("grants_created_idx").on(t.createdAt),
    index("grants_status_created_idx").on(t.status, t.createdAt),
    // Deadline order puts undated grants last: the same expressions as listGrantsPage's ORDER BY.
    index("grants_deadline_idx").on(sql`(${t.deadline} IS NULL)`, t.deadline),
    index("grants_status_deadline_idx").on(t.status, sql`(${t.deadline} IS NULL)`, t.deadline),
  ],
);
export type Grant = typeof grants.$inferSelect;
