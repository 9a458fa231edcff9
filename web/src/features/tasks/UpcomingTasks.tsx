import { useEffect, useState } from "react";
import { useDashboardSummary } from "../dashboard/api";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, errorText, Skeleton } from "../ui";
import { useTaskMonitor, useUpdateTask } from "./api";
import { TaskListDialog } from "./TaskListDialog";
import { forgetAddTask, openedForAddTask } from "../pwa/shortcuts";
import { DueLabel, PriorityBadge } from "./TaskBits";

type Upcoming = { id: number; title: string; priority: string; dueDate: string | null; status: string };

/**
 * The first 5 pending tasks, urgent > high > medium > low; ticking completes. The rows and the overdue
 * count come with the dashboard summary (the server sorts and limits), not from the full task list.
 */
export function UpcomingTasks() {
  const { data, isLoading, error } = useDashboardSummary();
  const monitor = useTaskMonitor();
  const update = useUpdateTask();
  const [open, setOpen] = useState(openedForAddTask);
  // Shown (committed), so the shortcut's parameter can go: a reload shows the plain dashboard.
  useEffect(forgetAddTask, []);
  const list = data?.upcomingTasks ?? [];
  const overdue = data?.overdueTasks ?? 0;

  const toggle = (t: Upcoming, checked: boolean) =>
    update.mutate(
      { id: t.id, status: checked ? "completed" : "pending" },
      {
        onSuccess: () => toast({ title: checked ? "Task completed" : "Task reopened", description: t.title }),
        onError: (e) =>
          toast({ title: "Could not update the task", description: errorText(e), variant: "destructive" }),
      },
    );

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="upcoming-tasks" aria-labelledby="upcoming-tasks-title">
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-tasks-title" className="card-title text-lg">
            Upcoming Tasks
          </h2>
          {overdue > 0 && (
            <span className="badge badge-error badge-sm px-2" data-testid="overdue-count">
              {overdue} overdue
            </span>
          )}
        </div>
        {isLoading ? (
          <div data-testid="tasks-skeleton">
            <Skeleton rows={3} label="Loading tasks" className="h-10" />
          </div>
        ) : error ? (
          <ErrorAlert error={error} />
        ) : list.length === 0 ? (
          <EmptyState title="No upcoming tasks">Ask the assistant: "remind me to call KEXP tomorrow".</EmptyState>
        ) : (
          <ul className="space-y-1" data-testid="upcoming-list">
            {list.map((t) => (
              <li
                key={t.id}
                className="flex items-start gap-3 rounded-lg p-2 hover:bg-base-200/60"
                data-testid="task-row"
              >
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm checkbox-primary mt-0.5"
                  checked={t.status === "completed"}
                  aria-label={`Complete ${t.title}`}
                  disabled={update.isPending && update.variables?.id === t.id}
                  onChange={(e) => toggle(t, e.target.checked)}
                />
                <div className="min-w-0 flex-1">
                  <div className="truncate text-sm font-medium" data-testid="task-title">
                    {t.title}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <PriorityBadge priority={t.priority} />
                    <DueLabel dueDate={t.dueDate} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {monitor.data?.suggestions[0] && list.length > 0 && (
          <p className="text-xs text-base-content/80" data-testid="task-suggestion">
            {monitor.data.suggestions[0]}
          </p>
        )}
        <button type="button" className="btn btn-ghost btn-sm self-start" onClick={() => setOpen(true)}>
          View all tasks
        </button>
      </div>
      {open && <TaskListDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
