import type * as chrono from "chrono-node/en";
import { addDays } from "../../shared/dates";

/**
 * Days counted in weeks the British way, which chrono reads as "a week from now" or not at all: "the week after
 * next" (Monday to Sunday, two weeks on), "friday week", "a week on friday", "friday after next" (the coming Friday
 * and then seven days more), "a week today", "tomorrow week" (that day and seven more).
 */
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY = "(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)[a-z]*";

const ymd = (d: Date) => ({ day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() });

export const weeksOnParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      `\\b(?:(?:the\\s+)?week\\s+after\\s+next|(?:a\\s+week\\s+(?:on|from)\\s+)${DAY}|${DAY}\\s+(?:week|after\\s+next)|(?:a\\s+week\\s+(?:from\\s+)?(today|tomorrow))|(today|tomorrow)\\s+week)\\b`,
      "i",
    ),
  extract: (context, match) => {
    const ref = context.refDate;
    const near = match[3] ?? match[4];
    if (near) return ymd(addDays(ref, (/^tom/i.test(near) ? 1 : 0) + 7));
    const named = match[1] ?? match[2];
    if (!named) {
      const monday = addDays(ref, ((8 - ref.getDay()) % 7 || 7) + 7);
      return context.createParsingResult(match.index ?? 0, match[0], ymd(monday), ymd(addDays(monday, 6)));
    }
    const dow = DAYS.findIndex((d) => d.startsWith(named.toLowerCase().slice(0, 3)));
    if (dow < 0) return null;
    return ymd(addDays(ref, ((dow - ref.getDay() + 7) % 7 || 7) + 7));
  },
};
