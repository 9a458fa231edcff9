import { addDays, describeDay, localDateKey, monthRange, weekRange } from "../../shared/dates";

/** The period a sales question is about ("this month", "in October", "Q3", "last 30 days"), as from/to day keys. */
export interface Period {
  from?: string;
  to?: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE =
  /\b(?:(?:in|during|for|of|over|from|since|through|throughout) (?:the month of )?)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b(?:,? (20\d\d))?/;

/** The period a sales question is about, or {} for all time. Months and weekdays said alone are the latest past one. */
export function periodOf(lower: string, now: Date): Period & { text?: string } {
  const today = localDateKey(now);
  const month = (offset: number) => monthRange(now, offset);
  const y = now.getFullYear();
  let m: RegExpExecArray | null;
  if ((m = /\b(?:this|current) month\b|\bso far this month\b|\bmonth to date\b/.exec(lower)))
    return { ...month(0), text: m[0] };
  if ((m = /\b(?:last|previous|past) month\b/.exec(lower))) return { ...month(-1), text: m[0] };
  if ((m = /\b(?:this|current) week\b/.exec(lower))) return { ...weekRange(now), text: m[0] };
  if ((m = /\b(?:last|previous|past) week\b/.exec(lower))) return { ...weekRange(now, -1), text: m[0] };
  if ((m = /\b(?:this|current) year\b|\byear to date\b|\bytd\b/.exec(lower)))
    return { from: `${y}-01-01`, to: `${y}-12-31`, text: m[0] };
  if ((m = /\b(?:last|previous|past) year\b/.exec(lower)))
    return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31`, text: m[0] };
  if ((m = /\b(?:q([1-4])|(first|second|third|fourth|1st|2nd|3rd|4th) quarter)\b(?: (?:of )?(20\d\d))?/.exec(lower))) {
    const q = m[1]
      ? Number(m[1])
      : ["first", "second", "third", "fourth"].indexOf(
          m[2]!
            .replace(/^1st$/, "first")
            .replace(/^2nd$/, "second")
            .replace(/^3rd$/, "third")
            .replace(/^4th$/, "fourth"),
        ) + 1;
    const year = m[3] ? Number(m[3]) : q - 1 > Math.floor(now.getMonth() / 3) ? y - 1 : y;
    return {
      from: monthRange(new Date(year, (q - 1) * 3, 1)).from,
      to: monthRange(new Date(year, q * 3 - 1, 1)).to,
      text: m[0],
    };
  }
  if ((m = /\b(this|last|previous) quarter\b/.exec(lower))) {
    const start = Math.floor(now.getMonth() / 3) * 3 - (m[1] === "this" ? 0 : 3);
    return { from: monthRange(new Date(y, start, 1)).from, to: monthRange(new Date(y, start + 2, 1)).to, text: m[0] };
  }
  if ((m = /\btoday\b/.exec(lower))) return { from: today, to: today, text: m[0] };
  if ((m = /\byesterday\b/.exec(lower))) {
    const d = localDateKey(addDays(now, -1));
    return { from: d, to: d, text: m[0] };
  }
  if ((m = /\b(?:last|past) (\d+) (day|week|month)s?\b/.exec(lower))) {
    const n = Number(m[1]) * (m[2] === "day" ? 1 : m[2] === "week" ? 7 : 30);
    return { from: localDateKey(addDays(now, -n + 1)), to: today, text: m[0] };
  }
  if (
    (m = MONTH_RE.exec(lower)) &&
    ((m[1] !== "may" && m[1] !== "mar") || /^(?:in|during|for|of|over|from|since)/.test(m[0]) || m[2])
  ) {
    const idx = MONTHS.indexOf(m[1]!.slice(0, 3));
    const year = m[2] ? Number(m[2]) : idx > now.getMonth() ? y - 1 : y;
    const range = monthRange(new Date(year, idx, 1), 0);
    return /^(?:since|from)\b/.test(m[0]) ? { from: range.from, to: today, text: m[0] } : { ...range, text: m[0] };
  }
  if ((m = /\b(?:(?:in|during|for|since|from) )?(20\d\d)\b/.exec(lower))) {
    const since = /^(?:since|from)\b/.test(m[0]);
    return { from: `${m[1]}-01-01`, to: since ? today : `${m[1]}-12-31`, text: m[0] };
  }
  return {};
}

/** "this month", "in October 2026", "since Sep 1", or "all time". */
export function periodLabel({ from, to }: Period, now: Date): string {
  if (!from && !to) return "all time";
  for (const [offset, word] of [
    [0, "this month"],
    [-1, "last month"],
  ] as const) {
    const r = monthRange(now, offset);
    if (r.from === from && r.to === to) return word;
  }
  const w = weekRange(now);
  if (w.from === from && w.to === to) return "this week";
  if (from && to && from.endsWith("-01-01") && to.endsWith("-12-31") && from.slice(0, 4) === to.slice(0, 4))
    return from.slice(0, 4) === String(now.getFullYear()) ? "this year" : `in ${from.slice(0, 4)}`;
  if (from && to) {
    const r = monthRange(new Date(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1));
    if (r.from === from && r.to === to) return `in ${r.label}`;
    if (from === to)
      return describeDay(from, now) === "today" || describeDay(from, now) === "yesterday"
        ? describeDay(from, now)
        : `on ${describeDay(from, now)}`;
    if (to === localDateKey(now)) return `since ${describeDay(from, now)}`;
    return `from ${describeDay(from, now)} to ${describeDay(to, now)}`;
  }
  return from ? `since ${describeDay(from, now)}` : `until ${describeDay(to!, now)}`;
}
