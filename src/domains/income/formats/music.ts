import { monthPeriod } from "../dates";
import { country, digits, isrc, isTotalLine, pickTables, type ReportFormat } from "./common";

/** DistroKid's bank report ("excruciating detail"), classic 13-column and newer 15-column layouts, by header name. */
export const distrokid: ReportFormat = {
  id: "distrokid",
  source: "DistroKid",
  pick: (file) => pickTables(file, ["sale month", "store", "earnings (usd)"]),
  row(r) {
    if (r.isBlank() || isTotalLine(r)) return null;
    return {
      store: r.text("store") || null,
      country: country(r.text("country of sale")),
      title: r.text("title"),
      artist: r.text("artist") || null,
      isrc: isrc(r.text("isrc")),
      upc: digits(r.text("upc")),
      quantity: r.quantity("quantity"),
      amount: r.amount("earnings (usd)"),
      currency: "USD",
      period: r.month("sale month"),
      reportedOn: r.has("reporting date") ? r.day("reporting date") : null,
      extra: r.text("date inserted"),
    };
  },
};

/** TuneCore's sales report: the earning is Total Earned in the account's Currency (Net Sales is the store's figure). */
export const tunecore: ReportFormat = {
  id: "tunecore",
  source: "TuneCore",
  pick: (file) => pickTables(file, ["tc song id", "total earned"]),
  row(r) {
    if (r.isBlank() || isTotalLine(r)) return null;
    return {
      store: r.text("store name") || null,
      country: country(r.text("country of sale")),
      title: r.pickText("song title", "release title"),
      artist: r.text("artist") || null,
      isrc: isrc(r.pickText("optional isrc", "tc song id")),
      upc: digits(r.pickText("optional upc", "upc")),
      quantity: r.quantity("# units sold"),
      amount: r.amount("total earned"),
      currency: r.currency("currency", "USD"),
      period: r.month("sales period"),
      reportedOn: r.has("posted date") && r.text("posted date") ? r.day("posted date") : null,
      extra: r.text("sales type"),
    };
  },
};

/** CD Baby's digital distribution report (tab-delimited .txt, US dollars): Subtotal is the earning. */
export const cdbaby: ReportFormat = {
  id: "cdbaby",
  source: "CD Baby",
  pick: (file) => pickTables(file, ["cdbabysku", "subtotal"]),
  row(r) {
    if (r.isBlank() || isTotalLine(r)) return null;
    const sold = r.day("sales date");
    return {
      store: r.text("partner name") || null,
      country: country(r.text("delivery country")),
      title: r.pickText("track name", "album name"),
      artist: r.text("artist name") || null,
      isrc: isrc(r.text("isrc")),
      upc: digits(r.text("barcode")),
      quantity: r.quantity("quantity"),
      amount: r.amount("subtotal"),
      currency: "USD",
      // Sales Date is the last day of the month the sales are reported for.
      period: monthPeriod(+sold.slice(0, 4), +sold.slice(5, 7)),
      reportedOn: r.has("report date") && r.text("report date") ? r.day("report date") : null,
      extra: r.text("transaction type"),
    };
  },
};

const BANDCAMP_SALES = new Set(["album", "track", "package", "subscription", "merch", "bundle"]);
const BANDCAMP_MINUS = new Set(["refund", "reversal", "chargeback"]);

/**
 * Bandcamp's sales report: one line per item of an order, in the row's own currency; `net amount` is what the artist
 * keeps. Payouts are transfers, not earnings; refunds and reversals count against the sale.
 */
export const bandcamp: ReportFormat = {
  id: "bandcamp",
  source: "Bandcamp",
  pick: (file) => pickTables(file, ["item type", "net amount", "currency"]),
  row(r) {
    if (r.isBlank() || isTotalLine(r)) return null;
    const type = r.text("item type").toLowerCase();
    if (!BANDCAMP_SALES.has(type) && !BANDCAMP_MINUS.has(type)) return null;
    let amount = r.amount("net amount");
    if (BANDCAMP_MINUS.has(type) && !amount.startsWith("-") && /[1-9]/.test(amount)) amount = `-${amount}`;
    const day = r.day("date");
    const quantity = r.quantity("quantity");
    return {
      store: "Bandcamp",
      country: country(r.pickText("country code", "ship to country code", "country")),
      title: r.text("item name"),
      artist: r.text("artist") || null,
      isrc: isrc(r.text("isrc")),
      upc: digits(r.text("upc")),
      quantity: BANDCAMP_MINUS.has(type) ? -Math.abs(quantity) : quantity,
      amount,
      currency: r.currency("currency"),
      period: { start: day, end: day },
      reportedOn: day,
      extra: [
        r.text("date"),
        type,
        r.text("bandcamp transaction id"),
        r.text("paypal transaction id"),
        r.text("item url"),
      ].join("|"),
    };
  },
};
