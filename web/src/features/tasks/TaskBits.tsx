import { describeDay, localDateKey } from "@shared/dates";
import { repeatWords } from "@shared/repeat-words";

const BADGE: Record<string, string> = {
  urgent: "badge-error",
  high: "badge-warning",
  medium: "badge-info",
  low: "badge-ghost",
};

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span className={`badge badge-sm px-2 ${BADGE[priority] ?? "badge-ghost"}`} data-priority={priority}>
      {priority}
    </span>
  );
}

/** "↻ every Monday": how a task or reminder repeats (set by saying "every Monday" to the assistant). */
export function RepeatLabel({ rule }: { rule?: string | null }) {
  const words = repeatWords(rule);
  return words ? (
    <span className="text-xs text-base-content/80" data-testid="repeats" title={`Repeats ${words}`}>
      ↻ {words}
    </span>
  ) : null;
}

/** "Due today", "Due tomorrow", "Due Mar 31"; red when overdue. */
export function DueLabel({ dueDate, done }: { dueDate: string | null; done?: boolean }) {
  if (!dueDate) return null;
  const overdue = !done && dueDate < localDateKey(new Date());
  return (
    <span className={`text-xs ${overdue ? "font-semibold text-error" : "text-base-content/80"}`} data-testid="task-due">
      {overdue ? "Overdue · " : ""}Due {describeDay(dueDate)}
    </span>
  );
}
