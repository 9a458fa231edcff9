import type { Db } from "../../db/client";
import { addDays, describeDay, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { plural } from "../../shared/text";
import { pendingTasks } from "../../domains/tasks/service";
import type { Task } from "../../domains/tasks/schema";
import { gatherFacts } from "./summary-data";

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
  const daysTo = (key: string) =>
    Math.round((new Date(`${key}T00:00:00`).getTime() - addDays(now, 0).getTime()) / 86_400_000);
  const ranked: { score: number; item: () => FocusItem }[] = [];
  const add = (score: number, item: () => Omit<FocusItem, "score">) => ranked.push({ score, item: () => ({ ...item(), score }) });
  const seen = new Set<number>();
  for (const x of f.overdueTasks) {
    seen.add(x.id);
    add(OVERDUE_SCORE[x.priority] + Math.min(-daysTo(x.dueDate!), 10), () =>
      taskItem(x, `overdue since ${describeDay(x.dueDate!, now)} (${x.priority} priority)`),
    );
  }
  for (const x of f.tasksDue) {
    seen.add(x.id);
    const days = daysTo(x.dueDate!);
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
    const days = daysTo(g.deadline!);
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
