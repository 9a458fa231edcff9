/**
 * The assistant, measured (issue: ≥ 95 % of the corpus offline, p99 ≤ 10 ms per sentence on a big dataset).
 * 1. Accuracy per group on the corpus (src/composers/ai/corpus), as in `make test`.
 * 2. Offline latency per sentence, every corpus sentence again, on the corpus data plus ten busy years of records
 *    (20,000 tasks, 3,000 events, 3,000 invoices, 1,500 stations, 3,000 notes, 300 books with 30,000 sales, 1,000
 *    grants, 500 supervisors, 1,000 opportunities). Prints figures; asserts nothing.
 */
import { runCorpus, tally, corpusDb } from "../src/composers/ai/corpus/run";
import { tenYears } from "./ten-years";

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const results = await runCorpus();
const t = tally(results);
console.log(`Assistant corpus, offline: ${(t.accuracy * 100).toFixed(1)}% of ${t.total} sentences right; wrong writes ${(t.wrongWrites * 100).toFixed(1)}% [target ≥ 95 %]`);
for (const [g, x] of [...t.groups].sort()) console.log(`  ${g.padEnd(20)} ${String(x.ok).padStart(3)}/${String(x.n).padEnd(3)} ${((100 * x.ok) / x.n).toFixed(0).padStart(3)}%${x.wrong ? `  (${x.wrong} wrong writes)` : ""}`);

// Sentences written without looking at the templates and never tuned to (src/composers/ai/corpus/held-out).
const heldOut = tally(await runCorpus(undefined, undefined, `${import.meta.dir}/../src/composers/ai/corpus/held-out`));
console.log(`Held-out sentences: ${(heldOut.accuracy * 100).toFixed(1)}% of ${heldOut.total} right; wrong writes ${(heldOut.wrongWrites * 100).toFixed(1)}% [target ≥ 95 %, 0 wrong writes]`);

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
