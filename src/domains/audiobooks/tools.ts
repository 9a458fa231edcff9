import { sql } from "drizzle-orm";
import { t } from "elysia";
import { defineTool, withSentences, ToolError, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import type { When } from "../../lib/understand/when";
import { dayGoneBy } from "../../lib/understand/day-gone-by";
import { describeDay, localDateKey } from "../../shared/dates";
import { formatMoney, round2 } from "../../shared/money";
import { plural } from "../../shared/text";
import { audiobookSales } from "./schema";
import { recordSale, refreshTotals, removeSales } from "./service";
import { addAudiobook, listBooks } from "./tools-book";
import { BOOK_LISTS, bookRefs, couldNotFind, type BookRef } from "./books";
import { readTools } from "./tools-read";
import { atBooks, clockAmount, copiesOf, moneyOf, salesRows, tally } from "./tools-sales";
import { integer } from "../../lib/validation";

/** What the assistant can do with audiobooks: add a book, record its sales, and answer how the books sell. */

interface SaleSlots {
  book?: BookRef;
  name?: string;
  platform?: string;
  /** The store or distributor that reported the sale: where it sold, unless another store is named. */
  report?: string;
  /** The request announced before its details ("I'd like to record a sale of …"): nothing is guessed. */
  asked?: boolean;
  units?: number;
  money?: { amount: number; text: string; currency?: string };
  amount?: number;
  per?: "each" | "total";
  /** The whole amount, said after a price each ("at 12 each so 24 dollars"). */
  total?: { amount: number; currency?: string } | number;
  when?: When;
  clock?: When;
}

const recordSaleTool = defineTool({
  name: "record_sale",
  description:
    "Record audiobook sales: the book, platform, number of copies (units, default 1), the total amount for them, the sale date (YYYY-MM-DD, today by default, never in the future) and currency.",
  input: t.Object({
    audiobookId: integer({ minimum: 1 }),
    platform: t.String({ minLength: 1, maxLength: 100 }),
    units: t.Optional(integer({ minimum: 1, maximum: 10_000, description: "Copies sold (default 1)" })),
    amount: t.Number({ minimum: 0, description: "Total for all the copies" }),
    saleDate: t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    currency: t.Optional(t.String({ pattern: "^[A-Za-z]{3}$" })),
  }),
  kind: "write",
  lists: BOOK_LISTS,
  resolve({ book, name, platform, report, asked, units = 1, money, amount, per, total: sum, when, clock }: SaleSlots, { db, now }) {
    if (name) return { reply: couldNotFind(bookRefs(db), name) };
    units = Number(units); // ("two harbour lights sold": a count said as a word.)
    // A day read where a price goes is not a price: another reading of the sentence has it as the day.
    if (clock && !clock.time) return undefined;
    const books = bookRefs(db);
    if (!books.length)
      return {
        reply: `You have no audiobooks yet; add one first, e.g. "add a new audiobook called 'Night Roads' by me".`,
      };
    book ??= books.length === 1 ? books[0] : undefined;
    if (!book) return { ask: `Which book was that? Try "I sold 3 copies of ${books[0]!.title} on Audible for $45".` };
    if (asked && !platform && !money && amount === undefined && !when)
      return {
        ask: `Which platform was that on, for how much, and when? E.g. "${book.salesPlatforms[0] ?? "Audible"}, ${formatMoney(Number(book.price ?? 0) || 9.99, "USD")}, today".`,
      };
    // A day chrono reads forward ("on friday", "11/20", "the 20th") is the latest one gone by.
    const saleDate = when ? dayGoneBy(when, now) : localDateKey(now);
    if (saleDate > localDateKey(now))
      return { reply: `${describeDay(saleDate, now)} hasn't happened yet; I can only record sales that were made.` };
    platform ??= report ?? (book.salesPlatforms.length === 1 ? book.salesPlatforms[0] : undefined);
    if (!platform)
      return {
        ask: `Which platform was that on (e.g. ${book.salesPlatforms.join(", ") || "Audible, Spotify, Kobo"})? Say it again with the platform.`,
      };
    // ("at 12 each": a time read where a price goes, with "each", is that price; so is a bare "at 12" said with the
    // day, "yesterday at 12", as a sale has no time of day.)
    const atPrice = !money && amount === undefined && !!when?.time && /\bat \d+(?:\.\d+)?$/i.test(when.text);
    if (atPrice) per ??= "each";
    const said = money?.amount ?? amount ?? clockAmount(clock ?? (per ? when : undefined));
    const price = book.price ? Number(book.price) : undefined;
    // A price each (said so, or the book's own price) is for every copy; a total said after it is the whole amount.
    const each = per === "each" || (per !== "total" && price !== undefined && Math.abs((said ?? 0) - price) < 0.005);
    const whole = typeof sum === "number" ? sum : sum?.amount;
    const total = whole ?? (said === undefined ? price && price * units : each ? said * units : said);
    const copies = plural(units, "copy", "copies");
    if (total === undefined)
      return { ask: `How much did the ${copies} of "${book.title}" make? Say it again with the amount.` };
    return {
      args: {
        audiobookId: book.id,
        platform,
        units,
        amount: round2(total),
        saleDate,
        currency: (typeof sum === "object" ? sum.currency : undefined) ?? money?.currency ?? "USD",
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
    // The other copies reuse one prepared statement (1,200 copies built and prepared one statement each: 70 ms).
    if (units > 1)
      db.transaction((tx) => {
        const insert = tx
          .insert(audiobookSales)
          .values({ audiobookId, platform: first.platform, saleDate, amount: sql.placeholder("amount"), currency: first.currency })
          .returning({ id: audiobookSales.id })
          .prepare();
        for (let i = 1; i < units; i++) ids.push(insert.get({ amount: each(i) })!.id);
      });
    refreshTotals(db, audiobookId, now);
    const book = bookRefs(db).find((b) => b.id === audiobookId)!;
    const all = tally(salesRows(db, { ids: [audiobookId] }));
    const sold = `${plural(units, "copy", "copies")} of "${book.title}" on ${first.platform}`;
    const summary = `Recorded ${sold} ${describeDay(saleDate, now).replace(/^(?=[A-Z])/, "on ")} for ${formatMoney(amount, first.currency)}${units > 1 ? ` (${formatMoney(amount / units, first.currency)} each)` : ""}. "${book.title}" has now sold ${copiesOf(all)}, ${moneyOf(all)} in all.`;
    const data = { audiobookId, platform: first.platform, units, amount, saleDate, currency: first.currency };
    return atBooks(summary, { ...data, saleIds: ids }, () => {
      removeSales(db, audiobookId, ids, now);
      return `Removed the ${sold} recorded for ${describeDay(saleDate, now)}.`;
    });
  },
});

export const audiobooksTools: Tool[] = withSentences(SENTENCES, [addAudiobook, recordSaleTool, ...readTools, listBooks]);
