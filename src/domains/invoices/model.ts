import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, columnFields, oneOf, rowOf, typed } from "../../lib/common-model";
import type { InvoiceSummary } from "./list";
import { INVOICE_STATUSES, invoiceLines, invoices } from "./schema";
import type { InvoiceWithLines } from "./service";
import { integer } from "../../lib/validation";

export const invoiceStatus = t.Union([t.Literal("draft"), t.Literal("sent"), t.Literal("paid")], {
  error: "Status must be draft, sent or paid (overdue is shown automatically, never set)",
});

/** Amounts come from number inputs: accept a number or a numeric string (the service checks the value). */
const amount = t.Union([t.Number(), t.String({ maxLength: 30 })], {
  error: "Amount is required: a number, 0 or more",
});
const rate = t.Union([t.Number(), t.String({ maxLength: 10 })], { error: "Tax rate must be a percentage, like 20" });
const date = t.Optional(t.Union([t.String({ maxLength: 40 }), t.Null()]));
const optionalText = (max: number) => t.Optional(t.Union([t.String({ maxLength: max }), t.Null()]));

export const invoiceLine = t.Object({
  description: t.String({ maxLength: 5000, error: "Each line needs a description" }),
  quantity: t.Optional(t.Union([t.Number(), t.String({ maxLength: 20 })], { error: "Quantity must be a number" })),
  unitPrice: t.Union([t.Number(), t.String({ maxLength: 30 })], { error: "Each line needs a unit price" }),
  taxRate: t.Optional(t.Union([rate, t.Null()])),
});

const lines = t.Optional(t.Array(invoiceLine, { minItems: 1, maxItems: 100, error: "An invoice has 1 to 100 lines" }));
const currency = t.Optional(t.String({ maxLength: 3, error: "Currency must be an ISO 4217 code such as GBP" }));

/** Either `lines`, or the one-line form `amount` + `description` (older clients and the assistant). */
export const createInvoiceBody = t.Object({
  clientName: t.String({ minLength: 1, pattern: "\\S", error: "Client name is required" }),
  clientEmail: t.String({ minLength: 1, pattern: "\\S", error: "Client email is required" }),
  clientAddress: optionalText(1000),
  amount: t.Optional(amount),
  description: t.Optional(t.String({ maxLength: 5000, error: "Description must be text" })),
  lines,
  taxRate: t.Optional(rate),
  currency,
  note: optionalText(2000),
  dueDate: date,
  status: t.Optional(invoiceStatus),
});

export const updateInvoiceBody = t.Object({
  clientName: t.Optional(
    t.String({ minLength: 1, maxLength: 200, pattern: "\\S", error: "Client name cannot be empty" }),
  ),
  clientEmail: t.Optional(
    t.String({ minLength: 1, maxLength: 320, pattern: "\\S", error: "Client email cannot be empty" }),
  ),
  clientAddress: optionalText(1000),
  amount: t.Optional(amount),
  description: t.Optional(
    t.String({ minLength: 1, maxLength: 5000, pattern: "\\S", error: "Description cannot be empty" }),
  ),
  lines,
  taxRate: t.Optional(rate),
  currency,
  note: optionalText(2000),
  dueDate: date,
  status: t.Optional(invoiceStatus),
  paidDate: date,
});

export const listInvoicesQuery = t.Object({
  status: t.Optional(
    t.Union([t.Literal("draft"), t.Literal("sent"), t.Literal("paid"), t.Literal("overdue")], {
      error: "status must be draft, sent, paid or overdue",
    }),
  ),
  q: t.Optional(t.String({ maxLength: 200 })),
  ...pageQuery,
});

/** An invoice without its lines (what sending answers). */
export const invoiceRowAnswer = rowOf(invoices, { status: oneOf(INVOICE_STATUSES) }, "An invoice");
/** An invoice with its lines, as the list and the record answer it. */
export const invoiceAnswer = typed<InvoiceWithLines>(
  answer(
    { ...columnFields(invoices), status: oneOf(INVOICE_STATUSES), lines: t.Array(rowOf(invoiceLines)) },
    { description: "An invoice and its lines" },
  ),
);
export const invoiceSummaryAnswer = typed<InvoiceSummary>(
  answer({
    currency: t.String({ description: "The owner's currency: the amounts below are in it" }),
    totalRevenue: t.Number(),
    outstanding: t.Number(),
    overdueCount: integer(),
    overdueAmount: t.Number(),
    total: integer({ description: "Invoices in all, in every currency" }),
    otherCurrencies: t.Array(t.String(), { description: "Counted in total, never summed with the amounts" }),
  }),
);
