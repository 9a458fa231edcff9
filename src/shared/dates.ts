/**
 * Calendar dates and moments as people read them. Pure: used by the server, the web app and the terminal companion.
 * "Today" is always the local calendar date of the clock passed in (the server's time zone is the user's).
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** Local calendar date as YYYY-MM-DD. */
export const localDateKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Local wall-clock time as HH:MM (24-hour). */
export const localTimeKey = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;


/** Midnight (local) of the day `days` after `now`'s day. */
export const addDays = (now: Date, days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);

/** YYYY-MM-DD → local midnight, or undefined when it is not a real calendar date (2026-02-30). */
export function parseDateKey(key: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key.slice(0, 10));
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return localDateKey(d) === key.slice(0, 10) ? d : undefined;
}

export const isRealDate = (key: string) => parseDateKey(key) !== undefined;

/**
 * Whole days from today to `key` (negative in the past). `key` is a date (YYYY-MM-DD) or a moment (ISO timestamp),
 * which counts on its local calendar day.
 */
export function daysFromToday(key: string, now = new Date()): number | undefined {
  const moment = key.length > 10 ? new Date(key) : undefined;
  const d = moment && !Number.isNaN(moment.getTime()) ? addDays(moment, 0) : parseDateKey(key);
  if (!d) return undefined;
  return Math.round((d.getTime() - addDays(now, 0).getTime()) / 86_400_000);
}

/** Month names, lower case, January first. */
export const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "today", "tomorrow", "yesterday", "Friday" (within the coming week) or "Nov 25" (with the year when not this year). */
export function describeDay(date: string, now = new Date()): string {
  const day = parseDateKey(date);
  if (!day) return date;
  const diff = daysFromToday(date, now)!;
  if (diff === 0) return "today";
  if (diff === 1) return "tomorrow";
  if (diff === -1) return "yesterday";
  const label = `${MONTHS[day.getMonth()]} ${day.getDate()}`;
  if (diff > 1 && diff < 7) return `${WEEKDAYS[day.getDay()]} ${label}`;
  return day.getFullYear() === now.getFullYear() ? label : `${label}, ${day.getFullYear()}`;
}

/** "5:00 PM" from "17:00" (or from a Date). */
export function describeTime(time: string | Date): string {
  const [h, m] = typeof time === "string" ? time.split(":").map(Number) : [time.getHours(), time.getMinutes()];
  if (!Number.isFinite(h) || !Number.isFinite(m)) return String(time);
  return `${h! % 12 || 12}:${pad(m!)} ${h! < 12 ? "AM" : "PM"}`;
}

/** "5:00 PM today", "9:30 AM tomorrow", "10:00 AM on Nov 25". */
export function describeMoment(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const day = describeDay(localDateKey(d), now);
  const time = describeTime(d);
  return day === "today" || day === "tomorrow" || day === "yesterday" ? `${time} ${day}` : `${time} on ${day}`;
}

/** First and last day (inclusive keys) of the month `offset` months from now's month. */
export function monthRange(now: Date, offset = 0): { from: string; to: string; label: string } {
  const first = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  const last = new Date(now.getFullYear(), now.getMonth() + offset + 1, 0);
  return {
    from: localDateKey(first),
    to: localDateKey(last),
    label: first.toLocaleDateString("en-US", { month: "long", year: "numeric" }),
  };
}

/** Monday-to-Sunday week containing now, shifted by `offset` weeks. */
export function weekRange(now: Date, offset = 0): { from: string; to: string } {
  const dow = (now.getDay() + 6) % 7;
  const monday = addDays(now, -dow + offset * 7);
  return { from: localDateKey(monday), to: localDateKey(addDays(monday, 6)) };
}

// ---- The owner's locale ----

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * A calendar date or a moment as the owner reads it: "2026-11-23" → "23 November 2026" (en-GB), "23. November 2026"
 * (de-DE). A bare date is a calendar day and is never shifted by the time zone; a moment is shown in `timeZone`.
 */
export function formatDay(
  value: string | Date,
  locale: string,
  timeZone?: string,
  style: "long" | "medium" | "short" = "long",
): string {
  const bare = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = bare ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString(locale, { dateStyle: style, timeZone: bare ? "UTC" : timeZone });
}

/**
 * The moment a wall-clock date and time happen in a time zone ("2030-07-04", "23:30", "America/New_York" → 03:30 UTC
 * the next day). Two passes settle a day when the clocks change; a time skipped by the change comes an hour later.
 */
export function instantIn(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wanted = Date.UTC(y, m - 1, d, hh, mm);
  let at = wanted;
  for (let pass = 0; pass < 2; pass++) at += wanted - clockAsUtc(new Date(at), timeZone);
  return new Date(at);
}

/** The zone's wall clock at a moment, read back as if it were UTC (its offset is the difference). */
function clockAsUtc(at: Date, timeZone: string): number {
  const { date, time } = clockIn(at, timeZone);
  return Date.parse(`${date}T${time}:00Z`);
}

/** A moment as a time zone's wall clock: date and HH:MM there (an imported event on the owner's clock). */
export function clockIn(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
