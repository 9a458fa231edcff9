import { WEEKDAY } from "./calendar-words";
import WORDS from "./date-words.yaml";

/**
 * What kind of words said a date ("at 5", "friday", "tonight", "an hour"), read once where the date is found. The
 * tools that change a record need to know it (a time alone keeps the record's day, a length is a shift), and each
 * used to read the date's words again with a pattern of its own, a little different every time.
 */
export interface Said {
  /** A clock time with no day: "at 5", "10:30pm", "eight in the morning", "noon". */
  timeAlone?: true;
  /** A clock time without am or pm, nor a 24-hour hour ("at 8", "7:30"): either half of the day may be meant. */
  noMeridiem?: true;
  /** A weekday leads it ("friday", "on tues at 3"); `alone`: the weekday is all of it, no date, week nor time. */
  weekday?: "alone" | "first";
  /** Today's part of the day: "today", "tonight", "this morning" (chrono rolls a time gone by to tomorrow). */
  today?: true;
  /** A length, not a moment ("an hour", "by 30 minutes", "10 hrs 30 mins"), in minutes: chrono reads it from now. */
  minutes?: number;
}

const HOUR = String.raw`(?:\d{1,2}(?:[:.]\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const CLOCK = String.raw`${HOUR}\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?(?:\s+in the (?:morning|afternoon|evening))?`;
const TIME_ALONE = new RegExp(String.raw`^(?:at\s+|from\s+)?(?:${CLOCK}|noon|midday)$`, "i");
const TWELVE_HOUR = /^(?:at\s+)?(?:[1-9]|1[0-2])(?:[:.]\d\d)?(?:\s*o'?clock)?$/i;
// ("a week today", "a week from today" are a week on.)
const TODAY = /(?<!\b(?:week|from)\s)\b(?:today|this (?:morning|afternoon|evening)|tonight)\b/i;
const WEEKDAY_FIRST = new RegExp(`^(?:on\\s+|this\\s+)?${WEEKDAY}\\b`, "i");
const WEEKDAY_ALONE = new RegExp(`^(?:on\\s+|this\\s+)?${WEEKDAY}[\\s,.]*$`, "i");
/** Words before a length that leave it a length ("by an hour", "for 6 hours", "about 9 hours"), unlike "in an hour". */
const LENGTH_LEAD = /^(?:by|for|about|around|roughly|approximately|nearly|almost)\s+/i;

/** The marks of a date's words (`time`: whether a time was read from them). */
export function saidAs(text: string, time: string | undefined): Said {
  const words = text.trim();
  const said: Said = {};
  if (time && TIME_ALONE.test(words)) said.timeAlone = true;
  if (TWELVE_HOUR.test(words)) said.noMeridiem = true;
  if (WEEKDAY_FIRST.test(words)) said.weekday = WEEKDAY_ALONE.test(words) && !time ? "alone" : "first";
  if (TODAY.test(words)) said.today = true;
  // ("push it back an hour to 8pm": the length, then where it lands.)
  const length = readLength(words.replace(LENGTH_LEAD, ""));
  if (length && /^(?:\s+(?:to|till|until)\s.*)?$/i.test(length.rest)) said.minutes = length.minutes;
  return said;
}

const COUNT: Record<string, number> = { ...WORDS.lengthCounts, ...WORDS.lengthNumbers };
const UNIT: Record<string, number> = WORDS.lengthUnits;
/** A count (in figures or words), its unit, then "and a half" or minutes more ("10 hrs 30 mins"). */
const COUNT_WORD = Object.keys(COUNT).join("|");
const COUNTED = String.raw`(?:(\d+(?:\.\d+)?)\s*|(${COUNT_WORD})\s+)(minute|min|m|hour|hr|h|day|week)s?\b`;
const LENGTH = new RegExp(String.raw`^${COUNTED}(\s+and\s+a\s+half)?(?:\s*(\d+)\s*m(?:in(?:ute)?)?s?\b)?`, "i");

/**
 * The one reader of a length said ("half an hour", "90 mins", "an hour and a half", "10 hrs 30 mins", "a day"): its
 * minutes, and the words after it ("before the gig"). Undefined when the words do not start with a length.
 */
export function readLength(text: string): { minutes: number; rest: string } | undefined {
  const m = LENGTH.exec(text.trim());
  if (!m) return undefined;
  const count = m[1] ? Number(m[1]) : COUNT[m[2]!.toLowerCase()]!;
  const minutes = (count + (m[4] ? 0.5 : 0)) * UNIT[m[3]!.toLowerCase()]! + Number(m[5] ?? 0);
  return { minutes: Math.round(minutes), rest: text.trim().slice(m[0].length) };
}
