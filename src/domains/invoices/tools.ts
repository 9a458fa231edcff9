import { eq } from "drizzle-orm";
import { t } from "elysia";
import { ownerProfile } from "../../lib/owner-profile";
import { defineTool, withSentences, ToolError, type Tool, type ToolContext } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { asTitle, tidy } from "../../lib/understand/titles";
import { capitalWords } from "../../lib/understand/records";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { words } from "../../shared/text";
import { createInvoiceBody, invoiceStatus } from "./model";
import { invoiceLines, invoices, type Invoice, type InvoiceStatus } from "./schema";
import { createInvoice, deleteInvoice, getInvoice, isOverdue, updateInvoice } from "./service";
import { atInvoices, clientsOf, type Client, INVOICE_LISTS, invoiceLine, invoicesOf, matchClient, money, narrow, only, whichOf, WORDS } from "./tools-find";
import { earningsTool } from "./tools-earnings";
import { invoicesReadTools } from "./tools-read";
import { integer } from "../../lib/validation";
import { changeWithUndo, removeWithUndo } from "../../lib/tool-shapes";

/** What the assistant can do with invoices: create, mark paid/sent/draft, delete, and the questions in tools-read. */

const STATUS_WORDS: Record<InvoiceStatus, string> = { paid: "paid", sent: "sent (unpaid)", draft: "a draft" };

interface NewInvoiceSlots {
  client?: Client;
  name?: string;
  story?: string;
  money?: { amount: number; currency?: string };
  amount?: number;
  /** Hours of work billed at the amount said as a rate ("6 hours … at $80 an hour"). */
  hours?: number;
  /** So many of the work at the amount said as a price each ("6 lessons at £30 each"). */
  count?: number;
  description?: string;
  due?: When;
  days?: number;
  now?: string;
  email?: string;
  /** The rate of tax said with the amount ("plus 20% VAT"). */
  tax?: string | number;
  /** A discount taken off the amount said ("900 with 15% off"): the invoice is for what is left. */
  discount?: string | number;
}

/**
 * A client named in a story told before the request ("…a remix for Acme last week, they want the invoice"). `strict`:
 * most of the name's words are said ("the Blue Note people"), not one word that many sentences hold ("the studio").
 */
function clientIn(story: string | undefined, ctx: ToolContext, strict = false): Client | undefined {
  const pick = story ? matchClient(story, clientsOf(ctx)) : undefined;
  if (!pick || !("record" in pick)) return undefined;
  const said = new Set(words(story!));
  const have = words(pick.record.name);
  return !strict || have.filter((w) => said.has(w)).length * 2 >= have.length ? pick.record : undefined;
}

// "the Hernández family" is a household, not a business named with "The" ("The Roxy" keeps it); "the Cork Folk
// Festival" is the festival's name with an article, as a festival, orchestra, council, theatre, hall, concert series
// or church is always spoken of.
const FAMILY_ARTICLE =
  /^the\s+(?=(?:\S+\s+){1,2}family$|(?:\S+\s+){1,4}(?:festival|orchestra|choir|council|foundation|society|association|theatre|theater|ballroom|church|chapel|cathedral|school|college|university|museum|library|trust|academy|series|ensemble|collective|hall)$)/i;
const DISCOUNT_ONLY = /^(?:with|less|minus|after|at)\s+(?:an?\s+)?\d+(?:\.\d+)?\s*(?:%|percent|per cent)\s*(?:off|discount(?:ed)?)?$/i;

/** Slots → a new invoice; asks for the client, the amount, what it is for and the e-mail when not said. */
function newInvoice(slots: NewInvoiceSlots, ctx: ToolContext) {
  // The details listed ("new invoice: Harbor Audio, narration of …, 2,400 dollars"): a client by its whole name, then
  // the work, read together as a new client's name.
  const listed = !slots.client && !slots.description && slots.name ? /^([^,]+),\s*(.+)$/.exec(slots.name) : null;
  const client = listed && clientsOf(ctx).find((c) => c.name.toLowerCase() === listed[1]!.trim().toLowerCase());
  const x = client ? { ...slots, client, name: undefined, description: listed![2] } : slots;
  const taxRate = x.tax === undefined ? undefined : Number(x.tax);
  if (taxRate !== undefined && !(taxRate > 0 && taxRate < 100)) return undefined;
  const known = x.client ?? clientIn(x.story, ctx);
  // ("invoice 8 as paid" with no amount: a number first is an invoice's number, not a new client.)
  if (!x.client && /^\d+\s/.test(x.name?.trim() ?? "") && !x.money && x.amount === undefined) return undefined;
  const name = x.name && !only(WORDS.nobody, x.name) && !/^\d+$/.test(x.name.trim()) ? x.name : undefined;
  const clientName = known?.name ?? (name ? capitalWords(tidy(name).replace(FAMILY_ARTICLE, "")) : undefined);
  if (!clientName) return { ask: 'Who is the invoice for, and how much? Try "invoice Acme Records $450 for the remix, due in 30 days".' };
  // "900 with 15% off" read with the discount as the work: the reading that takes it as a discount asks what for.
  if (x.description && DISCOUNT_ONLY.test(x.description.trim())) return undefined;
  const rate = x.money?.amount ?? x.amount;
  const times = x.hours ?? x.count;
  const before = rate === undefined || times === undefined ? rate : Math.round(rate * Number(times) * 100) / 100;
  const discount = x.discount === undefined ? undefined : Number(x.discount);
  if (discount !== undefined && !(discount > 0 && discount < 100)) return undefined;
  const amount = before === undefined || discount === undefined ? before : Math.round(before * (100 - discount)) / 100;
  // An e-mail address given as the answer to "what is it for?" is the client's address, not the work.
  const answeredEmail = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i.exec(x.description ?? "")?.[0];
  const work = answeredEmail ? x.description!.replace(answeredEmail, " ").replace(/\s+/g, " ").replace(/^(?:[\s,.;:-]+|(?:for|as|re)\s+)+/i, "").trim() : (x.description ?? "");
  // What it is for starting with an amount ("invoice Studio 54 for 200 for the mix" read as $54 for "200 for the mix"):
  // a number of the client's name was taken for the amount, so this reading is not the one.
  if (/^[$£€]?\d[\d,.]*\s*(?:k|dollars?|pounds?|euros?|quid|bucks)?\s+for\s/i.test(work.trim())) return undefined;
  // ("invoice Acme for 2 days of session drums": a bare number before "days of …" counts the days worked, not the money.)
  if (x.amount !== undefined && !x.money && times === undefined && /^(?:hours?|hrs?|days?|weeks?|sessions?)\s+(?:of|doing)\b/i.test(work.trim()))
    return undefined;
  // ("…, due 15/12/2026, booking@…": when it is due is not what it is for.)
  const said = /^(?:due|payable)\b/i.test(work) ? "" : `${x.count === undefined ? "" : `${x.count} `}${work.replace(/^(?:the|a|an|my|our)\s+/i, "")}`;
  // A word that only points ("their", as in "their email is …") says nothing of what the invoice is for.
  const description = asTitle(only(WORDS.pointers, said) ? "" : said);
  if (amount === undefined)
    return { ask: `How much should I invoice ${clientName}? Try "invoice ${clientName} $450 for ${description || "the remix"}".` };
  const clientEmail = x.email ?? answeredEmail ?? known?.email;
  // (An address just given is said back: the question then differs from the one it answers, so it is a new one.)
  if (!description)
    return { ask: `What is the invoice to ${clientName} for?${answeredEmail ? ` I have their e-mail, ${answeredEmail}.` : ""} Try "invoice ${clientName} ${amount} for the remix".` };
  if (!clientEmail)
    return {
      ask: `What's ${clientName}'s e-mail address? Say it with the invoice, e.g. "invoice ${clientName} ${x.money?.currency && x.money.currency !== "USD" ? `${amount} ${x.money.currency}` : `$${amount}`} for ${description.toLowerCase()}, e-mail billing@example.com".`,
    };
  const dueDate =
    x.due?.date ?? (x.days !== undefined ? localDateKey(addDays(ctx.now, x.days)) : x.now ? localDateKey(ctx.now) : undefined);
  if (dueDate && dueDate < localDateKey(ctx.now))
    return { reply: `${describeDay(dueDate, ctx.now)} is in the past; give the invoice a due date from today on.` };
  // A currency said with the amount ("€2,000", "250 quid") is the invoice's; otherwise the one the client was last
  // billed in ("bill Greenroom another 300" after a £1,200 invoice is £300), else the owner's own.
  const currency = x.money?.currency ?? known?.currency;
  return {
    args: { clientName, clientEmail, amount, description, ...(dueDate ? { dueDate } : {}), ...(currency ? { currency } : {}), ...(taxRate === undefined ? {} : { taxRate }) },
  };
}

interface StatusSlots {
  client?: Client;
  story?: string;
  invoice?: Invoice;
  name?: string;
  status: InvoiceStatus | "unpaid";
  what?: string;
  money?: { amount: number };
  amount?: number;
  draft?: string;
  /** "the overdue one", "the one that's late": of the client's invoices, those past their due day. */
  late?: "overdue" | "open";
}

/** Which invoices a status can move from: paid ← anything unpaid, sent ← drafts (or paid, for "unpaid"), draft ← sent. */
const movable = (said: StatusSlots["status"]) => (i: Invoice) =>
  said === "paid" ? i.status !== "paid" : said === "draft" ? i.status === "sent" : said === "unpaid" ? i.status === "paid" : i.status === "draft";

/** Slots → the invoice whose status changes: the one named, or the one of the client's that can move. */
function statusChange(x: StatusSlots, ctx: ToolContext) {
  const status: InvoiceStatus = x.status === "unpaid" ? "sent" : x.status;
  if (x.invoice) return { args: { id: x.invoice.id, status } };
  // A story before the request names the client and may say the amount or the work ("the twelve hundred for the main
  // stage set"); without a client in it, the story is not about an invoice.
  const client = x.client ?? clientIn(x.story, ctx, true);
  if (x.story !== undefined && !client) return undefined;
  if (!client) {
    const name = x.name && tidy(x.name);
    if (!x.name) return { ask: 'Which invoice? Say its number ("mark INV-0003 paid") or the client.' };
    return name && !only(WORDS.nobody, name) ? { reply: `I couldn't find an invoice for ${name}.` } : undefined;
  }
  const { locale } = ownerProfile(ctx.db);
  const all = invoicesOf(ctx, client.name);
  // The work or the amount said ("the acme remix invoice", "paid the five hundred") picks its invoice even when that
  // one can't move: say so, never move another.
  const amount = x.money?.amount ?? x.amount;
  const named = x.what || amount !== undefined ? narrow(all, { what: x.what, amount }) : all;
  // Work said that none of the client's invoices was for ("the acme invoice for the drum session") names no invoice of
  // theirs: asked, never another one moved.
  // (Not a client's name, nor how late or how recent it is: "Sam Okafor's overdue invoice".)
  const ofClient = new Set(clientsOf(ctx).flatMap((c) => words(c.name)));
  const isWork = (w: string) => w.length > 3 && !ofClient.has(w) && !NOT_WORK.test(w);
  const forWork = new Set(words(x.what ?? "").filter(isWork));
  if (forWork.size && all.length && amount === undefined && !all.some((i) => words(i.description).some((w) => forWork.has(w))))
    return { ask: whichOf(client.name, all, ctx, locale) };
  if (named.length < all.length && !named.some(movable(x.status)))
    return { reply: `That's already ${STATUS_WORDS[named[0]!.status]}: ${named.map((i) => `${invoiceLine(i, ctx.now, locale)} for ${i.description}`).join(", ")}.` };
  const open = all.filter(movable(x.status));
  const late = x.late === "overdue" ? open.filter((i) => isOverdue(i, ctx.now)) : [];
  const pool = narrow(late.length ? late : open, {
    amount,
    what: x.what ?? x.story,
    draft: !!x.draft,
  });
  if (pool.length === 1) return { args: { id: pool[0]!.id, status } };
  if (!pool.length) {
    const verb = status === "paid" ? "paid" : status === "sent" ? "sent (or paid)" : "a draft (or paid)";
    return {
      reply: `${client.name}'s invoices are all already ${verb}: ${all.slice(0, 4).map((i) => invoiceLine(i, ctx.now, locale)).join(", ")}.`,
    };
  }
  return { ask: whichOf(client.name, pool, ctx, locale) };
}

const NOT_WORK = /^(?:overdue|late|unpaid|outstanding|pending|latest|recent|last|newest|oldest|first|second|other|draft|sent|paid|invoices?|bills?)$/i;

export const invoicesTools: Tool[] = withSentences(SENTENCES, [
  defineTool({
    name: "create_invoice",
    description:
      "Create a draft invoice: client name and e-mail (reused from the client's last invoice), amount, its currency when said (ISO 4217, else the owner's), what it is for, optional due date (YYYY-MM-DD).",
    input: createInvoiceBody,
    kind: "write",
    lists: INVOICE_LISTS,
    resolve: newInvoice,
    run(args, { db, now }) {
      const inv = createInvoice(db, { ...args, status: args.status ?? "draft" }, now);
      const amount = money(inv.amount, inv.currency, ownerProfile(db).locale);
      const due = inv.dueDate ? `, due ${describeDay(inv.dueDate, now)}` : ", no due date";
      const to = `invoice ${inv.number} to ${inv.clientName}`;
      const summary = `Created ${inv.status} ${to} (${inv.clientEmail}) for ${amount}: ${inv.description}${due}.`;
      return atInvoices(summary, inv, () => (deleteInvoice(db, inv.id), `Deleted ${to}.`));
    },
  }),

  defineTool({
    name: "set_invoice_status",
    description:
      "Mark an invoice paid, sent or draft (find its id by number or client first). Paid records today as the paid date.",
    input: t.Object({ id: integer({ minimum: 1, description: "The invoice's id" }), status: invoiceStatus }),
    kind: "write",
    lists: INVOICE_LISTS,
    resolve: statusChange,
    run({ id, status }, { db, now }) {
      const before = getInvoice(db, id);
      if (before.status === status)
        return { summary: `${before.number} for ${before.clientName} is already ${STATUS_WORDS[status]}.`, data: before };
      const { locale } = ownerProfile(db);
      const about = (inv: Invoice) => `${inv.number} to ${inv.clientName} (${money(inv.amount, inv.currency, locale)}, ${inv.description})`;
      return changeWithUndo<Invoice>({
        read: () => before,
        write: (fields) => updateInvoice(db, id, fields, now),
        change: { status },
        alsoBack: ["paidDate"],
        said: (inv) => `Marked ${about(inv)} as ${STATUS_WORDS[status]}${status === "paid" ? ". Nice!" : "."}`,
        undone: (inv, was) => `${inv.number} is ${STATUS_WORDS[was.status]} again.`,
        link: "/invoices",
      });
    },
  }),

  removeWithUndo({
    name: "delete_invoice",
    description: "Delete an invoice for good (asks for confirmation).",
    lists: INVOICE_LISTS,
    resolve(x: { invoice?: Invoice; client?: Client; name?: string; draft?: string; what?: string; all?: boolean }, ctx) {
      if (x.all) return { reply: 'I delete invoices one at a time; say which one, e.g. "delete invoice INV-0005".' };
      if (x.invoice) return { args: { id: x.invoice.id } };
      if (!x.client) return x.name ? { reply: `I couldn't find an invoice for ${tidy(x.name)}; nothing was deleted.` } : undefined;
      const pool = narrow(invoicesOf(ctx, x.client.name), { draft: !!x.draft, what: x.what });
      if (pool.length === 1) return { args: { id: pool[0]!.id } };
      return { ask: whichOf(x.client.name, pool, ctx, ownerProfile(ctx.db).locale) };
    },
    read: getInvoice,
    remove: deleteInvoice,
    restore(db, inv) {
      // Put the very same row back (same id and number), so links and numbering are as before.
      if (db.select().from(invoices).where(eq(invoices.number, inv.number)).get()) throw new ToolError(`${inv.number} is in use again`);
      const { lines, ...row } = inv;
      db.transaction((tx) => {
        tx.insert(invoices).values(row).run();
        if (lines.length) tx.insert(invoiceLines).values(lines).run();
      });
    },
    what: (inv) => `invoice ${inv.number} to ${inv.clientName}`,
    detail: (inv, { db, now }) => ` ${invoiceLine(inv, now, ownerProfile(db).locale).replace(/^\S+ /, "")}`,
    link: "/invoices",
  }),

  ...invoicesReadTools,
  earningsTool,
]);
