import { addDays, localDateKey, monthRange, weekRange, MONTH_NAMES } from "../../shared/dates";

/** The time window a question about grant deadlines asks about ("this week", "in the next 7 days", "missed"). */

const MONTHS = MONTH_NAMES;
const SHORT = MONTHS.map((m) => m.slice(0, 3));

/** The window a deadline question asks about; `to` inclusive. Defaults to the next 30 days. */
export function deadlineWindow(l: string, now: Date): { from: string; to: string; label: string } | "past" {
  const today = localDateKey(now);
  if (/\b(?:missed|miss|passed|past|overdue|expired|closed|gone by|too late)\b/.test(l)) return "past";
  const n = /\b(?:next|coming|within|in)\s+(?:the\s+)?(?:next\s+)?(\d+)\s+(day|week|month)s?\b/.exec(l);
  if (n) {
    const days = Number(n[1]) * (n[2] === "week" ? 7 : n[2] === "month" ? 30 : 1);
    return {
      from: today,
      to: localDateKey(addDays(now, days)),
      label: `in the next ${n[1]} ${n[2]}${n[1] === "1" ? "" : "s"}`,
    };
  }
  if (/\btoday\b/.test(l)) return { from: today, to: today, label: "today" };
  if (/\btomorrow\b/.test(l)) return { from: today, to: localDateKey(addDays(now, 1)), label: "by tomorrow" };
  if (/\bnext week\b/.test(l)) return { ...weekRange(now, 1), label: "next week" };
  if (/\bthis week\b|\bweek\b/.test(l)) return { from: today, to: weekRange(now).to, label: "this week" };
  if (/\bnext month\b/.test(l)) {
    const m = monthRange(now, 1);
    return { from: m.from, to: m.to, label: `in ${m.label}` };
  }
  if (/\bthis month\b|\bmonth\b/.test(l)) return { from: today, to: monthRange(now).to, label: "this month" };
  const named = new RegExp(`\\b(?:in|for|during|before|by) (${MONTHS.join("|")}|${SHORT.join("|")})\\b`).exec(l);
  if (named) {
    const idx = SHORT.indexOf(named[1]!.slice(0, 3));
    const offset = (idx - now.getMonth() + 12) % 12;
    const m = monthRange(now, offset);
    return /\b(?:before|by)\b/.test(named[0])
      ? { from: today, to: m.from, label: `before ${m.label}` }
      : { from: m.from < today ? today : m.from, to: m.to, label: `in ${m.label}` };
  }
  if (/\b(?:urgent|urgently|asap|right away|immediately|pressing)\b/.test(l))
    return { from: today, to: localDateKey(addDays(now, 7)), label: "in the next 7 days" };
  return { from: today, to: localDateKey(addDays(now, 30)), label: "in the next 30 days" };
}
