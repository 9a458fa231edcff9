import type { BrowserContext, Page, Worker } from "@playwright/test";
import { test, expect, apiCall } from "./fixtures";

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
  await expect(page.getByTestId("notification-list")).toContainText("Reminder: Send the mix to Ana");
  expect(reads, "no GET /api/notifications while the stream delivers").toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the stream resumes after a dropped connection without losing a notification", async ({ page, context }) => {
  const first = streamOpened(page);
  await page.goto("/");
  await first;
  // Cut the network for a moment: the EventSource fails, the app gets a new ticket and resumes from the last id.
  const reconnected = streamOpened(page);
  await context.setOffline(true);
  await expect(page.getByText("Sunshine can't reach the server")).toBeVisible();
  await context.setOffline(false);
  const resumed = await reconnected;
  expect(new URL(resumed.url()).searchParams.get("lastEventId")).toMatch(/^\d+$/);
  await expect(page.getByText("Sunshine can't reach the server")).toBeHidden();
  expect((await remindNow(page, "Book the studio")).status).toBe(201);
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByTestId("notification-list").getByText("Reminder: Book the studio")).toHaveCount(1);
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
        (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).map((n) => ({
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
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: "AI Assistant", exact: true })).toBeVisible();
  await expect
    .poll(() =>
      sw.evaluate(async () => (await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications()).length),
    )
    .toBe(0);
  expect(consoleErrors.filter((e) => !/push service/i.test(e))).toEqual([]);
});
