import { expect, test } from "bun:test";
import { findWhens, saidMinutes } from "./when";

// A shift ("push it an hour later", "snooze it by an hour") is read as a moment from now; the length must not depend
// on the second the message arrives in (it read as 59 minutes in the second half of a minute).
test("an hour said as a shift is 60 minutes whatever the seconds", () => {
  for (const s of [0, 1, 29, 30, 45, 59]) {
    const now = new Date(2026, 10, 27, 10, 0, s, 500);
    for (const [text, minutes] of [["an hour", 60], ["30 minutes", 30], ["2 hours", 120], ["by an hour", 60], ["in an hour", 60]] as const) {
      const w = findWhens(text, now)[0]!;
      expect([text, s, saidMinutes(w, now)]).toEqual([text, s, minutes]);
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
