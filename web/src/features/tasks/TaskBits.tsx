import { describeDay, localDateKey } from "@shared/dates";

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
