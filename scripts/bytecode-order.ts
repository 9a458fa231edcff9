// Records which functions a start of the binary runs, into scripts/bytecode-order.txt, which `make binary` hands to
// `bun build --bytecode-order`: the bytecode of those functions is laid out together at the front of the binary, so
// a start reads fewer pages of it (idle memory −3 MiB, measured) and sooner. A profile from an older build still
// applies to the functions that did not change; run this again (`bun scripts/bytecode-order.ts`, after
// `make build`) when start-up code has changed a lot.
//
// The run: start, the health check, sign-in, the dashboard's first request, a task list, the web app's page, and the
// schedulers' catch-up checks (src/jobs.ts) that follow a start.
import { spawn } from "node:child_process";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CATCH_UP_AFTER_MS } from "../src/jobs";

const root = join(import.meta.dir, "..");
const bin = process.argv[2] ?? join(root, "dist/sunshine");
const out = join(import.meta.dir, "bytecode-order.txt");
const dataDir = mkdtempSync(join(tmpdir(), "sunshine-order-"));
const recorded = join(dataDir, "order.txt");
const port = 7900 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;

const child = spawn(bin, ["serve", "--port", String(port), "--data-dir", dataDir], {
  stdio: "ignore",
  env: { ...process.env, BUN_BYTECODE_ORDER_OUT: recorded },
});
try {
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 500 || child.exitCode !== null) throw new Error("the binary did not start");
    await Bun.sleep(10);
  }
  const { token } = (await (await fetch(`${base}/api/auth/login`, { method: "POST" })).json()) as { token: string };
  const authorization = `Bearer ${token}`;
  for (const path of ["/api/dashboard/first-screen", "/api/tasks", "/"]) {
    const res = await fetch(`${base}${path}`, { headers: { authorization, "accept-encoding": "br" } });
    await res.arrayBuffer();
  }
  await Bun.sleep(CATCH_UP_AFTER_MS + 1000);
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
}
renameSync(recorded, out);
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${out}`);
