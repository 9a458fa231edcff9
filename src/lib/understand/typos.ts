import { lessUsedWords, mostUsedWords } from "./english-words" with { type: "macro" };
import { editDistance, sameWord } from "../../shared/text";
import { once, remembered } from "./remembered";

/**
 * Replaces a misspelt word with the pattern word it was meant to be ("tomorow", "invocie", "remnd"): 5+ letters,
 * one typo (a swap of two letters counts as one; two typos from 8 letters). A real English word (the 20,000 most
 * used; for five letters the 60,000 most used, as a short word is a swap away from many others: "strat"), a name
 * (capitalised inside the sentence) and a plural of a pattern word are never "corrected": "2 grand", "the Albert
 * Hall", "studios" and "coming" stay as said.
 */
export function fixTypos(text: string, vocab: ReadonlySet<string>): string {
  const quoted = [...text.matchAll(/"[^"]*"|(?<![A-Za-z])'[^']*'(?![A-Za-z])/g)].map((m) => [m.index!, m.index! + m[0].length]);
  // An e-mail address or a web link is copied, never corrected: "tunde@reprezent.org.uk" is not "tuned@…".
  const exact = [...text.matchAll(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi)].map((m) => [m.index!, m.index! + m[0].length]);
  // A word with an accented letter ("guitarrón", "quinceañera") is another language's, never cut short and "fixed".
  return text.replace(/(?<!\p{L})[A-Za-z]{5,}(?!\p{L})/gu, (w, at: number) => {
    if (quoted.some(([a, b]) => at > a! && at < b!)) return w;
    if (exact.some(([a, b]) => at >= a! && at < b!)) return w;
    const lw = w.toLowerCase();
    if (vocab.has(lw) || vocab.has(lw.replace(/e?s$/, ""))) return w;
    if (at > 0 && /^[A-Z]/.test(w)) return w;
    if (ranks().has(lw) || (lw.length === 5 && shortWords().has(lw))) return w;
    return remembered(typoCache, lw, () => closestWord(lw, vocab), 20_000) || w;
  });
}

/** The pattern word meant, or "": the closest, not the first close enough ("respnded" is "responded", not "reminded"). */
function closestWord(word: string, vocab: ReadonlySet<string>): string {
  let fixed = "";
  let best = 3;
  for (const v of vocab)
    if (v.length >= 5 && Math.abs(v.length - word.length) <= 2 && sameWord(word, v)) {
      const d = editDistance(word, v, 2);
      if (d < best) (best = d), (fixed = v);
      if (d <= 1) break;
    }
  return fixed && farKeySwap(word, fixed) ? "" : fixed;
}

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
/** Two keys side by side, or one above the other, on a QWERTY keyboard: the letters a slipped finger swaps. */
function neighbourKeys(a: string, b: string): boolean {
  const where = (c: string) => KEYBOARD_ROWS.flatMap((row, r) => (row.includes(c) ? [[r, row.indexOf(c)]] : []))[0];
  const [p, q] = [where(a), where(b)];
  return !!p && !!q && Math.abs(p[0]! - q[0]!) <= 1 && Math.abs(p[1]! - q[1]!) <= 1;
}
/**
 * A short word that differs from a pattern word by one letter whose key is far from the other's is more likely a
 * rarer real word than a typo: the "banns" read before a wedding are not "bands".
 */
function farKeySwap(word: string, meant: string): boolean {
  if (word.length > 6 || word.length !== meant.length) return false;
  const differ = [...word].flatMap((c, i) => (c === meant[i] ? [] : [i]));
  return differ.length === 1 && !neighbourKeys(word[differ[0]!]!, meant[differ[0]!]!);
}

/** One of the `top` (20,000) most used English words ("teen", "holiday"): not a name when said alone at a sentence's
 * start. A smaller `top` leaves out the rarer words that are mostly brands ("Samsung", "Netflix", "Toyota"). */
export const isCommonWord = (w: string, top = 20_000) => (ranks().get(w.toLowerCase()) ?? top) < top;

/** The 20,000 most used English words (popular-english-words, picked when the binary is built), each with its rank. */
const ranks = once(() => new Map<string, number>(unpackWords(mostUsedWords(20_000)).map((w, i) => [w, i])));
/** Five-letter words up to the 60,000 most used: "strat" is a guitar, not a typo of "start". */
const shortWords = once(() => new Set([...rarerWords()].filter((w) => /^[a-z]{5}$/.test(w))));
/**
 * A real English word up to the 60,000 most used ("mingus", "bassline"): inside free words such as a task's title it is
 * kept as said, as it is more likely meant than the pattern word it is a letter or two from ("minus", "hassling").
 */
export const isRealWord = (w: string) => ranks().has(w) || rarerWords().has(w);
const rarerWords = once(() => new Set(unpackWords(lessUsedWords(20_000, 60_000))));
/** A word list packed when the binary was built (english-words.ts). */
const unpackWords = (packed: string) => new TextDecoder().decode(Bun.gunzipSync(Buffer.from(packed, "base64"))).split(" ");
/** Word → its correction ("" for none): the same words come back sentence after sentence. */
const typoCache = new Map<string, string>();
