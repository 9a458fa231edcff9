import { formatClock, formatDateWith, localDateKey } from "../../lib/format";

/** 'Today', 'Tomorrow', or a short weekday, month and day ("Mon, Mar 14"). */
export function dayLabel(key: string, now = new Date()): string {
  if (key === localDateKey(now)) return "Today";
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (key === localDateKey(tomorrow)) return "Tomorrow";
  return formatDateWith(key, { weekday: "short", month: "short", day: "numeric" });
}

/** "Sunday, November 22, 2026" (en-US) / "Sunday 22 November 2026" (en-GB) for the day panel heading. */
export const longDate = (key: string) =>
  formatDateWith(key, { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** "14:30" → "2:30 PM" in a 12-hour locale, "14:30" in a 24-hour one; empty → "All day". */
export function time12(time: string | null | undefined): string {
  if (!time) return "All day";
  return formatClock(time);
}

export const byStart = <T extends { date: string; time: string | null; id: number }>(a: T, b: T) =>
  a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || a.id - b.id;
