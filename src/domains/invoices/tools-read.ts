import { t } from "elysia";
import { ownerProfile } from "../../lib/owner-profile";
import { defineTool, existing, ToolError, type ToolContext } from "../../lib/tools";
import { describeDay } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { invoices, type Invoice, type InvoiceStatus } from "./schema";
import { isOverdue } from "./service";
import type { SlotList } from "../../lib/understand/templates";
import { atInvoices, byNumber, type Client, clientsOf, currencyOf, INVOICE_LISTS, invoiceLine, invoicesOf, matchClient, money, narrow, only, paidKey, WORDS } from "./tools-find";

/** Questions about invoices: who owes what, has a client paid (earnings are in tools-earnings). */

export const sum = (list: Pick<Invoice, "amount">[]) => list.reduce((n, i) => n + Number(i.amount), 0);
/** What a few invoices add up to, in their currency. */
export const totalOf = (list: Pick<Invoice, "amount" | "currency">[], locale: string) =>
  money(sum(list), currencyOf(list), locale);

const FILTERS = ["outstanding", "overdue", "draft", "paid", "all"] as const;
type Filter = (typeof FILTERS)[number];

type Facts = Pick<Invoice, "id" | "amount" | "currency" | "status" | "dueDate">;

/**
 * Invoices (of one status, or all), newest first as the Invoices screen lists them, with only what sums need; kept until
 * the invoices are written.
 */
function invoiceFacts(db: Db, status?: InvoiceStatus): Facts[] {
  const i = invoices;
  return keptUntilWritten(db, "invoices", `facts ${status ?? "all"}`, () =>
    db
      .select({ id: i.id, amount: i.amount, currency: i.currency, status: i.status, dueDate: i.dueDate })
      .from(i)
      .where(status ? eq(i.status, status) : undefined)
      .orderBy(desc(i.createdAt), desc(i.id))
      .all(),
  );
}

/** Whole rows of a few invoices, in the order given. */
function fullRows(db: Db, few: Facts[]): Invoice[] {
  if (!few.length) return [];
  const rows = db.select().from(invoices).where(inArray(invoices.id, few.map((x) => x.id))).all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return few.map((x) => byId.get(x.id)!);
}

const NO_INVOICES = 'No invoices yet. Try "invoice Acme $450 for the remix".';

/** `shown` are the first rows of `list` (whole); `all` holds the drafts counted beside what is owed. */
function listSummary(filter: Filter, shown: Invoice[], list: Facts[], all: Facts[], now: Date, locale: string): string {
  const n = list.length;
  const lines = shown.slice(0, 8).map((i) => `${i.clientName} ${invoiceLine(i, now, locale)}`);
  const each = `${lines.join("; ")}${n > 8 ? ` and ${n - 8} more` : ""}`;
  const total = totalOf(list, locale);
  switch (filter) {
    case "overdue":
      return n
        ? `${plural(n, "invoice is", "invoices are")} overdue, ${total} in all: ${each}.`
        : "No invoices are overdue. Everyone has paid on time so far.";
    case "draft":
      return n ? `${plural(n, "draft")} not sent yet: ${each}.` : "You have no draft invoices.";
    case "paid":
      return n ? `${plural(n, "paid invoice")}, ${total} in all: ${each}.` : "No invoices have been paid yet.";
    case "all":
      return n ? `You have ${plural(n, "invoice")} (latest first): ${each}.` : NO_INVOICES;
    default: {
      if (!n) return "Nobody owes you anything right now: every sent invoice is paid.";
      const overdue = list.filter((i) => isOverdue(i, now));
      const drafts = all.filter((i) => i.status === "draft");
      return (
        `You're owed ${total} on ${plural(n, "sent invoice")}` +
        (overdue.length ? ` (${totalOf(overdue, locale)} overdue)` : "") +
        `: ${each}.` +
        (drafts.length ? ` Plus ${plural(drafts.length, "draft")} (${totalOf(drafts, locale)}) not sent yet.` : "")
      );
    }
  }
}

function paymentStatus(client: string, list: Invoice[], now: Date, locale: string): string {
  if (!list.length) return `I have no invoices for ${client}.`;
  const each = (few: Invoice[]) => listOf(few.map((i) => `${invoiceLine(i, now, locale)} for ${i.description}`));
  const { paid = [], sent: owed = [], draft: drafts = [] } = Object.groupBy(list, (i) => i.status);
  const parts: string[] = [];
  if (owed.length) {
    const late = owed.filter((i) => isOverdue(i, now));
    const lateSum = late.length ? ` (${totalOf(late, locale)} overdue)` : "";
    parts.push(`${client} still owes you ${totalOf(owed, locale)}${lateSum}: ${each(owed)}.`);
  } else parts.push(`${client} doesn't owe you anything right now.`);
  // What each was for too: "what did I bill Lakeside for?" is answered here (the latest three paid).
  const latest = paid.sort((a, b) => paidKey(b.paidDate ?? "").localeCompare(paidKey(a.paidDate ?? ""))).slice(0, 3);
  if (paid.length) parts.push(`They've paid ${plural(paid.length, "invoice")} (${totalOf(paid, locale)}), latest ${each(latest)}.`);
  if (drafts.length) parts.push(`${each(drafts)} ${drafts.length === 1 ? "is a draft" : "are drafts"}, not sent yet.`);
  return parts.join(" ");
}

/** What a question naming a client hears when nothing more specific understood it: the client's account. */
const READ_LISTS: Record<string, SlotList> = {
  ...INVOICE_LISTS,
  client: {
    ...INVOICE_LISTS.client!,
    describe: (c: Client, ctx: ToolContext) =>
      `${paymentStatus(c.name, invoicesOf(ctx, c.name), ctx.now, ownerProfile(ctx.db).locale)}${c.email ? ` Their e-mail: ${c.email}.` : ""}`,
  },
};

export const invoicesReadTools = [
  defineTool({
    name: "outstanding_invoices",
    description:
      "Read invoices: who owes money (outstanding = sent and unpaid, the default), overdue, draft, paid or all.",
    input: t.Object({ filter: t.Optional(t.Union(FILTERS.map((f) => t.Literal(f)))) }),
    kind: "read",
    run({ filter = "outstanding" }, { db, now }) {
      // Ten years of invoices: only the columns the sums and filters need, then whole rows for the ones shown.
      const all = invoiceFacts(
        db,
        filter === "all" || filter === "overdue" ? undefined : filter === "outstanding" ? "sent" : filter,
      );
      const drafts = filter === "outstanding" ? invoiceFacts(db, "draft") : all;
      // (Read by status already; overdue: any unpaid invoice past its due day.)
      const list = filter === "overdue" ? all.filter((i) => isOverdue(i, now)) : all;
      const shown = fullRows(db, list.slice(0, 30));
      const summary = listSummary(filter, shown, list, drafts, now, ownerProfile(db).locale);
      return atInvoices(summary, { filter, count: list.length, total: sum(list), invoices: shown });
    },
  }),

  defineTool({
    name: "client_payment_status",
    description:
      "Has a client paid? What one client (or one invoice by number, e.g. INV-0003) owes, paid and has in draft.",
    input: t.Object({
      client: t.Optional(t.String({ minLength: 1, description: "The client's name (fuzzy)" })),
      number: t.Optional(t.String({ pattern: "^INV-\\d{4,}$", description: "An invoice number, e.g. INV-0003" })),
    }),
    kind: "read",
    lists: READ_LISTS,
    resolve(x: { client?: Client; invoice?: Invoice; name?: string; what?: string; draft?: string; late?: string }, ctx) {
      if (x.invoice) return { args: { number: x.invoice.number } };
      // "is the Acme mixing invoice still a draft?": the one invoice of the client's that the words name.
      // "show me the draft invoice for Acme": their one draft.
      const named =
        x.client && (x.what || x.draft) ? narrow(invoicesOf(ctx, x.client.name), { what: x.what, draft: !!x.draft }) : [];
      if (named.length === 1) return { args: { number: named[0]!.number } };
      // "the Blue Note invoice that's overdue": their one late invoice, when they have one.
      const late = x.client && x.late ? invoicesOf(ctx, x.client.name).filter((i) => isOverdue(i, ctx.now)) : [];
      if (late.length === 1) return { args: { number: late[0]!.number } };
      if (x.client) return { args: { client: x.client.name } };
      if (x.name && !only(WORDS.nobody, x.name))
        return { reply: `I have no invoices for ${x.name}. Ask "who owes me money?" to see everyone who does.` };
      return undefined;
    },
    run({ client, number }, ctx) {
      const { now } = ctx;
      const locale = ownerProfile(ctx.db).locale;
      if (number) {
        const inv = existing(byNumber(ctx, number), `invoice ${number}`);
        const state =
          inv.status === "paid"
            ? `was paid${inv.paidDate ? ` ${describeDay(paidKey(inv.paidDate), now)}` : ""}`
            : isOverdue(inv, now)
              ? `is not paid yet and is overdue (due ${describeDay(inv.dueDate!, now)})`
              : inv.status === "draft"
                ? "is still a draft (not sent yet)"
                : `is sent and not paid yet${inv.dueDate ? `, due ${describeDay(inv.dueDate, now)}` : ""}`;
        // (The invoice under its kind's name: "mark it paid" said next is about it.)
        const amount = money(inv.amount, inv.currency, locale);
        const summary = `${inv.number} to ${inv.clientName} for ${amount} (${inv.description}) ${state}.`;
        return atInvoices(summary, { invoice: inv });
      }
      if (!client) throw new ToolError("say which client or invoice number");
      const pick = matchClient(client, clientsOf(ctx));
      if (!("record" in pick)) return { summary: `I have no invoices for ${client}.`, data: [] };
      const list = invoicesOf(ctx, pick.record.name);
      // The client's invoices under their kind's name: with only one, "he just did, mark it paid" is about it; with
      // only one still to be paid, "they paid it this morning" is about that one.
      const open = list.filter((i) => i.status === "sent");
      const data = { client: pick.record.name, invoices: list, ...(list.length > 1 && open.length === 1 ? { invoice: open[0] } : {}) };
      return atInvoices(paymentStatus(pick.record.name, list, now, locale), data);
    },
  }),
];
