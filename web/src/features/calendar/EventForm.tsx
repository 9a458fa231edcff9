import { useEffect } from "react";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, Select, TextArea, useKitForm } from "../ui";
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

/** Inline add/edit form: title and date required; a new event is a meeting with a reminder 15 minutes before. */
export function EventForm({
  initial,
  editing,
  onDone,
}: {
  initial: EventInput;
  editing?: CalendarEvent;
  onDone: () => void;
}) {
  const form = useKitForm<EventInput>({ defaultValues: initial });
  const { register, formState: { errors } } = form;
  const save = useSaveEvent();
  useEffect(() => {
    form.setFocus("title");
    document.getElementById("event-form")?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);

  const submit = form.handleSubmit((v) =>
    save.mutate(
      { id: editing?.id, input: { ...v, title: v.title.trim() } },
      {
        onSuccess: (saved) => {
          toast({ title: editing ? "Event Updated" : "Event Added", description: `${saved.title} is on your calendar.` });
          onDone();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );

  return (
    <form
      id="event-form"
      onSubmit={submit}
      className="card bg-base-100 shadow-sm"
      aria-label={editing ? "Edit event" : "Add event"}
      noValidate
    >
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{editing ? "Edit Event" : "Add Event"}</h2>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Title" required error={errors.title} className="sm:col-span-2">
            <Input
              placeholder="e.g. Studio session with Maya"
              {...register("title", { validate: (t) => t.trim() !== "" || "Title is required" })}
            />
          </Field>
          <Field label="Date" required error={errors.date}>
            <Input type="date" {...register("date", { required: "Date is required" })} />
          </Field>
          <Field label="Time" hint="Leave empty for an all-day event" error={errors.time}>
            <Input type="time" {...register("time")} />
          </Field>
          <Field label="Type" error={errors.type}>
            <Select {...register("type")}>
              {EVENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {cap(t)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Reminder" error={errors.reminder}>
            <Select {...register("reminder")}>
              {REMINDERS.map((r) => (
                <option key={r} value={r}>
                  {cap(r)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Location" error={errors.location} className="sm:col-span-2">
            <Input placeholder="Venue, address or video link" {...register("location")} />
          </Field>
          <Field label="Description" error={errors.description} className="sm:col-span-2">
            <TextArea {...register("description")} />
          </Field>
        </div>
        <FormError error={errors.root?.server} />
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
