import type { Task } from "./api";
import { DueLabel, PriorityBadge, RepeatLabel } from "./TaskBits";

/** One task in the full list: complete/reopen, edit, delete. */
export function TaskRow({
  task,
  onToggle,
  onEdit,
  onDelete,
}: {
  task: Task;
  onToggle: (done: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const done = task.status === "completed";
  return (
    <div className="flex items-start gap-3 rounded-lg p-2 hover:bg-base-200/60" data-testid="all-task-row">
      <input
        type="checkbox"
        className="checkbox checkbox-sm checkbox-primary mt-0.5"
        checked={done}
        aria-label={`${done ? "Reopen" : "Complete"} ${task.title}`}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <div className="min-w-0 flex-1">
        <div className={`text-sm font-medium ${done ? "text-base-content/80 line-through" : ""}`}>{task.title}</div>
        <div className="flex flex-wrap items-center gap-2">
          <PriorityBadge priority={task.priority} />
          <DueLabel dueDate={task.dueDate} done={done} />
          <RepeatLabel rule={task.recurrence} />
          {task.category && <span className="text-xs text-base-content/80">#{task.category}</span>}
        </div>
      </div>
      <button type="button" className="btn btn-ghost btn-xs" onClick={onEdit} aria-label={`Edit ${task.title}`}>
        Edit
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-xs text-error"
        onClick={onDelete}
        aria-label={`Delete ${task.title}`}
      >
        Delete
      </button>
    </div>
  );
}
