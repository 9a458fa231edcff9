import { MONTH_NAME, WEEKDAY } from "./calendar-words";

// What chrono finds that is no date or time where it stands in the sentence: a word of a title, a label, a rate.

// Words chrono reads as dates that people use as plain words in titles ("I may", "a second", "now").
// ("the money": chrono reads a month in it; "plan the week", "review the year": chrono reads a week/year from now.)
const FALSE_DATES = /^(?:may|march|sun|sat|now|second|a second|sec|mon|wed|second one|the second|second single|second song|(?:the )?money|the (?:week|month|year))$/i;

/** A word after "the <day>" that makes the day a kind of thing ("session", "gig"), not the day itself ("after"). */
const ATTRIBUTE_NEXT =
  /^\s+(?!(?:after|before|of|at|on|in|from|to|till|until|and|or|morning|afternoon|evening|night|lunchtime|week|coming|following|gone|just|next|then|is|was|will|would|please|pls|instead|too|again|also|as|so|but|if|though|thanks|cheers|rather|now|it|that|this|for|with|by|via|ok|okay|yeah|because|cos|since|when|where|while)\b)[a-z]{3,}/i;

/**
 * Words about money ("invoice …", "the fee", "my rate", "sold …"), not about being reminded or meeting: a number
 * said after them with "at" and no am, pm or colon is an amount ("2 days of tracking at 450", "4 sales at 10").
 */
export const aboutMoney = (before: string) =>
  /\b(?:invoice|inv|bill|charge|rate|fee|price|priced|quote|sale|sales|sold)\b/i.test(before) &&
  !/\b(?:remind|ping|nudge|call|ring|meet|meeting)\b/i.test(before);

/** Whether the words chrono read as a date (`said`, at `index` in `text`) are something else there. */
export function notADate(said: string, index: number, text: string): boolean {
  // ("move the gig to sat", "due sun", "make it wed": a short weekday after a word that leads a day is that day.)
  const shortDay = /^(?:sat|sun|mon|wed)$/i.test(said.trim()) && /\b(?:to|till|until|by|for|from|next|this|due|make it|before|after)\s+$/i.test(text.slice(0, index));
  if (FALSE_DATES.test(said.trim()) && !shortDay) return true;
  // "plan the weekend", "book the weekend off": the weekend as a thing done; "at/over/this weekend" is a date.
  if (/^weekend$/i.test(said.trim()) && /\b(?:plan|planning|enjoy|spend|book|review|organise|organize|sort|sort out|prep|prepare|map out)\s+the\s+$/i.test(text.slice(0, index)))
    return true;
  // "the Sunday session", "the Friday gig": a day named before a thing, after "the", says which one; no date.
  // ("the January residency", "the March tour": so does a month said alone; "my Tuesday student" too, unless the
  // day itself is said to be free or taken: "keep my saturday free".)
  const owned = /\b(?:my|our|his|her|their)\s+$/i.test(text.slice(0, index)) && !/^\s+(?:free|clear|open|off|busy|available|are|has|have)\b/i.test(text.slice(index + said.length));
  if (new RegExp(`^(?:${WEEKDAY}|${MONTH_NAME})$`, "i").test(said.trim()) && (/\bthe\s+$/i.test(text.slice(0, index)) || owned) && ATTRIBUTE_NEXT.test(text.slice(index + said.length)))
    return true;
  // "what night am I playing …", "which evening is it": the question asks for a day; the word is no time.
  if (/^(?:night|evening|morning|afternoon)$/i.test(said.trim()) && /\b(?:what|which)\s+$/i.test(text.slice(0, index))) return true;
  // "posters for the drum and bass night", "book the quiz night": a night named by the words before it is an event,
  // not tonight ("at night", "friday night" and "tomorrow night" are read whole or after these words).
  if (/^night$/i.test(said.trim()) && !/\b(?:at|by|for|on|this|that|tomorrow|in the)\s+$/i.test(text.slice(0, index)) && index > 0) return true;
  // "WSM 650 AM", "KFI 640 AM": a radio frequency on its band (written in capitals, with no word that leads a
  // time before it), not 6:50 in the morning ("at 650am" stays a time).
  if (/^\d{3,4}\s+AM$/.test(said.trim()) && !/\b(?:at|by|around|about|from|till|until|before|after|for|to|@)\s*$/i.test(text.slice(0, index))) return true;
  // "needles for the 1210s", "the 808s", "a 1970s synth": figures with a plural "s" name things or a decade, not
  // seconds from now ("in 30s" still counts them).
  if (/^\d+s\b/i.test(said.trim()) && !/\b(?:in|within|after|every|for)\s+$/i.test(text.slice(0, index))) return true;
  if (/^at\s+\d+(?:\.\d+)?(?:\s+a)?$/i.test(said.trim()) && aboutMoney(text.slice(0, index))) return true;
  // "plus VAT at 20%", "at 20 percent": a number followed by a percent sign or word is a rate, never a time.
  if (/^\s*(?:%|percent\b|per cent\b)/i.test(text.slice(index + said.length))) return true;
  // Hours of work billed at a rate: "6 hours of mix revisions at $80 an hour", "at 120 per hour" (no time of day);
  // "3 hrs at 80 an hour session bass": the rate said first.
  const after = text.slice(index + said.length);
  // ("4 days of session work at 650", "3 hours mixing at 80 an hour", "mixing, 6 hours at 80": days of work.)
  const work = /^\s+(?:of|doing|(?:[a-z]+\s+){0,3}at\s+[$£€]?\d[\d,.]*(?:\s+(?:an?|per)\s+(?:hour|hr|day)\b|\W*$))/i;
  // ("for a day of session drums", "a week of tracking": a length of work, said with "a" too.)
  if (/^(?:for\s+|-\s*)?(?:\d+(?:\.\d+)?|an?|one|half a)\s+(?:hours?|hrs?|days?|weeks?)$/i.test(said.trim()) && work.test(after)) return true;
  // ("bill Jo for a morning of guitar overdubs": a part of a day worked, not tomorrow morning.)
  if (/^(?:morning|afternoon|evening|night)$/i.test(said.trim()) && /\b(?:an?|one)\s+$/i.test(text.slice(0, index)) && /^\s+of\b/i.test(after)) return true;
  if (/^(?:an?|per|one)\s+(?:hour|hr)$/i.test(said.trim()) && /\d\s*(?:dollars?|pounds?|euros?|quid|bucks)?\s*$/i.test(text.slice(0, index))) return true;
  if (/^(?:at\s+)?\d+$/i.test(said.trim()) && /^\s*(?:an?|per|\/)\s*(?:hour|hr)\b/i.test(after)) return true;
  // A capitalised part-of-day word inside the sentence is a title ("Night Drive", "Midnight Radio"), not a time.
  if (index > 0 && /^(?:Night|Midnight|Morning|Evening|Afternoon|Noon|Midday|Tonight)\b/.test(said) && !/\b(?:at|this|tomorrow|in the)\s+$/i.test(text.slice(0, index)))
    return true;
  // …and so is one joined to another capitalised word by "and" ("a gig at Night and Day", "Morning & Evening"):
  // a place's or a title's name, even after "at".
  if (/^(?:at\s+)?(?:Night|Midnight|Morning|Evening|Afternoon|Noon|Midday|Tonight)$/.test(said.trim()) && /^\s+(?:and|&|n)\s+[A-Z]/.test(text.slice(index + said.length)))
    return true;
  // "an interview with Bluegrass Today", "USA Today": a capitalised "Today" after a capitalised word ends a name.
  if (said.trim() === "Today" && /\b[A-Z][\w'’&.-]*\s+$/.test(text.slice(0, index)) && !/\b(?:at|by|for|until|till|from)\s+$/i.test(text.slice(0, index)))
    return true;
  return false;
}
