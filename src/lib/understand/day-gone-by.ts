import { addDays, localDateKey, parseDateKey } from "../../shared/dates";
import type { When } from "./when";

/**
 * The day of something already done ("sold 3 on friday", "emailed them on the 12th", "11/20"): the date reader reads
 * such days forward, so a day still to come means the latest one gone by. "this week" is now; a weekday (or the
 * weekend) is last week's; a day of the month alone is last month's; a date is last year's. A day said as ahead
 * ("tomorrow", "next friday", "in 2 days", a year) is left as said, for the caller to refuse.
 */
export function dayGoneBy(w: When, now: Date): string {
  if (w.date <= localDateKey(now) || /\b(?:tomorrow|next|from now|in \d+|20\d\d)\b/i.test(w.text)) return w.date;
  const d = parseDateKey(w.date)!;
  const back = /\bthis\b/i.test(w.text)
    ? now
    : /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\bweekend\b/i.test(w.text)
      ? addDays(d, -7)
      : /^\s*(?:on |by |for )?(?:the )?\d{1,2}(?:st|nd|rd|th)?\s*$/i.test(w.text)
        ? new Date(d.getFullYear(), d.getMonth() - 1, d.getDate())
        : new Date(d.getFullYear() - 1, d.getMonth(), d.getDate());
  return localDateKey(back);
}
