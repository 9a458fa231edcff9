/**
 * Written sentences ("add a gig at the Windmill on Friday at 9pm for £200") → the words a person says
 * ("add a gig at the windmill on friday at nine p.m. for two hundred pounds"), so a language model built from what
 * the assistant reads also knows what people say. Sentences that cannot be said plainly (e-mail addresses, ISO
 * dates) give null.
 */

const ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const ORDINAL_ONES: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

export function numberWords(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "";
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? ` ${ONES[n % 10]}` : "");
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${numberWords(n % 100)}` : ""}`;
  if (n < 1_000_000)
    return `${numberWords(Math.floor(n / 1000))} thousand${n % 1000 ? ` ${n % 1000 < 100 ? "and " : ""}${numberWords(n % 1000)}` : ""}`;
  return `${numberWords(Math.floor(n / 1_000_000))} million${n % 1_000_000 ? ` ${numberWords(n % 1_000_000)}` : ""}`;
}

export function ordinalWords(n: number): string {
  const w = numberWords(n).split(" ");
  const last = w.pop()!;
  const ord = ORDINAL_ONES[last] ?? (last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...w, ord].join(" ");
}

/** A year said the usual way: 2026 → "twenty twenty six". */
const yearWords = (y: number) =>
  y >= 2000 && y < 2010
    ? numberWords(y)
    : `${numberWords(Math.floor(y / 100))} ${y % 100 < 10 ? `oh ${numberWords(y % 100)}` : numberWords(y % 100)}`;

const CURRENCY: Record<string, string> = { "£": "pounds", $: "dollars", "€": "euros" };

export function spokenText(sentence: string): string | null {
  let s = sentence.toLowerCase();
  if (/@|\d{4}-\d{2}-\d{2}|https?:|www\./.test(s)) return null;
  s = s
    .replace(/&/g, " and ")
    .replace(
      /([£$€])\s?(\d[\d,]*)(?:\.(\d\d))?\s*(k\b)?/g,
      (_, cur: string, whole: string, cents?: string, k?: string) => {
        const n = Number(whole.replace(/,/g, "")) * (k ? 1000 : 1);
        return ` ${numberWords(n)} ${CURRENCY[cur]}${cents && cents !== "00" ? ` ${numberWords(Number(cents))}` : ""} `;
      },
    )
    .replace(/(\d+)%/g, (_, n: string) => ` ${numberWords(Number(n))} percent `)
    .replace(
      /\b(\d{1,2}):(\d\d)\b/g,
      (_, h: string, m: string) =>
        ` ${numberWords(Number(h))} ${m === "00" ? "" : Number(m) < 10 ? `oh ${numberWords(Number(m))}` : numberWords(Number(m))} `,
    )
    .replace(
      /\b(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)(?![a-z])/g,
      (_, h: string, m: string) => ` ${numberWords(Number(h))} ${m[0]}.m. `,
    )
    .replace(/\b(\d+)(st|nd|rd|th)\b/g, (_, n: string) => ` ${ordinalWords(Number(n))} `)
    .replace(/\b(19|20)(\d\d)\b/g, (y: string) => ` ${yearWords(Number(y))} `)
    .replace(/\b\d[\d,]*(?:\.\d+)?\b/g, (n: string) => {
      const [whole, frac] = n.replace(/,/g, "").split(".");
      return ` ${numberWords(Number(whole))}${frac ? ` point ${[...frac].map((d) => ONES[Number(d)]).join(" ")}` : ""} `;
    })
    .replace(/\bpm\b/g, "p.m.")
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|fifteen|forty five) am\b/g,
      "$1 a.m.",
    )
    .replace(/[^a-z0-9.' ]+/g, " ")
    .replace(/(?<![a-z])\.|\.(?![a-z]\.|\s|$)|(?<![a-z]\.[a-z])\.(?=\s|$)/g, " ")
    .replace(/(^|\s)'+|'+(\s|$)/g, " ");
  const words = s.split(/\s+/).filter(Boolean);
  return words.length ? words.join(" ") : null;
}
