import { useEffect, useMemo } from "react";
import { Field, FormActions, FormError, Input, Select, useKitForm } from "../ui";
import { useUpdateProfile, type Profile } from "../profile/api";
import { weekStartFor } from "@shared/money";
import { savedHandlers, type PreviewDraft } from "./shared";

type Values = { locale: string; currency: string; timeZone: string; weekStart: number };

const LOCALES = [
  "en-US",
  "en-GB",
  "en-IE",
  "en-CA",
  "en-AU",
  "de-DE",
  "de-AT",
  "de-CH",
  "fr-FR",
  "es-ES",
  "it-IT",
  "nl-NL",
  "sv-SE",
  "pt-BR",
  "ja-JP",
];
const DAYS: [number, string][] = [
  [1, "Monday"],
  [6, "Saturday"],
  [7, "Sunday"],
];
const supported = (kind: "currency" | "timeZone", fallback: string[]) => {
  try {
    return Intl.supportedValuesOf(kind);
  } catch {
    return fallback;
  }
};
const validLocale = (l: string) => {
  try {
    return Intl.getCanonicalLocales(l).length === 1 || "Use a locale such as en-GB or de-DE";
  } catch {
    return "Use a locale such as en-GB or de-DE";
  }
};

/** Currency, number and date formats, time zone and the first day of the week. */
export function LocaleSection({ profile, onDraft }: { profile: Profile; onDraft: (d: PreviewDraft) => void }) {
  const save = useUpdateProfile();
  // The saved value is always offered, even when this browser's list lacks it ("UTC" in some builds).
  const currencies = useMemo(
    () => [...new Set([profile.currency, ...supported("currency", ["EUR", "GBP", "USD"])])].sort(),
    [profile.currency],
  );
  const zones = useMemo(
    () => [...new Set([profile.timeZone, ...supported("timeZone", [])])].sort(),
    [profile.timeZone],
  );
  const form = useKitForm<Values>({
    defaultValues: {
      locale: profile.locale,
      currency: profile.currency,
      timeZone: profile.timeZone,
      weekStart: profile.weekStart,
    },
  });
  const { register, formState, watch } = form;
  const e = formState.errors;
  useEffect(() => {
    const sub = watch((v, { name }) => {
      onDraft({ locale: v.locale, currency: v.currency, timeZone: v.timeZone });
      // Typing a locale suggests its first weekday (en-GB Monday, en-US Sunday); the select can still change it.
      if (name === "locale" && v.locale && validLocale(v.locale) === true)
        form.setValue("weekStart", weekStartFor(v.locale));
    });
    return () => sub.unsubscribe();
  }, [watch, onDraft, form]);
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { locale: v.locale.trim(), currency: v.currency, timeZone: v.timeZone, weekStart: Number(v.weekStart) },
      savedHandlers(form, "Language and region"),
    ),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Locale" className="grid gap-x-4 sm:grid-cols-2">
      <Field label="Language and region" hint="Sets number and date formats, e.g. en-GB, de-DE" error={e.locale}>
        <Input list="locale-options" {...register("locale", { required: "Choose a locale", validate: validLocale })} />
      </Field>
      <datalist id="locale-options">
        {LOCALES.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      <Field label="Currency" error={e.currency}>
        <Select {...register("currency", { required: "Choose a currency" })}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Time zone" error={e.timeZone}>
        <Select {...register("timeZone", { required: "Choose a time zone" })}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="First day of the week" error={e.weekStart}>
        <Select {...register("weekStart", { valueAsNumber: true })}>
          {DAYS.map(([n, label]) => (
            <option key={n} value={n}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="sm:col-span-2">
        <FormError error={e.root?.server} />
        <FormActions pending={save.isPending} createLabel="Save language and region" />
      </div>
    </form>
  );
}
