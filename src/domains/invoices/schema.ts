import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    /** Postal address of the client, several lines. */
    clientAddress: text("client_address"),
    /** The total due (subtotal + tax), numeric string with 2 decimals, e.g. "1250.00"; computed from the lines. */
    amount: text("amount").notNull(),
    /** Sum of the lines before tax, computed on the server. */
    subtotal: text("subtotal").notNull().default("0.00"),
    taxTotal: text("tax_total").notNull().default("0.00"),
    /** Percent applied to lines that have no rate of their own, e.g. "20". */
    taxRate: text("tax_rate").notNull().default("0"),
    /** ISO 4217 of every amount on this invoice; invoices made before amounts carried a currency were in US dollars. */
    currency: text("currency").notNull().default("USD"),
    /** The first line's description (or the one-line summary); what lists and the assistant show. */
    description: text("description").notNull(),
    /** Terms and note printed at the bottom of the PDF. */
    note: text("note"),
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

/** The lines of an invoice (description, quantity, unit price, optional own tax rate); migrated invoices have one. */
export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    description: text("description").notNull(),
    /** numeric string, up to 3 decimals (hours, days) */
    quantity: text("quantity").notNull().default("1"),
    /** numeric string with 2 decimals */
    unitPrice: text("unit_price").notNull(),
    /** percent; null = the invoice's rate */
    taxRate: text("tax_rate"),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);
export type InvoiceLine = typeof invoiceLines.$inferSelect;
