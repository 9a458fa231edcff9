import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { LlmClient } from "../../lib/llm";
import { startTestServer, type TestServer } from "../../test/harness";
import { activities } from "../../platform/activity/schema";
import { audiobooks } from "../../domains/audiobooks/schema";
import { grants } from "../../domains/grants/schema";
import { actionItems, licensingOpportunities, platformSubmissions, songs } from "../../domains/licensing/schema";
import { emailCampaigns } from "../../domains/outreach/schema";
import { radioStations } from "../../domains/radio/schema";
import { advance, firstRun, nextAfter } from "./schedule";
import { automationCampaigns, automationJobs, automationRuns, automationTasks } from "./schema";
import { createJob } from "./job-setup";
import { executeJob, runDueJobs } from "./runner";
import { createThrough } from "./work-shared";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());
const db = () => s.deps.db;

function reset() {
  for (const t of [
    automationRuns,
    automationTasks,
    automationCampaigns,
    automationJobs,
    actionItems,
    platformSubmissions,
    licensingOpportunities,
    songs,
    audiobooks,
    radioStations,
    emailCampaigns,
    grants,
    activities,
  ])
    db().delete(t).run();
}
beforeEach(reset);

// Local-time dates so the tests hold in any time zone.
const at = (y: number, mo: number, d: number, h = 9, mi = 0) => new Date(y, mo - 1, d, h, mi);
/** Activity types logged since the last reset: proof the domain's own service (via its tool) did the write. */
const logged = () =>
  db()
    .select()
    .from(activities)
    .all()
    .map((a) => a.type);

describe("schedule arithmetic (local time)", () => {
  test("first run is today at 09:00 if still ahead, else tomorrow", () => {
    expect(firstRun(at(2026, 3, 2, 8, 0), "09:00")).toEqual(at(2026, 3, 2, 9, 0));
    expect(firstRun(at(2026, 3, 2, 9, 1), "09:00")).toEqual(at(2026, 3, 3, 9, 0));
  });
  test("advance by day, week and month (clamped to the month's last day)", () => {
    expect(advance(at(2026, 3, 2), "daily", "09:00")).toEqual(at(2026, 3, 3));
    expect(advance(at(2026, 3, 2), "weekly", "09:00")).toEqual(at(2026, 3, 9));
    expect(advance(at(2026, 1, 31), "monthly", "09:00")).toEqual(at(2026, 2, 28));
  });
  test("nextAfter skips every missed slot", () => {
    expect(nextAfter(at(2026, 1, 1), at(2026, 3, 2, 12), "weekly", "09:00")).toEqual(at(2026, 3, 5));
    expect(nextAfter(at(2026, 1, 1), at(2026, 3, 2, 12), "daily", "09:00")).toEqual(at(2026, 3, 3));
  });
});

describe("scheduler with a controllable clock", () => {
  const seed = () =>
    db().insert(radioStations).values({ name: "KEXP", status: "pending", contactEmail: "music@kexp.org" }).run();

  test("a due job runs exactly once and moves to its next slot", async () => {
    seed();
    const job = createJob(
      db(),
      { name: "Radio push", type: "radio_outreach", config: { schedule: { frequency: "daily" } } },
      at(2026, 3, 2, 8),
    );
    expect(job.nextRunAt).toBe(at(2026, 3, 2, 9).toISOString());
    expect(await runDueJobs(s.deps, at(2026, 3, 2, 8, 59))).toEqual([]);
    expect(await runDueJobs(s.deps, at(2026, 3, 2, 9, 0))).toEqual([{ jobId: job.id, trigger: "schedule", ok: true }]);
    expect(await runDueJobs(s.deps, at(2026, 3, 2, 9, 0))).toEqual([]);
    expect(await runDueJobs(s.deps, at(2026, 3, 2, 23, 0))).toEqual([]);
    const after = db().select().from(automationJobs).where(eq(automationJobs.id, job.id)).get()!;
    expect(after).toMatchObject({ runCount: 1, successCount: 1, nextRunAt: at(2026, 3, 3, 9).toISOString() });
  });

  test("a paused job does not run", async () => {
    const job = createJob(db(), { name: "Paused", type: "grant_search" }, at(2026, 3, 2, 8));
    db().update(automationJobs).set({ status: "paused" }).where(eq(automationJobs.id, job.id)).run();
    expect(await runDueJobs(s.deps, at(2026, 3, 20, 10))).toEqual([]);
    expect(db().select().from(automationRuns).all()).toHaveLength(0);
  });

  test("runs missed while stopped catch up once, then the schedule moves past now", async () => {
    seed();
    const job = createJob(db(), { name: "Weekly radio", type: "radio_outreach" }, at(2026, 3, 2, 8));
    // Sunshine was stopped for three weeks: three weekly slots were missed.
    const ran = await runDueJobs(s.deps, at(2026, 3, 23, 14));
    expect(ran).toEqual([{ jobId: job.id, trigger: "catch_up", ok: true }]);
    expect(await runDueJobs(s.deps, at(2026, 3, 23, 14, 1))).toEqual([]);
    const after = db().select().from(automationJobs).where(eq(automationJobs.id, job.id)).get()!;
    expect(after.runCount).toBe(1);
    expect(after.nextRunAt).toBe(at(2026, 3, 30, 9).toISOString());
  });
});

describe("each automation type does real work", () => {
  const now = at(2026, 3, 2, 9);

  test("marketing_schedule: posts over the week from audiobooks, songs and campaigns on the chosen platforms", async () => {
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    db().insert(songs).values({ title: "Northern Lights", artist: "Mara Lee" }).run();
    const job = createJob(
      db(),
      {
        name: "Weekly promo",
        type: "marketing_schedule",
        config: { preferences: { platforms: ["Instagram", "TikTok"], budget: 300, tone: "casual" } },
      },
      now,
    );
    const { job: j, run } = await executeJob(s.deps, job.id, "manual", now);
    expect(run.status).toBe("success");
    expect(run.summary).toBe("Scheduled 3 posts about 2 items on Instagram, TikTok");
    const tasks = db().select().from(automationTasks).orderBy(automationTasks.scheduledFor).all();
    // Run at exactly 09:00: the 09:00 slot is not after now, so the week starts tomorrow.
    expect(tasks.map((t) => [t.title, t.platform, t.scheduledFor])).toEqual([
      ['Instagram post: the audiobook "The Quiet Tide"', "Instagram", at(2026, 3, 3, 9).toISOString()],
      ['TikTok post: "Northern Lights" by Mara Lee', "TikTok", at(2026, 3, 5, 9).toISOString()],
      ['Instagram post: the audiobook "The Quiet Tide"', "Instagram", at(2026, 3, 7, 9).toISOString()],
    ]);
    // Template captions: not written by a model, so not marked AI.
    expect(tasks.every((t) => t.status === "scheduled" && !t.aiGenerated)).toBe(true);
    expect(tasks[0].description).toContain("Suggested boost budget: $100.00");
    const campaigns = db().select().from(automationCampaigns).all();
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatchObject({ aiGenerated: false, type: "marketing_schedule" });
    expect(j).toMatchObject({ runCount: 1, successCount: 1 });
    // Running again for the same period creates nothing new.
    const again = await executeJob(s.deps, job.id, "manual", now);
    expect(again.run.summary).toBe("All posts for this period were already scheduled");
    expect(db().select().from(automationTasks).all()).toHaveLength(3);
  });

  test("marketing_schedule with a model: captions come from the model; a bad answer falls back to templates", async () => {
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    const job = createJob(
      db(),
      { name: "Model promo", type: "marketing_schedule", config: { preferences: { platforms: ["Instagram"] } } },
      now,
    );
    let prompt = "";
    const llm = {
      model: "t",
      text: async (_s: string, u: string) => (
        (prompt = u),
        JSON.stringify(["Tide is out.", "Read it tonight.", "Island secrets."])
      ),
    } as unknown as LlmClient;
    const { run } = await executeJob({ db: db(), llm }, job.id, "manual", now);
    expect(run.status).toBe("success");
    expect(prompt).toContain('1. Instagram post about the audiobook "The Quiet Tide"');
    const tasks = db().select().from(automationTasks).orderBy(automationTasks.scheduledFor).all();
    expect(tasks.map((t) => t.description)).toEqual(["Tide is out.", "Read it tonight.", "Island secrets."]);
    expect(tasks.every((t) => t.aiGenerated)).toBe(true);
    const campaign = db().select().from(automationCampaigns).get()!;
    expect(campaign.description).toStartWith("Captions written by the model.");
    expect(campaign.aiGenerated).toBe(true);
    reset();
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    const job2 = createJob(db(), { name: "Model promo", type: "marketing_schedule" }, now);
    const bad = { model: "t", text: async () => "Sure! Here are some captions." } as unknown as LlmClient;
    await executeJob({ db: db(), llm: bad }, job2.id, "manual", now);
    const fallback = db().select().from(automationTasks).all();
    expect(fallback[0].description).toStartWith("Share a concise update");
    expect(fallback.every((t) => !t.aiGenerated)).toBe(true);
    expect(db().select().from(automationCampaigns).get()!.aiGenerated).toBe(false);
  });

  test("content_calendar: one content piece per day of the week", async () => {
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    const job = createJob(db(), { name: "Calendar", type: "content_calendar" }, now);
    const { run } = await executeJob(s.deps, job.id, "manual", now);
    expect(run.summary).toBe("Planned 7 content pieces over the next 7 days");
    const tasks = db().select().from(automationTasks).orderBy(automationTasks.scheduledFor).all();
    expect(tasks).toHaveLength(7);
    expect(tasks[0].title).toBe('Behind-the-scenes clip: the audiobook "The Quiet Tide"');
    expect(new Set(tasks.map((t) => t.scheduledFor.slice(0, 10))).size).toBe(7);
  });

  test("radio_outreach: pending and 30+ day stale stations get tasks and a draft email campaign", async () => {
    const old = new Date(now.getTime() - 45 * 86_400_000).toISOString();
    const recent = new Date(now.getTime() - 5 * 86_400_000).toISOString();
    db()
      .insert(radioStations)
      .values([
        { name: "KEXP", status: "pending", contactName: "Ana", contactEmail: "ana@kexp.org" },
        { name: "WFMU", status: "contacted", lastContacted: old, contactEmail: "dj@wfmu.org" },
        { name: "KCRW", status: "contacted", lastContacted: recent, contactEmail: "x@kcrw.com" },
        { name: "BBC 6", status: "responded", lastContacted: old },
        { name: "No Mail FM", status: "pending" },
      ])
      .run();
    const job = createJob(db(), { name: "Radio", type: "radio_outreach" }, now);
    const { run } = await executeJob(s.deps, job.id, "manual", now);
    expect(run.summary).toBe("Created 3 outreach tasks and a draft email campaign for 2 recipients");
    const titles = db()
      .select()
      .from(automationTasks)
      .all()
      .map((t) => t.title)
      .sort();
    expect(titles).toEqual(["Follow up with WFMU", "Pitch KEXP", "Pitch No Mail FM"]);
    const drafts = db().select().from(emailCampaigns).all();
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: "draft", totalRecipients: 2, recipientType: "custom" });
    expect(drafts[0].customRecipients).toEqual(["Ana <ana@kexp.org>", "WFMU <dj@wfmu.org>"]);
    // Created by the outreach tool (its service logs it), not inserted by the automation.
    expect(logged()).toContain("campaign_created");
    expect(db().select().from(automationCampaigns).get()!.aiGenerated).toBe(false);
    const again = await executeJob(s.deps, job.id, "manual", now);
    expect(again.run.summary).toBe("All 3 stations needing outreach already have a scheduled task");
    expect(db().select().from(emailCampaigns).all()).toHaveLength(1);
  });

  test("sync_licensing: songs without recent submissions and open opportunities with deadlines get action items", async () => {
    const [fresh, stale] = db()
      .insert(songs)
      .values([
        { title: "Fresh", artist: "Mara" },
        { title: "Stale", artist: "Mara", targetLicenseTypes: ["tv"] },
      ])
      .returning()
      .all();
    const [opp] = db()
      .insert(licensingOpportunities)
      .values([
        { title: "Indie film trailer", company: "Northlight", type: "film", deadline: "2026-03-05", status: "active" },
        { title: "Old brief", company: "Past Co", type: "tv", deadline: "2026-02-01", status: "active" },
        { title: "Won already", company: "Win Co", type: "game", deadline: "2026-04-01", status: "won" },
      ])
      .returning()
      .all();
    db()
      .insert(platformSubmissions)
      .values({
        songId: fresh.id,
        opportunityId: opp.id,
        submittedAt: new Date(now.getTime() - 3 * 86_400_000).toISOString(),
      })
      .run();
    const job = createJob(db(), { name: "Sync", type: "sync_licensing" }, now);
    const { run } = await executeJob(s.deps, job.id, "manual", now);
    expect(run.summary).toBe("Created 2 action items: 1 song to submit, 1 opportunity with deadlines");
    const items = db().select().from(actionItems).all();
    expect(items.map((i) => [i.title, i.priority, i.dueDate])).toEqual([
      ['Submit "Stale" to a sync opportunity', "medium", "2026-03-09"],
      ['Prepare submission for "Indie film trailer" (Northlight)', "high", "2026-03-05"],
    ]);
    expect(stale.id).toBeGreaterThan(0);
    expect(logged().filter((t) => t === "action_item_created")).toHaveLength(2);
    const again = await executeJob(s.deps, job.id, "manual", now);
    expect(again.run.summary).toStartWith("No new action items");
  });

  test("grant_search: saves new matches as discovered grants, never twice", async () => {
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    const job = createJob(db(), { name: "Grants", type: "grant_search" }, now);
    const { run } = await executeJob(s.deps, job.id, "manual", now);
    expect(run.status).toBe("success");
    const saved = db().select().from(grants).all();
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.length).toBeLessThanOrEqual(5);
    expect(saved.every((g) => g.status === "discovered" && g.catalogueId)).toBe(true);
    expect(run.summary).toStartWith(`Saved ${saved.length} new grant`);
    expect(logged().filter((t) => t === "grant_added")).toHaveLength(saved.length);
    await executeJob(s.deps, job.id, "manual", now);
    const ids = db()
      .select()
      .from(grants)
      .all()
      .map((g) => g.catalogueId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("a failed run stores its error, counts the run, and Resume clears it", async () => {
    const job = createJob(db(), { name: "Broken", type: "grant_search" }, now);
    db().update(automationJobs).set({ type: "teleport" }).where(eq(automationJobs.id, job.id)).run();
    const r = await s.request("POST", `/api/automation/jobs/${job.id}/execute`);
    expect(r.status).toBe(200);
    expect(r.body.run).toMatchObject({ status: "failed", error: 'Unknown automation type "teleport"' });
    expect(r.body.job).toMatchObject({
      status: "failed",
      runCount: 1,
      successCount: 0,
      lastError: 'Unknown automation type "teleport"',
    });
    const resumed = await s.request("PUT", `/api/automation/jobs/${job.id}/resume`);
    expect(resumed.body).toMatchObject({ status: "active", lastError: null });
  });
});

describe("automation API", () => {
  test("name and type are required with the spec's message", async () => {
    for (const body of [{ name: "", type: "grant_search" }, { name: "X" }, { name: "X", type: "nope" }]) {
      const r = await s.request("POST", "/api/automation/jobs", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe("Please provide a job name and select an automation type.");
    }
    const b = await s.request("POST", "/api/automation/jobs", {
      name: "X",
      type: "grant_search",
      config: { preferences: { budget: {} } },
    });
    expect(b.status).toBe(422);
    expect(b.body.error.message).toBe("Budget must be a number of dollars");
    const t = await s.request("POST", "/api/automation/jobs", {
      name: "X",
      type: "grant_search",
      config: { schedule: { timeOfDay: "25:99" } },
    });
    expect(t.body.error.message).toBe("Time of day must look like 09:00");
  });

  test("defaults, pause/resume, run now, lists and stats", async () => {
    db().insert(radioStations).values({ name: "KEXP", status: "pending" }).run();
    const c = await s.request("POST", "/api/automation/jobs", {
      name: "Radio weekly",
      type: "radio_outreach",
      config: {
        type: "radio_outreach",
        schedule: { timeOfDay: "09:00" },
        preferences: { budget: "lots", platforms: [] },
      },
    });
    expect(c.status).toBe(201);
    expect(c.body.config).toEqual({
      type: "radio_outreach",
      schedule: { frequency: "weekly", timeOfDay: "09:00" },
      preferences: { tone: "professional", platforms: [], budget: 0 },
    });
    const id = c.body.id;
    expect((await s.request("PUT", `/api/automation/jobs/${id}/pause`)).body.status).toBe("paused");
    expect((await s.request("PUT", `/api/automation/jobs/${id}/pause`)).status).toBe(409);
    // Run Now works even while paused.
    const run = await s.request("POST", `/api/automation/jobs/${id}/execute`);
    expect(run.body.job).toMatchObject({
      status: "paused",
      runCount: 1,
      successCount: 1,
      lastResult: "Created 1 outreach task",
    });
    expect((await s.request("PUT", `/api/automation/jobs/${id}/resume`)).body.status).toBe("active");
    const tasks = await s.request("GET", "/api/automation/tasks");
    expect(tasks.body[0]).toMatchObject({ title: "Pitch KEXP", status: "scheduled", aiGenerated: false });
    const campaigns = await s.request("GET", "/api/automation/campaigns");
    expect(campaigns.body[0]).toMatchObject({ aiGenerated: false, type: "radio_outreach" });
    const stats = await s.request("GET", "/api/automation/stats");
    expect(stats.body).toEqual({
      activeJobs: 1,
      aiCampaigns: 1,
      modelWritten: 0,
      scheduledTasks: 1,
      totalRuns: 1,
      successfulRuns: 1,
      successRate: 100,
    });
    const runs = await s.request("GET", `/api/automation/jobs/${id}/runs`);
    expect(runs.body[0]).toMatchObject({ trigger: "manual", status: "success" });
    expect((await s.request("POST", "/api/automation/jobs/999/execute")).status).toBe(404);
  });
});

describe("nothing is scheduled in the past (a clock in the afternoon)", () => {
  const afternoon = at(2026, 3, 2, 15, 30);
  const allAfterNow = () => {
    const tasks = db().select().from(automationTasks).all();
    expect(tasks.length).toBeGreaterThan(0);
    for (const t of tasks) expect(new Date(t.scheduledFor).getTime()).toBeGreaterThan(afternoon.getTime());
    return tasks.map((t) => new Date(t.scheduledFor)).sort((a, b) => a.getTime() - b.getTime());
  };

  for (const [type, frequency] of [
    ["marketing_schedule", "daily"],
    ["marketing_schedule", "weekly"],
    ["marketing_schedule", "monthly"],
    ["content_calendar", "daily"],
    ["content_calendar", "weekly"],
    ["content_calendar", "monthly"],
  ] as const)
    test(`${type} ${frequency} at 15:30 starts tomorrow at 09:00`, async () => {
      db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
      const job = createJob(db(), { name: "Afternoon", type, config: { schedule: { frequency } } }, afternoon);
      const { run } = await executeJob(s.deps, job.id, "manual", afternoon);
      expect(run.status).toBe("success");
      expect(allAfterNow()[0]).toEqual(at(2026, 3, 3, 9));
    });

  test("content_calendar weekly at 15:30 still gives seven different days", async () => {
    db().insert(audiobooks).values({ title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" }).run();
    const job = createJob(db(), { name: "Week", type: "content_calendar" }, afternoon);
    await executeJob(s.deps, job.id, "manual", afternoon);
    const days = allAfterNow().map((d) => d.getDate());
    expect(days).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  test("radio_outreach at 15:30: tasks from tomorrow 09:00, five a day", async () => {
    db()
      .insert(radioStations)
      .values(Array.from({ length: 6 }, (_, i) => ({ name: `Station ${i + 1}`, status: "pending" as const })))
      .run();
    const job = createJob(db(), { name: "Radio", type: "radio_outreach" }, afternoon);
    await executeJob(s.deps, job.id, "manual", afternoon);
    const when = allAfterNow();
    expect(when[0]).toEqual(at(2026, 3, 3, 9));
    expect(when[5]).toEqual(at(2026, 3, 4, 9));
  });

  test("sync_licensing at 15:30: due dates are today's deadline at the latest, never a past day", async () => {
    db().insert(songs).values({ title: "Stale", artist: "Mara" }).run();
    db()
      .insert(licensingOpportunities)
      .values([
        { title: "Due today", company: "Today Co", type: "tv", deadline: "2026-03-02", status: "active" },
        { title: "Yesterday", company: "Past Co", type: "tv", deadline: "2026-03-01", status: "active" },
      ])
      .run();
    const job = createJob(db(), { name: "Sync", type: "sync_licensing" }, afternoon);
    await executeJob(s.deps, job.id, "manual", afternoon);
    const items = db().select().from(actionItems).all();
    expect(items.map((i) => [i.title, i.dueDate, i.priority])).toEqual([
      ['Submit "Stale" to a sync opportunity', "2026-03-09", "medium"],
      ['Prepare submission for "Due today" (Today Co)', "2026-03-02", "critical"],
    ]);
    // A date-only due date means the end of that day.
    for (const i of items) expect(new Date(`${i.dueDate}T23:59:59`).getTime()).toBeGreaterThan(afternoon.getTime());
  });
});

describe("scheduled tasks can be marked done", () => {
  const seedRadio = async () => {
    db().insert(radioStations).values({ name: "KEXP", status: "pending" }).run();
    const job = createJob(db(), { name: "Radio", type: "radio_outreach" }, at(2026, 3, 2, 9));
    await executeJob(s.deps, job.id, "manual", at(2026, 3, 2, 9));
    return { job, task: db().select().from(automationTasks).get()! };
  };

  test("PUT /tasks/:id completes a task: it leaves the scheduled count and can come back", async () => {
    const { task } = await seedRadio();
    expect((await s.request("GET", "/api/automation/stats")).body.scheduledTasks).toBe(1);
    const r = await s.request("PUT", `/api/automation/tasks/${task.id}`, { status: "completed" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: task.id, status: "completed", title: "Pitch KEXP" });
    expect((await s.request("GET", "/api/automation/stats")).body.scheduledTasks).toBe(0);
    const list = await s.request("GET", "/api/automation/tasks");
    expect(list.body.filter((t: { status: string }) => t.status === "scheduled")).toEqual([]);
    expect(logged()).toContain("automation_task_completed");
    const back = await s.request("PUT", `/api/automation/tasks/${task.id}`, { status: "scheduled" });
    expect(back.body.status).toBe("scheduled");
  });

  test("a missing task is 404, a bad status 422", async () => {
    const { task } = await seedRadio();
    const missing = await s.request("PUT", "/api/automation/tasks/9999", { status: "completed" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Scheduled task not found");
    for (const body of [{ status: "done" }, {}, { status: 1 }]) {
      const bad = await s.request("PUT", `/api/automation/tasks/${task.id}`, body);
      expect(bad.status).toBe(422);
      expect(bad.body.error.message).toBe('Status must be "scheduled" or "completed"');
    }
    expect((await s.request("PUT", "/api/automation/tasks/abc", { status: "completed" })).status).toBe(422);
  });

  test("once its outreach task is done, a station still pending gets a new one on the next run", async () => {
    const { job, task } = await seedRadio();
    await s.request("PUT", `/api/automation/tasks/${task.id}`, { status: "completed" });
    const { run } = await executeJob(s.deps, job.id, "manual", at(2026, 3, 9, 9));
    expect(run.summary).toBe("Created 1 outreach task");
    expect(db().select().from(automationTasks).where(eq(automationTasks.status, "scheduled")).all()).toHaveLength(1);
  });
});

describe("records in other domains are created through the assistant's tools", () => {
  test("a tool taking every field is used; one lacking a field hands over to the domain's service", async () => {
    const job = createJob(db(), { name: "Grants", type: "grant_search" }, at(2026, 3, 2, 9));
    const ctx = { db: db(), job, now: at(2026, 3, 2, 9) };
    let serviceCalls = 0;
    const viaTool = await createThrough(
      ctx,
      "save_grant",
      { title: "Tour Fund", organization: "Arts Org" },
      () => serviceCalls++,
    );
    expect(viaTool).toBe("tool");
    expect(serviceCalls).toBe(0);
    expect(
      db()
        .select()
        .from(grants)
        .all()
        .map((g) => g.title),
    ).toEqual(["Tour Fund"]);
    const viaService = await createThrough(
      ctx,
      "save_grant",
      { title: "Other", organization: "Org", surelyNotAToolField: "x" },
      () => serviceCalls++,
    );
    expect(viaService).toBe("service");
    expect(serviceCalls).toBe(1);
  });

  test("a tool's refusal fails the run with the tool's reason", async () => {
    const job = createJob(db(), { name: "Grants", type: "grant_search" }, at(2026, 3, 2, 9));
    const ctx = { db: db(), job, now: at(2026, 3, 2, 9) };
    await expect(
      createThrough(ctx, "save_grant", { title: "Old", organization: "Org", deadline: "2026-01-01" }, () => 0),
    ).rejects.toThrow("already passed");
  });
});
