import { and, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { platformSubmissions, songs } from "../../domains/licensing/schema";
import { contentPerformance } from "../../domains/optimization/schema";
import { promotionalActivities } from "../../domains/promotion/schema";
import { radioStations } from "../../domains/radio/schema";
import { WINDOW_MS, type MetricType, type TimeWindow } from "./model";

export interface MetricValue {
  /** percent, 0..100 */
  value: number;
  /** how many things the value is computed from */
  n: number;
  basis: string;
}

const pct = (a: number, b: number) => (b ? Math.round((a / b) * 10000) / 100 : 0);
const WINDOW_TEXT: Record<TimeWindow, string> = {
  "15m": "15 minutes",
  "1h": "hour",
  "6h": "6 hours",
  "24h": "24 hours",
  "7d": "7 days",
};

/** Each metric is computed from the user's own data inside the time window ending now. */
export function computeMetric(db: Db, type: MetricType, window: TimeWindow, now: Date): MetricValue {
  const from = new Date(now.getTime() - WINDOW_MS[window]).toISOString();
  const to = now.toISOString();
  const span = `in the last ${WINDOW_TEXT[window]}`;
  switch (type) {
    case "radio_response_rate": {
      // Stations contacted in the window (lastContacted inside it): how many have responded.
      const rows = db
        .select({ status: radioStations.status, n: count() })
        .from(radioStations)
        .where(
          and(
            gte(radioStations.lastContacted, from),
            lte(radioStations.lastContacted, to),
            inArray(radioStations.status, ["contacted", "responded", "rejected"]),
          ),
        )
        .groupBy(radioStations.status)
        .all();
      const total = rows.reduce((s, r) => s + r.n, 0);
      const responded = rows.find((r) => r.status === "responded")?.n ?? 0;
      return {
        value: pct(responded, total),
        n: total,
        basis: total
          ? `${responded} of ${total} stations contacted ${span} responded`
          : `No stations contacted ${span}`,
      };
    }
    case "email_open_rate":
    case "content_performance": {
      // No open tracking: the average of the recorded open rates (email) or engagement rates (all content).
      const metric = type === "email_open_rate" ? "open_rate" : "engagement_rate";
      const row = db
        .select({ avg: sql<number | null>`AVG(${contentPerformance.value})`, n: count() })
        .from(contentPerformance)
        .where(
          and(
            eq(contentPerformance.metric, metric),
            type === "email_open_rate" ? eq(contentPerformance.contentType, "email") : undefined,
            gte(contentPerformance.timestamp, from),
            lte(contentPerformance.timestamp, to),
          ),
        )
        .get();
      const n = row?.n ?? 0;
      const value = Math.round((Number(row?.avg) || 0) * 100) / 100;
      const what = type === "email_open_rate" ? "email open rate" : "engagement rate";
      return {
        value,
        n,
        basis: n
          ? `Average ${what} of ${n} recorded result${n === 1 ? "" : "s"} ${span}`
          : `No ${what} recorded ${span}`,
      };
    }
    case "campaign_engagement": {
      // Promotional activities due in the window (scheduled date, else creation): share completed.
      const when = sql`COALESCE(${promotionalActivities.scheduledDate}, ${promotionalActivities.createdAt})`;
      const row = db
        .select({
          n: count(),
          done: sql<number>`SUM(CASE WHEN ${promotionalActivities.status} = 'completed' THEN 1 ELSE 0 END)`,
        })
        .from(promotionalActivities)
        .where(and(gte(when, from), lte(when, to)))
        .get();
      const n = row?.n ?? 0;
      const done = Number(row?.done) || 0;
      return {
        value: pct(done, n),
        n,
        basis: n
          ? `${done} of ${n} planned promotional activities ${span} completed`
          : `No promotional activities planned ${span}`,
      };
    }
    case "sync_submission_rate": {
      // Songs being promoted that got at least one platform submission in the window.
      const total = db.select({ n: count() }).from(songs).where(ne(songs.promotionStatus, "paused")).get()?.n ?? 0;
      const submitted =
        db
          .select({ n: sql<number>`COUNT(DISTINCT ${platformSubmissions.songId})` })
          .from(platformSubmissions)
          .innerJoin(songs, eq(songs.id, platformSubmissions.songId))
          .where(
            and(
              ne(songs.promotionStatus, "paused"),
              gte(platformSubmissions.submittedAt, from),
              lte(platformSubmissions.submittedAt, to),
            ),
          )
          .get()?.n ?? 0;
      return {
        value: pct(Number(submitted), total),
        n: total,
        basis: total ? `${submitted} of ${total} songs submitted ${span}` : "No songs to submit yet",
      };
    }
  }
}
