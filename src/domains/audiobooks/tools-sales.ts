import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { t } from "elysia";
import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { answersAt } from "../../lib/tool-shapes";
import { periodSaid, readPeriod, type Period as SaidPeriod } from "../../lib/understand/period";
import type { When } from "../../lib/understand/when";
import { describeDay, localDateKey, monthRange, weekRange } from "../../shared/dates";
import { formatMoney, round2 } from "../../shared/money";
import { plural } from "../../shared/text";
import { audiobookSales } from "./schema";
import type { BookRef } from "./books";

/** Sales figures for the read tools, summed in SQL so ten years of sales rows stay cheap to ask about. */

export const atBooks = answersAt("/audiobooks");

const DAY = { pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
export const periodInput = {
  from: t.Optional(t.String({ ...DAY, description: "First day, YYYY-MM-DD (omit for all time)" })),
  to: t.Optional(t.String({ ...DAY, description: "Last day, YYYY-MM-DD" })),
  label: t.Optional(
    t.String({ maxLength: 60, description: "How to name the period in the answer, e.g. 'last month'" }),
  ),
};
export const platformInput = t.Optional(
  t.String({ minLength: 1, maxLength: 100, description: "Only this platform, e.g. Audible" }),
);

/** A stretch of days asked about (all time when neither end is given), and how an answer names it. */
type Period = Partial<Omit<SaidPeriod, "text">>;

/** The period slots of a question ("this month", "since september", "in 2025", "q3") through the shared reader. */
export interface PeriodSlots {
  when?: When;
  since?: When;
  year?: number;
  quarter?: string;
}
export function periodOf({ when, since, year, quarter }: PeriodSlots, now: Date): Period {
  const p =
    periodSaid({ when: since ?? when, year, since: !!since }, now) ?? (quarter ? readPeriod(quarter, now) : undefined);
  if (!p) return {};
  if (p.from || p.to) return { from: p.from, to: p.to, label: p.label };
  // A day or a stretch chrono knows and the period reader does not ("last friday", "since monday").
  if (since) return { from: since.date, to: localDateKey(now), label: `since ${describeDay(since.date, now)}` };
  if (!when) return {};
  const to = when.endDate ?? when.date;
  return { from: when.date, to, label: spanLabel({ from: when.date, to }, now) };
}

/** How an answer names a period given by its days (the model's arguments carry no label). */
export function spanLabel({ from, to, label }: Period, now: Date): string {
  if (label) return label;
  if (!from && !to) return "all time";
  if (!to) return `since ${describeDay(from!, now)}`;
  if (!from) return `until ${describeDay(to, now)}`;
  const month = monthRange(new Date(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1));
  if (month.from === from && month.to === to)
    return month.from === monthRange(now).from ? "this month" : `in ${month.label}`;
  const week = weekRange(now);
  if (week.from === from && week.to === to) return "this week";
  const day = describeDay(from, now);
  if (from === to) return day === "today" || day === "yesterday" ? day : `on ${day}`;
  return `from ${day} to ${describeDay(to, now)}`;
}

/** "at 12.50 each", "priced at 12.50": an amount the date reader took for a time of day. */
export const clockAmount = (w: When | undefined) => (w?.time ? Number(w.time.replace(":", ".")) : undefined);

/** Copies and money per book, platform and currency; kept until a sale is written (ten years of sales add up). */
export function salesRows(db: Db, f: Omit<Period, "label"> & { ids?: number[]; platform?: string }) {
  const s = audiobookSales;
  const where = and(
    f.ids?.length ? inArray(s.audiobookId, f.ids) : undefined,
    f.from ? gte(s.saleDate, f.from) : undefined,
    f.to ? lte(s.saleDate, f.to) : undefined,
    f.platform ? eq(sql`lower(${s.platform})`, f.platform.toLowerCase()) : undefined,
  );
  const read = () =>
    db
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
  return keptUntilWritten(db, "audiobook_sales", JSON.stringify([f.from, f.to, f.ids, f.platform]), read);
}
type SalesRow = ReturnType<typeof salesRows>[number];

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

const platformLines = (rows: SalesRow[]) =>
  groupBy(rows, (r) => r.platform).map((g) => `${g.key} ${copiesOf(g)} (${moneyOf(g)})`);

/** One book's sales in a period (optionally on one platform), with the platform breakdown. */
export function bookSalesSummary(db: Db, book: BookRef, f: Period & { platform?: string }, now: Date) {
  const rows = salesRows(db, { ...f, ids: [book.id] });
  const label = spanLabel(f, now);
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
