import type { When } from "../../lib/understand/when";
import { describeDay, localDateKey, monthRange, parseDateKey, weekRange } from "../../shared/dates";

/**
 * The span of days a calendar question is about, from the dates the shared reader found: a day, "this weekend",
 * "next week", "in december", "from the 1st to the 10th". The reader gives a span's first day; the words it read
 * say how long the span is.
 */

export interface Range {
  from?: string;
  to?: string;
  label: string;
}

const MONTH = /^(?:(?:in|for|during|of|through)\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/i;

const span = (from: string, to: string, now: Date): Range => ({
  from,
  to,
  label: `from ${describeDay(from, now)} to ${describeDay(to, now)}`,
});

/** The days one date's words cover. */
export function rangeOf(w: When, now: Date): Range {
  const said = w.text.toLowerCase().trim();
  const today = localDateKey(now);
  if (w.endDate && w.endDate > w.date) return span(w.date < today ? today : w.date, w.endDate, now);
  // "the next two weeks", "the coming 10 days": every day from today to the last one, not that day alone.
  if (/\b(?:next|coming)\s+(?:\S+\s+)?(?:of\s+)?(?:days|weeks|months)\b/.test(said) && w.date > today) return span(today, w.date, now);
  if (/\bnext week\b/.test(said)) return { ...weekRange(now, 1), label: "next week" };
  if (/\b(?:last|past|previous) week\b/.test(said)) return { ...weekRange(now, -1), label: "last week" };
  if (/\b(?:last|past|previous) month\b/.test(said)) return { ...monthRange(now, -1), label: "last month" };
  if (/\b(?:this|the rest of the) week\b/.test(said))
    return { from: today, to: weekRange(now, 0).to, label: "this week" };
  if (/\bnext month\b/.test(said)) return { ...monthRange(now, 1), label: "next month" };
  if (/\bthis month\b/.test(said)) return { from: today, to: monthRange(now, 0).to, label: "this month" };
  const month = MONTH.exec(said);
  if (month) {
    const r = monthRange(now, (parseDateKey(w.date)!.getMonth() - now.getMonth() + 12) % 12);
    return { from: r.from, to: r.to, label: `in ${r.label.split(" ")[0]}` };
  }
  const day = describeDay(w.date, now);
  return { from: w.date, to: w.date, label: /^(?:today|tomorrow)$/.test(day) ? day : `on ${day}` };
}

/** "between the 1st and the 10th of december", "from now until friday": the first day, the last one's end. */
export function between(start: When | undefined, end: When, now: Date): Range | undefined {
  const last = rangeOf(end, now).to!;
  const today = localDateKey(now);
  const first = start?.date ?? today;
  if (first > last) return undefined;
  return span(first < today ? today : first, last, now);
}
