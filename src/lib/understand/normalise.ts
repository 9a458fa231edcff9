import { escapeRegExp } from "../../shared/text";
import SHORTHAND from "./shorthand.yaml";
import { aboutMoney } from "./not-a-date";
import { AMOUNT_SAID, spokenToDigits } from "./spoken";

// What was typed or spoken, before it is read: the words that carry no request taken out, shorthand written out.

/** Chat and speech shorthand, read as the word it stands for (same length is not needed: `text` is rebuilt). */
const SLANG_WORDS = SHORTHAND as Record<string, string>;
/** A name spelled out letter by letter, as speech recognition writes it: "k e x p" → "kexp" (three letters or more). */
const SPELLED = /(?<![\w'])[a-z](?:\s[a-z]){2,}(?![\w'])/gi;
/** "this weak", "next weak": a real word, so typo correction keeps it, but after these words it can only be the week. */
const WEAK_WEEK = /\b(this|next|last|every|each|per)\s+weak\b/gi;
/** "how much did i make this yr": the year, after a word that counts or places it ("yr" alone may be "your"). */
const SHORT_YEAR = /\b(this|next|last|every|each|per|a|the|\d+)\s+yr(s?)\b/gi;
/**
 * "by wed", "due fri", "invoice brightside mon", "pay tax fri 9": a day typed short. "wed", "sat", "sun" and "mon" are
 * also words ("to wed", "I sat", "the sun", "c'mon"), so a short day is the day only after a word that introduces a
 * date, or at the end of the sentence (before a clock at most), where chrono-node (which skips them) needs the full name.
 */
const SHORT_DAYS: Record<string, string> = {
  mon: "monday", tue: "tuesday", wed: "wednesday", thu: "thursday", thur: "thursday", fri: "friday", sat: "saturday", sun: "sunday",
};
const SHORT_DAY_AFTER = /\b(on|by|due|till|til|until|before|this|next|from|every|each|for)\s+(mon|tue|wed|thu|thur|fri|sat|sun)\b\.?(?!['’])/gi;
const SHORT_DAY_LAST =
  /(?<!['’]|\b(?:i|we|he|she|they|you|it|the|a|in the|to)\s+)\b(mon|tue|wed|thu|thur|fri|sat|sun)\b\.?(?=(?:\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?\s*(?:[!?.]\s*)?$)/gi;
/** "from tue to wed": the second day of a pair, once the first is written out. */
const SHORT_DAY_PAIRED = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day\s+(?:to|till|until|or))\s+(mon|tue|wed|thu|thur|fri|sat|sun)\b\.?(?!['’])/gi;
const shortDays = (s: string) =>
  s
    .replace(SHORT_DAY_AFTER, (_w, pre: string, day: string) => `${pre} ${SHORT_DAYS[day.toLowerCase()]}`)
    .replace(SHORT_DAY_PAIRED, (_w, pre: string, day: string) => `${pre} ${SHORT_DAYS[day.toLowerCase()]}`)
    .replace(SHORT_DAY_LAST, (_w, day: string) => SHORT_DAYS[day.toLowerCase()]!);
const ordinalEnding = (day: number) => (day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th");
/** "tomorrow 17h", "at 9h", "12/12 21h", "from 19h": an hour written with "h", where a clock belongs. */
const EURO_HOUR =
  /((?:\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|tonight|at|from|till|until|to|by|around|before|after|à)|\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?|\d{1,2}(?:st|nd|rd|th)?|-)\s*)([01]?\d|2[0-3])h\b(?!\w)|(?<![\w.])()(1[3-9]|2[0-3])h\b(?!\w)/gi;
/** "rmd call mum …", "rem pay tax …", "rmdr: …": the reminder asked for in a typist's shorthand, as a sentence starts. */
const SHORT_REMIND = /^(?:(?:rem|rmd|rmdr|rmnd|rmndr|remnd)\b[:.]?\s+(?:me\s+)?|remind\b:?\s+(?!(?:me|us)\b))/i;
// "rem book ubers for the gig", "rem soundcheck": straight into what for, so "to" is meant ("remind me to …"); not
// when a day, a time or a word that leads what for comes first ("rem 2nite 7 …", "rem about …").
const SHORT_REMIND_WHAT = /^(?:rem|rmd|rmdr|rmnd|rmndr|remnd)\b[:.]?\s+(?:me\s+)?(?!(?:me|us|to|2|about|abt|bout|re|of|that|on|at|in|by|for|every|each|this|next|tonight|tonite|today|tomorrow|tmrw?|tmrow|tomoz|2nite|2day|2moro|noon|midday|morning|afternoon|arvo|evening|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b|\d)(?=[a-z])/i;
const CLOCK = "(?:\\d{1,2}(?::\\d\\d)?(?:\\s*[ap]m)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midday)";
const DAY = "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)";
const TAKEN_BACK = "(?:no|nope|sorry|oops|actually|or rather)(?:,?\\s+(?:wait|actually|sorry|no|i mean|scratch that))*,?\\s+(?:(?:make|change) (?:it|that)(?: to)?\\s+)?";
// A time or a day taken back and said again ("at ten no eleven", "wednesday no thursday", "at 3, no wait, make it 4",
// "friday, sorry I mean saturday"); a day said with the first time stays ("at 2 tomorrow, sorry, 3": 3 tomorrow).
const REPAIRED_DAY = new RegExp(`\\b${DAY},?\\s+${TAKEN_BACK}(?=${DAY}\\b)`, "gi");
const REPAIRED_TIME = new RegExp(`\\b${CLOCK}(\\s+${DAY})?,?\\s+${TAKEN_BACK}(${CLOCK})\\b`, "gi");
// An amount taken back and said again ("for twelve hundred sorry fifteen hundred", "$900 oops $950", "250 i mean
// 275"): the one said last is meant.
const REPAIRED_AMOUNT = new RegExp(`(?<![\\w.,$£€])${AMOUNT_SAID},?\\s+(?:${TAKEN_BACK}|i mean,?\\s+|i meant,?\\s+)(?=${AMOUNT_SAID})`, "gi");
/**
 * "remind me, no actually make it a task: edit episode 14 by Wednesday", "remind me to... actually just make it a task":
 * a request begun as one kind of thing and changed to another before its details; only the kind said last is asked for.
 */
const KIND_REPAIRED =
  /^(?:\S+\s+){0,4}?\S+,?\s+(?:no|nope|sorry|oops|actually|wait)(?:,?\s+(?:wait|actually|sorry|no|scratch that))*,?\s+(?:just\s+)?(?:make|change|turn) (?:it|that|this)(?: into)?\s+(?:a|an)\s+(task|to-?do|reminder|note|event)\b[:,]?\s*/i;
const KIND_REQUEST: Record<string, string> = { task: "add a task", todo: "add a task", "to-do": "add a task", reminder: "set a reminder", note: "add a note", event: "add an event" };
const SLANG = new RegExp(`\\b(?:${Object.keys(SLANG_WORDS).join("|")})\\b`, "gi");

/** "at 0930" typed as a clock; after words about money ("invoice … at 450") it is an amount, left as said. */
const clockTyped = (w: string, lead: string, h: string, m: string, at: number, all: string) =>
  /^at$/i.test(lead) && aboutMoney(all.slice(0, at)) ? w : `${lead} ${h}:${m}`;

/**
 * The sentence as said, ready to read: the assistant's name (`name`), greetings, fillers and thinking aloud removed,
 * shorthand and spelled-out names written as words, spoken numbers as digits. Typos are still as typed.
 */
export function normaliseSaid(raw: string, name: string): string {
  let s = raw.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim();
  const persona = escapeRegExp(name);
  // The assistant's name after a greeting ("morning sunshine, …", "good evening Sunshine") is not part of the request.
  s = s.replace(new RegExp(`^(?:(?:hey|hi|hello|hiya|ok|okay|yo|oi|(?:good\\s+)?(?:morning|afternoon|evening))[\\s,!]+)?${persona}\\b[\\s,:!.-]*`, "i"), "");
  s = s.replace(new RegExp(`[\\s,]+${persona}[\\s.!?]*$`, "i"), "");
  // "Good morning, brief me", "hi can you add…": the greeting is not part of the request.
  s = s.replace(/^(?:good (?:morning|afternoon|evening)|hi|hello|hiya|hey|yo|morning)(?:\s+there)?[\s,!.]+(?=\S)/i, "");
  // Speech fillers ("um", "uh", "erm") never carry meaning.
  s = s.replace(/(?:^|\s)(?:u+m+|u+h+|e+r+m*|hmm+)(?=[\s,.!?]|$)[,]?/gi, " ").replace(/\s+/g, " ").trim();
  // So is "you know" said between words ("what's overdue you know across everything"), unless it asks or tells something:
  // "do you know", "let you know", "you know the gig at the Roxy".
  s = s.replace(/(?<=[a-z'],?\s)(?<!\b(?:do|did|does|don'?t|let|if|as|what|how|will|would|could|can|should|whether|when|where|who|that|than|i|we|they)\s)you know\b,?(?!\s+(?:what|how|who|where|when|if|whether|that|about|the|a|an|my|his|her|him|them|it|this|those|these)\b)/gi, "").replace(/\s+/g, " ").trim();
  // Speech repairs: a little word said twice ("thursday at at ten"), and a time or day taken back by a bare "no"
  // ("at ten no eleven", "wednesday no thursday"): the one said last is meant.
  s = s.replace(/\b(at|on|the|to|by|for|in)(?:\s+\1)+\b/gi, "$1").replace(REPAIRED_DAY, "").replace(REPAIRED_TIME, (_w, day: string | undefined, time: string) => `${time}${day ?? ""}`).replace(REPAIRED_AMOUNT, "");
  s = s.replace(KIND_REPAIRED, (_w, kind: string) => `${KIND_REQUEST[kind.toLowerCase()] ?? "add a task"} `);
  // Thinking aloud before the request ("what else... oh yeah, add a task to …", "where was I, right, …") asks nothing.
  s = s.replace(/^(?:(?:what else|what was (?:i saying|it|i going to say)|where was i|let me (?:think|see)|let'?s see)\s*(?:\.{2,}|…|[,!?-])+\s*)+(?:(?:oh|ah)?\s*(?:yeah|yes|right|and|that's it)?[\s,.!]+)?(?=\S+\s+\S)/i, "");
  // A one-word heading before the request ("calendar, add …", "diary: pencil in …"): the request says it all; a
  // heading read as a request of its own would show the list instead.
  s = s.replace(/^(?!(?:no|nope|nah|yes|yeah|yep|ok|okay|and|but|so|then|also)\b)[a-z]+\s*[,:]\s+(?=(?:add|create|put|pop|stick|pencil|new|set up|schedule)\s+\S+\s+\S)/i, "");
  // "don't delete anything, just show me what's overdue": nothing is to change, and what follows only asks to see.
  s = s.replace(/^(?:please\s+)?(?:don'?t|do not|dont)\s+(?:delete|remove|change|touch|edit|update|move|add|write)\s+anything(?:\s+yet)?[\s,;.!-]+(?:(?:just|only|but)\s+)+(?=(?:show|tell|list|give|what|which|check|read)\b)/i, "");
  // "make it high priority instead of urgent": the level it had is not the one asked for, and leaving it in makes
  // the sentence name two levels. ("… is now high, not urgent": the same, said right after the new level.)
  s = s.replace(/[\s,]+(?:instead of|rather than|(?<=\b(?:urgent|high|medium|normal|low|critical)(?: priority)?(?: now)?[\s,]+)not)\s+(?:urgent|high|medium|normal|low|critical)(?:\s+priority)?(?=[\s.!?]*$)/i, "");
  // "w/" and "w/o", as typed in a hurry: with, without (a slash ends no word, so not in the shorthand list); an
  // arrow ("bandcamp update -> urgent", "kexp call → friday") is "to".
  s = s.replace(/(^|\s)w\/o(?=\s|$)/gi, "$1without").replace(/(^|\s)w\/(?=\s|$)/gi, "$1with").replace(/\s*(?:-+>|→|=>)\s*/g, " to ");
  // "3 hrs @ 80/hr": a rate typed short is a price an hour ("@" before an amount is "at").
  s = s.replace(/(^|\s)@\s*(?=[$£€]?\d)/g, "$1at ").replace(/(\d)\s*\/\s*(?:hr|hour)\b/gi, "$1 an hour");
  // "which deadlines r this week", "follow up w jane": a letter for a word, unless it is one of a name spelled out
  // letter by letter ("k c r w").
  // (Typed in lower case between two words: "Sunny R" is a name's initial.)
  s = s.replace(/(?<=\S\s)([rw])(?=\s\S)(?<!(?:^|\s)[a-z]\s[rw])(?!\s[a-z](?:\s|$))/g, (w) => (w === "r" ? "are" : "with"));
  // (…or last, after a word: "who should i follow up w", "which gigs am i playing w?".)
  s = s.replace(/(?<=\b[a-z]{2,}\s)w(?=[?.!]*$)/, "with");
  // "push it two friday": speech recognition's "two" (or "too") before a day that ends the sentence (or its time) is
  // "to" ("two friday gigs" stays two).
  // (Not after a word that leads a clock or a count: "half past two tomorrow", "at two tomorrow" are 2 o'clock.)
  s = s.replace(/(?<!\b(?:at|by|around|about|past|half|quarter|from|till|until|to|for|before|after|say)\s+)\b(?:two|too)(?=\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|fri|tomorrow|next week)(?:\s+(?:at|morning|afternoon|evening|night|instead|please|\d)\b|[\s,.!?]*$))/gi, "to");
  s = shortDays(s.replace(SHORT_REMIND_WHAT, "remind me to ").replace(SHORT_REMIND, "remind me "));
  s = spokenToDigits(s.replace(SLANG, (w) => SLANG_WORDS[w.toLowerCase()] ?? w).replace(WEAK_WEEK, "$1 week").replace(SHORT_YEAR, "$1 year$2").replace(SPELLED, (w) => w.replace(/\s+/g, "")));
  // "nine a m", as speech recognition writes it: the clock's am or pm; "thurs 1130", "at 0930": a clock typed
  // without its colon, after a day or "at" ("3 mixes at 200 each", "invoice … at 450" are prices).
  return s
    .replace(/(\d\s*)([ap])\s+m\b/gi, "$1$2m")
    // "106.7FM": a radio frequency typed against its band, read as the number and the band.
    .replace(/\b(\d{2,4}[.,]\d{1,2})(fm|mhz|khz)\b/gi, "$1 $2")
    // "at 4 30 pm", "7 45am": a clock whose colon a transcript left out, known by its am or pm. ("4/12 10am": the
    // end of a date, then a clock.)
    .replace(/(?<![/.:-])\b(1[0-2]|0?[1-9])\s+([0-5]\d)\s*([ap]\.?m\b)/gi, "$1:$2 $3")
    .replace(/\b((?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|tonight|at|remind me)\s+([01]?\d|2[0-3])([0-5]\d)\b(?![:.,]?\d|\s*(?:an?|per|\/)\s*(?:hour|hr)\b|\s*(?:each|apiece|a piece|per)\b)/gi, clockTyped)
    // "at 3p", "fri 4p", "tomorrow 9.30a": a clock typed with its am or pm cut to one letter, after a word that leads a time.
    .replace(/\b((?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|tonight|at|by|from|till|until|around)\s+(1[0-2]|0?[1-9])([:.][0-5]\d)?([ap])\b(?![.'’]\w|\s+(?:each|per|a|an)\b)/gi, "$1 $2$3$4m")
    // "14h30", "21h", "à 9h": the clock as much of Europe and Brazil writes it (chrono reads "17h" as in 17 hours). A
    // bare hour is a clock after a day, a date or a word that leads a time, or from 13h on; "in 2h", "for 3h" stay hours.
    .replace(/\b([01]?\d|2[0-3])h([0-5]\d)\b/gi, "$1:$2")
    // "tomorrow 9 hour", "at 15 hour": a clock said as Portuguese or Spanish say it ("nove horas"); the singular after
    // a day or "at" is no length ("2 hours" is).
    .replace(/\b((?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|at)\s+([2-9]|1\d|2[0-3])\s+hour\b/gi, "$1 $2h")
    // "pay the rent the 1", "due on the 15": a day of the month said without its ending, at the end or before a clock
    // ("delete the 2", "pick the 1", "the 2" alone: a choice after a list, not a date).
    .replace(/(?<=\S\s+)(?<!\b(?:delete|remove|cancel|mark|pick|choose|take|want|open|show|is|was|and|or|of|yes|no|maybe)\s+)\b(the)\s+([1-9]|[12]\d|3[01])(?=\s*(?:at\b|,|[.!?]*$))/gi, (_w, the: string, day: string) => `${the} ${day}${ordinalEnding(Number(day))}`)
    // "each 1st of the month": the repeating day as the recurrence reader knows it.
    .replace(/\b(?:each|every)\s+(\d{1,2}(?:st|nd|rd|th))\s+of the month\b/gi, "on the $1 of every month")
    // "at 9 o clock of the night": the part of the day as Romance languages say it ("nove horas da noite").
    .replace(/\b(\d{1,2}(?::\d\d)?)\s*(?:o'?\s?clock\s+)?of the (night|morning|afternoon|evening)\b/gi, (_w, clock: string, part: string) => `${clock} ${part.toLowerCase() === "night" ? "at night" : `in the ${part}`}`)
    .replace(EURO_HOUR, (_w, lead?: string, hour?: string, _none?: string, late?: string) => `${lead ?? ""}${hour ?? late}:00`)
    // "mon 30th 11-4", "friday 10-6": hours from and till, after a day.
    .replace(/\b((?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|tomorrow|today|\d{1,2}(?:st|nd|rd|th))\s+(\d{1,2})\s*-\s*(\d{1,2})\b(?![:./-]?\d)/gi, "$1 $2 till $3");
}
