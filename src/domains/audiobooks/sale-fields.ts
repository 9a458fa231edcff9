// How a sale's date, amount and currency are read, whether typed into a form or found in a CSV file; the key says
// when two sales are the same one.
/** Accepts YYYY-MM-DD, an ISO date-time, or US MM/DD/YYYY; returns YYYY-MM-DD or null. */
export function parseSaleDate(raw: string): string | null {
  const s = raw.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)))
    [y, m, d] = [Number(match[3]), Number(match[1]), Number(match[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

export function parseAmount(raw: string | number): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const s = raw.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!s || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

export function parseCurrency(raw: string | null | undefined): string | null {
  const s = (raw ?? "").trim().toUpperCase();
  if (!s) return "USD";
  return /^[A-Z]{3}$/.test(s) ? s : null;
}

export const saleKey = (s: { audiobookId: number; platform: string; saleDate: string; amount: number; currency: string }) =>
  `${s.audiobookId}|${s.platform.toLowerCase()}|${s.saleDate}|${s.amount.toFixed(2)}|${s.currency}`;
