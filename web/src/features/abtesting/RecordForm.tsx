import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, missingInformation, Select, useKitForm } from "../ui";
import { useRecordObservation, type AbCampaign } from "./api";

type Values = { variantId: string; exposures: string; conversions: string };

const whole = (min: number, message: string) => (v: string) => {
  const n = Number(v.trim());
  return (v.trim() !== "" && Number.isInteger(n) && n >= min) || message;
};

/** Adds exposures and conversions to one variant of a running test; what was counted is said in a toast. */
export function RecordForm({ campaign }: { campaign: AbCampaign }) {
  const record = useRecordObservation();
  const form = useKitForm<Values>({
    defaultValues: { variantId: String(campaign.variants[0]?.id ?? ""), exposures: "", conversions: "" },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const save = async (v: Values) => {
    try {
      const { variant } = await record.mutateAsync({
        id: campaign.id,
        variantId: Number(v.variantId),
        exposures: Number(v.exposures),
        conversions: Number(v.conversions || "0"),
      });
      toast({
        title: "Data Recorded",
        description: `${variant.name}: ${variant.conversions} conversions from ${variant.exposures} exposures (${variant.conversionRate}%).`,
      });
      form.reset({ variantId: v.variantId, exposures: "", conversions: "" });
    } catch (e) {
      applyServerErrors(form, e);
    }
  };
  const missing = missingInformation("Enter exposures (at least 1) and conversions (0 or more).");
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, missing)}
      aria-label={`Record data for ${campaign.name}`}
      className="mt-3 flex flex-wrap items-start gap-x-2 rounded-box bg-base-200 p-2"
    >
      <Field label="Variant" error={errors.variantId}>
        <Select className="select-sm" {...register("variantId")}>
          {campaign.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Exposures" error={errors.exposures} className="w-32">
        <Input
          className="input-sm"
          inputMode="numeric"
          {...register("exposures", { validate: whole(1, "A whole number of at least 1") })}
        />
      </Field>
      <Field label="Conversions" error={errors.conversions} className="w-32">
        <Input
          className="input-sm"
          inputMode="numeric"
          {...register("conversions", {
            validate: (v) => v.trim() === "" || whole(0, "A whole number of 0 or more")(v),
          })}
        />
      </Field>
      <button type="submit" className="btn btn-sm mt-8" disabled={isSubmitting}>
        Record
      </button>
      <FormError error={errors.root?.server} />
    </form>
  );
}
