import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect } from "./fixtures";
import { startSunshine } from "./server";

test("the manifest and service worker pass Chromium's installability check", async ({ server }) => {
  // Chromium never offers installing in a throw-away (incognito) profile, which is what a Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), "sunshine-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    headless: true,
    baseURL: server.url,
  });
  const app = context.pages()[0] ?? (await context.newPage());
  await app.goto("/");
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await app.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await context.newCDPSession(app);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);

  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? "{}");
  expect(parsed.name).toBe("Sunshine");
  expect(parsed.theme_color).toBe("#f59e0b");
  expect(parsed.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
    ["Add task", "/?add=task"],
    ["AI Assistant", "/chat"],
  ]);
  const sizes = parsed.icons.map((i: { sizes: string; purpose?: string }) => `${i.sizes} ${i.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of parsed.icons) expect((await app.request.get(icon.src)).ok(), icon.src).toBe(true);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test("the Add task shortcut opens the new-task form", async ({ app }) => {
  await app.goto("/?add=task");
  const dialog = app.getByRole("dialog", { name: "All tasks" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Add task" })).toBeVisible();
  // The shortcut's parameter is dropped from the address: a reload shows the plain dashboard.
  await expect(app).toHaveURL(/\/$/);
  await app.reload();
  await expect(app.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(app.getByRole("dialog", { name: "All tasks" })).toHaveCount(0);
});

test("with the server stopped the app shell still opens, with the offline banner", async ({ browser }) => {
  const server = await startSunshine();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    // The worker controls the page once it has precached the shell (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByText("Sunshine can't reach the server")).toHaveCount(0);

    // Killed outright, as a crash or a pulled plug would: the page's open event stream cannot hold it up.
    server.process.kill("SIGKILL");
    await new Promise((r) => server.process.once("exit", r));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Main navigation" })).toBeVisible();
    await expect(page.getByText("Sunshine can't reach the server")).toBeVisible();
    // Going to another screen works from the cache too (the route's code was precached).
    await page.goto("/calendar");
    await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();
    await expect(page.getByText("Sunshine can't reach the server")).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});
