import { Trash2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { useClearAlert, useDeleteMetric, type Metric } from "./api";
import { metricLabel } from "./labels";
import { ThresholdEditor } from "./ThresholdEditor";

const Sparkline = lazy(() => import("./Sparkline"));

/** One monitored metric: its value computed from the owner's data, the trend and the alert threshold. */
export function MetricRow({ metric }: { metric: Metric }) {
  const clear = useClearAlert();
  const del = useDeleteMetric();
  const alert = metric.isAlertTriggered;
  const label = metricLabel(metric.metricType);
  const failed = (e: unknown) => toast({ title: "Update Failed", description: errorText(e), variant: "destructive" });
  return (
    <div
      className={`rounded-box border p-3 ${alert ? "border-error/60 bg-error/5" : "border-base-300"}`}
      data-testid="metric-row"
      data-metric={metric.metricType}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{label}</h3>
            <span className="badge badge-sm badge-outline">{metric.timeWindow}</span>
            <span className={`badge badge-sm ${alert ? "badge-error" : "badge-success"}`} data-testid="metric-state">
              {alert ? "Alert" : "Normal"}
            </span>
          </div>
          <p className="text-xs text-base-content/80">{metric.basis}</p>
        </div>
        <div className="text-right">
          <div className="text-2xl font-bold" data-testid="metric-value">
            {metric.currentValue}%
          </div>
          <div className="text-xs text-base-content/80">
            {metric.alertThreshold === null ? "No alert threshold" : `Alert below ${metric.alertThreshold}%`}
          </div>
        </div>
      </div>
      <Suspense fallback={<div className="skeleton h-16 w-full" />}>
        <Sparkline points={metric.history} threshold={metric.alertThreshold} label={label} />
      </Suspense>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <ThresholdEditor key={`${metric.id}-${metric.alertThreshold}`} metric={metric} />
        <div className="flex gap-2">
          {alert && (
            <button
              type="button"
              className="btn btn-xs btn-error btn-outline"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(metric.id, {
                  onSuccess: () => toast({ title: "Alert Cleared", description: `${label} is back to Normal.` }),
                  onError: failed,
                })
              }
            >
              Clear
            </button>
          )}
          <button
            type="button"
            className="btn btn-xs btn-ghost"
            aria-label={`Remove ${label}`}
            disabled={del.isPending}
            onClick={() => del.mutate(metric.id, { onError: failed })}
          >
            <Trash2 className="size-3" aria-hidden />
          </button>
        </div>
      </div>
    </div>
  );
}
