import type { ToolContext, Understood } from "../../lib/tools";
import { ownerProfile } from "../../lib/owner-profile";
import type { Sentence } from "../../lib/understand/sentence";
import { listOf } from "../../shared/text";
import type { Invoice, InvoiceStatus } from "./schema";
import { asSaid, invoiceLine, namedPhrase, narrow, numberIn, referenceIn } from "./tools-find";

/** Reading "Acme paid me", "mark INV-0003 as sent", "move invoice 3 back to draft" into a status change. */

export const INVOICE_WORD = /\b(?:invoices?|inv|bills?)\b/;
export const NOT_HERE = /\b(?:tasks?|todos?|to-dos?|remind|reminders?)\b/;

/** The status a sentence sets: said outright ("as paid", "back to draft"), or read from its verb ("Acme paid me"). */
function statusIn(l: string): InvoiceStatus | undefined {
  const said = /\b(?:as|to|is|now) (paid|sent|draft|unpaid|not paid|outstanding)\b/.exec(l)?.[1];
  const x = said ?? l;
  if (/\b(?:unpaid|not paid|outstanding)\b/.test(x)) return "sent";
  if (said === "draft" || /\bback to draft\b/.test(l)) return "draft";
  if (/\b(?:paid|payed|settled|got paid|payment|money from|cleared)\b/.test(x)) return "paid";
  if (
    /\b(?:received|recieved|got|collected|banked)\s+(?:the\s+|their\s+|a\s+)?(?:[$£€]?\d|money|cash|cheque|check|transfer|deposit)/.test(
      x,
    )
  )
    return "paid";
  if (/\b(?:sent|emailed|e-mailed|mailed|delivered|issued|posted|sent off|sent out)\b/.test(x)) return "sent";
  if (/\bdraft\b/.test(x)) return "draft";
  return undefined;
}

/** Which invoices a status can move from: paid ← anything unpaid, sent ← drafts (or paid, for "unpaid"), draft ← sent. */
const from = (to: InvoiceStatus, l: string) => (i: Invoice) =>
  to === "paid"
    ? i.status !== "paid"
    : to === "draft"
      ? i.status === "sent"
      : /\bunpaid|not paid\b/.test(l)
        ? i.status === "paid"
        : i.status === "draft";

export function readStatusChange(s: Sentence, ctx: ToolContext): Understood<{ id: number; status: InvoiceStatus }> {
  const l = s.lower;
  if (s.question || /\b(?:delete|remove|create|new invoice)\b/.test(l)) return undefined;
  // "the festival hasn't paid me" is news, not a change; "mark it as not paid" is a change.
  if (
    /\b(?:haven'?t|hasn'?t|havent|hasnt|didn'?t|didnt|never|not yet|still not|won'?t|isn'?t)\b/.test(l) &&
    !/\b(?:mark|set|change|as)\b/.test(l)
  )
    return undefined;
  // "I paid the electricity bill" is the user paying, not a client.
  if (
    /^(?:(?:so|ok|okay|and|well)\s+)*(?:i|we)(?: have| 've|'ve)?(?: just| already| finally)? (?:paid|payed|settled)\b/.test(
      l,
    ) &&
    !numberIn(s)
  )
    return undefined;
  const status = statusIn(l);
  if (!status) return undefined;
  const ref = referenceIn(s, ctx);
  if ("invoice" in ref) {
    if (ref.invoice.status === status)
      return { reply: `${ref.invoice.number} for ${ref.invoice.clientName} is already ${status}.` };
    return { args: { id: ref.invoice.id, status } };
  }
  if ("missingNumber" in ref)
    return { reply: `I couldn't find invoice ${ref.missingNumber}. Ask "show my invoices" to see them all.` };
  if ("ambiguous" in ref) return { ask: `Which client do you mean: ${listOf(ref.ambiguous.map((c) => c.name))}?` };
  if ("none" in ref) {
    if (!INVOICE_WORD.test(l)) return undefined;
    const phrase = namedPhrase(asSaid(s, ctx), [
      /\b(?:paid|payed|pay|settled|sent|emailed|mailed|unpaid|draft|up|in full|payment|received|got|came through|came in|cleared|back)\b/,
    ]);
    return {
      reply: phrase
        ? `I couldn't find an invoice for ${phrase}.`
        : 'Which invoice? Say its number ("mark INV-0003 paid") or the client.',
    };
  }
  const pool = narrow(ref.invoices.filter(from(status, l)), s);
  if (pool.length === 1) return { args: { id: pool[0]!.id, status } };
  if (!pool.length) {
    const verb = status === "paid" ? "paid" : status === "sent" ? "sent (or paid)" : "a draft";
    return {
      reply: `${ref.client.name}'s invoices are all already ${verb}: ${listOf(ref.invoices.slice(0, 4).map((i) => invoiceLine(i, ctx.now, ownerProfile(ctx.db).locale)))}.`,
    };
  }
  return {
    ask: `Which ${ref.client.name} invoice: ${listOf(
      pool.slice(0, 4).map((i) => invoiceLine(i, ctx.now, ownerProfile(ctx.db).locale)),
      4,
    )}? Say its number.`,
  };
}
