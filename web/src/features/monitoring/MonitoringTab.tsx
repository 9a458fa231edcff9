import { AlertTriangle, Bell, CheckCircle2, Gauge, RefreshCw, Trash2 } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { Field, ListSkeleton, StatCard, errorMessage } from "../automation/ui";
import {
  METRIC_TYPES,
  TIME_WINDOWS,
  useAlerts,
  useClearAlert,
  useCreateMetric,
  useDeleteMetric,
  useMetrics,
  useSetThreshold,
  type Metric,
} from "./api";

const Sparkline = lazy(() => import("./Sparkline"));
const metricLabel = (v: string) => METRIC_TYPES.find((m) => m.value === v)?.label ?? v;

function ThresholdEditor({ metric }: { metric: Metric }) {
  const [value, setValue] = useState(metric.alertThreshold === null ? "" : String(metric.alertThreshold));
  const save = useSetThreshold();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = value.trim() === "" ? null : Number(value);
    if (n !== null && (!Number.isFinite(n) || n < 0 || n > 100)) {
      toast({
        title: "Invalid Threshold",
        description: "Enter a percent from 0 to 100, or leave it empty for no alert.",
        variant: "destructive",
      });
      return;
    }
    save.mutate(
      { id: metric.id, threshold: n },
      {
        onSuccess: (m) =>
          toast({
            title: "Threshold Updated",
            description:
              m.alertThreshold === null ? "Alerts are off for this metric." : `Alert when below ${m.alertThreshold}%.`,
          }),
        onError: (e) => toast({ title: "Update Failed", description: errorMessage(e), variant: "destructive" }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="join" aria-label={`Alert threshold for ${metricLabel(metric.metricType)}`}>
      <input
        className="input input-xs join-item w-20"
        inputMode="decimal"
        placeholder="none"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label="Threshold (%)"
      />
      <button type="submit" className="btn btn-xs join-item" disabled={save.isPending}>
        Set
      </button>
    </form>
  );
}

function MetricRow({ metric }: { metric: Metric }) {
  const clear = useClearAlert();
  const del = useDeleteMetric();
  const alert = metric.isAlertTriggered;
  return (
    <li
      className={`rounded-box border p-3 ${alert ? "border-error/60 bg-error/5" : "border-base-300"}`}
      data-testid="metric-row"
      data-metric={metric.metricType}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{metricLabel(metric.metricType)}</span>
            <span className="badge badge-sm badge-outline">{metric.timeWindow}</span>
            <span className={`badge badge-sm ${alert ? "badge-error" : "badge-success"}`} data-testid="metric-state">
              {alert ? "Alert" : "Normal"}
            </span>
          </div>
          <div className="text-xs text-base-content/70">{metric.basis}</div>
        </div>
        <div className="text-right">
          <div className="text-2xl font-bold" data-testid="metric-value">
            {metric.currentValue}%
          </div>
          <div className="text-xs text-base-content/60">
            {metric.alertThreshold === null ? "No alert threshold" : `Alert below ${metric.alertThreshold}%`}
          </div>
        </div>
      </div>
      <Suspense fallback={<div className="skeleton h-16 w-full" />}>
        <Sparkline points={metric.history} threshold={metric.alertThreshold} label={metricLabel(metric.metricType)} />
      </Suspense>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <ThresholdEditor key={`${metric.id}-${metric.alertThreshold}`} metric={metric} />
        <div className="flex gap-2">
          {alert && (
            <button
              type="button"
              className="btn btn-xs btn-error btn-outline"
              disabled={clear.isPending}
              onClick={() =>
                clear.mutate(metric.id, {
                  onSuccess: () =>
                    toast({
                      title: "Alert Cleared",
                      description: `${metricLabel(metric.metricType)} is back to Normal.`,
                    }),
                })
              }
            >
              Clear
            </button>
          )}
          <button
            type="button"
            className="btn btn-xs btn-ghost"
            aria-label={`Remove ${metricLabel(metric.metricType)}`}
            onClick={() => del.mutate(metric.id)}
          >
            <Trash2 className="size-3" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

function AddMetricForm() {
  const [form, setForm] = useState({ metricType: "", alertThreshold: "", timeWindow: "1h" });
  const create = useCreateMetric();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.metricType) {
      toast({
        title: "Missing Information",
        description: "Please select a metric type to monitor.",
        variant: "destructive",
      });
      return;
    }
    const t = form.alertThreshold.trim() === "" ? null : Number.parseFloat(form.alertThreshold);
    create.mutate(
      {
        metricType: form.metricType,
        alertThreshold: t === null || Number.isNaN(t) ? null : t,
        timeWindow: form.timeWindow,
      },
      {
        onSuccess: (m) => {
          toast({
            title: "Metric Added",
            description: `${metricLabel(m.metricType)} is now ${m.currentValue}% (${m.basis}).`,
          });
          setForm({ metricType: "", alertThreshold: "", timeWindow: "1h" });
        },
        onError: () =>
          toast({
            title: "Failed to Add Metric",
            description: "Could not create monitoring metric. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Add New Metric" className="rounded-box border border-base-300 p-3">
      <h3 className="mb-2 font-semibold">Add New Metric</h3>
      {create.error && <ErrorAlert error={create.error} />}
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label="Metric Type *" className="sm:col-span-2">
          <select
            className="select select-sm w-full"
            aria-label="Metric Type"
            value={form.metricType}
            onChange={(e) => setForm({ ...form, metricType: e.target.value })}
          >
            <option value="">Select a metric</option>
            {METRIC_TYPES.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Alert Threshold (%)">
          <input
            className="input input-sm w-full"
            inputMode="decimal"
            placeholder="Optional"
            value={form.alertThreshold}
            onChange={(e) => setForm({ ...form, alertThreshold: e.target.value })}
          />
        </Field>
        <Field label="Time Window">
          <select
            className="select select-sm w-full"
            aria-label="Time Window"
            value={form.timeWindow}
            onChange={(e) => setForm({ ...form, timeWindow: e.target.value })}
          >
            {TIME_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="mt-3 flex justify-end">
        <button type="submit" className="btn btn-primary btn-sm" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add Metric"}
        </button>
      </div>
    </form>
  );
}

export default function MonitoringTab() {
  const [auto, setAuto] = useState(true);
  const metrics = useMetrics(auto);
  const alerts = useAlerts(auto);
  const list = metrics.data ?? [];
  const normal = list.filter((m) => !m.isAlertTriggered).length;
  const updated = metrics.dataUpdatedAt ? new Date(metrics.dataUpdatedAt) : null;
  return (
    <div className="space-y-4" data-testid="monitoring-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Real-Time Monitoring</h3>
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <RefreshCw className={`size-4 ${auto && metrics.isFetching ? "animate-spin" : ""}`} aria-hidden />
          Auto-refresh
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-sm toggle-primary shrink-0"
            checked={auto}
            onChange={(e) => setAuto(e.target.checked)}
            aria-label="Auto-refresh"
          />
        </label>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Live Metrics" value={list.length} icon={Gauge} loading={metrics.isLoading} />
        <StatCard label="Active Alerts" value={alerts.data?.length ?? 0} icon={Bell} loading={alerts.isLoading} />
        <StatCard label="Normal" value={normal} icon={CheckCircle2} loading={metrics.isLoading} />
        <StatCard
          label="Last Update"
          value={
            updated
              ? updated.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" })
              : "—"
          }
          icon={RefreshCw}
          hint={auto ? "Every 30 s" : "Auto-refresh off"}
        />
      </div>
      {!!alerts.data?.length && (
        <div role="alert" className="alert alert-error alert-soft" data-testid="alerts">
          <AlertTriangle className="size-5" aria-hidden />
          <ul className="text-sm">
            {alerts.data.map((a) => (
              <li key={a.id}>
                {a.message}
                {a.triggeredAt ? ` · since ${formatDateTime(a.triggeredAt)}` : ""}
              </li>
            ))}
          </ul>
        </div>
      )}
      {metrics.isLoading ? (
        <ListSkeleton count={2} />
      ) : metrics.error ? (
        <ErrorAlert error={metrics.error} />
      ) : list.length ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Live metrics">
          {list.map((m) => (
            <MetricRow key={m.id} metric={m} />
          ))}
        </ul>
      ) : (
        <EmptyState title="No metrics monitored yet">
          Add a metric below; its value is computed from your own data.
        </EmptyState>
      )}
      <AddMetricForm />
    </div>
  );
}
