import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { toast } from "../toast/toast";
import { DEFAULT_REMINDER, EVENT_TYPES, REMINDERS, useSaveEvent, type CalendarEvent, type EventInput } from "./api";

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const emptyEvent = (date: string): EventInput => ({
  title: "",
  date,
  time: "",
  type: "meeting",
  description: "",
  location: "",
  reminder: DEFAULT_REMINDER,
});

export const toInput = (e: CalendarEvent): EventInput => ({
  title: e.title,
  date: e.date,
  time: e.time ?? "",
  type: e.type as EventInput["type"],
  description: e.description,
  location: e.location,
  reminder: e.reminder as EventInput["reminder"],
});

/** Inline add/edit form (spec §5: title and date required, default type meeting, default reminder 15 minutes before). */
export function EventForm({
  initial,
  editing,
  onDone,
}: {
  initial: EventInput;
  editing?: CalendarEvent;
  onDone: () => void;
}) {
  const [form, setForm] = useState<EventInput>(initial);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveEvent();
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
    titleRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);
  const set = <K extends keyof EventInput>(k: K, v: EventInput[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!form.title.trim()) return setError("Title is required");
    if (!form.date) return setError("Date is required");
    try {
      const saved = await save.mutateAsync({ id: editing?.id, input: { ...form, title: form.title.trim() } });
      toast({ title: editing ? "Event Updated" : "Event Added", description: `${saved.title} is on your calendar.` });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : "Could not save the event. Please try again.");
    }
  };

  return (
    <form
      onSubmit={submit}
      className="card bg-base-100 shadow-sm"
      aria-label={editing ? "Edit event" : "Add event"}
      noValidate
    >
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{editing ? "Edit Event" : "Add Event"}</h2>
        {error && (
          <div role="alert" className="alert alert-error py-2 text-sm">
            {error}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="form-control sm:col-span-2">
            <span className="label-text mb-1 block text-sm font-medium">Title *</span>
            <input
              ref={titleRef}
              className="input input-bordered w-full"
              value={form.title}
              onChange={(e) => set("title", e.target.value)}
              placeholder="e.g. Studio session with Maya"
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1 block text-sm font-medium">Date *</span>
            <input
              type="date"
              className="input input-bordered w-full"
              value={form.date}
              onChange={(e) => set("date", e.target.value)}
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1 block text-sm font-medium">Time</span>
            <input
              type="time"
              className="input input-bordered w-full"
              value={form.time}
              onChange={(e) => set("time", e.target.value)}
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1 block text-sm font-medium">Type</span>
            <select
              className="select select-bordered w-full"
              value={form.type}
              onChange={(e) => set("type", e.target.value as EventInput["type"])}
            >
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {cap(t)}
                </option>
              ))}
            </select>
          </label>
          <label className="form-control">
            <span className="label-text mb-1 block text-sm font-medium">Reminder</span>
            <select
              className="select select-bordered w-full"
              value={form.reminder}
              onChange={(e) => set("reminder", e.target.value as EventInput["reminder"])}
            >
              {REMINDERS.map((r) => (
                <option key={r} value={r}>
                  {cap(r)}
                </option>
              ))}
            </select>
          </label>
          <label className="form-control sm:col-span-2">
            <span className="label-text mb-1 block text-sm font-medium">Location</span>
            <input
              className="input input-bordered w-full"
              value={form.location}
              onChange={(e) => set("location", e.target.value)}
              placeholder="Venue, address or video link"
            />
          </label>
          <label className="form-control sm:col-span-2">
            <span className="label-text mb-1 block text-sm font-medium">Description</span>
            <textarea
              className="textarea textarea-bordered w-full"
              rows={3}
              value={form.description}
              onChange={(e) => set("description", e.target.value)}
            />
          </label>
        </div>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? "Save Changes" : "Add Event"}
          </button>
        </div>
      </div>
    </form>
  );
}
