import { eq } from "drizzle-orm";
import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { invoices } from "./schema";
import { currencyOf, money, paidKey } from "./tools-find";
import { ownerProfile } from "../../lib/owner-profile";
import { readPeriod as periodIn } from "../../lib/understand/period";
import { NOT_INVOICE_INCOME, sum } from "./tools-read";

/** Income from paid invoices for any period. Audiobook sales live in another domain, so answers say "invoice income". */
export const earningsTool = defineTool({
  name: "earnings",
  description:
    "Income from paid invoices (by paid date) for a period (from/to YYYY-MM-DD, inclusive; none = all time). Audiobook sales are not included.",
  input: t.Object({
    from: t.Optional(t.String({ format: "date" })),
    to: t.Optional(t.String({ format: "date" })),
    label: t.Optional(t.String({ description: "How to name the period in the answer, e.g. 'this month'" })),
  }),
  kind: "read",
  examples: [
    "how much did I make this month?",
    "earnings last month",
    "how much did I make in 2025",
    "income since september",
  ],
  patterns: [
    {
      template:
        "how much * (make|made|earn|earned|bring in|brought in|take in|took in|take home|took home|clear|cleared|net|netted|pull in|pulled in|gross|grossed|get paid|got paid|been paid)",
      weight: 1.1,
    },
    { template: "what (did|have|do) (i|we) (make|made|earn|earned|bring in|brought in)", weight: 1.1 },
    { template: "(earnings|revenue|income|turnover|takings|profit|profits)", weight: 0.95 },
    {
      template:
        "(have i|did i|i've|ive|i have|we've|have we) (made|earned|brought in|taken in) (this|last|in|so far|since|overall|in total|altogether|total|over|during|for)",
      weight: 0.8,
    },
  ],
  unless: [NOT_INVOICE_INCOME, /\b(?:tasks?|todos?)\b/],
  understand(s) {
    const p = periodIn(s.lower, s.now);
    return { args: { ...(p.from ? { from: p.from, to: p.to } : {}), label: p.label } };
  },
  run({ from, to, label }, { db, now }) {
    const { locale } = ownerProfile(db);
    const paid = db
      .select()
      .from(invoices)
      .where(eq(invoices.status, "paid"))
      .all()
      .filter((i) => {
        const day = paidKey(i.paidDate ?? i.updatedAt);
        return (!from || day >= from) && (!to || day <= to);
      })
      .sort((a, b) => Number(b.amount) - Number(a.amount));
    const when =
      label ??
      (from || to
        ? `from ${from ? describeDay(from, now) : "the start"} to ${to ? describeDay(to, now) : "today"}`
        : "in total");
    const upcoming = from && from > localDateKey(now);
    if (!paid.length)
      return {
        summary: `No invoices were paid ${when}, so $0.00 from paid invoices${upcoming ? " (that period hasn't started yet)" : ""}. (Audiobook sales aren't counted here.)`,
        data: { from, to, total: 0, count: 0 },
      };
    const total = sum(paid);
    const lines = paid
      .slice(0, 5)
      .map(
        (i) =>
          `${i.clientName} ${money(i.amount, i.currency, locale)} (${describeDay(paidKey(i.paidDate ?? i.updatedAt), now)})`,
      );
    return {
      summary: `You made ${money(total, currencyOf(paid), locale)} ${when} from ${plural(paid.length, "paid invoice")}: ${listOf(lines)}${paid.length > 5 ? ` and ${paid.length - 5} more` : ""}. That's invoice income; audiobook sales aren't counted here.`,
      data: { from, to, total, count: paid.length, invoices: paid.slice(0, 30) },
      link: "/invoices",
    };
  },
});
