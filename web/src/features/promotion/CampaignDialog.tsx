import { currencySymbol } from "../../lib/format";
import { CAMPAIGN_OBJECTIVES, PLATFORM_CATEGORIES } from "@shared/promotion-catalog";
import { toast } from "../toast/toast";
import { applyServerErrors, Dialog, Field, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { useCreateCampaign, type Campaign } from "./api";
import { amountRule, endAfterStart } from "./rules";

type Values = {
  name: string;
  objective: string;
  targetAudience: string;
  budget: string;
  description: string;
  startDate: string;
  endDate: string;
  channels: string[];
};

/**
 * New campaign for the selected audiobook. Create stays disabled until the two required fields are filled (name and
 * objective); empty budget, dates and channels are sent as null.
 */
export function CampaignDialog({
  audiobook,
  initialChannels,
  onClose,
  onCreated,
}: {
  audiobook: { id: number; title: string };
  initialChannels: string[];
  onClose: () => void;
  onCreated: (campaign: Campaign) => void;
}) {
  const create = useCreateCampaign();
  const form = useKitForm<Values>({
    defaultValues: {
      name: "",
      objective: "",
      targetAudience: "",
      budget: "",
      description: "",
      startDate: "",
      endDate: "",
      channels: initialChannels,
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [name, objective] = watch(["name", "objective"]);
  const ready = name.trim() !== "" && objective !== "";

  const submit = form.handleSubmit(async (v) => {
    try {
      const c = await create.mutateAsync({
        name: v.name.trim(),
        objective: v.objective,
        targetAudience: v.targetAudience.trim(),
        budget: v.budget.trim() || null,
        description: v.description.trim(),
        startDate: v.startDate || null,
        endDate: v.endDate || null,
        channels: v.channels.length ? v.channels : null,
        audiobookId: audiobook.id,
      });
      toast({ title: "Campaign Created", description: `"${c.name}" for ${audiobook.title}` });
      onCreated(c);
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <Dialog title="New Promotion Campaign" onClose={onClose} wide description={<>For <strong>{audiobook.title}</strong></>}>
      <form onSubmit={submit} noValidate aria-label="New promotion campaign">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Campaign Name" required error={errors.name}>
            <Input
              placeholder="Launch week blitz"
              {...register("name", { validate: (v) => (v.trim() !== "" && v.length <= 200) || "Campaign name is required (at most 200 characters)" })}
            />
          </Field>
          <Field label="Objective" required error={errors.objective}>
            <Select {...register("objective", { required: "Choose an objective" })}>
              <option value="">Choose an objective</option>
              {CAMPAIGN_OBJECTIVES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Target Audience" error={errors.targetAudience}>
            <Input placeholder="Cozy-mystery listeners, 25-45" {...register("targetAudience")} />
          </Field>
          <Field label={`Budget (${currencySymbol()})`} error={errors.budget}>
            <Input type="number" step="0.01" min="0" placeholder="250" {...register("budget", { validate: amountRule })} />
          </Field>
          <Field label="Start Date" error={errors.startDate}>
            <Input type="datetime-local" {...register("startDate")} />
          </Field>
          <Field label="End Date" error={errors.endDate}>
            <Input type="datetime-local" {...register("endDate", { validate: endAfterStart(() => form.getValues("startDate")) })} />
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          <TextArea rows={2} placeholder="What this campaign should achieve" {...register("description")} />
        </Field>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Channels</legend>
          <div className="max-h-48 space-y-2 overflow-auto rounded-box border border-base-300 p-2">
            {PLATFORM_CATEGORIES.map((cat) => (
              <div key={cat.name} role="group" aria-label={cat.name}>
                <div className="text-xs font-semibold text-base-content/80" aria-hidden>
                  {cat.name}
                </div>
                <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                  {cat.platforms.map((p) => (
                    <label key={p.name} className="label gap-2 text-sm text-base-content">
                      <input type="checkbox" className="checkbox checkbox-sm" value={p.name} {...register("channels")} />
                      {p.name}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <FormError error={errors.root?.server} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || isSubmitting}>
            {isSubmitting ? "Creating..." : "Create Campaign"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
