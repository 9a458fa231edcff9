import { test, expect, apiCall, scrollUntil } from "./fixtures";

const tab = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("tab", { name, exact: true }).click();

test("add a supervisor, an opportunity and a sync campaign and find them after a reload", async ({
  app,
  consoleErrors,
}) => {
  await apiCall(app, "POST", "/api/songs", { title: "Glass Harbor", artist: "Nova Reyes", genre: "Indie Folk" });
  await app.goto("/licensing");
  await expect(app.getByRole("tab")).toHaveText([
    "Action Items",
    "Music Promotion",
    "Supervisors",
    "Campaigns",
    "Opportunities",
  ]);

  // Supervisor: the e-mail is checked by the server, the message is shown in the form.
  await tab(app, "Supervisors");
  await expect(app.getByText("No music supervisors yet")).toBeVisible();
  await app.getByRole("button", { name: "Add Supervisor" }).click();
  const sup = app.getByRole("form", { name: "Add supervisor" });
  await sup.getByLabel("Name *").fill("Dana Whitfield");
  await sup.getByLabel("Company").fill("Brightline Pictures");
  await sup.getByLabel("Position").fill("Music Supervisor");
  await sup.getByLabel("Email").fill("dana-at-brightline");
  await sup.getByLabel("Genres (comma-separated)").fill("Indie, Folk");
  await sup.getByLabel("Contact Status").selectOption("contacted");
  await sup.getByLabel("Response Rate (%)").fill("35");
  await sup.getByRole("button", { name: "Save Supervisor" }).click();
  await expect(sup.getByText("Email must be an e-mail address")).toBeVisible();
  await sup.getByLabel("Email").fill("dana@brightline.example");
  await sup.getByRole("button", { name: "Save Supervisor" }).click();
  await expect(sup).toBeHidden();
  const supCard = app.getByRole("article", { name: "Dana Whitfield" });
  await expect(supCard).toContainText("Music Supervisor · Brightline Pictures");
  await expect(supCard).toContainText("Contacted");
  await expect(supCard.getByTestId("response-rate")).toHaveText("35%");

  // Opportunity: title, company and type required.
  await tab(app, "Opportunities");
  await app.getByRole("button", { name: "Add Opportunity" }).click();
  const opp = app.getByRole("form", { name: "Add opportunity" });
  const save = opp.getByRole("button", { name: "Save Opportunity" });
  await opp.getByLabel("Title *").fill("Coming-of-age drama finale");
  await opp.getByLabel("Company *").fill("Northlight TV");
  await expect(save).toBeDisabled();
  await opp.getByLabel("Type *").selectOption("tv");
  await opp.getByLabel("Genre").fill("Indie Folk");
  await opp.getByLabel("Budget").fill("$2,000 - $5,000");
  await opp.getByLabel("Deadline").fill("2099-01-15");
  await save.click();
  await expect(opp).toBeHidden();
  await expect(app.getByRole("article", { name: "Coming-of-age drama finale" })).toContainText("Jan 15, 2099");

  // Sync campaign with its figures.
  await tab(app, "Campaigns");
  await app.getByRole("button", { name: "New Campaign" }).click();
  const camp = app.getByRole("form", { name: "New sync campaign" });
  await camp.getByLabel("Campaign Name *").fill("Fall TV push");
  await camp.getByLabel("Song").selectOption({ label: "Glass Harbor" });
  await camp.getByLabel("Target Type").selectOption("tv");
  await camp.getByLabel("Supervisors Targeted").fill("12");
  await camp.getByLabel("Responses Received").fill("4");
  await camp.getByLabel("Placements Achieved").fill("1");
  await camp.getByLabel("Total Revenue ($)").fill("1500");
  await camp.getByRole("button", { name: "Create Campaign" }).click();
  await expect(camp).toBeHidden();

  await app.reload();
  await tab(app, "Campaigns");
  const card = app.getByRole("article", { name: "Fall TV push" });
  await expect(card).toContainText("TV · Glass Harbor");
  await expect(card.locator('[data-figure="Targeted"]')).toHaveText("12");
  await expect(card.locator('[data-figure="Responses"]')).toHaveText("4");
  await expect(card.locator('[data-figure="Placements"]')).toHaveText("1");
  await expect(card.locator('[data-figure="Revenue"]')).toHaveText("$1,500.00");
  await tab(app, "Supervisors");
  await expect(app.getByRole("article", { name: "Dana Whitfield" })).toBeVisible();
  await tab(app, "Opportunities");
  await expect(app.getByRole("article", { name: "Coming-of-age drama finale" })).toBeVisible();

  // Figures and details change over time: edit the three records in place.
  await app.getByRole("button", { name: "Edit Coming-of-age drama finale" }).click();
  const editOpp = app.getByRole("form", { name: "Edit opportunity" });
  await expect(editOpp.getByLabel("Deadline")).toHaveValue("2099-01-15");
  await editOpp.getByLabel("Notes").fill("Wants a 60-second edit");
  await editOpp.getByRole("button", { name: "Save Changes" }).click();
  await expect(app.getByRole("article", { name: "Coming-of-age drama finale" })).toContainText(
    "Notes: Wants a 60-second edit",
  );
  await tab(app, "Campaigns");
  await app.getByRole("button", { name: "Edit Fall TV push" }).click();
  const editCamp = app.getByRole("form", { name: "Edit sync campaign" });
  await expect(editCamp.getByLabel("Supervisors Targeted")).toHaveValue("12");
  await editCamp.getByLabel("Placements Achieved").fill("2");
  await editCamp.getByLabel("Total Revenue ($)").fill("3250.50");
  await editCamp.getByLabel("Status").selectOption("active");
  await editCamp.getByRole("button", { name: "Save Changes" }).click();
  await expect(card.locator('[data-figure="Placements"]')).toHaveText("2");
  await expect(card.locator('[data-figure="Revenue"]')).toHaveText("$3,250.50");
  await expect(card).toContainText("Active");
  await tab(app, "Supervisors");
  await app.getByRole("button", { name: "Edit Dana Whitfield" }).click();
  const editSup = app.getByRole("form", { name: "Edit supervisor" });
  await editSup.getByLabel("Response Rate (%)").fill("50");
  await editSup.getByRole("button", { name: "Save Changes" }).click();
  await expect(app.getByRole("article", { name: "Dana Whitfield" }).getByTestId("response-rate")).toHaveText("50%");
  await expect(app.getByTestId("supervisor-card")).toHaveCount(1);

  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of (400|422)/.test(e)));
});

test("opportunities: search and type filter over stored ones; submit a song from the opportunity", async ({ app }) => {
  await apiCall(app, "POST", "/api/songs", { title: "Tidewater", artist: "Nova Reyes", genre: "Folk" });
  for (const o of [
    { title: "Energy drink spot", company: "Volt Agency", type: "commercial", genre: "EDM" },
    { title: "Racing game soundtrack", company: "Apex Studio", type: "game", genre: "Rock" },
    { title: "Indie feature end credits", company: "Lantern Films", type: "film", genre: "Folk" },
  ])
    expect((await apiCall(app, "POST", "/api/licensing-opportunities", o)).status).toBe(201);
  await app.goto("/licensing");
  await tab(app, "Opportunities");
  const cards = app.getByTestId("opportunity-card");
  await expect(cards.filter({ hasText: "Energy drink spot" })).toBeVisible();
  await app.getByLabel("Filter by type").selectOption("game");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Racing game soundtrack");
  await app.getByLabel("Filter by type").selectOption("all");
  await app.getByLabel("Search opportunities").fill("lantern");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Indie feature end credits");
  await app.getByLabel("Filter by type").selectOption("tv");
  await expect(app.getByText("No opportunities match")).toBeVisible();
  await app.getByLabel("Filter by type").selectOption("film");

  const card = app.getByRole("article", { name: "Indie feature end credits" });
  await card.getByLabel("Song for Indie feature end credits").selectOption({ label: "Tidewater" });
  await card.getByRole("button", { name: "Submit" }).click();
  await expect(card).toContainText("Tidewater by Nova Reyes · submitted");
  await expect(card).toContainText("Submitted");
  const subs = await apiCall(app, "GET", "/api/platform-submissions");
  expect(subs.body.map((s: any) => [s.songTitle, s.opportunityTitle])).toContainEqual([
    "Tidewater",
    "Indie feature end credits",
  ]);
});

test("move an action item pending → in_progress → completed", async ({ app }) => {
  await app.goto("/licensing");
  await expect(app.getByText("No action items yet")).toBeVisible();
  await app.getByRole("button", { name: "Add Action Item" }).click();
  const dialog = app.getByRole("dialog", { name: "Add Action Item" });
  await dialog.getByLabel("Title *").fill("Export instrumental and clean versions");
  await dialog.getByLabel("Priority").selectOption("high");
  await dialog.getByLabel("Due Date").fill("2099-02-01");
  await dialog.getByRole("button", { name: "Add Action Item" }).click();
  await expect(dialog).toBeHidden();
  const item = app.getByRole("listitem", { name: "Export instrumental and clean versions" });
  await expect(item.getByTestId("status")).toHaveText("Pending");
  await expect(item).toContainText("high");
  await expect(item.getByRole("button", { name: "Complete" })).toHaveCount(0);
  await item.getByRole("button", { name: "Start" }).click();
  await expect(item.getByTestId("status")).toHaveText("In progress");
  await expect(item.getByRole("button", { name: "Start" })).toHaveCount(0);
  await item.getByRole("button", { name: "Complete" }).click();
  await expect(item.getByTestId("status")).toHaveText("Completed");
  await expect(item.getByRole("button", { name: /Start|Complete/ })).toHaveCount(0);
  await app.reload();
  await expect(
    app.getByRole("listitem", { name: "Export instrumental and clean versions" }).getByTestId("status"),
  ).toHaveText("Completed");

  // Edit keeps the status.
  await app.getByRole("button", { name: "Edit Export instrumental and clean versions" }).click();
  const edit = app.getByRole("dialog", { name: "Edit Action Item" });
  await expect(edit.getByLabel("Due Date")).toHaveValue("2099-02-01");
  await edit.getByLabel("Notes").fill("Sent to the library");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(app.getByRole("listitem", { name: "Export instrumental and clean versions" })).toContainText(
    "Notes: Sent to the library",
  );
});

test("add and edit a song, ask Sunshine about it and see the message; a failure shows the spec toast", async ({
  app,
  consoleErrors,
}) => {
  await apiCall(app, "POST", "/api/licensing-opportunities", {
    title: "Synthwave car ad",
    company: "Drive Agency",
    type: "commercial",
    genre: "Electronic",
  });
  await app.goto("/licensing");
  await tab(app, "Music Promotion");
  await app.getByRole("button", { name: "Add Song" }).click();
  const dialog = app.getByRole("dialog", { name: "Add Song" });
  await dialog.getByLabel("Title *").fill("Overclock");
  await dialog.getByLabel("Artist *").fill("Nova Reyes");
  await dialog.getByLabel("Genre").fill("EDM");
  await dialog.getByLabel("Description (mood, tempo, themes)").fill("Energetic, driving synth anthem");
  await dialog.getByLabel("Commercial").check();
  await dialog.getByRole("button", { name: "Add Song" }).click();
  const card = app.getByRole("article", { name: "Overclock" });
  await expect(card.getByTestId("promotion-status")).toHaveText("Not started");
  await expect(card).toContainText("Commercial");

  await card.getByRole("button", { name: "Edit Overclock" }).click();
  const edit = app.getByRole("dialog", { name: "Edit Song" });
  await edit.getByLabel("Album").fill("Night Circuits");
  await edit.getByLabel("Promotion Status").selectOption("pitching");
  await edit.getByLabel("Game").check();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(card).toContainText("Nova Reyes · Night Circuits · EDM");
  await expect(card.getByTestId("promotion-status")).toHaveText("Pitching");

  await card.getByRole("button", { name: "Ask Sunshine" }).click();
  const answer = card.getByTestId("sunshine-answer");
  await expect(answer).toContainText('Licensing ideas for "Overclock" by Nova Reyes (EDM)');
  await expect(answer).toContainText("As electronic, it suits tech and car commercials");
  await expect(answer).toContainText("Synthwave car ad at Drive Agency");
  await expect(answer).toContainText("ISRC");

  // Submit the song from its own card; the opportunity moves to submitted.
  await card.getByLabel("Opportunity for Overclock").selectOption({ label: "Synthwave car ad (Drive Agency)" });
  await card.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(card.getByRole("list", { name: "Submissions of Overclock" })).toContainText(
    "Submitted to Synthwave car ad (Drive Agency) · submitted",
  );
  await tab(app, "Opportunities");
  await expect(app.getByRole("article", { name: "Synthwave car ad" })).toContainText(
    "Overclock by Nova Reyes · submitted",
  );
  await tab(app, "Music Promotion");

  await app.route("**/api/ai/search-licensing", (r) =>
    r.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"status":503,"message":"down"}}' }),
  );
  await expect(answer).toHaveCount(0);
  await card.getByRole("button", { name: "Ask Sunshine" }).click();
  await expect(app.getByTestId("toast")).toContainText("Search Failed");
  await expect(app.getByTestId("toast")).toContainText(
    "Unable to search for licensing opportunities. Please try again.",
  );
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 503")));
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("every tab fits a phone without sideways scrolling", async ({ app }) => {
    await app.goto("/licensing");
    for (const name of ["Action Items", "Music Promotion", "Supervisors", "Campaigns", "Opportunities"]) {
      await app.getByRole("tab", { name, exact: true }).click();
      await expect(app.getByRole("tabpanel", { name })).toBeVisible();
      expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});

test("hundreds of supervisors and opportunities load a page at a time, searched on the server", async ({ app }) => {
  await app.goto("/licensing");
  await expect(app.getByRole("heading", { level: 1 })).toBeVisible();
  for (let i = 1; i <= 60; i++) {
    await apiCall(app, "POST", "/api/music-supervisors", { name: `Bulk Supervisor ${i}`, company: "Scale Films" });
    await apiCall(app, "POST", "/api/licensing-opportunities", { title: `Bulk brief ${i}`, company: "Scale TV", type: "tv" });
  }
  for (const [name, testId, search, query] of [
    ["Supervisors", "supervisor-list", "Search supervisors", "Bulk Supervisor 42"],
    ["Opportunities", "opportunity-list", "Search opportunities", "Bulk brief 42"],
  ] as const) {
    await tab(app, name);
    const list = app.getByTestId(testId);
    const total = Number(await list.getAttribute("data-total"));
    expect(total).toBeGreaterThanOrEqual(60);
    await expect(app.getByText(`Showing 50 of ${total}`)).toBeVisible();
    await scrollUntil(
      () => app.mouse.wheel(0, 4000),
      () => expect(app.getByText(`Showing ${total} of ${total}`)).toBeVisible({ timeout: 1000 }),
    );
    await app.getByLabel(search).fill(query);
    await expect(list).toHaveAttribute("data-total", "1");
    await app.getByLabel(search).fill("");
    await app.evaluate(() => window.scrollTo(0, 0));
  }
});
