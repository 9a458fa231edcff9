import { getFormatLocale } from "../../lib/format";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { useCreateGrant } from "./api";

type Values = {
  title: string;
  organization: string;
  amount: string;
  deadline: string;
  applicationUrl: string;
  description: string;
  requirements: string;
  notes: string;
};
const EMPTY: Values = {
  title: "",
  organization: "",
  amount: "",
  deadline: "",
  applicationUrl: "",
  description: "",
  requirements: "",
  notes: "",
};
const filled = (message: string) => (v: string) => v.trim() !== "" || message;

/** The inline "Add Grant Manually" card. */
export function GrantForm({ onDone }: { onDone: () => void }) {
  const create = useCreateGrant();
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = form.handleSubmit((v) =>
    create.mutate(
      { ...v, deadline: v.deadline || null, amount: v.amount || null },
      {
        onSuccess: (g) => {
          toast({ title: "Grant added", description: `${g.title} is on your list.` });
          form.reset(EMPTY);
          onDone();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Add grant">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">Add Grant Manually</h2>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Grant Title" required error={errors.title}>
            <Input
              placeholder="Open Fund for Music Creators"
              autoFocus
              {...register("title", { validate: filled("Grant title is required") })}
            />
          </Field>
          <Field label="Organization" required error={errors.organization}>
            <Input
              placeholder="PRS Foundation"
              {...register("organization", { validate: filled("Organization is required") })}
            />
          </Field>
          <Field label={`Amount (${getFormatLocale().currency})`} error={errors.amount}>
            <Input
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              placeholder="5000"
              {...register("amount", {
                validate: (v) => v === "" || Number(v) >= 0 || "Amount must be a number of 0 or more",
              })}
            />
          </Field>
          <Field label="Deadline" error={errors.deadline}>
            <Input type="date" {...register("deadline")} />
          </Field>
          <Field label="Application URL" className="sm:col-span-2" error={errors.applicationUrl}>
            <Input inputMode="url" placeholder="https://funder.org/apply" {...register("applicationUrl")} />
          </Field>
          <Field label="Description" className="sm:col-span-2" error={errors.description}>
            <TextArea rows={2} {...register("description")} />
          </Field>
          <Field label="Requirements" error={errors.requirements}>
            <TextArea rows={2} {...register("requirements")} />
          </Field>
          <Field label="Notes" error={errors.notes}>
            <TextArea rows={2} {...register("notes")} />
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
            {create.isPending ? "Adding..." : "Add Grant"}
          </button>
        </div>
      </div>
    </form>
  );
}
