import { and, asc, count, desc, eq, gte, lt, lte, notInArray, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { addDays, localDateKey } from "../../shared/dates";
import { audiobookSales } from "../audiobooks/schema";
import { grants } from "../grants/schema";
import { invoices } from "../invoices/schema";
import { emailDeliveries } from "../outreach/schema";
import { radioStations } from "../radio/schema";
import { tasks } from "../tasks/schema";
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
  revenue: StatCard;
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

/** Paid invoices (by paid date) plus audiobook sales (by sale date) in [from, to). */
function revenueBetween(db: Db, from: Date, to: Date) {
  const paid = db
    .select({ v: sql<number | null>`SUM(CAST(${invoices.amount} AS REAL))` })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "paid"),
        gte(invoices.paidDate, from.toISOString()),
        lt(invoices.paidDate, to.toISOString()),
      ),
    )
    .get();
  const sales = db
    .select({ v: sum(audiobookSales.amount) })
    .from(audiobookSales)
    .where(and(gte(audiobookSales.saleDate, localDateKey(from)), lt(audiobookSales.saleDate, localDateKey(to))))
    .get();
  return cents(num(paid?.v) + num(sales?.v));
}

/** Everything the dashboard shows, in one request: the four figures with their computed captions and the task widget. */
export function dashboardSummary(db: Db, now = new Date()): DashboardSummary {
  const totals = dashboardStats(db);
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
      caption: monthOverMonth(revenueBetween(db, thisStart, nextStart), revenueBetween(db, lastStart, thisStart)),
    },
    upcomingTasks,
    overdueTasks: num(overdue?.v),
  };
}
