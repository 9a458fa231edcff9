import type { Locator, Page } from "@playwright/test";
import { apiCall, expect, test } from "./fixtures";

/**
 * Every kind of dialog, driven by keyboard only: the opener is reached and pressed with the keyboard, focus moves
 * into the dialog, Tab and Shift+Tab never leave it, Escape closes it and focus goes back to the opener.
 * One opener per screen that has dialogs (they all share the kit's Dialog, but each screen mounts it differently).
 */
type Case = {
  route: string;
  /** The button that opens the dialog. */
  opener: (page: Page) => Locator;
  name: string | RegExp;
  /** A step before the opener (choose something the dialog needs). */
  before?: (page: Page) => Promise<void>;
};

const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

const CASES: Case[] = [
  { route: "/dashboard", opener: (p) => p.getByRole("button", { name: "View all activity" }), name: "All activity" },
  { route: "/audiobooks", opener: (p) => p.getByRole("button", { name: "Add Audiobook" }), name: "Add Audiobook" },
  { route: "/audiobooks", opener: (p) => p.getByRole("button", { name: /^Sales \(/ }).first(), name: /^Sales: / },
  { route: "/licensing", opener: (p) => p.getByRole("button", { name: "Add Action Item" }), name: "Add Action Item" },
  {
    route: "/audiobook-promotion",
    before: async (p) => {
      await p.getByLabel("Audiobook to promote").selectOption({ label: "The Quiet Tide" });
    },
    opener: (p) => p.getByRole("button", { name: "New Campaign" }),
    name: "New Promotion Campaign",
  },
  {
    route: "/contracts",
    opener: (p) => p.getByRole("button", { name: /Generate Contract/ }).first(),
    name: /^Generate /,
  },
  { route: "/outreach", opener: (p) => p.getByRole("button", { name: "View" }).first(), name: "Spring radio push" },
  { route: "/radio", opener: (p) => p.getByRole("button", { name: "Delete WFMU" }), name: "Delete WFMU?" },
];

async function seed(page: Page) {
  const ok = async (path: string, body: unknown) => {
    const res = await apiCall(page, "POST", path, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  };
  await ok("/api/radio-stations", { name: "WFMU", contactEmail: "music@wfmu.test" });
  await ok("/api/audiobooks", { title: "The Quiet Tide", author: "Mara Lee", genre: "Mystery" });
  await ok("/api/tasks", { title: "Send stems to the mixer", priority: "high", dueDate: soon });
  await ok("/api/email-campaigns", {
    name: "Spring radio push",
    subject: "New single",
    template: "Hi {{name}}, here is our new single.",
    recipientType: "radio",
  });
}

/** The focused element when it is outside the open dialog (null while focus stays inside). */
const focusOutsideDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const dialog = document.querySelector("dialog[open]");
    if (!dialog) return "no open dialog";
    if (!active || active === document.body || !dialog.contains(active)) return active?.outerHTML.slice(0, 100) ?? "none";
    return null;
  });

test.describe.configure({ mode: "serial" });

for (const c of CASES) {
  test(`${c.route}: "${String(c.name)}" opens, keeps focus inside, closes on Escape and gives focus back`, async ({
    app,
  }) => {
    const stations = await apiCall(app, "GET", "/api/radio-stations");
    if (!Array.isArray(stations.body) || !stations.body.length) await seed(app);
    await app.goto(c.route);
    await expect(app.locator("main h1").first()).toBeVisible();
    await c.before?.(app);
    const opener = c.opener(app);
    await expect(opener).toBeEnabled();
    await opener.focus();
    const box = (await opener.boundingBox())!;
    const openerCentre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await app.keyboard.press("Enter");
    const dialog = app.getByRole("dialog", { name: c.name });
    await expect(dialog).toBeVisible();
    expect(await focusOutsideDialog(app), "focus moved into the dialog").toBeNull();
    for (let i = 0; i < 15; i++) {
      await app.keyboard.press("Tab");
      expect(await focusOutsideDialog(app), `Tab ${i + 1} left the dialog`).toBeNull();
    }
    for (let i = 0; i < 5; i++) {
      await app.keyboard.press("Shift+Tab");
      expect(await focusOutsideDialog(app), `Shift+Tab ${i + 1} left the dialog`).toBeNull();
    }
    // The page behind is inert: where the opener was, a pointer now meets the dialog (or its backdrop).
    const hit = await app.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y);
      return Boolean(el?.closest("dialog[open]"));
    }, openerCentre);
    expect(hit, "the page behind the dialog is covered").toBe(true);
    await app.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
