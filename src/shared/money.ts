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

const CURRENCY = String.raw`(?:\$|£|€|usd|gbp|eur|dollars?|bucks|quid|pounds?|euros?)`;
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?`;
const SCALE = String.raw`(?:\s?(k|thousand|grand|m|million)\b)?`;

/**
 * Finds an amount: "$450", "450 dollars", "£1,200.50", "1.2k", "2 grand", "€300", "450 bucks". With `bare`, a plain
 * number also counts ("for 450"). Returns the amount and the text it came from, or undefined.
 */
export function findMoney(text: string, opts: { bare?: boolean } = {}): { amount: number; text: string } | undefined {
  const patterns = [
    new RegExp(String.raw`(${CURRENCY})\s?(${NUMBER})${SCALE}`, "i"),
    new RegExp(String.raw`(${NUMBER})${SCALE}\s?(${CURRENCY})`, "i"),
    new RegExp(String.raw`\b(${NUMBER})\s?(k|grand)\b`, "i"),
  ];
  const slang = /\b(?:a\s+)?(tenner|fiver|score|monkey|pony)\b/i.exec(text);
  if (slang && /\b(?:for|paid|pay|charge|costs?|got|earned|made|fee|is|was)\s+(?:a\s+)?(?:tenner|fiver|score|monkey|pony)\b/i.test(text))
    return { amount: { tenner: 10, fiver: 5, score: 20, monkey: 500, pony: 25 }[slang[1]!.toLowerCase() as "tenner"]!, text: slang[0] };
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(text);
    if (!m) continue;
    const num = i === 0 ? m[2]! : m[1]!;
    const scale = i === 0 ? m[3] : m[2];
    return { amount: scaled(num, scale), text: m[0] };
  }
  if (opts.bare) {
    const m = new RegExp(String.raw`(?:^|\s)(?:for|of|at|is|was|to|amount)\s+(${NUMBER})${SCALE}(?=\s|$|[,.!?])`, "i").exec(text);
    if (m) return { amount: scaled(m[1]!, m[2]), text: m[0].trim() };
  }
  return undefined;
}

function scaled(num: string, scale?: string) {
  const n = Number(num.replace(/,/g, ""));
  const s = scale?.toLowerCase();
  return round2(s === "k" || s === "thousand" || s === "grand" ? n * 1000 : s === "m" || s === "million" ? n * 1e6 : n);
}
