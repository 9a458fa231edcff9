import { sql } from "drizzle-orm";
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const INVOICE_STATUSES = ["draft", "sent", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoices = sqliteTable(
  "invoices",
  {
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
  },
  // The assistant finds clients by name on every invoice sentence: one row per client (GROUP BY lower(name)) and a
  // client's invoices are read from this covering index instead of ten years of rows.
  (t) => [index("invoices_client_idx").on(sql`lower(${t.clientName})`, t.clientName, t.clientEmail)],
);
export type Invoice = typeof invoices.$inferSelect;
