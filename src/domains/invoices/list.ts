import { and, desc, eq, isNotNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import { ownerProfile } from "../../lib/owner-profile";
import { localDateKey } from "../../shared/dates";
import { invoices } from "./schema";
import { withLines, type InvoiceWithLines } from "./service";

export type InvoiceFilter = "draft" | "sent" | "paid" | "overdue";
export interface InvoiceListFilters {
  status?: InvoiceFilter;
  q?: string;
}

/** Overdue in SQL, the same rule as `isOverdue`: not paid and the due day has begun. */
const overdue = (now: Date) =>
  and(
    ne(invoices.status, "paid"),
    isNotNull(invoices.dueDate),
    sql`substr(${invoices.dueDate}, 1, 10) <= ${localDateKey(now)}`,
  );

function where(f: InvoiceListFilters, now: Date): SQL | undefined {
  const status = f.status === "overdue" ? overdue(now) : f.status ? eq(invoices.status, f.status) : undefined;
  const q = f.q?.trim();
  const text = q
    ? or(
        containsText(invoices.clientName, q),
        containsText(invoices.number, q),
        containsText(invoices.description, q),
        containsText(invoices.clientEmail, q),
      )
    : undefined;
  return and(status, text);
}

/** One page of invoices, newest first, each with its lines (one query for the page's lines). */
export function listInvoicesPage(
  db: Db,
  f: InvoiceListFilters,
  page: PageParams,
  now = new Date(),
): Page<InvoiceWithLines> {
  const w = where(f, now);
  const rows = pageOf(db, invoices, w, [desc(invoices.createdAt), desc(invoices.id)], page);
  return { rows: withLines(db, rows.rows), total: rows.total };
}

export interface InvoiceSummary {
  currency: string;
  totalRevenue: number;
  outstanding: number;
  overdueCount: number;
  overdueAmount: number;
  total: number;
  /** Invoices in other currencies are counted in `total` but not summed with these amounts. */
  otherCurrencies: string[];
}

/** The summary cards, computed by SQLite over every invoice (not just the loaded page). */
export function invoiceSummary(db: Db, now = new Date()): InvoiceSummary {
  const currency = ownerProfile(db).currency;
  const cents = (cond: SQL | undefined) =>
    sql<number>`COALESCE(SUM(CASE WHEN ${cond} AND ${invoices.currency} = ${currency} THEN CAST(ROUND(CAST(${invoices.amount} AS REAL) * 100) AS INTEGER) ELSE 0 END), 0)`;
  const row = db
    .select({
      revenue: cents(eq(invoices.status, "paid")),
      outstanding: cents(eq(invoices.status, "sent")),
      overdueAmount: cents(overdue(now)),
      overdueCount: sql<number>`COALESCE(SUM(CASE WHEN ${overdue(now)} THEN 1 ELSE 0 END), 0)`,
      total: sql<number>`COUNT(*)`,
    })
    .from(invoices)
    .get()!;
  const others = db
    .selectDistinct({ c: invoices.currency })
    .from(invoices)
    .where(ne(invoices.currency, currency))
    .all()
    .map((r) => r.c);
  return {
    currency,
    totalRevenue: row.revenue / 100,
    outstanding: row.outstanding / 100,
    overdueCount: row.overdueCount,
    overdueAmount: row.overdueAmount / 100,
    total: row.total,
    otherCurrencies: others,
  };
}
