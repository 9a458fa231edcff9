import { emit } from "../../lib/events";
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
// Loaded on first import of a CSV rather than at start-up: most runs never parse one, and start-up time counts.
const papa = (): typeof import("papaparse") => require("papaparse");
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, money, oneOf, wholeNumber, invalid } from "../../lib/validation";
import { audiobooks, audiobookSales } from "./schema";

export const AUDIENCES = ["adult", "young_adult", "children"] as const;
export const PROMOTION_STATUSES = ["active", "paused", "completed"] as const;
export const RECENT_SALES_LIMIT = 10;

export type Audiobook = typeof audiobooks.$inferSelect;
export type AudiobookSale = typeof audiobookSales.$inferSelect;
export type AudiobookView = Audiobook & { totalRevenue: number };

export interface AudiobookInput {
  title?: string;
  author?: string;
  genre?: string;
  description?: string | null;
  targetAudience?: string | null;
  price?: number | string | null;
  series?: string | null;
  seriesBook?: number | string | null;
  duration?: number | string | null;
  salesPlatforms?: string[] | null;
  promotionStatus?: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const currentMonth = (now: Date) => now.toISOString().slice(0, 7);

function required(v: string | undefined, label: string, field?: string): string {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}

/** Field cleaning shared by create and update; only keys present in the input are returned. */
function cleanInput(input: AudiobookInput, creating: boolean) {
  const out: Partial<typeof audiobooks.$inferInsert> = {};
  if (creating || input.title !== undefined) out.title = required(input.title, "Title", "title");
  if (creating || input.author !== undefined) out.author = required(input.author, "Author", "author");
  if (creating || input.genre !== undefined) out.genre = required(input.genre, "Genre", "genre");
  if (input.description !== undefined) out.description = cleanText(input.description);
  if (input.targetAudience !== undefined) out.targetAudience = oneOf(input.targetAudience, AUDIENCES, "Audience");
  if (input.price !== undefined) out.price = money(input.price, "Price");
  if (input.series !== undefined) out.series = cleanText(input.series);
  if (input.seriesBook !== undefined)
    out.seriesBook = wholeNumber(input.seriesBook, "Book number in the series", { min: 1 });
  if (input.duration !== undefined) out.duration = wholeNumber(input.duration, "Duration (minutes)", { min: 0 });
  if (input.salesPlatforms !== undefined) out.salesPlatforms = cleanList(input.salesPlatforms);
  if (input.promotionStatus !== undefined)
    out.promotionStatus = oneOf(input.promotionStatus, PROMOTION_STATUSES, "Promotion status") ?? "active";
  return out;
}

/** Recomputes the stored totalSales and monthlyRevenue of one book from its sales rows. */
export function refreshTotals(db: Db, audiobookId: number, now = new Date()) {
  const agg = db
    .select({
      n: sql<number>`COUNT(*)`,
      month: sql<
        number | null
      >`SUM(CASE WHEN substr(${audiobookSales.saleDate}, 1, 7) = ${currentMonth(now)} THEN ${audiobookSales.amount} END)`,
    })
    .from(audiobookSales)
    .where(eq(audiobookSales.audiobookId, audiobookId))
    .get();
  db.update(audiobooks)
    .set({ totalSales: agg?.n ?? 0, monthlyRevenue: round2(agg?.month ?? 0).toFixed(2) })
    .where(eq(audiobooks.id, audiobookId))
    .run();
}

/** Books with totals that always agree with the sales rows (monthly revenue is the current calendar month). */
export function listAudiobooks(db: Db, now = new Date()): AudiobookView[] {
  return booksWithTotals(db, now);
}

/** One page of books (title or author matching `q`), newest first, with totals summed for that page only. */
export function listAudiobooksPage(db: Db, f: { q?: string }, page: PageParams, now = new Date()): Page<AudiobookView> {
  const q = f.q?.trim();
  const where = q ? or(containsText(audiobooks.title, q), containsText(audiobooks.author, q)) : undefined;
  const books = pageOf(db, audiobooks, where, [desc(audiobooks.createdAt), desc(audiobooks.id)], page);
  return { rows: withTotals(db, books.rows, now), total: books.total };
}

/** The books (or the one book `id`) with their totals; one book sums only its own sales rows. */
function booksWithTotals(db: Db, now: Date, id?: number): AudiobookView[] {
  const books = db
    .select()
    .from(audiobooks)
    .where(id === undefined ? undefined : eq(audiobooks.id, id))
    .orderBy(desc(audiobooks.createdAt), desc(audiobooks.id))
    .all();
  return withTotals(db, books, now, id !== undefined);
}

function withTotals(db: Db, books: (typeof audiobooks.$inferSelect)[], now: Date, one = false): AudiobookView[] {
  if (!books.length) return [];
  const id = one ? books[0]!.id : undefined;
  const sums = db
    .select({
      id: audiobookSales.audiobookId,
      n: sql<number>`COUNT(*)`,
      total: sql<number>`SUM(${audiobookSales.amount})`,
      month: sql<
        number | null
      >`SUM(CASE WHEN substr(${audiobookSales.saleDate}, 1, 7) = ${currentMonth(now)} THEN ${audiobookSales.amount} END)`,
    })
    .from(audiobookSales)
    .where(
      id !== undefined
        ? eq(audiobookSales.audiobookId, id)
        : inArray(
            audiobookSales.audiobookId,
            books.map((b) => b.id),
          ),
    )
    .groupBy(audiobookSales.audiobookId)
    .all();
  const byId = new Map(sums.map((s) => [s.id, s]));
  return books.map((b) => {
    const s = byId.get(b.id);
    return {
      ...b,
      totalSales: s?.n ?? 0,
      monthlyRevenue: round2(s?.month ?? 0).toFixed(2),
      totalRevenue: round2(s?.total ?? 0),
    };
  });
}

export function getAudiobook(db: Db, id: number): AudiobookView {
  const book = booksWithTotals(db, new Date(), id)[0];
  if (!book) throw notFound("Audiobook");
  return book;
}

export function createAudiobook(db: Db, input: AudiobookInput): AudiobookView {
  const values = cleanInput(input, true) as typeof audiobooks.$inferInsert;
  const row = db.insert(audiobooks).values(values).returning().get();
  emit(db, {
    type: "audiobook_created",
    message: `Audiobook "${row.title}" by ${row.author} added to your catalogue`,
    entityType: "audiobook",
    entityId: row.id,
  });
  return getAudiobook(db, row.id);
}

export function updateAudiobook(db: Db, id: number, input: AudiobookInput): AudiobookView {
  const existing = db.select().from(audiobooks).where(eq(audiobooks.id, id)).get();
  if (!existing) throw notFound("Audiobook");
  const values = cleanInput(input, false);
  if (Object.keys(values).length) db.update(audiobooks).set(values).where(eq(audiobooks.id, id)).run();
  const row = getAudiobook(db, id);
  emit(db, {
    type: "audiobook_updated",
    message: `Audiobook "${row.title}" updated`,
    entityType: "audiobook",
    entityId: id,
  });
  return row;
}

export function deleteAudiobook(db: Db, id: number) {
  const row = db.delete(audiobooks).where(eq(audiobooks.id, id)).returning().get();
  if (!row) throw notFound("Audiobook");
  emit(db, {
    type: "audiobook_deleted",
    message: `Audiobook "${row.title}" removed`,
    entityType: "audiobook",
    entityId: id,
  });
  return { deleted: true, id };
}

/** One page of sales, newest first: for one book, one platform, a date range. */
export function listSalesPage(
  db: Db,
  f: { audiobookId?: number; platform?: string; from?: string; to?: string },
  page: PageParams,
): Page<AudiobookSale> {
  const where = and(
    f.audiobookId ? eq(audiobookSales.audiobookId, f.audiobookId) : undefined,
    f.platform ? eq(audiobookSales.platform, f.platform) : undefined,
    f.from ? gte(audiobookSales.saleDate, f.from) : undefined,
    f.to ? lte(audiobookSales.saleDate, f.to) : undefined,
  );
  return pageOf(db, audiobookSales, where, [desc(audiobookSales.saleDate), desc(audiobookSales.id)], page);
}

/** Sales figures in SQL: count and revenue overall, this month, per platform and per book. */
export function salesSummary(db: Db, audiobookId?: number, now = new Date()) {
  const where = audiobookId ? eq(audiobookSales.audiobookId, audiobookId) : undefined;
  const all = db
    .select({
      sales: sql<number>`COUNT(*)`,
      revenue: sql<number>`COALESCE(SUM(${audiobookSales.amount}), 0)`,
      monthSales: sql<number>`COALESCE(SUM(substr(${audiobookSales.saleDate}, 1, 7) = ${currentMonth(now)}), 0)`,
      monthRevenue: sql<number>`COALESCE(SUM(CASE WHEN substr(${audiobookSales.saleDate}, 1, 7) = ${currentMonth(now)} THEN ${audiobookSales.amount} END), 0)`,
    })
    .from(audiobookSales)
    .where(where)
    .get()!;
  const byPlatform = db
    .select({
      platform: audiobookSales.platform,
      sales: sql<number>`COUNT(*)`,
      revenue: sql<number>`SUM(${audiobookSales.amount})`,
    })
    .from(audiobookSales)
    .where(where)
    .groupBy(audiobookSales.platform)
    .orderBy(sql`SUM(${audiobookSales.amount}) DESC`)
    .all()
    .map((r) => ({ ...r, revenue: round2(r.revenue) }));
  // Currencies other than the owner's are added as recorded; the screen says so rather than converting.
  const currencies = db
    .selectDistinct({ currency: audiobookSales.currency })
    .from(audiobookSales)
    .where(where)
    .orderBy(asc(audiobookSales.currency))
    .all()
    .map((r) => r.currency);
  return {
    sales: all.sales,
    revenue: round2(all.revenue),
    currencies,
    month: currentMonth(now),
    monthSales: all.monthSales,
    monthRevenue: round2(all.monthRevenue),
    byPlatform,
  };
}

/** The catalogue's figures in SQL: books, active books, and sales count and revenue over every book. */
export function audiobooksSummary(db: Db) {
  const books = db
    .select({
      books: sql<number>`COUNT(*)`,
      active: sql<number>`COALESCE(SUM(${audiobooks.promotionStatus} = 'active'), 0)`,
    })
    .from(audiobooks)
    .get()!;
  const sales = db
    .select({ sales: sql<number>`COUNT(*)`, revenue: sql<number>`COALESCE(SUM(${audiobookSales.amount}), 0)` })
    .from(audiobookSales)
    .get()!;
  return { books: books.books, active: books.active, sales: sales.sales, revenue: round2(sales.revenue) };
}

export function listSales(db: Db, audiobookId?: number): AudiobookSale[] {
  const q = db.select().from(audiobookSales);
  return (audiobookId ? q.where(eq(audiobookSales.audiobookId, audiobookId)) : q)
    .orderBy(desc(audiobookSales.saleDate), desc(audiobookSales.id))
    .all();
}

/** Accepts YYYY-MM-DD, an ISO date-time, or US MM/DD/YYYY; returns YYYY-MM-DD or null. */
export function parseSaleDate(raw: string): string | null {
  const s = raw.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)))
    [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

function parseAmount(raw: string | number): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const s = raw.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!s || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

function parseCurrency(raw: string | null | undefined): string | null {
  const s = (raw ?? "").trim().toUpperCase();
  if (!s) return "USD";
  return /^[A-Z]{3}$/.test(s) ? s : null;
}

const saleKey = (s: { audiobookId: number; platform: string; saleDate: string; amount: number; currency: string }) =>
  `${s.audiobookId}|${s.platform.toLowerCase()}|${s.saleDate}|${s.amount.toFixed(2)}|${s.currency}`;

export interface SaleInput {
  audiobookId: number;
  platform: string;
  saleDate: string;
  amount: number | string;
  currency?: string | null;
}

export function recordSale(db: Db, input: SaleInput): AudiobookSale {
  const book = db.select().from(audiobooks).where(eq(audiobooks.id, input.audiobookId)).get();
  if (!book) throw notFound("Audiobook");
  const platform = required(input.platform, "Platform", "platform");
  const saleDate = parseSaleDate(input.saleDate);
  if (!saleDate) throw invalid("Sale date must be a date like 2026-03-01");
  const amount = parseAmount(input.amount);
  if (amount === null) throw invalid("Amount must be a number, e.g. 14.99");
  if (amount < 0) throw invalid("Amount cannot be negative");
  const currency = parseCurrency(input.currency);
  if (!currency) throw invalid("Currency must be a 3-letter code such as USD");
  const row = db
    .insert(audiobookSales)
    .values({ audiobookId: book.id, platform, saleDate, amount: Math.round(amount * 100) / 100, currency })
    .returning()
    .get();
  refreshTotals(db, book.id);
  emit(db, {
    type: "audiobook_sale_recorded",
    message: `Sale of "${book.title}" on ${platform} recorded: ${currency === "USD" ? "$" : currency + " "}${amount.toFixed(2)}`,
    entityType: "audiobook",
    entityId: book.id,
  });
  return row;
}

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

export function deleteSale(db: Db, id: number) {
  const row = db.delete(audiobookSales).where(eq(audiobookSales.id, id)).returning().get();
  if (!row) throw notFound("Sale");
  refreshTotals(db, row.audiobookId);
  emit(db, {
    type: "audiobook_sale_deleted",
    message: `Sale on ${row.platform} of ${row.saleDate} removed`,
    entityType: "audiobook",
    entityId: row.audiobookId,
  });
  return { deleted: true, id };
}

/** Revenue per calendar month (YYYY-MM) for one book or all books, oldest first. */
export function monthlyRevenue(db: Db, audiobookId?: number) {
  const month = sql<string>`substr(${audiobookSales.saleDate}, 1, 7)`;
  const q = db
    .select({ month, revenue: sql<number>`SUM(${audiobookSales.amount})`, sales: sql<number>`COUNT(*)` })
    .from(audiobookSales);
  return (audiobookId ? q.where(and(eq(audiobookSales.audiobookId, audiobookId))) : q)
    .groupBy(month)
    .orderBy(asc(month))
    .all()
    .map((r) => ({ ...r, revenue: round2(r.revenue) }));
}

/** Undo of sales just recorded: they go, the book's totals are counted again, and the activity log says so. */
export function removeSales(db: Db, audiobookId: number, ids: number[], now = new Date()): void {
  if (!ids.length) return;
  db.delete(audiobookSales).where(inArray(audiobookSales.id, ids)).run();
  refreshTotals(db, audiobookId, now);
  emit(db, {
    type: "sales_removed",
    message: `${ids.length} recorded sale${ids.length === 1 ? "" : "s"} removed`,
    entityType: "audiobook",
    entityId: audiobookId,
  });
}
