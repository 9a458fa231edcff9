import { useState } from "react";
import { toast } from "../toast/toast";
import { Dialog, EmptyState, errorText, List, Tabs } from "../ui";
import { PRIORITY_RANK, useCreateTask, useDeleteTask, useTasks, useUpdateTask, type Task } from "./api";
import { UpcomingReminders } from "./Reminders";
import { TaskForm } from "./TaskForm";
import { TaskRow } from "./TaskRow";

type Filter = "pending" | "completed" | "all";
const FILTER_LABELS: Record<Filter, string> = { pending: "Pending", completed: "Completed", all: "All" };

const byStatusThenPriority = (a: Task, b: Task) =>
  (a.status === b.status ? 0 : a.status === "pending" ? -1 : 1) ||
  (PRIORITY_RANK[a.priority] ?? 9) - (PRIORITY_RANK[b.priority] ?? 9);

/** 'View all tasks': every task, with add, edit, complete/reopen and delete. */
export function TaskListDialog({ onClose }: { onClose: () => void }) {
  const { data, error } = useTasks();
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [filter, setFilter] = useState<Filter>("pending");
  const [editing, setEditing] = useState<number | null>(null);

  const list = data?.filter((t) => filter === "all" || t.status === filter).sort(byStatusThenPriority);
  const count = (f: Filter) => data?.filter((t) => f === "all" || t.status === f).length ?? 0;

  const del = (t: Task) => {
    if (!window.confirm(`Delete "${t.title}"?`)) return;
    remove.mutate(t.id, {
      onSuccess: () => toast({ title: "Task deleted", description: t.title }),
      onError: (e) => toast({ title: "Could not delete the task", description: errorText(e), variant: "destructive" }),
    });
  };
  const toggle = (t: Task, done: boolean) =>
    update.mutate(
      { id: t.id, status: done ? "completed" : "pending" },
      {
        onError: (e) =>
          toast({ title: "Could not update the task", description: errorText(e), variant: "destructive" }),
      },
    );

  return (
    <Dialog
      title="All tasks"
      wide
      onClose={onClose}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <TaskForm
        label="Add task"
        submitLabel="Add task"
        onSubmit={async (fields) => {
          const t = await create.mutateAsync(fields);
          toast({ title: "Task added", description: t.title });
        }}
      />
      <Tabs
        label="Show tasks"
        className="tabs-sm my-3 w-fit"
        value={filter}
        onChange={setFilter}
        tabs={(Object.keys(FILTER_LABELS) as Filter[]).map((f) => ({
          id: f,
          label: `${FILTER_LABELS[f]} (${count(f)})`,
        }))}
      >
        <List
          items={list}
          error={error}
          label="Tasks"
          getKey={(t) => t.id}
          className="max-h-[55vh] space-y-1 overflow-y-auto"
          empty={
            <EmptyState title={filter === "completed" ? "Nothing completed yet" : "No tasks here"}>
              Add one above or ask the assistant.
            </EmptyState>
          }
          render={(t) =>
            editing === t.id ? (
              <div className="rounded-lg bg-base-200 p-2">
                <TaskForm
                  initial={t}
                  label={`Edit ${t.title}`}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (fields) => {
                    await update.mutateAsync({ id: t.id, ...fields });
                    setEditing(null);
                    toast({ title: "Task saved", description: fields.title });
                  }}
                />
              </div>
            ) : (
              <TaskRow
                task={t}
                onToggle={(done) => toggle(t, done)}
                onEdit={() => setEditing(t.id)}
                onDelete={() => del(t)}
              />
            )
          }
        />
      </Tabs>
      <UpcomingReminders />
    </Dialog>
  );
}
