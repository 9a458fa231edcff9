import { test, expect, apiCall } from "./fixtures";

test("create a campaign from a platform card and add an activity whose channel list follows the type", async ({
  app,
  consoleErrors,
}) => {
  const book = await apiCall(app, "POST", "/api/audiobooks", {
    title: "Salt & Signal",
    author: "R. Vega",
    genre: "Thriller",
  });
  expect(book.status).toBe(201);
  await app.goto("/audiobook-promotion");
  await expect(app.getByRole("heading", { name: "Audiobook Promotion Hub" })).toBeVisible();
  await expect(app.getByTestId("platform-card")).toHaveCount(17);
  for (const cat of [
    "Book-Centric Micro-Platforms",
    "Community & Fan Engagement",
    "Reader-First Platforms",
    "Strategic Email & Launch Tools",
    "Review & Discovery Networks",
    "Creative Collaborations & Events",
    "DIY Marketing Tools",
  ])
    await expect(app.getByRole("region", { name: cat })).toBeVisible();

  // Use without a selected audiobook: nothing opens, the user is told why.
  await app.getByRole("button", { name: "Use NetGalley" }).click();
  await expect(app.getByTestId("toast")).toContainText("Select an Audiobook");
  await expect(app.getByRole("dialog", { name: "New Promotion Campaign" })).toHaveCount(0);
  await expect(app.getByRole("button", { name: "New Campaign" })).toBeDisabled();

  await app.getByLabel("Audiobook to promote").selectOption({ label: "Salt & Signal" });
  await app.getByRole("button", { name: "Use NetGalley" }).click();
  const dialog = app.getByRole("dialog", { name: "New Promotion Campaign" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("NetGalley")).toBeChecked();
  const create = dialog.getByRole("button", { name: "Create Campaign" });
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Campaign Name *").fill("Early reviews");
  await expect(create).toBeDisabled();
  await dialog.getByLabel("Objective *").selectOption("launch");
  await dialog.getByLabel("Goodreads").check();
  await dialog.getByLabel("Budget ($)").fill("120");
  await dialog.getByLabel("Start Date").fill("2026-12-01T09:00");
  await create.click();
  await expect(dialog).toBeHidden();

  // The new campaign is current and listed with its status look.
  const card = app.getByRole("article", { name: "Early reviews" });
  await expect(card).toContainText("Book Launch");
  await expect(card).toContainText("$120.00");
  await expect(card).toContainText("NetGalley");
  await expect(card).toContainText("Goodreads");
  await expect(card.locator(".badge-success")).toHaveText("active");
  await expect(card.getByRole("button", { name: "Selected" })).toBeVisible();
  await expect(app.getByTestId("current-campaign")).toContainText("Early reviews");
  // The current campaign is in the address: a reload keeps it.
  await expect(app).toHaveURL(/[?&]campaign=\d+/);
  await app.reload();
  await expect(app.getByTestId("current-campaign")).toContainText("Early reviews");

  // Activities: the channel choices follow the type.
  await app.getByRole("tab", { name: "Campaign Activities" }).click();
  await expect(app.getByText("No activities yet")).toBeVisible();
  await app.getByRole("tabpanel").getByRole("button", { name: "Add Activity" }).click();
  const act = app.getByRole("dialog", { name: "Add Activity" });
  const channel = act.getByLabel("Channel *");
  await act.getByLabel("Title *").fill("Newsletter swap");
  await act.getByLabel("Type *").selectOption("email_blast");
  await expect(channel).toHaveValue("StoryOrigin");
  await expect(channel.locator("option")).toHaveText(["StoryOrigin", "Substack"]);
  await act.getByLabel("Type *").selectOption("community_event");
  await expect(channel).toHaveValue("Discord");
  await expect(channel.locator("option")).toHaveText(["Discord", "Reddit"]);
  await act.getByLabel("Type *").selectOption("review_campaign");
  await expect(channel.locator("option")).toHaveText(["NetGalley", "Goodreads"]);
  await channel.selectOption("Goodreads");
  await act.getByLabel("Budget ($)").fill("25");
  await act.getByRole("button", { name: "Add Activity" }).click();
  await expect(act).toBeHidden();
  const item = app.getByRole("article", { name: "Newsletter swap" });
  await expect(item).toContainText("Review Campaign");
  await expect(item).toContainText("Goodreads");
  await expect(item).toContainText("planned");
  const stored = await apiCall(
    app,
    "GET",
    `/api/audiobook-promotional-activities?campaignId=${(await apiCall(app, "GET", "/api/audiobook-promotional-campaigns")).body[0].id}`,
  );
  expect(stored.body.map((a: any) => [a.title, a.channel, a.budget])).toEqual([
    ["Newsletter swap", "Goodreads", "25.00"],
  ]);

  // Analytics reflect the stored data.
  await app.getByRole("tab", { name: "Analytics" }).click();
  const stats = app.getByTestId("promotion-analytics");
  await expect(stats.locator('[data-stat="Active Campaigns"]')).toContainText("1");
  await expect(stats.locator('[data-stat="Total Activities"]')).toContainText("1");
  await expect(stats.locator('[data-stat="Total Budget"]')).toContainText("$120.00");
  await expect(stats.locator('[data-stat="Platform Reach"]')).toContainText("2");
  await expect(app.getByTestId("bar-chart")).toHaveAttribute("data-values", "60,60");

  // The server refuses a channel the type does not allow, with a message.
  const bad = await apiCall(app, "POST", "/api/audiobook-promotional-activities", {
    title: "x",
    type: "podcast_guest",
    channel: "Reddit",
    campaignId: stored.body[0].campaignId,
  });
  expect(bad.status).toBe(422);
  expect(bad.body.error.message).toBe("A Podcast Guest can run on Live Digital Events, not on Reddit");
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes("status of 422")));
});

test("selection persists across tabs; voice new-campaign opens the dialog only with an audiobook selected", async ({
  app,
}) => {
  const book = (
    await apiCall(app, "POST", "/api/audiobooks", { title: "Paper Moons", author: "I. Chen", genre: "Romance" })
  ).body;
  const camp = (
    await apiCall(app, "POST", "/api/audiobook-promotional-campaigns", {
      audiobookId: book.id,
      name: "Valentine push",
      objective: "seasonal",
    })
  ).body;
  await apiCall(app, "POST", "/api/audiobook-promotional-activities", {
    campaignId: camp.id,
    title: "Reader Q&A",
    type: "community_event",
    channel: "Discord",
  });
  const paused = (
    await apiCall(app, "POST", "/api/audiobook-promotional-campaigns", {
      audiobookId: book.id,
      name: "Old push",
      objective: "awareness",
    })
  ).body;
  await apiCall(app, "PUT", `/api/audiobook-promotional-campaigns/${paused.id}`, { status: "paused" });
  const planning = (
    await apiCall(app, "POST", "/api/audiobook-promotional-campaigns", {
      audiobookId: book.id,
      name: "Next season",
      objective: "seasonal",
    })
  ).body;
  await apiCall(app, "PUT", `/api/audiobook-promotional-campaigns/${planning.id}`, { status: "planning" });
  await app.goto("/audiobook-promotion");
  await expect(app.getByRole("tab", { name: "Campaign Activities" })).toBeVisible();
  await app.getByRole("tab", { name: "Active Campaigns" }).click();
  await expect(app.getByRole("article", { name: "Old push" }).locator(".badge-ghost")).toHaveText("paused");
  await expect(app.getByRole("article", { name: "Next season" }).locator(".badge-warning")).toHaveText("planning");
  await app.getByRole("tab", { name: "Campaign Activities" }).click();
  await expect(app.getByText("Select a campaign to view its activities")).toBeVisible();

  const fire = () =>
    app.evaluate(() => window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "new-campaign" } })));
  await fire();
  await expect(app.getByRole("dialog", { name: "New Promotion Campaign" })).toHaveCount(0);
  await expect(app.getByTestId("toast")).toContainText("Select an Audiobook");

  await app.getByLabel("Audiobook to promote").selectOption({ label: "Paper Moons" });
  await app.getByRole("tab", { name: "Active Campaigns" }).click();
  await expect(app.getByRole("article", { name: "Valentine push" }).locator(".badge-success")).toHaveText("active");
  await app.getByRole("article", { name: "Valentine push" }).getByRole("button", { name: "Select" }).click();
  await app.getByRole("tab", { name: "Analytics" }).click();
  // Analytics follow the selected audiobook: only Paper Moons' three campaigns (one active) and one activity.
  await expect(app.getByTestId("analytics-scope")).toHaveText("Campaigns for Paper Moons");
  await expect(app.getByTestId("promotion-analytics").locator('[data-stat="Active Campaigns"]')).toContainText("1");
  await expect(app.getByTestId("promotion-analytics").locator('[data-stat="Total Activities"]')).toContainText("1");
  await expect(app.getByTestId("promotion-analytics").locator('[data-stat="Total Budget"]')).toContainText("$0.00");
  await app.getByRole("tab", { name: "Campaign Activities" }).click();
  await expect(app.getByRole("article", { name: "Reader Q&A" })).toBeVisible();
  await expect(app.getByLabel("Audiobook to promote")).toHaveValue(String(book.id));

  await fire();
  const dialog = app.getByRole("dialog", { name: "New Promotion Campaign" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("For Paper Moons");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("tabs, platform cards and analytics fit a phone without sideways scrolling", async ({ app }) => {
    await app.goto("/audiobook-promotion");
    await expect(app.getByTestId("platform-card").first()).toBeInViewport();
    for (const name of ["Active Campaigns", "Campaign Activities", "Analytics"]) {
      await app.getByRole("tab", { name }).click();
      await expect(app.getByRole("tabpanel", { name })).toBeVisible();
      expect(await app.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});
