import { ErrorAlert, Skeleton } from "../ui";
import { useDayEvents, useNextEventDay, type CalendarEvent } from "./api";
import { longDate } from "./dates";
import { EventItem } from "./EventItem";

type Actions = { onEdit: (e: CalendarEvent) => void; onDelete: (e: CalendarEvent) => void };

/** The picked day's events; on an empty day, "View" jumps to the next day that has one. */
export function DayPanel({ day, onPick, onEdit, onDelete }: { day: string; onPick: (day: string) => void } & Actions) {
  const events = useDayEvents(day);
  const next = useNextEventDay(day);
  const nextDay = next.data ?? undefined;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="day-heading" data-testid="day-panel">
      <div className="card-body p-4 sm:p-6">
        <h2 id="day-heading" className="card-title text-base">
          Events for {longDate(day)}
        </h2>
        {events.isLoading ? (
          <Skeleton rows={1} label="Loading the day" className="h-16" />
        ) : events.isError ? (
          <ErrorAlert error={events.error} />
        ) : events.data?.length ? (
          <ul className="space-y-3" aria-labelledby="day-heading">
            {events.data.map((e) => (
              <EventItem key={e.id} event={e} showDate={false} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-base-content/80">No events scheduled for this date.</p>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={!nextDay}
              title={nextDay ? `Jump to ${longDate(nextDay)}` : "No later events"}
              aria-label={nextDay ? `View ${longDate(nextDay)}, the next day with events` : "View (no later events)"}
              onClick={() => nextDay && onPick(nextDay)}
            >
              View
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
