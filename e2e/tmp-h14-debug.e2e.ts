import { test, expect } from "./fixtures";
import { startSunshine } from "./server";
test("debug offline", async ({ browser }) => {
  test.setTimeout(40000);
  const server = await startSunshine();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  page.on("console", (m) => console.log("console:", m.type(), m.text()));
  page.on("requestfailed", (r) => console.log("failed:", r.url(), r.failure()?.errorText));
  page.on("request", (r) => console.log("req:", r.url()));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  console.log("controlled");
  await server.stop();
  console.log("stopped");
  for (let i = 0; i < 4; i++) {
    const t = await Promise.race([page.evaluate(() => document.title), new Promise((r) => setTimeout(() => r("TIMEOUT"), 2000))]);
    console.log("eval", i, t);
  }
  const cdp = await context.newCDPSession(page);
  cdp.send("Page.reload").then(() => console.log("cdp reload done"), (e) => console.log("cdp reload err", String(e)));
  await new Promise((r) => setTimeout(r, 5000));
  const t = await Promise.race([page.evaluate(() => document.body.innerText.slice(0, 300)), new Promise((r) => setTimeout(() => r("TIMEOUT"), 2000))]);
  console.log("after", t);
  await page.screenshot({ path: "/tmp/h14-offline.png", timeout: 3000 }).catch((e) => console.log("shot err"));
});
