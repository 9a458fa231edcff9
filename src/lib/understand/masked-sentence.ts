import { findMoney } from "../../shared/money";
import { readRepeat } from "./recurrence";
import type { Sentence } from "./sentence";
import { findWhens, type When } from "./when";
import type { Reader } from "./templates";

// The sentence as templates see it: what the readers found replaced by tokens.

export interface Span {
  kind: Reader;
  start: number;
  end: number;
  value: unknown;
}

/**
 * The normalised sentence with each reader's finding replaced by a token (`§when0`), so a template places a date
 * or an amount without knowing its words; `at` maps each character back to the sentence as said.
 */
export interface Masked {
  text: string;
  at: number[];
  spans: Span[];
}

export function mask(s: Sentence): Masked {
  const found: Span[] = [];
  const add = (kind: Reader, start: number, len: number, value: unknown) =>
    start >= 0 && len > 0 && found.push({ kind, start, end: start + len, value });
  const repeat = readRepeat(s.lower);
  if (repeat && !namePart(s.text, s.lower.indexOf(repeat.text), repeat.text))
    add("repeat", s.lower.indexOf(repeat.text), repeat.text.length, repeat);
  // Every address is one ("to ana@… and bob@…"), each its own {email} slot.
  for (const m of s.text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) add("email", m.index, m[0].length, m[0]);
  const money = findMoney(s.text);
  if (money) add("money", s.text.indexOf(money.text), money.text.length, money);
  // A bare length ("back a week", "by 2 days") is a shift the template reads, not a date.
  for (const w of s.whens()) if (!DURATION.test(w.text)) add("when", w.index, w.text.length, w);
  // Overlaps: a repetition first, then the longer finding ("every monday" is a repetition, not a Monday; in "every
  // friday at 4pm" chrono's "friday at 4pm" is longer, but the day belongs to the repetition and the time stays a time).
  found.sort((a, b) => Number(b.kind === "repeat") - Number(a.kind === "repeat") || b.end - b.start - (a.end - a.start));
  const spans: Span[] = [];
  for (const f of found) {
    const over = spans.find((x) => f.start < x.end && x.start < f.end);
    // "every other friday at 6pm": the time after the repetition is still the time.
    if (over && f.kind === "when" && f.end > over.end && f.start >= over.start) {
      const rest = s.lower.slice(over.end, f.end);
      const start = over.end + rest.search(/\S/);
      // ("monday to friday at 7am": chrono's range of days has no time, so the time is read on its own.)
      const value = (f.value as When).time ? f.value : (findWhens(s.text.slice(start, f.end), s.now)[0] ?? f.value);
      if (start > over.end - 1 && start < f.end && !spans.some((x) => start < x.end && x.start < f.end)) spans.push({ ...f, start, value });
    } else if (!over) spans.push(f);
  }
  spans.sort((a, b) => a.start - b.start);

  let text = "";
  const at: number[] = [];
  const push = (chunk: string, from: number) => {
    for (let k = 0; k < chunk.length; k++) {
      const ch = chunk[k]!;
      const space = /\s/.test(ch);
      if (space && (text === "" || text.endsWith(" "))) continue;
      text += space ? " " : ch;
      at.push(from + k);
    }
  };
  let i = 0;
  spans.forEach((sp, n) => {
    push(clean(s.lower.slice(i, sp.start)), i);
    if (!text.endsWith(" ") && text) push(" ", sp.start);
    for (const ch of `§${sp.kind}${n}`) (text += ch), at.push(sp.start);
    push(" ", sp.end);
    i = sp.end;
  });
  push(clean(s.lower.slice(i)), i);
  const end = text.replace(/\s+$/, "").length;
  return { text: text.slice(0, end), at: at.slice(0, end), spans };
}

/**
 * "an interview with Game Music Weekly": a one-word repetition written with a capital after another capitalised word
 * ends a name (a magazine, a show), not a rule.
 */
function namePart(text: string, at: number, said: string): boolean {
  if (at <= 0 || /\s/.test(said) || !/^[A-Z]/.test(text.slice(at))) return false;
  return /(?:^|\s)[A-Z0-9][\w'’&-]*\s+$/.test(text.slice(0, at));
}

const DURATION = /^(?:a|an|one|\d+|a couple of|a few)\s+(?:day|week|month)s?$/i;

/** Punctuation that is not part of a word becomes a space (same length, so positions hold). */
const clean = (x: string) => x.replace(/(?<=\s|^)[.:/%'-]+(?=\s|$)|(?<=\s|^)'|'(?=\s|$)/g, (p) => " ".repeat(p.length));
