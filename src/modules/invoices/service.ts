import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { logActivity } from "../activity/service";
import { checkDate, checkLength, invalid, isEmail } from "../../lib/validation";
import { invoices, type Invoice, type InvoiceStatus } from "./schema";

export interface InvoiceInput {
  clientName?: string;
  clientEmail?: string;
  amount?: number | string;
  description?: string;
  dueDate?: string | null;
  status?: InvoiceStatus;
  paidDate?: string | null;
}

export const MAX_AMOUNT = 100_000_000;

export function normaliseAmount(v: number | string): string {
  const s = typeof v === "number" ? String(v) : v.trim().replace(/^\$/, "").replace(/,/g, "");
  const n = Number(s);
  if (s === "") throw invalid("Amount is required", "amount");
  if (!Number.isFinite(n)) throw invalid("Amount must be a number, like 1250.00", "amount");
  if (n < 0) throw invalid("Amount cannot be negative", "amount");
  if (n > MAX_AMOUNT) throw invalid("Amount is too large", "amount");
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
    throw invalid("Amount can have at most 2 decimals (cents)", "amount");
  return n.toFixed(2);
}

/** Spec §4: overdue is displayed (never stored) when not paid, a due date exists and it is before now. */
export function isOverdue(inv: Pick<Invoice, "status" | "dueDate">, now = new Date()): boolean {
  if (inv.status === "paid" || !inv.dueDate) return false;
  const due = new Date(/^\d{4}-\d{2}-\d{2}$/.test(inv.dueDate) ? `${inv.dueDate}T00:00:00` : inv.dueDate);
  return !Number.isNaN(due.getTime()) && due.getTime() < now.getTime();
}

function fields(input: InvoiceInput) {
  const email = checkLength(input.clientEmail?.trim(), 320, "clientEmail", "Client email");
  if (email !== undefined && !isEmail(email))
    throw invalid("Client email must be a valid e-mail address, like billing@client.com", "clientEmail");
  const out: Partial<Invoice> = {
    clientName: checkLength(input.clientName?.trim(), 200, "clientName", "Client name"),
    clientEmail: email,
    amount: input.amount === undefined ? undefined : normaliseAmount(input.amount),
    description: checkLength(input.description?.trim(), 5000, "description", "Description"),
    dueDate: checkDate(input.dueDate, "dueDate", "Due date must be a date (YYYY-MM-DD)"),
    status: input.status,
    paidDate: checkDate(input.paidDate, "paidDate", "Paid date must be an ISO date and time"),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<Invoice>;
}

/** INV-0001, INV-0002 … (one more than the highest number ever stored). */
export function nextNumber(db: Db): string {
  const row = db
    .select({ max: sql<number | null>`MAX(CAST(SUBSTR(${invoices.number}, 5) AS INTEGER))` })
    .from(invoices)
    .get();
  return `INV-${String((row?.max ?? 0) + 1).padStart(4, "0")}`;
}

export const listInvoices = (db: Db): Invoice[] =>
  db.select().from(invoices).orderBy(desc(invoices.createdAt), desc(invoices.id)).all();

export function getInvoice(db: Db, id: number): Invoice {
  const row = db.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!row) throw notFound("Invoice");
  return row;
}

const money = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function createInvoice(
  db: Db,
  input: InvoiceInput & { clientName: string; clientEmail: string; amount: number | string; description: string },
  now = new Date(),
): Invoice {
  const values = fields(input);
  if (values.status === "paid") values.paidDate ??= now.toISOString();
  const row = db.transaction((tx) =>
    tx
      .insert(invoices)
      .values({ ...(values as typeof invoices.$inferInsert), number: nextNumber(tx as unknown as Db) })
      .returning()
      .get(),
  );
  logActivity(db, {
    type: "invoice_created",
    message: `Invoice ${row.number} for ${row.clientName} created (${money(row.amount)})`,
    entityType: "invoice",
    entityId: row.id,
  });
  return row;
}

export function updateInvoice(db: Db, id: number, input: InvoiceInput, now = new Date()): Invoice {
  const before = getInvoice(db, id);
  const patch = fields(input);
  if (input.status === "paid" && input.paidDate === undefined && before.status !== "paid")
    patch.paidDate = now.toISOString();
  if (input.status && input.status !== "paid" && input.paidDate === undefined) patch.paidDate = null;
  const row = db.update(invoices).set(patch).where(eq(invoices.id, id)).returning().get();
  const changed = input.status && input.status !== before.status;
  logActivity(db, {
    type: changed ? `invoice_${input.status}` : "invoice_updated",
    message: changed
      ? `Invoice ${row.number} for ${row.clientName} marked ${input.status}`
      : `Invoice ${row.number} for ${row.clientName} updated`,
    entityType: "invoice",
    entityId: row.id,
  });
  return row;
}

export function duplicateInvoice(db: Db, id: number): Invoice {
  const src = getInvoice(db, id);
  const row = db
    .insert(invoices)
    .values({
      number: nextNumber(db),
      clientName: src.clientName,
      clientEmail: src.clientEmail,
      amount: src.amount,
      description: src.description,
      dueDate: src.dueDate,
      status: "draft",
    })
    .returning()
    .get();
  logActivity(db, {
    type: "invoice_created",
    message: `Invoice ${row.number} for ${row.clientName} created as a copy of ${src.number}`,
    entityType: "invoice",
    entityId: row.id,
  });
  return row;
}

export function deleteInvoice(db: Db, id: number) {
  const row = getInvoice(db, id);
  db.delete(invoices).where(eq(invoices.id, id)).run();
  logActivity(db, {
    type: "invoice_deleted",
    message: `Invoice ${row.number} for ${row.clientName} deleted`,
    entityType: "invoice",
    entityId: id,
  });
  return { deleted: true as const };
}
