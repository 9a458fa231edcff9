/**
 * The assistant, measured (issue: ≥ 95 % of the corpus offline, p99 ≤ 10 ms per sentence on a big dataset).
 * 1. Accuracy per group on the corpus (src/modules/ai/corpus), as in `make test`.
 * 2. Offline latency per sentence, every corpus sentence again, on the corpus data plus ten busy years of records
 *    (20,000 tasks, 3,000 events, 3,000 invoices, 1,500 stations, 3,000 notes, 300 books with 30,000 sales, 1,000
 *    grants, 500 supervisors, 1,000 opportunities). Prints figures; asserts nothing.
 */
import { runCorpus, tally, corpusDb } from "../src/modules/ai/corpus/run";
import type { Db } from "../src/db/client";
import { audiobookSales, audiobooks } from "../src/modules/audiobooks/schema";
import { calendarEvents } from "../src/modules/calendar/schema";
import { grants } from "../src/modules/grants/schema";
import { invoices } from "../src/modules/invoices/schema";
import { knowledgeDocs } from "../src/modules/knowledge/schema";
import { licensingOpportunities, musicSupervisors } from "../src/modules/licensing/schema";
import { radioStations } from "../src/modules/radio/schema";
import { tasks } from "../src/modules/tasks/schema";

const WORDS = "call mix master send pitch book record rehearse email invoice review plan update fix upload print".split(" ");
const NOUNS = "radio station label venue festival blog podcast producer studio artwork stems playlist press kit tour".split(" ");
const pick = <T>(a: readonly T[], i: number) => a[i % a.length]!;
const day = (i: number) => new Date(Date.UTC(2016, 11, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);

function bulk<T>(db: Db, table: any, n: number, row: (i: number) => T) {
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => row(start + k));
    db.insert(table).values(rows as any).run();
  }
}

function tenYears(db: Db) {
  db.$client.exec("BEGIN");
  bulk(db, tasks, 20_000, (i) => ({
    title: `${pick(WORDS, i)} the ${pick(NOUNS, i * 7)} ${i}`,
    priority: pick(["low", "medium", "high", "urgent"] as const, i),
    status: i % 20 ? "completed" : "pending", // one in twenty still open after ten years
    dueDate: i % 3 ? day(i) : null,
  }));
  bulk(db, calendarEvents, 3_000, (i) => ({ title: `Gig ${i} at ${pick(NOUNS, i)} hall`, date: day(i), time: i % 2 ? "20:00" : null }));
  bulk(db, invoices, 3_000, (i) => ({
    number: `OLD-${String(i).padStart(5, "0")}`,
    clientName: `Client ${i % 400} ${pick(NOUNS, i)}`,
    clientEmail: `client${i}@example.com`,
    amount: String(100 + (i % 900)),
    description: "Session work",
    status: pick(["paid", "paid", "sent", "draft"], i),
    dueDate: day(i),
  }));
  bulk(db, radioStations, 1_500, (i) => ({ name: `Station ${i} FM ${pick(NOUNS, i)}`, status: pick(["pending", "contacted", "responded"], i) }));
  bulk(db, knowledgeDocs, 3_000, (i) => ({
    title: `Note ${i} about the ${pick(NOUNS, i)}`,
    content: `Everything about ${pick(WORDS, i)} and the ${pick(NOUNS, i * 3)}. `.repeat(20),
  }));
  bulk(db, audiobooks, 300, (i) => ({ title: `Old book ${i}`, author: "Me", genre: "fiction" }));
  const firstBook = (db.$client.query("SELECT min(id) AS id FROM audiobooks WHERE title LIKE 'Old book %'").get() as { id: number }).id;
  bulk(db, audiobookSales, 30_000, (i) => ({ audiobookId: firstBook + (i % 300), platform: pick(["Audible", "Spotify", "Apple Books"], i), saleDate: day(i), amount: 9.99 }));
  bulk(db, grants, 1_000, (i) => ({ title: `Old grant ${i}`, organization: `Fund ${i % 50}`, deadline: day(i), status: "discovered" }));
  bulk(db, musicSupervisors, 500, (i) => ({ name: `Supervisor ${i}` }));
  bulk(db, licensingOpportunities, 1_000, (i) => ({ title: `Brief ${i}`, company: `Agency ${i % 80}`, type: "tv" }));
  db.$client.exec("COMMIT");
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const results = await runCorpus();
const t = tally(results);
console.log(`Assistant corpus, offline: ${(t.accuracy * 100).toFixed(1)}% of ${t.total} sentences right; wrong writes ${(t.wrongWrites * 100).toFixed(1)}% [target ≥ 95 %]`);
for (const [g, x] of [...t.groups].sort()) console.log(`  ${g.padEnd(20)} ${String(x.ok).padStart(3)}/${String(x.n).padEnd(3)} ${((100 * x.ok) / x.n).toFixed(0).padStart(3)}%${x.wrong ? `  (${x.wrong} wrong writes)` : ""}`);

const big = corpusDb();
const t0 = performance.now();
tenYears(big.db);
console.log(`Ten years of records seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await runCorpus(undefined, big.db); // warm-up: first use of every code path and prepared statement
const rows = await runCorpus(undefined, big.db);
const timed = rows.map((r) => r.ms).sort((a, b) => a - b);
console.log(
  `Offline latency per sentence on ten years of data (${timed.length} sentences, in process): p50 ${pct(timed, 50).toFixed(2)} ms, p99 ${pct(timed, 99).toFixed(2)} ms, max ${timed.at(-1)!.toFixed(2)} ms [target p99 ≤ 10 ms]`,
);
console.log("  slowest:");
for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`    ${r.ms.toFixed(1).padStart(6)} ms  [${r.group}] ${r.say}`);
big.close();
