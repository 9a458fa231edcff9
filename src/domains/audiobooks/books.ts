import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { askWhich, matchRecords, oncePerMessage, pickRecord } from "../../lib/understand/records";
import type { SlotList } from "../../lib/understand/templates";
import { listOf, words } from "../../shared/text";
import { bookLine } from "./book-line";
import { audiobooks } from "./schema";

/** The books a sentence names: the owner's catalogue as the `{book}` slot of the audiobook sentences. */

/** Only the columns a sentence needs: a catalogue is small, but this runs for every sentence that names a book. */
export const bookRefs = (db: Db) =>
  db
    .select({
      id: audiobooks.id,
      title: audiobooks.title,
      author: audiobooks.author,
      price: audiobooks.price,
      salesPlatforms: audiobooks.salesPlatforms,
    })
    .from(audiobooks)
    .all();
export type BookRef = ReturnType<typeof bookRefs>[number];

/** The catalogue read once per message, and kept until a book is written. */
const booksOf = (ctx: { db: Db }) =>
  oncePerMessage(ctx, "books", () => keptUntilWritten(ctx.db, "audiobooks", "refs", () => bookRefs(ctx.db)));

type Found = { book: BookRef } | { ask: string } | { reply: string };

const titleOf = (b: BookRef) => b.title;

/** The one book a phrase names; asks when several fit or one is near, says so when none does. */
function findBook(books: BookRef[], phrase: string): Found {
  const pick = pickRecord(phrase, books, titleOf);
  if ("record" in pick) return { book: pick.record };
  if ("ambiguous" in pick) return { ask: askWhich("book", pick.ambiguous.map((b) => `"${b.title}"`)) };
  const near = matchRecords(phrase, books, titleOf, 0.45);
  if (near.length === 1) return { ask: `Did you mean "${near[0]!.record.title}"? Say it again with the book's title.` };
  return { reply: couldNotFind(books, phrase) };
}

export function couldNotFind(books: BookRef[], phrase: string) {
  const titles = listOf(books.map((b) => `"${b.title}"`), 8);
  return `I couldn't find an audiobook called "${phrase}". Your books: ${titles || "none yet"}.`;
}

const count = (x: string) => words(x).length;

/**
 * `{book}`: a book of the catalogue, by its title said whole or in part, forgiving typos ("teh silent orchad").
 * Words beyond the title's own are left to the template ("night roads on audible"), but for a leading "the".
 * Titles hold words that read as dates ("Night Roads"), so the words as said are looked up.
 */
export const BOOK_LISTS: Record<string, SlotList> = {
  book: {
    readsDates: true,
    names: ({ db }) => bookRefs(db).map((b) => b.title),
    find(phrase, ctx) {
      const said = phrase.replace(/^the\s+(?=\S)/i, "").replace(/'s$/i, "");
      const books = booksOf(ctx);
      const found = findBook(books, said);
      if ("reply" in found) return undefined;
      if ("book" in found) {
        // One word more than the title is let through when the title is in the rest ("teh silent orchad").
        const extra = count(said) - count(found.book.title);
        const rest = extra === 1 ? findBook(books, said.replace(/^\S+\s+/, "")) : undefined;
        return extra <= 0 || (rest && "book" in rest && rest.book.id === found.book.id)
          ? { value: found.book }
          : undefined;
      }
      // Several books or a near one: only a phrase as short as a title is worth asking about.
      return count(said) <= Math.max(...books.map((b) => count(b.title))) ? found : undefined;
    },
    describe: (book: BookRef, { db }) => bookLine(db, book.id),
  },
  /** `{writer}`: an author of the catalogue's books, by name, forgiving typos ("which books do I have by Dana Reyes"). */
  writer: {
    names: ({ db }) => [...new Set(bookRefs(db).map((b) => b.author))],
    find(phrase, ctx) {
      const authors = [...new Set(booksOf(ctx).map((b) => b.author))];
      const pick = pickRecord(phrase, authors, (a) => a);
      return "record" in pick ? { value: pick.record } : undefined;
    },
  },
  /**
   * `{person}`: an author said bare beside the genre ("…, mystery, Dana Reyes"): a name in capitals, maybe after the
   * last words of the title ("Harbour Tides, Dana Reyes").
   */
  person: {
    names: () => [],
    find: (phrase) => (/^(?:[^,]+,\s*)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,3}$/.test(phrase.trim()) ? { value: phrase.trim() } : undefined),
  },
  /**
   * `{newtitle}`: the title of a book being added, said right after "audiobook" ("add audiobook the cold lake by …"):
   * the fewest words that leave the rest to the details; a detail is never its start ("add an audiobook by Sam Lee").
   */
  newtitle: {
    fewestWords: true,
    oneName: true,
    readsDates: true,
    names: () => [],
    find: (phrase) =>
      /^(?:by|written|narrated|read by|voiced|author|genre|priced|price|costs|for|at|on|it'?s|its|it is|and)\b/i.test(
        phrase,
      ) || /^(?:the|a|an)$/i.test(phrase.trim()) // ("The Glass Orchard, mystery": an article alone is no title)
        ? undefined
        : { value: phrase },
  },
  /**
   * `{booktitle}`: a title said with no "audiobook" before it ("add 'Harbour Fog', book 2 of …"): a name of a few
   * words, never a request that happens to hold one ("add a task to read Gone Girl, a thriller by …").
   */
  booktitle: {
    fewestWords: true,
    oneName: true,
    readsDates: true,
    names: () => [],
    find: (phrase) =>
      phrase.split(/\s+/).length > 6 ||
      /^(?:a|an|my|our|some|another|to|in|into|by|for|at|on|it'?s|its|call|ring|email|text|ask|tell|chase|send|remind|buy|pay|check)\b/i.test(phrase) ||
      /\b(?:about|with|for|to|of|on|re|and)$/i.test(phrase) ||
      /\b(?:task|tasks|reminder|note|to-?do|list|event|gig|invoice|diary|calendar|schedule)\b/i.test(phrase)
        ? undefined
        : { value: phrase },
  },
};
