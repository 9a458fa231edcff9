import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormActions, FormError, Input, Select, useKitForm } from "../ui";
import { saveSupervisor, useSave, type Supervisor } from "./api";
import { CONTACT_STATUSES, human, splitList } from "./labels";

type Values = {
  name: string;
  company: string;
  position: string;
  email: string;
  genres: string;
  contactStatus: string;
  responseRate: string;
};

const fromSupervisor = (s?: Supervisor): Values => ({
  name: s?.name ?? "",
  company: s?.company ?? "",
  position: s?.position ?? "",
  email: s?.email ?? "",
  genres: s?.genres.join(", ") ?? "",
  contactStatus: s?.contactStatus ?? "not_contacted",
  responseRate: s ? String(s.responseRate) : "",
});

/** Add or edit a music supervisor; the server checks the e-mail and its 422 lands on the field. */
export function SupervisorForm({ editing, onDone }: { editing?: Supervisor; onDone: () => void }) {
  const form = useKitForm<Values>({ defaultValues: fromSupervisor(editing) });
  const { register, formState: { errors } } = form;
  const save = useSave(saveSupervisor);
  const name = form.watch("name");
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: editing?.id,
        body: { ...v, name: v.name.trim(), genres: splitList(v.genres), responseRate: v.responseRate || null },
      },
      {
        onSuccess: (s) => {
          toast({
            title: editing ? "Supervisor Updated" : "Supervisor Added",
            description: `${s.name}${s.company ? ` (${s.company})` : ""}`,
          });
          onDone();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      className="card mb-4 bg-base-100 shadow-sm"
      aria-label={editing ? "Edit supervisor" : "Add supervisor"}
      noValidate
    >
      <div className="card-body gap-0 p-4">
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Name" required error={errors.name}>
            <Input autoFocus {...register("name", { validate: (v) => v.trim() !== "" || "Name is required" })} />
          </Field>
          <Field label="Company" error={errors.company}>
            <Input {...register("company")} />
          </Field>
          <Field label="Position" error={errors.position}>
            <Input placeholder="Music Supervisor" {...register("position")} />
          </Field>
          <Field label="Email" error={errors.email}>
            <Input type="email" placeholder="name@studio.com" {...register("email")} />
          </Field>
          <Field label="Genres (comma-separated)" error={errors.genres}>
            <Input placeholder="Indie, Folk" {...register("genres")} />
          </Field>
          <Field label="Contact Status" error={errors.contactStatus}>
            <Select {...register("contactStatus")}>
              {CONTACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {human(s)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Response Rate (%)" error={errors.responseRate}>
            <Input
              type="number"
              min="0"
              max="100"
              step="1"
              {...register("responseRate", {
                validate: (v) =>
                  v === "" || (Number.isInteger(Number(v)) && Number(v) >= 0 && Number(v) <= 100) ||
                  "Response rate is a whole number from 0 to 100",
              })}
            />
          </Field>
        </div>
        <FormError error={errors.root?.server} />
        <FormActions
          pending={save.isPending}
          disabled={!name.trim()}
          editing={Boolean(editing)}
          createLabel="Save Supervisor"
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
