import { useEffect, useRef, useState } from "react";

/**
 * Readers for a screen's address (`validateSearch`): what a list shows (filters, tab, search text, the open record or
 * dialog) lives in `?…`, so a view can be linked, bookmarked and survives a reload. Every reader is tolerant: a value
 * it cannot read becomes `undefined` (the screen's default), never an error page. Defaults stay out of the address,
 * so the plain screen keeps its plain link.
 */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): T | undefined =>
    values.includes(v as T) ? (v as T) : undefined;

/** Search text: trimmed, at most 200 characters, empty is none. */
export const searchText = (v: unknown): string | undefined => {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim().slice(0, 200) : "";
  return s || undefined;
};

/** A record's id: a positive whole number (the router may hand over a number or a string of digits). */
export const recordId = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A calendar day, "2026-11-23". */
export const dayKey = (v: unknown): string | undefined =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`)) ? v : undefined;

/** A yes flag (a dialog that is open): present or not. */
export const flag = (v: unknown): true | undefined => (v === true || v === "true" || v === 1 || v === "1" ? true : undefined);

/**
 * A search box kept in the address: the box answers every key at once, and its text goes into the address when
 * typing pauses (replacing, so Back still leaves the screen). Writing the address re-runs the router and re-renders
 * the whole screen, which on a long list made each key lag; once per pause it is one render, and the list asks the
 * server once per pause too. A new address from outside (a link, Back) puts its text in the box.
 */
export function useSearchBox(inAddress: string | undefined, write: (text: string | undefined) => void, ms = 250) {
  const [text, setText] = useState(inAddress ?? "");
  const written = useRef(inAddress ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if ((inAddress ?? "") === written.current) return;
    written.current = inAddress ?? "";
    setText(inAddress ?? "");
  }, [inAddress]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      written.current = next.trim();
      write(next.trim() || undefined);
    }, ms);
  };
  return { text, setText: change, settled: inAddress ?? "" };
}
