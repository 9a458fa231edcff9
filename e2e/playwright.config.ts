import { defineConfig } from "@playwright/test";

// Debian's Chromium (installed by `make test`); Playwright's own browser download cannot work offline.
export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  // Generous limits: a working test finishes far below them, so only a hang reaches them, even on a slow, busy machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    // Texts are checked in US English whatever the machine's LANG; the time zone stays the machine's, as the
    // server's does, so "today" means the same day to both.
    locale: "en-US",
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
});
