import { emit } from "../../lib/events";
import { and, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { invalid } from "../../lib/validation";
import { audiobooks, audiobookSales } from "./schema";
import { type AudiobookSale, required } from "./catalogue";
import { parseAmount, parseCurrency, parseSaleDate } from "./sale-fields";
import { refreshTotals } from "./totals";

// Sales of the books, one at a time: listed, recorded, removed; each change counts the book's totals again.
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


export function listSales(db: Db, audiobookId?: number): AudiobookSale[] {
  const q = db.select().from(audiobookSales);
  return (audiobookId ? q.where(eq(audiobookSales.audiobookId, audiobookId)) : q)
    .orderBy(desc(audiobookSales.saleDate), desc(audiobookSales.id))
    .all();
}

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
