import { asTitle } from "../../lib/understand/sentence";

/** The genres a sentence names for a new audiobook ("it's a mystery", "genre: poetry", "sci fi"). */

const GENRES: [RegExp, string][] = [
  [/\bliterary fiction\b/, "Literary Fiction"],
  [/\bhistorical fiction\b/, "Historical Fiction"],
  [/\b(?:sci[ -]?fi|science fiction|scifi)\b/, "Science Fiction"],
  [/\btrue crime\b/, "True Crime"],
  [/\bself[ -]help\b/, "Self-Help"],
  [/\bnon[ -]?fiction\b/, "Non-Fiction"],
  [
    /\b(?:fantasy|thriller|mystery|romance|horror|memoir|biography|business|history|poetry|crime|comedy|drama|western|dystopian|adventure|spirituality|health|cosy mystery|cozy mystery|suspense|paranormal|erotica|philosophy|psychology|travel|cookbook|humou?r)\b/,
    "",
  ],
  [/\bchildren'?s\b|\bkids'? book\b|\bpicture book\b/, "Children's"],
  [/\bfiction\b/, "Fiction"],
];
/** Any genre word: it ends a name ("by Sam Lee fantasy") and is never part of one. */
export const GENRE_WORD = GENRES.map(([re]) => re.source.replace(/^\\b|\\b$/g, "")).join("|");

export function genreOf(lower: string): string | undefined {
  const said =
    /\bgenre(?: is|:)? ([a-z][a-z' -]{1,30}?)(?=,|;|\.|$| (?:by|and|priced|price|narrated|it'?s|about|for|on|at)\b)/.exec(
      lower,
    )?.[1];
  for (const [re, name] of GENRES) {
    const m = re.exec(said ?? lower);
    if (m) return name || asTitle(m[0]).replace(/\b\w/g, (c) => c.toUpperCase());
  }
  return said ? asTitle(said) : undefined;
}
