import { expect, test } from "bun:test";
import floor from "./floor.json";
import { runCorpus, tally } from "./run";

// The assistant's accuracy floor: it only goes up (raise floor.json as the corpus passes more).
test("the offline assistant gets the corpus right above the floor, and never writes what it should not", async () => {
  const results = await runCorpus();
  const t = tally(results);
  const misses = results.filter((r) => !r.ok).map((r) => `[${r.group}] ${r.say} — ${r.why}`);
  if (t.accuracy < floor.accuracy) console.log(misses.join("\n"));
  expect(t.total).toBeGreaterThanOrEqual(400);
  expect(t.groups.size).toBeGreaterThanOrEqual(12);
  expect(t.accuracy).toBeGreaterThanOrEqual(floor.accuracy);
  expect(t.wrongWrites).toBeLessThanOrEqual(floor.wrongWrites);
}, 300_000);
