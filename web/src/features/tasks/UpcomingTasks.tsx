import { useState } from "react";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { PRIORITY_RANK, useTaskMonitor, useTasks, useUpdateTask, type Task } from "./api";
import { TaskListDialog } from "./TaskListDialog";
import { DueLabel, PriorityBadge } from "./TaskBits";

/** Spec §4: pending tasks only, urgent > high > medium > low, the first 5; ticking completes. */
export function upcoming(tasks: Task[] | undefined): Task[] {
  return (tasks ?? [])
    .filter((t) => t.status === "pending")
    .sort((a, b) => (PRIORITY_RANK[a.priority] ?? 9) - (PRIORITY_RANK[b.priority] ?? 9))
    .slice(0, 5);
}

export function UpcomingTasks() {
  const { data, isLoading, error } = useTasks();
  const monitor = useTaskMonitor();
  const update = useUpdateTask();
  const [open, setOpen] = useState(false);
  const list = upcoming(data);
  const overdue = monitor.data?.overdueTasks.length ?? 0;

  const toggle = (t: Task, checked: boolean) =>
    update.mutate(
      { id: t.id, status: checked ? "completed" : "pending" },
      {
        onSuccess: () => toast({ title: checked ? "Task completed" : "Task reopened", description: t.title }),
        onError: (e) =>
          toast({
            title: "Could not update the task",
            description: (e as { userMessage?: string }).userMessage ?? String(e),
            variant: "destructive",
          }),
      },
    );

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="upcoming-tasks">
      <div className="card-body">
        <div className="flex items-center justify-between gap-2">
          <h2 className="card-title text-lg">Upcoming Tasks</h2>
          {overdue > 0 && (
            <span className="badge badge-error badge-sm px-2" data-testid="overdue-count">
              {overdue} overdue
            </span>
          )}
        </div>
        {isLoading ? (
          <div className="space-y-2" data-testid="tasks-skeleton">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton h-10 w-full" />
            ))}
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
                  className="checkbox checkbox-sm checkbox-primary mt-0.5 border-base-content/40"
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
        {monitor.data?.suggestions[0] && !isLoading && (data?.length ?? 0) > 0 && (
          <p className="text-xs text-base-content/70" data-testid="task-suggestion">
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
