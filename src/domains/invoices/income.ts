import type { Db } from "../../db/client";

const GROUP_SQL = {
  month: "substr(day, 1, 7)",
  source: "'Invoices'",
  store: "'Invoices'",
  title: "description",
  country: "''",
} as const;

/**
 * Paid invoices as income: sums per group and currency, in whole cents, computed in SQL. The income ledger adds these
 * beside the store reports (linked in src/wiring.ts); an invoice counts on the day it was paid.
 */
export function paidInvoiceTotals(
  db: Db,
  q: { from?: string; to?: string; groupBy: keyof typeof GROUP_SQL },
): { key: string; currency: string; cents: number; count: number }[] {
  const where = ["status = 'paid'"];
  const params: string[] = [];
  if (q.from) where.push("day >= ?") && params.push(q.from);
  if (q.to) where.push("day <= ?") && params.push(q.to.length === 7 ? `${q.to}-31` : q.to);
  return db.$client
    .query<{ key: string; currency: string; cents: number; count: number }, string[]>(
      `SELECT ${GROUP_SQL[q.groupBy]} AS key, currency, sum(CAST(round(CAST(amount AS REAL) * 100) AS INTEGER)) AS cents, count(*) AS count
       FROM (SELECT *, coalesce(paid_date, substr(updated_at, 1, 10)) AS day FROM invoices)
       WHERE ${where.join(" AND ")} GROUP BY 1, currency`,
    )
    .all(...params);
}
