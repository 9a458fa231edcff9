import { toast } from "../toast/toast";
import { applyServerErrors, Field, FormError, Input, missingInformation, Select, useKitForm } from "../ui";
import { METRIC_TYPES, TIME_WINDOWS, useCreateMetric } from "./api";
import { metricLabel } from "./labels";

type Values = { metricType: string; alertThreshold: string; timeWindow: string };
const EMPTY: Values = { metricType: "", alertThreshold: "", timeWindow: "1h" };

const thresholdRule = (v: string) => {
  if (v.trim() === "") return true;
  const n = Number(v);
  return (Number.isFinite(n) && n >= 0 && n <= 100) || "Enter a percent from 0 to 100, or leave it empty";
};

export function AddMetricForm() {
  const form = useKitForm<Values>({ defaultValues: EMPTY });
  const { register, formState: { errors } } = form;
  const create = useCreateMetric();
  const save = (v: Values) =>
    create.mutate(
      {
        metricType: v.metricType,
        alertThreshold: v.alertThreshold.trim() === "" ? null : Number(v.alertThreshold),
        timeWindow: v.timeWindow,
      },
      {
        onSuccess: (m) => {
          toast({
            title: "Metric Added",
            description: `${metricLabel(m.metricType)} is now ${m.currentValue}% (${m.basis}).`,
          });
          form.reset(EMPTY);
        },
        onError: (e) => applyServerErrors(form, e),
      },
    );
  // Spec: a missing metric type is also announced by a toast; the field says which one.
  const toastMissing = missingInformation("Please select a metric type to monitor.");
  const invalid = () => (form.getValues("metricType") ? undefined : toastMissing());
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save, invalid)}
      aria-labelledby="add-metric-title"
      className="rounded-box border border-base-300 p-3"
    >
      <h3 id="add-metric-title" className="mb-2 font-semibold">
        Add New Metric
      </h3>
      <div className="grid gap-x-3 sm:grid-cols-4">
        <Field label="Metric Type *" className="sm:col-span-2" error={errors.metricType}>
          <Select className="select-sm" {...register("metricType", { required: "Select a metric to monitor" })}>
            <option value="">Select a metric</option>
            {METRIC_TYPES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Alert Threshold (%)" error={errors.alertThreshold}>
          <Input
            className="input-sm"
            inputMode="decimal"
            placeholder="Optional"
            {...register("alertThreshold", { validate: thresholdRule })}
          />
        </Field>
        <Field label="Time Window">
          <Select className="select-sm" {...register("timeWindow")}>
            {TIME_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <FormError error={errors.root?.server} />
      <div className="mt-3 flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add Metric"}
        </button>
      </div>
    </form>
  );
}
