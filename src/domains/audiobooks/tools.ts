
import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey, parseDateKey } from "../../shared/dates";
import { formatMoney, round2 } from "../../shared/money";
import { plural } from "../../shared/text";
import { audiobookSales } from "./schema";
import { recordSale, refreshTotals, removeSales } from "./service";
import { addAudiobook, listBooks } from "./tools-book";
import { bookPhrase, bookRefs, findBook, platformOf, unswap, type BookRef } from "./tools-parse";
import { readTools } from "./tools-read";
import { copiesOf, moneyOf, salesRows, tally } from "./tools-sales";

/** What the assistant can do with audiobooks: add a book, record its sales, and answer how the books sell. */

const LOG = "(add|log|record|enter|save|note|track|put in|register|input|book in)";
const UNITS =
  /\b(\d+)\s*(?:x\s+)?(?:more\s+|extra\s+|new\s+)?(?:copies|copy|units?|sales?|downloads?|audiobooks?|books?|orders?)\b|\bsold\s+(?:like\s+|about\s+|around\s+)?(\d+)\b(?!\s*(?:[$£€]|dollars?|bucks|quid|pounds?|euros?|usd|gbp|eur)|\.\d)/;
const ONE = /\b(?:a|one|another|single)\s+(?:copy|sale|unit|download)\b/;
const PER_COPY = /\b(?:each|apiece|a piece|per (?:copy|unit|book|sale|download)|a (?:copy|unit|pop))\b/;
const TOTAL = /\b(?:total|in total|altogether|all together|combined|overall)\b/;
const PARTS_OF_DAY = /^(?:(?:at|in the|this|last|to)\s+)?(?:night|tonight|morning|evening|afternoon|noon|midnight)$/i;

/** The day of the sale: said dates that chrono reads forward ("on friday", "11/20") mean the latest past one. */
function saleDay(s: Sentence): { date: string } | { reply: string } {
  const today = localDateKey(s.now);
  const w = s
    .whens()
    .find((x) => !PARTS_OF_DAY.test(x.text.trim()) && !/^(?:at\s+)?\d+(?:[.:]\d+)?$/.test(x.text.trim()));
  if (!w) return { date: today };
  let date = w.date;
  if (date > today && !/\b(?:tomorrow|next|from now|in \d+|20\d\d)\b/i.test(w.text)) {
    // "this week" is now; a weekday is last week's; a day of the month alone is last month's; a date is last year's.
    const d = parseDateKey(date)!;
    const back = /\bthis\b/i.test(w.text)
      ? s.now
      : /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\bweekend\b/i.test(w.text)
        ? addDays(d, -7)
        : /^\s*(?:on |by |for )?(?:the )?\d{1,2}(?:st|nd|rd|th)?\s*$/i.test(w.text)
          ? new Date(d.getFullYear(), d.getMonth() - 1, d.getDate())
          : new Date(d.getFullYear() - 1, d.getMonth(), d.getDate());
    date = localDateKey(back);
  }
  if (date > today)
    return { reply: `${describeDay(date, s.now)} hasn't happened yet; I can only record sales that were made.` };
  return { date };
}

// "for twenty four ninety nine" is a price, $24.99 (the shared number reader adds it up to 123).
const W1 = "one|two|three|four|five|six|seven|eight|nine";
const TEEN = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const PAIR = `(?:(?:${TENS})(?:[\\s-]+(?:${W1}))?|${TEEN}|${W1})`;
const SPOKEN_PRICE = new RegExp(
  `\\b(?:for|at|of|is|was|made|makes)\\s+(${PAIR})\\s+((?:${TENS})(?:[\\s-]+(?:${W1}))?|${TEEN}|oh[\\s-]+(?:${W1}))\\b(?!\\s+(?:hundred|thousand))`,
  "i",
);
const VALUES: Record<string, number> = Object.fromEntries([
  ...W1.split("|").map((w, i) => [w, i + 1]),
  ...TEEN.split("|").map((w, i) => [w, i + 10]),
  ...TENS.split("|").map((w, i) => [w, (i + 2) * 10]),
]);
const wordsValue = (w: string) =>
  w
    .toLowerCase()
    .split(/[\s-]+/)
    .reduce((n, x) => n + (VALUES[x] ?? 0), 0);

/** The amount said: money, a bare number after for/at, or a leftover number ("3 units, 24.99"). */
function amountSaid(s: Sentence, unitsText?: string): number | undefined {
  // UK money slang the shared reader does not know (shared wish: findMoney could read these).
  const slang = /\b(?:a|one|two|2|three|3) (tenner|fiver)s?\b/.exec(s.lower);
  if (slang)
    return (
      (/\b(?:two|2)\b/.test(slang[0]) ? 2 : /\b(?:three|3)\b/.test(slang[0]) ? 3 : 1) * (slang[1] === "tenner" ? 10 : 5)
    );
  const spoken = SPOKEN_PRICE.exec(s.raw);
  if (spoken) return wordsValue(spoken[1]!) + wordsValue(spoken[2]!) / 100;
  const m = s.money({ bare: true });
  if (m) return m.amount;
  const rest = unitsText ? s.lower.replace(unitsText, " ") : s.lower;
  const nums = [...rest.matchAll(/(?<![\w/.:$£€-])(\d+(?:\.\d{1,2})?)(?![\w/:%]|\.\d)/g)].map((x) => Number(x[1]));
  return nums.at(-1);
}

const currencyOf = (l: string) =>
  /£|\b(?:gbp|pounds?|quid|tenners?|fivers?)\b/.test(l) ? "GBP" : /€|\b(?:eur|euros?)\b/.test(l) ? "EUR" : "USD";

const recordSaleTool = defineTool({
  name: "record_sale",
  description:
    "Record audiobook sales: the book, platform, number of copies (units, default 1), the total amount for them, the sale date (YYYY-MM-DD, today by default, never in the future) and currency.",
  input: t.Object({
    audiobookId: t.Integer({ minimum: 1 }),
    platform: t.String({ minLength: 1, maxLength: 100 }),
    units: t.Optional(t.Integer({ minimum: 1, maximum: 10_000, description: "Copies sold (default 1)" })),
    amount: t.Number({ minimum: 0, description: "Total for all the copies" }),
    saleDate: t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    currency: t.Optional(t.String({ pattern: "^[A-Za-z]{3}$" })),
  }),
  kind: "write",
  examples: [
    "I sold 12 copies of Night Roads on Audible yesterday for $180",
    "record a sale: The Silent Orchard, Spotify, 3 units, 24.99 each",
    "sold a copy of Night Roads on Kobo today",
  ],
  patterns: [
    {
      template: `^[please] ${LOG} [a|an|another|new|the|my|some|these|those] [new] [audiobook|book] (sale|sales|sale:|sales:)`,
      weight: 1.2,
    },
    { template: `^[please] ${LOG} * (sale|sales|sale:|sales:|copies|copy|units)`, weight: 1 },
    {
      template: "(i|we|i've|ive|we've|just|also|finally) [just|also|have|finally|actually|already] sold",
      weight: 1.05,
    },
    { template: "^[so|ok|okay|and|also|oh|yay|great|good news] [i|we] [just] sold", weight: 1.05 },
    { template: "* (sold|shifted|flogged|moved) * (copies|copy|units|unit|downloads|sales)", weight: 1 },
    // Sales said in any order ("on Audible, 12 copies of X sold yesterday for $90", "$45 from Kobo for 3 copies of X").
    { template: "* # (copies|copy|units|unit) * sold", weight: 1.05 },
    { template: "* (copies|copy|units|unit) * sold", weight: 0.9 },
    {
      template:
        "* (from|on|through|via) (audible|spotify|kobo|chirp|apple books|google play|storytel|amazon|acx|libro|findaway) * for # (copies|copy|units|sales)",
      weight: 1.05,
    },
    {
      template:
        "* sold * (on|through|via|at) (audible|spotify|kobo|chirp|apple|google|storytel|amazon|acx|libro|findaway)",
      weight: 0.95,
    },
    { template: "(a|one|another) (sale|copy) (of|for) *", weight: 0.9 },
  ],
  unless: [/^(?:how|did|do|does|have|has|what|which|was|were|is|are|any|when|where|why)\b/],
  understand(s, { db }) {
    if (s.question) return undefined;
    const books = bookRefs(db);
    if (!books.length)
      return {
        reply: "You have no audiobooks yet; add one first, e.g. \"add a new audiobook called 'Night Roads' by me\".",
      };
    // "shifted/flogged 3 copies" (UK), "moved 3 copies": sold.
    const l = unswap(s.lower, books).replace(
      /\b(?:shifted|flogged|moved)\b(?= (?:(?:a|an|another|\d+) )?(?:more |extra )?(?:copies|copy|units?)\b)|\b(?:shifted|flogged)\b/g,
      "sold",
    );
    const unitsMatch = UNITS.exec(l);
    const units = unitsMatch ? Number(unitsMatch[1] ?? unitsMatch[2]) : 1;
    // Evidence that this is a sale being told, not a sentence that merely says "sales" ("add a task to check sales").
    const evidence = !!unitsMatch || ONE.test(l) || /\bsold\b/.test(l) || !!platformOf(l) || !!s.money({ bare: true });
    if (!evidence && !/\b(?:sale|sales)\b/.test(l)) return undefined;
    const phrase = bookPhrase(s, [UNITS, /\b(?:copies|copy|units?|sales?|sold|of|for|at|on|via|through)\b/], {
      lower: l,
    });
    let book: BookRef;
    if (phrase) {
      const found = findBook(books, phrase);
      // A book we don't know is only worth saying so when the sentence clearly tells a sale.
      if (!("book" in found))
        return unitsMatch || ONE.test(l) || /\bsold\b|\b(?:a|the|one|another|new) sale\b/.test(l) ? found : undefined;
      book = found.book;
    } else if (books.length === 1) book = books[0]!;
    else if (!evidence) return undefined;
    else return { ask: `Which book was that? Try "I sold 3 copies of ${books[0]!.title} on Audible for $45".` };
    const day = saleDay(s);
    if ("reply" in day) return day;
    const platform = platformOf(l) ?? (book.salesPlatforms.length === 1 ? book.salesPlatforms[0] : undefined);
    if (!platform)
      return {
        ask: `Which platform was that on (e.g. ${book.salesPlatforms.join(", ") || "Audible, Spotify, Kobo"})? Say it again with the platform.`,
      };
    let amount = amountSaid(s, unitsMatch?.[0]);
    const price = book.price ? Number(book.price) : undefined;
    if (amount === undefined) {
      if (price === undefined)
        return {
          ask: `How much did the ${plural(units, "copy", "copies")} of "${book.title}" make? Say it again with the amount.`,
        };
      amount = price * units;
    } else if (
      units > 1 &&
      !TOTAL.test(l) &&
      (PER_COPY.test(l) || (price !== undefined && Math.abs(amount - price) < 0.005))
    )
      amount *= units;
    return {
      args: {
        audiobookId: book.id,
        platform,
        units,
        amount: round2(amount),
        saleDate: day.date,
        currency: currencyOf(l),
      },
    };
  },
  run({ audiobookId, platform, units = 1, amount, saleDate, currency = "USD" }, { db, now }) {
    if (saleDate > localDateKey(now))
      throw new ToolError("that date is in the future; I can only record sales that were made");
    // One row is one copy (the screens count rows as sales); the total is shared out to the cent.
    const cents = Math.round(amount * 100);
    const each = (i: number) => (Math.floor(cents / units) + (i < cents % units ? 1 : 0)) / 100;
    const first = recordSale(db, { audiobookId, platform, saleDate, amount: each(0), currency });
    const ids = [first.id];
    if (units > 1)
      db.transaction((tx) => {
        for (let i = 1; i < units; i++)
          ids.push(
            tx
              .insert(audiobookSales)
              .values({ audiobookId, platform: first.platform, saleDate, amount: each(i), currency: first.currency })
              .returning({ id: audiobookSales.id })
              .get().id,
          );
      });
    refreshTotals(db, audiobookId, now);
    const book = bookRefs(db).find((b) => b.id === audiobookId)!;
    const all = tally(salesRows(db, { ids: [audiobookId] }));
    const sold = `${plural(units, "copy", "copies")} of "${book.title}" on ${first.platform}`;
    return {
      summary: `Recorded ${sold} ${describeDay(saleDate, now).replace(/^(?=[A-Z])/, "on ")} for ${formatMoney(amount, first.currency)}${units > 1 ? ` (${formatMoney(amount / units, first.currency)} each)` : ""}. "${book.title}" has now sold ${copiesOf(all)}, ${moneyOf(all)} in all.`,
      data: { audiobookId, platform: first.platform, units, amount, saleDate, currency: first.currency, saleIds: ids },
      link: "/audiobooks",
      undo: () => {
        removeSales(db, audiobookId, ids, now);
        return `Removed the ${sold} recorded for ${describeDay(saleDate, now)}.`;
      },
    };
  },
});

export const audiobooksTools: Tool[] = [addAudiobook, recordSaleTool, ...readTools, listBooks];
