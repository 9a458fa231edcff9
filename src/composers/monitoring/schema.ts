import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const monitoringMetrics = sqliteTable("monitoring_metrics", {
  id: id(),
  /** email_open_rate | campaign_engagement | radio_response_rate | sync_submission_rate | content_performance */
  metricType: text("metric_type").notNull(),
  /** numeric string, a percent with 2 decimals */
  currentValue: text("current_value").notNull().default("0.00"),
  alertThreshold: real("alert_threshold"),
  /** 15m | 1h | 6h | 24h | 7d */
  timeWindow: text("time_window").notNull().default("1h"),
  isAlertTriggered: integer("is_alert_triggered", { mode: "boolean" }).notNull().default(false),
  /** whether the last computed value was beyond the threshold; an alert fires when this turns true */
  breached: integer("breached", { mode: "boolean" }).notNull().default(false),
  /** how the value was obtained, e.g. "3 of 5 contacted stations responded" */
  basis: text("basis"),
  /** how many items the value is computed from; no alert is raised on 0 */
  sampleCount: integer("sample_count").notNull().default(0),
  lastAlertAt: text("last_alert_at"),
  lastCheckedAt: text("last_checked_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const metricSamples = sqliteTable(
  "metric_samples",
  {
    id: id(),
    metricId: integer("metric_id")
      .notNull()
      .references(() => monitoringMetrics.id, { onDelete: "cascade" }),
    value: real("value").notNull(),
    at: text("at").notNull(),
  },
  (t) => [index("metric_samples_metric_idx").on(t.metricId, t.at)],
);

export type MonitoringMetric = typeof monitoringMetrics.$inferSelect;
