import { raiseNotice } from "../../lib/events";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { hourlyJob, utcDayLabel } from "../../lib/cron-job";
import type { AppDeps } from "../../lib/deps";
import { promotionalActivities } from "./schema";

/** Planned promotion activities starting within this window raise a bell notification. */
export const ACTIVITY_WARNING_HOURS = 24;

const niceDay = utcDayLabel;

/** Bell notifications for planned promotion activities in the next 24 hours (each once, by dedupeKey). */
export function promotionReminders(db: Db, now = new Date()): number {
  let raised = 0;
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
    const n = raiseNotice(db, {
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
export const promotionReminderJob = ({ db }: AppDeps, clock: () => Date = () => new Date()) =>
  hourlyJob([9], "Promotion reminders", () => promotionReminders(db, clock()));
