import { formatDateWith, formatMoney } from "../../lib/format";

/** "USD 1,234.56 · EUR 12.00": every currency on its own, never converted. */
export const moneyList = (totals: Record<string, string>) =>
  Object.entries(totals)
    .map(([currency, amount]) => formatMoney(amount, 2, currency))
    .join(" · ") || formatMoney(0, 2);

/** 2026-03 → "Mar 2026"; other group keys as they are, an empty one as "Unknown". */
export function groupLabel(groupBy: string, key: string) {
  if (!key) return "Unknown";
  if (groupBy === "month" && /^\d{4}-\d{2}$/.test(key))
    return formatDateWith(`${key}-15`, { month: "short", year: "numeric" });
  return key;
}

export const FORMAT_NAMES: Record<string, string> = {
  distrokid: "DistroKid bank report",
  tunecore: "TuneCore sales report",
  cdbaby: "CD Baby digital sales report",
  bandcamp: "Bandcamp sales report",
  kdp: "Amazon KDP royalties",
  findaway: "Findaway Voices royalties",
  acx: "ACX royalty report",
  "sunshine-csv": "Sales CSV",
  mapped: "Your column mapping",
  vcard: "vCard contacts",
  "google-csv": "Google contacts",
  "outlook-csv": "Outlook contacts",
  "mapped-csv": "Contacts by your column mapping",
  ics: "Calendar (.ics)",
};

/** A CSV of what the screen shows (one row per group and currency), quoted where needed. */
export function totalsCsv(
  groupBy: string,
  groups: { key: string; totals: Record<string, string>; quantity: number }[],
) {
  const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));
  const lines = [[groupBy, "currency", "amount", "quantity"].join(",")];
  for (const g of groups)
    for (const [currency, amount] of Object.entries(g.totals))
      lines.push([g.key, currency, amount, g.quantity].map(cell).join(","));
  return lines.join("\n") + "\n";
}
