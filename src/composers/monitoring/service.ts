import { invalid } from "../../lib/validation";
import { emit, raiseNotice } from "../../lib/events";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { computeMetric } from "./compute";
import {
  METRIC_TYPES,
  MISSING_METRIC,
  TIME_WINDOWS,
  type CreateMetricInput,
  type MetricType,
  type TimeWindow,
} from "./model";
import { metricSamples, monitoringMetrics, type MonitoringMetric } from "./schema";

export const METRIC_LABELS: Record<MetricType, string> = {
  email_open_rate: "Email open rate",
  campaign_engagement: "Campaign engagement",
  radio_response_rate: "Radio response rate",
  sync_submission_rate: "Sync submission rate",
  content_performance: "Content performance",
};
const HISTORY = 30;
const KEEP_SAMPLES = 200;
/** GET /metrics recomputes values that are older than this. */
const FRESH_MS = 10_000;

export function getMetric(db: Db, id: number): MonitoringMetric {
  const row = db.select().from(monitoringMetrics).where(eq(monitoringMetrics.id, id)).get();
  if (!row) throw notFound("Metric");
  return row;
}

/** All five metric types are rates, so an alert means the value fell below the threshold. */
const isBreached = (m: { alertThreshold: number | null; sampleCount: number }, value: number) =>
  m.alertThreshold !== null && m.sampleCount > 0 && value < m.alertThreshold;

/**
 * Recomputes one metric, stores a sample, and raises an alert when the value crosses the threshold
 * (from normal to below). A cleared alert fires again only after the value recovers and crosses again.
 */
export function refreshMetric(
  db: Db,
  metric: MonitoringMetric,
  now: Date,
  opts: { forceCrossing?: boolean } = {},
): MonitoringMetric {
  const { value, n, basis } = computeMetric(db, metric.metricType as MetricType, metric.timeWindow as TimeWindow, now);
  const breached = isBreached({ alertThreshold: metric.alertThreshold, sampleCount: n }, value);
  const wasBreached = opts.forceCrossing ? false : metric.breached;
  const fires = breached && !wasBreached;
  const at = now.toISOString();
  const updated = db
    .update(monitoringMetrics)
    .set({
      currentValue: value.toFixed(2),
      sampleCount: n,
      basis,
      breached,
      isAlertTriggered: fires ? true : metric.isAlertTriggered && metric.alertThreshold !== null,
      lastAlertAt: fires ? at : metric.lastAlertAt,
      lastCheckedAt: at,
    })
    .where(eq(monitoringMetrics.id, metric.id))
    .returning()
    .get();
  db.insert(metricSamples).values({ metricId: metric.id, value, at }).run();
  // Keep the history small.
  db.run(
    sql`DELETE FROM ${metricSamples} WHERE ${metricSamples.metricId} = ${metric.id} AND ${metricSamples.id} NOT IN (SELECT id FROM ${metricSamples} WHERE ${metricSamples.metricId} = ${metric.id} ORDER BY id DESC LIMIT ${KEEP_SAMPLES})`,
  );
  if (fires) {
    const label = METRIC_LABELS[metric.metricType as MetricType];
    const message = `${label} is ${value.toFixed(2)}%, below your alert threshold of ${metric.alertThreshold}% (${basis}).`;
    raiseNotice(db, {
      kind: "metric_alert",
      title: `Alert: ${label} below ${metric.alertThreshold}%`,
      body: message,
      link: "/",
      dedupeKey: `metric:${metric.id}:${at}`,
    });
    emit(db, { type: "metric_alert", message, entityType: "monitoring_metric", entityId: metric.id });
  }
  return updated;
}

function withHistory(db: Db, metrics: MonitoringMetric[]) {
  if (!metrics.length) return [];
  const samples = db
    .select()
    .from(metricSamples)
    .where(
      inArray(
        metricSamples.metricId,
        metrics.map((m) => m.id),
      ),
    )
    .orderBy(desc(metricSamples.id))
    .all();
  return metrics.map((m) => ({
    ...m,
    label: METRIC_LABELS[m.metricType as MetricType] ?? m.metricType,
    history: samples
      .filter((s) => s.metricId === m.id)
      .slice(0, HISTORY)
      .reverse()
      .map((s) => ({ value: s.value, at: s.at })),
  }));
}

export function listMetrics(db: Db, now = new Date()) {
  const stale = new Date(now.getTime() - FRESH_MS).toISOString();
  for (const m of db.select().from(monitoringMetrics).all()) {
    if (!m.lastCheckedAt || m.lastCheckedAt < stale) refreshMetric(db, m, now);
  }
  return withHistory(db, db.select().from(monitoringMetrics).orderBy(desc(monitoringMetrics.id)).all());
}

export function listAlerts(db: Db) {
  return db
    .select()
    .from(monitoringMetrics)
    .where(eq(monitoringMetrics.isAlertTriggered, true))
    .orderBy(desc(monitoringMetrics.lastAlertAt))
    .all()
    .map((m) => {
      const label = METRIC_LABELS[m.metricType as MetricType] ?? m.metricType;
      return {
        id: m.id,
        metricId: m.id,
        metricType: m.metricType,
        label,
        currentValue: m.currentValue,
        alertThreshold: m.alertThreshold,
        triggeredAt: m.lastAlertAt,
        message: `${label} is ${m.currentValue}%, below ${m.alertThreshold}%`,
      };
    });
}

export function createMetric(db: Db, input: CreateMetricInput, now = new Date()) {
  if (!(METRIC_TYPES as readonly string[]).includes(input.metricType)) throw invalid(MISSING_METRIC);
  const timeWindow = input.timeWindow ?? "1h";
  if (!(TIME_WINDOWS as readonly string[]).includes(timeWindow))
    throw invalid(`Time window must be one of ${TIME_WINDOWS.join(", ")}`);
  const row = db
    .insert(monitoringMetrics)
    .values({ metricType: input.metricType, alertThreshold: input.alertThreshold ?? null, timeWindow })
    .returning()
    .get();
  const label = METRIC_LABELS[input.metricType as MetricType];
  emit(db, {
    type: "metric_created",
    message: `Now monitoring ${label.toLowerCase()} over ${timeWindow}${row.alertThreshold !== null ? `, alert below ${row.alertThreshold}%` : ""}`,
    entityType: "monitoring_metric",
    entityId: row.id,
  });
  return withHistory(db, [refreshMetric(db, row, now)])[0];
}

/** A new threshold is judged afresh: if the value is already below it, the alert fires now. */
export function setThreshold(db: Db, id: number, threshold: number | null, now = new Date()) {
  const m = getMetric(db, id);
  const row = db
    .update(monitoringMetrics)
    .set({ alertThreshold: threshold, breached: false, isAlertTriggered: false })
    .where(eq(monitoringMetrics.id, id))
    .returning()
    .get();
  emit(db, {
    type: "metric_threshold",
    message: `${METRIC_LABELS[m.metricType as MetricType]} alert threshold ${threshold === null ? "removed" : `set to ${threshold}%`}`,
    entityType: "monitoring_metric",
    entityId: id,
  });
  return withHistory(db, [refreshMetric(db, row, now, { forceCrossing: true })])[0];
}

export function clearAlert(db: Db, id: number) {
  const m = getMetric(db, id);
  const row = db
    .update(monitoringMetrics)
    .set({ isAlertTriggered: false })
    .where(eq(monitoringMetrics.id, id))
    .returning()
    .get();
  if (m.isAlertTriggered)
    emit(db, {
      type: "metric_alert_cleared",
      message: `${METRIC_LABELS[m.metricType as MetricType]} alert cleared`,
      entityType: "monitoring_metric",
      entityId: id,
    });
  return withHistory(db, [row])[0];
}

export function deleteMetric(db: Db, id: number) {
  const m = getMetric(db, id);
  db.delete(monitoringMetrics).where(eq(monitoringMetrics.id, id)).run();
  emit(db, {
    type: "metric_deleted",
    message: `Stopped monitoring ${METRIC_LABELS[m.metricType as MetricType].toLowerCase()}`,
    entityType: "monitoring_metric",
    entityId: id,
  });
  return { deleted: id };
}

/** Recomputes every metric (the checker job does this every minute). */
export function checkAllMetrics(db: Db, now: Date) {
  return db
    .select()
    .from(monitoringMetrics)
    .all()
    .map((m) => refreshMetric(db, m, now));
}

/** Background job: metric/alert checker, every 60 s. */
export function startMetricChecker(db: Db, clock: () => Date = () => new Date(), intervalMs = 60_000) {
  const tick = () => {
    try {
      checkAllMetrics(db, clock());
    } catch (e) {
      console.error("Metric checker:", e);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
