import { test, expect, apiCall } from "./fixtures";

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
  "Income",
  "Knowledge Base",
  "Settings",
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

test("sidebar lists the 13 items and Settings in order and every route renders", async ({ app, consoleErrors }) => {
  const nav = app.getByRole("complementary", { name: "Main navigation" });
  await expect(nav.locator("[data-nav-item]")).toHaveText(ITEMS);
  for (const label of ITEMS) {
    // Exact names: the profile link ("Profile: … Add your details in Settings") also contains "Settings".
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(app.locator("main h1").first()).toBeVisible();
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveClass(/menu-active/);
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
  await app.getByRole("menuitemradio", { name: "Dark", exact: true }).last().click();
  await expect(app.locator("html")).toHaveClass(/dark/);
  await app.reload();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  expect(await app.evaluate(() => localStorage.getItem("theme-mode"))).toBe("dark");
  await expect(app.locator("html")).toHaveAttribute("data-theme", "night");
  await app.evaluate(() => localStorage.setItem("theme-mode", "purple"));
  await app.reload();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(app.getByRole("button", { name: /^Theme: Smart Auto/ }).last()).toBeAttached();
});

test("stats cards show computed captions: neutral on an empty install, then from the data", async ({ app }) => {
  const cards = app.getByTestId("stats-cards");
  await expect(cards).toContainText("Emails Sent");
  // Nothing to compare with yet: no invented trend.
  await expect(cards.locator('[data-stat="emailsSent"]')).toContainText("No data last month");
  await expect(cards.locator('[data-stat="revenue"]')).toContainText("$0");
  await expect(cards.locator('[data-stat="revenue"]')).toContainText("No data last month");
  await expect(cards).not.toContainText("+12%");
  await expect(cards).not.toContainText("+18%");
  // Two stations added now → "+2 new this week"; one grant due in 3 days, one in 30 → "1 deadline in the next 14 days".
  const inDays = (n: number) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  };
  await apiCall(app, "POST", "/api/radio-stations", { name: "KEXP" });
  await apiCall(app, "POST", "/api/radio-stations", { name: "WFMU" });
  await apiCall(app, "POST", "/api/grants", { title: "Soon", organization: "Arts Council", deadline: inDays(3) });
  await apiCall(app, "POST", "/api/grants", { title: "Later", organization: "Arts Council", deadline: inDays(30) });
  await app.reload();
  await expect(cards.locator('[data-stat="radioStations"]')).toContainText("+2 new this week");
  await expect(cards.locator('[data-stat="grantOpportunities"]')).toContainText("1 deadline in the next 14 days");
  // The dashboard asks for one summary, never for whole lists; opening it, the page asks once for the session
  // check, the profile and the summary together.
  const asked: string[] = [];
  app.on("request", (r) => r.url().includes("/api/") && asked.push(new URL(r.url()).pathname));
  await app.reload();
  await expect(cards.locator('[data-stat="radioStations"]')).toContainText("+2 new this week");
  expect(asked.filter((p) => p.startsWith("/api/dashboard/"))).toEqual(["/api/dashboard/first-screen"]);
  expect(asked).not.toContain("/api/auth/user");
  expect(asked).not.toContain("/api/profile");
  for (const list of ["/api/tasks", "/api/radio-stations", "/api/grants", "/api/invoices", "/api/dashboard/stats"])
    expect(asked, `dashboard should not fetch ${list}`).not.toContain(list);
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
    await expect(menu.locator("[data-nav-item]")).toHaveCount(14);
    await menu.getByRole("link", { name: "Invoices" }).click();
    await expect(menu).toBeHidden();
    await expect(app).toHaveURL(/\/invoices$/);
    await bottom.getByRole("link", { name: "More" }).click();
    await expect(app.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });
});

/** The focused element when it is outside the open modal dialog (null while focus stays inside or in the browser UI). */
const focusOutsideDialog = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector("dialog[open]");
    if (!dialog || !active || active === document.body || dialog.contains(active)) return null;
    return active.outerHTML.slice(0, 100);
  });

test.describe("keyboard", () => {
  test("Tab order starts with the skip link, which moves focus to the page content", async ({ app }) => {
    await app.keyboard.press("Tab");
    const skip = app.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await app.keyboard.press("Enter");
    await expect(app.locator("main#main")).toBeFocused();
    // Sidebar links show a focus outline, unlike the current-page fill.
    await app.getByRole("complementary", { name: "Main navigation" }).getByRole("link", { name: "Grants" }).focus();
    await app.keyboard.press("Shift+Tab");
    await app.keyboard.press("Tab");
    const outline = await app.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe("solid");
  });

  test("theme menu: arrow keys move, Enter chooses, Escape closes and focus returns to the button", async ({ app }) => {
    const button = app.getByRole("button", { name: /^Theme: / }).last();
    await button.focus();
    await app.keyboard.press("Enter");
    const menu = app.getByRole("menu");
    await expect(menu).toBeVisible();
    // Opens on the checked item (Smart Auto), arrows move through the choices.
    await expect(menu.getByRole("menuitemradio", { name: /Smart Auto/ })).toBeFocused();
    await app.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitemradio", { name: "Light", exact: true })).toBeFocused();
    await app.keyboard.press("End");
    await expect(menu.getByRole("menuitemradio", { name: "Dusk", exact: true })).toBeFocused();
    await app.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await app.keyboard.press("ArrowDown");
    await app.keyboard.press("ArrowDown");
    await app.keyboard.press("ArrowDown");
    await expect(app.getByRole("menuitemradio", { name: "Dark", exact: true })).toBeFocused();
    await app.keyboard.press("Enter");
    await expect(app.locator("html")).toHaveAttribute("data-theme", "night");
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName("Theme: Dark");
  });

  test("the All tasks dialog takes focus, keeps it inside, closes on Escape and gives focus back", async ({ app }) => {
    const opener = app.getByRole("button", { name: "View all tasks" });
    await opener.focus();
    await app.keyboard.press("Enter");
    const dialog = app.getByRole("dialog", { name: "All tasks" });
    await expect(dialog.getByRole("textbox", { name: "Task title" })).toBeFocused();
    for (let i = 0; i < 25; i++) {
      await app.keyboard.press("Tab");
      expect(await focusOutsideDialog(app), `Tab ${i + 1} left the dialog`).toBeNull();
    }
    await app.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe("phone keyboard", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the menu opens as a modal dialog, keeps focus, closes on Escape and focus returns", async ({ app }) => {
    // Skip link first, then the menu button: two Tabs away.
    await app.keyboard.press("Tab");
    await app.keyboard.press("Tab");
    const open = app.getByRole("button", { name: "Open menu", exact: true });
    await expect(open).toBeFocused();
    await app.keyboard.press("Enter");
    const menu = app.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeFocused();
    for (let i = 0; i < 20; i++) {
      await app.keyboard.press("Tab");
      expect(await focusOutsideDialog(app), `Tab ${i + 1} left the menu`).toBeNull();
    }
    await app.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});
