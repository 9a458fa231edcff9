import { t } from "elysia";
import { ownerProfile } from "../../lib/owner-profile";
import { defineTool, type Tool } from "../../lib/tools";
import { formatAmount } from "../../shared/money";
import { monthRange } from "../../shared/dates";
import { incomeTotals, type IncomeGroup } from "./totals";

const groupBy = t.Union(
  [t.Literal("month"), t.Literal("source"), t.Literal("title"), t.Literal("store"), t.Literal("country")],
  { description: "How to split the answer" },
);

/** "last month", "this month", "this year", "last year"; nothing = all time. */
function periodOf(lower: string, now: Date): { from?: string; to?: string; label: string } {
  const month = (offset: number) => {
    const r = monthRange(now, offset);
    return { ...r, label: `in ${r.label}` };
  };
  if (/\blast month\b/.test(lower)) return month(-1);
  if (/\bthis month\b/.test(lower)) return month(0);
  const year = now.getFullYear() - (/\blast year\b/.test(lower) ? 1 : 0);
  if (/\b(this|last) year\b/.test(lower)) return { from: `${year}-01-01`, to: `${year}-12-31`, label: `in ${year}` };
  return { label: "so far" };
}

const STORES = [
  "spotify",
  "apple music",
  "itunes",
  "amazon",
  "youtube",
  "tiktok",
  "deezer",
  "tidal",
  "bandcamp",
  "audible",
];

/**
 * What the income ledger knows (imported store and distributor reports plus paid invoices): "what did I earn last
 * month, all in?", "which country streams me most?", "how is Salt Road doing on Spotify?". Totals stay per currency.
 */
export const incomeTools: Tool[] = [
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
    examples: [
      "what did I earn last month, all in?",
      "which country streams me most?",
      "how is Salt Road doing on Spotify?",
    ],
    patterns: [
      { template: "(earn|earned|make|made|income|earnings) * all in", weight: 1.4 },
      { template: "all in * (earn|earned|make|made|income|earnings)", weight: 1.4 },
      {
        template: "(which|what) country * (stream|streams|streaming|listens|listen|buys|buy|earns|pays) [me|my]",
        weight: 1.3,
      },
      { template: "(where|which country) * (stream|streams|streaming|listen|listens) * most", weight: 1.3 },
      {
        template: "how is * doing on (spotify|apple music|itunes|amazon|youtube|tiktok|deezer|tidal|bandcamp|audible)",
        weight: 1.3,
      },
      { template: "(streaming|royalty|royalties) (income|earnings|money)", weight: 1.2 },
    ],
    understand(s) {
      const p = periodOf(s.lower, s.now);
      const period = { ...(p.from ? { from: p.from, to: p.to } : {}), label: p.label };
      if (/\bcountry\b|\bwhere\b.*\b(stream|listen|buy)/.test(s.lower))
        return { args: { ...period, groupBy: "country" as IncomeGroup } };
      const doing = /\bhow is (.+?) doing on (.+?)\s*$/.exec(s.lower.replace(/[?!.]+$/, ""));
      if (doing && STORES.some((st) => doing[2].startsWith(st)))
        return { args: { ...period, title: doing[1], store: doing[2], groupBy: "month" as IncomeGroup } };
      return { args: { ...period, groupBy: "source" as IncomeGroup } };
    },
    run({ from, to, groupBy = "source", title, store, label }, { db }) {
      const { locale } = ownerProfile(db);
      const money = (totals: Record<string, string>) =>
        Object.entries(totals)
          .map(([c, a]) => formatAmount(a, c, locale))
          .join(" + ") || "nothing";
      const all = incomeTotals(db, { from, to, groupBy });
      // A title or store as said ("salt road", "spotify") matches the ledger's spelling without regard to case.
      const named = (want: string | undefined, group: IncomeGroup) =>
        want
          ? incomeTotals(db, { from, to, groupBy: group }).groups.find((g) =>
              g.key.toLowerCase().includes(want.toLowerCase()),
            )?.key
          : undefined;
      const when = label ?? "so far";
      if (title || store) {
        const t = named(title, "title");
        const st = named(store, "store");
        if (!t || (store && !st))
          return {
            summary: `I have no imported income for ${title ?? ""}${store ? ` on ${store}` : ""} ${when}.`,
            data: { from, to },
          };
        const one = incomeTotals(db, { from, to, groupBy: "month", title: t, store: st });
        const months = one.groups.slice(-3).map((g) => `${g.key}: ${money(g.totals)}`);
        return {
          summary: `${t}${st ? ` on ${st}` : ""} earned ${money(one.totals)} ${when}${months.length ? ` (latest months: ${months.join("; ")})` : ""}.`,
          data: one,
        };
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
      const top = all.groups.slice(0, 5).map((g) => `${g.key || "unknown"} ${money(g.totals)}`);
      const lead =
        groupBy === "country"
          ? `Most income ${when} comes from ${all.groups[0].key || "an unknown country"}`
          : `You earned ${money(all.totals)} ${when}, all in`;
      return {
        summary: `${lead}: ${top.join(", ")}${all.groups.length > 5 ? ` and ${all.groups.length - 5} more` : ""}.`,
        data: all,
      };
    },
  }),
];
