import type { Db } from "../../db/client";
import { formatNanos } from "./amounts";

export const GROUPS = ["month", "source", "title", "store", "country"] as const;
export type IncomeGroup = (typeof GROUPS)[number];

export interface IncomeFilters {
  from?: string;
  to?: string;
  groupBy: IncomeGroup;
  /** Which date places a row in time: the sale period (default) or the day the store reported it. */
  dateBy?: "sale" | "reported";
  source?: string;
  store?: string;
  country?: string;
  title?: string;
}

/** A sum per group and currency from outside the ledger (paid invoices), already computed in SQL by its own domain. */
export interface OutsideIncome {
  key: string;
  currency: string;
  /** Whole cents (the outside amounts have two decimals). */
  cents: number;
  count: number;
}
export type OutsideIncomeSource = (db: Db, q: { from?: string; to?: string; groupBy: IncomeGroup }) => OutsideIncome[];

/**
 * Money earned outside the reports (paid invoices) is added by the domain that knows it. The income domain does not
 * read other domains' tables: the app registers such readers when it is composed (src/wiring.ts).
 */
const outside = new Map<string, OutsideIncomeSource>();
export const registerIncomeSource = (source: string, read: OutsideIncomeSource) => void outside.set(source, read);

const GROUP_SQL: Record<IncomeGroup, string> = {
  month: "substr(period_start, 1, 7)",
  source: "source",
  title: "title",
  store: "coalesce(store, '')",
  country: "coalesce(country, '')",
};

export interface IncomeGroupTotals {
  key: string;
  totals: Record<string, string>;
  quantity: number;
  rows: number;
}

/**
 * Totals per currency per group, summed in SQL as whole billionths and rounded once; currencies are never converted.
 * A period counts by its first day (the sale month, or the day of a sale).
 */
export function incomeTotals(db: Db, filters: IncomeFilters) {
  // A month given as YYYY-MM means the whole month.
  const f = {
    ...filters,
    from: filters.from?.length === 7 ? `${filters.from}-01` : filters.from,
    to: filters.to?.length === 7 ? `${filters.to}-31` : filters.to,
  };
  const where: string[] = ["pending = 0"];
  const params: (string | number)[] = [];
  const add = (clause: string, value?: string) => {
    if (value === undefined || value === "") return;
    where.push(clause);
    params.push(value);
  };
  // Stores report months late: "income for March" is either what was sold in March or what was reported in March.
  const day = f.dateBy === "reported" ? "coalesce(reported_on, period_start)" : "period_start";
  add(`${day} >= ?`, f.from);
  add(`${day} <= ?`, f.to);
  add("source = ?", f.source);
  add("coalesce(store, '') = ?", f.store);
  add("coalesce(country, '') = ?", f.country);
  add("title = ?", f.title);
  const key = f.groupBy === "month" ? `substr(${day}, 1, 7)` : GROUP_SQL[f.groupBy];
  const sums = db.$client
    .query<{ key: string; currency: string; nanos: string; quantity: number; rows: number }, (string | number)[]>(
      `SELECT ${key} AS key, currency, CAST(sum(amount_nanos) AS TEXT) AS nanos, sum(quantity) AS quantity, count(*) AS rows
       FROM income_entries WHERE ${where.join(" AND ")}
       GROUP BY 1, currency`,
    )
    .all(...params);
  const groups = new Map<string, { nanos: Map<string, bigint>; quantity: number; rows: number }>();
  const into = (k: string, currency: string, nanos: bigint, quantity: number, rows: number) => {
    const g = groups.get(k) ?? { nanos: new Map(), quantity: 0, rows: 0 };
    g.nanos.set(currency, (g.nanos.get(currency) ?? 0n) + nanos);
    g.quantity += quantity;
    g.rows += rows;
    groups.set(k, g);
  };
  for (const s of sums) into(s.key, s.currency, BigInt(s.nanos), s.quantity, s.rows);
  // Outside income has no store, country or title in the reports' sense: it joins only unfiltered views or its own source.
  const outsideApplies = (name: string) => !f.store && !f.country && !f.title && (!f.source || f.source === name);
  for (const [name, read] of outside)
    if (outsideApplies(name))
      for (const o of read(db, { from: f.from, to: f.to, groupBy: f.groupBy }))
        into(o.key, o.currency, BigInt(o.cents) * 10_000_000n, 0, o.count);

  const all = new Map<string, bigint>();
  const list: IncomeGroupTotals[] = [...groups].map(([k, g]) => {
    for (const [c, n] of g.nanos) all.set(c, (all.get(c) ?? 0n) + n);
    return { key: k, totals: money(g.nanos), quantity: g.quantity, rows: g.rows };
  });
  const size = (g: IncomeGroupTotals) => Math.max(0, ...Object.values(g.totals).map(Number));
  list.sort(
    f.groupBy === "month"
      ? (a, b) => a.key.localeCompare(b.key)
      : (a, b) => size(b) - size(a) || a.key.localeCompare(b.key),
  );
  return {
    groupBy: f.groupBy,
    dateBy: f.dateBy ?? "sale",
    from: f.from ?? null,
    to: f.to ?? null,
    groups: list,
    totals: money(all),
  };
}

const money = (m: Map<string, bigint>) =>
  Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => [c, formatNanos(n)]));

/**
 * Imported report income in one currency (invoices are counted by their own domain), optionally for sale periods
 * starting in [from, to) (date keys): what the dashboard's revenue card adds to paid invoices and audiobook sales.
 */
export function importedIncomeTotal(db: Db, currency: string, range?: { from: string; to: string }): number {
  const row = range
    ? db.$client
        .query<{ nanos: string | null }, [string, string, string]>(
          "SELECT CAST(sum(amount_nanos) AS TEXT) AS nanos FROM income_entries WHERE pending = 0 AND period_start >= ? AND period_start < ? AND currency = ?",
        )
        .get(range.from, range.to, currency)
    : db.$client
        .query<{ nanos: string | null }, [string]>(
          "SELECT CAST(sum(amount_nanos) AS TEXT) AS nanos FROM income_entries WHERE pending = 0 AND currency = ?",
        )
        .get(currency);
  return Number(formatNanos(BigInt(row?.nanos ?? "0")));
}
