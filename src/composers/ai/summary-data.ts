import { and, asc, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { addDays, describeDay, describeMoment, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { listOf, plural } from "../../shared/text";
import { listEvents } from "../../domains/calendar/service";
import type { CalendarEvent } from "../../domains/calendar/schema";
import { daysUntil, grantsDueBetween } from "../../domains/grants/service";
import type { Grant } from "../../domains/grants/schema";
import { invoices, type Invoice } from "../../domains/invoices/schema";
import { reminders, type Reminder } from "../../domains/reminders/schema";
import { pendingTasks } from "../../domains/tasks/service";
import type { Task } from "../../domains/tasks/schema";

/**
 * The facts a summary is made of, read across the domains for a range of days. Each read is a filtered query (or
 * the cached pending-task list), so a summary stays cheap on years of data.
 */
export interface Facts {
  from: string;
  to: string;
  today: string;
  events: CalendarEvent[];
  tasksDue: Task[];
  overdueTasks: Task[];
  reminders: Reminder[];
  invoicesDue: Invoice[];
  overdueInvoices: Invoice[];
  /** Grants not applied for yet whose deadline falls in the range (or, for today, within 7 days). */
  grants: Grant[];
}

/** Sent invoices with a due date, soonest first: kept until the invoices are written (a summary is asked often). */
const sentWithDueDate = (db: Db): Invoice[] =>
  keptUntilWritten(db, "invoices", "sent with a due date", () =>
    db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, "sent"), isNotNull(invoices.dueDate)))
      .orderBy(asc(invoices.dueDate))
      .all(),
  );

export function gatherFacts(db: Db, now: Date, from: string, to: string, grantHorizon = to): Facts {
  const today = localDateKey(now);
  const open = pendingTasks(db);
  // Sent, unpaid invoices with a due date up to the end of the range (filtered in SQL: paid ones are most rows, and
  // drafts are not owed yet).
  const unpaid = sentWithDueDate(db).filter((i) => i.dueDate! <= to);
  const rangeEnd = new Date(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)) + 1);
  const rangeStart = new Date(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  const start = rangeStart > now ? rangeStart : now;
  return {
    from,
    to,
    today,
    events: listEvents(db, { from, to }),
    tasksDue: open.filter((x) => x.dueDate && x.dueDate >= from && x.dueDate <= to).sort(byDue),
    overdueTasks: open.filter((x) => x.dueDate && x.dueDate < today).sort(byDue),
    reminders: db
      .select()
      .from(reminders)
      .where(
        and(
          isNull(reminders.firedAt),
          gt(reminders.remindAt, start.toISOString()),
          lte(reminders.remindAt, rangeEnd.toISOString()),
        ),
      )
      .orderBy(asc(reminders.remindAt))
      .all()
      .filter((r) => new Date(r.remindAt) < rangeEnd),
    // Drafts are not owed yet: only sent invoices count as money due.
    invoicesDue: unpaid.filter((i) => i.status === "sent" && i.dueDate! >= from && i.dueDate! >= today),
    overdueInvoices: unpaid.filter((i) => i.status === "sent" && i.dueDate! < today),
    grants: grantsDueBetween(db, "discovered", from > today ? from : today, grantHorizon),
  };
}

const byDue = (a: Task, b: Task) => a.dueDate!.localeCompare(b.dueDate!);
const sum = (list: Invoice[]) => list.reduce((n, i) => n + Number(i.amount), 0);

export const eventLine = (e: CalendarEvent, now: Date, withDay: boolean) =>
  `${e.title} (${[withDay ? describeDay(e.date, now) : "", e.time ? describeTime(e.time) : "all day", e.location]
    .filter(Boolean)
    .join(", ")})`;
export const taskLine = (x: Task, now: Date, withDay: boolean) =>
  `"${x.title}" (${x.priority}${withDay && x.dueDate ? `, ${describeDay(x.dueDate, now)}` : ""})`;
export const invoiceLine = (i: Invoice, now: Date) =>
  `${i.number} to ${i.clientName}, ${formatMoney(Number(i.amount))} due ${describeDay(i.dueDate!, now)}`;
export const grantLine = (g: Grant, now: Date) =>
  `"${g.title}" (${g.organization}${g.amount ? `, ${formatMoney(Number(g.amount))}` : ""}), deadline ${describeDay(g.deadline!, now)}${
    daysUntil(g.deadline!, now) === 0 ? "" : ` (${plural(daysUntil(g.deadline!, now)!, "day")} left)`
  }`;

/** `listOf` the lines of the first `max` only: years of overdue items are counted, not each described. */
const firstOf = <T>(list: readonly T[], line: (x: T) => string, max = 5) =>
  list.length <= max ? listOf(list.map(line), max) : `${list.slice(0, max).map(line).join(", ")} and ${list.length - max} more`;

/** The sentences shared by the day and week summaries; `withDay` names the day of each item (a week), `day` the day's. */
export function describeFacts(f: Facts, now: Date, withDay: boolean, overdue = false, day?: string): string[] {
  const on = day ? ` ${day}` : "";
  const out: string[] = [];
  // What is overdue is told with today, or whatever day when asked for ("… and anything I've let slip").
  const includesToday = overdue || (f.from <= f.today && f.to >= f.today);
  out.push(
    f.events.length
      ? `On the calendar: ${firstOf(f.events, (e) => eventLine(e, now, withDay), 8)}.`
      : `Nothing on the calendar${on}.`,
  );
  out.push(
    f.tasksDue.length
      ? `${plural(f.tasksDue.length, "task")} due: ${firstOf(f.tasksDue, (x) => taskLine(x, now, withDay), 8)}.`
      : `No tasks due${on}.`,
  );
  if (includesToday && f.overdueTasks.length)
    out.push(
      `${plural(f.overdueTasks.length, "overdue task")}: ${firstOf(f.overdueTasks, (x) => `"${x.title}" (due ${describeDay(x.dueDate!, now)})`)}.`,
    );
  if (f.reminders.length)
    out.push(`Reminders: ${firstOf(f.reminders, (r) => `"${r.message}" at ${describeMoment(r.remindAt, now)}`)}.`);
  if (f.invoicesDue.length)
    out.push(`Invoices due to be paid: ${firstOf(f.invoicesDue, (i) => invoiceLine(i, now))}.`);
  if (includesToday && f.overdueInvoices.length)
    out.push(
      `${plural(f.overdueInvoices.length, "invoice is", "invoices are")} overdue, ${formatMoney(sum(f.overdueInvoices))} in all: ${firstOf(f.overdueInvoices, (i) => `${i.number} to ${i.clientName} (${formatMoney(Number(i.amount))})`)}.`,
    );
  if (f.grants.length) out.push(`Grant deadlines: ${firstOf(f.grants, (g) => grantLine(g, now))}.`);
  return out;
}

/** One thing worth doing now, with why. */
export interface FocusItem {
  kind: "task" | "invoice" | "grant" | "event";
  id: number;
  title: string;
  reason: string;
  score: number;
}

const taskItem = (x: Task, reason: string) => ({ kind: "task" as const, id: x.id, title: `"${x.title}"`, reason });

const PRIORITY_SCORE = { urgent: 95, high: 80, medium: 60, low: 45 } as const;
const OVERDUE_SCORE = { urgent: 115, high: 105, medium: 90, low: 70 } as const;

/**
 * Ranks what needs attention: overdue and urgent tasks, money owed past its due date, grant deadlines within 7 days
 * and today's events. Scores are coarse on purpose: the reasons, not the order of near-equals, are what helps. Ten
 * years of records can leave hundreds overdue: every one is scored and counted, only the first `limit` are described.
 */
export function focusItems(db: Db, now: Date, limit = Number.POSITIVE_INFINITY): { items: FocusItem[]; total: number } {
  const today = localDateKey(now);
  const f = gatherFacts(db, now, today, localDateKey(addDays(now, 7)));
  const ranked: { score: number; item: () => FocusItem }[] = [];
  const add = (score: number, item: () => Omit<FocusItem, "score">) => ranked.push({ score, item: () => ({ ...item(), score }) });
  const seen = new Set<number>();
  for (const x of f.overdueTasks) {
    seen.add(x.id);
    add(OVERDUE_SCORE[x.priority] + Math.min(-daysUntil(x.dueDate!, now)!, 10), () =>
      taskItem(x, `overdue since ${describeDay(x.dueDate!, now)} (${x.priority} priority)`),
    );
  }
  for (const x of f.tasksDue) {
    seen.add(x.id);
    const days = daysUntil(x.dueDate!, now)!;
    const level = x.priority === "urgent" || x.priority === "high" ? `${x.priority} priority, ` : "";
    add((days === 0 ? Math.max(PRIORITY_SCORE[x.priority], 72) : PRIORITY_SCORE[x.priority]) - days, () =>
      taskItem(x, `${level}due ${describeDay(x.dueDate!, now)}`),
    );
  }
  // Urgent or high tasks without a date still deserve a look.
  for (const x of pendingTasks(db).filter(
    (t) => !t.dueDate && (t.priority === "urgent" || t.priority === "high") && !seen.has(t.id),
  ))
    add(PRIORITY_SCORE[x.priority] - 20, () => taskItem(x, `${x.priority} priority, no due date`));
  for (const i of f.overdueInvoices)
    add(75 + Math.min(Number(i.amount) / 200, 10), () => ({
      kind: "invoice",
      id: i.id,
      title: `invoice ${i.number} to ${i.clientName}`,
      reason: `${formatMoney(Number(i.amount))} overdue since ${describeDay(i.dueDate!, now)}: chase it`,
    }));
  for (const g of f.grants) {
    const days = daysUntil(g.deadline!, now)!;
    add(88 - days, () => ({
      kind: "grant",
      id: g.id,
      title: `the "${g.title}" grant (${g.organization})`,
      reason: `deadline ${describeDay(g.deadline!, now)}${days ? `, ${plural(days, "day")} left` : ""}, not applied yet`,
    }));
  }
  for (const e of f.events.filter((x) => x.date === today && (!x.time || x.time >= localTimeKey(now))))
    add(92, () => ({ kind: "event", id: e.id, title: e.title, reason: `today${e.time ? ` at ${describeTime(e.time)}` : ""}` }));
  ranked.sort((a, b) => b.score - a.score);
  return { items: ranked.slice(0, limit).map((x) => x.item()), total: ranked.length };
}
