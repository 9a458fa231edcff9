import { useNavigate, useSearch } from "@tanstack/react-router";
import { Download, List, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { download } from "../../lib/api";
import { localDateKey } from "../../lib/format";
import { toast } from "../toast/toast";
import { errorText, PageHeader } from "../ui";
import { useVoiceAction } from "../voice/useVoiceAction";
import type { CalendarEvent, EventInput } from "./api";
import { DayPanel } from "./DayPanel";
import { DeleteEventDialog } from "./DeleteEventDialog";
import { EventForm, emptyEvent, toInput } from "./EventForm";
import { UpcomingEvents } from "./UpcomingEvents";
import { ImportDropZone } from "../income/ImportDropZone";

type FormState = { initial: EventInput; editing?: CalendarEvent; key: number } | null;

/** Calendar (list view): upcoming events and one picked day, each asking the server only for its own range. */
export function CalendarPage() {
  const today = localDateKey();
  // The picked day is in the address (search.ts), so a day can be linked and survives a reload; today is left out.
  const selected = useSearch({ from: "/calendar" }).day ?? today;
  const navigate = useNavigate({ from: "/calendar" });
  const setSelected = (day: string) =>
    void navigate({ search: (prev) => ({ ...prev, day: day === today ? undefined : day }), replace: true });
  const [form, setForm] = useState<FormState>(null);
  const [confirm, setConfirm] = useState<CalendarEvent | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const openAdd = () => setForm({ initial: emptyEvent(selected || today), key: Date.now() });
  const openEdit = (e: CalendarEvent) => setForm({ initial: toInput(e), editing: e, key: Date.now() });
  useVoiceAction("add-event", () => setForm({ initial: emptyEvent(localDateKey()), key: Date.now() }));

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
        description: errorText(e, "Could not export the calendar."),
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  };
  const actions = { onEdit: openEdit, onDelete: setConfirm };

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
            <button type="button" className="btn" aria-expanded={importing} onClick={() => setImporting((i) => !i)}>
              <Upload className="size-4" aria-hidden /> Import iCal
            </button>
          </>
        }
      />

      {importing && (
        <ImportDropZone
          title="Import events from another calendar"
          hint="Drop an .ics file exported from Google Calendar, Apple Calendar or Outlook. Times move to your time zone, repeats are brought in for the coming year, and events imported before are skipped."
          accept=".ics,text/calendar"
          compact
        />
      )}

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
        <UpcomingEvents today={today} {...actions} />
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
          <DayPanel day={selected} onPick={setSelected} {...actions} />
        </div>
      </div>

      {confirm && (
        <DeleteEventDialog
          event={confirm}
          onClose={() => setConfirm(null)}
          onDeleted={() => form?.editing?.id === confirm.id && setForm(null)}
        />
      )}
    </div>
  );
}
