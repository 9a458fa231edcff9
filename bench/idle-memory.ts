// Idle memory of two or more server builds, measured in alternating starts of the same run so a busy machine hits
// them alike: RSS 0.5 s and 3 s after the health check answers (the schedulers' catch-up checks run 2 s after a
// start), optionally again later (--late SECONDS: after the periodic checks' first ticks), then after a `wrk` load
// on the signed-in task list and 5 s after it. Prints the median of each figure per build and where the memory is
// (mappings), with the start's times: to the health check's answer, to the first signed-in task list, and, in a
// start of its own (it loads the assistant, which an idle server never does), the first assistant message sent as
// soon as the health check answered, until its reply.
//   bun bench/idle-memory.ts [--starts 5] [--late 35] [--load 10] NAME=BINARY[:ENV=VALUE,…] …
// Without builds it compares /tmp/rss-before (if it exists) with dist/sunshine.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { firstMessageMs } from "./speed/first-message";
import { signInAndSeedTasks } from "./speed/seed-tasks";

type Build = { name: string; bin: string; env: Record<string, string> };
type Reading = { total: number; text: number; rodata: number; data: number; anon: number; jit: number };

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return Number(value);
};
const STARTS = option("--starts", 5);
const LATE_S = option("--late", 0);
const LOAD_S = option("--load", 10);
const builds: Build[] = (args.length ? args : defaultBuilds()).map((spec) => {
  const [name, rest] = spec.split(/=(.*)/s) as [string, string];
  const [bin, envText] = rest.split(/:(.*)/s) as [string, string | undefined];
  const env = Object.fromEntries((envText ?? "").split(",").filter(Boolean).map((kv) => kv.split("=") as [string, string]));
  return { name, bin, env };
});

function defaultBuilds() {
  const now = join(import.meta.dir, "../dist/sunshine");
  return existsSync("/tmp/rss-before") ? [`before=/tmp/rss-before`, `now=${now}`] : [`now=${now}`];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let nextPort = 8400 + Math.floor(Math.random() * 400);

/** Resident MiB by kind of mapping: the binary's code, read-only data, embedded data, anonymous memory, JIT code. */
function read(pid: number, bin: string): Reading {
  const r: Reading = { total: 0, text: 0, rodata: 0, data: 0, anon: 0, jit: 0 };
  let kind: keyof Reading | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const m = /^[0-9a-f]+-[0-9a-f]+ (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const [, perm, path] = m as unknown as [string, string, string];
      if (!path) kind = perm.includes("x") ? "jit" : "anon";
      else if (path === bin) kind = perm.includes("x") ? "text" : perm.includes("w") ? "data" : "rodata";
      else kind = undefined;
      continue;
    }
    const rss = /^Rss:\s+(\d+)/.exec(line);
    if (rss) {
      const mib = Number(rss[1]) / 1024;
      r.total += mib;
      if (kind) r[kind] += mib;
    }
  }
  return r;
}

async function seed(bin: string): Promise<{ dataDir: string; token: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-idle-"));
  const port = nextPort++;
  const child = spawn(bin, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore" });
  await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, child);
  const base = `http://127.0.0.1:${port}`;
  const token = await signInAndSeedTasks(base);
  await stop(child);
  return { dataDir, token };
}

async function until(ok: () => Promise<boolean>, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited at start");
    if (await ok().catch(() => false)) return;
    await sleep(2);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

type Run = {
  healthMs: number;
  tasksMs: number;
  messageMs: number;
  at05: Reading;
  at3: Reading;
  late?: Reading;
  loaded: Reading;
  settled: Reading;
  rps: number;
};

/** A start of the build on a copy of the seeded data dir, until the health check answers. */
async function startCopy(build: Build, seeded: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-idle-run-"));
  cpSync(seeded, dataDir, { recursive: true });
  const port = nextPort++;
  const t0 = performance.now();
  const child = spawn(build.bin, ["serve", "--port", String(port), "--data-dir", dataDir], {
    stdio: "ignore",
    env: { ...process.env, ...build.env },
  });
  const base = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${base}/api/health`)).ok, child);
  const up = performance.now();
  const done = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, base, t0, up, done };
}

async function firstMessage(build: Build, seeded: string, token: string): Promise<number> {
  const { base, up, done } = await startCopy(build, seeded);
  const ms = await firstMessageMs(base, token, up);
  await done();
  return ms;
}

async function measure(build: Build, seeded: string, token: string): Promise<Omit<Run, "messageMs">> {
  const { child, base, t0, up, done } = await startCopy(build, seeded);
  const headers = { authorization: `Bearer ${token}` };
  await until(async () => (await fetch(`${base}/api/tasks`, { headers })).ok, child);
  const tasksAt = performance.now();
  const at = async (s: number) => {
    await sleep(up + s * 1000 - performance.now());
    return read(child.pid!, build.bin);
  };
  const at05 = await at(0.5);
  const at3 = await at(3);
  const late = LATE_S ? await at(LATE_S) : undefined;
  const out = spawnSync("wrk", ["-t2", "-c50", `-d${LOAD_S}s`, "-H", `Authorization: Bearer ${token}`, `${base}/api/tasks`], {
    encoding: "utf8",
  }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const loaded = read(child.pid!, build.bin);
  await sleep(5000);
  const settled = read(child.pid!, build.bin);
  await done();
  return { healthMs: up - t0, tasksMs: tasksAt - t0, at05, at3, late, loaded, settled, rps };
}

const { dataDir, token } = await seed(builds[0]!.bin);
const runs = new Map<string, Run[]>(builds.map((b) => [b.name, []]));
for (let i = 0; i < STARTS; i++)
  for (const b of i % 2 ? [...builds].reverse() : builds) {
    const run = { ...(await measure(b, dataDir, token)), messageMs: await firstMessage(b, dataDir, token) };
    runs.get(b.name)!.push(run);
    console.error(`${b.name} #${i + 1}: health ${run.healthMs.toFixed(1)} ms, tasks ${run.tasksMs.toFixed(1)} ms, first message ${run.messageMs.toFixed(0)} ms; ${run.at05.total.toFixed(1)} / ${run.at3.total.toFixed(1)}${run.late ? ` / ${run.late.total.toFixed(1)}` : ""} MiB idle, ${run.loaded.total.toFixed(1)} MiB after ${run.rps.toFixed(0)} req/s, ${run.settled.total.toFixed(1)} MiB 5 s later`);
  }
rmSync(dataDir, { recursive: true, force: true });

const fmt = (xs: number[]) => median(xs).toFixed(1);
const detail = (rs: Reading[]) =>
  (["text", "rodata", "data", "anon", "jit"] as const).map((k) => `${k} ${fmt(rs.map((r) => r[k]))}`).join(", ");
console.log(`\nMedian of ${STARTS} alternating starts (times from the exec in ms, the first message from the health check's answer; RSS in MiB, after wrk -t2 -c50 -d${LOAD_S}s on /api/tasks)`);
console.log(
  `| build | health ms | task list ms | first message ms | idle 0.5 s | idle 3 s |${LATE_S ? ` idle ${LATE_S} s |` : ""} after load | 5 s later | req/s |`,
);
console.log(`|---|---|---|---|---|---|${LATE_S ? "---|" : ""}---|---|---|`);
for (const [name, rs] of runs)
  console.log(
    `| ${name} | ${fmt(rs.map((r) => r.healthMs))} | ${fmt(rs.map((r) => r.tasksMs))} | ${fmt(rs.map((r) => r.messageMs))} | ${fmt(rs.map((r) => r.at05.total))} | ${fmt(rs.map((r) => r.at3.total))} |${LATE_S ? ` ${fmt(rs.map((r) => r.late!.total))} |` : ""} ${fmt(rs.map((r) => r.loaded.total))} | ${fmt(rs.map((r) => r.settled.total))} | ${fmt(rs.map((r) => r.rps))} |`,
  );
for (const [name, rs] of runs) {
  console.log(`${name} at 3 s: ${detail(rs.map((r) => r.at3))}`);
  if (LATE_S) console.log(`${name} at ${LATE_S} s: ${detail(rs.map((r) => r.late!))}`);
  console.log(`${name} after load: ${detail(rs.map((r) => r.loaded))}`);
}
