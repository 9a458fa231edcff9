import { chronoParser } from "./calendar-words";
import WORDS from "./date-words.yaml";

/**
 * Days people name rather than date: "on Christmas Eve", "boxing day", "new year's eve" (chrono reads none of them).
 * The next one from today; "new year's day" is the first of the next year. A bare "christmas" is a day only after a
 * word that leads a date ("for christmas"): "the christmas single" is a thing.
 */
const HOLIDAYS: Record<string, [number, number]> = WORDS.holidays;

/** The next such date from `ref` on (month from 0): Christmas said in March is this year's, on Boxing Day next year's. */
export function nextDateOf(ref: Date, month: number, day: number) {
  const passed = new Date(ref.getFullYear(), month, day) < new Date(ref.getFullYear(), ref.getMonth(), ref.getDate());
  return { day, month: month + 1, year: ref.getFullYear() + (passed ? 1 : 0) };
}

const AFTER = "(?<=\\b(?:on|for|by|before|until|till|over|at|after|this|next|from)\\s+)";

export const holidayParser = chronoParser(
  new RegExp(`\\b(?:(?:christmas|xmas)\\s+(?:eve|day)|boxing\\s+day|new\\s+year'?s\\s+(?:eve|day)|valentine'?s\\s+day|${AFTER}(?:christmas|xmas|new\\s+year(?:'?s)?|nye|hogmanay|hallowe'?en|valentine'?s)(?![\\w']))`, "i"),
  (context, match) => {
    // "Christmas Cabaret", "Halloween Party at the Roxy": a day's name before a capitalised word is part of a name.
    if (/^\s+[A-Z]/.test(context.text.slice((match.index ?? 0) + match[0].length))) return null;
    const said = match[0].toLowerCase().replace(/\s+/g, " ").replace(/'/g, "").replace(/^xmas/, "christmas");
    const [month, day] = HOLIDAYS[said.replace(/ day$/, "")] ?? [];
    return month && day ? nextDateOf(context.refDate, month - 1, day) : null;
  },
);
