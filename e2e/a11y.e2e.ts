import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { apiCall, expect, test } from "./fixtures";

/**
 * axe-core on every route × every look × desktop and phone, with a realistic record in every list and the main
 * dialogs open. Every route and dialog must have 0 serious/critical violations and pass the STRUCTURE rules (heading
 * order, landmarks). A new screen goes into ALL_ROUTES, its main dialog into DIALOGS.
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

/**
 * While working on a screen: `A11Y_ONLY=/outreach,/radio` scans just those routes (and their dialogs), so one screen
 * can be checked in seconds.
 */
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

/** Look → the stored theme mode that shows it ("auto" follows the clock, so it is one of the four at run time). */
const LOOKS = { dawn: "dawn", day: "light", dusk: "dusk", night: "dark", auto: "auto" } as const;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const SEVERE = new Set(["serious", "critical"]);
/** Structure rules (moderate in axe) that every screen must pass too: heading order and content in landmarks. */
const STRUCTURE = new Set(["heading-order", "region", "landmark-unique", "page-has-heading-one"]);

type Finding = { id: string; impact: string; nodes: number };

async function scan(page: Page): Promise<Finding[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? "minor", nodes: v.nodes.length }));
}

/** Waits for the screen to settle: the h1 is shown and no skeleton is left. */
async function settle(page: Page) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator(".skeleton"))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** One realistic record per list, once per server (each worker starts its own binary for this file). */
async function seed(page: Page) {
  const tasks = await apiCall(page, "GET", "/api/tasks");
  if (Array.isArray(tasks.body) && tasks.body.length) return;
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
}

function summarise(label: string, findings: Finding[]) {
  const severe = findings.filter((f) => SEVERE.has(f.impact) || STRUCTURE.has(f.id));
  const line = findings.map((f) => `${f.id}(${f.impact}×${f.nodes})`).join(" ");
  console.log(
    `[axe] ${label} serious+critical=${severe.filter((f) => SEVERE.has(f.impact)).reduce((n, f) => n + f.nodes, 0)} rules=${severe.length} :: ${line}`,
  );
  return severe;
}

test.setTimeout(300_000);

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(viewportName, () => {
    test.use({ viewport });
    for (const [look, mode] of Object.entries(LOOKS)) {
      test(`axe: every route in the ${look} look`, async ({ app }) => {
        await seed(app);
        await app.evaluate((m) => localStorage.setItem("theme-mode", m), mode);
        const failures: string[] = [];
        for (const route of ROUTES) {
          await app.goto(route);
          await settle(app);
          const severe = summarise(`${look} ${viewportName} ${route}`, await scan(app));
          if (severe.length)
            failures.push(`${route}: ${severe.map((f) => `${f.id}×${f.nodes}`).join(", ")}`);
        }
        for (const d of DIALOGS.filter((x) => ROUTES.includes(x.route))) {
          await app.goto(d.route);
          await settle(app);
          await d.before?.(app);
          await app.getByRole("button", { name: d.button }).first().click();
          await expect(app.getByRole("dialog", { name: d.name })).toBeVisible();
          const severe = summarise(`${look} ${viewportName} dialog ${String(d.name)}`, await scan(app));
          if (severe.length)
            failures.push(`dialog ${String(d.name)}: ${severe.map((f) => `${f.id}×${f.nodes}`).join(", ")}`);
        }
        if (viewportName === "phone" && !ONLY.length) {
          await app.goto("/");
          await settle(app);
          await app.getByRole("button", { name: "Open menu", exact: true }).click();
          await expect(app.getByRole("dialog", { name: "Menu" })).toBeVisible();
          const severe = summarise(`${look} ${viewportName} dialog Menu`, await scan(app));
          if (severe.length) failures.push(`mobile menu: ${severe.map((f) => `${f.id}×${f.nodes}`).join(", ")}`);
        }
        expect(failures, "serious/critical axe violations or a broken outline").toEqual([]);
      });
    }
  });
}
