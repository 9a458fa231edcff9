import { formatNumber } from "../../lib/format";
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef } from "react";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, TextArea, useKitForm } from "../ui";
import { MERGE_FIELDS, unknownFields, useCreateCampaign, useUpdateCampaign, type Campaign, type RecipientType } from "./api";

export const TYPE_LABEL: Record<RecipientType, string> = {
  radio: "Radio stations",
  licensing: "Music supervisors",
  custom: "Custom list",
};
const SAMPLE =
  "Hi {{name}},\n\nI'm {{senderName}}, an independent artist. I think my new single would fit {{station}}'s programming…\n\nThanks for listening!\n{{senderName}}";

type Values = { name: string; subject: string; template: string; recipientType: RecipientType; customRecipients: string };

/** Text rules as the server's: required (something other than spaces) and at most `max` characters. */
const text = (message: string, max: number) => (v: string) =>
  v.trim() === "" ? message : v.length > max ? `At most ${formatNumber(max)} characters` : true;

/**
 * New campaign (a card on the page) or Edit (inside a dialog). Merge-field buttons insert at the cursor; unknown
 * merge fields are flagged while typing; the server's checks (e.g. a bad custom address) land on their field.
 */
export function CampaignForm({ onDone, editing }: { onDone: () => void; editing?: Campaign }) {
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const form = useKitForm<Values>({
    defaultValues: editing
      ? {
          name: editing.name,
          subject: editing.subject,
          template: editing.template,
          recipientType: editing.recipientType,
          customRecipients: editing.customRecipients.join("\n"),
        }
      : { name: "", subject: "", template: "", recipientType: "radio", customRecipients: "" },
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [subject, template, recipientType] = watch(["subject", "template", "recipientType"]);
  const unknown = unknownFields(subject, template);
  const templateEl = useRef<HTMLTextAreaElement | null>(null);
  const { ref: templateRef, ...templateField } = register("template", {
    validate: text("Email template is required", 50_000),
  });
  useEffect(() => {
    if (!editing) form.setFocus("name");
  }, [editing, form]);

  const insert = (field: string) => {
    const el = templateEl.current;
    const token = `{{${field}}}`;
    const current = form.getValues("template");
    const at = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? at;
    setValue("template", current.slice(0, at) + token + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const submit = form.handleSubmit(async (v) => {
    const body = {
      name: v.name,
      subject: v.subject,
      template: v.template,
      recipientType: v.recipientType,
      ...(v.recipientType === "custom" ? { customRecipients: v.customRecipients } : {}),
    };
    try {
      const saved = editing ? await update.mutateAsync({ id: editing.id, ...body }) : await create.mutateAsync(body);
      toast({ title: editing ? "Campaign saved" : "Campaign created", description: `${saved.name} is saved as a draft.` });
      form.reset();
      onDone();
    } catch (e) {
      applyServerErrors(form, e);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className={editing ? "" : "card mb-6 bg-base-100 shadow-sm"}
      aria-label={editing ? "Edit campaign" : "New campaign"}
    >
      <div className={editing ? "flex flex-col gap-1" : "card-body gap-1"}>
        {!editing && <h2 className="card-title text-lg">New Campaign</h2>}
        <div className="grid gap-x-3 sm:grid-cols-2">
          <Field label="Campaign Name" required error={errors.name}>
            <Input placeholder="Fall single radio push" {...register("name", { validate: text("Campaign name is required", 200) })} />
          </Field>
          <Field label="Subject" required error={errors.subject}>
            <Input placeholder="New single for {{station}}" {...register("subject", { validate: text("Subject is required", 500) })} />
          </Field>
        </div>
        <fieldset className="fieldset py-1">
          <legend className="fieldset-legend py-1 text-sm">Recipients</legend>
          <div className="flex flex-wrap gap-4">
            {(["radio", "licensing", "custom"] as const).map((t) => (
              <label key={t} className="flex cursor-pointer items-center gap-2 text-sm">
                <input type="radio" className="radio radio-sm" value={t} {...register("recipientType")} />
                {TYPE_LABEL[t]}
              </label>
            ))}
          </div>
        </fieldset>
        {recipientType === "custom" && (
          <Field
            label="Custom recipients"
            hint="One per line or comma-separated, e.g. Jane Doe <jane@label.com>"
            error={errors.customRecipients}
          >
            <TextArea rows={3} placeholder={"jane@label.com\nSam Lee <sam@blog.net>"} {...register("customRecipients")} />
          </Field>
        )}
        <Field
          label="Email Template"
          required
          error={errors.template}
          hint={
            <span className="flex flex-wrap items-center gap-1">
              Insert:
              {MERGE_FIELDS.map((f) => (
                <button key={f} type="button" className="btn btn-xs btn-ghost font-mono" onClick={() => insert(f)}>
                  {`{{${f}}}`}
                </button>
              ))}
              {!template && (
                <button
                  type="button"
                  className="btn btn-xs btn-link"
                  onClick={() => setValue("template", SAMPLE, { shouldDirty: true })}
                >
                  Use sample
                </button>
              )}
            </span>
          }
        >
          <TextArea
            className="font-mono text-sm"
            rows={7}
            placeholder="Hi {{name}}, …"
            {...templateField}
            ref={(el: HTMLTextAreaElement | null) => {
              templateRef(el);
              templateEl.current = el;
            }}
          />
        </Field>
        {unknown.length > 0 && (
          <div role="alert" className="alert alert-warning text-sm">
            <AlertTriangle className="size-4" aria-hidden />
            <span>
              Unknown merge field{unknown.length > 1 ? "s" : ""}: {unknown.map((f) => `{{${f}}}`).join(", ")}. Fix
              before sending.
            </span>
          </div>
        )}
        <FormError error={errors.root?.server} />
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              form.reset();
              onDone();
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {editing ? (isSubmitting ? "Saving..." : "Save Campaign") : isSubmitting ? "Creating..." : "Create Campaign"}
          </button>
        </div>
      </div>
    </form>
  );
}
