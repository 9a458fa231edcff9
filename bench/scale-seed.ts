/**
 * The ten-year dataset, built THROUGH THE API of the compiled binary (validation, activity log and
 * notifications all run): 20,000 tasks, 3,000 invoices, 1,500 radio stations, 3,000 knowledge docs, 3,000 events,
 * 300 audiobooks with 30,000 sales (CSV import route), 1,000 grants, 500 supervisors, 1,000 opportunities.
 *
 * The seeded data dir is cached under bench/.cache/scale-<hash of this script and the migrations>, so `make bench`
 * seeds once and later runs copy the cache. `bun bench/scale-seed.ts` alone prints where the data dir is.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Plain Node APIs only: e2e/scale.e2e.ts (Playwright on Node) uses this file too.
const SELF = fileURLToPath(import.meta.url);
const HERE = dirname(SELF);
export const BIN = process.env.SUNSHINE_BENCH_BIN || join(HERE, "../dist/sunshine");
const CACHE = join(HERE, ".cache");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const COUNTS = {
  tasks: 20_000,
  invoices: 3_000,
  stations: 1_500,
  docs: 3_000,
  events: 3_000,
  audiobooks: 300,
  sales: 30_000,
  grants: 1_000,
  supervisors: 500,
  opportunities: 1_000,
};

/** Starts the binary on a data dir and waits for health. */
export async function startBinary(dataDir: string, port: number) {
  const t0 = performance.now();
  const child = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 5000) throw new Error("sunshine did not start");
    await sleep(2);
  }
  /** exec → first 200 from /api/health */
  const readyMs = performance.now() - t0;
  const { token } = (await (await fetch(`${url}/api/auth/login`, { method: "POST" })).json()) as { token: string };
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { child, url, token, stop, readyMs };
}

const WORDS = "call mix master send pitch book record rehearse email invoice review plan update fix upload print".split(
  " ",
);
const NOUNS =
  "radio station label venue festival blog podcast producer studio artwork stems playlist press kit tour".split(" ");
const GENRES = ["indie", "folk", "jazz", "electronic", "hip hop", "classical", "rock", "ambient"];
const pick = <T>(a: readonly T[], i: number) => a[i % a.length]!;
/** Ten years back from today, spread evenly; the newest items fall in the coming months. */
const day = (i: number, n: number) =>
  new Date(Date.now() + (Math.floor((i / n) * 3650) - 3560) * 86_400_000).toISOString().slice(0, 10);
const paragraph = (i: number) =>
  Array.from(
    { length: 12 },
    (_, k) => `${pick(WORDS, i + k)} the ${pick(NOUNS, i * 3 + k)} before the ${pick(GENRES, i + k)} release ${k}.`,
  ).join(" ");

/** Runs `make(i)` for i < n with `width` requests in flight; fails loudly on any non-2xx. */
async function many(n: number, width: number, make: (i: number) => Promise<Response>, what: string) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < n; i = next++) {
        const res = await make(i);
        if (!res.ok) throw new Error(`${what} ${i}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    }),
  );
  console.log(`  ${n.toLocaleString("en-US")} ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function seed(dataDir: string) {
  const port = 7900 + Math.floor(Math.random() * 90);
  const app = await startBinary(dataDir, port);
  const post = (path: string, body: unknown) =>
    fetch(app.url + path, {
      method: "POST",
      headers: { authorization: `Bearer ${app.token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const W = 8;
  try {
    const { tasks, invoices, stations, docs, events, audiobooks, sales, grants, supervisors, opportunities } = COUNTS;
    await many(
      tasks,
      W,
      (i) =>
        post("/api/tasks", {
          title: `${pick(WORDS, i)} the ${pick(NOUNS, i * 7)} ${i}`,
          description: i % 4 ? null : paragraph(i),
          priority: pick(["low", "medium", "high", "urgent"], i),
          // One in twenty still open after ten years; a few of those are late.
          status: i % 20 ? "completed" : "pending",
          dueDate: i % 3 ? day(i, tasks) : null,
          category: pick(["music", "admin", "promo", null], i),
        }),
      "tasks",
    );
    await many(
      invoices,
      W,
      (i) =>
        post("/api/invoices", {
          clientName: `Client ${i % 400} ${pick(NOUNS, i)}`,
          clientEmail: `client${i % 400}@example.com`,
          amount: 100 + (i % 900),
          description: `Session work ${i}`,
          dueDate: day(i, invoices),
          status: pick(["paid", "paid", "sent", "draft"], i),
        }),
      "invoices",
    );
    await many(
      stations,
      W,
      (i) =>
        post("/api/radio-stations", {
          name: `${pick(["KX", "WF", "KC", "WN"], i)}${String.fromCharCode(65 + (i % 26))}${i} Radio`,
          genre: pick(GENRES, i),
          location: pick(["Seattle", "Austin", "Leeds", "Berlin", "Toronto"], i),
          contactName: `Host ${i}`,
          contactEmail: `music${i}@station${i}.org`,
          status: pick(["pending", "contacted", "contacted", "responded", "rejected"], i),
        }),
      "radio stations",
    );
    await many(
      docs,
      W,
      (i) =>
        post("/api/knowledge-docs", {
          title: `${pick(["Royalties", "Touring", "Tax", "Contracts", "Publishing"], i)} note ${i}`,
          content: `${paragraph(i)}\n\n${paragraph(i + 1)}\n\n${paragraph(i + 2)}`,
          category: pick(["legal", "finance", "business", "general"], i),
          tags: [pick(GENRES, i), pick(NOUNS, i)],
        }),
      "knowledge docs",
    );
    await many(
      events,
      W,
      (i) =>
        post("/api/calendar-events", {
          title: `${pick(["Gig", "Rehearsal", "Studio", "Interview"], i)} ${i} at ${pick(NOUNS, i)}`,
          date: day(i, events),
          time: i % 2 ? "20:00" : undefined,
        }),
      "events",
    );
    const bookIds: number[] = [];
    await many(
      audiobooks,
      W,
      async (i) => {
        const res = await post("/api/audiobooks", {
          title: `The ${pick(NOUNS, i)} of ${i}`,
          author: `Author ${i % 40}`,
          genre: pick(["fiction", "mystery", "memoir", "fantasy"], i),
        });
        if (res.ok) bookIds.push(((await res.clone().json()) as { id: number }).id);
        return res;
      },
      "audiobooks",
    );
    // Sales through the CSV import route: one file per book (the body's audiobookId names the book).
    const perBook = Math.round(sales / bookIds.length);
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let b = next++; b < bookIds.length; b = next++) {
          const rows = Array.from({ length: perBook }, (_, k) => {
            const i = b * perBook + k;
            return `${day(k * 36 + (b % 36), perBook * 36)},${pick(["Audible", "Kobo", "Apple", "Google"], i)},${(2 + (i % 23) * 0.5).toFixed(2)},USD`;
          });
          const csv = ["date,platform,amount,currency", ...rows].join("\n");
          const res = await post("/api/audiobook-sales/import", { csv, audiobookId: bookIds[b] });
          if (!res.ok) throw new Error(`sales import: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
        }
      }),
    );
    console.log(
      `  ${sales.toLocaleString("en-US")} sales (CSV import) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await many(
      grants,
      W,
      (i) =>
        post("/api/grants", {
          title: `${pick(["Recording", "Touring", "Export", "Showcase"], i)} grant ${i}`,
          organization: pick(["Arts Council", "Music Fund", "Culture Office", "PRS Foundation"], i),
          amount: String(1000 + (i % 20) * 500),
          deadline: day(i, grants),
          status: pick(["discovered", "applied", "awarded", "rejected"], i),
        }),
      "grants",
    );
    await many(
      supervisors,
      W,
      (i) =>
        post("/api/music-supervisors", {
          name: `Supervisor ${i}`,
          company: `${pick(NOUNS, i)} pictures`,
          email: `sup${i}@example.com`,
          contactStatus: pick(["not_contacted", "contacted", "responded", "relationship"], i),
        }),
      "supervisors",
    );
    await many(
      opportunities,
      W,
      (i) =>
        post("/api/licensing-opportunities", {
          title: `${pick(["Trailer", "Episode", "Spot", "Level"], i)} ${i}`,
          company: `${pick(NOUNS, i)} studios`,
          type: pick(["film", "tv", "commercial", "game", "other"], i),
          deadline: day(i, opportunities),
        }),
      "opportunities",
    );
  } finally {
    await app.stop();
  }
}

/** The seeded data dir for this script and schema (seeding it on first use); returns a fresh copy to run against. */
export async function seededCopy(): Promise<string> {
  const migrations = join(HERE, "../migrations");
  const hasher = createHash("sha256");
  hasher.update(readFileSync(SELF));
  for (const f of readdirSync(migrations).sort())
    if (f.endsWith(".sql")) hasher.update(readFileSync(join(migrations, f)));
  const key = hasher.digest("hex").slice(0, 12);
  const cached = join(CACHE, `scale-${key}`);
  if (!existsSync(join(cached, "sunshine.db"))) {
    mkdirSync(CACHE, { recursive: true });
    for (const old of readdirSync(CACHE))
      if (old.startsWith("scale-")) rmSync(join(CACHE, old), { recursive: true, force: true });
    const building = mkdtempSync(join(CACHE, "building-"));
    console.log(`Seeding the ten-year dataset through the API (once; cached as ${cached})`);
    const t0 = performance.now();
    await seed(building);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    rmSync(join(building, "sunshine.pid"), { force: true });
    renameSync(building, cached);
  }
  const copy = mkdtempSync(join(tmpdir(), "sunshine-scale-"));
  cpSync(cached, copy, { recursive: true });
  return copy;
}

if (process.argv[1] === SELF) console.log(await seededCopy());
