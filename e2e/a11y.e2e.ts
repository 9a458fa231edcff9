import type { Browser, Page } from "@playwright/test";
import { FULL_RULES_LOOK, LOOKS, scan, severeFindings, type Look } from "./axe";
import { apiCall, expect, test } from "./fixtures";

/**
 * axe-core on every screen, one test per screen and look, with a realistic record in every list and the main dialogs
 * open. In the day look every rule runs at desktop and phone size; in the other looks only the colour rules run,
 * because nothing else changes with the look. A screen fails on any serious/critical finding or a broken outline.
 * A new screen goes into ALL_ROUTES, its main dialog into DIALOGS.
 */
export const ALL_ROUTES = [
  "/",
  "/dashboard",
  "/chat",
  "/outreach",
  "/radio",
  "/licensing",
  "/contracts",
  "/audiobooks",
  "/audiobook-promotion",
  "/grants",
  "/calendar",
  "/invoices",
  "/income",
  "/knowledge",
  "/settings",
  "/no-such-page",
];

/** While working on a screen: `A11Y_ONLY=/outreach,/radio` scans just those routes (and their dialogs). */
const ONLY = (process.env.A11Y_ONLY ?? "").split(",").filter(Boolean);
const ROUTES = ONLY.length ? ONLY : ALL_ROUTES;

/** Dialogs scanned while open: the route, and how to open it (a button's accessible name). */
export const DIALOGS: {
  route: string;
  button: string | RegExp;
  name: string | RegExp;
  /** A step before pressing the button (choose what the dialog is for). */
  before?: (page: Page) => Promise<void>;
}[] = [
  { route: "/", button: "View all tasks", name: "All tasks" },
  { route: "/dashboard", button: "View all activity", name: "All activity" },
  { route: "/audiobooks", button: "Add Audiobook", name: "Add Audiobook" },
  { route: "/audiobooks", button: /^Sales \(/, name: /^Sales: / },
  { route: "/licensing", button: "Add Action Item", name: "Add Action Item" },
  { route: "/knowledge", button: /Music Copyright Basics/, name: "Music Copyright Basics" },
  { route: "/contracts", button: /Generate Contract/, name: /^Generate / },
  { route: "/outreach", button: "View", name: "Spring radio push" },
  {
    route: "/audiobook-promotion",
    before: (page) => page.getByLabel("Audiobook to promote").selectOption({ label: "The Quiet Tide" }).then(() => {}),
    button: "New Campaign",
    name: "New Promotion Campaign",
  },
  { route: "/radio", button: "Delete WFMU", name: "Delete WFMU?" },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** One thing to scan: how to bring it on screen, and the sizes it is scanned at in a colour-only look. */
type Screen = { label: string; show: (page: Page) => Promise<void>; phoneOnly?: boolean; phoneInEveryLook?: boolean };

/** Waits for the screen to settle: the h1 is shown and no skeleton is left. */
async function settle(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator(".skeleton")).toHaveCount(0);
}

const SCREENS: Screen[] = [
  ...ROUTES.map(
    (route): Screen => ({
      label: route,
      // The dashboard carries the shell's phone-only top bar; its colours are checked at phone size in every look.
      phoneInEveryLook: route === "/",
      show: async (page) => {
        await page.goto(route);
        await settle(page);
      },
    }),
  ),
  ...DIALOGS.filter((d) => ROUTES.includes(d.route)).map(
    (d): Screen => ({
      label: `${d.route} dialog ${String(d.name)}`,
      show: async (page) => {
        await page.goto(d.route);
        await settle(page);
        await d.before?.(page);
        await page.getByRole("button", { name: d.button }).first().click();
        await expect(page.getByRole("dialog", { name: d.name })).toBeVisible();
      },
    }),
  ),
  ...(ONLY.length
    ? []
    : [
        {
          label: "phone menu",
          phoneOnly: true,
          show: async (page: Page) => {
            await page.goto("/");
            await settle(page);
            await page.getByRole("button", { name: "Open menu", exact: true }).click();
            await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
          },
        },
      ]),
];

/**
 * One realistic record per list, once per server (each worker starts its own binary for this file); true when it
 * seeded just now.
 */
async function seed(page: Page): Promise<boolean> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem("sunshine-token"))).not.toBeNull();
  const tasks = await apiCall(page, "GET", "/api/tasks");
  if (Array.isArray(tasks.body) && tasks.body.length) return false;
  const ok = async (path: string, body: unknown) => {
    const res = await apiCall(page, "POST", path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await ok("/api/tasks", { title: "Send stems to the mixer", priority: "high", dueDate: soon });
  await ok("/api/radio-stations", { name: "WFMU", contactEmail: "music@wfmu.test" });
  await ok("/api/songs", { title: "Glass Harbor", artist: "Nova Reyes", genre: "Indie Folk" });
  const book = await ok("/api/audiobooks", { title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" });
  await ok("/api/audiobook-promotional-campaigns", { audiobookId: book.id, name: "Launch week", objective: "launch" });
  await ok("/api/grants", { title: "Touring support", organization: "Arts Council", deadline: soon });
  await ok("/api/calendar-events", { title: "Studio session", date: soon });
  await ok("/api/email-campaigns", {
    name: "Spring radio push",
    subject: "New single: Glass Harbor",
    template: "Hi {{name}}, here is our new single.",
    recipientType: "radio",
  });
  await ok("/api/invoices", {
    clientName: "Beta Films",
    clientEmail: "pay@beta.test",
    amount: 400,
    description: "Sync fee",
  });
  return true;
}

/** The viewports a screen is scanned at in a look. */
function sizesFor(screen: Screen, look: Look) {
  if (screen.phoneOnly) return [PHONE];
  if (look === FULL_RULES_LOOK || screen.phoneInEveryLook) return [DESKTOP, PHONE];
  return [DESKTOP];
}

// The screens are independent, so the file's tests spread over every worker (each worker has its own seeded binary).
test.describe.configure({ mode: "parallel" });

/**
 * One signed-in page per worker, reused by every test of this file: a test only sets its look and navigates, so the
 * app comes from the browser's cache instead of being fetched and signed in again (most of a test's time before).
 * Console errors are gathered for the whole page; each test checks the ones it caused.
 */
let shared: { page: Page; errors: string[]; url: string } | undefined;
async function sharedPage(browser: Browser, url: string) {
  if (shared?.url === url) return shared;
  await shared?.page.context().close();
  const context = await browser.newContext({ baseURL: url, locale: "en-US", viewport: DESKTOP });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("/");
  await settle(page);
  return (shared = { page, errors, url });
}

/** Chooses the look for the next page load (the app reads it as it starts, before the first paint). */
const chooseLook = (page: Page, look: Look) =>
  page.evaluate((mode) => localStorage.setItem("theme-mode", mode), LOOKS[look]);

for (const screen of SCREENS) {
  for (const look of Object.keys(LOOKS) as Look[]) {
    test(`axe: ${screen.label} in the ${look} look`, async ({ browser, baseURL }) => {
      // A bounded amount of work (two scans at most): generous, so only a hang can reach it.
      test.setTimeout(180_000);
      const { page, errors } = await sharedPage(browser, baseURL!);
      const errorsBefore = errors.length;
      await chooseLook(page, look);
      const failures: string[] = [];
      for (const size of sizesFor(screen, look)) {
        await page.setViewportSize(size);
        await screen.show(page);
        // The first screen a worker opens fills its server's lists, then is shown again with them.
        if (await seed(page)) await screen.show(page);
        const label = `${screen.label} ${look} ${size.width}px`;
        failures.push(...severeFindings(label, await scan(page, look)));
      }
      expect(failures, "serious/critical axe violations or a broken outline").toEqual([]);
      expect(errors.slice(errorsBefore), "no console errors").toEqual([]);
    });
  }
}
