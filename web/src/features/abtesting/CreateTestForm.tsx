import { formatNumber } from "../../lib/format";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, missingInformation, Select, TextArea, useKitForm } from "../ui";
import { DEFAULT_SAMPLE_SIZE, TEST_TYPES, useCreateAbCampaign } from "./api";

type Variant = { name: string; description: string; trafficPercentage: string };
type Values = {
  name: string;
  description: string;
  testType: string;
  sampleSize: string;
  confidenceLevel: string;
  variants: Variant[];
};
const EMPTY = (): Values => ({
  name: "",
  description: "",
  testType: "",
  sampleSize: String(DEFAULT_SAMPLE_SIZE),
  confidenceLevel: "95",
  variants: [
    { name: "Control (A)", description: "", trafficPercentage: "50" },
    { name: "Variant B", description: "", trafficPercentage: "50" },
  ],
});
const share = (v: string) => Number.parseInt(v, 10) || 0;

/** A new test: name, type, sample size, confidence, and 2–10 variants (the first is the control) whose traffic adds up to 100%. */
export function CreateTestForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAbCampaign();
  const form = useKitForm<Values>({ defaultValues: EMPTY() });
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const variants = useFieldArray({ control, name: "variants" });
  const total = watch("variants").reduce((s, v) => s + share(v.trafficPercentage), 0);

  const save = async (v: Values) => {
    // Spec: a sample size that is not a positive number falls back to the default.
    const parsed = Number.parseInt(v.sampleSize, 10);
    try {
      const c = await create.mutateAsync({
        name: v.name.trim(),
        description: v.description,
        testType: v.testType,
        sampleSize: Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_SAMPLE_SIZE,
        confidenceLevel: Number(v.confidenceLevel),
        variants: v.variants.map((x, i) => ({
          name: x.name.trim(),
          description: x.description,
          isControl: i === 0,
          trafficPercentage: share(x.trafficPercentage),
        })),
      });
      toast({
        title: "Test Created",
        description: `"${c.name}" is a draft with ${c.variants.length} variants. Start it when ready.`,
      });
      form.reset(EMPTY());
      onDone();
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  // The fields show what is missing; for the two required ones the toast (spec) says it once too.
  const toastMissing = missingInformation("Please provide a campaign name and select a test type.");
  const missing = (e: typeof errors) => (e.name || e.testType ? toastMissing() : undefined);
  return (
    <form noValidate onSubmit={form.handleSubmit(save, missing)} aria-label="Create A/B test" className="space-y-3">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Campaign Name" required error={errors.name}>
          <Input
            placeholder="Newsletter subject lines"
            {...register("name", { validate: (x) => x.trim() !== "" || "Give the test a name" })}
          />
        </Field>
        <Field label="Test Type" required error={errors.testType}>
          <Select {...register("testType", { required: "Select a test type" })}>
            <option value="">Select test type</option>
            {TEST_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sample Size" hint={`Not a number? ${formatNumber(DEFAULT_SAMPLE_SIZE)} is used.`}>
          <Input inputMode="numeric" {...register("sampleSize")} />
        </Field>
        <Field label="Confidence Level">
          <Select {...register("confidenceLevel")}>
            <option value="90">90%</option>
            <option value="95">95%</option>
            <option value="99">99%</option>
          </Select>
        </Field>
        <Field label="Description" className="sm:col-span-2">
          <TextArea rows={2} {...register("description")} />
        </Field>
      </div>
      <fieldset className="fieldset rounded-box border border-base-300 p-3">
        <legend className="fieldset-legend text-xs">Variants (the first is the control) · traffic {total}%</legend>
        {variants.fields.map((field, i) => (
          <div key={field.id} className="flex flex-wrap items-start gap-x-2" data-testid="variant-row">
            <Field label={i === 0 ? "Control name" : `Variant ${i + 1} name`} error={errors.variants?.[i]?.name} className="w-40">
              <Input
                className="input-sm"
                {...register(`variants.${i}.name`, { validate: (x) => x.trim() !== "" || "Every variant needs a name" })}
              />
            </Field>
            <Field label="Description" className="min-w-40 flex-1">
              <Input className="input-sm" {...register(`variants.${i}.description`)} />
            </Field>
            <Field label="Traffic %" error={errors.variants?.[i]?.trafficPercentage} className="w-24">
              <Input
                className="input-sm"
                inputMode="numeric"
                aria-label={`Traffic % for ${watch(`variants.${i}.name`) || `variant ${i + 1}`}`}
                {...register(`variants.${i}.trafficPercentage`, {
                  validate: (x) => (/^\d+$/.test(x.trim()) && share(x) >= 1 && share(x) <= 100) || "1 to 100",
                })}
              />
            </Field>
            {i > 1 && (
              <button
                type="button"
                className="btn btn-ghost btn-sm mt-8"
                aria-label={`Remove ${watch(`variants.${i}.name`)}`}
                onClick={() => variants.remove(i)}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        ))}
        {total !== 100 && (
          <p className="text-xs text-warning" role="status">
            Traffic must add up to 100%.
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-sm w-fit"
          disabled={variants.fields.length >= 10}
          onClick={() =>
            variants.append({
              name: `Variant ${String.fromCharCode(65 + variants.fields.length)}`,
              description: "",
              trafficPercentage: "0",
            })
          }
        >
          <Plus className="size-4" aria-hidden /> Add Variant
        </button>
      </fieldset>
      <FormError error={errors.root?.server} />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? "Creating..." : "Create Test"}
        </button>
      </div>
    </form>
  );
}
