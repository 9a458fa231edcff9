// Imports a generated 100,000-row DistroKid report through the running binary (preview + commit over HTTP) and prints
// the time and the server's peak memory. Prints numbers; asserts nothing. Targets: ≤ 5 s, ≤ 200 MB RSS.
// Run: `make build && node_modules/.bin/bun bench/income-import.ts` (SUNSHINE_BENCH_BIN measures another build).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DISTROKID_HEADER } from "../src/domains/income/test/samples";

const ROWS = Number(process.env.ROWS ?? 100_000);
const BIN = process.env.SUNSHINE_BENCH_BIN || join(import.meta.dir, "../dist/sunshine");
if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run make build first`);

const HEADER = DISTROKID_HEADER;
const STORES = [
  "Spotify",
  "Apple Music",
  "iTunes",
  "Amazon Unlimited",
  "Deezer",
  "Tidal",
  "YouTube (Ads)",
  "TikTok",
  "Instagram/Facebook",
];
const COUNTRIES = ["US", "GB", "DE", "FR", "SE", "BR", "JP", "OU", "CA", "AU", "NL", "MX"];

/** Seven years of monthly reports for 40 songs across stores and countries, 12-decimal earnings like the real files. */
function report(rows: number): string {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const lines = [HEADER.join("\t")];
  for (let i = 0; i < rows; i++) {
    const month = i % 84;
    const year = 2019 + Math.floor(month / 12);
    const m = String((month % 12) + 1).padStart(2, "0");
    const song = Math.floor(rand() * 40);
    const qty = 1 + Math.floor(rand() * 5000);
    const earnings = (qty * 0.003 * (0.5 + rand())).toFixed(12);
    lines.push(
      [
        `${year}-${m}-28`,
        `${year}-${m}`,
        STORES[i % STORES.length],
        "Mara Vale",
        `Song ${song}`,
        `USAB1${String(1900000 + song)}`,
        "",
        qty,
        "100",
        "Song",
        COUNTRIES[(i * 7) % COUNTRIES.length],
        "0",
        earnings,
      ].join("\t"),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

const text = report(ROWS);
const bytes = new TextEncoder().encode(text);
const dataDir = mkdtempSync(join(tmpdir(), "sunshine-income-bench-"));
const port = 7900 + Math.floor(Math.random() * 90);
const server = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore" });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 400; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await Bun.sleep(25);
}
const { token } = (await (await fetch(`${base}/api/auth/login`, { method: "POST" })).json()) as { token: string };
const kb = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]);
const idle = kb("VmRSS") / 1024;
// CPU seconds the server spent (user + system): on a busy shared machine wall time also counts other people's work.
const cpu = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const cpu0 = cpu();

const t0 = performance.now();
const form = new FormData();
form.append("file", new File([bytes], "distrokid-all-dates.tsv"));
const previewRes = await fetch(`${base}/api/imports`, {
  method: "POST",
  headers: { authorization: `Bearer ${token}` },
  body: form,
});
const preview = (await previewRes.json()) as { id: number; rows: number; totals: Record<string, string> };
if (previewRes.status !== 201) console.log("preview failed", previewRes.status, JSON.stringify(preview));
const t1 = performance.now();
const commit = (await (
  await fetch(`${base}/api/imports/${preview.id}/commit`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  })
).json()) as { imported: number };
const t2 = performance.now();
const peak = kb("VmHWM") / 1024;
const cpuUsed = cpu() - cpu0;

const check = (await (
  await fetch(`${base}/api/income?groupBy=month`, { headers: { authorization: `Bearer ${token}` } })
).json()) as { groups: unknown[]; totals: Record<string, string> };
const t3 = performance.now();
console.log(`file: ${ROWS} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
console.log(
  `preview (upload, parse, stage): ${((t1 - t0) / 1000).toFixed(2)} s, ${preview.rows} rows, totals ${JSON.stringify(preview.totals)}`,
);
console.log(`commit: ${((t2 - t1) / 1000).toFixed(2)} s, ${commit.imported} rows imported`);
console.log(
  `import in all: ${((t2 - t0) / 1000).toFixed(2)} s wall, ${cpuUsed.toFixed(2)} s of server CPU [target ≤ 5 s]`,
);
console.log(`machine load average: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
console.log(`server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB [target ≤ 200 MB]`);
console.log(`GET /api/income?groupBy=month over the ledger: ${(t3 - t2).toFixed(0)} ms, ${check.groups.length} months`);
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
rmSync(dataDir, { recursive: true, force: true });
