import { pickRecord } from "../../lib/understand/records";
import { PLATFORMS, type Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey, monthRange, weekRange } from "../../shared/dates";
import { listOf } from "../../shared/text";
import { audiobooks } from "./schema";
import type { Db } from "../../db/client";

/** How the audiobook tools read sentences: which book, which platform, which period. */

export interface BookRef {
  id: number;
  title: string;
  author: string;
  price: string | null;
  salesPlatforms: string[];
}

/** Only the columns a sentence needs: a catalogue is small, but this runs for every candidate sentence. */
export const bookRefs = (db: Db): BookRef[] =>
  db
    .select({
      id: audiobooks.id,
      title: audiobooks.title,
      author: audiobooks.author,
      price: audiobooks.price,
      salesPlatforms: audiobooks.salesPlatforms,
    })
    .from(audiobooks)
    .all();

// Stores the sentence library does not know, and words people use for them ("apple" alone means Apple Books here).
const PLATFORM_ALIASES: [RegExp, string][] = [
  [/\bapple(?: books?)?\b|\bitunes\b/, "Apple Books"],
  [/\bgoogle(?: play)?(?: books)?\b/, "Google Play"],
  [/\blibro(?:\.?fm| fm)?\b/, "Libro.fm"],
  [/\b(?:barnes (?:and|&) noble|b&n|nook)\b/, "Barnes & Noble"],
  [/\b(?:direct(?:ly)?|my (?:web)?site|my (?:own )?(?:store|shop)|in person|at (?:a|the|my) (?:gig|show|signing|reading))\b/, "Direct"],
];
const PLATFORM_RE = new RegExp(
  `\\b(?:${PLATFORMS.map((p) => p.toLowerCase().replace(/ /g, "\\s")).join("|")})\\b|${PLATFORM_ALIASES.map(([re]) => re.source).join("|")}`,
  "g",
);

const PLATFORM_NAMES = PLATFORMS.map((p) => [new RegExp(`\\b${p.toLowerCase()}\\b`), p] as const);

/** The platform said; `lower` is the sentence with transposed letters fixed (see `unswap`). */
export function platformOf(lower: string): string | undefined {
  const alias = PLATFORM_ALIASES.find(([re]) => re.test(lower));
  const known = PLATFORM_NAMES.find(([re]) => re.test(lower))?.[1];
  if (alias && (!known || alias[1].toLowerCase().includes(known.toLowerCase()))) return alias[1];
  return known ?? alias?.[1];
}

export interface Period {
  from?: string;
  to?: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE =
  /\b(?:(?:in|during|for|of|over|from|since|through|throughout) (?:the month of )?)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b(?:,? (20\d\d))?/;

/** The period a sales question is about, or {} for all time. Months and weekdays said alone are the latest past one. */
export function periodOf(lower: string, now: Date): Period & { text?: string } {
  const today = localDateKey(now);
  const month = (offset: number) => monthRange(now, offset);
  const y = now.getFullYear();
  let m: RegExpExecArray | null;
  if ((m = /\b(?:this|current) month\b|\bso far this month\b|\bmonth to date\b/.exec(lower))) return { ...month(0), text: m[0] };
  if ((m = /\b(?:last|previous|past) month\b/.exec(lower))) return { ...month(-1), text: m[0] };
  if ((m = /\b(?:this|current) week\b/.exec(lower))) return { ...weekRange(now), text: m[0] };
  if ((m = /\b(?:last|previous|past) week\b/.exec(lower))) return { ...weekRange(now, -1), text: m[0] };
  if ((m = /\b(?:this|current) year\b|\byear to date\b|\bytd\b/.exec(lower))) return { from: `${y}-01-01`, to: `${y}-12-31`, text: m[0] };
  if ((m = /\b(?:last|previous|past) year\b/.exec(lower))) return { from: `${y - 1}-01-01`, to: `${y - 1}-12-31`, text: m[0] };
  if ((m = /\btoday\b/.exec(lower))) return { from: today, to: today, text: m[0] };
  if ((m = /\byesterday\b/.exec(lower))) {
    const d = localDateKey(addDays(now, -1));
    return { from: d, to: d, text: m[0] };
  }
  if ((m = /\b(?:last|past) (\d+) (day|week|month)s?\b/.exec(lower))) {
    const n = Number(m[1]) * (m[2] === "day" ? 1 : m[2] === "week" ? 7 : 30);
    return { from: localDateKey(addDays(now, -n + 1)), to: today, text: m[0] };
  }
  if ((m = MONTH_RE.exec(lower)) && (m[1] !== "may" && m[1] !== "mar" || /^(?:in|during|for|of|over|from|since)/.test(m[0]) || m[2])) {
    const idx = MONTHS.indexOf(m[1]!.slice(0, 3));
    const year = m[2] ? Number(m[2]) : idx > now.getMonth() ? y - 1 : y;
    const range = monthRange(new Date(year, idx, 1), 0);
    return /^(?:since|from)\b/.test(m[0]) ? { from: range.from, to: today, text: m[0] } : { ...range, text: m[0] };
  }
  if ((m = /\b(?:(?:in|during|for|since|from) )?(20\d\d)\b/.exec(lower))) {
    const since = /^(?:since|from)\b/.test(m[0]);
    return { from: `${m[1]}-01-01`, to: since ? today : `${m[1]}-12-31`, text: m[0] };
  }
  return {};
}

/** "this month", "in October 2026", "since Sep 1", or "all time". */
export function periodLabel({ from, to }: Period, now: Date): string {
  if (!from && !to) return "all time";
  for (const [offset, word] of [[0, "this month"], [-1, "last month"]] as const) {
    const r = monthRange(now, offset);
    if (r.from === from && r.to === to) return word;
  }
  const w = weekRange(now);
  if (w.from === from && w.to === to) return "this week";
  if (from && to && from.endsWith("-01-01") && to.endsWith("-12-31") && from.slice(0, 4) === to.slice(0, 4))
    return from.slice(0, 4) === String(now.getFullYear()) ? "this year" : `in ${from.slice(0, 4)}`;
  if (from && to) {
    const r = monthRange(new Date(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, 1));
    if (r.from === from && r.to === to) return `in ${r.label}`;
    if (from === to) return describeDay(from, now) === "today" || describeDay(from, now) === "yesterday" ? describeDay(from, now) : `on ${describeDay(from, now)}`;
    if (to === localDateKey(now)) return `since ${describeDay(from, now)}`;
    return `from ${describeDay(from, now)} to ${describeDay(to, now)}`;
  }
  return from ? `since ${describeDay(from, now)}` : `until ${describeDay(to!, now)}`;
}

/** Words of a sales sentence that never name a book; what is left of the sentence is the book's name. */
const GENERIC = new Set(
  `how hows how's is isnt are was were has have had did do does doing done going gone selling sell sells sold sale sales
  performing performed perform been be the a an my our of for on in at to from with by and or vs versus what whats what's
  which who much many copies copy units unit revenue earnings income money made make makes earned earn earning brought
  bring total totals overall so far ever all time it its it's i i've ive i'm im we me you tell show give let know see
  check get please hey ok okay um uh er yeah like just about around roughly wondering wonder since put up there out
  compare comparing comparison rank ranking best worst top most least better worse more less seller sellers book books
  audiobook audiobooks audio title titles platform platforms store stores this last month year week today yesterday
  past per each number numbers figures stats breakdown look looking well any been lately recently currently now still
  much anything something against than compared versus vs doin good bad badly that there them they their those these
  if can could would will should quick quickly also then far listen listens downloads download figure monday tuesday
  wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekend dollars dollar bucks quid
  pounds euros usd gbp eur news think guess reckon great awesome wow nice cool record recorded log logged add added enter
  save note track new another got over extra some few couple went apiece piece altogether combined`.split(/\s+/),
);

const SEPARATORS = new Set(["and", "or", "vs", "versus", "with", "against", "than"]);

/** What is left of a sales sentence once sales words, the period, platforms, amounts and numbers are taken out. */
export function bookPhrase(s: Sentence, cut: RegExp[] = [], opts: { separators?: boolean; lower?: string } = {}): string {
  let l = opts.lower ?? s.lower;
  const period = periodOf(l, s.now).text;
  if (period) l = l.replace(period, " ");
  for (const re of [PLATFORM_RE, ...cut]) l = l.replace(new RegExp(re.source, "g"), " ");
  l = l.replace(/[$£€]?\d[\d,.:/]*\w*/g, " ").replace(/[^a-z'\s-]/g, " ");
  return l
    .split(/\s+/)
    .filter((w) => w && ((opts.separators && SEPARATORS.has(w)) || (!GENERIC.has(w) && !GENERIC.has(w.replace(/'s$/, "")))))
    .join(" ");
}

/**
 * Two swapped letters ("nigth", "audibel") are two edits for the shared typo check, so book and platform words are
 * put right here first. Shared wish: a Damerau distance in `sameWord` would make this unnecessary.
 */
export function unswap(lower: string, books: BookRef[]): string {
  const vocab = new Set([...PLATFORMS, ...books.map((b) => b.title), "record sale sales sold copies copy units"].flatMap((x) => x.toLowerCase().split(/\s+/)));
  return lower.replace(/[a-z]{4,}/g, (w) => {
    if (vocab.has(w)) return w;
    for (let i = 0; i < w.length - 1; i++) {
      const t = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      if (vocab.has(t)) return t;
    }
    return w;
  });
}

export type Found = { book: BookRef } | { ask: string } | { reply: string };

/** The one book a phrase names; asks when several fit, says so when none does. */
export function findBook(books: BookRef[], phrase: string): Found {
  const pick = pickRecord(phrase, books, (b) => b.title);
  if ("record" in pick) return { book: pick.record };
  if ("ambiguous" in pick)
    return { ask: `Which book do you mean: ${listOf(pick.ambiguous.slice(0, 4).map((b) => `"${b.title}"`))}?` };
  return {
    reply: `I couldn't find an audiobook called "${phrase}". Your books: ${listOf(books.map((b) => `"${b.title}"`), 8) || "none yet"}.`,
  };
}

/** Several books named in one sentence ("compare Night Roads and The Silent Orchard"). */
export function findBooks(books: BookRef[], phrase: string): { books: BookRef[] } | { ask: string } | { reply: string } {
  const sep = /\s(?:vs|versus|or|against|compared|with|than)\s/.test(` ${phrase} `) ? /\s+(?:vs|versus|or|against|compared|with|than)\s+|,/ : /\s+and\s+|,/;
  const out: BookRef[] = [];
  for (const part of phrase.split(sep).map((p) => p.replace(/^(?:and|or|with)\s+|\s+(?:and|or|with)$/g, "")).map((p) => p.trim()).filter(Boolean)) {
    const found = findBook(books, part);
    if (!("book" in found)) return found;
    if (!out.includes(found.book)) out.push(found.book);
  }
  return { books: out };
}
