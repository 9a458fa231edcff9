import { currencySymbol } from "../../lib/format";
import { toast } from "../toast/toast";
import { applyServerErrors, Checkbox, Field, FormError, Input, missingInformation, Select, useKitForm } from "../ui";
import { AUTOMATION_TYPES, useCreateJob } from "./api";

const PLATFORMS = ["Instagram", "TikTok", "Facebook", "X (Twitter)", "YouTube", "Threads", "Bandcamp", "Email"];

type Values = { name: string; type: string; frequency: string; tone: string; budget: string; platforms: string[] };
const EMPTY: Values = { name: "", type: "", frequency: "weekly", tone: "professional", budget: "500", platforms: [] };

/** Spec: a budget that is not a number is saved as 0 (the card then reads "Budget $0"). */
const toBudget = (text: string) => {
  const n = Number.parseFloat(text);
  return Number.isFinite(n) ? n : 0;
};

export function CreateJobForm({ onDone }: { onDone: () => void }) {
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const { register, formState: { errors } } = form;
  const create = useCreateJob();
  const save = (v: Values) =>
    create.mutate(
      {
        name: v.name.trim(),
        type: v.type,
        config: {
          type: v.type,
          schedule: { frequency: v.frequency, timeOfDay: "09:00" },
          preferences: { tone: v.tone, platforms: v.platforms, budget: toBudget(v.budget) },
        },
      },
      {
        onSuccess: (job) => {
          toast({
            title: "Automation Created",
            description: `"${job.name}" will run ${job.config.schedule.frequency} at ${job.config.schedule.timeOfDay}.`,
          });
          form.reset(EMPTY);
          onDone();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    );
  const missing = missingInformation("Please provide a job name and select an automation type.");
  return (
    <form noValidate onSubmit={form.handleSubmit(save, missing)} aria-label="Create automation" className="space-y-3">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Job Name *" error={errors.name}>
          <Input
            placeholder="Weekly audiobook promo"
            {...register("name", { validate: (v) => v.trim() !== "" || "Give the automation a name" })}
          />
        </Field>
        <Field label="Automation Type *" error={errors.type}>
          <Select {...register("type", { required: "Select an automation type" })}>
            <option value="">Select automation type</option>
            {AUTOMATION_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Frequency">
          <Select {...register("frequency")}>
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </Select>
        </Field>
        <Field label="Tone">
          <Select {...register("tone")}>
            <option value="professional">Professional</option>
            <option value="casual">Casual</option>
            <option value="creative">Creative</option>
          </Select>
        </Field>
        <Field label={`Budget (${currencySymbol()})`} hint="Anything that is not a number counts as 0" error={errors.budget}>
          <Input inputMode="decimal" {...register("budget")} />
        </Field>
        <Field label="Time of Day" hint="Automations run at 09:00">
          <Input value="09:00" readOnly aria-readonly />
        </Field>
      </div>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-sm">Platforms</legend>
        <div className="flex flex-wrap gap-x-4">
          {PLATFORMS.map((p) => (
            <Checkbox key={p} label={p} value={p} {...register("platforms")} />
          ))}
        </div>
      </fieldset>
      <FormError error={errors.root?.server} />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            form.reset(EMPTY);
            create.reset();
          }}
        >
          Reset
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Automation"}
        </button>
      </div>
    </form>
  );
}
