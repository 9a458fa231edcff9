import type { Cell } from "./tables";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** A sale period as first and last day. */
export interface Period {
  start: string;
  end: string;
}

export function monthPeriod(year: number, month: number): Period {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: iso(year, month, 1), end: iso(year, month, last) };
}

const valid = (y: number, m: number, d: number) => {
  if (m < 1 || m > 12 || d < 1) return null;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate() ? iso(y, m, d) : null;
};
const fullYear = (y: number) => (y < 100 ? 2000 + y : y);
const monthIndex = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included), so serial 45000 is 2023-03-15. */
export function excelSerialDay(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * One day from any of the report formats: 2024-03-05 (DistroKid, TuneCore, KDP), 6/24/23 11:45am (Bandcamp, UTC),
 * 7/31/2023 12:00:00 AM (CD Baby), 04 Jan 2021 23:22:11 GMT, June 01, 2025, a workbook date or an Excel serial number.
 * Slashed dates are read month first, as the US exports that use them write them.
 */
export function parseDay(cell: Cell): string | null {
  if (typeof cell !== "string") return readDay(cell);
  return remember(days, cell, readDay);
}

/** A report repeats the same few dates on every row: each distinct text is read once. */
const days = new Map<string, string | null>();
const months = new Map<string, Period | null>();
function remember<T>(cache: Map<string, T>, key: string, read: (k: string) => T): T {
  const hit = cache.get(key);
  if (hit !== undefined || cache.has(key)) return hit as T;
  if (cache.size > 10_000) cache.clear();
  const value = read(key);
  cache.set(key, value);
  return value;
}

function readDay(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === "number") return excelSerialDay(cell);
  if (typeof cell !== "string") return null;
  const s = cell.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return valid(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:[ ,].*)?$/.exec(s);
  if (m) return valid(fullYear(+m[3]), +m[1], +m[2]);
  m = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ -](\d{4})\b/.exec(s);
  if (m && monthIndex(m[2])) return valid(+m[3], monthIndex(m[2]), +m[1]);
  m = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})$/.exec(s);
  if (m && monthIndex(m[1])) return valid(+m[3], monthIndex(m[1]), +m[2]);
  if (/^\d{5}(\.\d+)?$/.test(s)) return excelSerialDay(Number(s));
  return null;
}

/**
 * A month-only value as the whole month: 2024-03 (DistroKid Sale Month), Mar 2024 / March 2026, 2025_OCT (ACX),
 * 2024-03-01 or a workbook date (the month it falls in).
 */
export function parseMonth(cell: Cell): Period | null {
  return typeof cell === "string" ? remember(months, cell, readMonth) : readMonth(cell);
}

function readMonth(cell: Cell): Period | null {
  if (typeof cell === "string") {
    const s = cell.trim();
    let m = /^(\d{4})[-/](\d{1,2})$/.exec(s);
    if (m && +m[2] >= 1 && +m[2] <= 12) return monthPeriod(+m[1], +m[2]);
    m = /^(\d{4})[_ -]([A-Za-z]{3,9})$/.exec(s);
    if (m && monthIndex(m[2])) return monthPeriod(+m[1], monthIndex(m[2]));
    m = /^([A-Za-z]{3,9})\.?[ -](\d{4})$/.exec(s);
    if (m && monthIndex(m[1])) return monthPeriod(+m[2], monthIndex(m[1]));
  }
  const day = parseDay(cell);
  return day ? monthPeriod(+day.slice(0, 4), +day.slice(5, 7)) : null;
}

/** "June 01, 2025 - June 30, 2025" (Findaway's Summary) or one month. */
export function parsePeriod(cell: Cell): Period | null {
  if (typeof cell === "string" && / [-–] /.test(cell)) {
    const [a, b] = cell.split(/ [-–] /);
    const start = parseDay(a);
    const end = parseDay(b);
    if (start && end && start <= end) return { start, end };
  }
  return parseMonth(cell);
}
