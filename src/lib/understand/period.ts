import { addDays, describeDay, localDateKey, monthRange, parseDateKey, weekRange } from "../../shared/dates";
import { MONTH_NAME, monthIndex, ORDINAL } from "./calendar-words";
import { currentDateOrder, type When } from "./when";

/**
 * The one reader for a period a question is about ("this month", "in october", "since september", "last 30 days",
 * "in 2025", "q3", "the first quarter", "between march and june"), for every domain that answers "how much …".
 * Questions look back: a month or quarter named without a year is its latest occurrence that has started by now.
 */
export interface Period {
  from?: string;
  to?: string;
  /** How an answer names it: "this month (November 2026)", "in 2025", "in total". */
  label: string;
  /** The words that said it (to cut them from a record's name), when a period was said. */
  text?: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE = `(${MONTH_NAME})`;
const monthName = (d: Date) => d.toLocaleDateString("en-US", { month: "long", year: "numeric" });

/** The latest month with this index that has started by now (or of the given year). */
function monthOf(index: number, now: Date, year?: number): { first: Date; last: Date } {
  const y = year ?? (index > now.getMonth() ? now.getFullYear() - 1 : now.getFullYear());
  return { first: new Date(y, index, 1), last: new Date(y, index + 1, 0) };
}

const range = (first: Date, last: Date, label: string, text: string): Period => ({
  from: localDateKey(first),
  to: localDateKey(last),
  label,
  text,
});

/** A whole calendar month, `offset` months from now's, labelled from its name ("November 2026"). */
function calendarMonth(now: Date, offset: number, label: (name: string) => string, text: string): Period {
  const r = monthRange(now, offset);
  return { from: r.from, to: r.to, label: label(r.label), text };
}

export function readPeriod(lower: string, now: Date): Period {
  // A day written in numbers ("1/10 to 30/11") is read in the owner's order, as its month's name.
  const l = lower.replace(/\s+/g, " ").replace(/\b(\d{1,2})[/.](\d{1,2})\b(?![/.]\d)/g, (all, a: string, b: string) => {
    const [d, m] = currentDateOrder() === "us" ? [b, a] : [a, b];
    return Number(m) >= 1 && Number(m) <= 12 && Number(d) <= 31 ? `${Number(d)} ${MONTHS[Number(m) - 1]}` : all;
  });
  const today = localDateKey(now);
  const y = now.getFullYear();
  let m: RegExpExecArray | null;

  if ((m = /\btoday\b/.exec(l))) return { from: today, to: today, label: "today", text: m[0] };
  if ((m = /\byesterday\b/.exec(l))) return range(addDays(now, -1), addDays(now, -1), "yesterday", m[0]);
  if ((m = /\b(?:last|past|previous|recent) (\d{1,3}) (day|week|month)s?\b/.exec(l))) {
    const n = Number(m[1]);
    // "the last 30 days": today and the 29 before it.
    const from =
      m[2] === "day" ? addDays(now, -n + 1) : m[2] === "week" ? addDays(now, -7 * n + 1) : new Date(y, now.getMonth() - n, now.getDate() + 1);
    return { from: localDateKey(from), to: today, label: `in the last ${n} ${m[2]}${n === 1 ? "" : "s"}`, text: m[0] };
  }
  if ((m = /\b(?:this|current) week\b|\bso far this week\b/.exec(l))) return { ...weekRange(now, 0), label: "this week", text: m[0] };
  if ((m = /\b(?:last|past|previous) week\b/.exec(l))) {
    const w = weekRange(now, -1);
    return { ...w, label: `last week (${describeDay(w.from, now)} – ${describeDay(w.to, now)})`, text: m[0] };
  }
  if ((m = /\b(?:this|current|the) month\b|\bso far this month\b|\bmonth[ -]to[ -]date\b/.exec(l)))
    return calendarMonth(now, 0, (name) => `this month (${name})`, m[0]);
  if ((m = /\b(?:last|past|previous) month\b/.exec(l))) return calendarMonth(now, -1, (name) => `last month (${name})`, m[0]);
  if ((m = /\b(this|last|previous) quarter\b|\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)(?: (?:of )?(20\d\d))?\b/.exec(l))) {
    const current = Math.floor(now.getMonth() / 3);
    const said = m[2] ? Number(m[2]) : m[3] ? ORDINAL[m[3]]! : undefined;
    let q = said ? said - 1 : m[1] === "this" ? current : current - 1;
    let year = m[4] ? Number(m[4]) : y;
    if (q < 0) ((q += 4), year--);
    if (!m[4] && said && q > current) year--;
    return range(new Date(year, q * 3, 1), new Date(year, q * 3 + 3, 0), `in Q${q + 1} ${year}`, m[0]);
  }
  // "june last year", "march of this year": that month of the year said, not its latest occurrence.
  if ((m = new RegExp(String.raw`\b${MONTH_RE},? (?:of )?(this|last|previous|the previous) year\b`).exec(l))) {
    const r = monthOf(monthIndex(m[1]!), now, m[2] === "this" ? y : y - 1);
    return range(r.first, r.last, `in ${monthName(r.first)}`, m[0]);
  }
  if ((m = /\b(?:this|current|the) year\b|\bso far this year\b|\bytd\b|\byear[ -]to[ -]date\b/.exec(l)))
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `this year (${y})`, text: m[0] };
  if ((m = /\b(?:last|past|previous) year\b/.exec(l)))
    return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31`, label: `last year (${y - 1})`, text: m[0] };

  // "between 1 October and 30 November" (a day said keeps to it), or months said in a row: "jul aug sep", "jul-sep".
  const day = String.raw`(?:(?:the )?(\d{1,2})(?:st|nd|rd|th)? (?:of )?)?`;
  const between = new RegExp(
    String.raw`\b(?:(?:between|from) ${day}${MONTH_RE}(?: (20\d\d))? (?:and|to|till|until|through|thru|-) ${day}${MONTH_RE}(?: (20\d\d))?|${MONTH_RE}(?:,? (?:and )?${MONTH_RE})*(?:,? (?:and )?| ?[-–] ?| (?:to|till|until|through|thru) )${MONTH_RE})\b`,
  ).exec(l);
  if (between) {
    const [d1, m1, y1, d2, m2, y2] = between[2] ? between.slice(1, 7) : [undefined, between[7], undefined, undefined, between[9], undefined];
    const a = monthOf(monthIndex(m1!), now, y1 ? Number(y1) : undefined);
    const bi = monthIndex(m2!);
    const b = monthOf(bi, now, y2 ? Number(y2) : bi < a.first.getMonth() ? a.first.getFullYear() + 1 : a.first.getFullYear());
    const first = d1 ? new Date(a.first.getFullYear(), a.first.getMonth(), Number(d1)) : a.first;
    const last = d2 ? new Date(b.first.getFullYear(), b.first.getMonth(), Number(d2)) : b.last;
    return range(first, last, `from ${monthName(a.first)} to ${monthName(b.first)}`, between[0]);
  }
  // "since september", "since the 2nd of november" (a day said keeps to it).
  const since = new RegExp(String.raw`\b(?:since|from) (?:the (?:start|beginning) of )?${day}${MONTH_RE}(?: (20\d\d))?\b`).exec(l);
  if (since) {
    const r = monthOf(monthIndex(since[2]!), now, since[3] ? Number(since[3]) : undefined);
    const first = since[1] ? new Date(r.first.getFullYear(), r.first.getMonth(), Number(since[1])) : r.first;
    return { from: localDateKey(first), to: today, label: `since ${since[1] ? describeDay(localDateKey(first), now) : monthName(r.first)}`, text: since[0] };
  }
  const sinceYear = /\b(?:since|from) (20\d\d)\b/.exec(l);
  if (sinceYear) return { from: `${sinceYear[1]}-01-01`, to: today, label: `since ${sinceYear[1]}`, text: sinceYear[0] };
  // "may" and "march" are words too: they count as months after "in/for/during/of" or before a year.
  const month = new RegExp(
    String.raw`\b(?:(?:in|for|during|of|over|through|throughout) (?:the month of )?${MONTH_RE}|${MONTH_RE} (?=20\d\d)|(?<!\bi )(?<!\bwe )(jan(?:uary)?|feb(?:ruary)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?))\b(?:,? (20\d\d))?`,
  ).exec(l);
  if (month) {
    const word = month[1] ?? month[2] ?? month[3]!;
    const yearSaid = month[4] ?? new RegExp(String.raw`\b${word} (20\d\d)\b`).exec(l)?.[1];
    const r = monthOf(monthIndex(word), now, yearSaid ? Number(yearSaid) : undefined);
    return range(r.first, r.last, `in ${monthName(r.first)}`, month[0]);
  }
  const year = /\b(?:in|for|during|of)? ?(20\d\d)\b/.exec(l);
  if (year) return { from: `${year[1]}-01-01`, to: `${year[1]}-12-31`, label: `in ${year[1]}`, text: year[0].trim() };
  return { label: "in total" };
}

/**
 * The period a question's date (`when`: a span of days read from its start; from that day on when `since`) or year
 * said, through `readPeriod`: the one reading for every domain's "how much …". Undefined when neither was said.
 */
export function periodSaid({ when, year, since }: { when?: When; year?: number; since?: boolean }, now: Date) {
  const said = when?.text ?? year;
  if (said === undefined) return undefined;
  return readPeriod(`${since ? "since" : when?.endDate ? "from" : "in"} ${said}`.toLowerCase(), now);
}

/**
 * The window a question about what is coming asks about ("closing this week", "due next month", "in the next 10
 * days", "in january", "before march"), read from the words of its date (the `{when}` slot's text): deadlines look
 * ahead, so a month named alone is its next occurrence and a window never starts before today.
 */
export function readAhead(text: string, now: Date): Period | undefined {
  const l = text.toLowerCase().replace(/\s+/g, " ").trim();
  const today = localDateKey(now);
  let m: RegExpExecArray | null;
  if (/\btoday\b/.test(l)) return { from: today, to: today, label: "today", text };
  if (/\btomorrow\b/.test(l)) return { from: today, to: localDateKey(addDays(now, 1)), label: "by tomorrow", text };
  if ((m = /\b(?:next|coming|within|in)? ?(?:the )?(?:next )?(\d+) (day|week|month)s?\b/.exec(l))) {
    const n = Number(m[1]);
    const days = n * (m[2] === "week" ? 7 : m[2] === "month" ? 30 : 1);
    return { from: today, to: localDateKey(addDays(now, days)), label: `in the next ${n} ${m[2]}${n === 1 ? "" : "s"}`, text };
  }
  if (/\bnext week\b/.test(l)) return { ...weekRange(now, 1), label: "next week", text };
  if (/\bweek\b/.test(l)) return { from: today, to: weekRange(now).to, label: "this week", text };
  if (/\bnext month\b/.test(l)) return calendarMonth(now, 1, (name) => `in ${name}`, text);
  if (/\bmonth\b/.test(l)) return { from: today, to: monthRange(now).to, label: "this month", text };
  // (A month said with its day, "the 2nd of december", is that day: see `aheadOf`.)
  if ((m = new RegExp(String.raw`\b${MONTH_RE}\b`).exec(l)) && !/\b\d{1,2}(?:st|nd|rd|th)?\b/.test(l)) {
    const r = monthRange(now, (monthIndex(m[1]!) - now.getMonth() + 12) % 12);
    return /\b(?:before|by)\b/.test(l)
      ? { from: today, to: r.from, label: `before ${r.label}`, text }
      : { from: r.from < today ? today : r.from, to: r.to, label: `in ${r.label}`, text };
  }
  return undefined;
}

/**
 * The window of days a question about what is coming asks about, from its date (the `{when}` slot): "between the 1st
 * and the 10th", "before the 2nd of december" (up to the day before), "by friday" (up to it), "in the next fortnight",
 * "in january"; a day said alone is that day. Never starts before today.
 */
export function aheadOf(when: When, now: Date): Period & { from: string; to: string } {
  const today = localDateKey(now);
  const notBefore = (d: string) => (d < today ? today : d);
  const said = readAhead(when.text, now);
  if (when.endDate)
    return { from: notBefore(when.date), to: when.endDate, label: `between ${describeDay(when.date, now)} and ${describeDay(when.endDate, now)}`, text: when.text };
  if (when.bound === "before") {
    const start = said?.from && said.from > today ? said.from : when.date;
    const dayBefore = localDateKey(addDays(parseDateKey(start)!, -1));
    return { from: today, to: notBefore(dayBefore), label: `before ${describeDay(start, now)}`, text: when.text };
  }
  if (when.bound === "by") {
    const to = said?.to ?? when.date;
    return { from: today, to, label: `by ${describeDay(to, now)}`, text: when.text };
  }
  if (said?.from && said.to) return { ...said, from: said.from, to: said.to };
  return { from: when.date, to: when.date, label: `on ${describeDay(when.date, now)}`, text: when.text };
}
