import { t } from "elysia";
import { answer, numberOrNull, rowOf, textOrNull } from "../../lib/common-model";
import { monitoringMetrics } from "./schema";
import { integer } from "../../lib/validation";

export const METRIC_TYPES = [
  "email_open_rate",
  "campaign_engagement",
  "radio_response_rate",
  "sync_submission_rate",
  "content_performance",
] as const;
export type MetricType = (typeof METRIC_TYPES)[number];
export const TIME_WINDOWS = ["15m", "1h", "6h", "24h", "7d"] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const WINDOW_MS: Record<TimeWindow, number> = {
  "15m": 15 * 60_000,
  "1h": 3_600_000,
  "6h": 6 * 3_600_000,
  "24h": 24 * 3_600_000,
  "7d": 7 * 86_400_000,
};
export const MISSING_METRIC = "Missing Information: Please select a metric type to monitor.";

const THRESHOLD_MESSAGE = "Alert threshold must be a percent from 0 to 100, or empty";
const threshold = t.Union([t.Number({ minimum: 0, maximum: 100, error: THRESHOLD_MESSAGE }), t.Null()], {
  error: THRESHOLD_MESSAGE,
});

export const createMetricBody = t.Object({
  metricType: t.String({ minLength: 1, maxLength: 50, error: MISSING_METRIC }),
  alertThreshold: t.Optional(threshold),
  timeWindow: t.Optional(t.String({ maxLength: 10 })),
});
export type CreateMetricInput = typeof createMetricBody.static;

export const thresholdBody = t.Object({ threshold });

/** A watched figure, its last value and its recent history (oldest first). */
export const metricAnswer = rowOf<
  typeof monitoringMetrics,
  { label: string; history: { value: number; at: string }[] }
>(monitoringMetrics, {
  label: t.String(),
  history: t.Array(answer({ value: t.Number(), at: t.String() })),
});
export const alertAnswer = answer({
  id: integer(),
  metricId: integer(),
  metricType: t.String(),
  label: t.String(),
  currentValue: t.String({ description: "A percent with 2 decimals, as text" }),
  alertThreshold: numberOrNull(),
  triggeredAt: textOrNull(),
  message: t.String(),
});
export const metricDeletedAnswer = answer({ deleted: integer({ description: "The id of the removed metric" }) });
