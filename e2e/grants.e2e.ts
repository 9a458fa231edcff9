import { allowValidationErrors, apiCall, expect, test, overflowingElements } from "./fixtures";

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

test("grants: add manually with validation, urgency markers, status change, search and filter", async ({
  app,
  consoleErrors,
}) => {
  await app.goto("/grants");
  await expect(app.getByRole("heading", { name: "Grants", level: 1 })).toBeVisible();
  await expect(app.getByText("No grants yet")).toBeVisible();

  await app.getByRole("button", { name: "Add Grant Manually" }).click();
  const form = app.getByRole("form", { name: "Add grant" });
  await form.getByRole("button", { name: "Add Grant" }).click();
  await expect(form.getByText("Grant title is required")).toBeVisible();
  await form.getByLabel("Grant Title").fill("City Music Fund");
  await form.getByRole("button", { name: "Add Grant" }).click();
  await expect(form.getByText("Organization is required")).toBeVisible();
  await expect(form.getByLabel("Organization")).toBeFocused();
  await form.getByLabel("Organization").fill("City Arts Office");
  await form.getByLabel("Application URL").fill("http://");
  await form.getByRole("button", { name: "Add Grant" }).click();
  await expect(form.getByText("Application URL must be a valid URL")).toBeVisible();
  await form.getByLabel("Application URL").fill("https://example.org/apply");
  await form.getByLabel("Amount (USD)").fill("5000");
  await form.getByLabel("Deadline").fill(inDays(3));
  await form.getByLabel("Description").fill("Support for recording local artists");
  await form.getByRole("button", { name: "Add Grant" }).click();
  await expect(form).toBeHidden();

  const urgent = app.getByTestId("grant-card").filter({ hasText: "City Music Fund" });
  await expect(urgent).toHaveAttribute("data-urgency", "urgent");
  await expect(urgent.getByTestId("urgency")).toHaveText("Urgent · 3 days left");
  await expect(urgent).toContainText("$5,000");
  await expect(urgent.getByRole("link", { name: "Apply for City Music Fund" })).toHaveAttribute(
    "href",
    "https://example.org/apply",
  );

  for (const [title, days] of [
    ["Soon Fund", 20],
    ["Past Fund", -2],
    ["Future Fund", 90],
  ] as const)
    await apiCall(app, "POST", "/api/grants", { title, organization: "Org", deadline: inDays(days) });
  await app.reload();
  await expect(app.getByTestId("grant-card").filter({ hasText: "Soon Fund" })).toHaveAttribute("data-urgency", "soon");
  await expect(app.getByTestId("grant-card").filter({ hasText: "Past Fund" })).toHaveAttribute("data-urgency", "past");
  await expect(app.getByTestId("grant-card").filter({ hasText: "Past Fund" }).getByTestId("urgency")).toHaveText(
    "Past · closed 2 days ago",
  );
  await expect(app.getByTestId("grant-card").filter({ hasText: "Future Fund" })).toHaveAttribute(
    "data-urgency",
    "future",
  );

  await app.getByLabel("Status for City Music Fund").selectOption("applied");
  await expect(urgent).toHaveAttribute("data-status", "applied");
  await app.getByLabel("Filter by status").selectOption("applied");
  await expect(app.getByTestId("grant-card")).toHaveCount(1);
  await app.getByLabel("Filter by status").selectOption("all");
  await app.getByLabel("Search grants").fill("past");
  await expect(app.getByTestId("grant-card")).toHaveCount(1);
  await app.getByLabel("Search grants").fill("zzz");
  await expect(app.getByText("No grants match your search")).toBeVisible();
  await app.getByLabel("Search grants").fill("");
  // The search goes into the address once typing pauses; reload after that, or the reload brings "zzz" back.
  await expect(app).not.toHaveURL(/[?&]q=/);
  await app.reload();
  await expect(app.getByLabel("Status for City Music Fund")).toHaveValue("applied");

  allowValidationErrors(consoleErrors);
});

test("Find Grants with Sunshine ranks the catalogue and saves a result in one click", async ({ app }) => {
  await app.goto("/grants");
  await app.getByRole("button", { name: "Find Grants with Sunshine" }).click();
  const finder = app.getByRole("region", { name: "Find grants with Sunshine" });
  await finder.getByLabel("Project Name").fill("Debut album");
  await finder.getByLabel("Description").fill("Recording and releasing my first album in London");
  await finder.getByLabel("Focus").fill("music");
  const req = app.waitForRequest((r) => r.url().endsWith("/api/ai/search-grants"));
  await finder.getByRole("button", { name: "Search" }).click();
  expect((await req).postDataJSON()).toEqual({
    projectName: "Debut album",
    description: "Recording and releasing my first album in London",
    focus: "music",
  });
  const results = finder.getByTestId("grant-suggestion");
  await expect(results.first()).toContainText("United Kingdom");
  const prs = results.filter({ hasText: "Open Fund for Music Creators" });
  await expect(prs).toContainText("PRS Foundation");
  await prs.getByRole("button", { name: "Save Open Fund for Music Creators" }).click();
  await expect(prs.getByRole("button", { name: "Open Fund for Music Creators saved" })).toBeDisabled();
  const saved = app.getByTestId("grant-card").filter({ hasText: "Open Fund for Music Creators" });
  await expect(saved).toHaveAttribute("data-status", "discovered");
  await expect(saved).toContainText("Typical amount: Up to £5,000");

  // searching again shows it as already saved
  await finder.getByRole("button", { name: "Search" }).click();
  await expect(finder.getByRole("button", { name: "Open Fund for Music Creators saved" })).toBeVisible();
});

test("a failing search shows the spec's toast", async ({ app, consoleErrors }) => {
  await app.goto("/grants");
  await app.route("**/api/ai/search-grants", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: 503, message: "down" } }),
    }),
  );
  await app.getByRole("button", { name: "Find Grants with Sunshine" }).click();
  await app.getByRole("region", { name: "Find grants with Sunshine" }).getByRole("button", { name: "Search" }).click();
  const toast = app.getByTestId("toast");
  await expect(toast).toContainText("Search Failed");
  await expect(toast).toContainText("Sunshine encountered an issue while searching for grants. Please try again.");
  // the browser logs the failed request itself; nothing else may be logged
  expect(consoleErrors.filter((e) => !/503/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test("voice action find-grants runs the search", async ({ app }) => {
  await app.goto("/grants");
  await expect(app.getByRole("heading", { name: "Grants", level: 1 })).toBeVisible();
  await app.evaluate(() =>
    window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "find-grants" } })),
  );
  await expect(app.getByTestId("grant-suggestion").first()).toBeVisible();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("grant cards and search results fit a phone screen", async ({ app }) => {
    await apiCall(app, "POST", "/api/grants", {
      title: "A grant with a really long programme title for testing",
      organization: "An organisation with a long name",
      deadline: inDays(5),
      applicationUrl: "https://example.org/a/very/long/path/to/the/application/form",
    });
    await app.goto("/grants");
    await app.getByRole("button", { name: "Find Grants with Sunshine" }).click();
    await app
      .getByRole("region", { name: "Find grants with Sunshine" })
      .getByRole("button", { name: "Search" })
      .click();
    await expect(app.getByTestId("grant-suggestion").first()).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
  });
});

test("a long grant list loads more on scroll; search runs on the server", async ({ app }) => {
  // The data dir is shared by this file's tests: start from an empty list so the counts below are exact.
  for (const g of (await apiCall(app, "GET", "/api/grants?limit=200")).body)
    await apiCall(app, "DELETE", `/api/grants/${g.id}`);
  for (let i = 1; i <= 110; i++)
    await apiCall(app, "POST", "/api/grants", {
      title: `Fund ${String(i).padStart(3, "0")}`,
      organization: i % 10 === 0 ? "Tenth Trust" : "Arts Council",
    });
  await app.goto("/grants");
  const list = app.getByTestId("grant-list");
  await expect(list).toHaveAttribute("data-total", "110");
  await expect(app.getByText("Showing 50 of 110")).toBeVisible();
  await app.getByText("Showing 50 of 110").scrollIntoViewIfNeeded();
  await expect(app.getByText(/Showing (100|110) of 110/)).toBeVisible();
  const req = app.waitForRequest((r) => r.url().includes("/api/grants?") && r.url().includes("q=tenth"));
  await app.getByLabel("Search grants").fill("tenth");
  await req;
  await expect(list).toHaveAttribute("data-total", "11");
});
