import { emit } from "../../lib/events";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { ownerProfile } from "../../lib/owner-profile";
import { formatAmount } from "../../shared/money";
import { checkDate, checkLength, clean, invalid, isEmail } from "../../lib/validation";
import { invoiceLines, invoices, type Invoice, type InvoiceLine, type InvoiceStatus } from "./schema";
import { nextNumber } from "./numbering";
import { cleanLines, computeTotals, normaliseAmount, normaliseRate, type CleanLine, type LineInput } from "./totals";

export { MAX_AMOUNT, normaliseAmount } from "./totals";

export interface InvoiceInput {
  clientName?: string;
  clientEmail?: string;
  clientAddress?: string | null;
  /** The one-line form (older clients, the assistant): becomes one line. Ignored when `lines` is given. */
  amount?: number | string;
  description?: string;
  lines?: LineInput[];
  taxRate?: number | string;
  currency?: string;
  note?: string | null;
  dueDate?: string | null;
  status?: InvoiceStatus;
  paidDate?: string | null;
}

export type InvoiceWithLines = Invoice & { lines: InvoiceLine[] };

/** Overdue is displayed (never stored) when not paid, a due date exists and it is before now. */
export function isOverdue(inv: Pick<Invoice, "status" | "dueDate">, now = new Date()): boolean {
  if (inv.status === "paid" || !inv.dueDate) return false;
  const due = new Date(/^\d{4}-\d{2}-\d{2}$/.test(inv.dueDate) ? `${inv.dueDate}T00:00:00` : inv.dueDate);
  return !Number.isNaN(due.getTime()) && due.getTime() < now.getTime();
}

function fields(input: InvoiceInput) {
  const email = checkLength(input.clientEmail?.trim(), 320, "clientEmail", "Client email");
  if (email !== undefined && !isEmail(email))
    throw invalid("Client email must be a valid e-mail address, like billing@client.com", "clientEmail");
  const currency = input.currency?.trim().toUpperCase();
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency))
    throw invalid("Currency must be an ISO 4217 code such as GBP, EUR or USD", "currency");
  const out: Partial<Invoice> = {
    clientName: checkLength(input.clientName?.trim(), 200, "clientName", "Client name"),
    clientEmail: email,
    clientAddress:
      input.clientAddress === undefined
        ? undefined
        : clean(checkLength(input.clientAddress, 1000, "clientAddress", "Client address")),
    currency,
    taxRate: input.taxRate === undefined ? undefined : normaliseRate(input.taxRate, "taxRate"),
    note: input.note === undefined ? undefined : clean(checkLength(input.note, 2000, "note", "Note")),
    dueDate: checkDate(input.dueDate, "dueDate", "Due date must be a date (YYYY-MM-DD)"),
    status: input.status,
    paidDate: checkDate(input.paidDate, "paidDate", "Paid date must be an ISO date and time"),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<Invoice>;
}

/** The lines this input asks for: `lines`, or the one-line form (amount + description). */
function linesOf(input: InvoiceInput, current?: InvoiceLine[]): CleanLine[] | undefined {
  if (input.lines) return cleanLines(input.lines);
  if (input.amount === undefined && input.description === undefined) return undefined;
  // Changing the amount or description of a one-line invoice edits that line; several lines need `lines`.
  if (current && current.length > 1) {
    if (input.amount !== undefined)
      throw invalid("This invoice has several lines: change their prices instead of the total", "amount");
    return undefined;
  }
  const only = current?.[0];
  // The one-line form keeps its own messages ("Amount cannot be negative"), as older clients show them.
  if (!only && input.amount === undefined) throw invalid("Amount is required: a number, 0 or more", "amount");
  if (input.amount !== undefined) normaliseAmount(input.amount);
  if (!only && !input.description?.trim()) throw invalid("Description is required", "description");
  return cleanLines([
    {
      description: input.description ?? only?.description ?? "",
      quantity: input.amount === undefined ? (only?.quantity ?? 1) : 1,
      unitPrice: input.amount ?? only?.unitPrice ?? "",
      taxRate: only?.taxRate ?? null,
    },
  ]);
}

/** Every invoice, newest first (the assistant's tools); the API pages with `listInvoicesPage`. */
export const listInvoices = (db: Db): Invoice[] =>
  db.select().from(invoices).orderBy(desc(invoices.createdAt), desc(invoices.id)).all();

export const linesFor = (db: Db, id: number): InvoiceLine[] =>
  db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)).all();

/** The lines of several invoices in one query (a list page). */
export function withLines(db: Db, rows: Invoice[]): InvoiceWithLines[] {
  if (!rows.length) return [];
  const all = db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
    .all();
  const by = new Map<number, InvoiceLine[]>();
  for (const l of all) by.set(l.invoiceId, [...(by.get(l.invoiceId) ?? []), l]);
  return rows.map((r) => ({ ...r, lines: by.get(r.id) ?? [] }));
}

export function getInvoice(db: Db, id: number): InvoiceWithLines {
  const row = db.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!row) throw notFound("Invoice");
  return { ...row, lines: linesFor(db, id) };
}

export const money = (inv: Pick<Invoice, "amount" | "currency">, db: Db) =>
  formatAmount(inv.amount, inv.currency, ownerProfile(db).locale);

/** Writes the lines and the totals they make; returns the invoice columns that follow from them. */
function saveLines(tx: Db, id: number, lines: CleanLine[], taxRate: string) {
  const totals = computeTotals(lines, taxRate);
  tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id)).run();
  tx.insert(invoiceLines)
    .values(lines.map((l) => ({ ...l, invoiceId: id })))
    .run();
  return {
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    amount: totals.amount,
    description: lines.length === 1 ? lines[0]!.description : `${lines[0]!.description} and ${lines.length - 1} more`,
  };
}

export function createInvoice(
  db: Db,
  input: InvoiceInput & { clientName: string; clientEmail: string },
  now = new Date(),
): InvoiceWithLines {
  const owner = ownerProfile(db);
  const values = fields(input);
  const lines = linesOf(input);
  if (!lines) throw invalid("Add at least one line (description and price)", "lines");
  if (values.status === "paid") values.paidDate ??= now.toISOString();
  values.currency ??= owner.currency;
  values.taxRate ??= String(owner.defaultTaxRate);
  values.note ??= owner.invoiceNote;
  const id = db.transaction((tx) => {
    const row = tx
      .insert(invoices)
      .values({
        ...(values as typeof invoices.$inferInsert),
        number: nextNumber(tx as unknown as Db, owner, now),
        amount: "0.00",
        description: lines[0]!.description,
      })
      .returning()
      .get();
    tx.update(invoices)
      .set(saveLines(tx as unknown as Db, row.id, lines, values.taxRate!))
      .where(eq(invoices.id, row.id))
      .run();
    return row.id;
  });
  const inv = getInvoice(db, id);
  emit(db, {
    type: "invoice_created",
    message: `Invoice ${inv.number} for ${inv.clientName} created (${money(inv, db)})`,
    entityType: "invoice",
    entityId: inv.id,
  });
  return inv;
}

export function updateInvoice(db: Db, id: number, input: InvoiceInput, now = new Date()): InvoiceWithLines {
  const before = getInvoice(db, id);
  const patch = fields(input);
  if (input.status === "paid" && input.paidDate === undefined && before.status !== "paid")
    patch.paidDate = now.toISOString();
  if (input.status && input.status !== "paid" && input.paidDate === undefined) patch.paidDate = null;
  const lines = linesOf(input, before.lines);
  db.transaction((tx) => {
    const totals =
      lines || patch.taxRate !== undefined
        ? saveLines(tx as unknown as Db, id, lines ?? before.lines, patch.taxRate ?? before.taxRate)
        : {};
    tx.update(invoices)
      .set({ ...patch, ...totals })
      .where(eq(invoices.id, id))
      .run();
  });
  const row = getInvoice(db, id);
  const changed = input.status && input.status !== before.status;
  emit(db, {
    type: changed ? `invoice_${input.status}` : "invoice_updated",
    message: changed
      ? `Invoice ${row.number} for ${row.clientName} marked ${input.status}`
      : `Invoice ${row.number} for ${row.clientName} updated`,
    entityType: "invoice",
    entityId: row.id,
  });
  return row;
}

export function duplicateInvoice(db: Db, id: number, now = new Date()): InvoiceWithLines {
  const src = getInvoice(db, id);
  const newId = db.transaction((tx) => {
    const row = tx
      .insert(invoices)
      .values({
        number: nextNumber(tx as unknown as Db, ownerProfile(db), now),
        clientName: src.clientName,
        clientEmail: src.clientEmail,
        clientAddress: src.clientAddress,
        amount: src.amount,
        subtotal: src.subtotal,
        taxTotal: src.taxTotal,
        taxRate: src.taxRate,
        currency: src.currency,
        note: src.note,
        description: src.description,
        dueDate: src.dueDate,
        status: "draft",
      })
      .returning()
      .get();
    tx.insert(invoiceLines)
      .values(src.lines.map(({ id: _, invoiceId: __, ...l }) => ({ ...l, invoiceId: row.id })))
      .run();
    return row.id;
  });
  const row = getInvoice(db, newId);
  emit(db, {
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
  emit(db, {
    type: "invoice_deleted",
    message: `Invoice ${row.number} for ${row.clientName} deleted`,
    entityType: "invoice",
    entityId: id,
  });
  return { deleted: true as const };
}
