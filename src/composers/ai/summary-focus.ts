import type { Db } from "../../db/client";
import { addDays, describeDay, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { plural } from "../../shared/text";
import { pendingTasks } from "../../domains/tasks/service";
import { gatherFacts } from "./summary-data";

/** One thing worth doing now, with why. */
export interface FocusItem {
  kind: "task" | "invoice" | "grant" | "event";
  id: number;
  title: string;
  reason: string;
  score: number;
}

const PRIORITY_SCORE = { urgent: 95, high: 80, medium: 60, low: 45 } as const;
const OVERDUE_SCORE = { urgent: 115, high: 105, medium: 90, low: 70 } as const;

/**
 * Ranks what needs attention: overdue and urgent tasks, money owed past its due date, grant deadlines within 7 days
 * and today's events. Scores are coarse on purpose: the reasons, not the order of near-equals, are what helps.
 */
export function focusItems(db: Db, now: Date): FocusItem[] {
  const today = localDateKey(now);
  const f = gatherFacts(db, now, today, localDateKey(addDays(now, 7)));
  const daysTo = (key: string) =>
    Math.round((new Date(`${key}T00:00:00`).getTime() - addDays(now, 0).getTime()) / 86_400_000);
  const items: FocusItem[] = [];
  for (const x of f.overdueTasks) {
    const late = -daysTo(x.dueDate!);
    items.push({
      kind: "task",
      id: x.id,
      title: `"${x.title}"`,
      reason: `overdue since ${describeDay(x.dueDate!, now)} (${x.priority} priority)`,
      score: OVERDUE_SCORE[x.priority] + Math.min(late, 10),
    });
  }
  for (const x of f.tasksDue) {
    const days = daysTo(x.dueDate!);
    items.push({
      kind: "task",
      id: x.id,
      title: `"${x.title}"`,
      reason: `${x.priority === "urgent" || x.priority === "high" ? `${x.priority} priority, ` : ""}due ${describeDay(x.dueDate!, now)}`,
      score: (days === 0 ? Math.max(PRIORITY_SCORE[x.priority], 72) : PRIORITY_SCORE[x.priority]) - days,
    });
  }
  // Urgent or high tasks without a date still deserve a look.
  const seen = new Set(items.map((i) => i.id));
  for (const x of pendingTasks(db).filter(
    (t) => !t.dueDate && (t.priority === "urgent" || t.priority === "high") && !seen.has(t.id),
  ))
    items.push({
      kind: "task",
      id: x.id,
      title: `"${x.title}"`,
      reason: `${x.priority} priority, no due date`,
      score: PRIORITY_SCORE[x.priority] - 20,
    });
  for (const i of f.overdueInvoices)
    items.push({
      kind: "invoice",
      id: i.id,
      title: `invoice ${i.number} to ${i.clientName}`,
      reason: `${formatMoney(Number(i.amount))} overdue since ${describeDay(i.dueDate!, now)}: chase it`,
      score: 75 + Math.min(Number(i.amount) / 200, 10),
    });
  for (const g of f.grants) {
    const days = daysTo(g.deadline!);
    items.push({
      kind: "grant",
      id: g.id,
      title: `the "${g.title}" grant (${g.organization})`,
      reason: `deadline ${describeDay(g.deadline!, now)}${days ? `, ${plural(days, "day")} left` : ""}, not applied yet`,
      score: 88 - days,
    });
  }
  for (const e of f.events.filter((x) => x.date === today && (!x.time || x.time >= localTimeKey(now))))
    items.push({
      kind: "event",
      id: e.id,
      title: e.title,
      reason: `today${e.time ? ` at ${describeTime(e.time)}` : ""}`,
      score: 92,
    });
  return items.sort((a, b) => b.score - a.score);
}
