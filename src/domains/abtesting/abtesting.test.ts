import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("A/B testing API", () => {
  test("name and test type are required with the spec's message; bad confidence is refused", async () => {
    for (const body of [
      { name: "", testType: "email_subject" },
      { name: "Subject lines" },
      { name: "X", testType: "nope" },
    ]) {
      const r = await s.request("POST", "/api/ab-testing/campaigns", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe("Please provide a campaign name and select a test type.");
    }
    const r = await s.request("POST", "/api/ab-testing/campaigns", {
      name: "X",
      testType: "email_subject",
      confidenceLevel: 80,
    });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe("Confidence level must be 90, 95 or 99");
    const z = await s.request("POST", "/api/ab-testing/campaigns", {
      name: "X",
      testType: "email_subject",
      sampleSize: 0,
    });
    expect(z.status).toBe(422);
    expect(z.body.error.message).toBe("Sample size must be a whole number from 1 to 100,000,000");
  });

  test("traffic must sum to 100", async () => {
    const r = await s.request("POST", "/api/ab-testing/campaigns", {
      name: "Bad split",
      testType: "landing_page",
      variants: [
        { name: "A", trafficPercentage: 50 },
        { name: "B", trafficPercentage: 40 },
      ],
    });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe("Traffic percentages must add up to 100 (they add up to 90)");
  });

  test("full flow: create with defaults, start, record, results with winner rules, stop", async () => {
    const created = await s.request("POST", "/api/ab-testing/campaigns", {
      name: "Newsletter subject",
      description: "",
      testType: "email_subject",
      sampleSize: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sampleSize: 1000, confidenceLevel: 95, status: "draft" });
    expect(created.body.variants.map((v: any) => [v.name, v.isControl, v.trafficPercentage])).toEqual([
      ["Control (A)", true, 50],
      ["Variant B", false, 50],
    ]);
    const id = created.body.id;
    const [a, b] = created.body.variants;

    const early = await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: a.id,
      exposures: 10,
      conversions: 1,
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe("Start the test before recording data");
    expect((await s.request("PUT", `/api/ab-testing/campaigns/${id}/stop`)).status).toBe(409);

    const started = await s.request("PUT", `/api/ab-testing/campaigns/${id}/start`);
    expect(started.body.status).toBe("running");
    expect((await s.request("PUT", `/api/ab-testing/campaigns/${id}/start`)).status).toBe(409);

    const tooMany = await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: a.id,
      exposures: 10,
      conversions: 11,
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe("Conversions cannot be more than exposures");

    // 100 exposures each: numbers but no winner
    await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: a.id,
      exposures: 100,
      conversions: 5,
    });
    await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: b.id,
      exposures: 100,
      conversions: 15,
    });
    let res = await s.request("POST", `/api/ab-testing/campaigns/${id}/generate-results`);
    expect(res.status).toBe(200);
    expect(res.body.winnerVariantId).toBeNull();
    expect(res.body.conclusion).toContain("at least 150 exposures");
    expect(res.body.conclusion).toContain("Control (A) has 100");

    // add data: control 12/300, variant 36/300 → clearly significant
    await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: a.id,
      exposures: 200,
      conversions: 7,
    });
    await s.request("POST", `/api/ab-testing/campaigns/${id}/observations`, {
      variantId: b.id,
      exposures: 200,
      conversions: 21,
    });
    res = await s.request("POST", `/api/ab-testing/campaigns/${id}/generate-results`);
    const [rc, rv] = res.body.results;
    expect(rc).toMatchObject({
      sampleSize: 300,
      value: 12,
      conversionRate: 4,
      statisticalSignificance: null,
      isWinner: false,
    });
    expect(rv).toMatchObject({ sampleSize: 300, value: 36, conversionRate: 12, isWinner: true });
    expect(rv.statisticalSignificance).toBeGreaterThan(99);
    expect(rv.chanceToWin).toBeGreaterThan(99);
    expect(rv.confidenceInterval.level).toBe(95);
    expect(rv.confidenceInterval.lower).toBeLessThan(12);
    expect(rv.confidenceInterval.upper).toBeGreaterThan(12);
    expect(res.body.winnerVariantId).toBe(b.id);
    expect(res.body.conclusion).toStartWith("Variant B wins");

    const list = await s.request("GET", "/api/ab-testing/results");
    expect(list.body.filter((r: any) => r.campaignId === id)).toHaveLength(2); // re-running replaces, not appends
    const variants = await s.request("GET", "/api/ab-testing/variants");
    expect(variants.body.find((v: any) => v.id === b.id)).toMatchObject({
      exposures: 300,
      conversions: 36,
      conversionRate: 12,
    });

    const stopped = await s.request("PUT", `/api/ab-testing/campaigns/${id}/stop`);
    expect(stopped.body.status).toBe("completed");
    const campaigns = await s.request("GET", "/api/ab-testing/campaigns");
    expect(campaigns.body.find((c: any) => c.id === id)).toMatchObject({ status: "completed", winnerVariantId: b.id });
  });

  test("no data → clear 409; unknown campaign → 404; bad id → 422", async () => {
    const c = await s.request("POST", "/api/ab-testing/campaigns", {
      name: "Empty",
      testType: "radio_pitch",
      confidenceLevel: 99,
    });
    const r = await s.request("POST", `/api/ab-testing/campaigns/${c.body.id}/generate-results`);
    expect(r.status).toBe(409);
    expect(r.body.error.message).toContain("No data recorded yet");
    expect((await s.request("PUT", "/api/ab-testing/campaigns/9999/start")).status).toBe(404);
    expect((await s.request("PUT", "/api/ab-testing/campaigns/abc/start")).status).toBe(422);
  });
});
