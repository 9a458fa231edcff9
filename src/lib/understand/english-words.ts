// @ts-expect-error: the package ships no types; words.js exports one array of strings, most used first.
import { words } from "popular-english-words/words.js";

/**
 * Runs while the binary is built (imported as a Bun macro), so the binary carries only the most used words that typo
 * correction reads, as one string, instead of the package's whole 2 MB list and its compiled form.
 */
export const mostUsedWords = (count: number): string => words.slice(0, count).join(" ");

/**
 * The five-letter words among the `count` most used, past the first `from`: a short word is one letter swap away from
 * many others ("strat" and "start"), so a rarer real one is kept as said rather than "corrected".
 */
export const mostUsedShortWords = (from: number, count: number): string =>
  words
    .slice(from, count)
    .filter((w: string) => /^[a-z]{5}$/.test(w))
    .join(" ");

/** The words between the `from` and `count` most used, of any length: rarer real words ("mingus", "bassline"). */
export const lessUsedWords = (from: number, count: number): string => words.slice(from, count).join(" ");
