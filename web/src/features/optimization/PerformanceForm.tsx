import { humanize } from "@shared/text";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, missingInformation, Select, TextArea, useKitForm } from "../ui";
import { CONTENT_TYPES, METRICS, useAddPerformance } from "./api";

type Values = { contentId: string; contentType: string; metric: string; value: string; platform: string; content: string };
const EMPTY: Values = { contentId: "", contentType: "email", metric: "open_rate", value: "", platform: "", content: "" };

/** Records one result (an open rate, clicks…) for a piece of content; its text can be analysed later. */
export function PerformanceForm({ onDone }: { onDone: () => void }) {
  const add = useAddPerformance();
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = async (v: Values) => {
    try {
      const r = await add.mutateAsync({
        contentId: v.contentId.trim(),
        contentType: v.contentType,
        metric: v.metric,
        value: Number.parseFloat(v.value),
        platform: v.platform || null,
        content: v.content || null,
      });
      toast({ title: "Result Recorded", description: `${humanize(r.metric)} ${r.value} for "${r.contentId}".` });
      form.reset(EMPTY);
      onDone();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  const missing = missingInformation("Please provide a content id and a numeric value.");
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, missing)}
      aria-label="Add content performance"
      className="space-y-1 rounded-box border border-base-300 p-3"
    >
      <div className="grid gap-x-2 sm:grid-cols-3">
        <Field label="Content ID" required error={errors.contentId}>
          <Input
            className="input-sm"
            placeholder="newsletter-march"
            {...register("contentId", {
              validate: (x) => (x.trim() !== "" && x.length <= 200) || "Content id is required (e.g. newsletter-march)",
            })}
          />
        </Field>
        <Field label="Content Type">
          <Select className="select-sm" {...register("contentType")}>
            {CONTENT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Metric">
          <Select className="select-sm" {...register("metric")}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {humanize(m)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Value" required error={errors.value}>
          <Input
            className="input-sm"
            inputMode="decimal"
            placeholder="e.g. 22.5 (percent for rates)"
            {...register("value", {
              validate: (x) => {
                const n = Number(x.trim());
                return (x.trim() !== "" && Number.isFinite(n) && n >= 0) || "Value must be a number of 0 or more";
              },
            })}
          />
        </Field>
        <Field label="Platform">
          <Input className="input-sm" placeholder="Substack" {...register("platform")} />
        </Field>
      </div>
      <Field label="Content text (to analyse it later)">
        <TextArea className="textarea-sm" rows={3} {...register("content")} />
      </Field>
      <FormError error={errors.root?.server} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          Save Result
        </button>
      </div>
    </form>
  );
}
