import { capitalise } from "../../shared/text";

// The sentence's own words made into a title or a name.

export function tidy(s: string): string {
  let t = s.replace(/\s+/g, " ").replace(/\s+([,.;:!?])/g, "$1").trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(/^[\s,.;:!?'"-]+|[\s,;:!?'"-]+$/g, "")
      .replace(/\.$/, "")
      // ("in" stays: "load in", "check in" end titles; a date's own "in" is cut with the date.)
      // (A capital "A" said last is a name, not an article: "learn the reel in A", "record take A".)
      .replace(/(?:^|\s)(?:on|at|by|for|from|to|until|till|due|before|and|but|so|with|the|a|an|it|is|this|next|starting|around|about|of|which is|that is|called|named)$/i, (cut) => (/(?:^|\s)A$/.test(cut) ? cut : ""))
      .replace(/^(?:and|so|then|also|that|to|about|of|for|called|named)\s+/i, "")
      .trim();
    if (t === before) break;
  }
  return t;
}

/** Capitalised title from words (keeps the user's own capitals). */
export const asTitle = (s: string) => capitalise(tidy(s));
