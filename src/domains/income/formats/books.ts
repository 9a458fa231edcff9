import { formatNanos, parseAmount, toNanos } from "../amounts";
import { parseMonth, parsePeriod, type Period } from "../dates";
import type { ReadFile } from "../tables";
import {
  badFile,
  country,
  digits,
  isTotalLine,
  labelled,
  pickTables,
  type IncomeRow,
  type ReportFormat,
  type RowReader,
} from "./common";

/** Amazon marketplaces as countries (Amazon.com is the US store). */
const MARKETPLACE_COUNTRY: Record<string, string> = {
  com: "US",
  "co.uk": "GB",
  de: "DE",
  fr: "FR",
  es: "ES",
  it: "IT",
  nl: "NL",
  ca: "CA",
  "com.au": "AU",
  "co.jp": "JP",
  in: "IN",
  "com.br": "BR",
  "com.mx": "MX",
  se: "SE",
  pl: "PL",
  be: "BE",
  ie: "IE",
};
const marketplaceCountry = (m: string) =>
  MARKETPLACE_COUNTRY[m.toLowerCase().replace(/^(www\.)?(amazon|audible)\./, "")] ?? null;

const KDP_ROYALTY_SHEETS = /^(ebook|paperback|hardcover) royalty$/i;
const KDP_COMBINED_SHEETS = /^(total earnings|combined sales)$/i;

/** The period a KDP sheet is for when rows carry no date: "Sales Period | March 2026" above the header, or row 1. */
function kdpSheetPeriod(file: ReadFile, sheet: string): Period | null {
  const table = file.tables.find((t) => t.name === sheet);
  const label = labelled(table, /^sales period:?$/i);
  if (label) return parseMonth(label);
  for (const cell of table?.head[0] ?? []) {
    const month = parseMonth(cell);
    if (month) return month;
  }
  return null;
}

/**
 * Amazon KDP royalties workbook: one sheet per format (eBook, Paperback, Hardcover Royalty). When only the combined
 * sheet is there it is read instead, never both (that would count each sale twice). KENP page reads carry no money.
 */
export const kdp: ReportFormat = {
  id: "kdp",
  source: "Amazon KDP",
  pick(file) {
    const perFormat = pickTables(file, ["title", "marketplace", "royalty"], KDP_ROYALTY_SHEETS);
    return perFormat ?? pickTables(file, ["title", "marketplace", "earnings"], KDP_COMBINED_SHEETS);
  },
  notes: (file) =>
    file.tables.some((t) => /^kenp/i.test(t.name))
      ? ["KENP page reads have no amount in this report (Amazon pays them later at a monthly rate): not imported."]
      : [],
  row(r, ctx) {
    if (r.isBlank() || isTotalLine(r) || !r.text("title")) return null;
    const dated = ["royalty date", "order date", "date"].find((h) => r.has(h) && r.text(h));
    let period: Period | null = null;
    if (dated) {
      const day = r.day(dated);
      period = { start: day, end: day };
    } else period = (ctx[`period:${r.sheet}`] as unknown as Period | null) ?? null;
    if (!period)
      return r.fail("title", "the sheet names no sales period (no Royalty Date column and no Sales Period row)");
    const code = r.pickText("asin", "ebook asin", "asin/isbn", "isbn");
    const marketplace = r.text("marketplace");
    return {
      store: marketplace || null,
      country: marketplaceCountry(marketplace),
      title: r.text("title"),
      artist: r.pickText("author name", "author") || null,
      asin: /^[A-Z0-9]{10}$/i.test(code) && /[A-Z]/i.test(code) ? code.toUpperCase() : null,
      isbn: /^[\d-]{10,17}X?$/i.test(code) ? digits(code) : null,
      quantity: r.quantity(r.has("net units sold") ? "net units sold" : "net units sold or combined kenp"),
      amount: r.amount(r.has("royalty") ? "royalty" : "earnings"),
      currency: r.currency("currency"),
      period,
      reportedOn: null,
      extra: [r.sheet, r.text("royalty type"), r.text("transaction type"), r.text("payout plan")].join("|"),
    };
  },
  context(file) {
    const ctx: Record<string, unknown> = {};
    for (const t of file.tables) ctx[`period:${t.name}`] = kdpSheetPeriod(file, t.name);
    return ctx as never;
  },
};

const summaryOf = (file: ReadFile) => file.tables.find((t) => /^summary$/i.test(t.name.trim()));

/** Findaway Voices / Spotify Audiobooks monthly royalties: a Summary sheet (Period:, Net Amount:) and one sheet per channel. */
export const findaway: ReportFormat = {
  id: "findaway",
  source: "Findaway Voices",
  pick(file) {
    if (!labelled(summaryOf(file), /^period:?$/i)) return null;
    return pickTables(file, ["title", "royalty payable"]);
  },
  context(file) {
    const summary = summaryOf(file);
    return { period: labelled(summary, /^period:?$/i), net: labelled(summary, /^net amount:?$/i) };
  },
  row(r, ctx) {
    if (r.isBlank() || isTotalLine(r) || !r.text("title")) return null;
    const period =
      parsePeriod(ctx.period) ?? r.fail("title", `the Summary's Period "${ctx.period}" is not a date range`);
    return {
      store: r.text("partner") || null,
      country: country(r.text("sale territory")),
      title: r.text("title"),
      artist: r.text("publisher") || null,
      isbn: digits(r.text("isbn #")),
      quantity: r.quantity("sales qty"),
      amount: r.amount("royalty payable"),
      currency: r.currency("royalty payable currency", "USD"),
      period,
      extra: [r.sheet, r.text("sales type"), r.text("price type"), r.text("promotion")].join("|"),
    };
  },
  check(totals, ctx) {
    const net = typeof ctx.net === "string" ? /^(-?[\d.,]+)\s*([A-Z]{3})?$/.exec(ctx.net.trim()) : null;
    const amount = typeof ctx.net === "number" ? String(ctx.net) : net && parseAmount(net[1]);
    if (!amount) return [];
    const currency = net?.[2] ?? "USD";
    const sum = totals.get(currency) ?? 0n;
    if (formatNanos(sum) === formatNanos(toNanos(amount))) return [];
    return [
      `The Summary's Net Amount is ${formatNanos(toNanos(amount))} ${currency} but the rows add up to ${formatNanos(sum)} ${currency}.`,
    ];
  },
};

const acxCover = (file: ReadFile) => file.tables.find((t) => /^cover sheet/i.test(t.name.trim()));
const ACX_PARTS = [
  ["al", "Audible (subscription credit)"],
  ["alop", "Audible (supplemental credit)"],
  ["alc", "Audible (retail)"],
] as const;

function acxOldRow(r: RowReader): IncomeRow[] {
  const period = r.month("date");
  return ACX_PARTS.filter(([part]) => r.has(`net royalties earned ${part}`))
    .map(([part, store]) => ({
      store,
      country: null,
      title: r.text("title"),
      artist: r.text("author") || null,
      isbn: digits(r.text("digital isbn")),
      asin: r.text("product id") || null,
      quantity: r.quantity(`net units ${part}`),
      amount: r.amount(`net royalties earned ${part}`),
      currency: "USD",
      period,
      extra: part,
    }))
    .filter((row) => /[1-9]/.test(row.amount) || row.quantity !== 0);
}

/** ACX / Audible royalty report: the sales-detail sheet (with the Cover Sheet's Period) or the older one-row-per-title layout. */
export const acx: ReportFormat = {
  id: "acx",
  source: "ACX",
  pick: (file) =>
    pickTables(file, ["title", "net royalties earned", "marketplace"]) ??
    pickTables(file, ["title", "date", "net royalties earned al"]),
  context: (file) => ({ period: labelled(acxCover(file), /^period:?$/i) }),
  row(r, ctx) {
    if (r.isBlank() || isTotalLine(r) || !r.text("title")) return null;
    if (r.has("net royalties earned al")) return acxOldRow(r);
    const period = parseMonth(ctx.period);
    if (!period) throw badFile(`The ACX report has no readable Period on its cover sheet ("${ctx.period ?? ""}")`);
    const marketplace = r.text("marketplace");
    return {
      store: marketplace || "Audible",
      country: marketplaceCountry(marketplace),
      title: r.text("title"),
      artist: r.text("author") || null,
      isbn: digits(r.text("digital isbn")),
      asin: r.text("product id") || null,
      quantity: r.quantity("net units"),
      amount: r.amount("net royalties earned"),
      currency: r.currency("currency", "USD"),
      period,
      extra: [
        r.sheet,
        r.text("transaction type"),
        r.text("purchase type"),
        r.text("offer"),
        r.text("royalty rule"),
      ].join("|"),
    };
  },
};
