import { expect, test } from "bun:test";
import { findWhens } from "./when";

// A shift ("push it an hour later", "snooze it by an hour") is read as a moment from now; its length is read from the
// words, so it does not depend on the second the message arrives in (counted from now it read as 59 minutes).
test("an hour said as a shift is 60 minutes whatever the seconds", () => {
  for (const s of [0, 1, 29, 30, 45, 59]) {
    const now = new Date(2026, 10, 27, 10, 0, s, 500);
    const lengths = [["an hour", 60], ["30 minutes", 30], ["2 hours", 120], ["by an hour", 60]] as const;
    for (const [text, minutes] of [...lengths, ["in an hour", undefined] as const]) {
      const w = findWhens(text, now)[0]!;
      expect([text, s, w.said.minutes]).toEqual([text, s, minutes]);
    }
  }
});

test("'this morning', 'this afternoon', 'this evening' are today even when said after that part of the day", () => {
  for (const hour of [8, 10, 14, 19]) {
    const now = new Date(2026, 10, 27, hour, 2);
    for (const [said, time] of [["call jo this morning", "09:00"], ["ring the printer this afternoon", "14:00"], ["the mix this evening", "18:00"]]) {
      const w = findWhens(said!, now)[0]!;
      expect({ said, hour, date: w.date, time: w.time }).toEqual({ said, hour, date: "2026-11-27", time });
    }
  }
});

test("a weekday counted in a month, the end of a working day and a span of hours", () => {
  const now = new Date(2026, 10, 23, 10, 0);
  const read = (said: string) => {
    const w = findWhens(said, now)[0];
    return w && { date: w.date, time: w.time, endTime: w.endTime };
  };
  expect(read("on the last friday of the month")).toEqual({ date: "2026-11-27", time: undefined, endTime: undefined });
  expect(read("the first monday of december")).toEqual({ date: "2026-12-07", time: undefined, endTime: undefined });
  expect(read("end of play thursday")).toEqual({ date: "2026-11-26", time: "17:00", endTime: undefined });
  expect(read("between 2 and 4 on wednesday")).toEqual({ date: "2026-11-25", time: "14:00", endTime: "16:00" });
  expect(read("friday 4 to 7")).toEqual({ date: "2026-11-27", time: "16:00", endTime: "19:00" });
  // Minutes to an hour are said in fives; other numbers either side of "to" are not a clock.
  expect(read("friday 20 to 5")?.time).toBe("16:40");
  expect(read("friday 10 to 2")).toEqual({ date: "2026-11-27", time: "10:00", endTime: "14:00" });
  expect(read("between 2 and 4 songs")).toBeUndefined();
  // A day and its month, then hours written across Europe: not the year 2014.
  expect(read("on 3 December 14-18h")).toEqual({ date: "2026-12-03", time: "14:00", endTime: "18:00" });
  expect(read("5 dec 10:30-13")).toEqual({ date: "2026-12-05", time: "10:30", endTime: "13:00" });
});
