import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { invoiceTotals } from "@shared/money";
import { formatMoney } from "../../lib/format";
import { Field, Input } from "../ui";

/** The new-invoice form's values as typed (numbers stay text until they are checked). */
export interface InvoiceFormValues {
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  dueDate: string;
  taxRate: string;
  note: string;
  lines: { description: string; quantity: string; unitPrice: string; taxRate: string }[];
}

export const emptyLine = { description: "", quantity: "1", unitPrice: "", taxRate: "" };

const numberRule = (what: string, min: number, allowZero = true) => ({
  validate: (v: string) => {
    if (v === "" || v === undefined) return what === "Tax rate" ? true : `${what} is required`;
    const n = Number(v);
    if (!Number.isFinite(n)) return `${what} must be a number`;
    if (n < min || (!allowZero && n === 0)) return `${what} must be ${allowZero ? `${min} or more` : "more than 0"}`;
    if (what === "Tax rate" && n > 100) return "Tax rate must be a percentage from 0 to 100";
    return true;
  },
});

/** The invoice's lines (description, quantity, unit price, optional own tax rate) and the totals they make. */
export function LineItems({ form, currency }: { form: UseFormReturn<InvoiceFormValues>; currency: string }) {
  const { register, control, watch, formState } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const e = formState.errors.lines;
  const values = watch("lines");
  const rate = watch("taxRate");
  const totals = invoiceTotals(
    values.map((l) => ({ quantity: l.quantity || 0, unitPrice: l.unitPrice || 0, taxRate: l.taxRate })),
    rate || 0,
  );
  const money = (v: string) => formatMoney(v, 2, currency);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold">Lines</legend>
      <ol className="flex flex-col gap-2" aria-label="Invoice lines">
        {lines.fields.map((f, i) => (
          <li
            key={f.id}
            className="grid grid-cols-2 gap-x-2 rounded-box border border-base-300 p-2 sm:grid-cols-[1fr_4.5rem_7.5rem_4.5rem_6.5rem]"
          >
            <Field label={`Line ${i + 1} description`} className="col-span-2 sm:col-span-1" error={e?.[i]?.description}>
              <Input
                {...register(`lines.${i}.description`, { validate: (v) => !!v.trim() || "Description is required" })}
                placeholder="Mixing, 10 tracks"
              />
            </Field>
            <Field label="Qty" error={e?.[i]?.quantity}>
              <Input
                inputMode="decimal"
                aria-label={`Line ${i + 1} quantity`}
                {...register(`lines.${i}.quantity`, numberRule("Quantity", 0, false))}
              />
            </Field>
            <Field label="Unit price" error={e?.[i]?.unitPrice}>
              <Input
                inputMode="decimal"
                aria-label={`Line ${i + 1} unit price`}
                {...register(`lines.${i}.unitPrice`, numberRule("Unit price", 0))}
                placeholder={`0.00 ${currency}`}
              />
            </Field>
            <Field label="Tax %" error={e?.[i]?.taxRate}>
              <Input
                inputMode="decimal"
                aria-label={`Line ${i + 1} tax rate`}
                {...register(`lines.${i}.taxRate`, numberRule("Tax rate", 0))}
                placeholder={String(rate || 0)}
              />
            </Field>
            <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-1 sm:self-end sm:pb-2">
              <span className="text-sm font-medium" data-testid="line-net">
                {money(totals.lines[i]?.net ?? "0")}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={`Remove line ${i + 1}`}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(i)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-ghost btn-sm mt-2" onClick={() => lines.append({ ...emptyLine })}>
        <Plus className="size-4" aria-hidden /> Add line
      </button>
      <dl
        className="ml-auto mt-2 grid w-full max-w-xs grid-cols-2 gap-1 text-sm"
        data-testid="invoice-totals"
        aria-live="polite"
      >
        <dt>Subtotal</dt>
        <dd className="text-right" data-testid="total-subtotal">
          {money(totals.subtotal)}
        </dd>
        <dt>Tax</dt>
        <dd className="text-right" data-testid="total-tax">
          {money(totals.taxTotal)}
        </dd>
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold" data-testid="total-amount">
          {money(totals.amount)}
        </dd>
      </dl>
    </fieldset>
  );
}
