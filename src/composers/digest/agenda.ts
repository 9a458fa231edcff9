import { and, asc, eq, gte, inArray, isNotNull, lt, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ownerProfile } from "../../lib/owner-profile";
import { addDays, describeDay, describeTime, localDateKey, parseDateKey } from "../../shared/dates";
import { formatAmount } from "../../shared/money";
import { calendarEvents } from "../../domains/calendar/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { reminders } from "../../domains/reminders/schema";
import { tasks } from "../../domains/tasks/schema";

/** Grants whose deadline falls within this many days are listed. */
export const GRANT_HORIZON_DAYS = 14;

export interface Agenda {
  day: string;
  tasks: { title: string; priority: string; dueDate: string | null; overdue: boolean }[];
  events: { title: string; time: string | null; location: string }[];
  reminders: { message: string; at: string }[];
  overdueInvoices: { number: string; clientName: string; amount: string; dueDate: string }[];
  grantDeadlines: { title: string; organization: string; deadline: string }[];
}

/**
 * The day at a glance, read across domains like the dashboard does (the digest sits above them): tasks due today or
 * already late, today's events and reminders, unpaid invoices past due, grant deadlines coming up.
 */
export function buildAgenda(db: Db, now = new Date()): Agenda {
  const day = localDateKey(now);
  const start = addDays(now, 0).toISOString();
  const end = addDays(now, 1).toISOString();
  const horizon = localDateKey(addDays(now, GRANT_HORIZON_DAYS));
  const locale = ownerProfile(db);
  return {
    day,
    tasks: db
      .select()
      .from(tasks)
      .where(and(eq(tasks.status, "pending"), isNotNull(tasks.dueDate), lte(tasks.dueDate, day)))
      .orderBy(asc(tasks.dueDate))
      .all()
      .map((t) => ({ title: t.title, priority: t.priority, dueDate: t.dueDate, overdue: (t.dueDate ?? day) < day })),
    events: db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.date, day))
      .orderBy(asc(calendarEvents.time))
      .all()
      .map((e) => ({ title: e.title, time: e.time, location: e.location })),
    reminders: db
      .select()
      .from(reminders)
      .where(and(gte(reminders.remindAt, start), lt(reminders.remindAt, end)))
      .orderBy(asc(reminders.remindAt))
      .all()
      .map((r) => ({ message: r.message, at: describeTime(new Date(r.remindAt)) })),
    overdueInvoices: db
      .select()
      .from(invoices)
      .where(
        and(
          ne(invoices.status, "paid"),
          ne(invoices.status, "draft"),
          isNotNull(invoices.dueDate),
          lt(invoices.dueDate, day),
        ),
      )
      .orderBy(asc(invoices.dueDate))
      .all()
      .map((i) => ({
        number: i.number,
        clientName: i.clientName,
        amount: formatAmount(i.amount, i.currency, locale.locale),
        dueDate: i.dueDate!,
      })),
    grantDeadlines: db
      .select()
      .from(grants)
      .where(
        and(
          inArray(grants.status, ["discovered", "applied"]),
          isNotNull(grants.deadline),
          gte(grants.deadline, day),
          lte(grants.deadline, horizon),
        ),
      )
      .orderBy(asc(grants.deadline))
      .all()
      .map((g) => ({ title: g.title, organization: g.organization, deadline: g.deadline! })),
  };
}

const section = (title: string, lines: string[], empty: string) =>
  [title, ...(lines.length ? lines.map((l) => `  • ${l}`) : [`  ${empty}`])].join("\n");

/** The e-mail: a subject and a plain-text body a person reads on a phone over breakfast. */
export function renderAgenda(agenda: Agenda, now = new Date(), name?: string | null) {
  const count = agenda.tasks.length + agenda.events.length + agenda.reminders.length;
  const when = (d: string) => describeDay(d, now);
  const dayLabel = (parseDateKey(agenda.day) ?? now).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
  });
  const body = [
    `Good morning${name ? `, ${name}` : ""}! Here is your day, ${dayLabel}.`,
    "",
    section(
      "Tasks",
      agenda.tasks.map(
        (t) =>
          `${t.title}${t.overdue ? ` (late: was due ${when(t.dueDate!)})` : ""}${t.priority === "urgent" || t.priority === "high" ? ` [${t.priority}]` : ""}`,
      ),
      "Nothing due today.",
    ),
    "",
    section(
      "Events",
      agenda.events.map(
        (e) => `${e.time ? describeTime(e.time) : "All day"} ${e.title}${e.location ? ` at ${e.location}` : ""}`,
      ),
      "No events today.",
    ),
    "",
    section(
      "Reminders",
      agenda.reminders.map((r) => `${r.at} ${r.message}`),
      "No reminders today.",
    ),
    "",
    section(
      "Overdue invoices",
      agenda.overdueInvoices.map((i) => `${i.number} to ${i.clientName}, ${i.amount}, was due ${when(i.dueDate)}`),
      "None: every sent invoice is paid or not yet due.",
    ),
    "",
    section(
      "Grant deadlines",
      agenda.grantDeadlines.map((g) => `${g.title} (${g.organization}), ${when(g.deadline)}`),
      `No deadlines in the next ${GRANT_HORIZON_DAYS} days.`,
    ),
    "",
    "Sent by Sunshine. Change the time with SUNSHINE_DIGEST_AT, or unset it to stop these e-mails.",
  ].join("\n");
  const subject = `Your agenda for ${dayLabel}: ${count === 0 ? "a clear day" : `${count} thing${count === 1 ? "" : "s"}`}`;
  return { subject, text: body };
}
