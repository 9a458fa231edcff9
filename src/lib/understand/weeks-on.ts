import { addDays } from "../../shared/dates";
import { chronoParser, DAY, MONTH_NAME, dayIndex, daysTo, monthIndex, ymd } from "./calendar-words";

/**
 * Days counted in weeks the British way, which chrono reads as "a week from now" or not at all: "the week after
 * next" (Monday to Sunday, two weeks on; "the week after this one" is next week), "the weekend after next" (the
 * Saturday and Sunday after the coming ones), "friday week", "a week on friday", "friday after next" (the coming Friday
 * and then seven days more), "a week today", "tomorrow week" (that day and seven more).
 */
export const weeksOnParser = chronoParser(
  new RegExp(
    `\\b(?:(?:the\\s+)?week(?<wend>end)?\\s+after\\s+(?<which>next|this(?:\\s+(?:one|week(?:end)?))?)|(?<n1>a|\\d)\\s+weeks?\\s+(?:on|from)\\s+(?<d1>${DAY})|(?<d2>${DAY})\\s+(?:week|after\\s+next|(?<f>fortnight))|(?<n2>a|\\d)\\s+weeks?\\s+(?:from\\s+)?(?<near>today|tomorrow)|(?<near2>today|tomorrow)\\s+week)\\b`,
    "i",
  ),
  (context, match) => {
    const ref = context.refDate;
    const g = match.groups ?? {};
    // "a week today", "a fortnight today" (read as "2 weeks today"), "friday fortnight": so many weeks on.
    const weeks = 7 * (g.f ? 2 : Number(/^\d$/.test(g.n1 ?? g.n2 ?? "") ? (g.n1 ?? g.n2) : 1));
    const near = g.near ?? g.near2;
    if (near) return ymd(addDays(ref, (/^tom/i.test(near) ? 1 : 0) + weeks));
    const named = g.d1 ?? g.d2;
    // "the weekend after next" (or "after this one"): the Saturday and Sunday after the coming ones.
    if (g.wend) {
      const saturday = addDays(ref, ((6 - ref.getDay() + 7) % 7) + 7);
      return context.createParsingResult(match.index ?? 0, match[0], ymd(saturday), ymd(addDays(saturday, 1)));
    }
    if (!named) {
      // ("the week after this one" is next week.)
      const monday = addDays(ref, ((8 - ref.getDay()) % 7 || 7) + (/^next$/i.test(g.which ?? "next") ? 7 : 0));
      return context.createParsingResult(match.index ?? 0, match[0], ymd(monday), ymd(addDays(monday, 6)));
    }
    return ymd(addDays(ref, daysTo(ref, dayIndex(named), true) + weeks));
  },
);

/**
 * "the weekend of the 5th", "the weekend of December 5th": the Saturday and Sunday around that day (a Sunday's own
 * weekend; a weekday's the one after it). Chrono reads "weekend" and the day as two dates.
 */
export const weekendOfParser = chronoParser(
  new RegExp(`\\b(?:the\\s+)?weekend\\s+of\\s+(?:(?:the\\s+)?(?<d1>\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?(?:\\s+(?<m1>${MONTH_NAME}))?|(?<m2>${MONTH_NAME})\\s+(?:the\\s+)?(?<d2>\\d{1,2})(?:st|nd|rd|th)?)\\b`, "i"),
  (context, match) => {
    const ref = context.refDate;
    const g = match.groups ?? {};
    const day = Number(g.d1 ?? g.d2);
    const named = g.m1 ?? g.m2;
    if (day < 1 || day > 31) return null;
    // The next such day: this month's unless it has gone by (or that month's, this year or next).
    let date = new Date(ref.getFullYear(), named ? monthIndex(named) : ref.getMonth(), day);
    const today = new Date(ref.getFullYear(), ref.getMonth(), ref.getDate());
    if (date < today) date = named ? new Date(date.getFullYear() + 1, date.getMonth(), day) : new Date(ref.getFullYear(), ref.getMonth() + 1, day);
    const saturday = addDays(date, date.getDay() === 0 ? -1 : (6 - date.getDay() + 7) % 7);
    return context.createParsingResult(match.index ?? 0, match[0], ymd(saturday), ymd(addDays(saturday, 1)));
  },
);
