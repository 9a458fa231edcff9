import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import { listOf } from "../../shared/text";
import { bookPhrase, bookRefs, findBook, findBooks, platformOf, unswap } from "./tools-parse";
import { periodLabel, periodOf } from "./tools-period";
import {
  bookSalesSummary,
  copiesOf,
  groupBy,
  moneyOf,
  periodInput,
  platformInput,
  salesRows,
  tally,
} from "./tools-sales";

/** Questions about how the books sell: one book, all books over a period, and which book or platform leads. */

const BOOKS = "(audiobook|audiobooks|audio book|audio books|book|books|title|titles)";
const STORES = "(audible|spotify|kobo|chirp|apple books|google play|storytel|acx|libro fm|amazon|findaway)";
const SELLING =
  /\b(?:outsell\w*|outsold|sell|sells|selling|sold|seller|sellers|sales|copies|units|revenue|earn|earns|earning|earned|earnings|made|makes|make|money|platform|platforms|store|stores|brought|bring|bringing|took|take|taken|gross|grossed|royalties|income)\b/;
const COMPARING = /\b(?:compare|versus|vs|rank|ranking|which|best|worst|top|most|least|better|worse)\b/;

const periodArgs = (s: Sentence, lower: string) => {
  const { from, to } = periodOf(lower, s.now);
  const platform = platformOf(lower);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(platform ? { platform } : {}) };
};

const bookOf = (db: Parameters<typeof bookRefs>[0], id: number) => {
  const book = bookRefs(db).find((b) => b.id === id);
  if (!book) throw new ToolError(`there is no audiobook ${id}`);
  return book;
};

export const bookSales = defineTool({
  name: "book_sales",
  description:
    "How one audiobook sells: copies and revenue (all time, or from/to YYYY-MM-DD), optionally on one platform, with the platform breakdown.",
  input: t.Object({ audiobookId: t.Integer({ minimum: 1 }), ...periodInput, platform: platformInput }),
  kind: "read",
  examples: [
    "how is Night Roads selling",
    "sales of The Silent Orchard this month",
    "how many copies of Night Roads did I sell in October",
  ],
  patterns: [
    {
      template:
        "(how|how's|hows) (is|are|s|has|have|was|were|did|does) * (selling|doing|performing|going|sold|done|sell|do|perform)",
      weight: 1.05,
    },
    { template: "^(how's|hows) * (selling|doing|performing|going)", weight: 1.05 },
    { template: "how * (selling|doing|performing|going|sold|sell)", weight: 0.9 },
    { template: "(sales|revenue|earnings|income|copies|units|numbers|figures|stats) (of|for|from|on) *", weight: 1 },
    { template: "* (sales|revenue|earnings|numbers|figures|stats)", weight: 1 },
    {
      template:
        "(what|how much) (did|has|have|does|do|is) * (make|made|earn|earned|earning|bring in|brought in|take in|took in|gross|grossed|making)",
      weight: 1,
    },
    {
      template:
        "how (many|much) * (copies|units|sales|sold|sell|made|make|earned|earn|brought in|bring in|revenue|money)",
      weight: 1.15,
    },
    { template: "(has|have|did|is|does) * (sold|selling|sell|made|earned)", weight: 0.8 },
  ],
  understand(s, { db }) {
    const books = bookRefs(db);
    const l = unswap(s.lower, books);
    const phrase = bookPhrase(s, [], { lower: l });
    if (!phrase || !books.length || COMPARING.test(l)) return undefined;
    const found = findBook(books, phrase);
    if ("book" in found) return { args: { audiobookId: found.book.id, ...periodArgs(s, l) } };
    return SELLING.test(s.lower) && /\b(?:sell|sells|selling|sold|sales|copies)\b/.test(s.lower) ? found : undefined;
  },
  run({ audiobookId, from, to, platform }, { db, now }) {
    const out = bookSalesSummary(db, bookOf(db, audiobookId), { from, to, platform }, now);
    return { ...out, link: "/audiobooks" };
  },
});

export const salesTotal = defineTool({
  name: "sales_total",
  description:
    "Audiobook sales across all books for a period (from/to YYYY-MM-DD; all time when omitted), optionally on one platform.",
  input: t.Object({ ...periodInput, platform: platformInput }),
  kind: "read",
  examples: ["audiobook sales this month", "how much did my audiobooks make last month", "audible sales in October"],
  patterns: [
    { template: `${BOOKS} (sales|revenue|income|earnings|royalties|money|numbers|figures|stats)`, weight: 1.2 },
    { template: `how (much|many) * ${BOOKS}`, weight: 1.2 },
    { template: `(sales|revenue|income|earnings|royalties) (from|on|of|for) [my|the|all] [my] ${BOOKS}`, weight: 1.2 },
    {
      template: `(my|the|all) ${BOOKS} * (made|make|earned|earn|brought|bring|sold|sell|selling|doing|performing|done)`,
      weight: 1.15,
    },
    { template: `${STORES} (sales|revenue|earnings|royalties|income)`, weight: 1.1 },
    { template: "total sales", weight: 0.8 },
    { template: "how many (copies|units|downloads|sales) *", weight: 1.05 },
    {
      template: `(earn|earned|made|make|making|income|money|revenue|royalties) (from|on|with|off) [my|the|all] [my] ${BOOKS}`,
      weight: 1.2,
    },
    {
      template: `(make|made|earn|earned|sales|revenue|money|royalties) * (on|from|through|via) ${STORES}`,
      weight: 1.15,
    },
  ],
  understand(s, { db }) {
    if (!SELLING.test(s.lower) && !/\b(?:numbers|figures|stats|doing|performing)\b/.test(s.lower)) return undefined;
    if (COMPARING.test(s.lower)) return undefined;
    const books = bookRefs(db);
    const l = unswap(s.lower, books);
    const phrase = bookPhrase(s, [], { lower: l });
    if (phrase && "book" in findBook(books, phrase)) return undefined;
    return { args: periodArgs(s, l) };
  },
  run({ from, to, platform }, { db, now }) {
    const rows = salesRows(db, { from, to, platform });
    const label = `${platform ? ` on ${platform}` : ""}${periodLabel({ from, to }, now) === "all time" ? ", all time" : ` ${periodLabel({ from, to }, now)}`}`;
    if (!rows.length)
      return {
        summary: `No audiobook sales${label.replace(/^,/, "")}.`,
        data: { from, to, platform, copies: 0, amount: 0 },
      };
    const total = tally(rows);
    const titles = new Map(bookRefs(db).map((b) => [b.id, b.title]));
    const byBook = groupBy(rows, (r) => r.audiobookId);
    const lines = byBook.map((g) => `"${titles.get(Number(g.key))}" ${moneyOf(g)} (${g.copies})`);
    let summary = `Audiobook sales${label}: ${copiesOf(total)}, ${moneyOf(total)} across ${byBook.length === 1 ? "1 book" : `${byBook.length} books`}: ${listOf(lines)}.`;
    if (!platform) summary += ` Top platform: ${groupBy(rows, (r) => r.platform)[0]!.key}.`;
    return {
      summary,
      data: { from, to, platform, copies: total.copies, amount: total.amount, byBook },
      link: "/audiobooks",
    };
  },
});

export const compareBooks = defineTool({
  name: "compare_books",
  description:
    "Rank audiobooks (or only the given ids) by revenue and copies, or rank platforms (focus: platforms), for a period (from/to YYYY-MM-DD) or all time.",
  input: t.Object({
    ids: t.Optional(t.Array(t.Integer({ minimum: 1 }), { maxItems: 20 })),
    focus: t.Optional(t.Union([t.Literal("books"), t.Literal("platforms")])),
    ...periodInput,
  }),
  kind: "read",
  examples: ["which book sells best", "compare Night Roads and The Silent Orchard", "what's my top platform"],
  patterns: [
    { template: "^[please] (compare|rank)", weight: 1.2 },
    { template: "* (compare|comparison|compared|versus|vs) *", weight: 1 },
    { template: "(best|top|worst|biggest) (selling|seller|sellers|performing|earning|earner)", weight: 1.15 },
    {
      template: "(top|best|main|biggest|worst|strongest|weakest) (platform|platforms|store|channel|channels|retailer)",
      weight: 1.1,
    },
    { template: "(which|what) (platform|platforms|store|retailer) *", weight: 1.05 },
    { template: `(which|what) * (best|most|worst|least|better|worse|top|more|less|fewest|biggest)`, weight: 0.95 },
    { template: `rank * ${BOOKS}`, weight: 1.1 },
    { template: "where * (sell|sells|selling|sold) *", weight: 1 },
    {
      template: "* (selling|sold|sell|sells|doing|earning|earned|made|making) (better|worse|more|less) than *",
      weight: 1,
    },
    { template: "* (outselling|outsell|outsells|outsold|outsold)", weight: 1 },
  ],
  understand(s, { db }) {
    const books = bookRefs(db);
    const named = /\b(?:vs|versus|compare|compared|comparing|against)\b/.test(s.lower);
    if (!named && !SELLING.test(s.lower) && !/\b(?:books?|audiobooks?|doing|performing)\b/.test(s.lower))
      return undefined;
    if (!books.length) return { reply: 'You have no audiobooks yet. Add one with "add a new audiobook called …".' };
    const { from, to } = periodOf(s.lower, s.now);
    const focus = /\b(?:platforms?|stores?|retailers?|channels?|where)\b/.test(s.lower) ? "platforms" : "books";
    const args = { focus, ...(from ? { from } : {}), ...(to ? { to } : {}) } as {
      focus: "books" | "platforms";
      from?: string;
      to?: string;
      ids?: number[];
    };
    const phrase = bookPhrase(s, [], { separators: true, lower: unswap(s.lower, books) }).replace(
      /^(?:and|or|with|than|vs|versus|against)\s+|\s+(?:and|or|with|than|vs|versus|against)$/g,
      "",
    );
    if (phrase && /[a-z]/.test(phrase.replace(/\b(?:and|or|with|than|vs|versus|against)\b/g, "").trim())) {
      const found = findBooks(books, phrase);
      if (!("books" in found)) return named || SELLING.test(s.lower) ? found : undefined;
      args.ids = found.books.map((b) => b.id);
    }
    return { args };
  },
  run({ ids, focus = "books", from, to }, { db, now }) {
    const all = bookRefs(db);
    const books = ids?.length ? ids.map((id) => bookOf(db, id)) : all;
    const rows = salesRows(db, { from, to, ids: ids?.length ? ids : undefined });
    const label = periodLabel({ from, to }, now);
    const subject = ids?.length === 1 ? `"${books[0]!.title}"` : ids?.length ? "these books" : "your audiobooks";
    if (focus === "platforms") {
      const platforms = groupBy(rows, (r) => r.platform);
      if (!platforms.length)
        return { summary: `No sales of ${subject} (${label}) yet, so no platform leads.`, data: { platforms } };
      const lines = platforms.map((p, i) => `${i + 1}. ${p.key} — ${copiesOf(p)}, ${moneyOf(p)}`);
      return {
        summary: `Top platforms for ${subject} (${label}): ${lines.join("; ")}.`,
        data: { platforms },
        link: "/audiobooks",
      };
    }
    const ranked = groupBy(rows, (r) => r.audiobookId);
    const title = (id: unknown) => books.find((b) => b.id === Number(id))?.title ?? `#${id}`;
    const lines = ranked.map((g, i) => `${i + 1}. "${title(g.key)}" — ${copiesOf(g)}, ${moneyOf(g)}`);
    const none = books.filter((b) => !ranked.some((g) => Number(g.key) === b.id)).map((b) => `"${b.title}"`);
    let summary = ranked.length
      ? `Best sellers (${label}): ${lines.join("; ")}.`
      : `No sales of ${subject} (${label}) yet.`;
    if (ranked.length && none.length) summary += ` No sales: ${listOf(none, 8)}.`;
    if (ranked.length > 1 || none.length) {
      const worst = none.length ? none[none.length - 1]! : `"${title(ranked.at(-1)!.key)}"`;
      summary += ` Selling least: ${worst}.`;
    }
    const top = groupBy(rows, (r) => r.platform)[0];
    if (top) summary += ` Top platform: ${top.key} (${moneyOf(top)}).`;
    return { summary, data: { ranked, unsold: none }, link: "/audiobooks" };
  },
});

export const readTools = [bookSales, salesTotal, compareBooks];
