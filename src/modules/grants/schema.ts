import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const grants = sqliteTable("grants", {
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
  status: text("status").notNull().default("discovered"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
