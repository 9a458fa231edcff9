import { describe, expect, test } from "bun:test";
import { hourlyJob, nextMinutePast } from "./cron-job";

const at = (iso: string) => Date.parse(iso);

describe("hourly jobs", () => {
  test("the next run is the first listed minute past an hour strictly after the last one", () => {
    expect(nextMinutePast([7], at("2030-05-01T10:06:59Z"))).toBe(at("2030-05-01T10:07:00Z"));
    expect(nextMinutePast([7], at("2030-05-01T10:07:00Z"))).toBe(at("2030-05-01T11:07:00Z"));
    expect(nextMinutePast([0, 30], at("2030-05-01T10:07:00Z"))).toBe(at("2030-05-01T10:30:00Z"));
    expect(nextMinutePast([0, 30], at("2030-05-01T10:30:00Z"))).toBe(at("2030-05-01T11:00:00Z"));
    expect(nextMinutePast([0, 30], at("2030-12-31T23:59:00Z"))).toBe(at("2031-01-01T00:00:00Z"));
  });

  test("runs once at once, then waits for its minute until stopped", () => {
    let runs = 0;
    const stop = hourlyJob([0], "A check", () => runs++);
    expect(runs).toBe(1);
    stop();
  });
});
