import { t } from "elysia";
import { badRequest } from "../../lib/errors";

/** Optional text that may also be sent as null (empty strings are stored as null). */
export const optText = (max = 5000) => t.Optional(t.Union([t.String({ maxLength: max }), t.Null()]));
/** Money or other number that may arrive as a number, a numeric string, "" or null. */
export const optNumberish = () => t.Optional(t.Union([t.Number(), t.String({ maxLength: 40 }), t.Null()]));
export const optStringList = (max = 50) =>
  t.Optional(t.Union([t.Array(t.String({ maxLength: 200 }), { maxItems: max }), t.Null()]));

/** "" / whitespace / undefined → null; otherwise the trimmed text. */
export function cleanText(v: string | null | undefined): string | null {
  if (v === undefined || v === null) return null;
  const s = v.trim();
  return s ? s : null;
}

/** Parses a money value ("$1,234.5", 12, "") into a 2-decimal numeric string or null; throws 400 with the field name. */
export function money(v: number | string | null | undefined, field: string, { min = 0 } = {}): string | null {
  if (v === undefined || v === null) return null;
  const raw = typeof v === "number" ? v : Number(v.trim().replace(/^\$/, "").replace(/,/g, ""));
  if (typeof v === "string" && !v.trim()) return null;
  if (!Number.isFinite(raw)) throw badRequest(`${field} must be a number, e.g. 14.99`);
  if (raw < min) throw badRequest(`${field} cannot be negative`);
  return raw.toFixed(2);
}

/** Whole number or null; throws 400 when it is not one. */
export function wholeNumber(v: number | string | null | undefined, field: string, { min = 0 } = {}): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" && !v.trim()) return null;
  const n = typeof v === "number" ? v : Number(v.trim());
  if (!Number.isFinite(n)) throw badRequest(`${field} must be a whole number`);
  const i = Math.trunc(n);
  if (i < min) throw badRequest(`${field} must be ${min} or more`);
  return i;
}

/** An ISO date or date-time (what <input type="date|datetime-local"> sends) → ISO text, or null when empty. */
export function isoDate(v: string | null | undefined, field: string): string | null {
  const s = cleanText(v);
  if (!s) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  const [y, mo, d, h = "0", mi = "0", sec = "0"] = m ? m.slice(1).map((x) => x ?? undefined) : [];
  const day = m ? new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))) : null;
  const realDay =
    !!day &&
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(mo) - 1 &&
    day.getUTCDate() === Number(d);
  if (!realDay || Number(h) > 23 || Number(mi) > 59 || Number(sec) > 59)
    throw badRequest(`${field} must be a real date like 2026-03-01 or 2026-03-01T09:00`);
  return s;
}

/** Cleans a list of names: trimmed, empties dropped, duplicates removed. */
export function cleanList(v: string[] | null | undefined): string[] {
  if (!v) return [];
  return [...new Set(v.map((s) => s.trim()).filter(Boolean))];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(v: string | null | undefined, field = "Email"): string | null {
  const s = cleanText(v);
  if (!s) return null;
  if (!EMAIL.test(s)) throw badRequest(`${field} must be an e-mail address like name@example.com`);
  return s;
}

export function oneOf<T extends string>(v: string | null | undefined, allowed: readonly T[], field: string): T | null {
  const s = cleanText(v);
  if (!s) return null;
  if (!allowed.includes(s as T)) throw badRequest(`${field} must be one of: ${allowed.join(", ")}`);
  return s as T;
}
