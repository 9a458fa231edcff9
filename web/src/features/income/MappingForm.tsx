import { Field, FormActions, Input, Select, useKitForm } from "../ui";
import { ColumnOptions, mappingJson } from "./column-choice";

const FIELDS = [
  { key: "date", label: "Date", required: true },
  { key: "title", label: "Title", required: true },
  { key: "amount", label: "Amount earned", required: true },
  { key: "currency", label: "Currency column" },
  { key: "store", label: "Store" },
  { key: "country", label: "Country" },
  { key: "quantity", label: "Quantity" },
  { key: "isrc", label: "ISRC" },
  { key: "isbn", label: "ISBN" },
] as const;
type Values = Record<(typeof FIELDS)[number]["key"] | "source" | "currencyCode", string>;

/** A guess from the header's words, so a typical file needs few changes. */
const guess = (headers: string[], key: string) => headers.find((h) => h.toLowerCase().includes(key)) ?? "";

/** Which column holds what, for a report Sunshine does not know; remembered for the next file with the same header. */
export function MappingForm({
  headers,
  busy,
  onMap,
  onCancel,
}: {
  headers: string[];
  busy: boolean;
  onMap: (mapping: string) => void;
  onCancel: () => void;
}) {
  const form = useKitForm<Values>({
    defaultValues: {
      ...(Object.fromEntries(FIELDS.map((f) => [f.key, guess(headers, f.key)])) as Values),
      source: "",
      currencyCode: "",
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((v) => onMap(mappingJson(v)));
  return (
    <form noValidate className="mt-3 space-y-3" aria-labelledby="mapping-heading" onSubmit={submit}>
      <h3 id="mapping-heading" className="font-semibold">
        Which column holds what?
      </h3>
      <p className="text-sm text-base-content/80">
        Sunshine does not know this layout. Pick the columns once; the next file with the same columns is read the same
        way.
      </p>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
        <Field label="Where the money comes from">
          <Input placeholder="e.g. Kobo" {...register("source")} />
        </Field>
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} required={"required" in f} error={errors[f.key]}>
            <Select
              {...register(f.key, {
                validate: (v) => !("required" in f) || v !== "" || `Pick the ${f.label.toLowerCase()} column`,
              })}
            >
              <ColumnOptions headers={headers} />
            </Select>
          </Field>
        ))}
        <Field label="Or one currency for every row" hint="ISO code such as EUR" error={errors.currencyCode}>
          <Input
            maxLength={3}
            {...register("currencyCode", {
              validate: (v, all) =>
                /^[A-Za-z]{3}$/.test(v) || all.currency !== "" || "Pick a currency column or type a code",
              setValueAs: (v: string) => v.trim().toUpperCase(),
            })}
          />
        </Field>
      </div>
      <FormActions pending={busy} createLabel="Read with these columns" onCancel={onCancel} />
    </form>
  );
}
