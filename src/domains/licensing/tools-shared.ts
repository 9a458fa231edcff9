import type { Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey } from "../../shared/dates";

/** Small readers shared by the licensing tools (kept here: a domain's tools import only from its own folder). */

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

/** "laura chen" (or "Laura chen", as `asTitle` leaves it) → "Laura Chen"; a name the user already capitalised keeps its own case ("McKenna", "BBC"). */
export const titleCase = (s: string) =>
  s.slice(1) === s.slice(1).toLowerCase()
    ? s.replace(/(^|[\s'-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase())
    : s;

/** The licensing priorities are low | medium | high | critical; the sentence's "urgent"-level words mean critical. */
export function licensingPriority(s: Sentence): "low" | "medium" | "high" | "critical" | undefined {
  if (/\bcritical\b/.test(s.lower)) return "critical";
  const p = s.priority();
  return p === "urgent" ? "critical" : p;
}

/** A reply for a date that has already gone by (nothing is scheduled in the past). */
export function pastDate(date: string, now: Date, what: string): string | undefined {
  return date < localDateKey(now)
    ? `${describeDay(date, now)} has already passed; give me ${what} from today on.`
    : undefined;
}

/** Replaces sentence punctuation that separates phrases with spaces, keeping character positions. */
export const unpunct = (s: string) => s.replace(/[:;!?()"]/g, " ");

/** A part of the day alone ("night", "midnight", "morning") is a word of a title ("Night Drive"), not a due date here. */
const PART_OF_DAY_ONLY =
  /^(?:at |in the |this |last |tonight$)?(?:mid)?(?:night|morning|afternoon|evening|noon|lunchtime|dawn)$/i;

/** The dates a licensing sentence gives (deadlines, due dates); "last friday" is read as the past one. */
export function datesSaid(s: Sentence): { date: string; text: string }[] {
  return s
    .whens()
    .filter((w) => !PART_OF_DAY_ONLY.test(w.text.trim()))
    .map((w) => {
      // chrono reads dates forward; "last Friday" still means the one gone by.
      const last = /^last\s+(?:mon|tue|wed|thu|fri|sat|sun)/i.test(w.text)
        ? addDays(new Date(`${w.date}T12:00:00`), -7)
        : undefined;
      return { date: last ? localDateKey(last) : w.date, text: w.text };
    });
}

/** `s.rest(cut)` that removes only the real dates (keeps "Night" in "Night Drive"). */
export function restOf(s: Sentence, cut: RegExp[] = []): string {
  const lowered = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9$£€@:/'%.\s-]/g, " ")
      .replace(/[.\s]+$/, "")
      .trim();
  const dates = datesSaid(s).map((d) => new RegExp(`\\b${lowered(d.text).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\b`));
  return s.rest([...dates, ...cut], { keepDates: true });
}
