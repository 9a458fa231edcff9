import { useEffect } from "react";
import { Field, FormActions, FormError, Input, TextArea, useKitForm } from "../ui";
import { useUpdateProfile, type Profile } from "../profile/api";
import { orNull, savedHandlers, type PreviewDraft } from "./shared";

type Values = {
  businessName: string;
  taxNumber: string;
  paymentInstructions: string;
  paymentTermsDays: number;
  defaultTaxRate: number;
  invoicePrefix: string;
  invoiceDigits: number;
  invoiceNextNumber: number;
  invoiceNote: string;
};

/** What invoices carry: business name, tax number, how to pay, terms, tax and numbering. */
export function BusinessSection({ profile, onDraft }: { profile: Profile; onDraft: (d: PreviewDraft) => void }) {
  const save = useUpdateProfile();
  const form = useKitForm<Values>({
    defaultValues: {
      businessName: profile.businessName ?? "",
      taxNumber: profile.taxNumber ?? "",
      paymentInstructions: profile.paymentInstructions ?? "",
      paymentTermsDays: profile.paymentTermsDays,
      defaultTaxRate: profile.defaultTaxRate,
      invoicePrefix: profile.invoicePrefix,
      invoiceDigits: profile.invoiceDigits,
      invoiceNextNumber: profile.invoiceNextNumber,
      invoiceNote: profile.invoiceNote ?? "",
    },
  });
  const { register, formState, watch } = form;
  const e = formState.errors;
  useEffect(() => {
    const sub = watch((v) =>
      onDraft({
        businessName: v.businessName,
        taxNumber: v.taxNumber,
        invoicePrefix: v.invoicePrefix,
        invoiceDigits: Number(v.invoiceDigits),
        invoiceNextNumber: Number(v.invoiceNextNumber),
      }),
    );
    return () => sub.unsubscribe();
  }, [watch, onDraft]);
  const num = (min: number, max: number, message: string) => ({
    valueAsNumber: true as const,
    required: message,
    min: { value: min, message },
    max: { value: max, message },
    validate: (v: number) => Number.isFinite(v) || message,
  });
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        businessName: orNull(v.businessName),
        taxNumber: orNull(v.taxNumber),
        paymentInstructions: orNull(v.paymentInstructions),
        paymentTermsDays: v.paymentTermsDays,
        defaultTaxRate: v.defaultTaxRate,
        invoicePrefix: v.invoicePrefix.trim(),
        invoiceDigits: v.invoiceDigits,
        invoiceNextNumber: v.invoiceNextNumber,
        invoiceNote: orNull(v.invoiceNote),
      },
      savedHandlers(form, "Business details"),
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Business" className="grid gap-x-4 sm:grid-cols-2">
      <Field label="Business name" hint="Shown at the top of invoices" error={e.businessName}>
        <Input {...register("businessName")} autoComplete="organization" />
      </Field>
      <Field label="Tax / VAT number" error={e.taxNumber}>
        <Input {...register("taxNumber")} />
      </Field>
      <Field
        label="Payment instructions"
        className="sm:col-span-2"
        hint="Bank details, PayPal or other ways to pay: printed on every invoice"
        error={e.paymentInstructions}
      >
        <TextArea rows={3} {...register("paymentInstructions")} />
      </Field>
      <Field label="Payment terms (days)" hint="0 = due on receipt" error={e.paymentTermsDays}>
        <Input
          type="number"
          inputMode="numeric"
          {...register("paymentTermsDays", num(0, 365, "Payment terms must be 0 to 365 days"))}
        />
      </Field>
      <Field label="Default tax rate (%)" error={e.defaultTaxRate}>
        <Input
          type="number"
          step="0.01"
          inputMode="decimal"
          {...register("defaultTaxRate", num(0, 100, "Tax rate must be a percentage from 0 to 100"))}
        />
      </Field>
      <Field label="Invoice number prefix" hint="{YYYY} becomes the year, e.g. INV-{YYYY}-" error={e.invoicePrefix}>
        <Input
          {...register("invoicePrefix", {
            pattern: { value: /^[\p{L}\p{N}{}/#._ -]*$/u, message: "Use letters, digits, - _ / # . and {YYYY}" },
          })}
        />
      </Field>
      <Field label="Digits" hint="INV-0001 has 4" error={e.invoiceDigits}>
        <Input
          type="number"
          inputMode="numeric"
          {...register("invoiceDigits", num(1, 8, "Digits must be from 1 to 8"))}
        />
      </Field>
      <Field label="Next invoice number" hint="Used when higher than the last invoice's" error={e.invoiceNextNumber}>
        <Input
          type="number"
          inputMode="numeric"
          {...register("invoiceNextNumber", num(1, 99_999_999, "Next number must be 1 or more"))}
        />
      </Field>
      <Field
        label="Invoice note"
        className="sm:col-span-2"
        hint="Printed at the bottom of new invoices"
        error={e.invoiceNote}
      >
        <TextArea rows={2} {...register("invoiceNote")} />
      </Field>
      <div className="sm:col-span-2">
        <FormError error={e.root?.server} />
        <FormActions pending={save.isPending} createLabel="Save business details" />
      </div>
    </form>
  );
}
