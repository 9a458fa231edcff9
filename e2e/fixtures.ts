import { test as base, expect, type Page } from "@playwright/test";
import { startTestSmtp } from "../src/domains/outreach/test-smtp";
import { startSunshine, type RunningServer } from "./server";

/** The running binary of the current test file, stopped when the worker moves on to another file. */
let current: { file: string; server: Promise<RunningServer> } | undefined;

async function stopCurrent() {
  const running = current;
  current = undefined;
  if (running) await (await running.server).stop();
}

/**
 * `server`: one compiled binary with a fresh data dir per test file, so counts and empty states never see another
 * file's data (a Playwright worker runs several files one after another).
 * `app`: a page signed in on the dashboard, failing the test on any console error.
 */
export const test = base.extend<
  { app: Page; consoleErrors: string[]; server: RunningServer; serverEnv: Record<string, string> },
  { serverCleanup: void }
>({
  /** Extra environment for this file's binary (e.g. an SMTP server the file starts). */
  serverEnv: [{}, { option: true }],
  serverCleanup: [
    async ({}, use) => {
      await use();
      await stopCurrent();
    },
    { scope: "worker", auto: true },
  ],
  server: async ({ serverEnv }, use, testInfo) => {
    if (current?.file !== testInfo.file) {
      await stopCurrent();
      current = { file: testInfo.file, server: startSunshine(serverEnv) };
    }
    await use(await current.server);
  },
  baseURL: async ({ server }, use) => use(server.url),
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(String(e)));
    await use(errors);
  },
  app: async ({ page, consoleErrors }, use) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    await use(page);
    expect(consoleErrors, "no console errors").toEqual([]);
  },
});

export { expect };

type Smtp = Awaited<ReturnType<typeof startTestSmtp>>;

/** `test` for a file whose binary sends mail to a real SMTP server on loopback that the test starts. */
export const testWithSmtp = (env: Record<string, string>) =>
  test.extend<{}, { smtp: Smtp }>({
    smtp: [
      async ({}, use) => {
        const smtp = await startTestSmtp();
        await use(smtp);
        await smtp.close();
      },
      { scope: "worker" },
    ],
    serverEnv: async ({ smtp }, use) => use({ SMTP_URL: smtp.url, ...env }),
  });

/** The browser logs each 422 a form provoked on purpose; any other console error still fails the test. */
export function allowValidationErrors(consoleErrors: string[]) {
  expect(consoleErrors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  consoleErrors.length = 0;
}

/** Calls the API with the page's session token (for arranging data quickly). */
export async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem("sunshine-token");
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Elements that stick out past the right edge of the viewport (empty when the page fits the phone screen). */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > window.innerWidth + 0.5) {
        const cls = String((el as HTMLElement).className?.toString() ?? "").slice(0, 80);
        out.push(
          `${el.tagName.toLowerCase()}.${cls} right=${r.right.toFixed(1)} text="${(el.textContent ?? "").slice(0, 40)}"`,
        );
      }
    }
    return out.length
      ? out.slice(0, 6)
      : [`scrollWidth ${document.documentElement.scrollWidth} > ${window.innerWidth}`];
  });
}

/**
 * Scrolls (with `scroll`) until `done` holds, each turn giving the next page time to arrive. Waiting for the
 * condition, not for a number of turns, keeps a slow machine from failing where a fast one passes.
 */
export async function scrollUntil(scroll: () => Promise<unknown>, done: () => Promise<unknown>) {
  await expect(async () => {
    await scroll();
    await done();
  }).toPass({ timeout: 60_000, intervals: [100, 250, 500] });
}
