import { t, ValidationError } from "elysia";
import { Type, type IntegerOptions, type TInteger } from "@sinclair/typebox";
import { TypeCompiler, type TypeCheck } from "@sinclair/typebox/compiler";
import { HttpError } from "./errors";

/**
 * The field checks every domain's service uses (one definition of an e-mail address, a real date, a money value).
 * Every failed check answers 422 with the field named in `details` (the HTTP convention in CONTRIBUTING.md).
 */

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
export const isEmail = (v: string) => EMAIL.test(v);

/** YYYY-MM-DD with an optional time; false for dates that do not exist (2026-02-30) or impossible times. */
export function isRealIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(s);
  if (!m) return false;
  const [y, mo, d, h = "0", mi = "0", sec = "0"] = m.slice(1).map((x) => x ?? undefined) as string[];
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return (
    day.getUTCFullYear() === Number(y) &&
    day.getUTCMonth() === Number(mo) - 1 &&
    day.getUTCDate() === Number(d) &&
    Number(h) <= 23 &&
    Number(mi) <= 59 &&
    Number(sec) <= 59
  );
}

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Trims; blank becomes null; undefined stays undefined (not sent = unchanged). */
export function clean(v: string | null | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  const s = v.trim();
  return s ? s : null;
}

/**
 * The one way a service refuses a value it could read: 422, naming the field whenever there is one, so a form can
 * put the message on that input (400 is only for a request that cannot be read at all).
 */
export const invalid = (message: string, field?: string) =>
  new HttpError(422, message, field ? [{ field, message }] : undefined);

/** A website typed without a scheme ("kexp.org") is accepted as https. */
export function normaliseUrl(v: string | null | undefined, field: string, message: string): string | null | undefined {
  const s = clean(v);
  if (!s) return s;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  if (!isHttpUrl(withScheme)) throw invalid(message, field);
  return withScheme;
}

export function checkEmail(v: string | null | undefined, field: string, message: string): string | null | undefined {
  const s = clean(v);
  if (s && !isEmail(s)) throw invalid(message, field);
  return s;
}

/** YYYY-MM-DD or a full ISO time; returns the trimmed text. */
export function checkDate(v: string | null | undefined, field: string, message: string): string | null | undefined {
  const s = clean(v);
  if (!s) return s;
  if (!isRealIsoDate(s)) throw invalid(message, field);
  return s;
}

/** Length limits checked after trimming, with a message that names the field and the limit. */
export function checkLength<T extends string | null | undefined>(v: T, max: number, field: string, label: string): T {
  if (typeof v === "string" && v.length > max)
    throw invalid(`${label} is too long (at most ${max.toLocaleString("en-US")} characters)`, field);
  return v;
}

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

/** Parses a money value ("$1,234.5", 12, "") into a 2-decimal numeric string or null; throws 422 naming the field. */
export function money(v: number | string | null | undefined, field: string, { min = 0 } = {}): string | null {
  if (v === undefined || v === null) return null;
  const raw = typeof v === "number" ? v : Number(v.trim().replace(/^\$/, "").replace(/,/g, ""));
  if (typeof v === "string" && !v.trim()) return null;
  if (!Number.isFinite(raw)) throw invalid(`${field} must be a number, e.g. 14.99`, field);
  if (raw < min) throw invalid(`${field} cannot be negative`, field);
  return raw.toFixed(2);
}

/** Whole number or null; throws 422 when it is not one. */
export function wholeNumber(v: number | string | null | undefined, field: string, { min = 0 } = {}): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" && !v.trim()) return null;
  const n = typeof v === "number" ? v : Number(v.trim());
  // 2.5 is refused rather than silently cut to 2.
  if (!Number.isInteger(n)) throw invalid(`${field} must be a whole number`, field);
  const i = n;
  if (i < min) throw invalid(`${field} must be ${min} or more`, field);
  return i;
}

/** An ISO date or date-time (what <input type="date|datetime-local"> sends) → ISO text, or null when empty. */
export function isoDate(v: string | null | undefined, field: string): string | null {
  const s = cleanText(v);
  if (!s) return null;
  if (!isRealIsoDate(s)) throw invalid(`${field} must be a real date like 2026-03-01 or 2026-03-01T09:00`, field);
  return s;
}

/** Cleans a list of names: trimmed, empties dropped, duplicates removed. */
export function cleanList(v: string[] | null | undefined): string[] {
  if (!v) return [];
  return [...new Set(v.map((s) => s.trim()).filter(Boolean))];
}

export function email(v: string | null | undefined, field = "Email"): string | null {
  const s = cleanText(v);
  if (!s) return null;
  if (!isEmail(s)) throw invalid(`${field} must be an e-mail address like name@example.com`, field);
  return s;
}

export function oneOf<T extends string>(v: string | null | undefined, allowed: readonly T[], field: string): T | null {
  const s = cleanText(v);
  if (!s) return null;
  if (!allowed.includes(s as T)) throw invalid(`${field} must be one of: ${allowed.join(", ")}`, field);
  return s as T;
}

/**
 * Elysia's `t.Integer` (a whole number, or a string of digits as a query string sends it) with its checker compiled on
 * first use rather than when the schema is made: `t.Integer` compiles one per call, and the ~110 integer fields of the
 * API's schemas cost ~10 ms of every start for checkers most routes never run. Same schema, same error.
 */
// Typed as Elysia types its own t.Integer (the number a handler receives).
export function integer(property?: IntegerOptions): TInteger {
  const schema = Type.Integer(property);
  let compiled: TypeCheck<TInteger> | undefined;
  const checker = () => (compiled ??= TypeCompiler.Compile(schema));
  return t
    .Transform(t.Union([t.String({ format: "integer", default: 0 }), Type.Integer(property)], property))
    .Decode((value) => {
      const number = +value;
      if (!checker().Check(number))
        // Elysia's own t.Integer passes the checker's errors in this position too.
        throw new ValidationError("property", schema, number, checker().Errors(number) as unknown as boolean);
      return number;
    })
    .Encode((value) => value) as unknown as TInteger;
}
