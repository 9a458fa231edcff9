import { test as base, expect, type Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { seededCopy } from "../bench/scale-seed";
import { startSunshine, type RunningServer } from "./server";
import { scrollUntil } from "./fixtures";

/**
 * In the browser: the ten-year dataset (seeded once through the API and cached by bench/scale-seed.ts,
 * then copied per run) on the compiled binary. Screens show their first page, not every row, and load more on
 * scroll. Speed is measured in bench/scale.ts, not here.
 */
const test = base.extend<{ app: Page }, { seeded: RunningServer }>({
  seeded: [
    async ({}, use) => {
      const dataDir = await seededCopy();
      const server = await startSunshine({}, dataDir);
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 300_000 },
  ],
  app: async ({ page, seeded }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(seeded.url + "/");
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await use(page);
    expect(errors, "no console errors").toEqual([]);
  },
});

/**
 * Screens whose long list is a VirtualList (web/src/features/ui/VirtualList.tsx): path and the list's accessible
 * name. The page converters add theirs here.
 */
const VIRTUAL_SCREENS: { path: string; list: string }[] = [
  { path: "/invoices", list: "Invoices" },
  { path: "/radio", list: "Radio stations" },
  { path: "/grants", list: "Grants" },
  { path: "/audiobooks", list: "Audiobooks" },
];

test("knowledge base: the first page of 3,000 documents, counts from the server, full text from the document's route", async ({
  app,
  seeded,
}) => {
  await app.goto(seeded.url + "/knowledge");
  const cards = app.getByTestId("doc-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(200);
  // The category tiles count every document (3,000 seeded + the 2 built-in samples), not just the loaded page.
  const counts = await Promise.all(
    ["legal", "finance", "business", "general"].map(async (c) =>
      Number((await app.getByTestId(`tile-${c}`).getByTestId("tile-count").innerText()).replace(/,/g, "")),
    ),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(3002);
  // The card shows an excerpt; opening it fetches the whole text.
  const title = (await cards.first().getByTestId("doc-title").innerText()).trim();
  await cards.first().click();
  const full = app.getByRole("dialog", { name: title }).getByTestId("doc-full");
  await expect(full).toBeVisible();
  await expect.poll(async () => (await full.innerText()).length).toBeGreaterThan(1500);
  expect(await app.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(5000);
});

for (const { path, list } of VIRTUAL_SCREENS) {
  test(`${path}: shows the first page and loads more on scroll`, async ({ app, seeded }) => {
    await app.goto(seeded.url + path);
    const rows = app.getByRole("list", { name: list }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const total = Number(await app.getByRole("list", { name: list }).getAttribute("data-total"));
    expect(total).toBeGreaterThan(200);
    await expect(rows.first()).toHaveAttribute("aria-setsize", String(total));
    const lastLoaded = async () =>
      Math.max(...(await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute("aria-posinset"))))));
    expect(await lastLoaded()).toBeLessThanOrEqual(60);
    // Scrolling to the end of what is loaded brings the next page.
    await scrollUntil(
      () => app.mouse.wheel(0, 4000),
      async () => expect(await lastLoaded()).toBeGreaterThan(60),
    );
    expect(await app.evaluate(() => document.getElementsByTagName("*").length)).toBeLessThan(5000);
  });
}
