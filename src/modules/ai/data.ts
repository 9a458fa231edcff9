import { and, asc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { audiobookSales } from "../audiobooks/schema";
import { calendarEvents } from "../calendar/schema";
import { grants } from "../grants/schema";
import { invoices } from "../invoices/schema";
import type { Task } from "../tasks/schema";
import { pendingTasks } from "../tasks/service";
import { localDateKey } from "./action-runner";

/** Read-only views of the user's own data, used by the rules provider and by the model's data tools. */

const money = (n: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(n);
export const formatMoney = (n: number) => money(Math.round(n * 100) / 100);
const round2 = (n: number) => Math.round(n * 100) / 100;

const addDays = (now: Date, days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);

/** Open tasks and what is overdue / due today / due in the next 7 days: one query, the rest in memory. */
export function taskFacts(db: Db, now = new Date()) {
  const open = pendingTasks(db);
  const today = localDateKey(now);
  const weekEnd = localDateKey(addDays(now, 7));
  const byDue = (a: Task, b: Task) => a.dueDate!.localeCompare(b.dueDate!) || a.id - b.id;
  return {
    open,
    overdue: open.filter((t) => t.dueDate && t.dueDate < today).sort(byDue),
    dueToday: open.filter((t) => t.dueDate === today),
    dueThisWeek: open.filter((t) => t.dueDate && t.dueDate >= today && t.dueDate <= weekEnd).sort(byDue),
  };
}

export interface RevenueFacts {
  month: string;
  total: number;
  invoiceTotal: number;
  invoiceCount: number;
  salesTotal: number;
  salesCount: number;
}

/** Revenue this calendar month: invoices paid this month plus audiobook sales dated this month. */
export function revenueThisMonth(db: Db, now = new Date()): RevenueFacts {
  const start = localDateKey(new Date(now.getFullYear(), now.getMonth(), 1));
  const end = localDateKey(new Date(now.getFullYear(), now.getMonth() + 1, 1));
  const paid = db
    .select({ n: sql<number>`count(*)`, v: sql<number | null>`SUM(CAST(${invoices.amount} AS REAL))` })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "paid"),
        sql`substr(coalesce(${invoices.paidDate}, ${invoices.updatedAt}), 1, 10) >= ${start}`,
        sql`substr(coalesce(${invoices.paidDate}, ${invoices.updatedAt}), 1, 10) < ${end}`,
      ),
    )
    .get();
  const sales = db
    .select({ n: sql<number>`count(*)`, v: sql<number | null>`SUM(${audiobookSales.amount})` })
    .from(audiobookSales)
    .where(
      and(
        sql`substr(${audiobookSales.saleDate}, 1, 10) >= ${start}`,
        sql`substr(${audiobookSales.saleDate}, 1, 10) < ${end}`,
      ),
    )
    .get();
  const invoiceTotal = round2(Number(paid?.v ?? 0));
  const salesTotal = round2(Number(sales?.v ?? 0));
  return {
    month: now.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
    total: round2(invoiceTotal + salesTotal),
    invoiceTotal,
    invoiceCount: Number(paid?.n ?? 0),
    salesTotal,
    salesCount: Number(sales?.n ?? 0),
  };
}

export interface OutstandingInvoice {
  number: string;
  clientName: string;
  amount: number;
  dueDate: string | null;
  status: string;
  overdue: boolean;
}

/** Sent (and draft) invoices not yet paid; overdue when a sent invoice is past its due date. */
export function outstandingInvoices(db: Db, now = new Date()) {
  const today = localDateKey(now);
  const rows = db
    .select()
    .from(invoices)
    .where(ne(invoices.status, "paid"))
    .orderBy(sql`${invoices.dueDate} IS NULL`, asc(invoices.dueDate))
    .all();
  const list: OutstandingInvoice[] = rows.map((r) => ({
    number: r.number,
    clientName: r.clientName,
    amount: round2(Number(r.amount) || 0),
    dueDate: r.dueDate,
    status: r.status,
    overdue: r.status === "sent" && !!r.dueDate && r.dueDate.slice(0, 10) < today,
  }));
  const sent = list.filter((i) => i.status === "sent");
  const drafts = list.filter((i) => i.status !== "sent");
  return {
    sent,
    drafts,
    sentTotal: round2(sent.reduce((s, i) => s + i.amount, 0)),
    overdue: sent.filter((i) => i.overdue),
  };
}

/** Grants still open (discovered or applied) with a deadline from today up to `days` ahead. */
export function grantDeadlines(db: Db, days = 30, now = new Date()) {
  const today = localDateKey(now);
  const end = localDateKey(addDays(now, days));
  return db
    .select({
      title: grants.title,
      organization: grants.organization,
      deadline: grants.deadline,
      amount: grants.amount,
      status: grants.status,
    })
    .from(grants)
    .where(
      and(
        inArray(grants.status, ["discovered", "applied"]),
        sql`substr(${grants.deadline}, 1, 10) >= ${today}`,
        sql`substr(${grants.deadline}, 1, 10) <= ${end}`,
      ),
    )
    .orderBy(asc(grants.deadline))
    .all();
}

/** Calendar events from today up to `days` ahead. */
export function upcomingEvents(db: Db, days = 7, now = new Date()) {
  return db
    .select({
      title: calendarEvents.title,
      date: calendarEvents.date,
      time: calendarEvents.time,
      type: calendarEvents.type,
      location: calendarEvents.location,
    })
    .from(calendarEvents)
    .where(and(gte(calendarEvents.date, localDateKey(now)), lte(calendarEvents.date, localDateKey(addDays(now, days)))))
    .orderBy(asc(calendarEvents.date), sql`${calendarEvents.time} IS NOT NULL`, asc(calendarEvents.time))
    .all();
}

export const taskBrief = (t: Task) => ({
  id: t.id,
  title: t.title,
  priority: t.priority,
  dueDate: t.dueDate,
  category: t.category,
});
