// English only: the package's root would load every locale it ships (a tenth of the server's start-up).
import * as chrono from "chrono-node/en";
import { addDays, localDateKey, localTimeKey } from "../../shared/dates";
import { CURRENCY_WORDS } from "../../shared/money";
import { holidayParser, nextDateOf } from "./holidays";
import { weekendOfParser, weeksOnParser } from "./weeks-on";
import { chronoParser, MONTH, MONTH_NAME, monthIndex, WEEKDAY, ymd } from "./calendar-words";
import WORDS from "./date-words.yaml";
import { notADate } from "./not-a-date";
import { saidAs, type Said } from "./said-as";
import { remembered } from "./remembered";
import { endOfDayParser, firstThingParser, hourSpanParser, monthWeekdayParser, ROUGH_DAY, roughDayParser, workingDayParser } from "./day-phrases";

/**
 * Dates and times in a sentence, with chrono-node (forward dates). Documented defaults when only a part of the day
 * is said: morning 09:00, noon/midday/lunchtime 12:00, afternoon 14:00, evening 18:00, tonight/night 20:00. "at 5"
 * with no am/pm means 5 PM for hours 1–7 (a working day), as people mean it. A date with no time stays a date.
 */
export const PART_OF_DAY_HOURS: Record<string, number> = WORDS.partOfDayHours;

export interface When {
  /** YYYY-MM-DD (local). */
  date: string;
  /** HH:MM when a time (or a part of the day) was said. */
  time?: string;
  endDate?: string;
  endTime?: string;
  /** The start as a moment (local midnight for a date alone). */
  at: Date;
  /** A stretch of days said loosely ("mid-December", "after Christmas"): `date` is only a day inside it. */
  rough?: true;
  /** The words it came from, and where they start in the sentence. */
  text: string;
  index: number;
  /** Said as a limit: "before the 2nd" (up to the day before), "by friday", "until the 10th" (up to that day). */
  bound?: "before" | "by";
  /** What kind of words said it ("at 5", "friday", "an hour"), read once from `text` (see `Said`). */
  said: Said;
}

/**
 * A word after "the 5th" that is not a day of this month: a month's name (chrono's date, "the 5th of december") or
 * a thing ("for the 3rd time"); a time range after it ("on the 3rd from 10 till 4") keeps it a day.
 */
// ("on the 21st for 29.98": an amount after "for" leaves it a day.)
// ("the week from the 30th look like": a verb after the day is no noun the number counts.)
const NOT_A_DAY = "(?!(?:from|till|until|to|at|in|and|between|around|same|look|looks|looking|onwards|then)\\b|for\\s+[$£€]?\\d)[a-z]{3}";
// "on the 5th", "by the 21st", "sunday the 6th", "the 12th" at the end or before a time (no month): the next
// such day. A weekday said with it ("sunday the 6th", "friday 4th") is part of the same date; the date wins.
const dayOfMonthParser = chronoParser(
  new RegExp(
    `\\b(?:(?:on|by|before|until|till|for|this|next)\\s+)?(?:${WEEKDAY}\\s+(?:the\\s+)?|the\\s+)(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${NOT_A_DAY})(?=\\s*(?:$|[,.;!?]|at\\b|from\\b|in\\b|for\\b|and\\b|to\\b|until\\b|same\\b|\\d))|(?:\\b(?:on|by|before|until|till|for)\\s+|(?<=\\b(?:from|starting|beginning)\\s))(?:${WEEKDAY}\\s+(?:the\\s+)?|the\\s+)(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?${NOT_A_DAY})`,
    "i",
  ),
  (context, match) => {
    const day = Number(match[1] ?? match[2]);
    if (day < 1 || day > 31) return null;
    const ref = context.refDate;
    let d = new Date(ref.getFullYear(), ref.getMonth(), day);
    if (d.getDate() !== day || d < addDays(ref, 0)) d = new Date(ref.getFullYear(), ref.getMonth() + 1, day);
    return ymd(d);
  },
);

// "saturday the 12th of december", "sun 6 dec": the explicit date wins over the weekday beside it; "december the
// 5th" (chrono reads only "december" there): the next such date.
const monthDayParser = chronoParser(
  new RegExp(`\\b${WEEKDAY},?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b|\\b${MONTH}\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b`, "i"),
  (context, match) => nextDateOf(context.refDate, monthIndex(match[2] ?? match[3]!), Number(match[1] ?? match[4])),
);

// "3 December 14-18h", "on 5 dec 10:30-13": a day, its month, then a span of hours as written across Europe (chrono
// reads the first hour as the year, 2014).
const dayMonthHoursParser = chronoParser(
  new RegExp(`\\b(?:(?:on|for)\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\s+(\\d{1,2})(?:[:.](\\d{2}))?\\s*h?\\s*[-–]\\s*(\\d{1,2})(?:[:.](\\d{2}))?\\s*h?\\b(?![:./]?\\d)`, "i"),
  (context, m) => {
    const [from, to] = [Number(m[3]), Number(m[5])];
    if (from >= to || to > 24 || Number(m[1]) > 31) return null;
    const day = nextDateOf(context.refDate, monthIndex(m[2]!), Number(m[1]));
    return context.createParsingResult(m.index ?? 0, m[0], { ...day, hour: from, minute: Number(m[4] ?? 0) }, { ...day, hour: to % 24, minute: Number(m[6] ?? 0) });
  },
);

// "january 15", "dec 3rd": the month said first is still that day for a day-first owner (chrono's British reading
// takes "january 15" for January 2015); a year or a clock after the number leaves it to chrono.
const monthFirstParser = chronoParser(
  new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:.]\\d|,?\\s*\\d{4}\\b|\\s*(?:am|pm|a\\.m|p\\.m|o'?clock)\\b)`, "i"),
  (context, match) => (Number(match[2]) > 31 || !isMonthWord(match[0].split(/\s+/)[0]!) ? null : nextDateOf(context.refDate, monthIndex(match[1]!), Number(match[2]))),
);
// ("pay day from APRA 15/12", "junk 15": a word that only starts like a month is no month.)
const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const isMonthWord = (word: string) => MONTHS.some((m) => m.startsWith(word.toLowerCase().replace(/\.$/, "")));

// "the 3rd of next month", "the 20th of this month": that day of that month (chrono reads only "next month").
const monthAheadParser = chronoParser(
  /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(this|next|the following)\s+month\b/i,
  ({ refDate: ref }, m) => {
    const d = new Date(ref.getFullYear(), ref.getMonth() + (m[2]!.toLowerCase() === "this" ? 0 : 1), Number(m[1]));
    return d.getDate() === Number(m[1]) ? ymd(d) : null;
  },
);

// "am 4.12.", "by 15.1.2027": the day first, as written across Europe whatever the owner's order (never a US date);
// not a clock ("at 4.12") nor money.
// (Its last dot may be the sentence's, taken off: "… by 28.11" at the end, after a word that leads a date.)
const dottedParser = chronoParser(
  /(?<![\d$£€.:]|\bat\s)\b(\d{1,2})\.(\d{1,2})(?:\.(\d{4})?(?![\d:])|(?<=\b(?:on|by|am|due|until|till|before|for)\s+[\d.]+)$)/,
  (context, m) => (Number(m[2]) > 12 ? null : m[3] ? { day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) } : nextDateOf(context.refDate, Number(m[2]) - 1, Number(m[1]))),
);

// "end of the week" (Friday), "end of next month", "end of the year".
const endOfParser = chronoParser(/\b(?:the\s+)?end\s+of\s+(?:(?:the|this|next)\s+)?(week|month|year)\b/i, (ctx, m) => {
  const [ref, next] = [ctx.refDate, /\bnext\b/i.test(m[0])];
  const unit = m[1]!.toLowerCase();
  if (unit === "week") return ymd(addDays(ref, ((5 - ref.getDay() + 7) % 7) + (next ? 7 : 0)));
  if (unit === "month") return ymd(new Date(ref.getFullYear(), ref.getMonth() + (next ? 2 : 1), 0));
  return ymd(new Date(ref.getFullYear() + (next ? 1 : 0), 11, 31));
});

const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
// "twenty past four" (20 past 4), "10 to 5", "25 after 6": minutes past or to an hour, as a clock time. Not "from
// 10 to 5" (a range) nor "5 to 10 minutes".
const pastToParser = chronoParser(
  new RegExp(
    `(?<!\\bfrom\\s)\\b(\\d{1,2})\\s+(?:minutes\\s+|mins\\s+)?(past|after|to)\\s+(\\d{1,2}|${HOUR_WORDS.join("|")})(?::00)?\\b(?!:\\d|\\s*(?:minutes|mins|hours|days))`,
    "i",
  ),
  (_context, match) => {
    const hour = /\d/.test(match[3]!) ? Number(match[3]) : HOUR_WORDS.indexOf(match[3]!.toLowerCase()) + 1;
    const min = Number(match[1]);
    // ("4 to 7" is a span of hours, never 6:56: minutes to or past an hour are said in fives.)
    if (min < 1 || min > 30 || min % 5 || hour < 1 || hour > 12) return null;
    const back = /^to$/i.test(match[2]!);
    return { hour: back ? (hour === 1 ? 12 : hour - 1) : hour, minute: back ? 60 - min : min };
  },
);

// "8 in the evening", "ten am": chrono reads only the part of the day, or nothing.
const partHourParser = chronoParser(
  new RegExp(`\\b(\\d{1,2}|${HOUR_WORDS.join("|")})(?:\\s+o'?clock)?\\s+(?:in\\s+the\\s+)?(morning|afternoon|evening|am|pm)\\b`, "i"),
  (context, match) => {
    const hour = /\d/.test(match[1]!) ? Number(match[1]) : HOUR_WORDS.indexOf(match[1]!.toLowerCase()) + 1;
    // ("6:45 in the evening": the minutes of a clock are no hour; chrono retries one character on.)
    if (hour < 1 || hour > 12 || /[\d:.]$/.test(context.text.slice(0, match.index))) return null;
    return { hour: (hour % 12) + (/morning|am/i.test(match[2]!) ? 0 : 12), minute: 0 };
  },
);

// "the night before" (the gig): chrono reads "night" alone; said as "the day before" is (the day before today).
const partBeforeParser = chronoParser(/\bthe\s+(?:night|evening|morning)\s+before\b/i, (context) =>
  ymd(addDays(context.refDate, -1)),
);

function makeParser(order: "us" | "uk") {
  const p = (order === "uk" ? chrono.GB : chrono.casual).clone();
  p.parsers.unshift(roughDayParser, monthWeekdayParser, workingDayParser, endOfDayParser, firstThingParser, hourSpanParser, dayMonthHoursParser, holidayParser, dottedParser, partBeforeParser, weekendOfParser, weeksOnParser, monthDayParser, monthAheadParser, dayOfMonthParser, endOfParser, pastToParser, partHourParser);
  if (order === "uk") p.parsers.unshift(monthFirstParser);
  return p;
}
const parsers = { us: makeParser("us"), uk: makeParser("uk") };


/**
 * Which way numeric dates are read ("4/12": 12 April in the US, 4 December elsewhere) while a sentence is understood.
 * Understanding a sentence is synchronous, so the owner's order is set around it (`withDateOrder`) instead of being
 * passed through every reader that looks for a date.
 */
let currentOrder: "us" | "uk" = "us";
export const currentDateOrder = () => currentOrder;

export function withDateOrder<T>(order: "us" | "uk" | undefined, read: () => T): T {
  const before = currentOrder;
  currentOrder = order ?? before;
  try {
    return read();
  } finally {
    currentOrder = before;
  }
}

/** The owner's locale's order for numeric dates: day first unless the locale writes the month first (en-US…). */
const orders = new Map<string, "us" | "uk">();
export const dateOrderOf = (locale: string | null | undefined) => remembered(orders, locale || "", () => localeOrder(locale || undefined));
function localeOrder(locale: string | undefined): "us" | "uk" {
  try {
    const parts = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric" }).formatToParts(new Date(2020, 11, 4));
    return parts.findIndex((p) => p.type === "month") < parts.findIndex((p) => p.type === "day") ? "us" : "uk";
  } catch {
    return "us";
  }
}

const DOTTED_AFTER_LEAD = new RegExp(
  String.raw`(?<=\b(?:on|am|by|due|until|till|before|deadline|arrives?|arriving|lands?|landing|expected)\s+)(\d{1,2})\.(\d{1,2})(?![\d.,]|\s*(?:%|[$£€]|${CURRENCY_WORDS}|percent|k)\b)`,
  "gi",
);

export function findWhens(text: string, now: Date, order: "us" | "uk" = currentOrder): When[] {
  // chrono reads a Monday in "money" and joins it to a real date after it ("sent the money this morning" would be
  // one date): the word is hidden from it, its length kept so that every place in the sentence stays the same.
  // (So is "now" after a day, which chrono reads as this moment: "it's on friday now instead".)
  const read = text
    .replace(/\bmoney\b/gi, (m) => "_".repeat(m.length))
    // A form's code ("the W-9", "a W-8BEN", "the P-60") is no week or day: capitals, a dash, then digits.
    .replace(/\b[A-Z]{1,2}-\d{1,4}[A-Z]*\b/g, (m) => "_".repeat(m.length))
    .replace(new RegExp(`(?<=\\b(?:${WEEKDAY}|tomorrow|(?:\\d{1,2}(?:st|nd|rd|th)))\\s+)now\\b`, "gi"), "___")
    // "push it an hour later", "30 minutes earlier": the length of a shift (counted by the template's word after
    // it), not a moment an hour from now or half an hour ago.
    .replace(/(?<=\b(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\s+)(?:later|earlier)\b/gi, (m) => "_".repeat(m.length))
    // "bring it forward a day to friday the 4th": the shift, then the day it lands on (two findings, not a range).
    .replace(/(?<=\b(?:forward|back|up|out|on)\s+(?:by\s+)?(?:a|an|one|a couple of|\d+)\s+(?:days?|weeks?)\s+)to\b/gi, "__")
    // "7pm till midnight": chrono ends such a range before it starts and moves the start a year back; read the end
    // as the last minute of the day (the same length), and give it back as midnight below.
    .replace(/(?<=\b(?:till|until|til|to)\s+)midnight\b/gi, "11:59 pm")
    // "5/10 to 10/11", "between 5/10 and 10/11": a span of days, not "ten to ten" (same length, so places hold).
    .replace(/(?<=\b\d{1,2}[/.]\d{1,2}\s+)(?:to|and|till)(?=\s+\d{1,2}[/.]\d)/gi, (m) => "-".padEnd(m.length))
    // "tonight at like 8:30": the loose word between "at" and its clock is hidden, so the day and time stay one.
    .replace(/(?<=\bat\s+)(?:like|say|roughly|maybe)\s+(?=\d)/gi, (m) => " ".repeat(m.length))
    // "remind me on 28.11 at 3", "deadline 10.12": a dotted day (day first, as written across Europe) after a word that
    // leads a date, written as the owner's numeric date: chrono drops a finding that reads like a decimal number.
    // (Swapped for a month-first owner; either way the same length, so places hold.)
    .replace(DOTTED_AFTER_LEAD, (said, day: string, month: string) =>
      Number(month) > 12 || Number(day) > 31 ? said : order === "us" ? `${month}/${day}` : `${day}/${month}`)
    // "at 5.12. 14:00": a day written day first and closed by its dot, its time after it, is no clock time at 5:12.
    .replace(/\bat(?=\s+\d{1,2}\.\d{1,2}\.\s+\d{1,2}(?:[:.]\d\d|\s*(?:am|pm|h)\b))/gi, "__");
  const results = parsers[order].parse(read, now, { forwardDate: true });
  const out: When[] = [];
  for (let r of results) {
    if (notADate(r.text, r.index, text)) continue;
    // "last friday", "2 days ago", "yesterday": the past, not the next one.
    if (/\b(?:last|ago|yesterday|previous|past)\b/i.test(r.text)) {
      const back = parsers[order].parse(r.text, now, { forwardDate: false })[0];
      if (back) r = Object.assign(back, { index: r.index, text: r.text });
    }
    // "4 songs", "2 copies" read as hours? chrono only reads such numbers with a time word, so keep the rest.
    const prev = out.at(-1);
    // "june last year", "march of this year": the month of the year said after it (one date, read whole by the
    // period reader), not the month's next occurrence and a year apart.
    const monthBefore = prev && new RegExp(`^${MONTH_NAME}(?:\\s+of)?$`, "i").test(prev.text.trim()) && !text.slice(prev.index + prev.text.trim().length, r.index).trim();
    if (monthBefore && /^(?:(?:last|previous|this)\s+year)$/i.test(r.text.trim())) {
      prev.date = `${now.getFullYear() - (/^this/i.test(r.text.trim()) ? 0 : 1)}${prev.date.slice(4)}`;
      Object.assign(prev, { at: new Date(`${prev.date}T00:00:00`), text: text.slice(prev.index, r.index + r.text.length) });
      continue;
    }
    // "October and November": two months said together are one stretch ("how much did I earn in October and November
    // together"), read whole by the period reader, not the first month alone.
    const bareMonth = new RegExp(`^${MONTH_NAME}$`, "i");
    if (prev && !prev.endDate && bareMonth.test(prev.text.trim()) && bareMonth.test(r.text.trim()) && /^\s+(?:and|&)\s+$/i.test(text.slice(prev.index + prev.text.length, r.index))) {
      const start = r.start.date();
      let end = new Date(start.getFullYear(), start.getMonth() + 1, 0);
      if (localDateKey(end) < prev.date) end = new Date(end.getFullYear() + 1, end.getMonth() + 1, 0);
      Object.assign(prev, { endDate: localDateKey(end), text: text.slice(prev.index, r.index + r.text.length) });
      continue;
    }
    if (prev?.time && /^(?:in the\s+)?(?:morning|afternoon|evening|night)$/i.test(r.text.trim()) && r.index - (prev.index + prev.text.length) <= 8) {
      // "at 7.15 tomorrow morning": the part of the day belongs to the time before it.
      prev.text = text.slice(prev.index, r.index + r.text.length);
      continue;
    }
    const w = toWhen(r, text, now);
    w.text = text.slice(w.index, w.index + w.text.length);
    // "in the next week", "over the next week": the seven days from today, not the calendar week after this one.
    if (/^next week$/i.test(w.text) && /\b(?:in|within|over|during|for)\s+the\s+$/i.test(text.slice(0, w.index)))
      Object.assign(w, { date: localDateKey(now), endDate: localDateKey(addDays(now, 7)), index: w.index - 4, text: text.slice(w.index - 4, w.index + 9) });
    if (w.endTime === "23:59" && /\bmidnight\b/i.test(w.text)) w.endTime = "00:00";
    // "make it to midnight", "tonight at midnight": a moment at midnight starts the next day (never noon, nor 23:59).
    else if (!w.endTime && (w.time === "23:59" || w.time === "12:00") && /\bmidnight\b/i.test(w.text)) {
      const date = localDateKey(addDays(new Date(`${w.date}T00:00:00`), 1));
      Object.assign(w, { date, time: "00:00", at: new Date(`${date}T00:00:00`) });
    }
    // "this thursday, like around 2 in the afternoon": a time said loosely after a day is that day's time.
    const gap = prev ? text.slice(prev.index + prev.text.length, r.index) : "";
    const startsThen = STARTS_GAP.test(gap) && !results.some((x) => x.index > r.index && x.start.isCertain("hour"));
    if (prev && !prev.time && w.time && !r.start.isCertain("day") && !r.start.isCertain("weekday") && (LOOSE_GAP.test(gap) || startsThen)) {
      Object.assign(prev, { time: w.time, at: new Date(`${prev.date}T${w.time}:00`), text: text.slice(prev.index, r.index + r.text.length) });
      continue;
    }
    // "8am on the 1st of December": a clock said alone, then its day (chrono reads "the 1st of …" apart from it).
    if (prev?.time && !prev.endTime && !w.time && !w.endDate && /^(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?$/i.test(prev.text.trim()) && /^\s*on\s+(?:the\s+)?$/i.test(gap)) {
      Object.assign(prev, { date: w.date, at: new Date(`${w.date}T${prev.time}:00`), text: text.slice(prev.index, r.index + r.text.length) });
      continue;
    }
    // "sometime next week, say the wednesday": a weekday said loosely after a week is that week's day, not the next one.
    if (prev && !prev.time && !w.time && /\bweek\b/i.test(prev.text) && new RegExp(`^(?:the\\s+)?${WEEKDAY}$`, "i").test(r.text.trim()) && WEEK_THEN_DAY.test(gap)) {
      const monday = addDays(new Date(`${prev.date}T00:00:00`), -((new Date(`${prev.date}T00:00:00`).getDay() + 6) % 7));
      const at = addDays(monday, (w.at.getDay() + 6) % 7);
      Object.assign(prev, { date: localDateKey(at), at, text: text.slice(prev.index, r.index + r.text.length) });
      delete prev.endDate;
      continue;
    }
    // "between 1 October and 30 November", "from the 1st to the 5th": two days joined are one span of days.
    if (prev && !prev.time && !prev.endDate && !w.time && /^\s*(?:and|to|till|until|through|thru|-)\s+(?:the\s+)?$/i.test(gap) && /\b(?:between|from)\s+(?:the\s+)?$/i.test(text.slice(0, prev.index)) && !MOVE_VERB.test(text.slice(0, prev.index))) {
      // (Read ahead, the first day may have landed a year after the last: "between 1 October and 30 November".)
      if (w.date < prev.date) prev.at = new Date(prev.at.getFullYear() - 1, prev.at.getMonth(), prev.at.getDate());
      Object.assign(prev, { date: localDateKey(prev.at), endDate: w.date, text: text.slice(prev.index, r.index + r.text.length) });
      continue;
    }
    // "push the rehearsal from thursday to friday": after a verb that moves something, "from one day to another" is
    // where it was and where it goes (two days), not a span of days.
    // ("… from tuesday to friday at 11": the time is the new day's.)
    const moved = w.endDate && !w.time ? MOVED_FROM_TO.exec(w.text) : null;
    if (moved && MOVE_VERB.test(text.slice(0, w.index))) {
      // (Each day read on its own: chrono puts the earlier first, "from the 12th to the 11th" would swap them.)
      const to = w.index + moved[1]!.length + moved[2]!.length;
      const [was] = findWhens(moved[1]!, now, order);
      const [goes] = findWhens(text.slice(to, w.index + w.text.length), now, order);
      if (was && goes) {
        out.push({ ...was, index: w.index + was.index }, { ...goes, index: to + goes.index });
        continue;
      }
    }
    // "move it to monday" said on a Monday is the next one: today is said "today". So is "on monday at 10am" once
    // 10am has gone.
    const weekdayAlone = new RegExp(`^(?:on\\s+|until\\s+|till\\s+|by\\s+)?${WEEKDAY}$`, "i").test(r.text.trim());
    const weekdayPassed =
      !!w.time && w.at.getTime() <= now.getTime() && new RegExp(`\\b${WEEKDAY}\\b`, "i").test(r.text) && !/\b(?:this|today|tonight)\b/i.test(r.text);
    if (w.date === localDateKey(now) && ((!w.time && weekdayAlone) || weekdayPassed)) {
      // (A time said keeps its hour a week on, across a change of summer time too.)
      w.at = w.time ? new Date(w.at.getFullYear(), w.at.getMonth(), w.at.getDate() + 7, w.at.getHours(), w.at.getMinutes()) : addDays(w.at, 7);
      w.date = localDateKey(w.at);
    }
    hourAfterDay(w, text);
    const limit = BOUND.exec(text.slice(0, w.index)) ?? BOUND_INSIDE.exec(w.text);
    if (limit) w.bound = /^(?:by|until|till|up to|no later than|between|from)\b/i.test(limit[1]!) ? "by" : "before";
    out.push(w);
  }
  // (Marked once its words are final: a later finding may have joined them.)
  for (const w of out) w.said = saidAs(w.text, w.time);
  return out;
}

/** The words before a date that make it a limit ("due before the 2nd", "anything by friday"). */
// ("between now and the 5th", "from today till friday": up to that day, as "by" says it.)
const BOUND = /\b(before|ahead of|prior to|by|until|till|up to|no later than|(?:between|from) (?:now|today) (?:and|to|until|till))\s+(?:the\s+)?$/i;
const BOUND_INSIDE = /^(before|by|until|till)\s/i;

/** A verb that moves something, then "from" just before the days. */
const MOVE_VERB = /\b(?:move[sd]?|moving|push(?:e[sd]|ing)?|shift(?:s|ed|ing)?|bump(?:s|ed|ing)?|switch(?:es|ed|ing)?|reschedul\w*|postpon\w*|bring(?:ing)?|brought|chang(?:e|es|ed|ing))\b.*\bfrom\s+(?:the\s+)?$/i;
const MOVED_FROM_TO = /^(.*?)(\s+(?:to|till|until|into|onto)\s+)(?=\S)/i;

/** Between a day and its time said loosely: ", like around", "say about", "at roughly", "by" ("tomorrow by 6pm"). */
const LOOSE_GAP = /^[\s,]*(?:(?:like|say|maybe|around|about|roughly|round|at|ish|by)[\s,]+)*$/i;
/** Between a week and a day in it: "next week is fine, say the", "this week, maybe". */
const WEEK_THEN_DAY = /^(?:[\s,.;–—-]+|(?:is|it's|its|fine|ok|okay|sometime|some|time|maybe|say|let's|lets|like|probably|ideally|preferably|perhaps|on|the)\b)*$/i;
/** …or what starts then: "on the 30th, doors at 7", "friday - on stage at 9" (unless a later time says when "we're on"). */
const STARTS_GAP = /^[\s,–—-]*(?:doors|doors open|on stage|onstage|stage time|kick off|kick-off|starts|starting|start)[\s,]+(?:at\s+)?$/i;

const RELATIVE_DURATION = /\b(?:in|within|after)\s+(?:an?|one|\d+(?:\.\d+)?|[a-z]+(?:[\s-][a-z]+)?)\s+(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b/i;

// "tonight 7 grab cash", "thursday afternoon 3 to text Jo", "pay tax friday 9": a bare hour typed straight after a day
// (before a word or at the end) is its time. Not before a unit or a count of things ("friday 3 sets", "tomorrow 2
// copies"), nor after a date written in figures.
const DAY_SAID = new RegExp(`^(?:(?:this|on|tomorrow)\\s+)?(?:(?:today|tonight|tomorrow|${WEEKDAY})(?:\\s+(?:morning|afternoon|evening|night))?|morning|afternoon|evening)$`, "i");
// (What follows the hour: a word that is not a unit nor a count's noun, or the sentence's end.)
const NOT_AFTER_HOUR = "x|k|of|and|or|more|people|min|mins|hrs?|h|am|pm";
const AFTER_HOUR = String.raw`\s+(?:to\s+)?(?!(?:${NOT_AFTER_HOUR})\b)[a-z]+(?<!s)\b|\s*(?:[!?.]\s*)?$`;
const HOUR_NEXT = new RegExp(String.raw`^\s+(\d{1,2})(?:[:.](\d\d))?(?=${AFTER_HOUR})`, "i");
function hourAfterDay(w: When, text: string) {
  const hour = HOUR_NEXT.exec(text.slice(w.index + w.text.length));
  if (!hour || !DAY_SAID.test(w.text.trim()) || /\d/.test(w.text)) return;
  let h = Number(hour[1]);
  if (h < 1 || h > 12) return;
  if (/\b(?:afternoon|evening|night|tonight)\b/i.test(w.text) ? h < 12 : !/\bmorning\b/i.test(w.text) && h <= 7) h += 12;
  w.time = `${String(h).padStart(2, "0")}:${hour[2] ?? "00"}`;
  w.at = new Date(`${w.date}T${w.time}:00`);
  w.text = text.slice(w.index, w.index + w.text.length + hour[0].length);
}

function toWhen(r: chrono.ParsedResult, text: string, now: Date): When {
  const start = r.start;
  const after = text.slice(r.index + r.text.length, r.index + r.text.length + 20).toLowerCase();
  const span = `${r.text.toLowerCase()} ${after}`;
  let hour: number | undefined = start.isCertain("hour") ? start.get("hour")! : undefined;
  let minute = start.isCertain("minute") ? start.get("minute")! : 0;
  // "at 5" / "at 3:30" mean the afternoon, unless "morning" is said with it; "07:30" (leading zero) is a 24-hour
  // time and stays as said; "at 9 tonight" / "at 8 in the evening" is the evening.
  // ("on new year's eve from 9 till 1", "christmas eve at 8": an eve is the evening.)
  if (hour !== undefined && !start.isCertain("meridiem") && !/\b0\d:\d\d/.test(r.text)) {
    if (hour >= 1 && hour <= 7 && !/\bmorning\b/.test(span)) hour += 12;
    else if (hour >= 8 && hour <= 11 && (/\b(?:evening|tonight|night)\b/.test(span) || /\beve\b/i.test(text))) hour += 12;
  }
  const part = /\b(morning|noon|lunchtime|afternoon|evening|tonight|night)\b/.exec(span)?.[1] ?? /\bmidday\b/.exec(span)?.[0];
  if (hour === undefined && part) [hour, minute] = [PART_OF_DAY_HOURS[part]!, 0];
  // A bare time ("at 4", "at 9am") is the next such moment: today if it is still ahead, else tomorrow. (chrono may
  // have moved "at 4" to tomorrow 04:00 before the afternoon reading above.)
  // "this morning" said after the morning's hour is still today (chrono rolls it to tomorrow): a reminder then says
  // the moment has passed, a task is due today.
  const thisPart = /\bthis\s+(?:morning|afternoon|evening)\b/i.test(r.text);
  const bareTime = hour !== undefined && !thisPart && !start.isCertain("day") && !start.isCertain("weekday") && !/\b(?:tomorrow|tonight|today)\b/i.test(r.text);
  const base = bareTime || thisPart ? now : start.date();
  // "in 1 minute", "in 2 hours": counted from now to the second (cutting the seconds off could make "in 1 minute"
  // fire a second later).
  const exact = RELATIVE_DURATION.test(r.text);
  const at = exact
    ? start.date()
    : new Date(base.getFullYear(), base.getMonth(), base.getDate(), hour ?? 0, hour === undefined ? 0 : minute);
  if (bareTime && !exact && at <= now) at.setDate(at.getDate() + 1);
  const rough = r.tags().has(ROUGH_DAY) ? { rough: true as const } : {};
  const when: When = { date: localDateKey(at), at, text: r.text, index: r.index, said: {}, ...rough };
  if (hour !== undefined || exact) when.time = localTimeKey(at);
  if (r.end) {
    const e = r.end.date();
    let endHour = r.end.isCertain("hour") ? r.end.get("hour")! : undefined;
    // "from 8 to 11" is 20:00–23:00; "9pm to 1am" ends after midnight (next day), as said.
    if (endHour !== undefined && hour !== undefined && endHour < hour && !r.end.isCertain("meridiem") && endHour + 12 <= 23 && endHour + 12 > hour)
      endHour += 12;
    const end = new Date(e.getFullYear(), e.getMonth(), e.getDate(), endHour ?? 0, r.end.get("minute") ?? 0);
    if (r.end.isCertain("day") || r.end.isCertain("month") || r.end.isCertain("weekday")) when.endDate = localDateKey(end);
    if (endHour !== undefined) when.endTime = localTimeKey(end);
  }
  return when;
}
