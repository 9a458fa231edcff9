import { raiseNotice } from "../../lib/events";
import type { Db } from "../../db/client";
import { hourlyJob } from "../../lib/cron-job";
import type { AppDeps } from "../../lib/deps";
import { describeDay, localDateKey } from "../../shared/dates";
import { anyPendingDueBefore, overdueDigest } from "./service";

/**
 * The plain query first (tomorrow's UTC date is on or after today's local date in every time zone): most checks find
 * nothing late and never read the local clock, whose first use loads the time zone's rules (~3 MiB that stay).
 *
 * One bell notification per day for everything overdue ("12 tasks are overdue"), not one per task: after years of
 * use hundreds of tasks can be late at once and the bell would drown. The day in the dedupeKey stops repeats; the
 * count and the three oldest titles come from SQL without loading every late task.
 */
export function notifyOverdueTasks(db: Db, now = new Date()): number {
  if (!anyPendingDueBefore(db, new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10))) return 0;
  const { count, oldest } = overdueDigest(db, now);
  if (!count) return 0;
  const first = oldest[0]!;
  const title =
    count === 1 ? `1 task is overdue: ${first.title}` : `${count.toLocaleString("en-US")} tasks are overdue`;
  const named = oldest.map((t) => `"${t.title}" (due ${describeDay(t.dueDate!, now)})`).join(", ");
  const n = raiseNotice(db, {
    kind: "task_overdue",
    title,
    body: count === 1 ? `This ${first.priority}-priority task was due ${describeDay(first.dueDate!, now)}.` : `Oldest first: ${named}${count > oldest.length ? ", …" : ""}.`,
    link: "/",
    dedupeKey: `tasks-overdue-${localDateKey(now)}`,
  });
  return n ? 1 : 0;
}

/**
 * Background job: the 30-minute task monitor. Its first check waits a moment after start-up so the first
 * requests (and the cold-start time) never queue behind it.
 */
export const taskMonitorJob = (
  { db }: AppDeps,
  clock: () => Date = () => new Date(),
  firstRunDelayMs = 3000,
): (() => void) => {
  let stopCron: () => void = () => {};
  const timer = setTimeout(() => {
    stopCron = hourlyJob([0, 30], "Task monitor", () => notifyOverdueTasks(db, clock()));
  }, firstRunDelayMs);
  return () => {
    clearTimeout(timer);
    stopCron();
  };
};
