import { getFormatLocale, formatMoney, localDateKey } from "../../lib/format";
import { useProfile } from "../profile/api";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { useCreateInvoice } from "./api";
import { emptyLine, type InvoiceFormValues, LineItems } from "./LineItems";

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** Today + the owner's payment terms, as YYYY-MM-DD (empty when invoices are due on receipt). */
const dueFromTerms = (days: number | undefined) => {
  if (!days) return "";
  const d = new Date();
  d.setDate(d.getDate() + days);
  return localDateKey(d);
};

/** New invoice: client, lines with quantity and unit price, tax (per invoice or per line), due date from the terms. */
export function InvoiceForm({ onDone }: { onDone: () => void }) {
  const { data: profile } = useProfile();
  const currency = profile?.currency ?? getFormatLocale().currency;
  const create = useCreateInvoice();
  const form = useKitForm<InvoiceFormValues>({
    defaultValues: {
      clientName: "",
      clientEmail: "",
      clientAddress: "",
      dueDate: dueFromTerms(profile?.paymentTermsDays),
      taxRate: String(profile?.defaultTaxRate ?? 0),
      note: profile?.invoiceNote ?? "",
      lines: [{ ...emptyLine }],
    },
  });
  const { register, formState } = form;
  const e = formState.errors;
  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        clientName: v.clientName.trim(),
        clientEmail: v.clientEmail.trim(),
        clientAddress: v.clientAddress.trim() || null,
        dueDate: v.dueDate || null,
        taxRate: v.taxRate === "" ? 0 : v.taxRate,
        currency,
        note: v.note.trim() || null,
        lines: v.lines.map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          taxRate: l.taxRate === "" ? null : l.taxRate,
        })),
      },
      {
        onSuccess: (inv) => {
          toast({
            title: "Invoice created",
            description: `${inv.number} for ${inv.clientName}, ${formatMoney(inv.amount, 2, inv.currency)}.`,
          });
          onDone();
        },
        onError: (err) => applyServerErrors(form, err),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Create invoice">
      <div className="card-body gap-1">
        <h2 className="card-title text-lg">New Invoice</h2>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Client Name" required error={e.clientName}>
            <Input
              {...register("clientName", { validate: (v) => !!v.trim() || "Client name is required" })}
              placeholder="Green Fields Festival"
              autoFocus
            />
          </Field>
          <Field label="Client Email" required error={e.clientEmail}>
            <Input
              type="email"
              placeholder="billing@client.com"
              {...register("clientEmail", {
                validate: (v) =>
                  !v.trim()
                    ? "Client email is required"
                    : EMAIL.test(v.trim()) || "Client email must be a valid e-mail address, like billing@client.com",
              })}
            />
          </Field>
          <Field label="Client Address" className="sm:col-span-2" error={e.clientAddress}>
            <TextArea rows={2} {...register("clientAddress")} placeholder={"Street\nTown, postcode"} />
          </Field>
          <Field
            label="Due Date"
            hint={profile?.paymentTermsDays ? `${profile.paymentTermsDays} days from today by default` : undefined}
            error={e.dueDate}
          >
            <Input type="date" {...register("dueDate")} />
          </Field>
          <Field label="Tax rate for the invoice (%)" hint="A line's own rate wins" error={e.taxRate}>
            <Input
              inputMode="decimal"
              {...register("taxRate", {
                validate: (v) =>
                  v === "" || (Number(v) >= 0 && Number(v) <= 100) || "Tax rate must be a percentage from 0 to 100",
              })}
            />
          </Field>
          <LineItems form={form} currency={currency} />
          <Field label="Note" className="sm:col-span-2" hint="Printed at the bottom of the PDF" error={e.note}>
            <TextArea rows={2} {...register("note")} />
          </Field>
        </div>
        <FormError error={e.root?.server} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Invoice"}
          </button>
        </div>
      </div>
    </form>
  );
}
