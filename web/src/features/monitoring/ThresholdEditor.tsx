import { toast } from "../toast/toast";
import { applyServerErrors, errorText, useKitForm } from "../ui";
import { useSetThreshold, type Metric } from "./api";
import { metricLabel } from "./labels";

type Values = { threshold: string };

/** Inline "alert below N %" editor on a metric; empty turns the alert off. */
export function ThresholdEditor({ metric }: { metric: Metric }) {
  const form = useKitForm<Values>({
    defaultValues: { threshold: metric.alertThreshold === null ? "" : String(metric.alertThreshold) },
  });
  const error = form.formState.errors.threshold ?? form.formState.errors.root?.server;
  const save = useSetThreshold();
  const submit = ({ threshold }: Values) =>
    save.mutate(
      { id: metric.id, threshold: threshold.trim() === "" ? null : Number(threshold) },
      {
        onSuccess: (m) =>
          toast({
            title: "Threshold Updated",
            description:
              m.alertThreshold === null ? "Alerts are off for this metric." : `Alert when below ${m.alertThreshold}%.`,
          }),
        onError: (e) => {
          applyServerErrors(form, e);
          toast({ title: "Update Failed", description: errorText(e), variant: "destructive" });
        },
      },
    );
  const label = metricLabel(metric.metricType);
  const errorId = `threshold-error-${metric.id}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={`Alert threshold for ${label} (${metric.timeWindow})`}>
      <div className="join">
        <input
          className="input input-xs join-item w-20"
          inputMode="decimal"
          placeholder="none"
          aria-label="Threshold (%)"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register("threshold", {
            validate: (v) => {
              if (v.trim() === "") return true;
              const n = Number(v);
              return (Number.isFinite(n) && n >= 0 && n <= 100) || "Enter a percent from 0 to 100, or leave it empty";
            },
          })}
        />
        <button type="submit" className="btn btn-xs join-item" disabled={save.isPending}>
          Set
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </form>
  );
}
