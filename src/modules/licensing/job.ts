import { Cron } from "croner";
import { and, inArray, isNotNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import { notify } from "../notifications/service";
import { promotionalActivities } from "../promotion/schema";
import { actionItems, licensingOpportunities } from "./schema";

const DAY = 86_400_000;
/** Opportunity deadlines this close raise a bell notification. */
export const DEADLINE_WARNING_DAYS = 3;
/** Planned promotion activities starting within this window raise one. */
export const ACTIVITY_WARNING_HOURS = 24;

const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const niceDay = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Bell notifications for the licensing and promotion work (each once, by dedupeKey):
 * overdue action items, opportunity deadlines within 3 days, and planned promotion activities in the next 24 hours.
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
    const n = notify(db, {
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
    const n = notify(db, {
      kind: "opportunity_deadline",
      title: `Deadline ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}: ${o.title}`,
      body: `${o.company} (${o.type}) closes ${niceDay(deadline)}. Submit a song from the Opportunities tab.`,
      link: "/licensing",
      dedupeKey: `opportunity-deadline-${o.id}-${deadline}`,
    });
    if (n) raised++;
  }

  const acts = db
    .select()
    .from(promotionalActivities)
    .where(and(isNotNull(promotionalActivities.scheduledDate), inArray(promotionalActivities.status, ["planned"])))
    .all();
  for (const a of acts) {
    // datetime-local values carry no zone; they are read as UTC like every other stored time.
    const at = Date.parse(
      a.scheduledDate!.length === 10
        ? `${a.scheduledDate}T00:00:00Z`
        : /Z|[+-]\d{2}:?\d{2}$/.test(a.scheduledDate!)
          ? a.scheduledDate!
          : `${a.scheduledDate}Z`,
    );
    if (Number.isNaN(at) || at < now.getTime() || at - now.getTime() > ACTIVITY_WARNING_HOURS * 3_600_000) continue;
    const n = notify(db, {
      kind: "promotion_activity_soon",
      title: `Coming up: ${a.title}`,
      body: `${a.type.replace(/_/g, " ")} on ${a.channel}, scheduled ${niceDay(a.scheduledDate!)}.`,
      link: "/audiobook-promotion",
      dedupeKey: `promotion-activity-${a.id}-${a.scheduledDate}`,
    });
    if (n) raised++;
  }
  return raised;
}

/** Background job: hourly (and once at start-up). The clock is a parameter so tests can drive it. */
export const licensingReminderJob = ({ db }: AppDeps, clock: () => Date = () => new Date()) => {
  const run = () => {
    try {
      licensingReminders(db, clock());
    } catch (e) {
      console.error("Licensing reminders failed", e);
    }
  };
  run();
  const cron = new Cron("7 * * * *", { protect: true }, run);
  return () => cron.stop();
};
