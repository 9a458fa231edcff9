import { expect, test } from "bun:test";
import { repeatWords } from "./repeat-words";

test("a repetition rule in a few words", () => {
  expect(repeatWords("FREQ=WEEKLY;BYDAY=MO")).toBe("every Monday");
  expect(repeatWords("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")).toBe("every other Friday");
  expect(repeatWords("FREQ=WEEKLY;BYDAY=MO,TH")).toBe("every Monday and Thursday");
  expect(repeatWords("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("every weekday");
  expect(repeatWords("FREQ=MONTHLY;BYMONTHDAY=1")).toBe("monthly on the 1st");
  expect(repeatWords("FREQ=MONTHLY;INTERVAL=3")).toBe("every 3 months");
  expect(repeatWords("FREQ=DAILY")).toBe("every day");
  expect(repeatWords(null)).toBeUndefined();
  expect(repeatWords("nonsense")).toBeUndefined();
});
