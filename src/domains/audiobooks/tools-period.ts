import { readPeriod } from "../../lib/understand/period";
import { describeDay, localDateKey, monthRange, weekRange } from "../../shared/dates";

/** The period a sales question is about ("this month", "in October", "Q3", "last 30 days"), as from/to day keys. */
export interface Period {
  from?: string;
  to?: string;
}

/** The period a sales question is about, or {} for all time (read by the shared period reader). */
export function periodOf(lower: string, now: Date): Period & { text?: string } {
  const p = readPeriod(lower, now);
  return p.from || p.to ? { from: p.from, to: p.to, text: p.text } : {};
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
