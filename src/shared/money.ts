import countryToCurrency from "country-to-currency";

/** Money as people write and say it. Pure: server, web and terminal companion. Amounts are in the user's currency. */

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, locale: string) {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f;
}

/** 1234.5 → "$1,234.50". */
export const formatMoney = (n: number, currency = "USD", locale = "en-US") =>
  formatter(currency, locale).format(Math.round(n * 100) / 100);

export const round2 = (n: number) => Math.round(n * 100) / 100;

// Letters of a code never run on into a word ("Audible 14.99" names no Australian dollars).
const CODE = String.raw`(?<![a-z])(?:usd|gbp|eur|cad|aud|nzd|jpy|chf|sek|nok|dkk|isk|pln|czk|huf|mxn|brl|inr|cny|hkd|sgd|zar|krw|kes|ngn|ghs|ugx|tzs|egp|aed|thb|idr|myr|ils)(?![a-z])`;
// South African rand: an "R" written against a number of three digits or more ("R18,500"), never a name's initial or "R2".
const RAND = String.raw`(?<![a-z0-9])r(?=\d{1,3}(?:,\d{3})+|\d{3,})`;
/**
 * A currency said in words ("australian dollars", "quid", "euros"; "2400 canadian", its dollars left unsaid), as a
 * regular expression's alternatives.
 */
export const CURRENCY_WORDS = String.raw`(?:canadian|australian|aussie|new zealand|nz|kiwi|hong kong|singapore|us|american)\s+dollars?|(?:canadian|australian|aussie)(?![a-z])|swiss francs?|francs?|yen|yuan|rupees?|kronor|krona|zloty|rand|naira|cedis?|euros?|dollars?|bucks|quid|pounds?`;
const CURRENCY = String.raw`(?:(?<![a-z])(?:us|ca|cad|c|au|aud|a|nz|hk|s|r)\$|\$|£|€|¥|₹|₩|₦|₵|${RAND}|${CODE}|${CURRENCY_WORDS})`;
/**
 * The currency a symbol, code or word names ("£", "quid" → GBP; "C$", "canadian dollars" → CAD; "¥", "yen" → JPY);
 * the owner's own currency is assumed when none is said. A bare "$" or "dollars" is US dollars.
 */
const CODES: [RegExp, string][] = [
  [/^(?:ca|cad|c|canadian)\b/i, "CAD"],
  [/^(?:au|aud|a|australian|aussie)\b/i, "AUD"],
  [/^(?:nz|new zealand|kiwi)\b/i, "NZD"],
  [/^(?:hk|hong kong)\b/i, "HKD"],
  [/^(?:s\$|singapore)/i, "SGD"],
  [/^r\$/i, "BRL"],
  [/^(?:us\$|\$|usd|(?:us |american )?dollars?|bucks)$/i, "USD"],
  [/^(?:£|gbp|quid|pounds?)$/i, "GBP"],
  [/^(?:€|eur|euros?)$/i, "EUR"],
  [/^(?:¥|yen)$/i, "JPY"],
  [/^(?:swiss )?francs?$/i, "CHF"],
  [/^yuan$/i, "CNY"],
  [/^(?:₹|rupees?)$/i, "INR"],
  [/^₩$/i, "KRW"],
  [/^(?:₦|naira)$/i, "NGN"],
  [/^(?:₵|cedis?)$/i, "GHS"],
  [/^(?:kronor|krona)$/i, "SEK"],
  [/^zloty$/i, "PLN"],
  [/^r(?:and)?$/i, "ZAR"],
  [/^[a-z]{3}$/i, ""],
];
const codeOf = (said?: string) => {
  if (!said) return undefined;
  const found = CODES.find(([re]) => re.test(said));
  // A code said as letters is itself ("1,000 CAD", "CHF 400").
  return found && (found[1] || said.toUpperCase());
};
// A code or country said after a dollar amount names its dollars: "$1,000 CAD", "$500 canadian".
const DOLLARS_OF = /^\s?(cad|aud|nzd|hkd|sgd|usd|canadian|australian|aussie)(?![a-z])/i;
// "1,200.50", or with dots for thousands as much of Europe and Brazil writes money ("€1.200", "R$ 2.500,50"): a dot
// before exactly three digits groups thousands where a comma is the decimal mark.
const DOTTED = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?`;
const NUMBER = String.raw`${DOTTED}(?!\d|[.,]\d|\s?(?:k|thousand|grand|m|million)\b)|\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(k|thousand|grand|m|million)\b)?`;

/**
 * Finds an amount: "$450", "450 dollars", "£1,200.50", "1.2k", "2 grand", "€300", "450 bucks". With `bare`, a plain
 * number also counts ("for 450"). Returns the amount, the text it came from and the currency when one was said.
 */
export function findMoney(
  text: string,
  opts: { bare?: boolean } = {},
): { amount: number; text: string; currency?: string } | undefined {
  const patterns = [
    new RegExp(String.raw`(${CURRENCY})\s?(${NUMBER})${SCALE}`, "i"),
    new RegExp(String.raw`(${NUMBER})${SCALE}\s?(${CURRENCY})`, "i"),
    new RegExp(String.raw`\b(${NUMBER})\s?(k|grand|thousand)\b`, "i"),
    // ("budget 5000", "fee of 1200": a bare number named as money is money, in the owner's currency; not "fee 10%".)
    new RegExp(String.raw`\b(?:budget|fee|rate|price|cost)s?(?:\s+(?:of|is|was))?\s*:?\s+(${NUMBER})${SCALE}(?![\d.,]*\s*(?:%|percent))`, "i"),
  ];
  const slang = /\b(?:a\s+)?(tenner|fiver|score|monkey|pony)\b/i.exec(text);
  if (slang && /\b(?:for|paid|pay|charge|costs?|got|earned|made|fee|is|was)\s+(?:a\s+)?(?:tenner|fiver|score|monkey|pony)\b/i.test(text))
    return {
      amount: { tenner: 10, fiver: 5, score: 20, monkey: 500, pony: 25 }[slang[1]!.toLowerCase() as "tenner"]!,
      text: slang[0],
      currency: "GBP",
    };
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const num = i === 0 ? m[2]! : m[1]!;
    const scale = i === 0 ? m[3] : m[2];
    let currency = codeOf(i === 0 ? m[1] : i === 1 ? m[3] : undefined);
    // (The word that names it money is no part of the amount: "it costs {money}" still reads "costs".)
    let said = i === 3 ? m[0].slice(m[0].lastIndexOf(m[1]!)) : m[0];
    const of = i === 0 && m[1] === "$" ? DOLLARS_OF.exec(text.slice(m.index + said.length)) : null;
    if (of) (currency = codeOf(of[1])), (said += of[0]);
    return { amount: scaled(num, scale), text: said, ...(currency ? { currency } : {}) };
  }
  if (opts.bare) {
    const m = new RegExp(String.raw`(?:^|\s)(?:for|of|at|is|was|to|amount)\s+(${NUMBER})${SCALE}(?=\s|$|[,.!?])`, "i").exec(text);
    if (m) return { amount: scaled(m[1]!, m[2]), text: m[0].trim() };
  }
  return undefined;
}

function scaled(num: string, scale?: string) {
  const dotted = !scale && new RegExp(`^(?:${DOTTED})$`).test(num);
  const n = Number(dotted ? num.replace(/\./g, "").replace(",", ".") : num.replace(/,/g, ""));
  const s = scale?.toLowerCase();
  return round2(s === "k" || s === "thousand" || s === "grand" ? n * 1000 : s === "m" || s === "million" ? n * 1e6 : n);
}

// ---- The owner's locale: defaults from the system, formatting with a chosen locale and currency ----

/** Region → ISO 4217 of the locale ("en-GB" → "GBP"); USD when the locale names no region. */
export function currencyForLocale(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return (region && (countryToCurrency as Record<string, string>)[region]) || "USD";
  } catch {
    return "USD";
  }
}

/** The defaults a new install starts from: the system's locale, its region's currency and the system time zone. */
export function systemLocale(): { locale: string; currency: string; timeZone: string; weekStart: number } {
  const opts = Intl.DateTimeFormat().resolvedOptions();
  const locale = posixLocale() || opts.locale || "en-US";
  return { locale, currency: currencyForLocale(locale), timeZone: opts.timeZone || "UTC", weekStart: weekStartFor(locale) };
}

/**
 * Bun's Intl answers en-US whatever the machine is set to, so on the server the POSIX variables decide
 * ("en_GB.UTF-8" → "en-GB"); "C"/"POSIX" and the browser (no `process`) fall back to Intl.
 */
function posixLocale(): string | undefined {
  const env = typeof process === "undefined" ? undefined : process.env;
  const raw = env && (env.LC_ALL || env.LC_MONETARY || env.LANG);
  const tag = raw?.split(/[.@]/)[0]?.replace("_", "-");
  if (!tag || tag === "C" || tag === "POSIX") return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/** First day of the week the locale prefers (1 = Monday … 7 = Sunday). */
export function weekStartFor(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
    return l.getWeekInfo?.().firstDay ?? l.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}

export const isCurrencyCode = (c: string) => {
  if (!/^[A-Z]{3}$/.test(c)) return false;
  try {
    return Intl.supportedValuesOf("currency").includes(c);
  } catch {
    return true;
  }
};

export const isLocaleTag = (l: string) => {
  try {
    return Intl.getCanonicalLocales(l).length === 1 && Intl.NumberFormat.supportedLocalesOf([l]).length === 1;
  } catch {
    return false;
  }
};

/** "1250.5" in GBP for en-GB → "£1,250.50"; de-DE + EUR → "1.250,50 €". */
export const formatAmount = (value: number | string, currency: string, locale: string) =>
  formatMoney(Number(value) || 0, currency, locale);

/**
 * Invoice totals in whole cents (server and the web form's preview use this one rule): each line's net is
 * quantity × unit price rounded to the cent, its tax is net × rate rounded to the cent (the line's own rate, else
 * the invoice's); total = sum of nets + sum of taxes.
 */
export function invoiceTotals(
  lines: { quantity: string | number; unitPrice: string | number; taxRate?: string | number | null }[],
  invoiceRate: string | number,
): { subtotal: string; taxTotal: string; amount: string; lines: { net: string; tax: string; rate: string }[] } {
  let net = 0;
  let tax = 0;
  const out = lines.map((l) => {
    const n = Math.round(Number(l.quantity) * Math.round(Number(l.unitPrice) * 100)) || 0;
    const rate = l.taxRate === null || l.taxRate === undefined || l.taxRate === "" ? invoiceRate : l.taxRate;
    const t = Math.round((n * Number(rate)) / 100) || 0;
    net += n;
    tax += t;
    return { net: (n / 100).toFixed(2), tax: (t / 100).toFixed(2), rate: String(rate) };
  });
  return { subtotal: (net / 100).toFixed(2), taxTotal: (tax / 100).toFixed(2), amount: ((net + tax) / 100).toFixed(2), lines: out };
}
