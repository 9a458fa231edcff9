// Foundation figures: cold start, idle memory, list-route throughput, SPA initial JS. Prints numbers; asserts nothing.
// Run with `make bench` (builds first). Targets: start ≤ 30 ms, idle RSS ≤ 50 MB, ≥ 50k req/s, initial JS ≤ 150 KB gzip.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { resolveConfig } from "../src/config";
import { openDataDir } from "../src/server";
import { logActivity } from "../src/platform/activity/service";

// SUNSHINE_BENCH_BIN measures another build (e.g. one made with different compile flags).
const BIN = process.env.SUNSHINE_BENCH_BIN || join(import.meta.dir, "../dist/sunshine");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function coldStart(port: number, dataDir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore" });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {}
    await sleep(1);
  }
  const ms = performance.now() - t0;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return ms;
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

const dataDir = mkdtempSync(join(tmpdir(), "sunshine-bench-"));
const seed = openDataDir(resolveConfig({ dataDir }, {}));
for (let i = 0; i < 100; i++) logActivity(seed.db, { type: "bench", message: `Benchmark activity ${i}` });
seed.db.$client.close();

const port = 7600 + Math.floor(Math.random() * 300);
const starts: number[] = [];
for (let i = 0; i < 7; i++) starts.push(await coldStart(port, dataDir));
starts.sort((a, b) => a - b);
console.log(
  `cold start exec→first 200 /api/health: median ${starts[3].toFixed(1)} ms (min ${starts[0].toFixed(1)}, max ${starts[6].toFixed(1)}) [target ≤ 30 ms]`,
);

const server = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore" });
for (let i = 0; i < 200; i++) {
  const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  await sleep(25);
}
const { token } = (await (await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: "POST" })).json()) as {
  token: string;
};
await sleep(1500);
// RssFile is the executable's own pages (shared with the page cache, reclaimable); RssAnon is private memory.
const kb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]);
console.log(
  `idle RSS after start and one login: ${rssMb(server.pid!).toFixed(1)} MB [target ≤ 50 MB]` +
    ` (private ${(kb(server.pid!, "RssAnon") / 1024).toFixed(1)} MB, executable pages ${(kb(server.pid!, "RssFile") / 1024).toFixed(1)} MB)`,
);

const tasks = await fetch(`http://127.0.0.1:${port}/api/tasks`, { headers: { authorization: `Bearer ${token}` } });
const route = tasks.ok && Array.isArray(await tasks.json()) ? "/api/tasks" : "/api/activity?limit=100";
if (route === "/api/tasks") {
  for (let i = 0; i < 100; i++) {
    await fetch(`http://127.0.0.1:${port}/api/tasks`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ title: `Benchmark task ${i}`, priority: "medium" }),
    });
  }
}
const wrk = spawnSync(
  "wrk",
  ["-t2", "-c50", "-d8s", "-H", `Authorization: Bearer ${token}`, `http://127.0.0.1:${port}${route}`],
  { encoding: "utf8" },
);
if (wrk.status === 0) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(wrk.stdout)?.[1];
  const latency = /Latency\s+(\S+)/.exec(wrk.stdout)?.[1];
  console.log(
    `GET ${route} (100 rows), wrk 50 connections 8 s: ${Number(rps).toFixed(0)} req/s, mean latency ${latency} [target ≥ 50k req/s]`,
  );
} else {
  console.log("wrk is not installed (apt-get install -y wrk); throughput not measured");
}
console.log(`RSS after load: ${rssMb(server.pid!).toFixed(1)} MB`);
server.kill("SIGTERM");

// Initial JS: the entry chunk plus what index.html preloads. The page names them in its start-up script (it adds the
// preload hints itself, only when no service worker serves it), so every quoted asset path counts, each once.
const pub = join(import.meta.dir, "../public");
const html = readFileSync(join(pub, "index.html"), "utf8");
const initial = [...new Set([...html.matchAll(/["'`]\/(assets\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]!))];
const gz = initial.reduce((sum, f) => sum + gzipSync(readFileSync(join(pub, f))).length, 0);
const all = readdirSync(join(pub, "assets")).filter((f) => f.endsWith(".js"));
console.log(
  `SPA initial JS: ${(gz / 1024).toFixed(1)} KB gzip in ${initial.length} file(s) (${all.length} chunks in all) [target ≤ 150 KB]`,
);
