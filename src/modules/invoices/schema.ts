import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const invoices = sqliteTable("invoices", {
  id: id(),
  /** INV-0001 … */
  number: text("number").notNull(),
  clientName: text("client_name").notNull(),
  clientEmail: text("client_email").notNull(),
  /** numeric string with 2 decimals, e.g. "1250.00" */
  amount: text("amount").notNull(),
  description: text("description").notNull(),
  dueDate: text("due_date"),
  /** draft | sent | paid (overdue is only displayed, never stored) */
  status: text("status").notNull().default("draft"),
  paidDate: text("paid_date"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
