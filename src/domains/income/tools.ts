import { t } from "elysia";
import { ownerProfile } from "../../lib/owner-profile";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import type { When } from "../../lib/understand/when";
import { formatAmount } from "../../shared/money";
import { periodSaid } from "../../lib/understand/period";
import { incomeTotals, type IncomeGroup } from "./totals";

const groupBy = t.Union(
  [t.Literal("month"), t.Literal("source"), t.Literal("title"), t.Literal("store"), t.Literal("country")],
  { description: "How to split the answer" },
);

/** A ledger month ("2026-03") by name in the owner's locale: "Mar 2026", or "March 2026" in full. */
function monthName(key: string, locale: string, month: "short" | "long" = "short"): string | undefined {
  const [y, m] = key.split("-").map(Number);
  if (!y || !m) return undefined;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(locale, { month, year: "numeric", timeZone: "UTC" });
}

/**
 * "Which month brought in the most?": the split by month names its best month in full, when every month is in one
 * currency (amounts in different currencies are never compared).
 */
function bestMonth(groups: { key: string; totals: Record<string, string> }[], locale: string): string {
  const currencies = new Set(groups.flatMap((g) => Object.keys(g.totals)));
  if (groups.length < 2 || currencies.size !== 1) return "";
  const [currency] = currencies;
  const amount = (g: (typeof groups)[number]) => Number(g.totals[currency!] ?? 0);
  const best = groups.reduce((a, b) => (amount(b) > amount(a) ? b : a));
  const name = monthName(best.key, locale, "long");
  return name ? ` The best month was ${name}, with ${formatAmount(best.totals[currency!]!, currency!, locale)}.` : "";
}

/**
 * What the income ledger knows (imported store and distributor reports plus paid invoices): "what did I earn last
 * month, all in?", "which country streams me most?", "how is Salt Road doing on Spotify?". Totals stay per currency.
 */
export const incomeTools: Tool[] = withSentences(SENTENCES, [
  defineTool({
    name: "income_report",
    description:
      "Income from imported royalty and sales reports (DistroKid, Bandcamp, KDP, Findaway…) plus paid invoices, per currency, for a period (from/to YYYY-MM-DD), split by month, source, title, store or country; optionally one title or store.",
    input: t.Object({
      from: t.Optional(t.String({ format: "date" })),
      to: t.Optional(t.String({ format: "date" })),
      groupBy: t.Optional(groupBy),
      title: t.Optional(t.String({ maxLength: 300 })),
      store: t.Optional(t.String({ maxLength: 100 })),
      label: t.Optional(t.String({ description: "How to name the period in the answer, e.g. 'last month'" })),
    }),
    kind: "read",
    resolve(
      { when, year, groupBy, title, store }: { when?: When; year?: number; groupBy?: IncomeGroup; title?: string; store?: string },
      { now },
    ) {
      // The period a question names ("last month", "this year", "for 2026", "in October"); none said, all time.
      const p = periodSaid({ when, year }, now);
      const period = p?.from ? { from: p.from, to: p.to, label: p.label } : { label: "so far" };
      return { args: { ...period, title, store, groupBy } };
    },
    run({ from, to, groupBy = "source", title, store, label }, { db }) {
      const { locale } = ownerProfile(db);
      const money = (totals: Record<string, string>) =>
        Object.entries(totals).map(([c, a]) => formatAmount(a, c, locale)).join(" + ") || "nothing";
      const all = incomeTotals(db, { from, to, groupBy });
      // A title or store as said ("salt road", "spotify") matches the ledger's spelling without regard to case.
      const named = (want: string | undefined, group: IncomeGroup) => {
        const groups = want ? incomeTotals(db, { from, to, groupBy: group }).groups : [];
        return groups.find((g) => g.key.toLowerCase().includes(want!.toLowerCase()))?.key;
      };
      const when = label ?? "so far";
      if (title || store) {
        const t = named(title, "title");
        const st = named(store, "store");
        const on = (name?: string) => (name ? ` on ${name}` : "");
        const none = `I have no imported income for ${title ?? ""}${on(store)} ${when}.`;
        if (!t || (store && !st)) return { summary: none, data: { from, to } };
        const one = incomeTotals(db, { from, to, groupBy: "month", title: t, store: st });
        const months = one.groups.slice(-3).map((g) => `${g.key}: ${money(g.totals)}`);
        const latest = months.length ? ` (latest months: ${months.join("; ")})` : "";
        return { summary: `${t}${on(st)} earned ${money(one.totals)} ${when}${latest}.`, data: one };
      }
      if (groupBy === "country") all.groups = all.groups.filter((g) => g.key);
      if (!all.groups.length)
        return {
          summary:
            groupBy === "country"
              ? `No imported report says where your listeners and readers are ${when}. Import a DistroKid, TuneCore, CD Baby or KDP report on the Income screen.`
              : `No income is recorded ${when}. Import a report on the Income screen, or mark invoices paid.`,
          data: all,
        };
      // Months read in order, the latest year of them, by name ("Mar 2026"); other splits list the five largest.
      const byMonth = groupBy === "month";
      const shown = byMonth ? all.groups.slice(-12) : all.groups.slice(0, 5);
      const top = shown.map((g) => `${(byMonth && monthName(g.key, locale)) || g.key || "unknown"} ${money(g.totals)}`);
      const hidden = all.groups.length - shown.length;
      const lead =
        groupBy === "country"
          ? `Most income ${when} comes from ${all.groups[0].key || "an unknown country"}`
          : `You earned ${money(all.totals)} ${when}, all in`;
      const more = hidden > 0 ? (byMonth ? ` (and ${hidden} earlier months)` : ` and ${hidden} more`) : "";
      const best = byMonth ? bestMonth(all.groups, locale) : "";
      return { summary: `${lead}: ${top.join(", ")}${more}.${best}`, data: all };
    },
  }),
]);
