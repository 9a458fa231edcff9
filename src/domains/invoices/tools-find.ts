import { desc, eq, sql } from "drizzle-orm";
import { keptUntilWritten } from "../../lib/table-versions";
import type { ToolContext } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import { nameWords, oncePerMessage, recordWords, type Pick as Picked, pickedOrAsk, pickRecord, withWordsLike } from "../../lib/understand/records";
import type { SlotList } from "../../lib/understand/templates";
import { describeDay, localDateKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { listOf, sameWord, words } from "../../shared/text";
import { invoices, type Invoice } from "./schema";
import SENTENCES from "./sentences.yaml";
import { isOverdue } from "./service";

/** The invoices and clients a sentence's slots name (the record lists of sentences.yaml), and how they are shown. */

export const atInvoices = answersAt("/invoices");

/** In the invoice's own currency ("£3,541.20"); a sum uses the currency of the invoices summed. */
export const money = (amount: string | number, currency = "USD", locale = "en-US") =>
  formatMoney(Number(amount), currency, locale);
export const currencyOf = (list: Pick<Invoice, "currency">[]) => list[0]?.currency ?? "USD";

/** "INV-0003 ($300.00, sent, due Dec 5)": the facts a person needs to tell invoices apart. */
export function invoiceLine(inv: Invoice, now: Date, locale = "en-US"): string {
  const state = isOverdue(inv, now) ? "overdue" : inv.status;
  const when =
    inv.status === "paid" && inv.paidDate
      ? `, paid ${describeDay(paidKey(inv.paidDate), now)}`
      : inv.dueDate
        ? `, due ${describeDay(inv.dueDate, now)}`
        : "";
  return `${inv.number} (${money(inv.amount, inv.currency, locale)}, ${state}${when})`;
}

/** The local calendar day of a stored paid date (an ISO moment, or a bare date). */
export function paidKey(paidDate: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(paidDate)) return paidDate;
  const d = new Date(paidDate);
  return Number.isNaN(d.getTime()) ? paidDate.slice(0, 10) : localDateKey(d);
}

export const byNumber = (ctx: ToolContext, number: string): Invoice | undefined =>
  ctx.db.select().from(invoices).where(eq(invoices.number, number.toUpperCase())).get();

export interface Client {
  name: string;
  email: string;
  /** The currency of their latest invoice: a new one for them without a currency said is in it too. */
  currency?: string;
}

/**
 * Every client invoiced so far, with the e-mail and currency of their latest invoice (one row per name). Read again only after the
 * invoices were written: most sentences pay for one tiny query, not ten years of invoices.
 */
export const clientsOf = (ctx: ToolContext): Client[] =>
  keptUntilWritten(ctx.db, "invoices", "clients", () =>
    ctx.db
      // (With max(), SQLite takes the other columns from that latest row.)
      .select({ name: invoices.clientName, email: invoices.clientEmail, currency: invoices.currency, id: sql<number>`max(${invoices.id})` })
      .from(invoices)
      .groupBy(sql`lower(${invoices.clientName})`)
      .all(),
  );

export const invoicesOf = (ctx: ToolContext, clientName: string): Invoice[] =>
  ctx.db
    .select()
    .from(invoices)
    .where(sql`lower(${invoices.clientName}) = lower(${clientName})`)
    .orderBy(desc(invoices.id))
    .all();

/** Word lists of sentences.yaml (what each means is said there). */
export const WORDS = SENTENCES as Record<"notnames" | "nobody" | "pointers", string[]>;
const NOT_NAMES = new Set(words(WORDS.notnames.join(" ")));
/** The phrase is one of a word list's words and nothing more: `only(WORDS.nobody, "they")`. */
export const only = (list: string[], phrase: string) => list.includes(phrase.trim().toLowerCase());

const nameOfClient = (c: Client) => c.name;

/**
 * The client a phrase names: most of the name's words said (typos forgiven), best first; a lone word such as
 * "the festival" counts when only one client has it. Two equally good names → ambiguous.
 */
export function matchClient(phrase: string, clients: readonly Client[]): Picked<Client> {
  const said = recordWords(phrase).filter((w) => !NOT_NAMES.has(w));
  if (!said.length) return { none: true };
  // Only clients with a word like one said can score (a long kept list is looked up through its words' index).
  const scored = withWordsLike(clients, nameOfClient, said, sameWord)
    .map((client) => {
      const have = nameWords(client.name);
      const hits = have.filter((w) => said.some((x) => sameWord(x, w))).length;
      return { client, hits, score: have.length ? hits / have.length : 0 };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.score - a.score || b.hits - a.hits);
  const good = scored.filter((x) => x.score >= 0.5);
  const pool = good.length ? good : scored.length === 1 ? scored : [];
  if (!pool.length) return scored.length > 1 ? { ambiguous: scored.slice(0, 4).map((x) => x.client) } : { none: true };
  const top = pool.filter((x) => x.score === pool[0]!.score && x.hits === pool[0]!.hits);
  return top.length === 1 ? { record: top[0]!.client } : { ambiguous: top.map((x) => x.client) };
}

/** "3", "#3", "INV-0003", "0003", "eight" (as heard) → "INV-0003". */
const NUMBER = /^(?:inv(?:oice)?[\s-]*)?#?\s*0*(\d{1,6})$/i;
const SMALL = "zero one two three four five six seven eight nine ten eleven twelve".split(" ");
const numberOf = (phrase: string) => {
  const p = phrase.trim().replace(/'s$/i, "").toLowerCase();
  const n = NUMBER.exec(p)?.[1] ?? (SMALL.includes(p) ? String(SMALL.indexOf(p)) : undefined);
  return n ? `INV-${n.padStart(4, "0")}` : undefined;
};

const clientList: SlotList<Client> = {
  names: (ctx: ToolContext) => clientsOf(ctx).map((c) => c.name),
  find(phrase, ctx: ToolContext) {
    const p = phrase.replace(/^(?:the|my|our)\s+/i, "").replace(/'s?$/i, "");
    const pick = matchClient(p, clientsOf(ctx));
    // Every word said is a word of the name: the slot holds a name, not the words after it ("Jo for the vocals").
    const extra = (c: Client) => recordWords(p).some((x) => !NOT_NAMES.has(x) && !words(c.name).some((w) => sameWord(x, w)));
    return "record" in pick && extra(pick.record) ? undefined : pickedOrAsk(pick, "client", nameOfClient);
  },
};

/**
 * One invoice by its number, or (among the recent ones) by what it was for: "the live set". Said alone, an invoice is
 * only named by its number (`numbersOnly`: "mark INV-0003 paid").
 */
const invoiceList = (numbersOnly: boolean): SlotList<Invoice> => ({
  names: () => [],
  find(phrase, ctx: ToolContext) {
    if (numbersOnly && !/^(?:inv-?|#)\d/i.test(phrase)) return undefined;
    const number = numberOf(phrase);
    if (number) {
      const invoice = byNumber(ctx, number);
      return invoice
        ? { value: invoice }
        : { reply: `I couldn't find invoice ${number}. Ask "show my invoices" to see them all.` };
    }
    if (numbersOnly) return undefined;
    const recent = oncePerMessage(ctx, "recent invoices", () =>
      ctx.db.select().from(invoices).orderBy(desc(invoices.id)).limit(300).all(),
    );
    const pick = pickRecord(phrase.replace(/^(?:the|my)\s+/i, ""), recent, (i) => i.description, 0.55);
    return "record" in pick ? { value: pick.record } : undefined;
  },
});

export const INVOICE_LISTS: Record<string, SlotList> = {
  client: clientList,
  invoice: invoiceList(false),
  number_said: invoiceList(true),
};

/** A client's invoices narrowed by the amount said, a draft said, or words of what an invoice was for. */
export function narrow(list: Invoice[], by: { amount?: number; draft?: boolean; what?: string }): Invoice[] {
  if (list.length < 2) return list;
  const byAmount = by.amount === undefined ? [] : list.filter((i) => Number(i.amount) === by.amount);
  if (byAmount.length) return byAmount;
  const drafts = by.draft ? list.filter((i) => i.status === "draft") : [];
  if (drafts.length) return drafts;
  const said = new Set(words(by.what ?? ""));
  const byWords = list.filter((i) => words(i.description).some((w) => said.has(w)));
  return byWords.length ? byWords : list;
}

/** The question to ask when several of a client's invoices fit (numbers quoted: the answer may be "the second one"). */
export const whichOf = (client: string, pool: Invoice[], ctx: ToolContext, locale: string) =>
  `Which ${client} invoice: ${listOf(
    pool.slice(0, 4).map((i) => invoiceLine(i, ctx.now, locale).replace(/^(\S+)/, '"$1"')),
    4,
  )}? Say its number.`;
