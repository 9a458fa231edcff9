import { ORDINAL, ORDINAL_WORD } from "./calendar-words";
import WORDS from "./date-words.yaml";

/**
 * Reads a repetition said in a sentence ("every Monday", "every other Friday", "on the 1st of every month", "daily",
 * "every 2 weeks") as an RFC 5545 rule. One reader for every tool that can repeat (reminders today).
 */

/** A day's RFC 5545 code is its name's first two letters ("monday", "mon" → MO). */
const dayCode = (day: string) => day.slice(0, 2).toUpperCase();
// A whole word: "each month" is monthly, not "each mon" (Monday) + "th".
const DAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues|tue|wed|thurs|thu|fri|sat|sun)s?\\b";
const EVERY = "(?:every|each)";
const FREQ: Record<string, string> = WORDS.frequencies;
const NUMBER: Record<string, number> = WORDS.intervals;
/** A day of the month said as a word: "the first of every month". */
const DAY_NUMBER: Record<string, number> = WORDS.dayNumbers;

export interface Repeat {
  /** "FREQ=WEEKLY;BYDAY=MO" */
  rule: string;
  /** The words that said it, to cut from a title or message. */
  text: string;
}

/** Where an adverb of repetition ends its phrase: the end, or a time, a day or the message after it. */
const ADVERB_END = "(?=\\s*$|\\s+(?:at|on|from|starting|until|till|in the|to|before|after|please)\\b)";

const DAY_WORDS = Object.keys(DAY_NUMBER).join("|");

/** Which of a month's weekdays: "the first Monday" is 1MO, "the last Friday" -1FR. */
const NTH = ORDINAL_WORD;
const nthDay = (nth: string, day: string) => `FREQ=MONTHLY;BYDAY=${ORDINAL[nth]}${dayCode(day)}`;
/** Every `n` weeks on each day named in the words ("monday and thursday" → MO,TH). */
function weeklyOn(said: string, n = 1) {
  const days = new Set([...said.matchAll(new RegExp(DAY, "g"))].map((d) => dayCode(d[1]!)));
  return `FREQ=WEEKLY${n > 1 ? `;INTERVAL=${n}` : ""};BYDAY=${[...days].join(",")}`;
}

const FORMS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  // "the first Monday of each month", "on the last Friday of every month", "every month on the first Monday",
  // "every last Friday (of the month)"; "every second Tuesday" is every other week unless "of the month" follows
  // ("£15 each last friday" is a price, then a day).
  // ("of the month" alone, without "every", is one day: this month's.)
  [
    new RegExp(
      `\\b(?:on\\s+)?(?:the\\s+)?${NTH}\\s+${DAY}\\s+(?:of|in)\\s+${EVERY}\\s+month\\b|\\b${EVERY}\\s+month\\s+on\\s+the\\s+${NTH}\\s+${DAY}|\\b${EVERY}\\s+${NTH}\\s+${DAY}\\s+(?:of|in)\\s+the\\s+month\\b|\\bevery\\s+(?:first|1st|fourth|4th|last|final)\\s+${DAY}`,
    ),
    (m) => {
      const said = new RegExp(`${NTH}\\s+${DAY}`).exec(m[0])!;
      return nthDay(said[1]!, said[2]!);
    },
  ],
  // "the last working day of every month", "the first weekday of each month": a working day counted in the month.
  [
    new RegExp(`\\b(?:on\\s+)?(?:the\\s+)?(first|last|final)\\s+(?:working\\s+day|work\\s*day|weekday|business\\s+day)\\s+(?:of|in)\\s+${EVERY}\\s+month\\b`),
    (m) => `FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=${m[1] === "first" ? 1 : -1}`,
  ],
  // "on the 1st of every month", "the 15th of each month", "every month on the 1st", "the first of every month",
  // "the last day of each month"
  [
    new RegExp(`\\b(?:on\\s+)?(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th)?|${DAY_WORDS}|last)\\s+(?:day\\s+)?of\\s+${EVERY}\\s+month\\b|\\b(?:${EVERY}\\s+month|monthly)\\s+on\\s+the\\s+(\\d{1,2}(?:st|nd|rd|th)?|${DAY_WORDS}|last\\s+day)\\b`),
    (m) => {
      const said = (m[1] ?? m[2])!.replace(/\s+day$/, "");
      const day = said === "last" ? -1 : (DAY_NUMBER[said] ?? Number.parseInt(said, 10));
      return day === -1 || (day >= 1 && day <= 31) ? `FREQ=MONTHLY;BYMONTHDAY=${day}` : undefined;
    },
  ],
  // "every weekday", "weekdays at 8", "monday to friday at 7" (a span of days only with a time or "every": "busy
  // monday to friday?" is a week asked about).
  [
    new RegExp(
      `\\b${EVERY}\\s+(?:week\\s*day|weekday|work\\s*day)\\b|\\b(?:on\\s+)?(?:weekdays|workdays)\\b|\\b(?:${EVERY}\\s+(?:day\\s+)?(?:from\\s+)?|(?=mon(?:day)?s?\\s*(?:to|-|through|thru|till|until)\\s*fri(?:day)?s?\\s+at\\b))mon(?:day)?s?\\s*(?:to|-|through|thru|till|until)\\s*fri(?:day)?s?\\b`,
    ),
    () => "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
  ],
  [new RegExp(`\\b${EVERY}\\s+weekend\\b|\\b(?:on\\s+)?weekends\\b`), () => "FREQ=WEEKLY;BYDAY=SA,SU"],
  // "fortnightly on Mondays", "every two weeks on a Tuesday", "weekly on Fridays": how often, then the day.
  [
    new RegExp(`\\b(fortnightly|weekly|${EVERY}\\s+(?:(other|two|2|three|3)\\s+weeks?|fortnight|week))\\s+(?:on\\s+)?(?:a\\s+)?${DAY}`),
    (m) => weeklyOn(m[3]!, m[1]!.endsWith("fortnight") || m[1] === "fortnightly" ? 2 : (NUMBER[m[2] ?? ""] ?? 1)),
  ],
  // "every other Friday", "every 2nd tuesday", "every Monday and Thursday"
  [
    new RegExp(`\\b${EVERY}\\s+(?:(other|second|2nd|third|3rd|fourth|4th|two|three|four)\\s+)?${DAY}(?:\\s*(?:,|and|&)\\s*${DAY})*`),
    (m) => weeklyOn(m[0], m[1] ? (NUMBER[m[1].replace(/(?<=\d)(?:nd|rd|th)$/, "")] ?? 2) : 1),
  ],
  // "twice a week on mon and thu", "three times a week: mon, wed and fri": how many times, then which days.
  [
    new RegExp(`\\b(?:twice|two times|three times|2x|3x)\\s+a\\s+week\\s*[:,]?\\s+(?:on\\s+)?${DAY}(?:\\s*(?:,|and|&)\\s*${DAY})+`),
    (m) => weeklyOn(m[0]),
  ],
  // "saturdays and sundays", "tuesdays & thursdays": plural days said together, each week.
  [
    new RegExp(`\\b(?:on\\s+)?(?:${DAY.replace("s?", "s")})(?:\\s*(?:,|and|&)\\s*(?:${DAY.replace("s?", "s")}))+`),
    (m) => weeklyOn(m[0]),
  ],
  // "on Mondays" (plural day): every week; so is a plural day that ends the sentence ("back up the drives, fridays").
  [
    /\bon\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s(?=[\s.!]*$)/,
    (m) => `FREQ=WEEKLY;BYDAY=${dayCode((m[1] ?? m[2])!)}`,
  ],
  // "every 3 days", "every other week", "every 2 months"
  [
    new RegExp(`\\b${EVERY}\\s+(other|second|third|fourth|two|three|four|\\d)\\s+(day|week|month|year)s?\\b`),
    (m) => `FREQ=${FREQ[m[2]!]}${(NUMBER[m[1]!] ?? 1) > 1 ? `;INTERVAL=${NUMBER[m[1]!]}` : ""}`,
  ],
  [new RegExp(`\\b${EVERY}\\s+(day|morning|evening|night|week|month|year|quarter|fortnight)\\b`), (m) => `FREQ=${FREQ[m[1]!]}`],
  // "back up the laptop weekly", "remind me daily to stretch" — but "the weekly newsletter" is a name, not a rule.
  [new RegExp(`\\b(daily|nightly|weekly|monthly|yearly|annually|quarterly|fortnightly)\\b${ADVERB_END}`), (m) => `FREQ=${FREQ[m[1]!]}`],
  // "set up a monthly reminder …": the reminder asked for repeats (not "the weekly newsletter"; a task says it in its own words).
  [/\b(daily|weekly|monthly|yearly|annual|quarterly|fortnightly)(?=\s+(?:reminder|alarm|nudge)\b)/, (m) => `FREQ=${FREQ[m[1]!]}`],
];
/**
 * The request to repeat said before the repetition ("…, and make it repeat monthly", "and have it recur every
 * week"): part of the repetition's words, never of the message or title.
 */
const ASKED_TO_REPEAT = /(?:\band\s+)?(?:\b(?:make|have|set|let|get)\s+(?:it|that|this|them)\s+(?:to\s+)?)?\b(?:repeat|recur|repeating|recurring)(?:\s+(?:it|that|this))?\s+$/;

/** The repetition said in a (lower-case) sentence, if any. */
export function readRepeat(lower: string): Repeat | undefined {
  for (const [re, rule] of FORMS) {
    const m = re.exec(lower);
    const r = m && rule(m);
    if (!m || !r) continue;
    const asked = ASKED_TO_REPEAT.exec(lower.slice(0, m.index));
    return { rule: r, text: asked ? lower.slice(asked.index, m.index + m[0].length) : m[0] };
  }
  return undefined;
}
