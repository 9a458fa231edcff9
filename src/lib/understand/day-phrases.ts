import { addDays } from "../../shared/dates";
import { chronoParser, DAY, MONTH, ORDINAL, ORDINAL_WORD, dayIndex, daysTo, monthIndex, ymd } from "./calendar-words";
import WORDS from "./date-words.yaml";
import { nextDateOf } from "./holidays";

/**
 * Days and times said in ways chrono reads wrongly or not at all: a weekday counted in a month ("the last Friday of
 * the month", "the first Monday in December"), the end of a working day ("end of play Thursday", "COB tomorrow"),
 * and a span of hours after a day ("friday 4 to 7", "between 2 and 4").
 */
/** The nth (or, for -1, the last) such weekday of a month; undefined when that month has no such day. */
function nthWeekday(year: number, month: number, dow: number, nth: number): Date | undefined {
  if (nth < 0) {
    const last = new Date(year, month + 1, 0);
    return addDays(last, -((last.getDay() - dow + 7) % 7));
  }
  const first = new Date(year, month, 1);
  const d = addDays(first, ((dow - first.getDay() + 7) % 7) + 7 * (nth - 1));
  return d.getMonth() === month ? d : undefined;
}

// "the last Friday of the month" (this month's, or next month's once it has passed), "the first Monday of next
// month", "the second Tuesday in December". ("…of every month" is a repetition: its reader takes those words first.)
export const monthWeekdayParser = chronoParser(
  new RegExp(`\\b(?:the\\s+)?${ORDINAL_WORD}\\s+${DAY}\\s+(?:of|in)\\s+(?:(the|this|next)\\s+month|${MONTH})\\b`, "i"),
  ({ refDate: ref }, m) => {
    const [y, dow, nth] = [ref.getFullYear(), dayIndex(m[2]!), ORDINAL[m[1]!.toLowerCase()]!];
    if (m[4]) return firstAhead(ref, [y, y + 1].map((year) => nthWeekday(year, monthIndex(m[4]!), dow, nth)));
    return firstAhead(ref, monthsAhead(m[3]!).map((step) => nthWeekday(y, ref.getMonth() + step, dow, nth)));
  },
);

/** "next month" is the month after this one; "the month", "this month": this one, or the next once it has passed. */
const monthsAhead = (which: string) => (which.toLowerCase() === "next" ? [1] : [0, 1]);

/** The first day not before today, as chrono takes it (null: none is). */
function firstAhead(ref: Date, days: (Date | undefined)[]) {
  const today = new Date(ref.getFullYear(), ref.getMonth(), ref.getDate());
  const d = days.find((day) => day && day >= today);
  return d ? ymd(d) : null;
}

// "the last working day of the month", "the first business day of next month" (Monday to Friday).
export const workingDayParser = chronoParser(
  /\b(?:the\s+)?(first|last|final)\s+(?:working|work|business)\s*day\s+(?:of|in)\s+(the|this|next)\s+month\b/i,
  ({ refDate: ref }, m) => {
    const first = m[1]!.toLowerCase() === "first";
    const days = monthsAhead(m[2]!).map((step) => {
      let d = first ? new Date(ref.getFullYear(), ref.getMonth() + step, 1) : new Date(ref.getFullYear(), ref.getMonth() + step + 1, 0);
      while (d.getDay() === 0 || d.getDay() === 6) d = addDays(d, first ? 1 : -1);
      return d;
    });
    return firstAhead(ref, days);
  },
);

/** Days from `ref` to "today", "tomorrow" or a weekday (`DAY`); none said is today. */
function daysAhead(ref: Date, named: string | undefined, nextWeek = false): number {
  const day = named?.toLowerCase();
  return !day || day === "today" ? 0 : day === "tomorrow" ? 1 : daysTo(ref, dayIndex(day), nextWeek);
}

/** When a working day ends, as "end of play" or "close of business" means it. */
export const END_OF_DAY_HOUR = 17;

// "end of play Thursday", "EOD tomorrow", "close of business on friday", "by end of day": 5 PM on that day (today
// when none is said).
export const endOfDayParser = chronoParser(
  new RegExp(`\\b(?:eod|cob|eop|close\\s+of\\s+(?:business|play)|end\\s+of\\s+(?:the\\s+)?(?:working\\s+)?(?:day|play|business))\\b(?:\\s+(?:on\\s+)?(today|tomorrow|${DAY}))?`, "i"),
  (context, m) => ({ ...ymd(addDays(context.refDate, daysAhead(context.refDate, m[1]))), hour: END_OF_DAY_HOUR, minute: 0 }),
);

const CLOCK = "(\\d{1,2})(?:[:.](\\d{2}))?(?:\\s*(am|pm|a\\.m\\.?|p\\.m\\.?))?";
const clock = (hour?: string, minute?: string, half?: string) => {
  const h = Number(hour);
  if (h > 23 || Number(minute ?? 0) > 59) return undefined;
  const c: Record<string, number> = { hour: h, minute: Number(minute ?? 0) };
  if (half && h <= 12) (c.hour = (h % 12) + (/^p/i.test(half) ? 12 : 0)), (c.meridiem = /^p/i.test(half) ? 1 : 0);
  return c;
};

// "between 2 and 4", "from 10.30 till 1", and after a day "friday 4 to 7", "sat 2-5pm": a start and an end time
// (chrono reads "between 2 and 4" not at all and "4 to 7" as 6:56). A time alone after "at"/"for" stays chrono's.
export const hourSpanParser = chronoParser(
  new RegExp(
    `(?:\\bbetween\\s+${CLOCK}\\s+and\\s+|(?<=\\b(?:${DAY.replace("(", "(?:")}|today|tomorrow|tonight)\\s+)${CLOCK}\\s*(?:to|till|until|til|-|–)\\s*)${CLOCK}(?!\\s*(?:minutes|mins|hours|hrs|days|weeks|%|[/.:]\\d)|\\s+(?:(?!this\\b)[a-z]+s|people|of|or|more|per|hundred|thousand|grand|k|quid|percent|per cent)\\b)\\b`,
    "i",
  ),
  (context, m) => {
    const [h1, m1, a1] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    // "friday 20 to 8", "5 to 2": minutes to the hour, as chrono's reader of clock words takes them. ("friday 10 to 2"
    // is a span: ten is an hour a session starts at, and "ten to two" the clock is said with "at".)
    if (m[1] === undefined && /\bto\b/i.test(m[0]) && [5, 20, 25].includes(Number(h1)) && Number(h1) > Number(m[7]) && !m1 && !a1) return null;
    const start = clock(h1, m1, a1);
    const end = clock(m[7], m[8], m[9]);
    if (!start || !end) return null;
    // "2-5pm": the half of the day said once is both ends' ("11-2pm" starts in the morning).
    if (!a1 && m[9] && end.meridiem === 1 && start.hour! < 12 && start.hour! + 12 <= end.hour!) (start.hour! += 12), (start.meridiem = 1);
    // The day is only implied (today): a day said beside the span, which chrono joins to it, decides it.
    return context.createParsingResult(m.index ?? 0, m[0], start, end);
  },
);

/** When "first thing" in a day starts: the morning's hour (see `PART_OF_DAY_HOURS` in when.ts). */
export const FIRST_THING_HOUR = 9;

// "first thing Monday", "first thing tomorrow morning", "monday first thing": the start of that working day (chrono
// reads the day and leaves "first thing" to the title). Said alone, the next such morning; "the first thing I did" is none.
export const firstThingParser = chronoParser(
  new RegExp(`(?<!\\b(?:the|a|my|one)\\s+)\\bfirst\\s+thing(?:\\s+in\\s+the\\s+morning)?(?:\\s+(?:on\\s+)?(today|tomorrow|${DAY})(?:\\s+morning)?)?\\b`, "i"),
  (context, m) => {
    const time = { hour: FIRST_THING_HOUR, minute: 0 };
    if (!m[1]) return context.createParsingComponents(time);
    // (A weekday said on that day is next week's, as "move it to monday" said on a Monday is.)
    return { ...ymd(addDays(context.refDate, daysAhead(context.refDate, m[1], true))), ...time };
  },
);

/** A tag on a reading that names a stretch of days, not one day: the tools ask which day rather than guess. */
export const ROUGH_DAY = "rough-day";
const PART_OF_MONTH: Record<string, number> = WORDS.partOfMonth;

// "sometime mid-December", "early January", "the middle of March", "after Christmas", "over the holidays": a stretch
// of days (chrono reads the month's first day, or Christmas Day itself). Read as a day inside it, tagged rough.
export const roughDayParser = chronoParser(
  new RegExp(
    `\\b(?:(?:some\\s*time|around|about|in|for|by)\\s+)?(?:(?:the\\s+)?(early|mid|late)[\\s-]+${MONTH}|(?:the\\s+)?(beginning|start|middle)\\s+of\\s+${MONTH}|(?:(?:some\\s*time|just|right)\\s+)?after\\s+(christmas|xmas|new\\s+year(?:'?s)?|the\\s+holidays))\\b`,
    "i",
  ),
  (context, m) => {
    const ref = context.refDate;
    const part = (m[1] ?? m[3])?.toLowerCase();
    const month = m[2] ?? m[4];
    const date = month
      ? nextDateOf(ref, monthIndex(month), PART_OF_MONTH[part!]!)
      : /^new/i.test(m[5]!)
        ? ymd(new Date(ref.getFullYear() + 1, 0, 2))
        : ymd(new Date(ref.getFullYear() + (ref.getMonth() === 11 && ref.getDate() > 26 ? 1 : 0), 11, 27));
    return context.createParsingComponents(date).addTag(ROUGH_DAY);
  },
);
