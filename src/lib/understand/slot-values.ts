import type { CompiledTemplate } from "./compile-template";
import type { Masked, Span } from "./masked-sentence";
import type { Sentence } from "./sentence";
import { tidy } from "./titles";
import { isRealWord } from "./typos";
import { SMALL_WORDS } from "./records";
import type { When } from "./when";
import { remarkAt, type ListContext, READERS, type SlotList } from "./templates";

// One match of a template's regular expression, read into slot values and ranked.

/** Words that only point at something said elsewhere, or only ask: never the whole of a free-text slot. */
// ("remind me abt the thing": "the thing" alone names nothing the owner could be reminded of.)
const POINTER_ONLY = /^(?:that|this|it|them|those|these|(?:for )?(?:me|us)|something|stuff|(?:(?:about|of|re) )?(?:the|that|this|a) (?:thing|stuff)|one|the same|(?:(?:ok|so|and) )?(?:can|could|would|will) (?:you|u)(?: please)?|please|pls)$/;

/** "1,800" and "12,500.50" carry thousands separators; "12,5" is a decimal comma. */
const readNumber = (said: string) =>
  Number(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(said) ? said.replace(/,/g, "") : said.replace(",", "."));

export interface TemplateMatch {
  template: CompiledTemplate;
  /** Slot values: text as said, reader values (a When, a Repeat, an amount), list values (a record, a level). */
  slots: Record<string, unknown>;
  /**
   * A record list's answer when it found no record or several: the match can only ask or say so. `phrase`: the words
   * that named the record loosely, which the answer to "which one?" takes the place of.
   */
  unresolved?: ({ ask: string } | { reply: string }) & { phrase?: string };
  /** [weak last, template words, -free words, typed slots]: compared in that order. */
  rank: [number, number, number, number];
  /** "pitched KUTX and WFMU": a second record named beside the first in one slot; the request is made for each. */
  also?: { name: string; value: unknown };
  /** The share of its record's name the words said (the least of its record slots'); none without a record slot. */
  fit?: number;
}

/** A time alone said after a day ("on the 18th …, we start at 8pm"): the time of that day, not of today. */
function sayMore(before: unknown, now: unknown): unknown {
  const a = before as When | undefined;
  const b = now as When;
  if (!a?.date || a.time || !b?.time || !b.said?.timeAlone) return now;
  return { ...a, time: b.time, at: new Date(`${a.date}T${b.time}:00`) };
}

/**
 * What the stored records a slot found are called, whatever their kind (a task's title, a station's name, a
 * reminder's message); a list may find several at once ("the rehearsal": the events of that name).
 */
const nameOf = (v: unknown): string[] => {
  const r = v && typeof v === "object" && "id" in v ? (v as Record<string, unknown>) : undefined;
  const name = r && [r.title, r.name, r.message].find((x): x is string => typeof x === "string");
  return name ? [name] : [];
};
const namesOfRecords = (v: unknown): string[] => {
  if (!v || typeof v !== "object" || "id" in v) return nameOf(v);
  return Object.values(v).flatMap((x) => (Array.isArray(x) ? x.slice(0, 20).flatMap(nameOf) : []));
};
/** How much of a record's name the phrase says: "the rehearsal" says half of "Band rehearsal", a third of "Book the rehearsal room". */
function shareSaid(phrase: string, name: string): number {
  const said = new Set(phrase.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const have = (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !SMALL_WORDS.test(w));
  return have.length ? have.filter((w) => said.has(w)).length / have.length : 0;
}

/** A match's slots; undefined when a list rejects it; `retry` (its words) when the first record slot read names nothing. */
export function readMatch(
  template: CompiledTemplate,
  r: RegExpExecArray,
  m: Masked,
  s: Sentence,
  lists: Record<string, SlotList>,
  ctx: ListContext,
): TemplateMatch | { retry: number; slot: number } | undefined {
  const slots: Record<string, unknown> = { ...template.fixed };
  let unresolved: TemplateMatch["unresolved"];
  let also: TemplateMatch["also"];
  let slotWords = 0;
  let textWords = 0;
  let typed = 0;
  let firstRecord = true;
  let fit: number | undefined;
  let dayInText: { name: string; said: string; before: string } | undefined;
  for (const [n, spec] of template.slots.entries()) {
    const ix = r.indices?.groups?.[`s${n}`];
    const said = r.groups?.[`s${n}`];
    if (!ix || said === undefined) continue;
    const words = said.split(" ").length;
    slotWords += words;
    // Any words are the loosest reading: they count as free text.
    if (spec.kind === "any" || spec.kind === "raw" || spec.kind === "text") textWords += words;
    if (spec.kind === "any") continue;
    // Free words that only point at something said before ("can you put that on my list") name nothing to write
    // down: the match fails rather than saving a task or an item called "That" (words as said, too).
    if ((spec.kind === "raw" || spec.kind === "text") && POINTER_ONLY.test(said)) return undefined;
    if (spec.kind === "raw") {
      // (A "+" before it is part of what was said: "+61 412 555 019", an international number.)
      const at = m.at[ix[0]]! - (s.text[m.at[ix[0]]! - 1] === "+" ? 1 : 0);
      const [from, to] = bracketed(s.text, at, endOf(m, ix[1]));
      slots[spec.name] = asSaid(s, from, to).trim();
      continue;
    }
    if (spec.kind === "text") {
      const { text: all, lifted } = original(m, s, ix[0], ix[1]);
      // (A date in the remark is still the request's: "remind me to call Dana, she's free tomorrow at 3".)
      const upTo = beforeAside(m, s, ix[0], ix[1]);
      const text = upTo < ix[1] ? original(m, s, ix[0], upTo).text : all;
      // "add the New Work Award …": a capitalised "New" inside the sentence, before a capitalised name, starts that
      // name ("New York", "New Music USA"); the templates read a lower-case "new" as a filler ("add a new task").
      const before = s.text.slice(0, m.at[ix[0]]);
      slots[spec.name] = /\S\s+New\s+$/.test(before) && /^[A-Z0-9]/.test(text) ? `New ${text}` : text;
      // A date or amount inside free words belongs to its reader ("call kexp tomorrow about the gig").
      for (const sp of lifted)
        if (slots[sp.kind] === undefined) {
          slots[sp.kind] = sp.value;
          if (sp.kind !== "when") continue;
          const piece = m.text.slice(ix[0], ix[1]);
          dayInText = { name: spec.name, said: s.text.slice(m.at[ix[0]]!, endOf(m, ix[1])).trim(), before: piece.slice(0, piece.search(/§when\d/)) };
        }
      continue;
    }
    typed++;
    const fixed = template.lists[spec.kind];
    if (spec.kind === "number" || spec.kind === "decimal") slots[spec.name] = readNumber(said);
    else if ((READERS as readonly string[]).includes(spec.kind)) slots[spec.name] = sayMore(slots[spec.name], m.spans[Number(said.replace(/\D/g, ""))]!.value);
    else if (fixed) slots[spec.name] = fixed[said] ?? fixed[said.replace(/'/g, "")] ?? said;
    else {
      const list = lists[spec.kind];
      if (!list) throw new Error(`no list {${spec.kind}} for "${template.source}"`);
      const dated = said.includes("§");
      if (dated && !list.readsDates) return firstRecord ? { retry: words, slot: n } : undefined;
      const phrase = dated ? s.text.slice(m.at[ix[0]]!, endOf(m, ix[1])).trim() : original(m, s, ix[0], ix[1]).text;
      let found = list.find(phrase, ctx);
      // "KUTX and BBC Radio 1": two records, when each half of the words names its own ("mark practice the setlist and
      // call kexp done" named the first task loosely as a whole; a name with "and" in it names one record either way).
      // (A little word the template says after the slot is not part of the second name: "… and call kexp as done".)
      const two = also || list.oneName ? undefined : /^(.+?)\s+(?:and|&)\s+(.+?)(?:\s+(?:as|is|to|on|at|for|by))?$/i.exec(phrase);
      const a = two && list.find(two[1]!, ctx);
      const b = two && list.find(two[2]!, ctx);
      // A name in quotes or in capitals ("Rock and Roll Radio") is one name, unless each half is a record already.
      const titled = /["'“‘]|[A-Z0-9][\w'’.-]*\s+(?:and|&)\s+[A-Z0-9]/.test(phrase);
      const stored = (v: unknown) => !!v && typeof v === "object" && "id" in v;
      if (a && "value" in a && b && "value" in b && JSON.stringify(a.value) !== JSON.stringify(b.value) && (!titled || (stored(a.value) && stored(b.value)))) {
        found = a;
        also = { name: spec.name, value: b.value };
      }
      if (!found) return firstRecord ? { retry: words, slot: n } : undefined;
      if ("value" in found) slots[spec.name] = found.value;
      else unresolved ??= { ...found, phrase };
      const names = "value" in found ? namesOfRecords(found.value) : [];
      if (names.length) fit = Math.min(fit ?? 1, names.reduce((most, name) => Math.max(most, shareSaid(phrase, name)), 0));
      firstRecord = false;
    }
  }
  // With a repeat said, the repeat gives the days: a day said inside the words with "for" ("choose the hymns for
  // Sunday, every Tuesday") is what the task is for, and stays in them.
  if (dayInText && slots.repeat && /\bfor\s*$/i.test(dayInText.before)) {
    slots[dayInText.name] = dayInText.said;
    delete slots.when;
  }
  const count = (words?: string) => (words?.trim() ? words.trim().split(" ").length : 0);
  const templateWords = count(m.text) - count(r.groups?.lead) - count(r.groups?.trail) - slotWords;
  return {
    template,
    slots,
    unresolved,
    ...(also ? { also } : {}),
    rank: [template.weak ? 0 : 1, templateWords, -textWords, typed],
    ...(fit !== undefined ? { fit } : {}),
  };
}

/**
 * The sentence's [a, b) with its words as said: exact words are not typos to fix ("vocal comping" is not "vocal
 * coming", "a jingle" not "a single"); `keep` picks the said words to keep. A correction replaces one run of letters, so
 * the runs line up.
 */
function asSaid(s: Sentence, a: number, b: number, keep: (word: string) => boolean = () => true): string {
  const piece = s.text.slice(a, b);
  if (s.said === s.text) return piece;
  const fixed = [...s.text.matchAll(/[A-Za-z]+/g)];
  const said = [...s.said.matchAll(/[A-Za-z]+/g)];
  if (fixed.length !== said.length) return piece;
  let out = "";
  let at = a;
  for (const [i, r] of fixed.entries()) {
    const start = r.index!;
    const end = start + r[0].length;
    if (end <= a || start >= b || r[0] === said[i]![0] || !keep(said[i]![0].toLowerCase())) continue;
    if (start < a || end > b) return piece;
    out += s.text.slice(at, start) + said[i]![0];
    at = end;
  }
  return out + s.text.slice(at, b);
}

/**
 * Words as said keep the brackets they hold: "{{name}}, … Cheers, {{senderName}}" starts with its "{{" and ends with its
 * "}}" (a word's reading stops short of them); a bracket whose partner is not inside the words is left out.
 */
function bracketed(text: string, from: number, to: number): [number, number] {
  for (const [open, close] of [["(", ")"], ["[", "]"], ["{", "}"]] as const) {
    // Closers read before their opener ("name}}, …") want that many openers just before the words.
    let depth = 0;
    let short = 0;
    for (const c of text.slice(from, to)) {
      depth += c === open ? 1 : c === close ? -1 : 0;
      short = Math.max(short, -depth);
    }
    for (; short > 0 && text[from - 1] === open; short--) from--, depth++;
    for (; depth > 0 && text[to] === close; depth--) to++;
  }
  return [from, to];
}

/** Where free words [from, to) stop: before a remark said after a comma ("…, I'm on no sleep here"); quoted words keep theirs. */
function beforeAside(m: Masked, s: Sentence, from: number, to: number): number {
  const start = m.at[from]!;
  const at = remarkAt(s.text.slice(start, endOf(m, to)));
  if (at === undefined) return to;
  let end = to;
  while (end > from && m.at[end - 1]! >= start + at) end--;
  return end > from ? end : to;
}

/** Where masked position `to` (exclusive) ends in the sentence: a token ends where its finding does. */
function endOf(m: Masked, to: number): number {
  const token = /§[a-z]+(\d+)$/.exec(m.text.slice(0, to));
  return token ? m.spans[Number(token[1])]!.end : m.at[to - 1]! + 1;
}

/** Masked [from, to) as the words were said (case kept), with reader findings inside it taken out. */
function original(m: Masked, s: Sentence, from: number, to: number): { text: string; lifted: Span[] } {
  const piece = m.text.slice(from, to);
  const lifted: Span[] = [];
  let text = "";
  let pos = from;
  for (const part of piece.split(/(§[a-z]+\d+)/)) {
    if (part.startsWith("§")) {
      lifted.push(m.spans[Number(part.replace(/\D/g, ""))]!);
      text += " ";
    } else if (part.trim()) {
      const a = m.at[pos + part.search(/\S/)]!;
      let b = m.at[pos + part.trimEnd().length - 1]! + 1;
      // A "+" glued to a name's end is part of the name: "Apple TV+", "Disney+".
      while (s.text[b] === "+") b++;
      text += ` ${asSaid(s, a, b, isRealWord)}`;
    }
    pos += part.length;
  }
  return { text: lifted.length ? tidy(text) : text.trim(), lifted };
}
