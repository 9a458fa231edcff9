import { matchRecords, pickRecord } from "../../lib/understand/records";
import { PLATFORMS, type Sentence } from "../../lib/understand/sentence";
import { listOf } from "../../shared/text";
import { audiobooks } from "./schema";
import { periodOf } from "./tools-period";
import type { Db } from "../../db/client";

/** How the audiobook tools read sentences: which book and which platform. */

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
  [
    /\b(?:direct(?:ly)?|my (?:web)?site|my (?:own )?(?:store|shop)|in person|(?:at|after) (?:a|the|my|our) (?:\w+ )?(?:gig|show|signing|reading|event|launch|market|fair|festival|convention|talk|concert))\b/,
    "Direct",
  ],
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
  if where outselling outsell outsells outsold can could would will should quick quickly also then far listen listens downloads download figure monday tuesday
  wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun weekend dollars dollar bucks quid
  pounds euros usd gbp eur news think guess reckon great awesome wow nice cool record recorded log logged add added enter
  save note track new another got over extra some few couple went apiece piece altogether combined`.split(/\s+/),
);

const SEPARATORS = new Set(["and", "or", "vs", "versus", "with", "against", "than"]);

/** What is left of a sales sentence once sales words, the period, platforms, amounts and numbers are taken out. */
export function bookPhrase(
  s: Sentence,
  cut: RegExp[] = [],
  opts: { separators?: boolean; lower?: string } = {},
): string {
  let l = opts.lower ?? s.lower;
  if (opts.separators)
    l = l.replace(
      /\b(?:(?:compared?|comparing|stack up|stacks up|stacking up) (?:to|with|against)|outsell\w*|outsold)\b/g,
      " vs ",
    );
  const period = periodOf(l, s.now).text;
  if (period) l = l.replace(period, " ");
  for (const re of [PLATFORM_RE, ...cut]) l = l.replace(new RegExp(re.source, "g"), " ");
  l = l.replace(/[$£€]?\d[\d,.:/]*\w*/g, " ").replace(/[^a-z'\s-]/g, " ");
  return l
    .split(/\s+/)
    .filter(
      (w) => w && ((opts.separators && SEPARATORS.has(w)) || (!GENERIC.has(w) && !GENERIC.has(w.replace(/'s$/, "")))),
    )
    .join(" ");
}

/**
 * Two swapped letters ("nigth", "audibel") and spellings as heard ("nite") are too far for the shared typo check, so
 * book and platform words are put right here first. Shared wish: a Damerau distance in `sameWord` would make this unnecessary.
 */
export function unswap(lower: string, books: BookRef[]): string {
  const vocab = new Set(
    [...PLATFORMS, ...books.map((b) => b.title), "record sale sales sold copies copy units"].flatMap((x) =>
      x.toLowerCase().split(/\s+/),
    ),
  );
  return lower.replace(/[a-z]{3,}/g, (w) => {
    if (vocab.has(w)) return w;
    // Spelt as said ("nite roads", "harbour lites"): too far for the typo check, plain for a person.
    const heard = w
      .replace(/ite(s?)$/, "ight$1")
      .replace(/^thru$/, "through")
      .replace(/^luv$/, "love");
    if (heard !== w && vocab.has(heard)) return heard;
    if (w.length < 4) return w;
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
  // "nite roads": too far for the typo check, close enough to ask.
  const near = matchRecords(phrase, books, (b) => b.title, 0.45);
  if (near.length === 1) return { ask: `Did you mean "${near[0]!.record.title}"? Say it again with the book's title.` };
  return {
    reply: `I couldn't find an audiobook called "${phrase}". Your books: ${
      listOf(
        books.map((b) => `"${b.title}"`),
        8,
      ) || "none yet"
    }.`,
  };
}

/** Several books named in one sentence ("compare Night Roads and The Silent Orchard"). */
export function findBooks(
  books: BookRef[],
  phrase: string,
): { books: BookRef[] } | { ask: string } | { reply: string } {
  const sep = /\s(?:vs|versus|or|against|compared|with|than)\s/.test(` ${phrase} `)
    ? /\s+(?:vs|versus|or|against|compared|with|than)\s+|,/
    : /\s+and\s+|,/;
  const out: BookRef[] = [];
  const whole = matchRecords(phrase, books, (b) => b.title).filter((m) => m.score >= 0.8);
  if (!sep.test(phrase) && whole.length > 1) return { books: whole.map((m) => m.record) };
  for (const part of phrase
    .split(sep)
    .map((p) => p.replace(/^(?:and|or|with)\s+|\s+(?:and|or|with)$/g, ""))
    .map((p) => p.trim())
    .filter(Boolean)) {
    const found = findBook(books, part);
    if (!("book" in found)) return found;
    if (!out.includes(found.book)) out.push(found.book);
  }
  return { books: out };
}
