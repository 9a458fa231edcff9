import { describe, expect, test } from "bun:test";
import { describeRecurrence, firstOccurrence, nextOccurrence } from "../../shared/recurrence";
import { readRepeat } from "./recurrence";
import { dateOrderOf, findWhens, withDateOrder } from "./when";

describe("repetitions said in words", () => {
  test.each([
    ["remind me every monday to post", "FREQ=WEEKLY;BYDAY=MO"],
    ["every other friday at 6pm", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"],
    ["every monday and thursday", "FREQ=WEEKLY;BYDAY=MO,TH"],
    ["on the 1st of every month", "FREQ=MONTHLY;BYMONTHDAY=1"],
    ["every month on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15"],
    ["every weekday at 7", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
    ["every day at 8am", "FREQ=DAILY"],
    ["every 3 days", "FREQ=DAILY;INTERVAL=3"],
    ["water the plants on sundays", "FREQ=WEEKLY;BYDAY=SU"],
    ["file the vat return quarterly", "FREQ=MONTHLY;INTERVAL=3"],
    ["every fortnight", "FREQ=WEEKLY;INTERVAL=2"],
    ["fortnightly on mondays at 10", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO"],
    ["every two weeks on a tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"],
    ["remind me daily at 9 to stretch", "FREQ=DAILY"],
    ["back up the laptop weekly", "FREQ=WEEKLY"],
    ["on the first monday of each month at 10am", "FREQ=MONTHLY;BYDAY=1MO"],
    ["every month on the last friday", "FREQ=MONTHLY;BYDAY=-1FR"],
    ["every second tuesday of the month", "FREQ=MONTHLY;BYDAY=2TU"],
    ["every second tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"],
  ])("%s", (said, rule) => {
    expect(readRepeat(said)?.rule).toBe(rule);
  });

  test("a request to repeat is part of the repetition's words", () => {
    expect(readRepeat("pay the rent on the 15th, and make it repeat monthly")?.text).toBe("and make it repeat monthly");
  });

  test("a single day is not a repetition", () => {
    for (const said of ["remind me on monday", "call mum on sunday", "every bit helps", "the day after", "write the weekly newsletter", "quarterly meeting with the label on friday", "the last friday of the month", "15 each last friday"])
      expect(readRepeat(said)).toBeUndefined();
  });

  test("occurrences keep the local time of day; the first is after now", () => {
    const now = new Date(2026, 10, 23, 10, 0); // a Monday, 10:00
    expect(firstOccurrence("FREQ=WEEKLY;BYDAY=MO", 9, 0, now)).toEqual(new Date(2026, 10, 30, 9, 0));
    expect(firstOccurrence("FREQ=WEEKLY;BYDAY=MO", 11, 0, now)).toEqual(new Date(2026, 10, 23, 11, 0));
    expect(nextOccurrence("FREQ=MONTHLY;BYMONTHDAY=31", new Date(2026, 0, 31, 9), new Date(2026, 0, 31, 10))).toEqual(new Date(2026, 2, 31, 9));
    expect(describeRecurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")).toBe("every 2 weeks on Friday");
  });

  test("every other Tuesday said on a Saturday starts next Tuesday, then every two weeks from there", () => {
    const saturday = new Date(2026, 10, 28, 10, 0);
    const first = firstOccurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", 10, 0, saturday);
    expect(first).toEqual(new Date(2026, 11, 1, 10, 0));
    expect(nextOccurrence("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", first!, first!)).toEqual(new Date(2026, 11, 15, 10, 0));
    expect(firstOccurrence("FREQ=WEEKLY;INTERVAL=3;BYDAY=FR", 9, 0, saturday)).toEqual(new Date(2026, 11, 4, 9, 0));
  });
});

describe("numeric dates in the owner's order", () => {
  test("en-GB reads 4/12 as 4 December, en-US as 12 April", () => {
    const now = new Date(2026, 10, 23, 10);
    expect(dateOrderOf("en-GB")).toBe("uk");
    expect(dateOrderOf("en-US")).toBe("us");
    expect(withDateOrder(dateOrderOf("en-GB"), () => findWhens("on 4/12", now)[0]?.date)).toBe("2026-12-04");
    expect(withDateOrder(dateOrderOf("en-US"), () => findWhens("on 4/12", now)[0]?.date)).toBe("2027-04-12");
    expect(findWhens("on 4/12", now)[0]?.date).toBe("2027-04-12");
  });
});
