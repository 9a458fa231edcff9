import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { GRANT_CATALOGUE } from "./catalogue";
import { rankCatalogue, searchGrants } from "./search";
import { deadlineUrgency } from "./service";
import { notifyGrantDeadlines } from "./deadlines";
import { listNotifications } from "../../platform/notifications/service";
import type { LlmClient } from "../../lib/llm";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("grants API", () => {
  test("create with the spec's fields, list, filter, search", async () => {
    const res = await s.request("POST", "/api/grants", {
      title: "Recording Fund",
      organization: "Music Trust",
      amount: "5000",
      deadline: "2030-01-15",
      description: "Money for a debut album",
      requirements: "Resident artist",
      applicationUrl: "https://example.org/apply",
      notes: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 1,
      status: "discovered",
      amount: "5000.00",
      deadline: "2030-01-15",
      notes: null,
    });
    await s.request("POST", "/api/grants", {
      title: "Writers Bursary",
      organization: "Lit Council",
      status: "applied",
    });
    expect((await s.request("GET", "/api/grants")).body).toHaveLength(2);
    expect((await s.request("GET", "/api/grants?status=applied")).body.map((g: any) => g.title)).toEqual([
      "Writers Bursary",
    ]);
    expect((await s.request("GET", "/api/grants?search=album")).body.map((g: any) => g.title)).toEqual([
      "Recording Fund",
    ]);
    expect((await s.request("GET", "/api/grants?search=music%20trust")).body).toHaveLength(1);
    expect(listActivity(s.deps.db)[0]!.message).toBe("Grant Writers Bursary from Lit Council added");
  });

  test("validation messages", async () => {
    const t1 = await s.request("POST", "/api/grants", { organization: "X" });
    expect(t1.status).toBe(422);
    expect(t1.body.error.message).toBe("Grant title is required");
    const t2 = await s.request("POST", "/api/grants", { title: "X", organization: "" });
    expect(t2.body.error.message).toBe("Organization is required");
    const url = await s.request("POST", "/api/grants", { title: "X", organization: "Y", applicationUrl: "not a url" });
    expect(url.status).toBe(422);
    expect(url.body.error.message).toMatch(/Application URL must be a valid URL/);
    const amount = await s.request("POST", "/api/grants", { title: "X", organization: "Y", amount: "lots" });
    expect(amount.body.error.message).toBe("Amount must be a number of dollars, like 5000");
    const date = await s.request("POST", "/api/grants", { title: "X", organization: "Y", deadline: "next friday" });
    expect(date.body.error.message).toBe("Deadline must be a date (YYYY-MM-DD)");
    const st = await s.request("PUT", "/api/grants/1", { status: "won" });
    expect(st.body.error.message).toBe("Status must be one of: discovered, applied, awarded, rejected");
  });

  test("status update, 404s", async () => {
    const up = await s.request("PUT", "/api/grants/1", { status: "awarded" });
    expect(up.status).toBe(200);
    expect(up.body.status).toBe("awarded");
    expect(listActivity(s.deps.db)[0]!.message).toBe("Grant Recording Fund marked awarded");
    expect((await s.request("PUT", "/api/grants/99", { status: "applied" })).status).toBe(404);
    expect((await s.request("GET", "/api/grants/99")).body.error.message).toBe("Grant not found");
    expect((await s.request("DELETE", "/api/grants/2")).status).toBe(200);
    expect((await s.request("DELETE", "/api/grants/2")).status).toBe(404);
  });

  test("grant deadlines within 7 days raise one bell notification each, only while not applied for", async () => {
    const now = new Date("2031-03-10T09:00:00");
    const mk = async (title: string, deadline: string, status = "discovered") =>
      (await s.request("POST", "/api/grants", { title, organization: "Org", deadline, status })).body;
    await mk("Closes in 3", "2031-03-13");
    await mk("Closes today", "2031-03-10");
    await mk("Closes in 20", "2031-03-30");
    await mk("Already closed", "2031-03-09");
    await mk("Applied already", "2031-03-11", "applied");
    expect(notifyGrantDeadlines(s.deps.db, now)).toBe(2);
    expect(notifyGrantDeadlines(s.deps.db, now)).toBe(0);
    const titles = listNotifications(s.deps.db).items.map((n) => n.title);
    expect(titles).toContain("Grant deadline in 3 days: Closes in 3");
    expect(titles).toContain("Grant deadline today: Closes today");
  });

  test("deadline urgency thresholds", () => {
    const now = new Date("2026-06-01T12:00:00");
    expect(deadlineUrgency("2026-05-31", now)).toBe("past");
    expect(deadlineUrgency("2026-06-01", now)).toBe("urgent");
    expect(deadlineUrgency("2026-06-08", now)).toBe("urgent");
    expect(deadlineUrgency("2026-06-09", now)).toBe("soon");
    expect(deadlineUrgency("2026-07-01", now)).toBe("soon");
    expect(deadlineUrgency("2026-07-02", now)).toBe("future");
    expect(deadlineUrgency(null, now)).toBeNull();
  });
});

describe("grant search", () => {
  test("the catalogue has at least 25 real-looking entries with https links and no invented dates", () => {
    expect(GRANT_CATALOGUE.length).toBeGreaterThanOrEqual(25);
    expect(new Set(GRANT_CATALOGUE.map((g) => g.id)).size).toBe(GRANT_CATALOGUE.length);
    expect(new Set(GRANT_CATALOGUE.map((g) => g.country)).size).toBeGreaterThanOrEqual(6);
    for (const g of GRANT_CATALOGUE) {
      expect(g.applicationUrl).toMatch(/^https:\/\//);
      expect(g.deadline).not.toMatch(/\d{4}-\d{2}-\d{2}|20\d\d/);
      expect(g.organization && g.title && g.description && g.amount).toBeTruthy();
    }
  });

  test("offline ranking follows the request", () => {
    const uk = rankCatalogue({
      projectName: "Debut album",
      description: "Recording and releasing my first album in London",
      focus: "music",
    });
    expect(uk[0]!.country).toMatch(/United Kingdom/);
    expect(uk.slice(0, 3).map((g) => g.id)).toContain("prs-open-fund");
    const book = rankCatalogue({
      projectName: "Audiobook series",
      description: "Narrating my fantasy novels",
      focus: "audiobook",
    });
    expect(book.slice(0, 5).every((g) => g.tags.some((t) => ["writing", "author", "book"].includes(t)))).toBe(true);
    const jazz = rankCatalogue({
      projectName: "Quartet tour",
      description: "Jazz tour across the US",
      focus: "touring",
    });
    expect(jazz[0]!.id).toBe("south-arts-jazz-road");
    expect(jazz[0]!.reason).toMatch(/jazz/);
    const canada = rankCatalogue({ description: "Toronto songwriter recording an EP" });
    expect(canada[0]!.country).toBe("Canada");
    const rent = rankCatalogue({ description: "Musician who cannot pay rent after an illness" });
    expect(rent.slice(0, 3).every((g) => g.tags.includes("emergency"))).toBe(true);
    expect(book.slice(0, 2).some((g) => g.tags.includes("emergency"))).toBe(false);
    const nothing = rankCatalogue({});
    expect(nothing.length).toBeGreaterThan(0);
  });

  test("POST /api/ai/search-grants returns {grants}; saving one marks it saved", async () => {
    const res = await s.request("POST", "/api/ai/search-grants", {
      projectName: "Fantasy audiobook",
      description: "Producing an audiobook of my novel",
      focus: "literature",
    });
    expect(res.status).toBe(200);
    expect(res.body.grants.length).toBeGreaterThan(3);
    const first = res.body.grants[0];
    expect(first).toMatchObject({ source: "catalogue", verify: false, saved: false });
    await s.request("POST", "/api/grants", {
      title: first.title,
      organization: first.organization,
      catalogueId: first.id,
      applicationUrl: first.applicationUrl,
    });
    const again = await s.request("POST", "/api/ai/search-grants", {
      projectName: "Fantasy audiobook",
      description: "Producing an audiobook of my novel",
      focus: "literature",
    });
    expect(again.body.grants[0].saved).toBe(true);
    const bad = await s.request("POST", "/api/ai/search-grants", { projectName: 42 });
    expect(bad.status).toBe(422);
  });

  test("with a model: only catalogue ids are kept; extras are flagged verify; failures fall back", async () => {
    const fake = (answer: string | Error): LlmClient => ({
      model: "fake",
      timeoutMs: 10_000,
      chat: async () => {
        throw new Error("unused");
      },
      text: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    const answer = JSON.stringify({
      results: [
        { id: "factor", reason: "Canadian recording money." },
        { id: "made-up-fund", reason: "x" },
        { id: "canada-council-explore-create", reason: "Creation grant." },
      ],
      extra: [
        {
          title: "Local Music Grant",
          organization: "City of Somewhere",
          applicationUrl: "javascript:alert(1)",
          reason: "Might fit.",
        },
      ],
    });
    const out = await searchGrants({ db: s.deps.db, llm: fake("Sure! " + answer) }, { description: "Toronto EP" });
    expect(out.map((g) => g.id)).toEqual(["factor", "canada-council-explore-create", "ai-1"]);
    expect(out[0]!.reason).toBe("Canadian recording money.");
    expect(out[2]).toMatchObject({ source: "model", verify: true, applicationUrl: "" });
    expect(out[2]!.reason).toMatch(/verify before applying/);
    const fallback = await searchGrants(
      { db: s.deps.db, llm: fake(new Error("timeout")) },
      { description: "Toronto EP" },
    );
    expect(fallback[0]!.country).toBe("Canada");
    const nonsense = await searchGrants({ db: s.deps.db, llm: fake("I cannot help") }, { description: "Toronto EP" });
    expect(nonsense[0]!.source).toBe("catalogue");
  });

  test("through a real OpenAI-compatible endpoint: the model's ranking and reasons come back over HTTP", async () => {
    let prompt = "";
    const fakeModel = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(req) {
        const body = (await req.json()) as { messages: { content: string }[] };
        prompt = body.messages.map((m) => m.content).join("\n");
        const content = JSON.stringify({
          results: [
            { id: "musicaction", reason: "Francophone recording support in Quebec." },
            { id: "factor", reason: "Canadian recording money." },
          ],
          extra: [
            { title: "SOCAN Foundation grants", organization: "SOCAN Foundation", reason: "Songwriter programmes." },
          ],
        });
        return Response.json({
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "fake",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
        });
      },
    });
    const withModel = await startTestServer({
      OPENAI_BASE_URL: `http://127.0.0.1:${fakeModel.port}/v1`,
      OPENAI_API_KEY: "test",
    });
    try {
      const res = await withModel.request("POST", "/api/ai/search-grants", {
        projectName: "Premier album",
        description: "Chansons en français, Montréal",
        focus: "music",
      });
      expect(res.status).toBe(200);
      expect(res.body.grants.map((g: any) => g.id)).toEqual(["musicaction", "factor", "ai-1"]);
      expect(res.body.grants[0].reason).toBe("Francophone recording support in Quebec.");
      expect(res.body.grants[2]).toMatchObject({ verify: true, source: "model", organization: "SOCAN Foundation" });
      expect(prompt).toContain("Montréal");
      expect(prompt).toContain('"id":"prs-open-fund"');
    } finally {
      await withModel.close();
      fakeModel.stop(true);
    }
  });
});
