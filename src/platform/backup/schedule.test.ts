import { expect, test } from "bun:test";
import { Cron } from "croner";
import { nextRunAfter } from "./settings";

test("the next scheduled backup is the cron library's own answer on the local clock", () => {
  for (const schedule of ["0 3 * * *", "0 */6 * * *", "15 4 * * 1", "0 0 1 * *"])
    for (let t = Date.parse("2030-01-01T00:00:00Z"); t < Date.parse("2031-01-01T00:00:00Z"); t += 7.3 * 3_600_000) {
      const from = new Date(t);
      expect(nextRunAfter(schedule, from)?.getTime(), `${schedule} after ${from.toISOString()}`).toBe(
        new Cron(schedule, { paused: true }).nextRun(from)!.getTime(),
      );
    }
  expect(nextRunAfter("off", new Date())).toBeUndefined();
});
