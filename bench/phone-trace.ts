// Where a cold phone visit of the dashboard spends its time: one visit as in bench/phone.ts (Chromium at 390×844,
// CPU slowed 4 ×, cold cache, signed in) recorded with Chromium's performance trace, then printed as
// - the network waterfall: each request's start, its answer's first byte and its end, from the navigation's start;
// - the page thread's work of 2 ms or more (parsing, compiling and running each script, style, layout, paint), each
//   with its start and length, so what waits on what can be read from one list;
// - first contentful paint and the frame the stat cards' figures were painted in.
// Run with `bun bench/phone-trace.ts [path/to/sunshine] [--save trace.json]` (the trace opens in DevTools'
// Performance panel). Measure with bench/phone.ts: one traced visit is slower than an untraced one.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer, stopServer } from "./phone/server.ts";
import { summarise, type TraceEvent } from "./phone/trace-summary.ts";

const argv = process.argv.slice(2);
const saveAt = argv.indexOf("--save");
const SAVE = saveAt >= 0 ? argv[saveAt + 1] : undefined;
const BIN = argv.find((a, i) => !a.startsWith("--") && argv[i - 1] !== "--save") ?? join(import.meta.dir, "../dist/sunshine");
const CATEGORIES = [
  "devtools.timeline",
  "v8.execute",
  "blink.user_timing",
  "loading",
  "toplevel",
].join(",");

/** Marks the frame the cards were painted in, in the trace and for this script. */
const PROBE = `(() => {
  let painted;
  window.__cards = new Promise((done) => (painted = done));
  let seenOnce = false;
  const seen = () => {
    if (seenOnce || !document.querySelector('[data-stat="revenue"]')) return;
    seenOnce = true;
    requestAnimationFrame(() => {
      performance.mark("cards");
      painted(performance.now());
    });
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})();`;

const server = await startServer(BIN);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
});
try {
  // A first visit, not traced, so the server has compressed and kept every asset (as in bench/phone.ts).
  for (const traced of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US", deviceScaleFactor: 1 });
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem("sunshine-token", token);
        localStorage.setItem("sunshine-user", JSON.stringify(user));
      },
      { token: server.token, user: server.user },
    );
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    const finished = new Promise<void>((done) => cdp.on("Tracing.tracingComplete", () => done()));
    cdp.on("Tracing.dataCollected", (e) => void events.push(...(e.value as unknown as TraceEvent[])));
    if (traced) await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
    await page.goto(`${server.base}/`, { waitUntil: "commit" });
    const cards = (await cdp.send("Runtime.evaluate", {
      expression: "window.__cards",
      awaitPromise: true,
      returnByValue: true,
    })) as { result: { value: number } };
    if (traced) {
      await cdp.send("Tracing.end");
      await finished;
      if (SAVE) writeFileSync(SAVE, JSON.stringify({ traceEvents: events }));
      console.log(`cards painted at ${cards.result.value.toFixed(0)} ms (page clock)`);
      console.log(summarise(events, server.base));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stopServer(server);
}
