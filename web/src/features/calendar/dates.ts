import { localDateKey } from "../../lib/format";

const parse = (key: string) => new Date(`${key}T00:00:00`);

/** 'Today', 'Tomorrow', or a short weekday, month and day ("Mon, Mar 14"). */
export function dayLabel(key: string, now = new Date()): string {
  if (key === localDateKey(now)) return "Today";
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (key === localDateKey(tomorrow)) return "Tomorrow";
  return parse(key).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" });
}

/** "Sunday, November 22, 2026" for the day panel heading. */
export const longDate = (key: string) =>
  parse(key).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric" });

/** "14:30" → "2:30 PM"; empty → "All day". */
export function time12(time: string | null | undefined): string {
  if (!time) return "All day";
  const [h, m] = time.split(":").map(Number);
  return `${((h! + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h! < 12 ? "AM" : "PM"}`;
}

export const byStart = <T extends { date: string; time: string | null; id: number }>(a: T, b: T) =>
  a.date.localeCompare(b.date) || (a.time ?? "").localeCompare(b.time ?? "") || a.id - b.id;
