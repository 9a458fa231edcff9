import { CalendarDays, Download, List, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { download } from "../../lib/api";
import { localDateKey } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import { UPCOMING_LIMIT, useDeleteEvent, useEvents, type CalendarEvent, type EventInput } from "./api";
import { byStart, longDate } from "./dates";
import { EventForm, emptyEvent, toInput } from "./EventForm";
import { EventItem } from "./EventItem";
import { Modal } from "../ui/Modal";
import { useVoiceAction } from "../voice/useVoiceAction";

type FormState = { initial: EventInput; editing?: CalendarEvent; key: number } | null;

export function CalendarPage() {
  const today = localDateKey();
  const [selected, setSelected] = useState(today);
  const [form, setForm] = useState<FormState>(null);
  const [confirm, setConfirm] = useState<CalendarEvent | null>(null);
  const [exporting, setExporting] = useState(false);
  const events = useEvents();
  const remove = useDeleteEvent();

  const openAdd = () => setForm({ initial: emptyEvent(selected || today), key: Date.now() });
  const openEdit = (e: CalendarEvent) => setForm({ initial: toInput(e), editing: e, key: Date.now() });

  // Voice command "add event" opens the form.
  useVoiceAction("add-event", () => setForm({ initial: emptyEvent(localDateKey()), key: Date.now() }));

  const sorted = useMemo(() => [...(events.data ?? [])].sort(byStart), [events.data]);
  const upcoming = sorted.filter((e) => e.date >= today).slice(0, UPCOMING_LIMIT);
  const dayEvents = sorted.filter((e) => e.date === selected);
  const nextDay = sorted.find((e) => e.date > selected)?.date;

  const exportIcal = async () => {
    setExporting(true);
    try {
      const name = await download("/api/calendar-events/export.ics", "sunshine-calendar.ics");
      toast({
        title: "Calendar Exported",
        description: `${name} is ready to import into Google Calendar, Apple Calendar or Outlook.`,
      });
    } catch (e) {
      toast({
        title: "Export Failed",
        description: e instanceof Error ? e.message : "Could not export the calendar.",
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  };

  const doDelete = async () => {
    if (!confirm) return;
    try {
      await remove.mutateAsync(confirm.id);
      toast({ title: "Event Deleted", description: `${confirm.title} was removed from your calendar.` });
      if (form?.editing?.id === confirm.id) setForm(null);
    } catch (e) {
      toast({
        title: "Delete Failed",
        description: e instanceof Error ? e.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      setConfirm(null);
    }
  };

  const item = (e: CalendarEvent, showDate = true) => (
    <EventItem key={e.id} event={e} showDate={showDate} onEdit={() => openEdit(e)} onDelete={() => setConfirm(e)} />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Calendar"
        description="Meetings, gigs, deadlines and payments, with reminders under the bell."
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={openAdd}>
              <Plus className="size-4" aria-hidden /> Add Event
            </button>
            <button type="button" className="btn" onClick={exportIcal} disabled={exporting}>
              <Download className="size-4" aria-hidden /> {exporting ? "Exporting..." : "Export iCal"}
            </button>
          </>
        }
      />

      <div className="join" role="group" aria-label="Calendar view">
        <button type="button" className="btn btn-sm join-item btn-active" aria-pressed="true">
          <List className="size-4" aria-hidden /> List View
        </button>
        <button type="button" className="btn btn-sm join-item" disabled>
          Month View
        </button>
        <button type="button" className="btn btn-sm join-item" disabled>
          Week View
        </button>
      </div>

      {form && <EventForm key={form.key} initial={form.initial} editing={form.editing} onDone={() => setForm(null)} />}

      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card bg-base-100 shadow-sm lg:col-span-2" aria-labelledby="upcoming-heading">
          <div className="card-body p-4 sm:p-6">
            <h2 id="upcoming-heading" className="card-title text-lg">
              Upcoming Events
            </h2>
            {events.isLoading ? (
              <div className="space-y-3" data-testid="events-loading">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="skeleton h-20 w-full" />
                ))}
              </div>
            ) : events.isError ? (
              <ErrorAlert error={events.error} />
            ) : upcoming.length === 0 ? (
              <EmptyState title="No upcoming events" icon={<CalendarDays className="size-8 opacity-50" aria-hidden />}>
                Add gigs, meetings and deadlines to get reminders before they happen.
              </EmptyState>
            ) : (
              <ul className="space-y-3" data-testid="upcoming-events">
                {upcoming.map((e) => item(e))}
              </ul>
            )}
          </div>
        </section>

        <div className="space-y-6">
          <section className="card bg-base-100 shadow-sm">
            <div className="card-body p-4 sm:p-6">
              <label className="form-control">
                <span className="label-text mb-1 block text-sm font-medium">Pick a date</span>
                <input
                  type="date"
                  aria-label="Pick a date"
                  className="input input-bordered w-full"
                  value={selected}
                  onChange={(e) => setSelected(e.target.value || today)}
                />
              </label>
              {selected !== today && (
                <button type="button" className="btn btn-ghost btn-xs self-start" onClick={() => setSelected(today)}>
                  Back to today
                </button>
              )}
            </div>
          </section>
          <section className="card bg-base-100 shadow-sm" aria-labelledby="day-heading" data-testid="day-panel">
            <div className="card-body p-4 sm:p-6">
              <h2 id="day-heading" className="card-title text-base">
                Events for {longDate(selected)}
              </h2>
              {dayEvents.length ? (
                <ul className="space-y-3">{dayEvents.map((e) => item(e, false))}</ul>
              ) : (
                <div className="flex flex-col items-start gap-2">
                  <p className="text-sm text-base-content/70">No events scheduled for this date.</p>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={!nextDay}
                    title={nextDay ? `Jump to ${longDate(nextDay)}` : "No later events"}
                    onClick={() => nextDay && setSelected(nextDay)}
                  >
                    View
                  </button>
                </div>
              )}
            </div>
          </section>
        </div>
      </div>

      {confirm && (
        <Modal
          title="Delete event?"
          onClose={() => setConfirm(null)}
          actions={
            <>
              <button type="button" className="btn" onClick={() => setConfirm(null)}>
                Cancel
              </button>
              <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
                {remove.isPending ? "Deleting..." : "Delete"}
              </button>
            </>
          }
        >
          <p>
            “{confirm.title}” on {longDate(confirm.date)} will be removed from your calendar and its reminder cancelled.
          </p>
        </Modal>
      )}
    </div>
  );
}
