import { useState } from "react";
import { CalendarDays, CheckCircle2, ListTodo, Pencil, Play, Plus } from "lucide-react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, errorText, Skeleton } from "../ui";
import { ActionItemDialog } from "./ActionItemDialog";
import { saveActionItem, useActionItems, useSave, type ActionItem } from "./api";
import { actionLook, human, priorityLook } from "./labels";

export function ActionItemsTab() {
  const items = useActionItems();
  const [editing, setEditing] = useState<ActionItem | "new" | null>(null);
  const move = useSave(saveActionItem);
  const transition = (item: ActionItem, status: "in_progress" | "completed") =>
    move.mutate(
      { id: item.id, body: { status } },
      {
        onSuccess: () =>
          toast({ title: status === "in_progress" ? "Task Started" : "Task Completed", description: item.title }),
        onError: (e) =>
          toast({
            title: "Update Failed",
            description: errorText(e),
            variant: "destructive",
          }),
      },
    );

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Action Items</h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden /> Add Action Item
        </button>
      </div>
      {items.error ? (
        <ErrorAlert error={items.error} />
      ) : items.isLoading ? (
        <Skeleton rows={3} label="Loading action items" className="h-20" />
      ) : !items.data?.length ? (
        <EmptyState title="No action items yet" icon={<ListTodo className="size-8 text-base-content/80" aria-hidden />}>
          Track the next steps of your licensing work: registrations, stems, follow-ups.
        </EmptyState>
      ) : (
        <ul className="space-y-2" aria-label="Action items">
          {items.data.map((item) => (
            <li
              key={item.id}
              className="card bg-base-100 shadow-sm"
              aria-label={item.title}
              data-testid="action-item"
              data-status={item.status}
            >
              <div className="card-body flex-row flex-wrap items-start justify-between gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className={`font-semibold ${item.status === "completed" ? "line-through opacity-60" : ""}`}>
                      {item.title}
                    </h3>
                    <span
                      className={`badge badge-sm px-2 whitespace-nowrap ${priorityLook[item.priority] ?? "badge-ghost"}`}
                    >
                      {item.priority}
                    </span>
                    <span
                      className={`badge badge-sm px-2 whitespace-nowrap ${actionLook[item.status] ?? "badge-ghost"}`}
                      data-testid="status"
                    >
                      {human(item.status)}
                    </span>
                  </div>
                  {item.description && <p className="mt-1 text-sm text-base-content/80">{item.description}</p>}
                  <div className="mt-1 flex flex-wrap gap-3 text-xs text-base-content/80">
                    {item.dueDate && (
                      <span>
                        <CalendarDays className="mr-1 inline size-3" aria-hidden />
                        Due {formatDate(item.dueDate)}
                      </span>
                    )}
                    {item.notes && <span>Notes: {item.notes}</span>}
                  </div>
                </div>
                <div className="flex gap-2">
                  {item.status === "pending" && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={move.isPending}
                      onClick={() => transition(item, "in_progress")}
                    >
                      <Play className="size-4" aria-hidden /> Start
                    </button>
                  )}
                  {item.status === "in_progress" && (
                    <button
                      type="button"
                      className="btn btn-sm btn-success"
                      disabled={move.isPending}
                      onClick={() => transition(item, "completed")}
                    >
                      <CheckCircle2 className="size-4" aria-hidden /> Complete
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost btn-square"
                    aria-label={`Edit ${item.title}`}
                    onClick={() => setEditing(item)}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <ActionItemDialog item={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
