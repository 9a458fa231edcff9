import { isCurrency } from "../amounts";
import { findHeader, isTotalLine, isrc, digits, country, norm, badFile, type ReportFormat } from "./common";

/** Which column holds what, for a report Sunshine does not recognise (header names as in the file). */
export interface ColumnMapping {
  /** The name the money is known by ("Ditto", "Kobo"); defaults to "Other". */
  source?: string;
  date: string;
  title: string;
  amount: string;
  /** A currency column, or… */
  currency?: string;
  /** …one currency for every row. */
  currencyCode?: string;
  store?: string;
  country?: string;
  quantity?: string;
  artist?: string;
  isrc?: string;
  upc?: string;
  isbn?: string;
  asin?: string;
}

export const MAPPING_FIELDS = [
  "date",
  "title",
  "amount",
  "currency",
  "store",
  "country",
  "quantity",
  "artist",
  "isrc",
  "upc",
  "isbn",
  "asin",
] as const;

/** A report read through a column mapping the user gave (or gave before for the same header line). */
export function mappedFormat(mapping: ColumnMapping): ReportFormat {
  const columns = MAPPING_FIELDS.map((f) => mapping[f])
    .filter((h): h is string => !!h)
    .map(norm);
  if (!mapping.currency && !(mapping.currencyCode && isCurrency(mapping.currencyCode)))
    throw badFile("Say which column holds the currency, or give one currency code (e.g. EUR) for every row", "mapping");
  const col = (h?: string) => (h ? norm(h) : "");
  return {
    id: "mapped",
    source: mapping.source?.trim() || "Other",
    pick(file) {
      const table = file.tables[0];
      const headerRow = table ? findHeader(table, columns) : -1;
      if (headerRow < 0) {
        // Named as the user typed them, beside the columns the file does have, so the mapping can be put right.
        const said = MAPPING_FIELDS.map((f) => mapping[f]).filter((h): h is string => !!h);
        const missing = said.filter((h) => !table?.head.some((row) => row.map(norm).includes(norm(h))));
        const named = (row: readonly unknown[]) => row.filter((c) => c !== null && c !== "").map(String);
        const widest = table?.head.reduce<string[]>((a, row) => (named(row).length > a.length ? named(row) : a), []);
        const has = widest?.length ? `; its columns are ${widest.map((h) => `"${h}"`).join(", ")}` : "";
        throw badFile(`The file has no column named ${missing.map((m) => `"${m}"`).join(", ")} to match the mapping${has}`, "mapping");
      }
      return [{ table, headerRow }];
    },
    row(r) {
      if (r.isBlank() || isTotalLine(r)) return null;
      const text = (h?: string) => (h ? r.text(col(h)) : "");
      const date = r.day(col(mapping.date));
      return {
        store: text(mapping.store) || null,
        country: country(text(mapping.country)),
        title: text(mapping.title),
        artist: text(mapping.artist) || null,
        isrc: isrc(text(mapping.isrc)),
        upc: digits(text(mapping.upc)),
        isbn: digits(text(mapping.isbn)),
        asin: text(mapping.asin) || null,
        quantity: mapping.quantity ? r.quantity(col(mapping.quantity)) : 0,
        amount: r.amount(col(mapping.amount)),
        currency: mapping.currency ? r.currency(col(mapping.currency), mapping.currencyCode) : mapping.currencyCode!,
        period: { start: date, end: date },
        reportedOn: date,
      };
    },
  };
}

/** Sunshine's own five-column sales CSV (date, platform, title, amount, currency), as the audiobooks screen documents it. */
export const sunshineCsv: ReportFormat = {
  ...mappedFormat({
    source: "Sales CSV",
    date: "date",
    title: "title",
    amount: "amount",
    currency: "currency",
    store: "platform",
  }),
  id: "sunshine-csv",
  pick(file) {
    const table = file.tables[0];
    const headerRow =
      table && file.kind === "text" ? findHeader(table, ["date", "platform", "title", "amount", "currency"]) : -1;
    return headerRow >= 0 ? [{ table, headerRow }] : null;
  },
};
