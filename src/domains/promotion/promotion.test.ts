import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { ACTIVITY_CHANNELS, PLATFORM_CATEGORIES, PLATFORM_NAMES } from "../../shared/promotion-catalog";

let s: TestServer;
let bookId: number;
beforeAll(async () => {
  s = await startTestServer();
  bookId = (
    await s.request("POST", "/api/audiobooks", { title: "Salt & Signal", author: "R. Vega", genre: "Thriller" })
  ).body.id;
});
afterAll(() => s.close());

describe("catalogue", () => {
  test("7 categories, every activity channel is a catalogue platform", async () => {
    expect(PLATFORM_CATEGORIES).toHaveLength(7);
    for (const list of Object.values(ACTIVITY_CHANNELS)) for (const ch of list) expect(PLATFORM_NAMES).toContain(ch);
    const res = await s.request("GET", "/api/audiobook-promotional-campaigns/catalog");
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: any) => c.name)).toContain("Review & Discovery Networks");
  });
});

describe("promotional campaigns", () => {
  let campaignId: number;
  test("create with nulls for empty budget, dates and channels", async () => {
    const res = await s.request("POST", "/api/audiobook-promotional-campaigns", {
      name: "Launch week",
      objective: "launch",
      targetAudience: "",
      budget: "",
      description: "",
      startDate: "",
      endDate: null,
      channels: [],
      audiobookId: bookId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Launch week",
      objective: "launch",
      budget: null,
      startDate: null,
      endDate: null,
      channels: null,
      status: "active",
      audiobookId: bookId,
    });
    campaignId = res.body.id;
    expect(
      listActivity(s.deps.db).some(
        (a) => a.message === 'Book Launch campaign "Launch week" created for "Salt & Signal"',
      ),
    ).toBe(true);
  });

  test("create with budget, date-times and channels", async () => {
    const res = await s.request("POST", "/api/audiobook-promotional-campaigns", {
      name: "Spring reviews",
      objective: "sales_boost",
      budget: "250.5",
      startDate: "2026-03-01T09:00",
      endDate: "2026-03-31T18:00",
      channels: ["NetGalley", "Goodreads"],
      audiobookId: bookId,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      budget: "250.50",
      startDate: "2026-03-01T09:00",
      channels: ["NetGalley", "Goodreads"],
    });
  });

  test("validation: name, objective, audiobook, channels, dates", async () => {
    const base = { name: "X", objective: "launch", audiobookId: bookId };
    const noName = await s.request("POST", "/api/audiobook-promotional-campaigns", { ...base, name: "" });
    expect(noName.status).toBe(422);
    expect(noName.body.error.message).toBe("Campaign name is required");
    const badObj = await s.request("POST", "/api/audiobook-promotional-campaigns", {
      ...base,
      objective: "world_domination",
    });
    expect(badObj.status).toBe(422);
    expect(badObj.body.error.message).toContain("Objective must be one of");
    const noBook = await s.request("POST", "/api/audiobook-promotional-campaigns", { name: "X", objective: "launch" });
    expect(noBook.status).toBe(422);
    expect(noBook.body.error.message).toBe("Select an audiobook for this campaign");
    const ghost = await s.request("POST", "/api/audiobook-promotional-campaigns", { ...base, audiobookId: 999 });
    expect(ghost.status).toBe(422);
    const badCh = await s.request("POST", "/api/audiobook-promotional-campaigns", { ...base, channels: ["MySpace"] });
    expect(badCh.status).toBe(422);
    expect(badCh.body.error.message).toContain("Unknown channel: MySpace");
    const badDates = await s.request("POST", "/api/audiobook-promotional-campaigns", {
      ...base,
      startDate: "2026-03-05",
      endDate: "2026-03-01",
    });
    expect(badDates.status).toBe(422);
    expect(badDates.body.error.message).toBe("End date must be after the start date");
    const badBudget = await s.request("POST", "/api/audiobook-promotional-campaigns", { ...base, budget: "-5" });
    expect(badBudget.status).toBe(422);
  });

  test("list, filter by book, update status", async () => {
    const list = await s.request("GET", "/api/audiobook-promotional-campaigns");
    expect(list.body).toHaveLength(2);
    expect((await s.request("GET", `/api/audiobook-promotional-campaigns?audiobookId=${bookId + 1}`)).body).toEqual([]);
    const upd = await s.request("PUT", `/api/audiobook-promotional-campaigns/${campaignId}`, { status: "completed" });
    expect(upd.status).toBe(200);
    expect(upd.body.status).toBe("completed");
    expect(
      (await s.request("PUT", `/api/audiobook-promotional-campaigns/${campaignId}`, { status: "bogus" })).status,
    ).toBe(422);
    expect((await s.request("PUT", "/api/audiobook-promotional-campaigns/4040", { status: "active" })).status).toBe(
      404,
    );
  });

  describe("activities", () => {
    test("create with the channel allowed for its type; list by campaignId", async () => {
      const res = await s.request("POST", "/api/audiobook-promotional-activities", {
        title: "Narrator clip",
        type: "social_post",
        channel: "Bookstagram",
        description: "",
        content: "60s clip of chapter one",
        scheduledDate: "",
        budget: "",
        campaignId,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        campaignId,
        channel: "Bookstagram",
        scheduledDate: null,
        budget: null,
        status: "planned",
        description: null,
      });
      const list = await s.request("GET", `/api/audiobook-promotional-activities?campaignId=${campaignId}`);
      expect(list.body.map((a: any) => a.title)).toEqual(["Narrator clip"]);
      const other = await s.request("GET", `/api/audiobook-promotional-activities?campaignId=${campaignId + 1}`);
      expect(other.body).toEqual([]);
    });

    test("a channel not allowed for the type → 422 naming the allowed ones", async () => {
      const res = await s.request("POST", "/api/audiobook-promotional-activities", {
        title: "Blast",
        type: "email_blast",
        channel: "Discord",
        campaignId,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe("An Email Blast can run on StoryOrigin or Substack, not on Discord");
      const badType = await s.request("POST", "/api/audiobook-promotional-activities", {
        title: "X",
        type: "skywriting",
        channel: "Discord",
        campaignId,
      });
      expect(badType.status).toBe(422);
      expect(badType.body.error.message).toContain("Activity type must be one of");
      const noCampaign = await s.request("POST", "/api/audiobook-promotional-activities", {
        title: "X",
        type: "social_post",
        channel: "Litsy",
        campaignId: 999,
      });
      expect(noCampaign.status).toBe(422);
      const noTitle = await s.request("POST", "/api/audiobook-promotional-activities", {
        title: "",
        type: "social_post",
        channel: "Litsy",
        campaignId,
      });
      expect(noTitle.status).toBe(422);
      expect(noTitle.body.error.message).toBe("Activity title is required");
    });

    test("update checks the channel rule against the new type too", async () => {
      const id = (await s.request("GET", `/api/audiobook-promotional-activities?campaignId=${campaignId}`)).body[0].id;
      expect(
        (await s.request("PUT", `/api/audiobook-promotional-activities/${id}`, { type: "press_release" })).status,
      ).toBe(422);
      const ok = await s.request("PUT", `/api/audiobook-promotional-activities/${id}`, {
        type: "review_campaign",
        channel: "Goodreads",
        status: "in_progress",
        budget: 40,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        type: "review_campaign",
        channel: "Goodreads",
        status: "in_progress",
        budget: "40.00",
      });
    });
  });

  test("analytics: active campaigns, activities, 2-decimal budget, distinct channels, budget by channel", async () => {
    const res = await s.request("GET", "/api/audiobook-promotional-campaigns/analytics");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      activeCampaigns: 1,
      totalActivities: 1,
      totalBudget: "250.50",
      platformReach: 2,
      budgetByChannel: [
        { channel: "Goodreads", budget: 125.25 },
        { channel: "NetGalley", budget: 125.25 },
      ],
    });
  });

  test("deleting a campaign removes its activities", async () => {
    expect((await s.request("DELETE", `/api/audiobook-promotional-campaigns/${campaignId}`)).status).toBe(200);
    expect((await s.request("GET", `/api/audiobook-promotional-activities?campaignId=${campaignId}`)).body).toEqual([]);
  });
});

describe("dates", () => {
  test("impossible dates and times are refused with a message", async () => {
    for (const startDate of ["2026-02-30", "2026-13-01", "2026-03-01T25:00", "next week"]) {
      const res = await s.request("POST", "/api/audiobook-promotional-campaigns", {
        name: "X",
        objective: "launch",
        audiobookId: bookId,
        startDate,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe("Start date must be a real date like 2026-03-01 or 2026-03-01T09:00");
    }
    const ok = await s.request("POST", "/api/audiobook-promotional-campaigns", {
      name: "Leap",
      objective: "launch",
      audiobookId: bookId,
      startDate: "2028-02-29T23:59",
    });
    expect(ok.status).toBe(201);
  });
});

describe("get and delete", () => {
  test("GET one campaign, delete an activity, 404s", async () => {
    const camp = (
      await s.request("POST", "/api/audiobook-promotional-campaigns", {
        name: "Solo",
        objective: "awareness",
        audiobookId: bookId,
      })
    ).body;
    expect((await s.request("GET", `/api/audiobook-promotional-campaigns/${camp.id}`)).body.name).toBe("Solo");
    expect((await s.request("GET", "/api/audiobook-promotional-campaigns/5555")).status).toBe(404);
    const act = (
      await s.request("POST", "/api/audiobook-promotional-activities", {
        campaignId: camp.id,
        title: "Kit",
        type: "fan_kit_launch",
        channel: "Fan Kits",
      })
    ).body;
    expect((await s.request("DELETE", `/api/audiobook-promotional-activities/${act.id}`)).status).toBe(200);
    expect((await s.request("DELETE", `/api/audiobook-promotional-activities/${act.id}`)).status).toBe(404);
    expect((await s.request("PUT", `/api/audiobook-promotional-activities/${act.id}`, { title: "x" })).status).toBe(
      404,
    );
  });
});
