import { Field, FormActions, Select, useKitForm } from "../ui";
import { ColumnOptions, mappingJson } from "./column-choice";

const FIELDS = [
  { key: "name", label: "Name", words: ["name", "person", "contact"] },
  { key: "email", label: "E-mail", words: ["mail"] },
  { key: "organization", label: "Station or company", words: ["station", "company", "organi", "org"] },
  { key: "title", label: "Job title", words: ["title", "role", "position"] },
  { key: "phone", label: "Phone", words: ["phone", "tel", "mobile"] },
  { key: "website", label: "Website", words: ["web", "url", "site"] },
  { key: "notes", label: "Notes", words: ["note", "comment", "style", "genre"] },
] as const;
type Values = Record<(typeof FIELDS)[number]["key"], string>;

/** A guess from the header's words, so a typical address book needs few changes; each column is guessed once. */
function guesses(headers: string[]): Values {
  const taken = new Set<string>();
  const pick = (words: readonly string[]) => {
    const found = headers.find((h) => !taken.has(h) && words.some((w) => h.toLowerCase().includes(w))) ?? "";
    if (found) taken.add(found);
    return found;
  };
  return Object.fromEntries(FIELDS.map((f) => [f.key, pick(f.words)])) as Values;
}

/** Which column holds what, for an address-book CSV that is neither a Google nor an Outlook export; remembered. */
export function ContactMappingForm({
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
  const form = useKitForm<Values>({ defaultValues: guesses(headers) });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((v) => onMap(mappingJson(v)));
  return (
    <form noValidate className="mt-3 space-y-3" aria-labelledby="contact-mapping-heading" onSubmit={submit}>
      <h3 id="contact-mapping-heading" className="font-semibold">
        Which column holds what?
      </h3>
      <p className="text-sm text-base-content/80">
        This is not a Google or Outlook export. Pick the columns that hold each contact's name or e-mail (at least one)
        and whatever else the file has; the next file with the same columns is read the same way.
      </p>
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-3">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} error={errors[f.key]}>
            <Select
              {...register(f.key, {
                validate: (v, all) =>
                  f.key !== "name" || v !== "" || all.email !== "" || "Pick the name or the e-mail column",
              })}
            >
              <ColumnOptions headers={headers} />
            </Select>
          </Field>
        ))}
      </div>
      <FormActions pending={busy} createLabel="Read with these columns" onCancel={onCancel} />
    </form>
  );
}
