import type { BrowserContext, Page, Worker } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, expect, apiCall } from "./fixtures";
import { startSunshine } from "./server";

/** GETs of the bell's list (not the stream or its ticket): with the live stream there must be none after the first. */
function countListReads(page: Page) {
  const reads: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.replace(/\/$/, "") === "/api/notifications") reads.push(r.url());
  });
  return reads;
}

/** Resolves when the page's EventSource has its answer from the stream (headers sent = connected). */
const streamOpened = (page: Page) =>
  page.waitForResponse((r) => r.url().includes("/api/notifications/stream?") && r.status() === 200);

/** What the test uses of a service worker's global scope (the project's TypeScript has no WebWorker types). */
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
};

async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
}

const remindNow = (page: Page, message: string) =>
  apiCall(page, "POST", "/api/reminders", { message, remindAt: new Date().toISOString() });

test("the bell updates live from the event stream, without polling the list", async ({ page, consoleErrors }) => {
  const opened = streamOpened(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await opened;
  const reads = countListReads(page);

  const created = Date.now();
  expect((await remindNow(page, "Send the mix to Ana")).status).toBe(201);
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible({ timeout: 5_000 });
  const latency = Date.now() - created;
  test.info().annotations.push({ type: "bell latency (ms)", description: String(latency) });
  console.log(`reminder created → bell shows it: ${latency} ms`);

  await bell.click();
  await expect(page.locator('[data-testid="notification-list"]:visible')).toContainText(
    "Reminder: Send the mix to Ana",
  );
  expect(reads, "no GET /api/notifications while the stream delivers").toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("after the server restarts, the stream resumes where it stopped: nothing lost, nothing repeated", async ({
  browser,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-e2e-"));
  let server = await startSunshine({}, dataDir);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    const first = streamOpened(page);
    await page.goto("/");
    await first;
    expect((await remindNow(page, "Send the mix to Ana")).status).toBe(201);
    await expect(page.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("sunshine-token"));

    // Hold back new stream tickets until the reminder below exists, so it can only reach the page by the resume.
    await page.route("**/api/notifications/stream-ticket", (route) => route.abort());
    server.process.kill("SIGKILL");
    await expect(page.getByText("Sunshine can't reach the server")).toBeVisible();
    server = await startSunshine({}, dataDir, server.port);
    const created = await fetch(`${server.url}/api/reminders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ message: "Book the studio", remindAt: new Date().toISOString() }),
    });
    expect(created.status).toBe(201);
    const list = (await (
      await fetch(`${server.url}/api/notifications`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { items: { id: number; title: string }[] };
    const before = list.items.find((n) => n.title === "Reminder: Send the mix to Ana")!.id;

    const resumed = streamOpened(page);
    await page.unroute("**/api/notifications/stream-ticket");
    expect(new URL((await resumed).url()).searchParams.get("lastEventId")).toBe(String(before));
    await expect(page.getByText("Sunshine can't reach the server")).toBeHidden();
    await page.getByRole("button", { name: "Notifications, 2 unread" }).click();
    const bellList = page.locator('[data-testid="notification-list"]:visible');
    await expect(bellList.getByText("Reminder: Book the studio")).toHaveCount(1);
    await expect(bellList.getByText("Reminder: Send the mix to Ana")).toHaveCount(1);
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a due reminder shows as a system notification and clicking it opens its screen", async ({
  page,
  context,
  server,
  consoleErrors,
}) => {
  await context.grantPermissions(["notifications"], { origin: server.url });
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Never asked on page load: the user turns notifications on from the bell panel.
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole("button", { name: "Turn on notifications" }).click();
  await expect(page.getByText("Notifications on")).toBeVisible();
  await expect(page.getByRole("button", { name: "Turn on notifications" })).toHaveCount(0);

  const opened = streamOpened(page);
  await page.reload();
  await opened;
  expect((await remindNow(page, "Call the radio station")).status).toBe(201);

  // The notification as the operating system got it, read back from the service worker's registration.
  const sw = await serviceWorker(context);
  await expect
    .poll(() =>
      sw.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          link: n.data?.link,
        })),
      ),
    )
    .toEqual([expect.objectContaining({ title: "Reminder: Call the radio station", link: "/chat" })]);

  // Headless Chromium cannot click a system notification: the test dispatches notificationclick in the worker,
  // with the real notification, through the same listener a click reaches.
  await sw.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: "AI Assistant", exact: true })).toBeVisible();
  await expect
    .poll(() =>
      sw.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).length),
    )
    .toBe(0);
  // Chromium refuses Push in a throw-away profile and logs that itself; the app falls back to pop-ups while open.
  expect(consoleErrors.filter((e) => !/Push API in incognito/i.test(e))).toEqual([]);
});
