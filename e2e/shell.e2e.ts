import { test, expect } from "./fixtures";

const ITEMS = [
  "Dashboard",
  "AI Assistant",
  "Email Outreach",
  "Radio Stations",
  "Sync Licensing",
  "Music Contracts",
  "My Audiobooks",
  "Book Promotion",
  "Grants",
  "Calendar",
  "Invoices",
  "Knowledge Base",
];

test("gate shows the splash, then signs in automatically and shows the shell", async ({ page, consoleErrors }) => {
  await page.route("**/api/auth/login", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.goto("/");
  await expect(page.getByText("Initializing your personal assistant...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("sunshine-token"));
  expect(token).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("sunshine-user")))!).email).toBe("owner@localhost");
  expect(consoleErrors).toEqual([]);
});

test("sidebar lists the 12 items in order and every route renders", async ({ app, consoleErrors }) => {
  const nav = app.getByRole("complementary", { name: "Main navigation" });
  await expect(nav.locator("[data-nav-item]")).toHaveText(ITEMS);
  for (const label of ITEMS) {
    await nav.getByRole("link", { name: label }).click();
    await expect(app.locator("main h1").first()).toBeVisible();
    await expect(nav.getByRole("link", { name: label })).toHaveClass(/menu-active/);
  }
  await app.goto("/dashboard");
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveClass(/menu-active/);
  expect(consoleErrors).toEqual([]);
});

test("/more and a random path show the not-found screen", async ({ app }) => {
  for (const path of ["/more", "/no-such-place/deep"]) {
    await app.goto(path);
    await expect(app.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  }
});

test("theme choice persists across a reload and sets the dark class", async ({ app }) => {
  await app
    .getByRole("button", { name: /^Theme:/ })
    .last()
    .click();
  await app.getByRole("menuitemradio", { name: "Dark" }).last().click();
  await expect(app.locator("html")).toHaveClass(/dark/);
  await app.reload();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  expect(await app.evaluate(() => localStorage.getItem("theme-mode"))).toBe("dark");
  await expect(app.locator("html")).toHaveAttribute("data-theme", "night");
  await app.evaluate(() => localStorage.setItem("theme-mode", "purple"));
  await app.reload();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(app.getByRole("button", { name: "Theme: Smart Auto" }).last()).toBeAttached();
});

test("stats cards show live numbers with the fixed captions", async ({ app }) => {
  const cards = app.getByTestId("stats-cards");
  await expect(cards).toContainText("Emails Sent");
  await expect(cards).toContainText("+12% vs last month");
  await expect(cards).toContainText("+5 new this week");
  await expect(cards).toContainText("3 deadlines soon");
  await expect(cards.locator('[data-stat="revenue"]')).toContainText("$0");
});

test("the backup button downloads a zip and confirms with a toast", async ({ app }) => {
  const download = app.waitForEvent("download");
  await app.getByRole("button", { name: "Download Backup" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sunshine-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(app.getByTestId("toast")).toContainText("Backup Created Successfully");
});

test("removing the token in another tab signs this tab out", async ({ app, context }) => {
  const other = await context.newPage();
  await other.goto("/");
  await expect(other.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await other.evaluate(() => localStorage.removeItem("sunshine-token"));
  await expect(app.getByRole("button", { name: "Access My Assistant" })).toBeVisible();
  await app.getByRole("button", { name: "Access My Assistant" }).click();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await other.close();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("bottom bar and the slide-in menu work", async ({ app }) => {
    const bottom = app.getByRole("navigation", { name: "Bottom navigation" });
    await expect(bottom.getByRole("link")).toHaveText(["Home", "AI Chat", "Audiobooks", "Promotion", "More"]);
    await expect(app.getByRole("complementary", { name: "Main navigation" })).toBeHidden();
    await app.getByRole("button", { name: "Open menu", exact: true }).click();
    const menu = app.getByRole("dialog", { name: "Menu" });
    await expect(menu.locator("[data-nav-item]")).toHaveCount(12);
    await menu.getByRole("link", { name: "Invoices" }).click();
    await expect(menu).toBeHidden();
    await expect(app).toHaveURL(/\/invoices$/);
    await bottom.getByRole("link", { name: "More" }).click();
    await expect(app.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});
