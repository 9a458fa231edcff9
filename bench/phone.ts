// The dashboard on a phone-class CPU: Debian's Chromium at 390×844 with the CPU slowed 4 × (CDP
// Emulation.setCPUThrottlingRate), signed in (the session already in localStorage, as after an earlier sign-in).
// Per run, in a fresh browser context (cold HTTP cache, no service worker yet):
// - cold: first contentful paint, and the moment the four stat cards show their numbers ([data-stat="revenue"],
//   rendered only once the figures arrived; time of the next animation frame after it entered the page);
// - repeat: once the service worker controls the page, a new tab on the same context opens the dashboard again
//   (the installed app opened a second time): its first paint and its cards.
// Prints medians (min–max) per build. With `--against OLD_BINARY` both builds are measured in the same run,
// alternating, and the ratios old / new are printed, so a busy machine changes both alike.
// Run with `bun bench/phone.ts [--runs N] [--against path/to/old/sunshine]` (`make bench` builds first).
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { type Server, startServer, stopServer } from "./phone/server.ts";

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(flag("--runs") ?? 7);
const NEW_BIN = process.env.SUNSHINE_BENCH_BIN || join(import.meta.dir, "../dist/sunshine");
const OLD_BIN = flag("--against");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const THROTTLE = 4;
const VIEWPORT = { width: 390, height: 844 };
/** Present only once the four figures arrived (the skeletons carry no data-stat). */
const CARDS = '[data-stat="revenue"]';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Installed before any page script: records first contentful paint and when the cards showed their numbers. */
const PROBE = `(() => {
  let done;
  const m = (window.__phone = { fcp: null, cards: null });
  // Resolved once both are known; awaited over the DevTools protocol (see measured()).
  Object.defineProperty(m, "done", { value: new Promise((r) => (done = r)), enumerable: false });
  const check = () => m.fcp !== null && m.cards !== null && done({ fcp: m.fcp, cards: m.cards });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") m.fcp = e.startTime;
    check();
  }).observe({ type: "paint", buffered: true });
  const seen = () => {
    if (m.cards !== null || m.pending || !document.querySelector(${JSON.stringify(CARDS)})) return;
    m.pending = true;
    requestAnimationFrame(() => {
      m.cards = performance.now();
      check();
    });
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})();`;

type Visit = { fcp: number; cards: number };

/**
 * The probe's figures, awaited with one small evaluation over the DevTools protocol. Not Playwright's waitForFunction:
 * that first evaluates Playwright's own page script (about 330 KB) in the page, on its 4 × slowed thread, in the
 * middle of the load being measured (between the parsing of the head and of the body, in Chromium's trace).
 */
async function measured(cdp: import("playwright-core").CDPSession): Promise<Visit> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error("the dashboard did not show its figures within 60 s")), 60_000);
  });
  const answer = cdp.send("Runtime.evaluate", {
    expression: "window.__phone.done",
    awaitPromise: true,
    returnByValue: true,
  }) as Promise<{ result: { value: Visit } }>;
  try {
    return (await Promise.race([answer, timeout])).result.value;
  } finally {
    clearTimeout(timer);
  }
}

async function visit(browser: Browser, s: Server): Promise<{ cold: Visit; repeat: Visit }> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "en-US", deviceScaleFactor: 1 });
  // Signed in before: the session is in storage, as the app saves it after a sign-in.
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem("sunshine-token", token);
      localStorage.setItem("sunshine-user", JSON.stringify(user));
    },
    { token: s.token, user: s.user },
  );
  await context.addInitScript(PROBE);
  const open = async (): Promise<Visit> => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await page.goto(`${s.base}/`, { waitUntil: "commit" });
    const m = await measured(cdp);
    return { page, fcp: m.fcp, cards: m.cards } as Visit & { page: typeof page };
  };
  const first = (await open()) as Visit & { page: import("playwright-core").Page };
  // The app registers its service worker after load; the repeat visit starts once it controls the page.
  await first.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
  await first.page.close();
  const again = (await open()) as Visit & { page: import("playwright-core").Page };
  await context.close();
  return { cold: { fcp: first.fcp, cards: first.cards }, repeat: { fcp: again.fcp, cards: again.cards } };
}

type Row = { coldFcp: number[]; coldCards: number[]; repeatFcp: number[]; repeatCards: number[] };
const emptyRow = (): Row => ({ coldFcp: [], coldCards: [], repeatFcp: [], repeatCards: [] });

const builds = [
  ...(OLD_BIN ? [{ name: "before", bin: OLD_BIN }] : []),
  { name: OLD_BIN ? "after" : "sunshine", bin: NEW_BIN },
];
const servers = await Promise.all(builds.map((b) => startServer(b.bin)));
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
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
});
const rows = builds.map(emptyRow);
try {
  // One visit each first, not counted: the server compresses each asset on its first request and keeps it.
  for (const s of servers) await visit(browser, s);
  for (let run = 0; run < RUNS; run++) {
    // Alternate the order, so neither build always runs right after the other's load.
    const order = run % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const i of order) {
      const { cold, repeat } = await visit(browser, servers[i]!);
      rows[i]!.coldFcp.push(cold.fcp);
      rows[i]!.coldCards.push(cold.cards);
      rows[i]!.repeatFcp.push(repeat.fcp);
      rows[i]!.repeatCards.push(repeat.cards);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(stopServer));
}

const fmt = (xs: number[]) =>
  `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
const figures: [string, keyof Row, string][] = [
  ["cold: first contentful paint", "coldFcp", "≤ 600 ms"],
  ["cold: stat cards filled", "coldCards", "≤ 1200 ms"],
  ["repeat (service worker): first paint", "repeatFcp", "≤ 400 ms"],
  ["repeat (service worker): stat cards filled", "repeatCards", ""],
];
console.log(`phone: Chromium ${VIEWPORT.width}×${VIEWPORT.height}, CPU ÷${THROTTLE}, median of ${RUNS} runs (min–max)`);
for (const [label, key, target] of figures) {
  const parts = builds.map((b, i) => `${b.name} ${fmt(rows[i]![key])}`);
  const ratio = builds.length === 2 ? `  → ${(median(rows[0]![key]) / median(rows[1]![key])).toFixed(1)} × faster` : "";
  console.log(`  ${label}: ${parts.join(" | ")}${ratio}${target ? ` [target ${target}]` : ""}`);
}
