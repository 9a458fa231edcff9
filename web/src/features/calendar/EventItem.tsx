import { Bell, Clock, MapPin, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Menu } from "../ui";
import type { CalendarEvent } from "./api";
import { dayLabel, time12 } from "./dates";

export const TYPE_BADGE: Record<string, string> = {
  meeting: "badge-info",
  deadline: "badge-error",
  gig: "badge-secondary",
  interview: "badge-accent",
  payment: "badge-success",
  other: "badge-neutral",
};

export function EventItem({
  event,
  onEdit,
  onDelete,
  showDate = true,
}: {
  event: CalendarEvent;
  onEdit: () => void;
  onDelete: () => void;
  showDate?: boolean;
}) {
  return (
    <li
      className="rounded-box border border-base-300 bg-base-100 p-3"
      data-testid="event-item"
      data-event-id={event.id}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`badge badge-sm h-auto whitespace-nowrap px-2 py-0.5 capitalize ${TYPE_BADGE[event.type] ?? "badge-ghost"}`}
            >
              {event.type}
            </span>
            <h3 className="font-semibold break-words">{event.title}</h3>
          </div>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {showDate && <span data-testid="event-day">{dayLabel(event.date)}</span>}
              <span data-testid="event-time">{time12(event.time)}</span>
            </span>
            {event.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden />
                {event.location}
              </span>
            )}
          </div>
          {event.description && <p className="mt-1 line-clamp-2 text-sm">{event.description}</p>}
          {event.reminder !== "none" && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-base-content/80">
              <Bell className="size-3" aria-hidden /> Reminder: {event.reminder}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={`Edit ${event.title}`}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
          <Menu
            button={<MoreHorizontal className="size-4" aria-hidden />}
            label={`More actions for ${event.title}`}
            buttonClassName="btn btn-ghost btn-sm btn-square"
            menuClassName="w-40"
            items={[{ label: "Delete", icon: <Trash2 className="size-4" aria-hidden />, onSelect: onDelete }]}
          />
        </div>
      </div>
    </li>
  );
}
