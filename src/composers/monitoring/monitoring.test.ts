import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { audiobooks } from "../../domains/audiobooks/schema";
import { licensingOpportunities, platformSubmissions, songs } from "../../domains/licensing/schema";
import { notifications } from "../../platform/notifications/schema";
import { contentPerformance } from "../../domains/optimization/schema";
import { promotionalActivities, promotionalCampaigns } from "../../domains/promotion/schema";
import { radioStations } from "../../domains/radio/schema";
import { computeMetric } from "./compute";
import { monitoringMetrics } from "./schema";
import { checkAllMetrics, createMetric } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());
const db = () => s.deps.db;
beforeEach(() => {
  for (const t of [
    monitoringMetrics,
    notifications,
    radioStations,
    contentPerformance,
    promotionalActivities,
    promotionalCampaigns,
    audiobooks,
    platformSubmissions,
    licensingOpportunities,
    songs,
  ])
    db().delete(t).run();
});

const now = new Date("2026-03-02T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const H = 60 * MIN;

describe("metric computations over the time window", () => {
  test("radio_response_rate: responded ÷ stations contacted inside the window", () => {
    db()
      .insert(radioStations)
      .values([
        { name: "A", status: "responded", lastContacted: ago(10 * MIN) },
        { name: "B", status: "contacted", lastContacted: ago(20 * MIN) },
        { name: "C", status: "rejected", lastContacted: ago(30 * MIN) },
        { name: "D", status: "responded", lastContacted: ago(3 * H) },
        { name: "E", status: "pending" },
      ])
      .run();
    expect(computeMetric(db(), "radio_response_rate", "1h", now)).toEqual({
      value: 33.33,
      n: 3,
      basis: "1 of 3 stations contacted in the last hour responded",
    });
    expect(computeMetric(db(), "radio_response_rate", "6h", now).value).toBe(50);
    expect(computeMetric(db(), "radio_response_rate", "15m", now)).toMatchObject({ value: 100, n: 1 });
  });

  test("email_open_rate and content_performance average the recorded rates in the window", () => {
    db()
      .insert(contentPerformance)
      .values([
        { contentId: "nl-1", contentType: "email", metric: "open_rate", value: 40, timestamp: ago(2 * H) },
        { contentId: "nl-2", contentType: "email", metric: "open_rate", value: 20, timestamp: ago(5 * H) },
        { contentId: "nl-3", contentType: "email", metric: "open_rate", value: 90, timestamp: ago(48 * H) },
        {
          contentId: "post-1",
          contentType: "social_media",
          metric: "engagement_rate",
          value: 6.5,
          timestamp: ago(1 * H),
        },
        { contentId: "post-2", contentType: "blog_post", metric: "engagement_rate", value: 3.5, timestamp: ago(3 * H) },
      ])
      .run();
    expect(computeMetric(db(), "email_open_rate", "6h", now)).toMatchObject({ value: 30, n: 2 });
    expect(computeMetric(db(), "email_open_rate", "7d", now)).toMatchObject({ value: 50, n: 3 });
    expect(computeMetric(db(), "content_performance", "24h", now)).toMatchObject({ value: 5, n: 2 });
    expect(computeMetric(db(), "email_open_rate", "15m", now)).toEqual({
      value: 0,
      n: 0,
      basis: "No email open rate recorded in the last 15 minutes",
    });
  });

  test("campaign_engagement: completed ÷ planned promotional activities due in the window", () => {
    const [book] = db().insert(audiobooks).values({ title: "T", author: "A", genre: "G" }).returning().all();
    const [c] = db()
      .insert(promotionalCampaigns)
      .values({ audiobookId: book.id, name: "Launch", objective: "launch" })
      .returning()
      .all();
    db()
      .insert(promotionalActivities)
      .values([
        {
          campaignId: c.id,
          title: "1",
          type: "social_post",
          channel: "Litsy",
          status: "completed",
          scheduledDate: ago(2 * H),
        },
        {
          campaignId: c.id,
          title: "2",
          type: "social_post",
          channel: "Litsy",
          status: "planned",
          scheduledDate: ago(3 * H),
        },
        {
          campaignId: c.id,
          title: "3",
          type: "social_post",
          channel: "Litsy",
          status: "in_progress",
          scheduledDate: ago(4 * H),
        },
        {
          campaignId: c.id,
          title: "4",
          type: "social_post",
          channel: "Litsy",
          status: "completed",
          scheduledDate: ago(30 * H),
        },
      ])
      .run();
    expect(computeMetric(db(), "campaign_engagement", "6h", now)).toEqual({
      value: 33.33,
      n: 3,
      basis: "1 of 3 planned promotional activities in the last 6 hours completed",
    });
    expect(computeMetric(db(), "campaign_engagement", "7d", now).value).toBe(50);
  });

  test("sync_submission_rate: songs with a submission in the window ÷ songs being promoted", () => {
    const [a, ,] = db()
      .insert(songs)
      .values([
        { title: "A", artist: "X" },
        { title: "B", artist: "X" },
        { title: "C", artist: "X" },
        { title: "D", artist: "X", promotionStatus: "paused" },
      ])
      .returning()
      .all();
    const [o] = db()
      .insert(licensingOpportunities)
      .values({ title: "O", company: "C", type: "film" })
      .returning()
      .all();
    db()
      .insert(platformSubmissions)
      .values([
        { songId: a.id, opportunityId: o.id, submittedAt: ago(2 * H) },
        { songId: a.id, opportunityId: o.id, submittedAt: ago(3 * H) },
      ])
      .run();
    expect(computeMetric(db(), "sync_submission_rate", "24h", now)).toEqual({
      value: 33.33,
      n: 3,
      basis: "1 of 3 songs submitted in the last 24 hours",
    });
    expect(computeMetric(db(), "sync_submission_rate", "1h", now).value).toBe(0);
  });
});

describe("alerts", () => {
  test("crossing below the threshold raises one alert and one notification; Clear resets; no repeat until it recovers", () => {
    db()
      .insert(radioStations)
      .values([
        { name: "A", status: "contacted", lastContacted: ago(10 * MIN) },
        { name: "B", status: "responded", lastContacted: ago(10 * MIN) },
      ])
      .run();
    const m = createMetric(db(), { metricType: "radio_response_rate", alertThreshold: 40, timeWindow: "1h" }, now);
    expect(m).toMatchObject({ currentValue: "50.00", isAlertTriggered: false });
    db()
      .insert(radioStations)
      .values([
        { name: "C", status: "contacted", lastContacted: ago(5 * MIN) },
        { name: "D", status: "contacted", lastContacted: ago(5 * MIN) },
      ])
      .run();
    let [row] = checkAllMetrics(db(), now);
    expect(row).toMatchObject({ currentValue: "25.00", isAlertTriggered: true });
    const notes = db().select().from(notifications).all();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "metric_alert", title: "Alert: Radio response rate below 40%" });
    expect(notes[0].body).toContain("25.00%");
    [row] = checkAllMetrics(db(), new Date(now.getTime() + MIN));
    expect(db().select().from(notifications).all()).toHaveLength(1);
    return s.request("POST", `/api/monitoring/metrics/${m.id}/clear-alert`).then(async (r) => {
      expect(r.body.isAlertTriggered).toBe(false);
      [row] = checkAllMetrics(db(), new Date(now.getTime() + 2 * MIN));
      expect(row.isAlertTriggered).toBe(false); // still below, but already announced
      expect((await s.request("GET", "/api/monitoring/alerts")).body).toEqual([]);
    });
  });

  test("PUT alert changes the threshold and judges it afresh; no data never alerts", async () => {
    const created = await s.request("POST", "/api/monitoring/metrics", {
      metricType: "email_open_rate",
      alertThreshold: null,
      timeWindow: "24h",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      currentValue: "0.00",
      alertThreshold: null,
      isAlertTriggered: false,
      sampleCount: 0,
    });
    const id = created.body.id;
    let r = await s.request("PUT", `/api/monitoring/metrics/${id}/alert`, { threshold: 25 });
    expect(r.body).toMatchObject({ alertThreshold: 25, isAlertTriggered: false }); // 0 samples: nothing to judge
    db()
      .insert(contentPerformance)
      .values({
        contentId: "nl",
        contentType: "email",
        metric: "open_rate",
        value: 18,
        timestamp: new Date(Date.now() - MIN).toISOString(),
      })
      .run();
    r = await s.request("PUT", `/api/monitoring/metrics/${id}/alert`, { threshold: 20 });
    expect(r.body).toMatchObject({ alertThreshold: 20, currentValue: "18.00", isAlertTriggered: true });
    const alerts = await s.request("GET", "/api/monitoring/alerts");
    expect(alerts.body).toHaveLength(1);
    expect(alerts.body[0]).toMatchObject({
      metricId: id,
      metricType: "email_open_rate",
      message: "Email open rate is 18.00%, below 20%",
    });
    r = await s.request("PUT", `/api/monitoring/metrics/${id}/alert`, { threshold: 10 });
    expect(r.body.isAlertTriggered).toBe(false);
    const list = await s.request("GET", "/api/monitoring/metrics");
    expect(list.body[0].history.length).toBeGreaterThanOrEqual(3);
    expect(list.body[0].label).toBe("Email open rate");
  });

  test("validation: metric type required with the spec's message; bad window and threshold refused", async () => {
    for (const body of [{}, { metricType: "" }, { metricType: "mood" }]) {
      const r = await s.request("POST", "/api/monitoring/metrics", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe("Missing Information: Please select a metric type to monitor.");
    }
    const w = await s.request("POST", "/api/monitoring/metrics", { metricType: "email_open_rate", timeWindow: "2y" });
    expect(w.body.error.message).toBe("Time window must be one of 15m, 1h, 6h, 24h, 7d");
    const t = await s.request("POST", "/api/monitoring/metrics", {
      metricType: "email_open_rate",
      alertThreshold: 150,
    });
    expect(t.body.error.message).toBe("Alert threshold must be a percent from 0 to 100, or empty");
    expect((await s.request("POST", "/api/monitoring/metrics/999/clear-alert")).status).toBe(404);
  });
});
