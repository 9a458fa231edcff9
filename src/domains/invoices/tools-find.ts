import { desc, eq, sql } from "drizzle-orm";
import type { ToolContext } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { describeDay } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { pickRecord } from "../../lib/understand/records";
import { sameWord, words } from "../../shared/text";
import { invoices, type Invoice } from "./schema";
import { isOverdue } from "./service";

/** Finding the user's invoices and clients from what they said (shared by the invoice tools). */

/** "invoice" as people mistype it (the engine fixes one-letter typos, not swapped letters). */
export const INV = "invoice|invocie|invoce|invoise|invioce|invoive|imvoice|invoic|invoicee";

/** In the invoice's own currency ("£3,541.20"); a sum uses the currency of the invoices summed. */
export const money = (amount: string | number, currency = "USD", locale = "en-US") =>
  formatMoney(Number(amount), currency, locale);
export const currencyOf = (list: Pick<Invoice, "currency">[]) => list[0]?.currency ?? "USD";

const unfixed = new WeakMap<Sentence, Sentence>();
/**
 * The sentence without the engine's typo corrections: names and descriptions are the user's own words ("vocal
 * comping" is not "vocal coming", "2 grand" is not "2 grant", "Mo's Diner" is not "Mo's dinner").
 */
export function asSaid(s: Sentence, ctx: ToolContext): Sentence {
  let r = unfixed.get(s);
  if (!r) unfixed.set(s, (r = new Sentence(s.raw, s.now, { persona: ctx.config.persona })));
  return r;
}

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
  if (Number.isNaN(d.getTime())) return paidDate.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "invoice 3", "INV-0003", "invoice #3", "invoice number 3", "inv 3" → "INV-0003". */
const SMALL = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
export function numberIn(s: Sentence): string | undefined {
  const m = new RegExp(
    String.raw`\b(?:inv(?:oice)?s?[\s-]*(?:number\s+|no\s+|no\.\s*|#\s*)?|#\s*)(?:0*(\d{1,6})|(${SMALL.join("|")}))\b(?!\s*(?:k|grand|dollars?|bucks|usd|%|quid|pounds?))`,
  ).exec(s.lower);
  if (!m) return undefined;
  const n = m[1] ?? String(SMALL.indexOf(m[2]!));
  return `INV-${n.padStart(4, "0")}`;
}

export const byNumber = (ctx: ToolContext, number: string): Invoice | undefined =>
  ctx.db.select().from(invoices).where(eq(invoices.number, number.toUpperCase())).get();

export interface Client {
  name: string;
  email: string;
}

const clientCaches = new WeakMap<ToolContext["db"], { key: string; clients: Client[] }>();
/**
 * Every client invoiced so far, with the e-mail of their latest invoice (one row per name). Read again only when
 * the invoices may have changed (a write on the connection, or a row count, newest id or newest update that
 * differs, as after a rolled-back write): most sentences pay for one tiny query, not ten years of invoices.
 */
export function clientsOf(ctx: ToolContext): Client[] {
  const st = ctx.db.$client
    .query("SELECT total_changes() AS c, count(*) AS n, max(id) AS m, max(updated_at) AS u FROM invoices")
    .get() as { c: number; n: number; m: number | null; u: string | null };
  const key = `${st.c}|${st.n}|${st.m}|${st.u}`;
  let cache = clientCaches.get(ctx.db);
  if (cache?.key !== key) {
    const clients = ctx.db
      .select({ name: invoices.clientName, email: invoices.clientEmail, id: sql<number>`max(${invoices.id})` })
      .from(invoices)
      .groupBy(sql`lower(${invoices.clientName})`)
      .all();
    clientCaches.set(ctx.db, (cache = { key, clients }));
  }
  return cache.clients;
}

export const invoicesOf = (ctx: ToolContext, clientName: string): Invoice[] =>
  ctx.db
    .select()
    .from(invoices)
    .where(sql`lower(${invoices.clientName}) = lower(${clientName})`)
    .orderBy(desc(invoices.id))
    .all();

// Words that are about invoices, never a client's name: left out before names are matched.
const NOT_NAMES = new Set(
  words(
    "invoice invoices inv bill bills paid pay payed paying payment payments sent send emailed mailed mark marked draft " +
      "unpaid status owe owes owed money me my i has have did does what how much yet already their his her them " +
      "they is are was been just finally up got received settled cleared came through in full show tell delete remove",
  ),
);

/** Same word allowing a typo, including two swapped letters ("recrods"). */
const alike = (a: string, b: string) => {
  if (sameWord(a, b)) return true;
  if (a.length !== b.length || a.length < 4) return false;
  const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
};

// Ten years of clients are matched again for every sentence: keep each name's words (bounded).
const wordCache = new Map<string, string[]>();
function nameWords(name: string): string[] {
  let w = wordCache.get(name);
  if (!w) {
    if (wordCache.size > 20_000) wordCache.clear();
    wordCache.set(name, (w = words(name)));
  }
  return w;
}

export type ClientPick = { client: Client } | { ambiguous: Client[] } | { none: true };

/**
 * The client a phrase names: most of the name's words said (typos forgiven), best first; a lone word such as
 * "the festival" counts when only one client has it. Two equally good names → ambiguous.
 */
export function matchClient(phrase: string, clients: readonly Client[]): ClientPick {
  const said = words(phrase).filter((w) => !NOT_NAMES.has(w));
  if (!said.length) return { none: true };
  // A typo is at most two letters away (and needs 4): words of other lengths are skipped before the edit distance.
  const fits = (x: string, w: string) =>
    x === w || (x.length >= 4 && Math.abs(x.length - w.length) <= 2 && alike(x, w));
  const scored = clients
    .map((client) => {
      const have = nameWords(client.name);
      const hits = have.filter((w) => said.some((x) => fits(x, w))).length;
      return { client, hits, score: have.length ? hits / have.length : 0 };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.score - a.score || b.hits - a.hits);
  const good = scored.filter((x) => x.score >= 0.5);
  const pool = good.length ? good : scored.length === 1 ? scored : [];
  if (!pool.length) return scored.length > 1 ? { ambiguous: scored.slice(0, 4).map((x) => x.client) } : { none: true };
  const top = pool.filter((x) => x.score === pool[0]!.score && x.hits === pool[0]!.hits);
  return top.length === 1 ? { client: top[0]!.client } : { ambiguous: top.map((x) => x.client) };
}

const NOT_DESCRIPTION =
  /\b(?:paid|payed|pay|settled|sent|send|emailed|mailed|unpaid|draft|up|in full|payment|received|cleared|back|owe|owes|owing|status|delete|remove|show|list|what|how much|yet|still|not)\b/;

/** What a sentence refers to: one invoice by number, a client's invoices, or nothing known. */
export type Reference =
  | { invoice: Invoice }
  | { missingNumber: string }
  | { client: Client; invoices: Invoice[] }
  | { ambiguous: Client[] }
  | { none: true };

// Several invoice tools ask what the same sentence refers to; the answer is read once per sentence (no writes
// happen while a sentence is understood, and every message is a new Sentence).
const references = new WeakMap<Sentence, Reference>();
export function referenceIn(s: Sentence, ctx: ToolContext): Reference {
  let r = references.get(s);
  if (!r) references.set(s, (r = findReference(s, ctx)));
  return r;
}

function findReference(s: Sentence, ctx: ToolContext): Reference {
  const number = numberIn(s);
  if (number) {
    const invoice = byNumber(ctx, number);
    return invoice ? { invoice } : { missingNumber: number };
  }
  const said = asSaid(s, ctx);
  const pick = matchClient(said.rest([], { keepDates: true }), clientsOf(ctx));
  if ("client" in pick) return { client: pick.client, invoices: invoicesOf(ctx, pick.client.name) };
  if ("ambiguous" in pick) return pick;
  // "the live set invoice": what it was for names it too (recent invoices only: a bounded scan).
  const phrase = said
    .rest([
      NOT_DESCRIPTION,
      /\b(?:the|my|their|his|her|an?|invoices?|bills?|me|i|we|you|get|got|for|from|by|to|of|has|have|had|did|does|is|was|been|just|finally|mark|as)\b/,
    ])
    .replace(/[?.!]+$/, "");
  const recent = ctx.db.select().from(invoices).orderBy(desc(invoices.id)).limit(300).all();
  const byWhat = phrase ? pickRecord(phrase, recent, (i) => i.description, 0.55) : undefined;
  if (byWhat && "record" in byWhat) return { invoice: byWhat.record };
  return pick;
}

/** Narrows a client's invoices by an amount or the words of a description when several fit. */
export function narrow(list: Invoice[], s: Sentence): Invoice[] {
  if (list.length < 2) return list;
  const amount = s.money({ bare: true })?.amount;
  const byAmount = amount === undefined ? [] : list.filter((i) => Number(i.amount) === amount);
  if (byAmount.length) return byAmount;
  if (/\bdrafts?\b/.test(s.lower)) {
    const drafts = list.filter((i) => i.status === "draft");
    if (drafts.length) return drafts;
  }
  const said = new Set(words(s.text));
  const byWords = list.filter((i) => words(i.description).some((w) => w.length > 3 && said.has(w)));
  return byWords.length ? byWords : list;
}

/** The words that named a client, for "I couldn't find …" replies. */
export const namedPhrase = (s: Sentence, cut: RegExp[]) =>
  s
    .rest([
      ...cut,
      /\b(?:the|my|their|his|her|an?|invoices?|bills?|me|i|we|you|get|got|yet|already|for|from|by|to|of|has|have|had|did|does|is|was|been|just|finally|mark|set|as)\b/,
    ])
    .replace(/[?.!]+$/, "");
