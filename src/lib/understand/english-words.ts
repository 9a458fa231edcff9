// @ts-expect-error: the package ships no types; words.js exports one array of strings, most used first.
import { words } from "popular-english-words/words.js";

/**
 * Runs while the binary is built (imported as a Bun macro), so the binary carries only the most used words that typo
 * correction reads, packed as one gzip string (sixty thousand words are 470 KB as text and several times that once
 * compiled), instead of the package's whole 2 MB list.
 */
export const mostUsedWords = (count: number): string => packed(words.slice(0, count));

/**
 * The words between the `from` and `count` most used, of any length: rarer real words ("mingus", "bassline").
 */
export const lessUsedWords = (from: number, count: number): string => packed(words.slice(from, count));

/** Words as one gzip-packed, base64 string; `unpackWords` reads it back. */
const packed = (list: string[]) => Buffer.from(Bun.gzipSync(new TextEncoder().encode(list.join(" ")))).toString("base64");
