import { useEffect, useState, type FormEvent } from "react";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { describeMoment } from "../../../../src/shared/dates";
import {
  PRIORITIES,
  PRIORITY_RANK,
  useCreateTask,
  useDeleteReminder,
  useDeleteTask,
  useReminders,
  useTasks,
  useUpdateTask,
  type Task,
  type TaskFields,
  type TaskPriority,
} from "./api";
import { DueLabel, PriorityBadge } from "./TaskBits";

const errorText = (e: unknown) =>
  (e as { userMessage?: string })?.userMessage ?? (e instanceof Error ? e.message : String(e));

function TaskForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<TaskFields>;
  submitLabel: string;
  pending: boolean;
  error?: unknown;
  onSubmit: (fields: TaskFields) => void;
  onCancel?: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [priority, setPriority] = useState<TaskPriority>(initial?.priority ?? "medium");
  const [dueDate, setDueDate] = useState(initial?.dueDate ?? "");
  const [category, setCategory] = useState(initial?.category ?? "");
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Same rule as the server, checked here first so an empty form does not need a round trip.
    if (!title.trim()) return setLocalError("Title is required");
    setLocalError(null);
    onSubmit({
      title,
      priority,
      dueDate: dueDate || null,
      category: category.trim() || null,
      description: initial?.description ?? null,
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto_auto]" aria-label={submitLabel}>
      <input
        className="input input-sm w-full"
        placeholder="Task title"
        aria-label="Task title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <select
        className="select select-sm"
        aria-label="Priority"
        value={priority}
        onChange={(e) => setPriority(e.target.value as TaskPriority)}
      >
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
      <input
        type="date"
        className="input input-sm"
        aria-label="Due date"
        value={dueDate}
        onChange={(e) => setDueDate(e.target.value)}
      />
      <input
        className="input input-sm sm:w-28"
        placeholder="Category"
        aria-label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      />
      <div className="flex gap-1">
        <button type="submit" className="btn btn-primary btn-sm" disabled={pending}>
          {pending && <span className="loading loading-spinner loading-xs" />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {localError || error ? (
        <p className="text-sm text-error sm:col-span-5" role="alert">
          {localError ?? errorText(error)}
        </p>
      ) : null}
    </form>
  );
}

type Filter = "pending" | "completed" | "all";

/** 'View all tasks': every task, with add, edit, complete/reopen and delete. */
export function TaskListDialog({ onClose }: { onClose: () => void }) {
  const { data, isLoading, error } = useTasks();
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [filter, setFilter] = useState<Filter>("pending");
  const [editing, setEditing] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  const list = (data ?? [])
    .filter((t) => filter === "all" || t.status === filter)
    .sort(
      (a, b) =>
        (a.status === b.status ? 0 : a.status === "pending" ? -1 : 1) ||
        (PRIORITY_RANK[a.priority] ?? 9) - (PRIORITY_RANK[b.priority] ?? 9),
    );
  const counts = {
    pending: data?.filter((t) => t.status === "pending").length ?? 0,
    completed: data?.filter((t) => t.status === "completed").length ?? 0,
    all: data?.length ?? 0,
  };

  const del = (t: Task) => {
    if (!window.confirm(`Delete "${t.title}"?`)) return;
    remove.mutate(t.id, {
      onSuccess: () => toast({ title: "Task deleted", description: t.title }),
      onError: (e) => toast({ title: "Could not delete the task", description: errorText(e), variant: "destructive" }),
    });
  };

  return (
    <dialog open className="modal modal-open" aria-label="All tasks">
      <div className="modal-box w-11/12 max-w-3xl">
        <h3 className="mb-3 text-lg font-bold">All tasks</h3>
        <TaskForm
          key={formKey}
          submitLabel="Add task"
          pending={create.isPending}
          error={create.error}
          onSubmit={(fields) =>
            create.mutate(fields, {
              onSuccess: (t) => {
                toast({ title: "Task added", description: t.title });
                setFormKey((k) => k + 1);
              },
            })
          }
        />
        <div role="tablist" className="tabs tabs-box tabs-sm my-3 w-fit">
          {(["pending", "completed", "all"] as Filter[]).map((f) => (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={filter === f}
              className={`tab ${filter === f ? "tab-active" : ""}`}
              onClick={() => setFilter(f)}
            >
              {f === "pending" ? "Pending" : f === "completed" ? "Completed" : "All"} ({counts[f]})
            </button>
          ))}
        </div>
        {isLoading ? (
          <div className="space-y-2">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="skeleton h-10 w-full" />
            ))}
          </div>
        ) : error ? (
          <ErrorAlert error={error} />
        ) : list.length === 0 ? (
          <EmptyState title={filter === "completed" ? "Nothing completed yet" : "No tasks here"}>
            Add one above or ask the assistant.
          </EmptyState>
        ) : (
          <ul className="max-h-[55vh] space-y-1 overflow-y-auto" data-testid="all-tasks-list">
            {list.map((t) =>
              editing === t.id ? (
                <li key={t.id} className="rounded-lg bg-base-200 p-2">
                  <TaskForm
                    initial={t as Partial<TaskFields>}
                    submitLabel="Save"
                    pending={update.isPending}
                    error={update.variables?.id === t.id ? update.error : undefined}
                    onCancel={() => setEditing(null)}
                    onSubmit={(fields) =>
                      update.mutate(
                        { id: t.id, ...fields },
                        {
                          onSuccess: () => {
                            setEditing(null);
                            toast({ title: "Task saved", description: fields.title });
                          },
                        },
                      )
                    }
                  />
                </li>
              ) : (
                <li
                  key={t.id}
                  className="flex items-start gap-3 rounded-lg p-2 hover:bg-base-200/60"
                  data-testid="all-task-row"
                >
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm checkbox-primary mt-0.5 border-base-content/40"
                    checked={t.status === "completed"}
                    aria-label={`${t.status === "completed" ? "Reopen" : "Complete"} ${t.title}`}
                    onChange={(e) => update.mutate({ id: t.id, status: e.target.checked ? "completed" : "pending" })}
                  />
                  <div className="min-w-0 flex-1">
                    <div
                      className={`text-sm font-medium ${t.status === "completed" ? "text-base-content/50 line-through" : ""}`}
                    >
                      {t.title}
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <PriorityBadge priority={t.priority} />
                      <DueLabel dueDate={t.dueDate} done={t.status === "completed"} />
                      {t.category && <span className="text-xs text-base-content/60">#{t.category}</span>}
                    </div>
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => setEditing(t.id)}
                    aria-label={`Edit ${t.title}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    onClick={() => del(t)}
                    aria-label={`Delete ${t.title}`}
                  >
                    Delete
                  </button>
                </li>
              ),
            )}
          </ul>
        )}
        <UpcomingReminders />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close" onClick={onClose} />
    </dialog>
  );
}

/** Reminders set from chat ("remind me at 5pm to …") that have not rung yet. */
function UpcomingReminders() {
  const { data } = useReminders();
  const remove = useDeleteReminder();
  const pending = (data ?? []).filter((r) => !r.firedAt);
  if (!pending.length) return null;
  return (
    <div className="mt-4" data-testid="reminders">
      <h4 className="mb-1 text-sm font-semibold">Reminders</h4>
      <ul className="space-y-1">
        {pending.map((r) => (
          <li key={r.id} className="flex items-center gap-2 rounded-lg bg-base-200/60 p-2 text-sm">
            <span className="flex-1">{r.message}</span>
            <span className="text-xs text-base-content/60">{describeMoment(r.remindAt)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              aria-label={`Cancel reminder ${r.message}`}
              onClick={() => remove.mutate(r.id)}
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
