import { AlertTriangle, Bell, CheckCircle2, Gauge, RefreshCw } from "lucide-react";
import { useState } from "react";
import { formatDateTime, formatTime } from "../../lib/format";
import { EmptyState, List, StatCard } from "../ui";
import { useAlerts, useMetrics } from "./api";
import { AddMetricForm } from "./AddMetricForm";
import { MetricRow } from "./MetricRow";

const icon = (I: typeof Gauge) => <I className="size-4 text-base-content/80" aria-hidden />;

/** Real-Time tab: metrics computed from the owner's own data, their alerts, refreshed every 30 s while on. */
export default function MonitoringTab() {
  const [auto, setAuto] = useState(true);
  const metrics = useMetrics(auto);
  const alerts = useAlerts(auto);
  const list = metrics.data ?? [];
  const normal = list.filter((m) => !m.isAlertTriggered).length;
  const loading = (n: number, ready: boolean) => (ready ? n : "—");
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
        <StatCard
          title="Live Metrics"
          value={loading(list.length, !!metrics.data)}
          caption="Being watched"
          icon={icon(Gauge)}
        />
        <StatCard
          title="Active Alerts"
          value={loading(alerts.data?.length ?? 0, !!alerts.data)}
          caption="Below their threshold"
          icon={icon(Bell)}
        />
        <StatCard title="Normal" value={loading(normal, !!metrics.data)} caption="No alert" icon={icon(CheckCircle2)} />
        <StatCard
          title="Last Update"
          value={metrics.dataUpdatedAt ? formatTime(new Date(metrics.dataUpdatedAt), true) : "—"}
          caption={auto ? "Every 30 s" : "Auto-refresh off"}
          icon={icon(RefreshCw)}
        />
      </div>
      {!!alerts.data?.length && (
        <div role="alert" className="alert alert-error" data-testid="alerts">
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
      {/* A handful of metrics at most (one per type and window), so a plain list. */}
      <List
        items={metrics.data}
        error={metrics.error}
        label="Live metrics"
        getKey={(m) => m.id}
        render={(m) => <MetricRow metric={m} />}
        className="grid gap-3 md:grid-cols-2"
        empty={
          <EmptyState title="No metrics monitored yet">
            Add a metric below; its value is computed from your own data.
          </EmptyState>
        }
      />
      <AddMetricForm />
    </div>
  );
}
