import { CalendarDays } from "lucide-react";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { useUpcomingEvents, type CalendarEvent } from "./api";
import { EventItem } from "./EventItem";

type Actions = { onEdit: (e: CalendarEvent) => void; onDelete: (e: CalendarEvent) => void };

/** The next ten events from today, asked of the server as exactly that. */
export function UpcomingEvents({ today, onEdit, onDelete }: { today: string } & Actions) {
  const events = useUpcomingEvents(today);
  return (
    <section className="card bg-base-100 shadow-sm lg:col-span-2" aria-labelledby="upcoming-heading">
      <div className="card-body p-4 sm:p-6">
        <h2 id="upcoming-heading" className="card-title text-lg">
          Upcoming Events
        </h2>
        {events.isLoading ? (
          <div data-testid="events-loading">
            <Skeleton rows={3} label="Loading events" className="h-20" />
          </div>
        ) : events.isError ? (
          <ErrorAlert error={events.error} />
        ) : !events.data?.length ? (
          <EmptyState title="No upcoming events" icon={<CalendarDays className="size-8" aria-hidden />}>
            Add gigs, meetings and deadlines to get reminders before they happen.
          </EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="upcoming-events" aria-labelledby="upcoming-heading">
            {events.data.map((e) => (
              <EventItem key={e.id} event={e} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
