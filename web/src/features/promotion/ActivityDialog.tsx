import { currencySymbol } from "../../lib/format";
import { useEffect } from "react";
import {
  ACTIVITY_CHANNELS,
  ACTIVITY_TYPES,
  activityTypeLabel,
  type ActivityType,
} from "@shared/promotion-catalog";
import { toast } from "../toast/toast";
import { applyServerErrors, Dialog, Field, FormError, Input, Select, TextArea, useKitForm } from "../ui";
import { useCreateActivity } from "./api";
import { amountRule } from "./rules";

type Values = {
  title: string;
  type: ActivityType | "";
  channel: string;
  description: string;
  content: string;
  scheduledDate: string;
  budget: string;
};

/**
 * Add Activity for the current campaign. Choosing a type resets the channel to that type's first platform and limits
 * the choices; Add stays disabled until title, type and channel are there.
 */
export function ActivityDialog({ campaign, onClose }: { campaign: { id: number; name: string }; onClose: () => void }) {
  const create = useCreateActivity();
  const form = useKitForm<Values>({
    defaultValues: { title: "", type: "", channel: "", description: "", content: "", scheduledDate: "", budget: "" },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [title, type, channel] = watch(["title", "type", "channel"]);
  const channels: readonly string[] = type ? ACTIVITY_CHANNELS[type] : [];
  const ready = title.trim() !== "" && type !== "" && channel !== "";
  // After the new type's options are on screen, pick its first platform.
  useEffect(() => {
    setValue("channel", type ? ACTIVITY_CHANNELS[type][0] : "");
  }, [type, setValue]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const a = await create.mutateAsync({
        title: v.title.trim(),
        type: v.type as ActivityType,
        channel: v.channel,
        description: v.description.trim(),
        content: v.content.trim(),
        scheduledDate: v.scheduledDate || null,
        budget: v.budget.trim() || null,
        campaignId: campaign.id,
      });
      toast({ title: "Activity Added", description: `"${a.title}" on ${a.channel}` });
      onClose();
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <Dialog title="Add Activity" onClose={onClose} description={<>Campaign <strong>{campaign.name}</strong></>}>
      <form onSubmit={submit} noValidate aria-label="Add activity">
        <Field label="Title" required error={errors.title}>
          <Input
            placeholder="Narrator clip for chapter one"
            {...register("title", {
              validate: (v) => (v.trim() !== "" && v.length <= 200) || "Activity title is required (at most 200 characters)",
            })}
          />
        </Field>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field label="Type" required error={errors.type}>
            <Select {...register("type", { required: "Choose a type" })}>
              <option value="">Choose a type</option>
              {ACTIVITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {activityTypeLabel(t)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Channel" required error={errors.channel}>
            <Select disabled={!type} {...register("channel", { required: "Choose a channel" })}>
              {!type && <option value="">Choose a type first</option>}
              {channels.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Scheduled Date" error={errors.scheduledDate}>
            <Input type="datetime-local" {...register("scheduledDate")} />
          </Field>
          <Field label={`Budget (${currencySymbol()})`} error={errors.budget}>
            <Input type="number" step="0.01" min="0" placeholder="40" {...register("budget", { validate: amountRule })} />
          </Field>
        </div>
        <Field label="Description" error={errors.description}>
          <Input placeholder="What happens and why" {...register("description")} />
        </Field>
        <Field label="Content" error={errors.content}>
          <TextArea rows={3} placeholder="Post copy, e-mail text, talking points…" {...register("content")} />
        </Field>
        <FormError error={errors.root?.server} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!ready || isSubmitting}>
            {isSubmitting ? "Adding..." : "Add Activity"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
