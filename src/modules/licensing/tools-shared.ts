import type { Sentence } from "../../lib/understand/sentence";
import { describeDay, localDateKey } from "../../shared/dates";

/** Small readers shared by the licensing tools (kept here: a domain's tools import only from its own folder). */

/** Words that say a sentence is about sync licensing rather than the to-do list, calendar or radio. */
export const LICENSING_WORDS = /\b(?:sync|synch|licen[cs]e|licen[cs]ing|supervisors?|sups?|placements?|action items?|opportunit(?:y|ies)|opps?|briefs?)\b/;

/** "can you please", "ok so", "hey": said before a command, never part of a name or title. */
export const POLITE_LEAD =
  /^(?:(?:so|ok|okay|um|uh|oh|also|and|right|hey|alright)[\s,]+)*(?:(?:can|could|would|will) you(?: please)?\s+|please\s+|pls\s+|kindly\s+)?/;

/** Cuts the leading matches of `res` (tried again and again) from `text`, keeping its case. */
export function cutLead(text: string, res: RegExp[]): string {
  let out = text.trim();
  for (let pass = 0; pass < 6; pass++) {
    const before = out;
    for (const re of res) {
      const m = re.exec(out.toLowerCase());
      if (m && m.index === 0 && m[0].length) out = out.slice(m[0].length).replace(/^[\s,:;.-]+/, "");
    }
    if (out === before) break;
  }
  return out.trim();
}

/** "laura chen" → "Laura Chen"; a name the user already capitalised keeps its own case ("McKenna", "BBC"). */
export const titleCase = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s'-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()) : s;

/** The licensing priorities are low | medium | high | critical; the sentence's "urgent"-level words mean critical. */
export function licensingPriority(s: Sentence): "low" | "medium" | "high" | "critical" | undefined {
  if (/\bcritical\b/.test(s.lower)) return "critical";
  const p = s.priority();
  return p === "urgent" ? "critical" : p;
}

/** A reply for a date that has already gone by (nothing is scheduled in the past). */
export function pastDate(date: string, now: Date, what: string): string | undefined {
  return date < localDateKey(now) ? `${describeDay(date, now)} has already passed; give me ${what} from today on.` : undefined;
}

/** Replaces sentence punctuation that separates phrases with spaces, keeping character positions. */
export const unpunct = (s: string) => s.replace(/[:;!?()"]/g, " ");
