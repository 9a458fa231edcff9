import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { t } from "elysia";
import type { Db } from "../../db/client";
import { monthRange } from "../../shared/dates";
import { formatMoney, round2 } from "../../shared/money";
import { plural } from "../../shared/text";
import { audiobookSales } from "./schema";
import type { BookRef } from "./tools-parse";
import { periodLabel, type Period } from "./tools-period";

/** Sales figures for the read tools, summed in SQL so ten years of sales rows stay cheap to ask about. */

const DAY = { pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
export const periodInput = {
  from: t.Optional(t.String({ ...DAY, description: "First day, YYYY-MM-DD (omit for all time)" })),
  to: t.Optional(t.String({ ...DAY, description: "Last day, YYYY-MM-DD" })),
};
export const platformInput = t.Optional(
  t.String({ minLength: 1, maxLength: 100, description: "Only this platform, e.g. Audible" }),
);

export interface SalesRow {
  audiobookId: number;
  platform: string;
  currency: string;
  copies: number;
  amount: number;
}

export function salesRows(db: Db, f: Period & { ids?: number[]; platform?: string }): SalesRow[] {
  const s = audiobookSales;
  const where = and(
    f.ids?.length ? inArray(s.audiobookId, f.ids) : undefined,
    f.from ? gte(s.saleDate, f.from) : undefined,
    f.to ? lte(s.saleDate, f.to) : undefined,
    f.platform ? eq(sql`lower(${s.platform})`, f.platform.toLowerCase()) : undefined,
  );
  return db
    .select({
      audiobookId: s.audiobookId,
      platform: s.platform,
      currency: s.currency,
      copies: sql<number>`COUNT(*)`,
      amount: sql<number>`SUM(${s.amount})`,
    })
    .from(s)
    .where(where)
    .groupBy(s.audiobookId, s.platform, s.currency)
    .all();
}

/** Copies and money (per currency) of a set of rows. */
export interface Tally {
  copies: number;
  amount: number;
  byCurrency: Map<string, number>;
}
export function tally(rows: SalesRow[]): Tally {
  const byCurrency = new Map<string, number>();
  for (const r of rows) byCurrency.set(r.currency, round2((byCurrency.get(r.currency) ?? 0) + r.amount));
  return {
    copies: rows.reduce((a, r) => a + r.copies, 0),
    amount: round2(rows.reduce((a, r) => a + r.amount, 0)),
    byCurrency,
  };
}
export const moneyOf = (x: Tally) =>
  [...x.byCurrency].map(([cur, n]) => formatMoney(n, cur)).join(" + ") || formatMoney(0);
export const copiesOf = (x: Tally) => plural(x.copies, "copy", "copies");

/** Rows grouped by a key, best seller (money, then copies) first. */
export function groupBy(rows: SalesRow[], key: (r: SalesRow) => string | number) {
  const groups = new Map<string | number, SalesRow[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups]
    .map(([k, rs]) => ({ key: k, ...tally(rs) }))
    .sort((a, b) => b.amount - a.amount || b.copies - a.copies);
}

export const platformLines = (rows: SalesRow[]) =>
  groupBy(rows, (r) => r.platform).map((g) => `${g.key} ${copiesOf(g)} (${moneyOf(g)})`);

/** One book's sales in a period (optionally on one platform), with the platform breakdown. */
export function bookSalesSummary(db: Db, book: BookRef, f: Period & { platform?: string }, now: Date) {
  const rows = salesRows(db, { ...f, ids: [book.id] });
  const label = periodLabel(f, now);
  const where = `${f.platform ? ` on ${f.platform}` : ""}${label === "all time" ? "" : ` ${label}`}`;
  const total = tally(rows);
  if (!rows.length) {
    const ever = tally(salesRows(db, { ids: [book.id] }));
    return {
      summary: ever.copies
        ? `No sales of "${book.title}"${where}. All time: ${copiesOf(ever)}, ${moneyOf(ever)}.`
        : `No sales recorded yet for "${book.title}". Tell me when you sell one, e.g. "I sold 3 copies of ${book.title} on Audible".`,
      data: { book, ...f, copies: 0, amount: 0 },
    };
  }
  let summary = `"${book.title}"${where || " (all time)"}: ${copiesOf(total)}, ${moneyOf(total)}.`;
  if (!f.platform) summary += ` By platform: ${platformLines(rows).join(", ")}.`;
  if (!f.from && !f.to && !f.platform) {
    const month = tally(salesRows(db, { from: monthRange(now).from, to: monthRange(now).to, ids: [book.id] }));
    summary += ` This month: ${month.copies ? `${copiesOf(month)}, ${moneyOf(month)}` : "no sales yet"}.`;
  }
  return {
    summary,
    data: { book, ...f, copies: total.copies, amount: total.amount, byPlatform: groupBy(rows, (r) => r.platform) },
  };
}
