import type { Db } from "../../db/client";
import { cronJob } from "../../lib/cron-job";
import type { AppDeps } from "../../lib/deps";
import { describeDay } from "../../shared/dates";
import { notify } from "../notifications/service";
import { overdueTasks } from "./service";

/** One bell notification per task per due date once it is overdue (dedupeKey stops repeats across runs). */
export function notifyOverdueTasks(db: Db, now = new Date()): number {
  let raised = 0;
  for (const task of overdueTasks(db, now)) {
    const n = notify(db, {
      kind: "task_overdue",
      title: `Overdue: ${task.title}`,
      body: `This ${task.priority}-priority task was due ${describeDay(task.dueDate!, now)}.`,
      link: "/",
      dedupeKey: `task-overdue-${task.id}-${task.dueDate}`,
    });
    if (n) raised++;
  }
  return raised;
}

/** Background job: the 30-minute task monitor (spec §9), also run once at start-up. */
export const taskMonitorJob = ({ db }: AppDeps, clock: () => Date = () => new Date()) =>
  cronJob("*/30 * * * *", "Task monitor", () => notifyOverdueTasks(db, clock()));
