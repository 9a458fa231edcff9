/**
 * Money, dates and times in the owner's locale. The settings are module-level: `setFormatLocale` is called once the
 * owner's profile loads (features/profile/OwnerLocale.tsx), so every screen that formats through here follows
 * without passing a locale around. Before the profile arrives the browser's own locale is used.
 */
export interface FormatLocale {
  locale: string;
  currency: string;
  timeZone: string;
  /** 1 = Monday … 7 = Sunday */
  weekStart: number;
}

let settings: FormatLocale | undefined;

/**
 * The settings in use; the browser's own until the profile's arrive. Read on first use, not when this file loads:
 * the browser's first date formatter loads its time zone data (~25 ms on a slow phone), which the page's first
 * screen does not need (first-screen.ts sets the owner's settings before formatting anything).
 */
function current(): FormatLocale {
  if (!settings) {
    const browser = Intl.DateTimeFormat().resolvedOptions();
    settings = { locale: browser.locale || "en-US", currency: "USD", timeZone: browser.timeZone, weekStart: 1 };
  }
  return settings;
}

export function setFormatLocale(next: FormatLocale) {
  settings = { ...next };
}
export const getFormatLocale = (): FormatLocale => current();
export const formatLocaleKey = () => {
  const { locale, currency, timeZone, weekStart } = current();
  return `${locale}|${currency}|${timeZone}|${weekStart}`;
};

const isDateKey = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A calendar day ("2026-11-23") is never shifted by the time zone; a moment is shown in the owner's zone. */
function toDate(value: string | Date): { d: Date; bare: boolean } {
  if (isDateKey(value)) return { d: new Date(`${value}T12:00:00Z`), bare: true };
  return { d: new Date(value), bare: false };
}

/** 1234.5 → "$1,235" / "£1,234.50" / "1.234,50 €" (decimals: 0 for cards, 2 for invoices). */
export const formatMoney = (value: number | string | null | undefined, decimals = 0, currency = current().currency) =>
  new Intl.NumberFormat(current().locale, {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value ?? 0) || 0);

/** A count or plain number with the locale's grouping: 12345 → "12,345" / "12.345". */
export const formatNumber = (value: number, maximumFractionDigits = 2, minimumFractionDigits = 0) =>
  new Intl.NumberFormat(current().locale, {
    maximumFractionDigits,
    minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
  }).format(value);

/** A rate given in percent: 12.5 → "12.50%" / "12,50 %" (fixed decimals, the locale's sign placement). */
export const formatPercent = (percent: number, decimals = 2) =>
  new Intl.NumberFormat(current().locale, {
    style: "percent",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(percent / 100);

export const formatDate = (value: string | Date | null | undefined) => {
  if (!value) return "";
  const { d, bare } = toDate(value);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(current().locale, {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: bare ? "UTC" : current().timeZone,
      });
};

/** Any date style in the owner's locale ({ weekday: "long", … }). */
export const formatDateWith = (value: string | Date, options: Intl.DateTimeFormatOptions) => {
  const { d, bare } = toDate(value);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleDateString(current().locale, { ...options, timeZone: bare ? "UTC" : current().timeZone });
};

export const formatDateTime = (value: string | Date | null | undefined) => {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleString(current().locale, {
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: current().timeZone,
      });
};

/** A moment's time of day in the owner's zone: "11:05:09 PM" / "23:05:09" (seconds for "last updated" captions). */
export const formatTime = (value: string | Date, withSeconds = false) => {
  const d = new Date(value);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleTimeString(current().locale, {
        hour: "numeric",
        minute: "2-digit",
        ...(withSeconds ? { second: "2-digit" } : {}),
        timeZone: current().timeZone,
      });
};

/** "14:30" (wall-clock time of an event) → "2:30 PM" (en-US) / "14:30" (en-GB, de-DE). */
export const formatClock = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return new Date(Date.UTC(2000, 0, 1, h ?? 0, m ?? 0)).toLocaleTimeString(current().locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
};

/** Local calendar date as YYYY-MM-DD (not UTC, so "today" is the user's today). */
export const localDateKey = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** "$", "€", "£" … of the owner's currency, for money field labels. */
export function currencySymbol() {
  const { locale, currency } = getFormatLocale();
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((p) => p.type === "currency")?.value ?? currency;
}
