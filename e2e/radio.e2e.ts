import { allowValidationErrors, apiCall, expect, test, overflowingElements } from "./fixtures";

test("radio stations: add through the form, change status, see contact age and response rate", async ({
  app,
  consoleErrors,
}) => {
  await app.goto("/radio");
  await expect(app.getByRole("heading", { name: "Radio Stations", level: 1 })).toBeVisible();
  await expect(app.getByText("No radio stations yet")).toBeVisible();
  const summary = app.getByTestId("radio-summary");
  await expect(summary.getByTestId("stat-response-rate")).toContainText("—");

  await app.getByRole("button", { name: "Add Station" }).first().click();
  const form = app.getByRole("form", { name: "Add radio station" });
  await form.getByRole("button", { name: "Add Station" }).click();
  await expect(form.getByText("Station name is required")).toBeVisible();
  await expect(form.getByLabel("Station Name")).toBeFocused();
  await form.getByLabel("Station Name").fill("KEXP");
  await form.getByLabel("Frequency").fill("90.3 FM");
  await form.getByLabel("Location").fill("Seattle, WA");
  await form.getByLabel("Genre").fill("Indie");
  await form.getByLabel("Contact Name").fill("Kevin Cole");
  await form.getByLabel("Contact Email").fill("kevin-at-kexp");
  await form.getByRole("button", { name: "Add Station" }).click();
  await expect(form.getByText("Contact email must be a valid e-mail address")).toBeVisible();
  await expect(form.getByLabel("Contact Email")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Contact Email").fill("kevin@kexp.org");
  await form.getByLabel("Website").fill("not a url");
  await form.getByRole("button", { name: "Add Station" }).click();
  await expect(form.getByText("Website must be a valid URL")).toBeVisible();
  await form.getByLabel("Website").fill("kexp.org");
  await form.getByRole("button", { name: "Add Station" }).click();
  await expect(form).toBeHidden();

  const card = app.getByTestId("station-card").filter({ hasText: "KEXP" });
  await expect(card).toContainText("90.3 FM");
  await expect(card).toContainText("Seattle, WA");
  await expect(card.getByRole("link", { name: "kevin@kexp.org" })).toHaveAttribute("href", "mailto:kevin@kexp.org");
  await expect(card.getByRole("link", { name: "kexp.org", exact: true })).toHaveAttribute("href", "https://kexp.org");
  await expect(card.getByTestId("last-contacted")).toHaveText("Never contacted");
  await expect(summary.getByTestId("stat-stations")).toContainText("1");

  // contacted sends lastContacted (spec) and shows how long ago
  const put = app.waitForRequest((r) => r.method() === "PUT" && r.url().includes("/api/radio-stations/"));
  await card.getByLabel("Status for KEXP").selectOption("contacted");
  const body = (await put).postDataJSON();
  expect(body.status).toBe("contacted");
  expect(Date.now() - new Date(body.lastContacted).getTime()).toBeLessThan(60_000);
  await expect(card.getByTestId("last-contacted")).toContainText("(today)");
  await expect(summary.getByTestId("stat-contacted")).toContainText("1");
  await expect(summary.getByTestId("stat-response-rate")).toContainText("0%");

  // a second station contacted 12 days ago, then KEXP responds: 1 of 2 = 50%
  const old = new Date(Date.now() - 12 * 86_400_000).toISOString();
  const wfmu = await apiCall(app, "POST", "/api/radio-stations", { name: "WFMU" });
  await apiCall(app, "PUT", `/api/radio-stations/${wfmu.body.id}`, { status: "contacted", lastContacted: old });
  await app.reload();
  await expect(app.getByTestId("station-card").filter({ hasText: "WFMU" }).getByTestId("last-contacted")).toContainText(
    "(12 days ago)",
  );
  await app
    .getByTestId("station-card")
    .filter({ hasText: "KEXP" })
    .getByLabel("Status for KEXP")
    .selectOption("responded");
  await expect(app.getByTestId("station-card").filter({ hasText: "KEXP" })).toHaveAttribute("data-status", "responded");
  await expect(summary.getByTestId("stat-response-rate")).toContainText("50%");

  // it stuck: a reload shows the stored status
  await app.reload();
  await expect(app.getByLabel("Status for KEXP")).toHaveValue("responded");

  // delete with confirmation
  await app.getByRole("button", { name: "Delete WFMU" }).click();
  await app.getByRole("dialog", { name: "Delete WFMU?" }).getByRole("button", { name: "Delete" }).click();
  await expect(app.getByTestId("station-card")).toHaveCount(1);

  allowValidationErrors(consoleErrors);
});

test("voice action add-contact opens the station form", async ({ app }) => {
  await app.goto("/radio");
  await expect(app.getByRole("heading", { name: "Radio Stations", level: 1 })).toBeVisible();
  await app.evaluate(() =>
    window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "add-contact" } })),
  );
  await expect(app.getByRole("form", { name: "Add radio station" })).toBeVisible();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the station list fits a phone screen", async ({ app }) => {
    await apiCall(app, "POST", "/api/radio-stations", {
      name: "A very long station name for small screens",
      contactEmail: "someone.with.a.long.address@station-example.org",
      website: "https://station-example.org/submissions",
    });
    await app.goto("/radio");
    await expect(app.getByTestId("station-card").first()).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
  });
});

test("a long station list loads more on scroll, and search and status filter on the server", async ({ app }) => {
  const rows = Array.from({ length: 120 }, (_, i) => ({
    name: `Station ${String(i + 1).padStart(3, "0")}`,
    location: i % 2 ? "Berlin" : "Austin",
  }));
  // The data dir is shared by this file's tests: start from an empty list so the counts below are exact.
  for (const st of (await apiCall(app, "GET", "/api/radio-stations?limit=200")).body)
    await apiCall(app, "DELETE", `/api/radio-stations/${st.id}`);
  const ids: number[] = [];
  for (const r of rows) ids.push((await apiCall(app, "POST", "/api/radio-stations", r)).body.id);
  await apiCall(app, "PUT", `/api/radio-stations/${ids[0]}`, { status: "responded" });
  await app.goto("/radio");
  const list = app.getByTestId("station-list");
  await expect(list).toHaveAttribute("data-total", "120");
  await expect(app.getByText("Showing 50 of 120")).toBeVisible();
  await expect(app.getByTestId("stat-stations")).toContainText("120");
  await app.getByText("Showing 50 of 120").scrollIntoViewIfNeeded();
  await expect(app.getByText(/Showing (100|120) of 120/)).toBeVisible();
  const search = app.waitForRequest((r) => r.url().includes("/api/radio-stations?") && r.url().includes("q=berlin"));
  await app.getByLabel("Search stations").fill("berlin");
  await search;
  await expect(list).toHaveAttribute("data-total", "60");
  await app.getByLabel("Search stations").fill("");
  await app.getByLabel("Filter by status").selectOption("responded");
  await expect(list).toHaveAttribute("data-total", "1");
  await expect(app.getByTestId("station-card")).toHaveCount(1);
});
