import { formatMoney } from "../../lib/format";

export const AUDIENCE_LABELS: Record<string, string> = {
  adult: "Adult",
  young_adult: "Young Adult",
  children: "Children",
};
export const SALES_PLATFORMS = [
  "Audible",
  "Apple Books",
  "Google Play Books",
  "Spotify",
  "Kobo",
  "Chirp",
  "Libro.fm",
  "Audiobooks.com",
];

/** Minutes → 'Xh Ym', or 'Unknown' when not set. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return "Unknown";
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** In the owner's currency and locale (lib/format.ts). */
export const money2 = (v: number | string | null | undefined) => formatMoney(v, 2);

/**
 * A sale's amount in its own currency, in the owner's locale; what cannot be read (a row the import refused, an
 * unknown currency code) is shown as written, so the owner sees what is wrong with it.
 */
export function saleAmount(amount: string | number | null | undefined, currency: string | null | undefined) {
  const code = (currency ?? "").toUpperCase();
  if (amount == null || amount === "" || !Number.isFinite(Number(amount)) || !/^[A-Z]{3}$/.test(code))
    return `${amount ?? ""} ${currency ?? ""}`.trim();
  try {
    return formatMoney(amount, 2, code);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Price, or 'Free' when there is none or it is 0. */
export const formatPrice = (price: string | number | null | undefined) =>
  price === null || price === undefined || Number(price) === 0 ? "Free" : money2(price);

export const statusBadge = (status: string) =>
  status === "active"
    ? "badge-success"
    : status === "paused"
      ? "badge-warning"
      : status === "completed"
        ? "badge-info"
        : "badge-ghost";

export const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
