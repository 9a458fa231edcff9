// Bad input must always be a clear 4xx: a sweep over the audiobook, promotion and licensing endpoints.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());
const weird: unknown[] = [
  null,
  "",
  "x",
  -1,
  1.5,
  1e308,
  [],
  {},
  true,
  "2026-02-30",
  "2026-13-01T25:99",
  "<script>",
  "a".repeat(10000),
];
const posts: Record<string, string[]> = {
  "/api/audiobooks": [
    "title",
    "author",
    "genre",
    "description",
    "targetAudience",
    "price",
    "series",
    "seriesBook",
    "duration",
    "salesPlatforms",
  ],
  "/api/audiobook-sales": ["audiobookId", "platform", "saleDate", "amount", "currency"],
  "/api/audiobook-sales/import": ["csv", "audiobookId", "dryRun"],
  "/api/audiobook-promotional-campaigns": [
    "audiobookId",
    "name",
    "objective",
    "budget",
    "startDate",
    "endDate",
    "channels",
  ],
  "/api/audiobook-promotional-activities": ["campaignId", "title", "type", "channel", "scheduledDate", "budget"],
  "/api/songs": ["title", "artist", "promotionStatus", "targetLicenseTypes"],
  "/api/action-items": ["title", "priority", "status", "dueDate"],
  "/api/music-supervisors": ["name", "email", "genres", "contactStatus", "responseRate", "lastContacted"],
  "/api/sync-campaigns": [
    "name",
    "songId",
    "targetType",
    "status",
    "supervisorsTargeted",
    "responsesReceived",
    "totalRevenue",
  ],
  "/api/licensing-opportunities": ["title", "company", "type", "deadline", "contactEmail", "status"],
  "/api/platform-submissions": ["songId", "opportunityId", "notes"],
  "/api/ai/search-licensing": ["songTitle", "artist", "genre", "description"],
};
const valid: Record<string, any> = {
  "/api/audiobooks": { title: "T", author: "A", genre: "G" },
  "/api/audiobook-sales": { audiobookId: 1, platform: "A", saleDate: "2026-01-01", amount: 1 },
  "/api/audiobook-sales/import": { csv: "date,platform,title,amount\n2026-01-01,A,T,1" },
  "/api/audiobook-promotional-campaigns": { audiobookId: 1, name: "N", objective: "launch" },
  "/api/audiobook-promotional-activities": { campaignId: 1, title: "T", type: "social_post", channel: "Litsy" },
  "/api/songs": { title: "T", artist: "A" },
  "/api/action-items": { title: "T" },
  "/api/music-supervisors": { name: "N" },
  "/api/sync-campaigns": { name: "N" },
  "/api/licensing-opportunities": { title: "T", company: "C", type: "tv" },
  "/api/platform-submissions": { songId: 1, opportunityId: 1 },
  "/api/ai/search-licensing": { songTitle: "T" },
};
test("odd values in every field of every create/update, and odd queries, never give a 500", async () => {
  const bad: string[] = [];
  for (const [path, fields] of Object.entries(posts)) {
    expect((await s.request("POST", path, valid[path])).status).toBeLessThan(300);
    for (const f of fields)
      for (const v of weird) {
        const r = await s.request("POST", path, { ...valid[path], [f]: v });
        if (r.status >= 500)
          bad.push(`${path} ${f}=${JSON.stringify(v).slice(0, 30)} → ${r.status} ${JSON.stringify(r.body)}`);
        const u = await s.request("PUT", path.replace("/import", "") + "/1", { [f]: v });
        if (u.status >= 500)
          bad.push(`PUT ${path}/1 ${f}=${JSON.stringify(v).slice(0, 30)} → ${u.status} ${JSON.stringify(u.body)}`);
      }
    for (const raw of ["not json", "[1,2]", "null", '{"a":']) {
      const r = await s.request("POST", path, raw);
      if (r.status >= 500) bad.push(`${path} raw ${raw} → ${r.status}`);
    }
  }
  for (const q of ["?audiobookId=x", "?campaignId=-1", "?type=zzz", "?q=%25%5F", "?songId=abc"])
    for (const p of [
      "/api/audiobook-sales",
      "/api/audiobook-promotional-activities",
      "/api/licensing-opportunities",
      "/api/platform-submissions",
      "/api/audiobook-promotional-campaigns/analytics",
    ]) {
      const r = await s.request("GET", p + q);
      if (r.status >= 500) bad.push(`GET ${p}${q} → ${r.status}`);
    }
  expect(bad).toEqual([]);
}, 180_000);
