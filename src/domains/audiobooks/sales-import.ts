import { emit } from "../../lib/events";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { invalid } from "../../lib/validation";
import { audiobooks, audiobookSales } from "./schema";
import { parseAmount, parseCurrency, parseSaleDate, saleKey } from "./sale-fields";
import { refreshTotals } from "./totals";

// Sales from a store's CSV file: every row checked, a preview before anything is written, repeats skipped.

// Loaded on first import of a CSV rather than at start-up: most runs never parse one, and start-up time counts.
const papa = (): typeof import("papaparse") => require("papaparse");

export interface ImportRow {
  /** line number in the file (header is line 1) */
  line: number;
  date: string;
  platform: string;
  title: string;
  amount: string;
  currency: string;
  audiobookId: number | null;
  /** new: will be / was saved; duplicate: already recorded, skipped; error: see message */
  status: "new" | "duplicate" | "error";
  error?: string;
}

/** A dry run previews this many rows; an import answers with at most this many failed rows. */
export const IMPORT_PREVIEW_ROWS = 100;
export const IMPORT_ERRORS_SHOWN = 20;

export interface ImportResult {
  dryRun: boolean;
  /** Dry run: the first IMPORT_PREVIEW_ROWS rows; import: the first failed rows. */
  rows: ImportRow[];
  firstErrors: ImportRow[];
  summary: { total: number; valid: number; imported: number; duplicates: number; errors: number };
}

const REQUIRED_COLUMNS = ["date", "platform", "amount"] as const;

/**
 * CSV import of sales (columns date, platform, title, amount, currency). Each row is checked; with dryRun only the
 * preview is returned. Rows already stored (same book, platform, date, amount, currency) or repeated in the file are
 * skipped as duplicates. All new rows are written in one transaction, then each touched book's totals are refreshed.
 */
export function importSales(
  db: Db,
  csv: string,
  opts: { audiobookId?: number | null; dryRun?: boolean } = {},
): ImportResult {
  const parsed = papa().parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length)
    throw invalid(
      `The CSV is missing the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. Expected a header row: date, platform, title, amount, currency`,
    );
  if (!parsed.data.length) throw invalid("The CSV has a header row but no sales rows");
  if (parsed.data.length > 10_000) throw invalid("The CSV has more than 10,000 rows; split it into smaller files");

  let fallback: typeof audiobooks.$inferSelect | undefined;
  if (opts.audiobookId) {
    fallback = db.select().from(audiobooks).where(eq(audiobooks.id, opts.audiobookId)).get();
    if (!fallback) throw notFound("Audiobook");
  }
  const books = db.select({ id: audiobooks.id, title: audiobooks.title }).from(audiobooks).all();
  const byTitle = new Map(books.map((b) => [b.title.trim().toLowerCase(), b.id]));
  const seen = new Set(
    db
      .select()
      .from(audiobookSales)
      .all()
      .map((s) => saleKey(s)),
  );

  const rows: ImportRow[] = [];
  const toInsert: (typeof audiobookSales.$inferInsert)[] = [];
  // Papa reports row-level problems (e.g. too few fields) by row index.
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors)
    if (e.row !== undefined && e.code !== "UndetectableDelimiter") rowErrors.set(e.row, e.message);

  parsed.data.forEach((rec, i) => {
    const r: ImportRow = {
      line: i + 2,
      date: (rec.date ?? "").trim(),
      platform: (rec.platform ?? "").trim(),
      title: (rec.title ?? "").trim(),
      amount: (rec.amount ?? "").trim(),
      currency: (rec.currency ?? "").trim().toUpperCase() || "USD",
      audiobookId: null,
      status: "new",
    };
    const problems: string[] = [];
    if (rowErrors.has(i)) problems.push(rowErrors.get(i)!);
    const saleDate = parseSaleDate(r.date);
    if (!r.date) problems.push("date is empty");
    else if (!saleDate) problems.push(`"${r.date}" is not a date (use 2026-03-01 or 03/01/2026)`);
    if (!r.platform) problems.push("platform is empty");
    const amount = parseAmount(r.amount);
    if (!r.amount) problems.push("amount is empty");
    else if (amount === null) problems.push(`"${r.amount}" is not an amount`);
    else if (amount < 0) problems.push("amount cannot be negative");
    const currency = parseCurrency(r.currency);
    if (!currency) problems.push(`"${r.currency}" is not a 3-letter currency code`);
    if (r.title) {
      r.audiobookId = byTitle.get(r.title.toLowerCase()) ?? null;
      if (!r.audiobookId) problems.push(`no audiobook titled "${r.title}"`);
    } else if (fallback) {
      r.audiobookId = fallback.id;
      r.title = fallback.title;
    } else problems.push("title is empty");

    if (problems.length) {
      r.status = "error";
      r.error = problems.join("; ");
    } else {
      const sale = {
        audiobookId: r.audiobookId!,
        platform: r.platform,
        saleDate: saleDate!,
        amount: Math.round(amount! * 100) / 100,
        currency: currency!,
      };
      const key = saleKey(sale);
      if (seen.has(key)) r.status = "duplicate";
      else {
        seen.add(key);
        toInsert.push(sale);
      }
      r.date = saleDate!;
      r.amount = sale.amount.toFixed(2);
    }
    rows.push(r);
  });

  const dryRun = !!opts.dryRun;
  if (!dryRun && toInsert.length) {
    db.transaction((tx) => {
      for (let i = 0; i < toInsert.length; i += 500)
        tx.insert(audiobookSales)
          .values(toInsert.slice(i, i + 500))
          .run();
    });
    const touched = [...new Set(toInsert.map((s) => s.audiobookId))];
    for (const id of touched) refreshTotals(db, id);
    const total = toInsert.reduce((a, s) => a + s.amount, 0);
    emit(db, {
      type: "audiobook_sales_imported",
      message: `Imported ${toInsert.length} audiobook sale${toInsert.length === 1 ? "" : "s"} from a CSV file ($${total.toFixed(2)})`,
      entityType: "audiobook",
      entityId: touched.length === 1 ? touched[0] : undefined,
    });
  }
  const count = (s: ImportRow["status"]) => rows.filter((r) => r.status === s).length;
  const errorRows = rows.filter((r) => r.status === "error").slice(0, IMPORT_ERRORS_SHOWN);
  return {
    dryRun,
    // The answer stays small whatever the file size: a preview shows its first rows, an import only what failed
    // (the counts say the rest).
    rows: dryRun ? rows.slice(0, IMPORT_PREVIEW_ROWS) : errorRows,
    firstErrors: errorRows,
    summary: {
      total: rows.length,
      valid: count("new"),
      imported: dryRun ? 0 : toInsert.length,
      duplicates: count("duplicate"),
      errors: count("error"),
    },
  };
}
