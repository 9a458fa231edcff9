import { invalid } from "../../lib/validation";
import { invoiceTotals } from "../../shared/money";

/**
 * Line items and tax: checked here, computed on the server with `invoiceTotals` (src/shared/money.ts, whole cents,
 * the same rule the web form previews with).
 */
export interface LineInput {
  description: string;
  quantity?: number | string;
  unitPrice: number | string;
  /** percent; null/undefined = the invoice's rate */
  taxRate?: number | string | null;
}

export interface CleanLine {
  position: number;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string | null;
}

export const MAX_AMOUNT = 100_000_000;
export const MAX_LINES = 100;

function num(v: number | string, field: string, what: string): number {
  const s =
    typeof v === "number"
      ? String(v)
      : v
          .trim()
          .replace(/^[$£€]/, "")
          .replace(/,/g, "");
  if (s === "") throw invalid(`${what} is required`, field);
  const n = Number(s);
  if (!Number.isFinite(n)) throw invalid(`${what} must be a number, like 1250.00`, field);
  if (n < 0) throw invalid(`${what} cannot be negative`, field);
  return n;
}

export function normaliseAmount(v: number | string, field = "amount", what = "Amount"): string {
  const n = num(v, field, what);
  if (n > MAX_AMOUNT) throw invalid(`${what} is too large`, field);
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
    throw invalid(`${what} can have at most 2 decimals (cents)`, field);
  return n.toFixed(2);
}

export function normaliseRate(v: number | string, field: string): string {
  const n = num(v, field, "Tax rate");
  if (n > 100) throw invalid("Tax rate must be a percentage from 0 to 100", field);
  return String(Math.round(n * 1000) / 1000);
}

export function cleanLines(lines: LineInput[]): CleanLine[] {
  if (lines.length === 0) throw invalid("An invoice needs at least one line", "lines");
  if (lines.length > MAX_LINES) throw invalid(`An invoice can have up to ${MAX_LINES} lines`, "lines");
  return lines.map((l, i) => {
    const f = (k: string) => `lines.${i}.${k}`;
    const description = l.description?.trim();
    if (!description) throw invalid(`Line ${i + 1}: description is required`, f("description"));
    if (description.length > 5000) throw invalid(`Line ${i + 1}: description is too long`, f("description"));
    const q = num(l.quantity ?? 1, f("quantity"), `Line ${i + 1}: quantity`);
    if (q === 0 || q > 1_000_000) throw invalid(`Line ${i + 1}: quantity must be more than 0`, f("quantity"));
    if (Math.abs(Math.round(q * 1000) - q * 1000) > 1e-6)
      throw invalid(`Line ${i + 1}: quantity can have at most 3 decimals`, f("quantity"));
    const unitPrice = normaliseAmount(l.unitPrice, f("unitPrice"), `Line ${i + 1}: unit price`);
    const rate =
      l.taxRate === undefined || l.taxRate === null || l.taxRate === "" ? null : normaliseRate(l.taxRate, f("taxRate"));
    return { position: i, description, quantity: String(q), unitPrice, taxRate: rate };
  });
}

export interface Totals {
  subtotal: string;
  taxTotal: string;
  amount: string;
  /** per line, same order */
  lines: { net: string; tax: string; rate: string }[];
}

export function computeTotals(
  lines: Pick<CleanLine, "quantity" | "unitPrice" | "taxRate">[],
  invoiceRate: string,
): Totals {
  const totals = invoiceTotals(lines, invoiceRate);
  if (Number(totals.amount) > MAX_AMOUNT) throw invalid("The invoice total is too large", "lines");
  return totals;
}
