import type * as chrono from "chrono-node/en";

// The names of days and months as the date readers (chrono's extra parsers) match and count them.

/** A weekday's name or its short form, captured: "fri", "thursday". */
export const DAY = "(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)[a-z]*";
/** A month's name or its short form, captured: "dec", "december". */
export const MONTH = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*";

/** A weekday's name or short form, not captured: "tues", "thursday". */
export const WEEKDAY = "(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?";
/** A month's name or short form, not captured: "sept", "december". */
export const MONTH_NAME = "(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)";

/** Which one counted in a month: "the first Monday" (1), "the last Friday" (-1), "the third quarter" (3). */
export const ORDINAL: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1, final: -1 };
export const ORDINAL_WORD = "(first|1st|second|2nd|third|3rd|fourth|4th|last|final)";

/** Sunday 0 … Saturday 6, from a name `DAY` matched. */
export const dayIndex = (word: string) => "sunmontuewedthufrisat".indexOf(word.toLowerCase().slice(0, 3)) / 3;
/** January 0 … December 11, from a name `MONTH` matched. */
export const monthIndex = (word: string) => "janfebmaraprmayjunjulaugsepoctnovdec".indexOf(word.toLowerCase().slice(0, 3)) / 3;

/** Days from `ref` to the next such weekday: 0 on that day itself, unless `nextWeek` (then 7). */
export const daysTo = (ref: Date, dow: number, nextWeek = false) => (dow - ref.getDay() + 7) % 7 || (nextWeek ? 7 : 0);

/** A date as chrono takes it from a parser. */
export const ymd = (d: Date) => ({ day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() });

/** One of the readers chrono runs before its own: its pattern (built once) and what a match of it says. */
export function chronoParser(pattern: RegExp, extract: chrono.Parser["extract"]): chrono.Parser {
  return { pattern: () => pattern, extract };
}
