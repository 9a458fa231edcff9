import { formatMoney } from "../../lib/format";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormActions, FormError, Input, Select, useKitForm } from "../ui";
import { saveOpportunity, useSave, type Opportunity } from "./api";
import { LICENSE_TYPES, TYPE_LABEL } from "./labels";

type Values = {
  title: string;
  company: string;
  type: string;
  genre: string;
  budget: string;
  deadline: string;
  description: string;
  contactEmail: string;
  notes: string;
};

const fromOpportunity = (o?: Opportunity): Values => ({
  title: o?.title ?? "",
  company: o?.company ?? "",
  type: o?.type ?? "",
  genre: o?.genre ?? "",
  budget: o?.budget ?? "",
  deadline: o?.deadline?.slice(0, 10) ?? "",
  description: o?.description ?? "",
  contactEmail: o?.contactEmail ?? "",
  notes: o?.notes ?? "",
});

const filled = (label: string) => (v: string) => v.trim() !== "" || `${label} is required`;

/** Add or edit an opportunity; Save stays disabled until title, company and type are given. */
export function OpportunityForm({ editing, onDone }: { editing?: Opportunity; onDone: () => void }) {
  const form = useKitForm<Values>({ defaultValues: fromOpportunity(editing) });
  const { register, formState: { errors } } = form;
  const save = useSave(saveOpportunity);
  const [title, company, type] = form.watch(["title", "company", "type"]);
  const ready = !!(title.trim() && company.trim() && type);
  const submit = form.handleSubmit((v) =>
    save.mutate(
      {
        id: editing?.id,
        body: { ...v, title: v.title.trim(), company: v.company.trim(), deadline: v.deadline || null },
      },
      {
        onSuccess: (o) => {
          toast({ title: editing ? "Opportunity Updated" : "Opportunity Added", description: `${o.title} (${o.company})` });
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
      aria-label={editing ? "Edit opportunity" : "Add opportunity"}
      noValidate
    >
      <div className="card-body gap-0 p-4">
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Title" required error={errors.title}>
            <Input autoFocus placeholder="Season 2 finale montage" {...register("title", { validate: filled("Title") })} />
          </Field>
          <Field label="Company" required error={errors.company}>
            <Input {...register("company", { validate: filled("Company") })} />
          </Field>
          <Field label="Type" required error={errors.type}>
            <Select {...register("type", { required: "Choose a type" })}>
              <option value="">Choose a type</option>
              {LICENSE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Genre" error={errors.genre}>
            <Input {...register("genre")} />
          </Field>
          <Field label="Budget" error={errors.budget}>
            <Input placeholder={`${formatMoney(2000)} - ${formatMoney(5000)}`} {...register("budget")} />
          </Field>
          <Field label="Deadline" error={errors.deadline}>
            <Input type="date" {...register("deadline")} />
          </Field>
          <Field label="Contact Email" error={errors.contactEmail}>
            <Input
              type="email"
              {...register("contactEmail", {
                validate: (v) => v.trim() === "" || /^[^\s@]+@[^\s@]+$/.test(v.trim()) || "Contact email must be an e-mail address",
              })}
            />
          </Field>
          <Field label="Description" error={errors.description} className="sm:col-span-2">
            <Input {...register("description")} />
          </Field>
          <Field label="Notes" error={errors.notes} className="sm:col-span-2 lg:col-span-3">
            <Input {...register("notes")} />
          </Field>
        </div>
        <FormError error={errors.root?.server} />
        <FormActions
          pending={save.isPending}
          disabled={!ready}
          editing={Boolean(editing)}
          createLabel="Save Opportunity"
          onCancel={onDone}
        />
      </div>
    </form>
  );
}
