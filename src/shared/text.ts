/** Small text helpers shared by server, web and terminal companion. Pure. */

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a, b, c and 4 more". */
export const listOf = (items: string[], max = 5) =>
  items.length <= max ? joinAnd(items) : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;

export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "open_rate" → "Open rate": a stored code word as a label. */
export const humanize = (s: string) => capitalise(s.replace(/_/g, " "));

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const STOP = new Set(["the", "a", "an", "to", "my", "for", "of", "with", "on", "about", "and", "at", "in", "from"]);
/** Crude English stem, enough to match "mixing" with "mix" and "stations" with "station". */
export const stem = (w: string) => (w.length > 4 ? w.replace(/(?:ing|ed|es|s)$/, "") : w.replace(/s$/, "")) || w;

/** Lower-case word stems without stop words: the unit of fuzzy matching. */
export const words = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .map(stem);

/** Edit distance (Levenshtein, plus a swap of two neighbouring letters as one edit), with an early exit above `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

// The assistant compares the same few said words with the same record names for every phrase it tries, so the
// answers are kept (bounded: a long-running server must not grow it without end).
const alike = new Map<string, boolean>();

/** Two words are the same allowing a typo: 1 edit from 4 letters, 2 from 8. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4 || Math.abs(a.length - b.length) > 2) return false;
  const key = a < b ? `${a} ${b}` : `${b} ${a}`;
  let same = alike.get(key);
  if (same === undefined) {
    same = editDistance(a, b, 2) <= (Math.min(a.length, b.length) >= 8 ? 2 : 1);
    if (alike.size >= 100_000) alike.clear();
    alike.set(key, same);
  }
  return same;
}

/** 1 → "1st", 12 → "12th", 22 → "22nd": a number as an ordinal in digits. */
export const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
