import { HttpError } from "../../lib/errors";

// Small field helpers shared by the outreach, radio, grants and invoices services.
const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export const isEmail = (v: string) => EMAIL.test(v);

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

export const invalid = (message: string, field: string) => new HttpError(422, message, [{ field, message }]);

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
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) || Number.isNaN(new Date(s).getTime()))
    throw invalid(message, field);
  return s;
}

/** Length limits checked after trimming, with a message that names the field and the limit. */
export function checkLength<T extends string | null | undefined>(v: T, max: number, field: string, label: string): T {
  if (typeof v === "string" && v.length > max)
    throw invalid(`${label} is too long (at most ${max.toLocaleString("en-US")} characters)`, field);
  return v;
}
