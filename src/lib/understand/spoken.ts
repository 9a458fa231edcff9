import { CURRENCY_WORDS } from "../../shared/money";
import { ordinal } from "../../shared/text";
import NUMBERS from "./numbers.yaml";

/**
 * Speech-recognition and casual forms to digits, so dates, times and amounts parse the same typed or spoken:
 * "three thirty pm" → "3:30 pm", "half past four" → "4:30", "fifteen hundred dollars" → "1500 dollars",
 * "the fifth of december" → "the 5th of december", "at seven" → "at 7".
 */

const { units: UNITS, tens: TENS, ordinals: ORDINALS } = NUMBERS as Record<"units" | "tens" | "ordinals", Record<string, number>>;
const HOURS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
const MINUTES = `(?:oh\\s+(?:one|two|three|four|five|six|seven|eight|nine)|o'?clock|(?:twenty|thirty|forty|fifty)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";
const MERIDIEM = "(?:a\\.?\\s?m\\.?|p\\.?\\s?m\\.?|in the morning|in the afternoon|in the evening|at night|tonight)";

const ORDINAL_WORD = `(?:(?:twenty|thirty)[\\s-]+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${Object.keys(ORDINALS).join("|")})`;
/** An ordinal said in words as written in digits: "twenty first" → "21st". */
function ordinalDigits(w: string): string {
  const parts = w.toLowerCase().split(/[\s-]+/);
  const n = parts.length === 2 ? TENS[parts[0]!]! + ORDINALS[parts[1]!]! : ORDINALS[parts[0]!]!;
  return ordinal(n);
}

/** The minutes of a clock said in words: "oh five", "twenty-five", "o'clock". */
const minutesValue = (w: string) => (/^o'?clock$/i.test(w.trim()) ? 0 : (wordsToNumber(w.replace(/^\s*oh\s+/i, "")) ?? 0));

/** Parses a run of number words ("one hundred and fifty", "fifteen hundred", "twenty five", "an"), or digits. */
export function wordsToNumber(run: string): number | undefined {
  if (/^\d+$/.test(run)) return Number(run);
  const ws = run.toLowerCase().replace(/-/g, " ").split(/\s+/).filter((w) => w && w !== "and");
  if (!ws.length) return undefined;
  let total = 0;
  let current = 0;
  for (const [i, w] of ws.entries()) {
    const prev = ws[i - 1];
    if ((w === "a" || w === "an") && i === 0) current = 1;
    else if (w in UNITS) {
      // "four five" is two numbers; only "twenty five", "a hundred and five" join a unit to what came before.
      if (current % 100 !== 0 && !(prev && prev in TENS)) return undefined;
      current += UNITS[w]!;
    }
    else if (w in TENS) {
      // "twenty four ninety" is two numbers (a price), not 114.
      if (current % 100 !== 0) return undefined;
      current += TENS[w]!;
    }
    else if (w === "hundred") current = (current || 1) * 100;
    else if (w === "thousand" || w === "grand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return undefined;
  }
  return total + current;
}

const TENS_UNIT = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
const CENTS = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
const NUM_WORD = `(?:${[...Object.keys(UNITS), ...Object.keys(TENS)].join("|")})`;
const NUM_RUN = `(?:a\\s+(?:hundred|thousand)|${NUM_WORD})(?:(?:\\s+|-)(?:and\\s+)?(?:${NUM_WORD}|hundred|thousand))*`;
/**
 * An amount worth putting right, as said: "$900", "1200", "1,400", "fifteen hundred", "two grand" (a bare "one" or "two" is
 * left: "the one no one hears" is a title).
 */
export const AMOUNT_SAID = `(?:[$£€]\\d[\\d,]*(?:\\.\\d+)?|\\d(?:\\d|,\\d{3})[\\d,]*(?:\\.\\d+)?|(?:a|${NUM_WORD})(?:[\\s-]+${NUM_WORD})*[\\s-]+(?:hundred|thousand|grand)(?:[\\s-]+(?:and\\s+)?${NUM_WORD})*|${NUM_WORD}(?:[\\s-]+${NUM_WORD})*(?=\\s+(?:${CURRENCY_WORDS})\\b))(?:\\s*(?:k|grand|${CURRENCY_WORDS})\\b)?`;
/** Number words are turned into digits only next to these, so titles like "one more time" stay as said. */
const AFTER = `(?=\\s*(?:\\$|${CURRENCY_WORDS}|(?:grand|thousand)(?!\\s+(?:and\\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred)\\b)|k\\b|copies|units|sales|books|tickets|days?|weeks?|hours?|minutes?|mins?|months?|years?|percent|%|stars?|people))`;
const BEFORE = "(?<=(?:\\b(?:at|for|in|sold|of|about|around|costs?|paid|pay|charge|fee|earned|made|by|is|was|were|worth)\\s+|\\$\\s?))";

/** What may follow a new hour said last: nothing, or "instead (of nine)", "rather than half nine". */
const INSTEAD_END = /^\s*(?:(?:instead|rather)(?:\s+(?:of|than)(?:\s+[\w:']+){1,3})?)?[\s.!?]*$/i;

export function spokenToDigits(input: string): string {
  // "five o clock", "9 o clock": a transcript's o'clock, written as typists write it.
  input = input.replace(new RegExp(`(?<=\\b(?:\\d{1,2}|${HOURS})\\s+)o\\s+clock\\b`, "gi"), "o'clock");
  // A year said aloud after the word that leads a period: "in twenty twenty five", "since twenty nineteen" (so no
  // price: "for twenty twenty five" stays as said).
  let s = input.replace(
    /\b(in|since|during|of|from|until|till|through|back in)\s+twenty[\s-]+((?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:twenty|thirty)(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?)\b(?![\s-]+(?:dollars?|bucks|pounds?|quid|euros?|hundred|thousand)\b)/gi,
    (_, lead: string, rest: string) => `${lead} ${2000 + wordsToNumber(rest.replace(/-/g, " "))!}`,
  );
  // spoken prices: "twenty four ninety nine" → 24.99, "nine ninety nine" → 9.99 (two groups, no "hundred"), next to
  // a currency word or after "for/costs/price"; "at twenty thirty" stays a time. Before the times: "at seven ninety
  // nine each" is a price, not "at 7".
  // A fee said with its currency, "two fifty quid", is hundreds (nobody says pence that way); a price per copy
  // ("nine ninety dollars each") stays a price.
  const FEE = /^\s*(?:dollars?|bucks|pounds?|quid|euros?)\b(?!\s+(?:each|a (?:copy|book|unit)|per)\b)/i;
  const price = (all: string, x0: string, y0: string, at: number, text: string) => {
    const x = wordsToNumber(x0);
    const y = wordsToNumber(y0);
    if (x === undefined || y === undefined || !(x < 100 && y >= 10 && y < 100)) return all;
    const fee = x < 10 && y % 10 === 0 && FEE.test(text.slice(at + all.length));
    return fee ? `${x * 100 + y}` : `${x}.${String(y).padStart(2, "0")}`;
  };
  s = s.replace(
    new RegExp(`\\b(${TENS_UNIT})[\\s-]+(${CENTS})\\b(?=\\s*(?:dollars?|bucks|pounds?|quid|euros?|each|a (?:copy|book|unit)|per\\b|(?:in\\s+)?total\\b|altogether\\b))`, "gi"),
    price,
  );
  // "selling at twelve ninety nine": after "at", cents of sixty or more are no clock's minutes.
  const NO_MINUTES = "(?:sixty|seventy|eighty|ninety)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?";
  s = s.replace(new RegExp(`(?<=\\bat\\s+)(${TENS_UNIT})[\\s-]+(${NO_MINUTES})\\b`, "gi"), price);
  // Said last, with no currency word: "… on chirp seven ninety nine" is a price when its cents are no clock's minutes
  // ("at seven fifteen" stays a time); "invoice Sam one fifty for …" is a fee in hundreds.
  const NOT_TIME = String.raw`(?<!\b(?:at|by|around|from|until|till|to|before|after)\s+)`;
  s = s.replace(new RegExp(`${NOT_TIME}\\b(${TENS_UNIT})[\\s-]+(${CENTS})(?=\\s*[.!]?$)`, "i"), (all, x: string, y: string, at: number, text: string) =>
    (wordsToNumber(y) ?? 0) % 5 ? price(all, x, y, at, text) : all,
  );
  // "bill Sam ninety nine fifty for the drum edit": dollars no clock's hour can be (24–99), then the cents.
  s = s.replace(new RegExp(`${NOT_TIME}\\b((?:twenty[\\s-]+(?:four|five|six|seven|eight|nine)|(?:thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?))[\\s-]+(${CENTS})(?=\\s+for\\b)`, "gi"), price);
  s = s.replace(new RegExp(`${NOT_TIME}\\b(one|two|three|four|five|six|seven|eight|nine)[\\s-]+(twenty[\\s-]five|fifty|seventy[\\s-]five)(?=\\s+for\\b)`, "gi"), (_, x: string, y: string) =>
    String(wordsToNumber(x)! * 100 + wordsToNumber(y)!),
  );
  // "seventy four dollars ninety five", "12 pounds 50": the cents said after the currency word (ten or more, so "20
  // dollars two copies" stays a count).
  s = s.replace(
    new RegExp(`\\b(${TENS_UNIT}|\\d{1,3})\\s+(dollars?|bucks|pounds?|quid|euros?)\\s+(?:and\\s+)?(${CENTS}|\\d{2})(?:\\s+(?:cents?|pence|p))?\\b(?![-\\s]*(?:one|two|three|four|five|six|seven|eight|nine|dollars?|pounds?|euros?|copies|copy|units|sales|people|each|days?|weeks?|hours?|minutes?|mins?|seconds?|years?|months?|percent|%))`, "gi"),
    (all, a: string, cur: string, b: string) => {
      const [x, y] = [wordsToNumber(a), wordsToNumber(b)];
      return x === undefined || y === undefined || y < 10 || y > 99 ? all : `${x}.${y} ${cur}`;
    },
  );
  // Broadcasters name their channels with a number, written as digits ("BBC 6 Music", "Radio 1", "Channel 4") but
  // said as words: "bbc six music", "radio one", "channel four".
  const SMALL = "one|two|three|four|five|six|seven|eight|nine|ten";
  s = s.replace(new RegExp(`\\b(radio|bbc|channel)\\s+(${SMALL})\\b(?![-'\\w])`, "gi"), (_, a: string, n: string) => `${a} ${wordsToNumber(n)}`);
  s = s.replace(new RegExp(`\\b(${SMALL})\\s+(music|xtra|extra)\\b`, "gi"), (_, n: string, b: string) => `${wordsToNumber(n)} ${b}`);
  // "at 7.15", "7.30pm": a dotted time (not "by 28.11", a date written day first, nor "at 5.12. 14:00", a day
  // closed by its dot with the time after it)
  s = s.replace(/\b(at|by|around|from|until|till)\s+([01]?\d|2[0-3])\.([0-5]\d)\b(?!\.\d|\.\s+\d{1,2}(?:[:.]\d\d|\s*(?:am|pm|h|o'clock)\b)|\s*(?:dollars?|bucks|pounds?|quid|euros?|%|k\b))/gi, "$1 $2:$3");
  s = s.replace(/\b(\d{1,2})\.([0-5]\d)\s*([ap]\.?m\b)/gi, "$1:$2 $3");
  // "half past three", "quarter past four", "quarter to five"
  s = s.replace(new RegExp(`\\b(half|quarter)\\s+past\\s+(${HOURS}|\\d{1,2})\\b`, "gi"), (_, q: string, h: string) =>
    `${hourValue(h)}:${q.toLowerCase() === "half" ? "30" : "15"}`,
  );
  // "twenty past four" → 4:20, "ten to five" → 4:50 (minutes past/to an hour); after "from" it is a range
  // ("from ten till four" is 10:00–16:00).
  s = s.replace(
    new RegExp(`(?<!\\bfrom\\s+)\\b(five|ten|twenty|twenty[\\s-]five)\\s+(past|to|til|till)\\s+(${HOURS}|\\d{1,2})\\b(?!\\s*(?:days?|weeks?|months?|years?|people|copies|dollars?|bucks|%))`, "gi"),
    (all, m: string, dir: string, h: string) => {
      const mins = wordsToNumber(m) ?? NaN;
      const hour = hourValue(h);
      if (!(mins > 0 && mins < 60) || !(hour >= 1 && hour <= 12)) return all;
      return dir.toLowerCase() === "past" ? `${hour}:${String(mins).padStart(2, "0")}` : `${(hour + 11) % 12 || 12}:${String(60 - mins).padStart(2, "0")}`;
    },
  );
  // "two and a half grand", "a grand and a half", "half a grand": thousands with a half, as digits the money reader
  // reads ("2.5 grand").
  const thousands = "grand|k|thousand";
  s = s.replace(new RegExp(`\\b(a|one|\\d+|${NUM_WORD})\\s+and\\s+a\\s+half\\s+(${thousands})\\b`, "gi"), (all, n: string, unit: string) =>
    wordsToNumber(n) === undefined ? all : `${wordsToNumber(n)}.5 ${unit}`,
  );
  s = s.replace(new RegExp(`\\b(?:a|one)\\s+(${thousands})\\s+and\\s+a\\s+half\\b`, "gi"), (_, unit: string) => `1.5 ${unit}`);
  s = s.replace(new RegExp(`\\bhalf\\s+an?\\s+(grand|thousand)\\b`, "gi"), "500");
  // "a dozen Harbour Lights sales", "half a dozen copies": a count of what was sold (a dozen reeds stays as said).
  s = s.replace(/\b(?:(a|one|two|three)\s+|half\s+a\s+)dozen\b(?=(?:\s+[\w'’-]+){0,4}?\s+(?:copies|sales|units|downloads|sold)\b)/gi, (all, n?: string) =>
    String(n ? 12 * (wordsToNumber(n.toLowerCase() === "a" ? "one" : n) ?? 1) : 6),
  );
  // "in a fortnight" → in 2 weeks
  // ("in the next fortnight", "over the coming fortnight": the 2 weeks ahead, as chrono reads them.)
  s = s.replace(/\b(?:a|one)\s+fortnight\b/gi, "2 weeks").replace(/\b(?:next|coming|following)\s+fortnight\b/gi, "next 2 weeks").replace(/\b(\d+)\s+fortnights?\b/gi, (_, n: string) => `${Number(n) * 2} weeks`);
  // "an hour and a half", "two and a half hours", "3 hours and a half": a length in minutes (chrono stops at "an hour",
  // leaving "and a half" to the message).
  s = s.replace(new RegExp(`\\b(an|a|one|\\d+|${NUM_WORD})\\s+(?:hours?\\s+and\\s+a\\s+half|and\\s+a\\s+half\\s+hours?)\\b`, "gi"), (all, n: string) =>
    wordsToNumber(n) === undefined ? all : `${wordsToNumber(n)! * 60 + 30} minutes`,
  );
  // UK "half six" (= 6:30) after at/by/around/from (and as a new time: "move it to half eight", "instead of half seven",
  // "make it half two", "thursday half seven", "at like half seven"), or said alone as the answer to "when?".
  s = s.replace(new RegExp(`\\b(at|by|around|from|for|to|till|until|of|than|it|say|about|like|round|roughly|tonight|between|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\\s+half\\s+(${HOURS}|\\d{1,2})\\b`, "gi"), (_, pre: string, h: string) => `${pre} ${hourValue(h)}:30`);
  s = s.replace(new RegExp(`^half\\s+(${HOURS}|\\d{1,2})(?=\\s*(?:ish|pm|am|then|please|today|tomorrow)?[\\s.!]*$)`, "i"), (_, h: string) => `${hourValue(h)}:30`);
  // Straight after "remind me": "remind me half nine tomorrow to ring the tuner".
  s = s.replace(new RegExp(`\\b((?:remind|nudge|ping|wake|call) (?:me|us))\\s+half\\s+(${HOURS}|\\d{1,2})\\b`, "gi"), (_, pre: string, h: string) => `${pre} at ${hourValue(h)}:30`);
  s = s.replace(new RegExp(`\\bquarter\\s+(?:to|til|till)\\s+(${HOURS}|\\d{1,2})\\b`, "gi"), (_, h: string) =>
    `${(hourValue(h) + 11) % 12 || 12}:45`,
  );
  // "three thirty pm", "five o'clock", "at seven fifteen", "ten am" (never "at four hundred": money)
  s = s.replace(
    new RegExp(`\\b(at\\s+|by\\s+|around\\s+|from\\s+|until\\s+|till\\s+|to\\s+|it\\s+)?(${HOURS})(?:[\\s-]+(${MINUTES}))?(\\s*${MERIDIEM})?(?=\\W|$)(?![\\s-]+(?:hundred|thousand|grand)\\b)`, "gi"),
    (all, pre: string | undefined, h: string, m: string | undefined, mer: string | undefined, at: number, said: string) => {
      if (!pre && !m && !mer) return all;
      // ("move it to four", "make it ten instead of nine": "to" or "it" before an hour that ends the sentence.)
      if (pre && !m && !mer && !/^(at|by|around|from|until|till)/i.test(pre) && !INSTEAD_END.test(said.slice(at + all.length))) return all;
      const minutes = m ? minutesValue(m) : 0;
      const time = m || mer ? `${hourValue(h)}:${String(minutes).padStart(2, "0")}` : String(hourValue(h));
      return `${pre ?? ""}${time}${mer ?? ""}`;
    },
  );
  s = s.replace(new RegExp(`(\\bfrom\\s+\\d{1,2}(?::\\d\\d)?\\s*(?:[ap]\\.?m\\.?)?\\s*(?:to|until|till|-)\\s*)(${HOURS})\\b`, "gi"), (_, pre: string, h: string) => `${pre}${hourValue(h)}`);
  // ordinals next to a month: "the fifth of december", "december twenty first", "on the third"
  s = s.replace(new RegExp(`\\b(${ORDINAL_WORD})(\\s+(?:of\\s+)?(?:${MONTHS})\\b)`, "gi"), (_, o: string, rest: string) =>
    ordinalDigits(o) + rest,
  );
  s = s.replace(new RegExp(`\\b((?:${MONTHS})\\s+(?:the\\s+)?)(${ORDINAL_WORD})\\b`, "gi"), (_, m: string, o: string) =>
    m + ordinalDigits(o),
  );
  // ("friday the fourth": a weekday before it makes it a day of the month; so does a range: "between the first and …".)
  s = s.replace(new RegExp(`\\b((?:mon|tues|wednes|thurs|fri|satur|sun)day\\s+the\\s+|on\\s+the\\s+|between\\s+the\\s+|from\\s+the\\s+|(?:to|onto)\\s+the\\s+|by\\s+the\\s+|for\\s+the\\s+|until\\s+the\\s+|till\\s+the\\s+|before\\s+the\\s+|the\\s+)(${ORDINAL_WORD})\\b(?!\\s+(?:one|time|thing|song|track|single|album|book|chapter|draft|step|of\\s+(?:the|my|all|them)))`, "gi"), (all, pre: string, o: string) => {
    return /^the\s+$/i.test(pre) ? all : pre + ordinalDigits(o);
  });
  // e-mail addresses as said: "jo at kexp dot org" → jo@kexp.org; a name said in words is one word of the address
  // ("accounts at pendle audio dot com" → accounts@pendleaudio.com).
  s = s.replace(/\b([a-z0-9][a-z0-9._-]*)\s+at\s+((?:(?!(?:the|a|an|my|our|your|his|her|their|this|that)\s)[a-z0-9-]+\s+){0,2}[a-z0-9-]+(?:\s+dot\s+[a-z0-9-]+)+)\b/gi, (_, user: string, host: string) =>
    `${user}@${host.replace(/\s+dot\s+/gi, ".").replace(/\s+/g, "")}`,
  );
  // digits said one by one (codes, phone and account numbers): "four five one two" → 4512 (three or more)
  const DIGIT = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)";
  s = s.replace(new RegExp(`\\b${DIGIT}(?:[\\s-]+${DIGIT}){2,}\\b`, "gi"), (run: string) =>
    run.toLowerCase().split(/[\s-]+/).map((w) => (w === "oh" ? "0" : String(UNITS[w]))).join(""),
  );
  // ("one copy seven ninety nine": the price said after the copies.)
  s = s.replace(
    new RegExp(`(?<=(?:\\$|\\bfor|\\bprice(?: is)?|\\bcosts?|\\bcharged?|\\bpaid|\\bpriced at|\\bcop(?:y|ies))\\s*)(${TENS_UNIT})[\\s-]+(${CENTS})\\b`, "gi"),
    price,
  );
  // amounts and counts: "fifteen hundred dollars", "for two thousand", "sold twelve copies", "in three days"
  const toDigits = (pattern: string, keep: (run: string) => boolean) =>
    (s = s.replace(new RegExp(pattern, "gi"), (all, run: string) => (keep(run) ? all : String(wordsToNumber(run) ?? all))));
  toDigits(`${BEFORE}(${NUM_RUN})\\b`, () => false);
  toDigits(`\\b(${NUM_RUN})${AFTER}`, (run) => /^a$/i.test(run.trim()));
  // A count with one word between it and what was counted: "two spotify sales", "three more copies".
  toDigits(`\\b(${NUM_RUN})(?=\\s+[a-z]+\\s+(?:copies|sales|units|downloads)\\b)`, (run) => /^a\b/i.test(run.trim()));
  // "record two more on Chirp", "log three more of it": more copies of the book just talked about.
  toDigits(`\\b(${NUM_RUN})(?=\\s+(?:more|extra)\\s+(?:on|of|at|through|via|today|yesterday)\\b)`, (run) => /^a\b/i.test(run.trim()));
  // "invoice Sam a hundred and twenty five for backing vocals": hundreds or thousands before "for" are an amount
  // (a title such as "A Thousand Miles" is not followed by "for"); so are they before "one": "the six hundred one".
  // So are they before the due date or last: "… for narrating night roads two thousand five hundred due the 15th".
  toDigits(`\\b(${NUM_RUN})(?=\\s+(?:for|one|due|payable)\\b|\\s*[.!?]?$)`, (run) => !/\b(?:hundred|thousand)\b/i.test(run));
  // "blue note finally paid the twelve hundred", "got the two thousand from Bolinda": the money paid, said with "the".
  toDigits(`(?<=\\b(?:paid|received|got|sent|transferred|wired)\\s+(?:me\\s+|us\\s+)?the\\s+)(${NUM_RUN})\\b`, (run) => !/\b(?:hundred|thousand)\b/i.test(run));
  // "1.2 k" → "1.2k"; "2 grand" stays for money parsing.
  return s;
}

const hourValue = (h: string) => wordsToNumber(h)!;
