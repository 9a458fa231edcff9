import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { useCreateStation } from "./api";

type Values = {
  name: string;
  frequency: string;
  location: string;
  genre: string;
  contactName: string;
  contactEmail: string;
  website: string;
  notes: string;
};
const EMPTY: Values = {
  name: "",
  frequency: "",
  location: "",
  genre: "",
  contactName: "",
  contactEmail: "",
  website: "",
  notes: "",
};

/** The inline "Add Radio Station" card; the server checks e-mail and website and its messages land on the fields. */
export function StationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateStation();
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((v) =>
    create.mutate(v, {
      onSuccess: (s) => {
        toast({ title: "Station added", description: `${s.name} is on your list.` });
        form.reset(EMPTY);
        onDone();
      },
      onError: (e) => applyServerErrors(form, e),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Add radio station">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">Add Radio Station</h2>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Station Name" required error={errors.name}>
            <Input
              placeholder="KEXP"
              autoFocus
              {...register("name", { validate: (v) => v.trim() !== "" || "Station name is required" })}
            />
          </Field>
          <Field label="Frequency">
            <Input placeholder="90.3 FM" {...register("frequency")} />
          </Field>
          <Field label="Location">
            <Input placeholder="Seattle, WA" {...register("location")} />
          </Field>
          <Field label="Genre">
            <Input placeholder="Indie, Alternative" {...register("genre")} />
          </Field>
          <Field label="Contact Name">
            <Input placeholder="Music director" {...register("contactName")} />
          </Field>
          <Field label="Contact Email" error={errors.contactEmail}>
            <Input type="email" placeholder="music@station.org" {...register("contactEmail")} />
          </Field>
          <Field label="Website" className="sm:col-span-2" error={errors.website}>
            <Input inputMode="url" placeholder="https://station.org" {...register("website")} />
          </Field>
          <Field label="Notes" className="sm:col-span-2">
            <TextArea rows={2} placeholder="Submission guidelines, shows to target…" {...register("notes")} />
          </Field>
        </div>
        <FormError error={errors.root?.server} />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              form.reset(EMPTY);
              onDone();
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add Station"}
          </button>
        </div>
      </div>
    </form>
  );
}
