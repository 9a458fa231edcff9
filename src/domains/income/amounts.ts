import type { Cell } from "./tables";

const NANO_DIGITS = 9;
const PLAIN = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * Reads a money cell the way reports write it: "0.007483664425", "-0.69", "(2.00)" for a negative, "1,200.50", "$4",
 * "4,20" (decimal comma). Empty is 0. Returns the plain decimal text with every digit the report gave, or null when
 * the cell is not an amount at all.
 */
export function parseAmount(cell: Cell): string | null {
  if (cell === null || cell === "") return "0";
  if (typeof cell === "number") return Number.isFinite(cell) ? numberText(cell) : null;
  if (typeof cell !== "string") return null;
  // The common case, a plain decimal as the big reports write it, skips the clean-up below.
  if (PLAIN.test(cell)) return cell.startsWith("-") && !/[1-9]/.test(cell) ? cell.slice(1) : cell;
  let s = cell.trim().replace(/[\s\u00a0]/g, "");
  if (s === "" || s === "-" || s === "*") return "0";
  let negative = false;
  if (/^\(.*\)$/.test(s)) [negative, s] = [true, s.slice(1, -1)];
  s = s.replace(/^[A-Z]{3}(?=[-\d.])|(?<=[\d.])[A-Z]{3}$/, "");
  s = s.replace(/^([-+]?)[$€£¥]/, "$1");
  if (s.startsWith("-")) [negative, s] = [!negative, s.slice(1)];
  else if (s.startsWith("+")) s = s.slice(1);
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replaceAll(",", "");
  else if (/^\d+,\d+$/.test(s)) s = s.replace(",", ".");
  if (!/^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return null;
  if (/[eE]/.test(s)) s = numberText(Number(s));
  s = s.replace(/^0+(?=\d)/, "");
  if (s.startsWith(".")) s = "0" + s;
  if (s.endsWith(".")) s = s.slice(0, -1);
  const isZero = !/[1-9]/.test(s);
  return negative && !isZero ? `-${s}` : s;
}

/** A spreadsheet number as decimal text without exponent (0.1 stays "0.1", 1e-7 becomes "0.0000001"). */
function numberText(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/** The amount in billionths, rounded half away from zero at the ninth decimal. */
export function toNanos(amount: string): bigint {
  const negative = amount.startsWith("-");
  const [whole, fraction = ""] = (negative ? amount.slice(1) : amount).split(".");
  const kept = BigInt((whole || "0") + fraction.slice(0, NANO_DIGITS).padEnd(NANO_DIGITS, "0"));
  const rounded = Number(fraction[NANO_DIGITS] ?? "0") >= 5 ? kept + 1n : kept;
  return negative ? -rounded : rounded;
}

/** A sum in billionths as money text with `decimals` places, rounded once, half away from zero. */
export function formatNanos(nanos: bigint, decimals = 2): string {
  const negative = nanos < 0n;
  const abs = negative ? -nanos : nanos;
  const unit = 10n ** BigInt(NANO_DIGITS - decimals);
  const rounded = (abs + unit / 2n) / unit;
  const digits = rounded.toString().padStart(decimals + 1, "0");
  const text = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return negative && rounded !== 0n ? `-${text}` : text;
}

/** A whole quantity ("1,200", "-1", 3.0); fractions are rounded (KENP-style figures are not quantities). */
export function parseQuantity(cell: Cell): number | null {
  const amount = parseAmount(cell);
  if (amount === null) return null;
  return Math.round(Number(amount));
}

export const isCurrency = (v: string) => /^[A-Z]{3}$/.test(v);
