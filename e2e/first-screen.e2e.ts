import { apiCall, expect, test } from "./fixtures";

test("the dashboard's header and figures are painted before the app's script runs, in the app's own markup", async ({
  app,
  browser,
  server,
}) => {
  await apiCall(app, "PUT", "/api/profile", { displayName: "Sam", artistNames: ["Sam"], welcomed: true });
  await apiCall(app, "POST", "/api/radio-stations", { name: "KEXP" });
  const session = await app.evaluate(() => [localStorage.getItem("sunshine-token"), localStorage.getItem("sunshine-user")]);

  // A fresh page without the service worker (every file passes the route below), signed in as after a sign-in,
  // whose app scripts are held back: what it shows meanwhile is index.html's own painting.
  const context = await browser.newContext({ serviceWorkers: "block", locale: "en-US" });
  await context.addInitScript(([token, user]) => {
    localStorage.setItem("sunshine-token", token!);
    localStorage.setItem("sunshine-user", user!);
  }, session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/`);

  const early = page.locator("#root [data-first-screen]");
  await expect(early.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(early.locator('[data-stat="radioStations"]').getByTestId("stat-value")).toHaveText("1");
  await expect(early.locator('[data-stat="revenue"]')).toContainText("$0");
  expect(await page.locator("main").count(), "the app has not rendered yet").toBe(0);
  const painted = await early.innerHTML();

  release();
  await expect(page.locator("main h1")).toHaveText("Dashboard");
  const rendered = await page
    .locator("main .space-y-6")
    .first()
    .evaluate((el) => [...el.children].slice(0, 2).map((c) => c.outerHTML).join(""));
  expect(rendered).toBe(painted);
  expect(errors).toEqual([]);
  await context.close();
});
