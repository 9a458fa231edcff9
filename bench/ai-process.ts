/**
 * Latency of the offline engine over HTTP: POST /api/ai/process against the compiled binary (dist/sunshine) with
 * a seeded database. Target: p99 ≤ 5 ms. Run: node_modules/.bin/bun bench/ai-process.ts [requests]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const N = Number(process.argv[2] ?? 3000);
const BIN = join(import.meta.dir, "..", "dist", "sunshine");
if (!existsSync(BIN)) throw new Error("Build first: make build");

const PHRASES = [
  "remind me to call KEXP tomorrow, urgent",
  "I need to master the new single asap",
  "remind me at 5pm to send the invoice",
  "mark task 7 as done",
  "what's overdue?",
  "what's due this week?",
  "show my open tasks",
  "how much revenue did I make this month?",
  "which invoices are outstanding?",
  "any grant deadlines soon?",
  "what's on my calendar?",
  "hello",
  "help",
  "write me a song about rain",
];

const dataDir = mkdtempSync(join(tmpdir(), "sunshine-bench-"));
const port = 7600 + Math.floor(Math.random() * 300);
const child = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dataDir], {
  stdio: ["ignore", "pipe", "pipe"],
});
let log = "";
child.stdout.on("data", (d) => (log += d));
child.stderr.on("data", (d) => (log += d));
const url = `http://127.0.0.1:${port}`;
try {
  const deadline = Date.now() + 15_000;
  while (!log.includes("Sunshine is running at")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await Bun.sleep(50);
  }
  const { token } = (await (await fetch(`${url}/api/auth/login`, { method: "POST" })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  // Seed: 200 tasks (some overdue), so data questions do real work.
  for (let i = 0; i < 200; i++) {
    const due = new Date(Date.now() + (i - 50) * 86_400_000).toISOString().slice(0, 10);
    await fetch(`${url}/api/tasks`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Task ${i} call station ${i}`,
        priority: ["low", "medium", "high", "urgent"][i % 4],
        dueDate: i % 3 ? due : null,
      }),
    });
  }
  const once = async (message: string) => {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/ai/process`, {
      method: "POST",
      headers,
      body: JSON.stringify({ message, type: "chat", context: {} }),
    });
    await res.json();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 200; i++) await once(PHRASES[i % PHRASES.length]!); // warm-up
  const times: number[] = [];
  for (let i = 0; i < N; i++) times.push(await once(PHRASES[i % PHRASES.length]!));
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  const result = {
    requests: N,
    p50: +pct(50).toFixed(3),
    p95: +pct(95).toFixed(3),
    p99: +pct(99).toFixed(3),
    max: +times[times.length - 1]!.toFixed(3),
  };
  console.log(`POST /api/ai/process (offline rules, 200 tasks, client-observed ms): ${JSON.stringify(result)}`);
  console.log(result.p99 <= 5 ? "OK: p99 within 5 ms" : "SLOW: p99 above 5 ms");
  if (result.p99 > 5) process.exitCode = 1;
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
