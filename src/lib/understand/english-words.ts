// @ts-expect-error: the package ships no types; words.js exports one array of strings, most used first.
import { words } from "popular-english-words/words.js";

/**
 * Runs while the binary is built (imported as a Bun macro), so the binary carries only the most used words that typo
 * correction reads, as one string, instead of the package's whole 2 MB list and its compiled form.
 */
export const mostUsedWords = (count: number): string => words.slice(0, count).join(" ");
