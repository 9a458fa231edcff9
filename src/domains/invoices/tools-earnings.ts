import { eq } from "drizzle-orm";
import { t } from "elysia";
import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { defineTool } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { invoices } from "./schema";
import { atInvoices, type Client, INVOICE_LISTS, money, paidKey } from "./tools-find";
import { ownerProfile } from "../../lib/owner-profile";
import { periodSaid, readPeriod } from "../../lib/understand/period";
import type { When } from "../../lib/understand/when";
import { sum, totalOf } from "./tools-read";

/**
 * Paid invoices, largest first, each with the day it was paid: kept until the invoices are written (years of paid
 * invoices were read, and their days worked out, for every question about income).
 */
const paidByAmount = (db: Db) =>
  keptUntilWritten(db, "invoices", "paid by amount", () =>
    db
      .select()
      .from(invoices)
      .where(eq(invoices.status, "paid"))
      .all()
      .map((invoice) => ({ invoice, day: paidKey(invoice.paidDate ?? invoice.updatedAt) }))
      .sort((a, b) => Number(b.invoice.amount) - Number(a.invoice.amount)),
  );

/** Income from paid invoices for any period. Audiobook sales live in another domain, so answers say "invoice income". */
export const earningsTool = defineTool({
  name: "earnings",
  description:
    "Income from paid invoices (by paid date) for a period (from/to YYYY-MM-DD, inclusive; none = all time). Audiobook sales are not included.",
  input: t.Object({
    from: t.Optional(t.String({ format: "date" })),
    to: t.Optional(t.String({ format: "date" })),
    label: t.Optional(t.String({ description: "How to name the period in the answer, e.g. 'this month'" })),
    client: t.Optional(t.String({ minLength: 1, description: "Only what this client paid" })),
  }),
  kind: "read",
  lists: INVOICE_LISTS,
  // The period said ("since september", "in 2025", "in total") is read by the shared period reader.
  resolve(
    { since, when, year, span, client }: { since?: string; when?: When; year?: number; span?: string; client?: Client },
    { now },
  ) {
    const p = periodSaid({ when, year, since: !!since }, now) ?? readPeriod(`in ${span ?? "total"}`.toLowerCase(), now);
    if (span && !p.from) return undefined;
    return { args: { ...(p.from ? { from: p.from, to: p.to } : {}), label: p.label, ...(client ? { client: client.name } : {}) } };
  },
  run({ from, to, label, client }, { db, now }) {
    const { locale } = ownerProfile(db);
    const fits = ({ invoice, day }: { invoice: { clientName: string }; day: string }) =>
      (!from || day >= from) && (!to || day <= to) && (!client || invoice.clientName.toLowerCase() === client.toLowerCase());
    const paid = paidByAmount(db).filter(fits).map((x) => x.invoice);
    const range = `from ${from ? describeDay(from, now) : "the start"} to ${to ? describeDay(to, now) : "today"}`;
    const when = label ?? (from || to ? range : "in total");
    // The largest five, by number for one client's payments and by client for all.
    const paidOn = (i: (typeof paid)[number]) => describeDay(paidKey(i.paidDate ?? i.updatedAt), now);
    const line = (i: (typeof paid)[number]) =>
      `${client ? i.number : i.clientName} ${money(i.amount, i.currency, locale)} (${paidOn(i)})`;
    const listed = `${listOf(paid.slice(0, 5).map(line))}${paid.length > 5 ? ` and ${paid.length - 5} more` : ""}`;
    const invoices = paid.slice(0, 30);
    const data = { from, to, ...(client ? { client } : {}), total: sum(paid), count: paid.length, invoices };
    // One client's payments: "how much did Acme pay me this year".
    if (client)
      return atInvoices(
        paid.length
          ? `${client} paid you ${totalOf(paid, locale)} ${when} on ${plural(paid.length, "invoice")}: ${listed}.`
          : `${client} paid you nothing ${when}.`,
        data,
      );
    if (!paid.length) {
      const upcoming = from && from > localDateKey(now) ? " (that period hasn't started yet)" : "";
      const summary = `No invoices were paid ${when}, so $0.00 from paid invoices${upcoming}.`;
      return { summary: `${summary} (Audiobook sales aren't counted here.)`, data: { from, to, total: 0, count: 0 } };
    }
    const made = `You made ${totalOf(paid, locale)} ${when} from ${plural(paid.length, "paid invoice")}: ${listed}.`;
    return atInvoices(`${made} That's invoice income; audiobook sales aren't counted here.`, data);
  },
});
