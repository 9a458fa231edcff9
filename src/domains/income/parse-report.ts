import { HttpError } from "../../lib/errors";
import { toNanos } from "./amounts";
import { FORMATS, mappedFormat, type ColumnMapping, type IncomeRow, type ReportFormat } from "./formats";
import { headerColumns, norm, RowReader } from "./formats/common";
import { readTables, type ReadFile } from "./tables";

/** A ledger row ready to store: the format's row plus its source, exact amount in billionths and fingerprint. */
export interface LedgerRow extends IncomeRow {
  source: string;
  nanos: bigint;
  fingerprint: string;
}

export interface OpenedReport {
  format: string;
  source: string;
  encoding?: string;
  notes: string[];
  /** Reads every row (synchronously), handing each earning to `emit`; returns how many lines were not earnings. */
  read(emit: (row: LedgerRow) => void): { skipped: number };
  /** The header line of a mapped file, to remember its mapping by. */
  headerKey?: string;
  check?: ReportFormat["check"];
  context: Record<string, unknown>;
}

export interface ParseOptions {
  format?: string;
  mapping?: ColumnMapping;
  /** A mapping saved earlier for a file with this header line. */
  remembered?: (headerKey: string) => ColumnMapping | undefined;
}

/** The first non-empty row of the file, trimmed and lower-cased: what makes "the same export" recognisable. */
const headerKeyOf = (file: ReadFile) => {
  const row = file.tables[0]?.head.find((r) => r.some((c) => norm(c)));
  return row ? row.map(norm).join("|") : "";
};

export function firstHeaders(file: ReadFile): string[] {
  const row = file.tables[0]?.head.find((r) => r.some((c) => norm(c)));
  return (row ?? [])
    .map((c) =>
      c === null
        ? ""
        : String(c)
            .replace(/^\uFEFF/, "")
            .trim(),
    )
    .filter(Boolean);
}

function chooseFormat(file: ReadFile, options: ParseOptions): { format: ReportFormat; headerKey?: string } {
  const headerKey = headerKeyOf(file);
  if (options.mapping) return { format: mappedFormat(options.mapping), headerKey };
  if (options.format) {
    const format = FORMATS.find((f) => f.id === options.format);
    if (!format)
      throw new HttpError(
        422,
        `Unknown format "${options.format}": Sunshine reads ${FORMATS.map((f) => f.id).join(", ")} reports, and contacts or calendar files (vcard, google-csv, outlook-csv, ics). Leave the format out and Sunshine recognises the file itself.`,
        [{ field: "format", message: "unknown format", formats: [...FORMATS.map((f) => f.id), "vcard", "google-csv", "outlook-csv", "ics"] }],
      );
    if (!format.pick(file))
      throw new HttpError(
        422,
        `This file is not in ${format.source}'s report format: its headers are not the ones ${format.source} writes`,
        [{ field: "format", message: "headers do not match" }],
      );
    return { format };
  }
  const known = FORMATS.find((f) => f.pick(file));
  if (known) return { format: known };
  const remembered = options.remembered?.(headerKey);
  if (remembered) return { format: mappedFormat(remembered), headerKey };
  const headers = firstHeaders(file);
  if (!headers.length) throw new HttpError(422, "The file is empty", [{ field: "file", message: "no rows" }]);
  const shown = headers.slice(0, 8).join(", ");
  throw new HttpError(
    422,
    `Sunshine does not recognise this report (its first line reads: ${shown}${headers.length > 8 ? ", …" : ""}). Say which column holds the date, title, amount and currency.`,
    [{ field: "mapping", message: "map the columns", headers }],
  );
}

/**
 * Opens a dropped report and recognises its format. `read` then hands every earning to `emit`, in file order, and
 * is synchronous so the caller can run it inside one transaction: the first cell it cannot read throws one 422 naming
 * its line and column, and the transaction keeps nothing of a bad file.
 */
export async function openReport(bytes: Uint8Array, options: ParseOptions): Promise<OpenedReport> {
  if (!bytes.length) throw new HttpError(422, "The file is empty", [{ field: "file", message: "no bytes" }]);
  const file = await readTables(bytes);
  const { format, headerKey } = chooseFormat(file, options);
  const context = format.context?.(file) ?? {};
  const read = (emit: (row: LedgerRow) => void) => {
    const seen = new Map<string, number>();
    let skipped = 0;
    let emitted = 0;
    for (const { table, headerRow } of format.pick(file) ?? []) {
      const { columns, headers } = headerColumns(table.head[headerRow]);
      const width = headers.filter(Boolean).length;
      table.each((cells, line) => {
        if (line <= headerRow + 1) return;
        // A big report makes a few objects per line; collecting as we go keeps a 100,000-line file within ~200 MB.
        if (line % 5_000 === 0) Bun.gc(false);
        const reader = new RowReader(columns, headers, cells, line, table.name);
        if (file.kind === "text" && !reader.isBlank() && cells.length < width)
          throw new HttpError(
            422,
            `Line ${line} has ${cells.length} of the ${width} columns: the file may be cut short or edited`,
            [{ field: `line ${line}`, message: "missing columns" }],
          );
        const result = format.row(reader, context);
        const rows = result === null ? [] : Array.isArray(result) ? result : [result];
        if (!rows.length && !reader.isBlank()) skipped++;
        for (const income of rows) {
          const row = income as LedgerRow;
          row.title ||= "Untitled";
          row.source = format.source;
          row.nanos = toNanos(row.amount);
          // Same cells, same source: the same earning. Counting occurrences keeps two equal aggregate rows of one file.
          const key = `${format.source}\x1f${row.store}\x1f${row.country}\x1f${row.title}\x1f${row.artist}\x1f${row.isrc}\x1f${row.upc}\x1f${row.isbn}\x1f${row.asin}\x1f${row.quantity}\x1f${row.amount}\x1f${row.currency}\x1f${row.period.start}\x1f${row.period.end}\x1f${row.reportedOn}\x1f${row.extra}`;
          const hash = Bun.hash.wyhash(key).toString(36);
          const n = (seen.get(hash) ?? 0) + 1;
          seen.set(hash, n);
          row.fingerprint = n === 1 ? hash : `${hash}.${n}`;
          emit(row);
          emitted++;
        }
      });
    }
    if (!emitted)
      throw new HttpError(
        422,
        `This ${format.source} report has no earnings in it (${skipped} lines were payouts, totals or blank)`,
        [{ field: "file", message: "no earnings" }],
      );
    return { skipped };
  };
  return {
    format: format.id,
    source: format.source,
    encoding: file.encoding,
    notes: format.notes?.(file) ?? [],
    headerKey,
    check: format.check,
    context,
    read,
  };
}
