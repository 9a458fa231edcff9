import { and, asc, count, desc, eq, gte, lt, lte, ne, notInArray, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ownerProfile } from "../../lib/owner-profile";
import { addDays, localDateKey } from "../../shared/dates";
import { audiobookSales } from "../../domains/audiobooks/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { importedIncomeTotal } from "../../domains/income/totals";
import { emailDeliveries } from "../../domains/outreach/schema";
import { radioStations } from "../../domains/radio/schema";
import { tasks } from "../../domains/tasks/schema";
import { deadlinesSoon, monthOverMonth, newThisWeek, type Caption } from "./captions";
import { dashboardStats } from "./service";

/** Grant deadlines this many days ahead count as "soon". */
export const DEADLINE_WINDOW_DAYS = 14;
const UPCOMING_TASKS = 5;

export interface StatCard {
  value: number;
  caption: Caption;
}
export interface DashboardSummary {
  emailsSent: StatCard;
  radioStations: StatCard;
  grantOpportunities: StatCard;
  /** In the owner's currency; money received in other currencies is listed, never added in at a made-up rate. */
  revenue: StatCard & { currency: string; otherCurrencies: string[] };
  /** The first pending tasks, urgent > high > medium > low, then the nearest due date. */
  upcomingTasks: { id: number; title: string; priority: string; dueDate: string | null; status: string }[];
  overdueTasks: number;
}

const num = (v: unknown) => Number(v ?? 0) || 0;
const cents = (v: number) => Math.round(v * 100) / 100;

/** Local month boundaries as instants (for ISO timestamp columns) and as date keys (for YYYY-MM-DD columns). */
function months(now: Date) {
  const start = (offset: number) => new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return {
    lastStart: start(-1),
    thisStart: start(0),
    nextStart: start(1),
  };
}

function emailsBetween(db: Db, from: Date, to: Date) {
  const row = db
    .select({ v: count() })
    .from(emailDeliveries)
    .where(
      and(
        eq(emailDeliveries.status, "sent"),
        gte(emailDeliveries.sentAt, from.toISOString()),
        lt(emailDeliveries.sentAt, to.toISOString()),
      ),
    )
    .get();
  return num(row?.v);
}

/** Paid invoices (by paid date), audiobook sales (by sale date) and imported reports (by sale period) in [from, to), in one currency. */
function revenueBetween(db: Db, from: Date, to: Date, currency: string) {
  const paid = db
    .select({ v: sql<number | null>`SUM(CAST(${invoices.amount} AS REAL))` })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "paid"),
        eq(invoices.currency, currency),
        gte(invoices.paidDate, from.toISOString()),
        lt(invoices.paidDate, to.toISOString()),
      ),
    )
    .get();
  const sales = db
    .select({ v: sum(audiobookSales.amount) })
    .from(audiobookSales)
    .where(
      and(
        eq(audiobookSales.currency, currency),
        gte(audiobookSales.saleDate, localDateKey(from)),
        lt(audiobookSales.saleDate, localDateKey(to)),
      ),
    )
    .get();
  const imported = importedIncomeTotal(db, currency, { from: localDateKey(from), to: localDateKey(to) });
  return cents(num(paid?.v) + num(sales?.v) + imported);
}

/** Currencies of paid invoices and sales other than the owner's (they are not converted, so not summed). */
function otherCurrencies(db: Db, currency: string): string[] {
  const rows = db
    .select({ c: invoices.currency })
    .from(invoices)
    .where(and(eq(invoices.status, "paid"), ne(invoices.currency, currency)))
    .groupBy(invoices.currency)
    .union(
      db
        .select({ c: audiobookSales.currency })
        .from(audiobookSales)
        .where(ne(audiobookSales.currency, currency))
        .groupBy(audiobookSales.currency),
    )
    .all();
  return [...new Set(rows.map((r) => r.c))].sort();
}

/** Everything the dashboard shows, in one request: the four figures with their computed captions and the task widget. */
export function dashboardSummary(db: Db, now = new Date()): DashboardSummary {
  const currency = ownerProfile(db).currency;
  const totals = dashboardStats(db, currency);
  const { lastStart, thisStart, nextStart } = months(now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const today = localDateKey(now);
  const horizon = localDateKey(addDays(now, DEADLINE_WINDOW_DAYS));

  const newStations = db.select({ v: count() }).from(radioStations).where(gte(radioStations.createdAt, weekAgo)).get();
  const dueGrants = db
    .select({ v: count() })
    .from(grants)
    .where(
      and(
        gte(grants.deadline, today),
        lte(grants.deadline, horizon),
        notInArray(grants.status, ["awarded", "rejected"]),
      ),
    )
    .get();
  const rank = sql`CASE ${tasks.priority} WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;
  const upcomingTasks = db
    .select({
      id: tasks.id,
      title: tasks.title,
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      status: tasks.status,
    })
    .from(tasks)
    .where(eq(tasks.status, "pending"))
    .orderBy(rank, sql`${tasks.dueDate} IS NULL`, asc(tasks.dueDate), desc(tasks.id))
    .limit(UPCOMING_TASKS)
    .all();
  const overdue = db
    .select({ v: count() })
    .from(tasks)
    .where(and(eq(tasks.status, "pending"), lt(tasks.dueDate, today)))
    .get();

  return {
    emailsSent: {
      value: totals.emailsSent,
      caption: monthOverMonth(emailsBetween(db, thisStart, nextStart), emailsBetween(db, lastStart, thisStart)),
    },
    radioStations: { value: totals.radioStations, caption: newThisWeek(num(newStations?.v)) },
    grantOpportunities: {
      value: totals.grantOpportunities,
      caption: deadlinesSoon(num(dueGrants?.v), DEADLINE_WINDOW_DAYS),
    },
    revenue: {
      value: totals.revenue,
      caption: monthOverMonth(
        revenueBetween(db, thisStart, nextStart, currency),
        revenueBetween(db, lastStart, thisStart, currency),
      ),
      currency,
      otherCurrencies: otherCurrencies(db, currency),
    },
    upcomingTasks,
    overdueTasks: num(overdue?.v),
  };
}
