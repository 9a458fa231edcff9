import { t } from "elysia";

export const invoiceStatus = t.Union([t.Literal("draft"), t.Literal("sent"), t.Literal("paid")], {
  error: "Status must be draft, sent or paid (overdue is shown automatically, never set)",
});

/** Amount comes from a number input: accept a number or a numeric string. */
const amount = t.Union([t.Number(), t.String({ maxLength: 30 })], {
  error: "Amount is required: a number of dollars, 0 or more",
});
const date = t.Optional(t.Union([t.String({ maxLength: 40 }), t.Null()]));

export const createInvoiceBody = t.Object({
  clientName: t.String({ minLength: 1, pattern: "\\S", error: "Client name is required" }),
  clientEmail: t.String({ minLength: 1, pattern: "\\S", error: "Client email is required" }),
  amount,
  description: t.String({ minLength: 1, pattern: "\\S", error: "Description is required" }),
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
  amount: t.Optional(amount),
  description: t.Optional(
    t.String({ minLength: 1, maxLength: 5000, pattern: "\\S", error: "Description cannot be empty" }),
  ),
  dueDate: date,
  status: t.Optional(invoiceStatus),
  paidDate: date,
});
