import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { audiobooks, audiobookSales } from "./schema";

// A book's sales count and revenue are always counted again from its sales rows, so they never drift from them.
/** A book as lists show it: its row and the revenue its sales rows add up to. */
export type AudiobookView = typeof audiobooks.$inferSelect & { totalRevenue: number };

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const currentMonth = (now: Date) => now.toISOString().slice(0, 7);

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

/** The books (or the one book `id`) with their totals; one book sums only its own sales rows. */
export function booksWithTotals(db: Db, now: Date, id?: number): AudiobookView[] {
  const books = db
    .select()
    .from(audiobooks)
    .where(id === undefined ? undefined : eq(audiobooks.id, id))
    .orderBy(desc(audiobooks.createdAt), desc(audiobooks.id))
    .all();
  return withTotals(db, books, now, id !== undefined);
}

export function withTotals(db: Db, books: (typeof audiobooks.$inferSelect)[], now: Date, one = false): AudiobookView[] {
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
