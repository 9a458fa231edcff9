import { raiseNotice } from "../../lib/events";
import { and, inArray, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hourlyJob, utcDayLabel } from "../../lib/cron-job";
import type { AppDeps } from "../../lib/deps";
import { actionItems, licensingOpportunities } from "./schema";

const DAY = 86_400_000;
/** Opportunity deadlines this close raise a bell notification. */
export const DEADLINE_WARNING_DAYS = 3;

const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const niceDay = utcDayLabel;

/**
 * Bell notifications for the licensing work (each once, by dedupeKey):
 * overdue action items and opportunity deadlines within 3 days.
 */
export function licensingReminders(db: Db, now = new Date()): number {
  let raised = 0;
  const today = dayKey(now);
  const items = db
    .select()
    .from(actionItems)
    .where(and(isNotNull(actionItems.dueDate), ne(actionItems.status, "completed")))
    .all();
  for (const item of items) {
    if (item.dueDate!.slice(0, 10) >= today) continue;
    const n = raiseNotice(db, {
      kind: "action_item_overdue",
      title: `Overdue: ${item.title}`,
      body: `This ${item.priority}-priority licensing task was due ${niceDay(item.dueDate!)} and is still ${item.status.replace("_", " ")}.`,
      link: "/licensing",
      dedupeKey: `action-item-overdue-${item.id}-${item.dueDate}`,
    });
    if (n) raised++;
  }

  const opps = db
    .select()
    .from(licensingOpportunities)
    .where(
      and(isNotNull(licensingOpportunities.deadline), inArray(licensingOpportunities.status, ["active", "pending"])),
    )
    .all();
  for (const o of opps) {
    const deadline = o.deadline!.slice(0, 10);
    const days = Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
    if (days < 0 || days > DEADLINE_WARNING_DAYS) continue;
    const n = raiseNotice(db, {
      kind: "opportunity_deadline",
      title: `Deadline ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}: ${o.title}`,
      body: `${o.company} (${o.type}) closes ${niceDay(deadline)}. Submit a song from the Opportunities tab.`,
      link: "/licensing",
      dedupeKey: `opportunity-deadline-${o.id}-${deadline}`,
    });
    if (n) raised++;
  }

  return raised;
}

/** Background job: hourly (and once at start-up). The clock is a parameter so tests can drive it. */
export const licensingReminderJob = ({ db }: AppDeps, clock: () => Date = () => new Date()) =>
  hourlyJob([7], "Licensing reminders", () => licensingReminders(db, clock()));
