import { addDays, describeDay, localDateKey, monthRange, weekRange } from "../../shared/dates";

/**
 * The period a question about money means ("this month", "in october", "since september", "last 30 days",
 * "in 2025", "q3"). Earnings look back: a month named without a year is its latest occurrence up to now.
 */
export interface Period {
  from?: string;
  to?: string;
  /** How the answer names it: "this month (November 2026)", "in 2025", "in total". */
  label: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const monthIndex = (w: string) => MONTHS.indexOf(w.slice(0, 3));
const monthName = (d: Date) => d.toLocaleDateString("en-US", { month: "long", year: "numeric" });

/** The latest month with this index that has started by now (or of the given year). */
function monthOf(index: number, now: Date, year?: number): { first: Date; last: Date } {
  const y = year ?? (index > now.getMonth() ? now.getFullYear() - 1 : now.getFullYear());
  return { first: new Date(y, index, 1), last: new Date(y, index + 1, 0) };
}

const range = (first: Date, last: Date, label: string): Period => ({
  from: localDateKey(first),
  to: localDateKey(last),
  label,
});

export function periodIn(lower: string, now: Date): Period {
  const l = lower.replace(/\s+/g, " ");
  const today = localDateKey(now);
  const y = now.getFullYear();
  const span = (from: string, to: string) => `${describeDay(from, now)} – ${describeDay(to, now)}`;

  if (/\btoday\b/.test(l)) return { from: today, to: today, label: "today" };
  if (/\byesterday\b/.test(l))
    return { from: localDateKey(addDays(now, -1)), to: localDateKey(addDays(now, -1)), label: "yesterday" };
  const lastN = /\b(?:last|past|previous|recent) (\d{1,3}) (day|week|month)s?\b/.exec(l);
  if (lastN) {
    const n = Number(lastN[1]);
    const from =
      lastN[2] === "day"
        ? addDays(now, -n)
        : lastN[2] === "week"
          ? addDays(now, -7 * n)
          : new Date(y, now.getMonth() - n, now.getDate());
    return { from: localDateKey(from), to: today, label: `in the last ${n} ${lastN[2]}${n === 1 ? "" : "s"}` };
  }
  if (/\b(?:this|current) week\b|\bso far this week\b/.test(l)) return { ...weekRange(now, 0), label: "this week" };
  if (/\b(?:last|past|previous) week\b/.test(l)) {
    const w = weekRange(now, -1);
    return { ...w, label: `last week (${span(w.from, w.to)})` };
  }
  if (/\b(?:this|current|the) month\b|\bso far this month\b|\bmonth to date\b/.test(l)) {
    const m = monthRange(now, 0);
    return { from: m.from, to: m.to, label: `this month (${m.label})` };
  }
  if (/\b(?:last|past|previous) month\b/.test(l)) {
    const m = monthRange(now, -1);
    return { from: m.from, to: m.to, label: `last month (${m.label})` };
  }
  const quarter = /\b(this|last|previous) quarter\b|\bq([1-4])(?: (20\d\d))?\b/.exec(l);
  if (quarter) {
    const current = Math.floor(now.getMonth() / 3);
    let q = quarter[2] ? Number(quarter[2]) - 1 : quarter[1] === "this" ? current : current - 1;
    let year = quarter[3] ? Number(quarter[3]) : y;
    if (q < 0) ((q += 4), year--);
    if (!quarter[3] && quarter[2] && q > current) year--;
    return range(new Date(year, q * 3, 1), new Date(year, q * 3 + 3, 0), `in Q${q + 1} ${year}`);
  }
  if (/\b(?:this|current|the) year\b|\bso far this year\b|\bytd\b|\byear to date\b/.test(l))
    return { from: `${y}-01-01`, to: `${y}-12-31`, label: `this year (${y})` };
  if (/\b(?:last|past|previous) year\b/.test(l))
    return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31`, label: `last year (${y - 1})` };

  const between = new RegExp(
    String.raw`\b(?:between|from) ${MONTH_RE}(?: (20\d\d))? (?:and|to|till|until|through|thru|-) ${MONTH_RE}(?: (20\d\d))?\b`,
  ).exec(l);
  if (between) {
    const a = monthOf(monthIndex(between[1]!), now, between[2] ? Number(between[2]) : undefined);
    const bi = monthIndex(between[3]!);
    const b = monthOf(
      bi,
      now,
      between[4] ? Number(between[4]) : bi < a.first.getMonth() ? a.first.getFullYear() + 1 : a.first.getFullYear(),
    );
    return range(a.first, b.last, `from ${monthName(a.first)} to ${monthName(b.first)}`);
  }
  const since = new RegExp(String.raw`\bsince (?:the (?:start|beginning) of )?${MONTH_RE}(?: (20\d\d))?\b`).exec(l);
  if (since) {
    const m = monthOf(monthIndex(since[1]!), now, since[2] ? Number(since[2]) : undefined);
    return { from: localDateKey(m.first), to: today, label: `since ${monthName(m.first)}` };
  }
  const sinceYear = /\bsince (20\d\d)\b/.exec(l);
  if (sinceYear) return { from: `${sinceYear[1]}-01-01`, to: today, label: `since ${sinceYear[1]}` };
  // "may" and "march" are words too: they count as months after "in/for/during/of/since" or before a year.
  const month = new RegExp(
    String.raw`\b(?:(?:in|for|during|of|over|through) (?:the month of )?${MONTH_RE}|${MONTH_RE} (?=20\d\d)|(?<!\bi )(?<!\bwe )(jan(?:uary)?|feb(?:ruary)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?))\b(?: (20\d\d))?`,
  ).exec(l);
  if (month) {
    const word = month[1] ?? month[2] ?? month[3]!;
    const yearSaid = month[4] ?? new RegExp(String.raw`\b${word} (20\d\d)\b`).exec(l)?.[1];
    const m = monthOf(monthIndex(word), now, yearSaid ? Number(yearSaid) : undefined);
    return range(m.first, m.last, `in ${monthName(m.first)}`);
  }
  const year = /\b(?:in|for|during|of)? ?(20\d\d)\b/.exec(l);
  if (year) return { from: `${year[1]}-01-01`, to: `${year[1]}-12-31`, label: `in ${year[1]}` };
  return { label: "in total" };
}
