import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiCall, expect, overflowingElements, test, scrollUntil } from "./fixtures";
import { startSunshine } from "./server";

const center = (page: Page) => page.getByTestId("command-center");
const openTab = async (page: Page, name: string) => {
  await center(page).getByRole("tab", { name, exact: true }).click();
};
const toast = (page: Page) => page.getByTestId("toast");
const stat = (page: Page, label: string) =>
  center(page).locator(`[data-stat-card="${label}"]`).getByTestId("stat-value");

test("command center shows the four stat cards and seven tabs", async ({ app }) => {
  const cc = center(app);
  await expect(cc.getByRole("heading", { name: "AI Marketing Command Center" })).toBeVisible();
  for (const label of ["Active Jobs", "AI Campaigns", "Scheduled Tasks", "Success Rate"])
    await expect(cc.locator(`[data-stat-card="${label}"]`)).toBeVisible();
  await expect(cc.getByRole("tablist", { name: "Command center sections" }).getByRole("tab")).toHaveText([
    "Automations",
    "AI Campaigns",
    "Scheduled Tasks",
    "Real-Time",
    "A/B Testing",
    "Content AI",
    "Create New",
  ]);
});

test("automations: create with validation, run now does real work, pause and resume, tasks and AI campaigns", async ({
  app,
}) => {
  await apiCall(app, "POST", "/api/radio-stations", {
    name: "KEXP Test",
    contactEmail: "music@kexp.example",
    genre: "Indie",
  });
  await openTab(app, "Create New");
  const form = app.getByRole("form", { name: "Create automation" });
  await form.getByRole("button", { name: "Create Automation" }).click();
  await expect(toast(app)).toContainText("Please provide a job name and select an automation type.");
  await form.getByLabel("Job Name *").fill("Radio follow-ups");
  await form.getByLabel("Automation Type").selectOption("radio_outreach");
  await form.getByLabel("Frequency").selectOption("daily");
  await form.getByLabel("Budget ($)").fill("lots");
  await form.getByRole("button", { name: "Create Automation" }).click();
  await expect(toast(app)).toContainText('"Radio follow-ups" will run daily at 09:00.');

  const card = center(app).locator('[data-job="Radio follow-ups"]');
  await expect(card).toContainText("Radio Outreach · Daily at 09:00 · Professional · Budget $0");
  await expect(card.getByTestId("job-status")).toHaveText("active");
  await expect(stat(app, "Active Jobs")).toHaveText("1");

  await card.getByRole("button", { name: "Run Now" }).click();
  await expect(toast(app)).toContainText("Created 1 outreach task and a draft email campaign for 1 recipient");
  await expect(card.getByTestId("job-runs")).toHaveText("Runs: 1 · Successful: 1");
  await card.getByText("Run history").click();
  await expect(card.getByTestId("run-history")).toContainText("Run Now");
  await expect(card.getByTestId("run-history")).toContainText("Created 1 outreach task");
  await expect(stat(app, "Success Rate")).toHaveText("100%");
  await expect(stat(app, "Scheduled Tasks")).toHaveText("1");
  await expect(stat(app, "AI Campaigns")).toHaveText("1");
  // The draft email campaign really exists in the outreach domain.
  const mails = await apiCall(app, "GET", "/api/email-campaigns");
  expect(JSON.stringify(mails.body)).toContain("music@kexp.example");

  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card.getByTestId("job-status")).toHaveText("paused");
  await expect(stat(app, "Active Jobs")).toHaveText("0");
  await card.getByRole("button", { name: "Resume" }).click();
  await expect(card.getByTestId("job-status")).toHaveText("active");

  // No model wrote this campaign (templates only): it is listed with an "Automation" badge, not "AI Generated".
  await openTab(app, "AI Campaigns");
  const campaign = center(app).getByTestId("ai-campaign").first();
  await expect(campaign).toContainText("Radio outreach");
  await expect(campaign.getByTestId("campaign-origin")).toHaveText("Automation");
  await expect(campaign).not.toContainText("AI Generated");
  await expect(center(app).getByRole("button", { name: "View Details" }).first()).toBeVisible();

  await openTab(app, "Scheduled Tasks");
  const task = center(app).getByTestId("scheduled-task").first();
  await expect(task).toContainText("Pitch KEXP Test");
  const when = await apiCall(app, "GET", "/api/automation/tasks");
  expect(new Date(when.body[0].scheduledFor).getTime()).toBeGreaterThan(Date.now());
  await center(app).getByRole("button", { name: "Mark done: Pitch KEXP Test" }).click();
  await expect(toast(app)).toContainText('"Pitch KEXP Test" is marked done.');
  await expect(center(app).getByTestId("scheduled-task")).toHaveCount(0);
  await expect(center(app)).toContainText("No scheduled tasks");
  await expect(stat(app, "Scheduled Tasks")).toHaveText("0");
});

test("scheduled tasks tab shows the first 10 only", async ({ app }) => {
  await apiCall(app, "POST", "/api/audiobooks", { title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" });
  const job = await apiCall(app, "POST", "/api/automation/jobs", {
    name: "Monthly calendar",
    type: "content_calendar",
    config: { schedule: { frequency: "monthly" } },
  });
  const run = await apiCall(app, "POST", `/api/automation/jobs/${job.body.id}/execute`);
  expect(run.body.run.summary).toBe("Planned 12 content pieces over the next 30 days");
  await app.reload();
  await openTab(app, "Scheduled Tasks");
  await expect(center(app).getByTestId("scheduled-task")).toHaveCount(10);
  await expect(center(app)).toContainText("Showing the first 10 of");
});

test("real-time: metric validation, alert from real data, clear, threshold, auto-refresh switch", async ({ app }) => {
  await apiCall(app, "POST", "/api/optimization/performance", {
    contentId: "nl-e2e",
    contentType: "email",
    metric: "open_rate",
    value: 12,
  });
  await openTab(app, "Real-Time");
  const form = app.getByRole("form", { name: "Add New Metric" });
  await form.getByRole("button", { name: "Add Metric" }).click();
  await expect(toast(app)).toContainText("Missing Information");
  await expect(toast(app)).toContainText("Please select a metric type to monitor.");
  await form.getByLabel("Metric Type").selectOption("email_open_rate");
  await form.getByLabel("Alert Threshold (%)").fill("20");
  await form.getByLabel("Time Window").selectOption("24h");
  await form.getByRole("button", { name: "Add Metric" }).click();
  await expect(toast(app)).toContainText("Email Open Rate is now 12.00%");

  const row = center(app).locator('[data-metric="email_open_rate"]');
  await expect(row.getByTestId("metric-value")).toHaveText("12.00%");
  await expect(row.getByTestId("metric-state")).toHaveText("Alert");
  await expect(row.getByTestId("sparkline")).toBeVisible();
  await expect(center(app).getByTestId("alerts")).toContainText("Email open rate is 12.00%, below 20%");
  const notes = await apiCall(app, "GET", "/api/notifications");
  expect(notes.body.items.map((n: { title: string }) => n.title)).toContain("Alert: Email open rate below 20%");

  await row.getByRole("button", { name: "Clear" }).click();
  await expect(row.getByTestId("metric-state")).toHaveText("Normal");
  await expect(row.getByRole("button", { name: "Clear" })).toHaveCount(0);
  await expect(center(app).getByTestId("alerts")).toHaveCount(0);

  await row.getByLabel("Threshold (%)").fill("15");
  await row.getByRole("button", { name: "Set" }).click();
  await expect(row.getByTestId("metric-state")).toHaveText("Alert");
  await expect(row).toContainText("Alert below 15%");

  const sw = center(app).getByRole("switch", { name: "Auto-refresh" });
  await expect(sw).toBeChecked();
  await sw.uncheck();
  await expect(center(app)).toContainText("Auto-refresh off");
});

test("A/B testing: validation, create, start, record data, results with significance badge and chart, stop", async ({
  app,
}) => {
  await openTab(app, "A/B Testing");
  const lab = app.getByTestId("ab-lab");
  await lab.getByRole("tab", { name: "Create Test" }).click();
  const form = app.getByRole("form", { name: "Create A/B test" });
  await form.getByRole("button", { name: "Create Test" }).click();
  await expect(toast(app)).toContainText("Please provide a campaign name and select a test type.");
  await form.getByLabel("Campaign Name *").fill("Subject line test");
  await form.getByLabel("Test Type").selectOption("email_subject");
  await form.getByLabel("Sample Size").fill("lots");
  await form.getByRole("button", { name: "Create Test" }).click();
  await expect(toast(app)).toContainText('"Subject line test" is a draft with 2 variants');

  const card = lab.locator('[data-campaign="Subject line test"]');
  await expect(card).toContainText("sample size 1,000 · 95% confidence");
  await expect(card.getByTestId("ab-status")).toHaveText("draft");
  await card.getByRole("button", { name: "Start Test" }).click();
  await expect(card.getByTestId("ab-status")).toHaveText("running");
  await expect(lab.locator('[data-stat-card="Running Tests"]').getByTestId("stat-value")).toHaveText("1");

  const rec = card.getByRole("form", { name: "Record data for Subject line test" });
  await rec.getByLabel("Variant").selectOption({ label: "Control (A)" });
  await rec.getByLabel("Exposures").fill("300");
  await rec.getByLabel("Conversions").fill("12");
  await rec.getByRole("button", { name: "Record" }).click();
  await expect(toast(app)).toContainText("Control (A): 12 conversions from 300 exposures (4%)");
  await rec.getByLabel("Variant").selectOption({ label: "Variant B" });
  await rec.getByLabel("Exposures").fill("300");
  await rec.getByLabel("Conversions").fill("36");
  await rec.getByRole("button", { name: "Record" }).click();
  await expect(card.getByTestId("variant-data").nth(1)).toHaveText("36/300 (12%)");

  await card.getByRole("button", { name: "Get Results" }).click();
  await expect(toast(app)).toContainText("Variant B wins");
  const group = lab.getByTestId("ab-result-group").filter({ hasText: "Subject line test" });
  await expect(group.getByTestId("ab-conclusion")).toContainText("Variant B wins: 12.00% vs Control (A)'s 4.00%");
  await expect(group.getByTestId("significance")).toHaveClass(/badge-success/);
  await expect(group.getByTestId("rates-chart")).toHaveAttribute("data-rates", "4,12");
  await expect(group).toContainText("winner");

  await lab.getByRole("tab", { name: "Test Campaigns" }).click();
  await card.getByRole("button", { name: "Stop Test" }).click();
  await expect(card.getByTestId("ab-status")).toHaveText("completed");
  await expect(card.getByRole("button", { name: "View Results" })).toBeVisible();
  await expect(lab.locator('[data-stat-card="Completed Tests"]').getByTestId("stat-value")).toHaveText("1");
  await lab.getByRole("tab", { name: "Variants" }).click();
  await expect(lab.getByTestId("ab-variant")).toHaveCount(2);
});

test("content AI: validation, generate, confidence colours, apply and reject, history, performance and analyse", async ({
  app,
}) => {
  await openTab(app, "Content AI");
  const lab = app.getByTestId("optimization-lab");
  await lab.getByRole("tab", { name: "Generate New" }).click();
  const form = app.getByRole("form", { name: "Generate suggestions" });
  await form.getByRole("button", { name: "Generate Suggestions" }).click();
  await expect(toast(app)).toContainText("Please provide content, select content type and suggestion type.");
  await form
    .getByLabel("Content *", { exact: true })
    .fill(
      "Subject: I just wanted to really reach out to you about my very new single which was recorded last winter in Portland\n" +
        "Hi, I am basically an independent artist and I think my new song is kind of good and it was produced by Sam Lee and I would really love for you to maybe listen to it if you have time. Let me know if you are interested.",
    );
  await form.getByLabel("Content Type").selectOption("email");
  await form.getByLabel("Optimization Goal").selectOption("clarity");
  await form.getByRole("button", { name: "Generate Suggestions" }).click();
  await expect(toast(app)).toContainText("3 suggestions");

  const cards = lab.getByTestId("suggestion");
  await expect(cards).toHaveCount(3);
  const fillers = lab.locator('[data-source="filler_words"]');
  await expect(fillers.getByTestId("reasoning")).toContainText("filler words");
  await expect(fillers.getByTestId("suggested")).not.toContainText("basically");
  for (const c of await lab.getByTestId("confidence").all()) {
    const v = Number(await c.getAttribute("data-confidence"));
    await expect(c).toHaveClass(v >= 80 ? /text-success/ : v >= 60 ? /text-warning/ : /text-error/);
  }
  await expect(lab.locator('[data-stat-card="Pending Suggestions"]').getByTestId("stat-value")).toHaveText("3");

  await fillers.getByRole("button", { name: "Apply" }).click();
  await expect(toast(app)).toContainText("Suggestion Applied");
  await cards.first().getByRole("button", { name: "Reject" }).click();
  await expect(cards).toHaveCount(1);
  await expect(lab.locator('[data-stat-card="Applied Suggestions"]').getByTestId("stat-value")).toHaveText("1");
  await lab.getByRole("tab", { name: "History" }).click();
  await expect(lab.getByTestId("suggestion")).toHaveCount(2);
  await expect(lab.getByRole("button", { name: "Apply" })).toHaveCount(0);

  await lab.getByRole("tab", { name: "Performance" }).click();
  await lab.getByRole("button", { name: "Add Result" }).click();
  const perf = app.getByRole("form", { name: "Add content performance" });
  await perf.getByLabel("Content ID *").fill("spring-post");
  await perf.getByLabel("Content Type").selectOption("social_media");
  await perf.getByLabel("Metric").selectOption("engagement_rate");
  await perf.getByLabel("Value").fill("1.2");
  await perf
    .getByLabel("Content text (to analyse it later)")
    .fill("My new audiobook is out now. It was written over two years.");
  await perf.getByRole("button", { name: "Save Result" }).click();
  const row = lab.getByTestId("performance-row").filter({ hasText: "spring-post" });
  await expect(row).toContainText("1.2%");
  await row.getByRole("button", { name: "Analyze" }).click();
  await expect(toast(app)).toContainText("engagement rate 1.2% (below 3%)");
  await expect(lab.getByTestId("suggestion").first()).toBeVisible();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the command center tabs scroll and the real-time form fits", async ({ app }) => {
    await center(app).scrollIntoViewIfNeeded();
    await openTab(app, "Real-Time");
    const form = app.getByRole("form", { name: "Add New Metric" });
    await expect(form.getByRole("button", { name: "Add Metric" })).toBeVisible();
    const box = await form.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await openTab(app, "Create New");
    await expect(app.getByRole("form", { name: "Create automation" })).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
  });
});

test("a run missed while the binary was stopped catches up once at start-up", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-catchup-"));
  const api = async (url: string, method: string, path: string, body?: unknown) => {
    const { token } = await (await fetch(`${url}/api/auth/login`, { method: "POST" })).json();
    const res = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  };
  try {
    let server = await startSunshine({}, dir);
    await api(server.url, "POST", "/api/radio-stations", { name: "Night FM" });
    const job = await api(server.url, "POST", "/api/automation/jobs", {
      name: "Daily radio",
      type: "radio_outreach",
      config: { schedule: { frequency: "daily" } },
    });
    expect(job.runCount).toBe(0);
    await server.stop();
    // While Sunshine was off, three daily slots went by.
    const missed = new Date(Date.now() - 3 * 86_400_000).toISOString();
    execFileSync("sqlite3", [
      join(dir, "sunshine.db"),
      `UPDATE automation_jobs SET next_run_at = '${missed}' WHERE id = ${job.id}`,
    ]);
    server = await startSunshine({}, dir);
    await expect
      .poll(
        async () =>
          (await api(server.url, "GET", "/api/automation/jobs")).find((j: { id: number }) => j.id === job.id).runCount,
        { timeout: 10_000 },
      )
      .toBe(1);
    const runs = await api(server.url, "GET", `/api/automation/jobs/${job.id}/runs`);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "catch_up", status: "success", summary: "Created 1 outreach task" });
    const after = (await api(server.url, "GET", "/api/automation/jobs")).find((j: { id: number }) => j.id === job.id);
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    await server.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("automations list and the all-activity dialog load more as they scroll (paged from the server)", async ({ app }) => {
  // 60 jobs: more than one page (50). Each creation also writes an activity entry.
  for (let i = 1; i <= 60; i++) {
    const res = await apiCall(app, "POST", "/api/automation/jobs", {
      name: `Job ${String(i).padStart(2, "0")}`,
      type: "content_calendar",
      config: { schedule: { frequency: "weekly" } },
    });
    expect(res.status).toBe(201);
  }
  await app.reload();
  // The worker's server may hold jobs from earlier tests: count from what the server says.
  const jobTotal = (await apiCall(app, "GET", "/api/automation/jobs?limit=200")).body.length;
  expect(jobTotal).toBeGreaterThanOrEqual(60);
  const jobs = center(app).getByRole("list", { name: "Automation jobs" });
  await expect(jobs).toHaveAttribute("data-total", String(jobTotal));
  const jobRows = jobs.getByRole("listitem");
  await expect(jobRows.first()).toHaveAttribute("aria-setsize", String(jobTotal));
  await expect(center(app)).toContainText(`Showing 50 of ${jobTotal}`);
  // Scrolling the list to its end asks for the next page.
  const allJobs = `Showing ${jobTotal} of ${jobTotal}`;
  await scrollUntil(
    () => jobRows.last().scrollIntoViewIfNeeded(),
    () => expect(center(app)).toContainText(allJobs, { timeout: 1000 }),
  );

  await app.getByRole("button", { name: "View all activity" }).click();
  const dialog = app.getByRole("dialog", { name: "All activity" });
  const log = dialog.getByRole("list", { name: "All activity" });
  const total = Number(await log.getAttribute("data-total"));
  expect(total).toBeGreaterThanOrEqual(60);
  await expect(dialog).toContainText(`Showing 50 of ${total}`);
  await scrollUntil(
    () => log.getByRole("listitem").last().scrollIntoViewIfNeeded(),
    () => expect(dialog.getByText(`Showing ${total} of ${total}`)).toBeVisible({ timeout: 1000 }),
  );
  await expect(dialog).toContainText(`Showing ${total} of ${total}`);
  await app.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});
