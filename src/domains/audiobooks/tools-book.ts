import type { Static } from "@sinclair/typebox";
import { t } from "elysia";
import type { Db } from "../../db/client";
import { ownerName, ownerProfile } from "../../lib/owner-profile";
import { capitalWords, SMALL_WORDS } from "../../lib/understand/records";
import { defineTool, ToolError } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { formatMoney } from "../../shared/money";
import { listOf, plural } from "../../shared/text";
import { BOOK_LISTS, bookRefs } from "./books";
import { createAudiobookBody } from "./model";
import { atBooks, clockAmount } from "./tools-sales";
import { createAudiobook, deleteAudiobook, listAudiobooks } from "./service";

/** Adding a book to the catalogue by saying it: "add a new audiobook called 'Night Roads' by me, narrated by Sam Lee". */

type NewBook = Static<typeof createAudiobookBody>;

interface NewBookSlots {
  title?: string;
  author?: string;
  /** The author said bare, with no "by". */
  bare?: string;
  narrator?: string;
  genre?: string;
  audience?: NewBook["targetAudience"];
  money?: { amount: number };
  amount?: number;
  length?: When;
  clock?: When;
  hours?: number;
  series?: string;
  seriesBook?: string | number;
  platform?: string;
  platform2?: string;
  asked?: boolean;
}

/** Names and titles typed in lower case are written with capitals ("the long shore" → "The Long Shore"). */
const said = (x: string) => capitalWords(x.trim().replace(/^["']|["',.]$/g, "").trim(), SMALL_WORDS);

/** "by me": the author most of the catalogue is by, else the owner's own name. */
function myName(db: Db): string | undefined {
  const count = new Map<string, number>();
  for (const b of bookRefs(db)) count.set(b.author, (count.get(b.author) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ownerName(ownerProfile(db)) ?? undefined;
}

/** A length said ("9 hours", "10 hrs 30 mins") or its hours, in minutes. */
const minutesOf = (w: When | undefined, hours?: number) =>
  hours !== undefined ? Math.round(hours * 60) : w?.said.minutes;

function newBook(
  x: NewBookSlots,
  db: Db,
): { args: NewBook } | { ask: string } | { reply: string; final: true } | undefined {
  if (x.clock && !x.clock.time) return undefined;
  if (!x.title)
    return {
      ask: `What's the title of the audiobook? Try "add a new audiobook called 'Night Roads' by me, narrated by Sam Lee".`,
    };
  // An author said bare beside the genre ends at a comma: the words before it end the title ("Harbour, Tides, Dana Reyes").
  // Only a person's name in capitals is an author said so ("…, mystery, book 2 of …" is not).
  const cut = x.bare && !x.author ? /^(?:(.*),\s*)?([^,]+)$/.exec(x.bare) : null;
  if (cut) x = { ...x, author: cut[2], title: cut[1] ? `${x.title} ${cut[1]}` : x.title };
  const title = said(x.title!);
  if (bookRefs(db).some((b) => b.title.toLowerCase() === title.toLowerCase()))
    return { reply: `You already have an audiobook called "${title}"; nothing was added.`, final: true };
  // "… by Gillian Flynn, to my reading list": a list of the owner's is not the catalogue, so nothing is added.
  if (x.author && /\b(?:to|on|in|into|onto) (?:my|the|our) (?:\w+ )?(?:list|tasks|to-?dos?|calendar|diary|notes)\b/i.test(x.author))
    return undefined;
  const me = myName(db);
  const author = !x.author || x.author === "me" ? me : said(x.author);
  if (!author) return { ask: `Who is the author of "${title}"? Try "add the audiobook '${title}' by Dana Reyes".` };
  // A children's book with no genre said is filed under the catalogue's "Children's" genre.
  const genre = x.genre ? said(x.genre) : x.audience === "children" ? "Children's" : "General";
  const args: NewBook = { title, author, genre };
  if (x.narrator) args.description = `Narrated by ${x.narrator === "me" ? (me ?? author) : said(x.narrator)}.`;
  if (x.audience) args.targetAudience = x.audience;
  const price = x.money?.amount ?? x.amount ?? clockAmount(x.clock);
  if (price !== undefined) args.price = price.toFixed(2);
  const duration = minutesOf(x.length, x.hours);
  if (duration) args.duration = duration;
  if (x.series) {
    args.series = said(x.series);
    if (Number(x.seriesBook)) args.seriesBook = Number(x.seriesBook);
  }
  const platforms = [x.platform, x.platform2].filter((p) => p !== undefined);
  if (platforms.length) args.salesPlatforms = platforms;
  return { args };
}

const hm = (min: number) => `${Math.floor(min / 60)}h ${min % 60}m`;

export const addAudiobook = defineTool({
  name: "add_audiobook",
  description:
    "Add an audiobook to the catalogue (title, author, genre; optional description, targetAudience adult|young_adult|children, price, series, seriesBook, duration in minutes, salesPlatforms).",
  input: createAudiobookBody,
  kind: "write",
  lists: BOOK_LISTS,
  resolve: (slots: NewBookSlots, { db }) => newBook(slots, db),
  run(args, { db }) {
    if (bookRefs(db).some((b) => b.title.toLowerCase() === args.title.trim().toLowerCase()))
      throw new ToolError(`you already have an audiobook called "${args.title.trim()}"`);
    const book = createAudiobook(db, args);
    const details = [
      book.genre,
      book.targetAudience?.replace("_", " "),
      book.price ? formatMoney(Number(book.price)) : undefined,
      book.duration ? hm(book.duration) : undefined,
      book.series ? `${book.series} #${book.seriesBook ?? "?"}` : undefined,
      book.description ?? undefined,
      book.salesPlatforms.length ? `on ${book.salesPlatforms.join(", ")}` : undefined,
    ].filter(Boolean);
    const summary = `Added the audiobook "${book.title}" by ${book.author} (${details.join("; ")}).`;
    return atBooks(summary, book, () => (deleteAudiobook(db, book.id), `Removed the audiobook "${book.title}".`));
  },
});

export const listBooks = defineTool({
  name: "list_audiobooks",
  description: "The audiobook catalogue: each book's author, genre, price, copies sold and revenue.",
  input: t.Object({
    genre: t.Optional(t.String({ description: "Only the books of this genre (Mystery, Thriller, …)" })),
    audience: t.Optional(t.Union([t.Literal("adult"), t.Literal("young_adult"), t.Literal("children")])),
    author: t.Optional(t.String({ description: "Only the books by this author" })),
  }),
  kind: "read",
  lists: BOOK_LISTS,
  run({ genre, audience, author }, { db, now }) {
    const all = listAudiobooks(db, now);
    // A children's book may say so by its genre alone ("Children's"), without an audience set.
    const fits = (b: (typeof all)[number]) =>
      (!genre || b.genre.toLowerCase() === genre.toLowerCase()) &&
      (!audience || b.targetAudience === audience || (audience === "children" && /^children/i.test(b.genre))) &&
      (!author || b.author.toLowerCase() === author.trim().toLowerCase());
    const books = all.filter(fits);
    const kind = [audience?.replace("_", " ").replace(/^children$/, "children's"), genre?.toLowerCase()].filter(Boolean).join(" ");
    const asked = author ? `by ${author.trim()}` : kind;
    if (!books.length && asked) return atBooks(`None of your ${plural(all.length, "audiobook")} is ${asked}.`, []);
    if (!books.length)
      return atBooks('You have no audiobooks yet. Say "add a new audiobook called …" to add one.', []);
    const line = (b: (typeof books)[number]) =>
      `"${b.title}" by ${b.author} (${[b.genre, b.price ? formatMoney(Number(b.price)) : "free", b.totalSales ? `${plural(b.totalSales, "sale")}, ${formatMoney(b.totalRevenue)}` : "no sales yet"].join(", ")})`;
    const by = author ? ` by ${books[0]!.author}` : "";
    const head = `You have ${plural(books.length, `${kind} audiobook`.trim())}${by}`;
    return atBooks(`${head}: ${listOf(books.map(line), 10)}.`, books);
  },
});
