import { describe, expect, test } from "bun:test";
import { backupsToKeep, DEFAULT_RETENTION } from "./retention";

const day = (d: Date) => d.toDateString();

describe("retention over a simulated year of nightly backups", () => {
  test("keeps exactly the last 7 daily, 4 weekly and 6 monthly", () => {
    // Pruned every night after the new backup, the way the scheduler does it; an extra manual backup on the 15th.
    let kept: { at: Date }[] = [];
    const start = new Date(2026, 0, 1, 3, 0);
    let last = start;
    for (let i = 0; i < 365; i++) {
      last = new Date(start.getFullYear(), start.getMonth(), start.getDate() + i, 3, 0);
      kept.push({ at: last });
      if (last.getDate() === 15) kept.push({ at: new Date(last.getTime() + 5 * 3600_000) });
      kept = [...backupsToKeep(kept, DEFAULT_RETENTION)];
    }
    // The documented set, worked out independently: the last 7 days, the Sundays (ends of week) of the 3 weeks
    // before this one, the last day of the 5 months before this one.
    const expected = new Set<string>();
    for (let i = 0; i < 7; i++) expected.add(day(new Date(last.getFullYear(), last.getMonth(), last.getDate() - i)));
    const sinceMonday = (last.getDay() + 6) % 7;
    for (let w = 1; w <= 3; w++)
      expected.add(day(new Date(last.getFullYear(), last.getMonth(), last.getDate() - sinceMonday - 7 * (w - 1) - 1)));
    for (let m = 1; m <= 5; m++) expected.add(day(new Date(last.getFullYear(), last.getMonth() - m + 1, 0)));
    expect(new Set(kept.map((k) => day(k.at)))).toEqual(expected);
    // One backup per kept day: on a day with two backups only the newer one stays.
    expect(kept.length).toBe(expected.size);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 6);
  });

  test("the newest backup is kept even with every count at zero; other policies are followed", () => {
    const items = [0, 1, 2, 3].map((i) => ({ at: new Date(2026, 5, 1 + i, 3) }));
    expect([...backupsToKeep(items, { daily: 0, weekly: 0, monthly: 0 })]).toEqual([items[3]]);
    expect(backupsToKeep(items, { daily: 2, weekly: 0, monthly: 0 })).toEqual(new Set([items[3], items[2]]));
  });
});
