import { HttpError } from "../../lib/errors";
import { isEmail } from "../../lib/validation";
import { badFile } from "./formats/common";
import { papa as Papa } from "./papa";
import type { ContactRecord } from "./targets";

/**
 * Which column holds what, for an address-book CSV that is neither a Google nor an Outlook export. It comes in the
 * same `mapping` form field as a report's mapping (field → column header, as in the file); a contacts target says
 * which of the two is meant.
 */
export const CONTACT_MAPPING_FIELDS = ["name", "email", "organization", "title", "phone", "website", "notes"] as const;
type ContactField = (typeof CONTACT_MAPPING_FIELDS)[number];
export type ContactMapping = Partial<Record<ContactField, string>>;

/** Other words people use for a field; British spelling and "company" mean the organisation. */
const ALIASES: Record<string, ContactField> = {
  organisation: "organization",
  company: "organization",
  "e-mail": "email",
  mail: "email",
  url: "website",
  note: "notes",
};

const fieldOf = (word: string): ContactField | undefined => {
  const w = word.trim().toLowerCase();
  return (CONTACT_MAPPING_FIELDS as readonly string[]).includes(w) ? (w as ContactField) : ALIASES[w];
};

const FIELDS_TEXT = `${CONTACT_MAPPING_FIELDS.join(", ")} (at least name or email)`;

export const RECOGNISED_CONTACT_FILES =
  "vCard (.vcf, versions 2.1, 3.0 and 4.0), a Google Contacts CSV (First Name, E-mail 1 - Value, …) or an Outlook CSV (First Name, E-mail Address, …)";

/** Checks a sent mapping for contacts: known fields only, each naming a column; name or email at least. */
export function readContactMapping(sent: Record<string, string>): ContactMapping {
  const mapping: ContactMapping = {};
  for (const [key, column] of Object.entries(sent)) {
    const field = fieldOf(key);
    if (!field) {
      // {"Person": "name"} is the mapping written the other way round: say so with the pair turned.
      const turned = fieldOf(column)
        ? ` (to read column "${key}" as ${fieldOf(column)}, send {"${fieldOf(column)}": "${key}"})`
        : "";
      throw badFile(
        `A contacts mapping has no field "${key}"${turned}: it takes ${FIELDS_TEXT}, each naming a column of the file`,
        "mapping",
      );
    }
    if (column.trim()) mapping[field] = column.trim();
  }
  if (!mapping.name && !mapping.email)
    throw badFile(`The contacts mapping needs the name or the email column; it takes ${FIELDS_TEXT}`, "mapping");
  return mapping;
}

const norm = (h: string) =>
  h
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** The rows of any CSV as contacts, through a mapping; a mapped column the file lacks is named beside the file's own. */
export function readMappedContacts(text: string, mapping: ContactMapping): ContactRecord[] {
  const { data, meta } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: norm,
  });
  const headers = meta.fields ?? [];
  const missing = Object.values(mapping).filter((column) => !headers.includes(norm(column)));
  // Named as the file spells them, so the mapping can be put right.
  const asWritten = (Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? []).filter(Boolean);
  if (missing.length)
    throw badFile(
      `The file has no column named ${missing.map((m) => `"${m}"`).join(", ")} to match the mapping; its columns are ${asWritten.map((h) => `"${h.trim()}"`).join(", ")}`,
      "mapping",
    );
  const cell = (row: Record<string, string>, field: ContactField) => {
    const column = mapping[field];
    const value = column ? row[norm(column)]?.trim() : "";
    return value ? value.slice(0, field === "notes" ? 2000 : 300) : null;
  };
  return data.map((row) => {
    const email = cell(row, "email");
    const organization = cell(row, "organization");
    return {
      name: cell(row, "name") ?? organization ?? (email && isEmail(email) ? email : "") ?? "",
      email: email && isEmail(email) ? email : null,
      organization,
      title: cell(row, "title"),
      phone: cell(row, "phone"),
      website: cell(row, "website"),
      notes: cell(row, "notes"),
    };
  });
}

/** A CSV sent for contacts that Sunshine cannot read without a mapping: says what it reads and what a mapping takes. */
export function unrecognisedContacts(headers: string[]): HttpError {
  const shown = headers.slice(0, 8).join(", ");
  return new HttpError(
    422,
    `Sunshine does not recognise this address book (its first line reads: ${shown}${headers.length > 8 ? ", …" : ""}). It reads ${RECOGNISED_CONTACT_FILES}. For any other CSV, send a mapping naming the column for each of: ${FIELDS_TEXT}.`,
    [{ field: "mapping", message: "map the columns", headers, fields: [...CONTACT_MAPPING_FIELDS] }],
  );
}

/** The key an address book's mapping is remembered by: its header line, apart from reports' header lines. */
const headerKeyOf = (headers: string[]) => `contacts:${headers.map(norm).join("|")}`;

/**
 * A file sent for contacts (a contacts target was given, or it is named .vcf) that is not a vCard, Google or Outlook
 * export: a CSV goes through the mapping sent, else the one given before for the same header line (or is refused,
 * saying what a mapping takes); anything that is not text is told it is not an address book, rather than being
 * offered a sales report's columns.
 */
export function contactsFileOf(
  bytes: Uint8Array,
  sent: ContactMapping | undefined,
  decode: (bytes: Uint8Array) => { text: string },
  remembered: (headerKey: string) => ContactMapping | undefined,
) {
  let text: string;
  try {
    text = decode(bytes).text.replace(/^\uFEFF/, "");
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    throw badFile(
      `This file is not an address book (${e.details ? (e.details as { message: string }[])[0].message : "not text"}): Sunshine reads ${RECOGNISED_CONTACT_FILES}`,
    );
  }
  const headers = (Papa.parse<string[]>(text, { preview: 1 }).data[0] ?? []).map((h) => h.trim()).filter(Boolean);
  const headerKey = headerKeyOf(headers);
  const mapping = sent ?? remembered(headerKey);
  if (!mapping) {
    if (!headers.length) throw badFile("The file is empty");
    throw unrecognisedContacts(headers);
  }
  return { kind: "contacts" as const, format: "mapped-csv", text, mapping, headerKey, remembered: !sent };
}
