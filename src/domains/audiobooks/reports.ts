import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { audiobooks, audiobookSales } from "./schema";
import { currentMonth, round2 } from "./totals";

// The figures the screen and the assistant show: sales and revenue overall, this month, per platform and per month.
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
