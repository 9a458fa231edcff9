import { findWhens } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey, monthRange, parseDateKey, weekRange } from "../../shared/dates";
import { readSlot } from "./tools-parse";

/** The span of days a calendar question is about: "this weekend", "in december", "between the 1st and the 10th". */

export interface Range {
  from?: string;
  to?: string;
  label: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, couple: 2, "couple of": 2, few: 3, two: 2, three: 3 };

const span = (from: string, to: string, now: Date): Range => ({
  from,
  to,
  label: `from ${describeDay(from, now)} to ${describeDay(to, now)}`,
});

/**
 * "between the 1st and 10th of december", "from dec 10 to dec 20", "between now and the 10th", "until friday",
 * "december 1 to 10": two ends said; a bare day of the month ("the 1st") takes the other end's month.
 */
function betweenOf(lower: string, text: string, now: Date): Range | undefined {
  const today = localDateKey(now);
  const joined = findWhens(text, now).find((w) => w.endDate && w.endDate > w.date);
  if (joined) return span(joined.date < today ? today : joined.date, joined.endDate!, now);
  const m = /\b(?:between|from)\s+(.+?)\s+(?:and|to|till|til|until|through|thru|-)\s+(.+)$/.exec(lower);
  const until = /\b(?:until|till|til|up to|up until|through to)\s+(.+)$/.exec(lower);
  const [a, b] = m ? [m[1]!, text.slice(m.index + m[0].length - m[2]!.length)] : until ? ["now", until[1]!] : [];
  if (!a || !b) return undefined;
  const end = readSlot(b, now).date;
  if (!end) return undefined;
  let start: string | undefined;
  const bare = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?$/.exec(a.trim());
  if (/^(?:now|today|tonight)$/.test(a.trim())) start = today;
  else if (bare) {
    const e = parseDateKey(end)!;
    const day = Number(bare[1]);
    start = localDateKey(new Date(e.getFullYear(), e.getMonth() - (day > e.getDate() ? 1 : 0), day));
  } else start = readSlot(a, now).date;
  if (!start || start > end) return undefined;
  return span(start < today ? today : start, end, now);
}

/** The span of days a question is about; undefined = from today on. */
export function rangeOf(lower: string, text: string, now: Date): Range | undefined {
  const key = localDateKey;
  const dow = now.getDay();
  const between = betweenOf(lower, text, now);
  if (between) return between;
  if (/\bweekend\b/.test(lower)) {
    const sat = dow === 0 ? addDays(now, -1) : addDays(now, (6 - dow + 7) % 7);
    const later = /\bnext weekend\b/.test(lower) && (dow === 5 || dow === 6 || dow === 0) ? 7 : 0;
    return {
      from: key(addDays(sat, later)),
      to: key(addDays(sat, later + 1)),
      label: later ? "next weekend" : "this weekend",
    };
  }
  // "the next fortnight", "over the next two weeks", "next 10 days", "the coming few days".
  const ahead = /\b(?:next|coming)\s+(?:(\d+|a|one|two|three|few|couple(?: of)?)\s+)?(days|weeks|fortnight)\b/.exec(
    lower,
  );
  if (ahead && (ahead[1] || ahead[2] === "fortnight")) {
    const n = ahead[1] ? (NUMBER_WORDS[ahead[1]] ?? Number(ahead[1])) : 1;
    const days = n * (ahead[2] === "days" ? 1 : ahead[2] === "weeks" ? 7 : 14);
    return {
      from: key(now),
      to: key(addDays(now, days)),
      label: `in the next ${ahead[2] === "fortnight" ? "fortnight" : `${n} ${ahead[2]}`}`,
    };
  }
  if (/\bnext week\b/.test(lower)) return { ...weekRange(now, 1), label: "next week" };
  if (/\b(?:this|the rest of the) week\b/.test(lower))
    return { from: key(now), to: weekRange(now, 0).to, label: "this week" };
  if (/\bnext month\b/.test(lower)) return { ...monthRange(now, 1), label: "next month" };
  if (/\bthis month\b/.test(lower)) return { from: key(now), to: monthRange(now, 0).to, label: "this month" };
  const month = new RegExp(`\\b(?:in|for|during|of|through) (${MONTHS.join("|")})[a-z]*\\b(?!\\s*\\d)`).exec(lower);
  if (month) {
    const m = MONTHS.indexOf(month[1]!);
    const r = monthRange(now, (m - now.getMonth() + 12) % 12);
    return { from: r.from, to: r.to, label: `in ${r.label.split(" ")[0]}` };
  }
  const slot = readSlot(text, now);
  if (slot.dateSaid && slot.date) {
    const day = describeDay(slot.date, now);
    return { from: slot.date, to: slot.date, label: /^(?:today|tomorrow)$/.test(day) ? day : `on ${day}` };
  }
  return undefined;
}
