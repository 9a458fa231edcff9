import { t } from "elysia";
import { ownerProfile } from "../../lib/owner-profile";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { describeDay } from "../../shared/dates";
import { listOf } from "../../shared/text";
import { createInvoiceBody, invoiceStatus } from "./model";
import { invoiceLines, invoices, type InvoiceStatus } from "./schema";
import { createInvoice, deleteInvoice, getInvoice, updateInvoice } from "./service";
import { readNewInvoice } from "./tools-create";
import { asSaid, INV, invoiceLine, money, namedPhrase, narrow, numberIn, referenceIn } from "./tools-find";
import { earningsTool } from "./tools-earnings";
import { invoicesReadTools } from "./tools-read";
import { NOT_HERE, readStatusChange } from "./tools-status";

/** What the assistant can do with invoices: create, mark paid/sent/draft, delete, and the questions in tools-read. */

/** "<client> owes me <amount> for <job>…": the client, and the rest as an invoice command would say it. */
const OWES_ME = /^(?:(?:so|and|oh|also)\s+)?(.+?)\s+(?:still\s+)?owes?\s+me\s+(.+)$/i;

const STATUS_WORDS: Record<InvoiceStatus, string> = { paid: "paid", sent: "sent (unpaid)", draft: "a draft" };

export const invoicesTools: Tool[] = [
  defineTool({
    name: "create_invoice",
    description:
      "Create a draft invoice: client name and e-mail (reused from the client's last invoice), amount in dollars, what it is for, optional due date (YYYY-MM-DD).",
    input: createInvoiceBody,
    kind: "write",
    examples: [
      "invoice Acme Records $450 for the remix, due in 30 days",
      "bill the Blue Note Festival 1.2k for Friday's show",
    ],
    patterns: [
      { template: `^[please] [go ahead and] (${INV}|invoice:|bill:|bill|charge)`, weight: 1.1 },
      { template: `(can|could|would|will) (you|u|ya) [please] (${INV}|invoice:|bill:|bill|charge)`, weight: 1.15 },
      { template: `(${INV}|invoice:|bill:|bill|charge) * for`, weight: 0.75 },
      {
        template: `(need to|have to|gotta|got to|want to|going to|gonna|must|let's|lets|to) (${INV}|invoice:|bill:|bill|charge)`,
        weight: 1.1,
      },
      {
        template: `(create|make|new|raise|draw up|write|write up|prepare|draft|do|set up|generate|send|issue|put together|start|add) * (${INV}|invoice:|bill:|bill)`,
        weight: 1.05,
      },
      // "Orbit Games owes me $250 for the teaser edit": money owed for a job, said as news, is an invoice to draft.
      { template: "^[so|and|oh|also] * (still owes|owes|owe) me * for", weight: 1.2 },
    ],
    unless: [NOT_HERE, /\b(?:how (?:do|can|would|should) i|how to)\b/],
    understand: (s, ctx) => {
      const owed = OWES_ME.exec(s.text);
      if (owed && !s.question && s.money() && /\bfor\b/i.test(owed[2]!))
        return readNewInvoice(new Sentence(`invoice ${owed[1]} ${owed[2]}`, s.now, { persona: s.persona }), ctx);
      return readNewInvoice(s, ctx);
    },
    run(args, { db, now }) {
      const inv = createInvoice(db, { ...args, status: args.status ?? "draft" }, now);
      const { locale } = ownerProfile(db);
      return {
        summary: `Created ${inv.status} invoice ${inv.number} to ${inv.clientName} (${inv.clientEmail}) for ${money(inv.amount, inv.currency, locale)}: ${inv.description}${inv.dueDate ? `, due ${describeDay(inv.dueDate, now)}` : ", no due date"}.`,
        data: inv,
        link: "/invoices",
        undo: () => (deleteInvoice(db, inv.id), `Deleted invoice ${inv.number} to ${inv.clientName}.`),
      };
    },
  }),

  defineTool({
    name: "set_invoice_status",
    description:
      "Mark an invoice paid, sent or draft (find its id by number or client first). Paid records today as the paid date.",
    input: t.Object({ id: t.Integer({ minimum: 1, description: "The invoice's id" }), status: invoiceStatus }),
    kind: "write",
    examples: ["Acme paid me", "the festival paid invoice 3", "mark the Acme invoice as sent", "mark INV-0008 paid"],
    patterns: [
      {
        template:
          "^[please] (mark|set|change|update|flag|move|switch|put|make) * (paid|sent|draft|unpaid|not paid|outstanding)",
        weight: 1.1,
      },
      { template: "* (paid|payed|settled|sent|emailed|mailed) * (invoice|invoices|inv|bill)", weight: 1.2 },
      { template: "* (invoice|inv|bill) * (paid|payed|settled|sent|emailed|mailed)", weight: 1.2 },
      { template: "* (paid|payed|settled) [me|us|up|in full|at last|finally|today]", weight: 0.85 },
      {
        template:
          "(got|received|recieved|just got|have received|finally got|collected|banked) [a|the|their] (paid|payment|money|cheque|check|transfer|cash) *",
        weight: 0.9,
      },
      { template: "(got|received|recieved|collected|banked) * from", weight: 0.75 },
      {
        template:
          "(payment|money|cheque|check|transfer) (from|for) * (came|arrived|received|cleared|landed|went|is in|came in|hit)",
        weight: 0.95,
      },
      {
        template: "(payment|money|cheque|check|transfer) (received|arrived|came in|cleared|landed|in) * from",
        weight: 0.95,
      },
    ],
    unless: [NOT_HERE],
    understand: readStatusChange,
    run({ id, status }, { db, now }) {
      const before = getInvoice(db, id);
      if (before.status === status)
        return {
          summary: `${before.number} for ${before.clientName} is already ${STATUS_WORDS[status]}.`,
          data: before,
        };
      const inv = updateInvoice(db, id, { status }, now);
      const { locale } = ownerProfile(db);
      return {
        summary: `Marked ${inv.number} to ${inv.clientName} (${money(inv.amount, inv.currency, locale)}, ${inv.description}) as ${STATUS_WORDS[status]}${status === "paid" ? ". Nice!" : "."}`,
        data: inv,
        link: "/invoices",
        undo: () => (
          updateInvoice(db, id, { status: before.status, paidDate: before.paidDate }, now),
          `${inv.number} is ${STATUS_WORDS[before.status]} again.`
        ),
      };
    },
  }),

  defineTool({
    name: "delete_invoice",
    description: "Delete an invoice for good (asks for confirmation).",
    input: t.Object({ id: t.Integer({ minimum: 1 }) }),
    kind: "destructive",
    examples: ["delete invoice INV-0005", "remove the Acme draft invoice"],
    patterns: [
      {
        template:
          "^[please] (delete|remove|erase|scrap|trash|bin|void|get rid of|cancel|drop|throw away|throw out) * (invoice|invoices|inv|bill)",
        weight: 1.15,
      },
    ],
    unless: [NOT_HERE],
    understand(s, ctx) {
      if (/\b(?:all|every|everything)\b/.test(s.lower) && !numberIn(s))
        return { reply: 'I delete invoices one at a time; say which one, e.g. "delete invoice INV-0005".' };
      const ref = referenceIn(s, ctx);
      if ("invoice" in ref) return { args: { id: ref.invoice.id } };
      if ("missingNumber" in ref)
        return { reply: `I couldn't find invoice ${ref.missingNumber}; nothing was deleted.` };
      if ("ambiguous" in ref) return { ask: `Which client's invoice: ${listOf(ref.ambiguous.map((c) => c.name))}?` };
      if ("none" in ref) {
        const phrase = namedPhrase(asSaid(s, ctx), [
          /\b(?:delete|remove|erase|scrap|trash|bin|void|get rid of|cancel|drop|throw away|throw out|draft)\b/,
        ]);
        return {
          reply: phrase
            ? `I couldn't find an invoice for ${phrase}; nothing was deleted.`
            : 'Which invoice? Say its number, e.g. "delete invoice INV-0005".',
        };
      }
      const pool = narrow(ref.invoices, s);
      if (pool.length === 1) return { args: { id: pool[0]!.id } };
      return {
        ask: `Which ${ref.client.name} invoice: ${listOf(
          pool.slice(0, 4).map((i) => invoiceLine(i, ctx.now, ownerProfile(ctx.db).locale)),
          4,
        )}? Say its number.`,
      };
    },
    preview: ({ id }, { db, now }) =>
      `Delete invoice ${getInvoice(db, id).number} to ${getInvoice(db, id).clientName} ${invoiceLine(getInvoice(db, id), now, ownerProfile(db).locale).replace(/^\S+ /, "")}`,
    run({ id }, { db }) {
      const inv = getInvoice(db, id);
      deleteInvoice(db, id);
      return {
        summary: `Deleted invoice ${inv.number} to ${inv.clientName} (${money(inv.amount, inv.currency, ownerProfile(db).locale)}).`,
        undo: () => {
          // Put the very same row back (same id and number), so links and numbering are as before.
          if (
            db
              .select()
              .from(invoices)
              .all()
              .some((x) => x.number === inv.number)
          )
            throw new ToolError(`${inv.number} is in use again`);
          const { lines, ...row } = inv;
          db.transaction((tx) => {
            tx.insert(invoices).values(row).run();
            if (lines.length) tx.insert(invoiceLines).values(lines).run();
          });
          return `Invoice ${inv.number} to ${inv.clientName} is back.`;
        },
      };
    },
  }),

  ...invoicesReadTools,
  earningsTool,
];
