import type { Static } from "@sinclair/typebox";
import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { asTitle, PLATFORMS, type Sentence } from "../../lib/understand/sentence";
import { sentencesOf } from "../../lib/understand/templates";
import { formatMoney } from "../../shared/money";
import { editDistance, listOf, plural } from "../../shared/text";
import { createAudiobookBody } from "./model";
import { createAudiobook, deleteAudiobook, listAudiobooks } from "./service";
import { GENRE_WORD, genreOf } from "./tools-genre";
import { bookRefs, type BookRef } from "./books";
import SENTENCES from "./sentences.yaml";

/** Adding a book to the catalogue by saying it: "add a new audiobook called 'Night Roads' by me, narrated by Sam Lee". */

type NewBook = Static<typeof createAudiobookBody>;

// How a sentence that adds a book starts, up to the title: "add the second harbour book", "new book in the catalogue".
const BOOK_LEAD = String.raw`(?:please\s+)?(?:add|new|log|save|create|enter|register|put)(?:\s+(?:a|an|the|my|our|another|new|latest|next|first|second|third|fourth|fifth|\d+(?:st|nd|rd|th)))*(?:\s+[a-z]+)?\s+(?:audio\s?)?book(?:\s+(?:in|to|for|on|into)\s+(?:the|my|our)\s+(?:catalogue|catalog|shelf|list|library))?(?:\s+(?:is|was))?`;

/** The title: quoted, after "called/titled/named", or right after "audiobook", up to the first detail. */
const TITLE_END =
  /\s*(?:[,;]|\s-\s|\s(?:by|author|narrator|narrated|read by|voiced|written|genre|it'?s|its|it is|which|that|priced|price|costs?|selling|for \$|at \$|on (?:audible|spotify|kobo|chirp|apple|google)|book \d|part \d|\d+(?:\.\d+)? ?(?:hours?|hrs?|h|minutes?|mins?)\b|(?:a|an) (?:\w+ )?(?:thriller|mystery|romance|fantasy|memoir|novel|book|story|children'?s|sci)))/;
export function titleOf(s: Sentence): string | undefined {
  // Quotes are read from the raw sentence: the typo fixer must not turn a title's "Storms" into "stores".
  const raw = s.raw.replace(/[“”]/g, '"').replace(/[‘’]/g, "'");
  const quoted = /"([^"]{1,200})"|(?<![A-Za-z])'([^']{2,200})'(?![A-Za-z])/.exec(raw);
  if (quoted) return headline((quoted[1] ?? quoted[2]!).trim());
  const m =
    s.capture(/\b(?:called|titled|entitled|named)\s+(.+)$/) ??
    s.capture(/\b(?:audiobook|audio book)s?:?\s+(?:(?:is|was)\s+)?(.+)$/) ??
    // "new book in the catalogue: Winter Birds, …", "add the second harbour book, Harbour Tides, …": the name follows.
    s.capture(new RegExp(String.raw`^${BOOK_LEAD}\s+(?!(?:called|titled|named)\b)(.+)$`));
  if (!m?.[1]) return undefined;
  const cut = TITLE_END.exec(m[1].toLowerCase());
  const title = asTitle(asSaid(cut ? m[1].slice(0, cut.index) : m[1], raw)).replace(
    /^(?:the )?(?:new )?(?:audiobook|audio book|book)$/i,
    "",
  );
  return title && !/^(?:called|titled|named|to|for|please)$/i.test(title) ? headline(title) : undefined;
}

/** A title typed in lower case (but for the capital `asTitle` gave it) is written as book titles are ("the long shore" → "The Long Shore"). */
const headline = (t: string) =>
  t.slice(1) !== t.slice(1).toLowerCase()
    ? t
    : t.replace(/[A-Za-z][\w']*/g, (w, at: number) =>
        at > 0 && /^(?:a|an|the|and|or|of|in|on|at|to|for|by|with|from)$/.test(w)
          ? w
          : w[0]!.toUpperCase() + w.slice(1),
      );

/** Words the typo fixer changed are put back as the person said them. */
function asSaid(text: string, raw: string): string {
  const said = raw.split(/[^\w'-]+/).filter(Boolean);
  return text.replace(/[\w'-]+/g, (w) => {
    if (said.some((r) => r.toLowerCase() === w.toLowerCase())) return w;
    return (
      said.find((r) => Math.abs(r.length - w.length) <= 2 && editDistance(r.toLowerCase(), w.toLowerCase(), 2) <= 2) ??
      w
    );
  });
}

const NAME = String.raw`(me|myself|[a-z][\w.'-]*(?:\s+(?!(?:and|narrated|read|genre|priced|for|on|at|with|it'?s|${GENRE_WORD})\b)[a-z][\w.'-]*){0,3})`;
const NAME_END = String.raw`(?=[,;.]|\s+(?:and|narrated|read|genre|priced|price|it'?s|about|for|on|at|with|book|a|an|\d|${GENRE_WORD})\b|$)`;

/**
 * `s.capture` on the sentence with its commas kept: `lower` turns "by Sam Lee, fantasy" into "by sam lee  fantasy",
 * so a name would run on into the next detail. Shared wish: a `Sentence.clauses` copy (lower case, punctuation kept).
 */
function clauseCapture(s: Sentence, re: RegExp): (string | undefined)[] | undefined {
  const m = new RegExp(re.source, `${re.flags.replace(/[gdi]/g, "")}di`).exec(s.text);
  return m?.indices!.map((ix) => (ix ? s.text.slice(ix[0], ix[1]) : undefined));
}

/** Most books in a catalogue are the user's own: "by me" means the author they use most. */
function myName(books: BookRef[]): string | undefined {
  const count = new Map<string, number>();
  for (const b of books) count.set(b.author, (count.get(b.author) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export function readNewBook(s: Sentence, books: BookRef[]): { args: NewBook } | { ask: string } | { reply: string } {
  const title = titleOf(s);
  if (!title)
    return {
      ask: `What's the title of the audiobook? Try "add a new audiobook called 'Night Roads' by me, narrated by Sam Lee".`,
    };
  if (books.some((b) => b.title.toLowerCase() === title.toLowerCase()))
    return { reply: `You already have an audiobook called "${title}"; nothing was added.` };
  const l = s.lower.replace(title.toLowerCase(), " ");
  const me = myName(books);
  const narratorSaid = clauseCapture(
    s,
    new RegExp(String.raw`\b(?:narrated|read|voiced|performed) by\s+${NAME}${NAME_END}`),
  )?.[1];
  const authorSaid = clauseCapture(
    s,
    new RegExp(
      String.raw`(?<!narrated |read |voiced |performed )\b(?:by|written by|author(?: is|:)?)\s+${NAME}${NAME_END}`,
    ),
  )?.[1];
  const isMe = (n?: string) => !n || /^(?:me|myself)$/i.test(n);
  const author = isMe(authorSaid) ? me : asTitle(authorSaid!).replace(/\b[a-z]/g, (c) => c.toUpperCase());
  if (!author) return { ask: `Who is the author of "${title}"? Try "add the audiobook '${title}' by Dana Reyes".` };
  const args: NewBook = { title, author, genre: genreOf(l) ?? "General" };
  if (narratorSaid)
    args.description = `Narrated by ${isMe(narratorSaid) ? (me ?? author) : asTitle(narratorSaid).replace(/\b[a-z]/g, (c) => c.toUpperCase())}.`;
  if (/\b(?:young adult|ya|teens?|teenagers?)\b/.test(l)) args.targetAudience = "young_adult";
  else if (/\b(?:kids|children'?s?|picture book)\b/.test(l)) args.targetAudience = "children";
  else if (/\badults?\b/.test(l)) args.targetAudience = "adult";
  const price =
    s.money()?.amount ??
    Number(
      /\b(?:priced at|price(?: is|:)?|costs?|sells? for|selling (?:it )?for|retails? (?:at|for))\s+\$?(\d+(?:\.\d{1,2})?)/.exec(
        l,
      )?.[1] ?? NaN,
    );
  if (Number.isFinite(price)) args.price = price.toFixed(2);
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b(?:\s*(?:and\s*)?(\d+)\s*(?:minutes?|mins?|m)\b)?/.exec(l);
  const mins = /(\d+)\s*(?:minutes?|mins?)\b/.exec(l);
  if (hours) args.duration = Math.round(Number(hours[1]) * 60 + Number(hours[2] ?? 0));
  else if (mins) args.duration = Number(mins[1]);
  const numbered = /\b(?:book|part|volume|#|number|no\.?) (\d+)/;
  const series =
    s
      .capture(/\b(?:book|part|volume|#|number) (\d+) (?:of|in) (?:the |my )?(.+?) (?:series|trilogy|saga)\b/)
      ?.slice(1) ??
    s
      .capture(/\b(?:part of|in|from) (?:the |my )?([a-z][\w' ]*?) (?:series|trilogy|saga)\b/)
      ?.slice(1)
      .map((name) => [numbered.exec(l)?.[1], name])
      .flat();
  if (series?.[0] && series[1]) {
    args.series = asTitle(series[1]);
    args.seriesBook = Number(series[0]);
  }
  const platforms = PLATFORMS.filter((p) => new RegExp(`\\b${p.toLowerCase()}\\b`).test(l));
  if (platforms.length) args.salesPlatforms = [...platforms];
  return { args };
}

const hm = (min: number) => `${Math.floor(min / 60)}h ${min % 60}m`;

export const addAudiobook = defineTool({
  name: "add_audiobook",
  description:
    "Add an audiobook to the catalogue (title, author, genre; optional description, targetAudience adult|young_adult|children, price, series, seriesBook, duration in minutes, salesPlatforms).",
  input: createAudiobookBody,
  kind: "write",
  examples: [
    "add a new audiobook called 'Night Roads' by me, narrated by Sam Lee",
    "add audiobook titled The Long Quiet, a mystery, priced at $14.99",
    "new audiobook: 'Harbour Storms', book 2 of the Harbour series",
  ],
  patterns: [
    {
      template:
        "^[please] <add> [a|an|another|the|my] [new] (audiobook|audiobook:|audio book|audio book:|audiobooks) *",
      weight: 1.2,
    },
    { template: "* (new|another) (audiobook|audiobook:|audio book) *", weight: 1.1 },
    { template: "* (audiobook|audio book|book) (called|titled|named|entitled)", weight: 1 },
    {
      template:
        "(i|we) [just|have|'ve|finally] (finished|released|published|recorded|made|wrote|written|put out|launched) [a|an|my] [new] (audiobook|audio book)",
      weight: 1.1,
    },
    { template: "* to (my|the) (catalogue|catalog|audiobooks|bookshelf)", weight: 0.9 },
    // "new book in the catalogue: …", "add the second harbour book, Harbour Tides, a mystery by Dana Reyes".
    {
      template: "^[please] (add|new) * book (in|to|for|on|into) (the|my|our) (catalogue|catalog|shelf|library)",
      weight: 1.05,
    },
    {
      template: "^[please] (add|new) [a|an|the|my|our|another] [new|next|latest] * book * (by|author|written|genre)",
      weight: 0.8,
    },
  ],
  unless: [/\b(?:sold|sale|sales|copies|units|revenue|campaign|promotion|promo)\b/],
  understand(s, { db }) {
    const read = readNewBook(s, bookRefs(db));
    // "add … book … by …" without "audiobook" may be another domain's sentence: ask back only when it said so.
    if ("ask" in read && !/\baudio ?books?\b|\b(?:called|titled|named)\b/.test(s.lower)) return undefined;
    return read;
  },
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
    return {
      summary: `Added the audiobook "${book.title}" by ${book.author} (${details.join("; ")}).`,
      data: book,
      link: "/audiobooks",
      undo: () => (deleteAudiobook(db, book.id), `Removed the audiobook "${book.title}".`),
    };
  },
});

export const listBooks = defineTool({
  name: "list_audiobooks",
  description: "The audiobook catalogue: each book's author, genre, price, copies sold and revenue.",
  input: t.Object({}),
  kind: "read",
  examples: ["show my audiobooks", "how many audiobooks do I have"],
  sentences: sentencesOf(SENTENCES, "list_audiobooks"),
  run(_args, { db, now }) {
    const books = listAudiobooks(db, now);
    if (!books.length)
      return { summary: 'You have no audiobooks yet. Say "add a new audiobook called …" to add one.', data: [] };
    const line = (b: (typeof books)[number]) =>
      `"${b.title}" by ${b.author} (${[b.genre, b.price ? formatMoney(Number(b.price)) : "free", b.totalSales ? `${plural(b.totalSales, "sale")}, ${formatMoney(b.totalRevenue)}` : "no sales yet"].join(", ")})`;
    return {
      summary: `You have ${plural(books.length, "audiobook")}: ${listOf(books.map(line), 10)}.`,
      data: books,
      link: "/audiobooks",
    };
  },
});
