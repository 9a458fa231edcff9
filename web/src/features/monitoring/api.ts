import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";

export const monitoringKeys = {
  all: root("monitoring"),
  metrics: () => [...monitoringKeys.all, "metrics"] as const,
  alerts: () => [...monitoringKeys.all, "alerts"] as const,
};
const mon = api.monitoring;
const fetchMetrics = () => call(mon.metrics.get());
export type Metric = Awaited<ReturnType<typeof fetchMetrics>>[number];
export type MetricBody = Parameters<typeof mon.metrics.post>[0];

/** With auto-refresh on, metrics every 30 s and alerts every 60 s. */
export const METRICS_REFRESH_MS = 30_000;
export const ALERTS_REFRESH_MS = 60_000;

export const METRIC_TYPES = [
  { value: "email_open_rate", label: "Email Open Rate" },
  { value: "campaign_engagement", label: "Campaign Engagement" },
  { value: "radio_response_rate", label: "Radio Response Rate" },
  { value: "sync_submission_rate", label: "Sync Submission Rate" },
  { value: "content_performance", label: "Content Performance" },
] as const;
export const TIME_WINDOWS = ["15m", "1h", "6h", "24h", "7d"] as const;

export const monitoringQueries = {
  metrics: (auto: boolean) =>
    queryOptions({
      queryKey: monitoringKeys.metrics(),
      queryFn: fetchMetrics,
      refetchInterval: auto ? METRICS_REFRESH_MS : false,
    }),
  alerts: (auto: boolean) =>
    queryOptions({
      queryKey: monitoringKeys.alerts(),
      queryFn: () => call(mon.alerts.get()),
      refetchInterval: auto ? ALERTS_REFRESH_MS : false,
    }),
};

export const useMetrics = (auto: boolean) => useQuery(monitoringQueries.metrics(auto));
export const useAlerts = (auto: boolean) => useQuery(monitoringQueries.alerts(auto));

/** A crossed threshold raises a notice in the bell (lib/changes.ts). */
const changed = () => refreshAfter("monitoring");

export function useCreateMetric() {
  return useMutation({ mutationFn: (body: MetricBody) => call(mon.metrics.post(body)), onSuccess: changed });
}
export function useSetThreshold() {
  return useMutation({
    mutationFn: ({ id, threshold }: { id: number; threshold: number | null }) =>
      call(mon.metrics({ id }).alert.put({ threshold })),
    onSuccess: changed,
  });
}
export function useClearAlert() {
  return useMutation({
    mutationFn: (id: number) => call(mon.metrics({ id })["clear-alert"].post()),
    onSuccess: changed,
  });
}
export function useDeleteMetric() {
  return useMutation({ mutationFn: (id: number) => call(mon.metrics({ id }).delete()), onSuccess: changed });
}
