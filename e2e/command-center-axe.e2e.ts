import type { Page } from "@playwright/test";
import { LOOKS, scan, severeFindings, useLook, type Look } from "./axe";
import { apiCall, expect, test } from "./fixtures";

const center = (page: Page) => page.getByTestId("command-center");
const openTab = async (page: Page, name: string) => {
  await center(page).getByRole("tab", { name, exact: true }).click();
};

// One test per look, spread over the workers (each arranges its own records on its worker's server).
test.describe.configure({ mode: "parallel" });

// The dashboard's axe scan (a11y.e2e.ts) sees the first tab only; these are the other tabs, with data. One test per
// look; every rule runs in the day look, the colour rules in the others (see e2e/axe.ts).
for (const look of Object.keys(LOOKS) as Look[]) {
  test(`command center tabs have no serious axe findings (${look} look)`, async ({ app }) => {
    // Thirteen scans of one panel: generous, so only a hang can reach it.
    test.setTimeout(240_000);
    await apiCall(app, "POST", "/api/audiobooks", { title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" });
    const job = await apiCall(app, "POST", "/api/automation/jobs", {
      name: "Monthly calendar",
      type: "content_calendar",
      config: { schedule: { frequency: "monthly" } },
    });
    await apiCall(app, "POST", `/api/automation/jobs/${job.body.id}/execute`);
    await apiCall(app, "POST", "/api/monitoring/metrics", { metricType: "email_open_rate", alertThreshold: 20, timeWindow: "24h" });
    await apiCall(app, "POST", "/api/ab-testing/campaigns", { name: "Subject lines", testType: "email_subject" });
    await apiCall(app, "POST", "/api/optimization/suggestions", {
      originalContent: "Subject: just a very new single\nHi, I basically think my song is kind of good.",
      contentType: "email",
      suggestionType: "clarity",
    });
    await useLook(app, look);
    await app.reload();
    const findings: string[] = [];
    // The labs' inner tabs as "Outer > Inner"; forms are submitted empty so their error messages are scanned too.
    const views = ["Automations", "AI Campaigns", "Scheduled Tasks", "Real-Time", "Create New", "A/B Testing"];
    views.push("A/B Testing > Results", "A/B Testing > Variants", "A/B Testing > Create Test", "Content AI");
    views.push("Content AI > Performance", "Content AI > Generate New", "Content AI > History");
    for (const view of views) {
      const [tab, inner] = view.split(" > ");
      await openTab(app, tab!);
      if (inner) await center(app).getByRole("tab", { name: inner, exact: true }).click();
      await expect(center(app).getByRole("tabpanel").locator(".skeleton")).toHaveCount(0);
      if (tab === "Create New") await app.getByRole("button", { name: "Create Automation" }).click();
      if (tab === "Real-Time") await app.getByRole("button", { name: "Add Metric" }).click();
      if (inner === "Create Test") await app.getByRole("button", { name: "Create Test", exact: true }).click();
      if (inner === "Generate New") await app.getByRole("button", { name: "Generate Suggestions" }).click();
      if (inner === "Performance") {
        await app.getByRole("button", { name: "Add Result" }).click();
        await app.getByRole("button", { name: "Save Result" }).click();
      }
      // One panel scanned on its own: of the outline rules only heading order applies (landmarks belong to the page).
      const found = await scan(app, look, '[data-testid="command-center"]');
      findings.push(...severeFindings(view, found, new Set(["heading-order"])));
    }
    expect(findings).toEqual([]);
  });
}
