import { formatDate, getFormatLocale, localDateKey } from "../../lib/format";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, useKitForm } from "../ui";
import { useRecordSale, type Audiobook } from "./api";
import { money2, SALES_PLATFORMS } from "./format";

type Values = { platform: string; saleDate: string; amount: string; currency: string };

/** Record one sale by hand; the amount starts at the book's price and the currency at the owner's. */
export function RecordSaleForm({ book }: { book: Audiobook }) {
  const platforms = book.salesPlatforms.length ? book.salesPlatforms : SALES_PLATFORMS;
  const form = useKitForm<Values>({
    defaultValues: {
      platform: platforms[0] ?? "",
      saleDate: localDateKey(),
      amount: book.price ?? "",
      currency: getFormatLocale().currency,
    },
  });
  const { register, formState: { errors } } = form;
  const record = useRecordSale();
  const submit = form.handleSubmit((v) =>
    record.mutate(
      { audiobookId: book.id, ...v, platform: v.platform.trim(), currency: v.currency.trim().toUpperCase() },
      {
        onSuccess: (s) => {
          toast({ title: "Sale Recorded", description: `${s.platform}: ${money2(s.amount)} on ${formatDate(s.saleDate)}` });
          form.reset({ ...v, amount: book.price ?? "" });
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <form onSubmit={submit} className="rounded-box border border-base-300 p-3" aria-label="Record a sale" noValidate>
      <h3 className="font-semibold">Record a Sale</h3>
      <Field label="Platform" required error={errors.platform}>
        <Input
          className="input-sm"
          list={`platforms-${book.id}`}
          {...register("platform", { validate: (v) => v.trim() !== "" || "Platform is required" })}
        />
      </Field>
      <datalist id={`platforms-${book.id}`}>
        {SALES_PLATFORMS.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <div className="grid grid-cols-3 gap-2">
        <Field label="Date" required error={errors.saleDate} className="col-span-3">
          <Input className="input-sm" type="date" {...register("saleDate", { required: "Sale date is required" })} />
        </Field>
        <Field label="Amount" required error={errors.amount} className="col-span-2">
          <Input
            className="input-sm"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...register("amount", {
              validate: (v) =>
                (String(v).trim() !== "" && Number.isFinite(Number(v)) && Number(v) >= 0) ||
                "Amount must be a number of 0 or more",
            })}
          />
        </Field>
        <Field label="Currency" error={errors.currency}>
          <Input
            className="input-sm uppercase"
            maxLength={3}
            {...register("currency", {
              validate: (v) => /^[a-zA-Z]{3}$/.test(v.trim()) || "Currency is a three-letter code like USD",
            })}
          />
        </Field>
      </div>
      <FormError error={errors.root?.server} />
      <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={record.isPending}>
        {record.isPending ? "Saving..." : "Record Sale"}
      </button>
    </form>
  );
}
