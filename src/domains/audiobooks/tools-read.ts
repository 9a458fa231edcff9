import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { getAudiobook } from "./service";
import { listOf } from "../../shared/text";
import { BOOK_LISTS, bookRefs, couldNotFind, type BookRef } from "./books";
import {
  atBooks,
  bookSalesSummary,
  copiesOf,
  groupBy,
  moneyOf,
  periodInput,
  periodOf,
  platformInput,
  salesRows,
  spanLabel,
  tally,
  type PeriodSlots,
} from "./tools-sales";
import { integer } from "../../lib/validation";

/** Questions about how the books sell: one book, all books over a period, and which book or platform leads. */

interface ReadSlots extends PeriodSlots {
  book?: BookRef;
  book2?: BookRef;
  platform?: string;
  name?: string;
  focus?: "books" | "platforms";
}

/** The period and platform a question names, as the tools' arguments. */
const periodArgs = (slots: ReadSlots, now: Date) => ({ ...periodOf(slots, now), platform: slots.platform });

export const bookSales = defineTool({
  name: "book_sales",
  description:
    "How one audiobook sells: copies and revenue (all time, or from/to YYYY-MM-DD), optionally on one platform, with the platform breakdown.",
  input: t.Object({ audiobookId: integer({ minimum: 1 }), ...periodInput, platform: platformInput }),
  kind: "read",
  lists: BOOK_LISTS,
  resolve(slots: ReadSlots, { db, now }) {
    if (slots.name) return { reply: couldNotFind(bookRefs(db), slots.name) };
    return slots.book ? { args: { audiobookId: slots.book.id, ...periodArgs(slots, now) } } : undefined;
  },
  run({ audiobookId, from, to, label, platform }, { db, now }) {
    const { summary, data } = bookSalesSummary(db, getAudiobook(db, audiobookId), { from, to, label, platform }, now);
    return atBooks(summary, data);
  },
});

export const salesTotal = defineTool({
  name: "sales_total",
  description:
    "Audiobook sales across all books for a period (from/to YYYY-MM-DD; all time when omitted), optionally on one platform.",
  input: t.Object({ ...periodInput, platform: platformInput }),
  kind: "read",
  resolve: (slots: ReadSlots, { now }) => ({ args: periodArgs(slots, now) }),
  run({ from, to, label: named, platform }, { db, now }) {
    const rows = salesRows(db, { from, to, platform });
    const period = spanLabel({ from, to, label: named }, now);
    const label = `${platform ? ` on ${platform}` : ""}${period === "all time" ? ", all time" : ` ${period}`}`;
    if (!rows.length)
      return atBooks(`No audiobook sales${label.replace(/^,/, "")}.`, { from, to, platform, copies: 0, amount: 0 });
    const total = tally(rows);
    const titles = new Map(bookRefs(db).map((b) => [b.id, b.title]));
    const byBook = groupBy(rows, (r) => r.audiobookId);
    const lines = byBook.map((g) => `"${titles.get(Number(g.key))}" ${moneyOf(g)} (${g.copies})`);
    let summary = `Audiobook sales${label}: ${copiesOf(total)}, ${moneyOf(total)} across ${byBook.length === 1 ? "1 book" : `${byBook.length} books`}: ${listOf(lines)}.`;
    if (!platform) summary += ` Top platform: ${groupBy(rows, (r) => r.platform)[0]!.key}.`;
    return atBooks(summary, { from, to, platform, copies: total.copies, amount: total.amount, byBook });
  },
});

export const compareBooks = defineTool({
  name: "compare_books",
  description:
    "Rank audiobooks (or only the given ids) by revenue and copies, or rank platforms (focus: platforms), for a period (from/to YYYY-MM-DD) or all time.",
  input: t.Object({
    ids: t.Optional(t.Array(integer({ minimum: 1 }), { maxItems: 20 })),
    focus: t.Optional(t.Union([t.Literal("books"), t.Literal("platforms")])),
    ...periodInput,
  }),
  kind: "read",
  lists: BOOK_LISTS,
  resolve(slots: ReadSlots, { db, now }) {
    if (slots.name) return { reply: couldNotFind(bookRefs(db), slots.name) };
    const ids = [slots.book, slots.book2].filter((b) => b !== undefined).map((b) => b.id);
    const only = ids.length ? [...new Set(ids)] : undefined;
    return { args: { focus: slots.focus ?? "books", ...periodOf(slots, now), ids: only } };
  },
  run({ ids, focus = "books", from, to, label: named }, { db, now }) {
    const all = bookRefs(db);
    const books = ids?.length ? ids.map((id) => getAudiobook(db, id)) : all;
    const rows = salesRows(db, { from, to, ids: ids?.length ? ids : undefined });
    const label = spanLabel({ from, to, label: named }, now);
    const subject = ids?.length === 1 ? `"${books[0]!.title}"` : ids?.length ? "these books" : "your audiobooks";
    if (focus === "platforms") {
      const platforms = groupBy(rows, (r) => r.platform);
      const lines = platforms.map((p, i) => `${i + 1}. ${p.key} — ${copiesOf(p)}, ${moneyOf(p)}`);
      const summary = platforms.length
        ? `Top platforms for ${subject} ${label}: ${lines.join("; ")}.`
        : `No sales of ${subject} ${label} yet, so no platform leads.`;
      return atBooks(summary, { platforms });
    }
    const ranked = groupBy(rows, (r) => r.audiobookId);
    const title = (id: unknown) => books.find((b) => b.id === Number(id))?.title ?? `#${id}`;
    const lines = ranked.map((g, i) => `${i + 1}. "${title(g.key)}" — ${copiesOf(g)}, ${moneyOf(g)}`);
    const none = books.filter((b) => !ranked.some((g) => Number(g.key) === b.id)).map((b) => `"${b.title}"`);
    let summary = ranked.length
      ? `Best sellers ${label}: ${lines.join("; ")}.`
      : `No sales of ${subject} ${label} yet.`;
    if (ranked.length && none.length) summary += ` No sales: ${listOf(none, 8)}.`;
    if (ranked.length > 1 || none.length) {
      const worst = none.length ? none[none.length - 1]! : `"${title(ranked.at(-1)!.key)}"`;
      summary += ` Selling least: ${worst}.`;
    }
    const top = groupBy(rows, (r) => r.platform)[0];
    if (top) summary += ` Top platform: ${top.key} (${moneyOf(top)}).`;
    return atBooks(summary, { ranked, unsold: none });
  },
});

export const readTools = [bookSales, salesTotal, compareBooks];
