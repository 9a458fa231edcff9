import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const INVOICE_STATUSES = ["draft", "sent", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoices = sqliteTable("invoices", {
  id: id(),
  /** INV-0001 … */
  number: text("number").notNull().unique(),
  clientName: text("client_name").notNull(),
  clientEmail: text("client_email").notNull(),
  /** numeric string with 2 decimals, e.g. "1250.00" */
  amount: text("amount").notNull(),
  description: text("description").notNull(),
  dueDate: text("due_date"),
  /** draft | sent | paid (overdue is only displayed, never stored) */
  status: text("status").$type<InvoiceStatus>().notNull().default("draft"),
  paidDate: text("paid_date"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type Invoice = typeof invoices.$inferSelect;
