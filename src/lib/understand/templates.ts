import { findMoney } from "../../shared/money";
import COMMON from "./common.yaml";
import { readRepeat } from "./recurrence";
import { type Sentence, tidy } from "./sentence";

/**
 * Sentence templates with slots, in the spirit of Home Assistant's hassil. A domain's sentences live in its
 * `sentences.yaml` beside its tools; what every domain shares (expansion rules, the words allowed before and after a
 * request, fixed lists) lives in `common.yaml` here.
 *
 * Syntax: `(a|b)` one of, `[a|b]` optional, `<rule>` a shared rule, `*` any words (a loose context, counts for
 * nothing), and slots that fill the tool's arguments:
 * - `{title:text}` free words (taken from the sentence as said, case kept; a date or amount inside goes to its
 *   reader and out of the words); `{value:raw}` the words exactly as said, dates and amounts included;
 * - `{when}`, `{money}`, `{repeat}`, `{number}`, `{email}`: one reader each (chrono-node dates, money, recurrence);
 *   `{price:decimal}` a number with pennies ("8.99"), an amount even when said bare;
 * - `{priority}` (or `{name:list}`): a fixed list from common.yaml or the domain's file, words → value;
 * - `{task}` (or `{name:list}`): a list of the owner's own records, supplied at match time by the domain (`SlotList`):
 *   the template only matches when the words name a record (forgiving typos and missing words).
 *
 * A template matches the whole sentence (after the shared lead and trail words), so a new template cannot take over
 * other sentences by matching a piece of them.
 *
 * Ranking, when several templates match: (0) a template marked `weak` (a bare errand: "call mum on sunday") only
 * when nothing else reads the sentence; (1) more literal words of the template matched; (2) fewer words left to
 * free text; (3) more slots filled by a reader or a list. The tool of the best match resolves first; if it cannot
 * (no such record, a question to ask), the next match gets its turn, and the first question is kept for the end.
 */

/** Words that only point at something said elsewhere, or only ask: never the whole of a free-text slot. */
const POINTER_ONLY = /^(?:that|this|it|them|those|these|something|stuff|one|the same|(?:(?:ok|so|and) )?(?:can|could|would|will) (?:you|u)(?: please)?|please|pls)$/;

export const READERS = ["when", "money", "repeat", "number", "email"] as const;
type Reader = (typeof READERS)[number];

/** A list of the owner's records for a slot (tasks, clients, stations…), read when a template names it. */
export interface SlotList<T = unknown> {
  /** Every name the list holds now: what speech recognition listens for. */
  names(ctx: ListContext): string[];
  /** The record a phrase names; `ask` when two fit, `reply` when none does; undefined: the words name no record. */
  find(phrase: string, ctx: ListContext): { value: T } | { ask: string } | { reply: string } | undefined;
  /**
   * A name not recorded yet (a new station's): it is open-ended, so the slot takes the fewest words that fit and leaves
   * the rest to the template's other parts ("Radio Nova from Paris" is a name and a place); longer readings follow.
   */
  fewestWords?: boolean;
  /**
   * Names may hold words a reader takes for a date or an amount ("Night Roads": "night" reads as a time; "Clear
   * samples on night drive"): the words as said are looked up, and a finding inside them belongs to the name.
   */
  readsDates?: boolean;
  /**
   * What the assistant knows about one record, in a sentence or two: the answer to a question that names the record
   * and that no template understood ("who narrated night roads", "what frequency is kcrw on").
   */
  describe?(value: T, ctx: ListContext): string;
  /**
   * The words that say what kind of record it is ("task", "to-do"): a question that names a record only in part but
   * says its kind ("tell me about the label artwork task") looks the words before the kind up with `find`.
   */
  kind?: readonly string[];
}
/** The tool context, opaque here: the foundation does not know the database. */
export type ListContext = any;

/** What a domain's sentences.yaml holds for one tool: its templates, fixed slot values per group, its fixed lists. */
export interface SentenceData {
  groups: { templates: string[]; slots: Record<string, unknown>; weak: boolean; clear: boolean }[];
  lists: Record<string, Record<string, string>>;
  rules: Record<string, string>;
}

interface SentenceFile {
  lists?: Record<string, Record<string, string>>;
  rules?: Record<string, string>;
  intents: Record<
    string,
    (string | { sentences: string[]; slots?: Record<string, unknown>; weak?: boolean; clear?: boolean })[]
  >;
}

/** One tool's sentences from its domain's file (a missing tool is a mistake in the file, caught at start). */
export function sentencesOf(file: unknown, tool: string): SentenceData {
  const f = file as SentenceFile;
  const items = f.intents[tool];
  if (!items) throw new Error(`no sentences for ${tool}`);
  const groups: SentenceData["groups"] = [{ templates: [], slots: {}, weak: false, clear: false }];
  for (const item of items)
    if (typeof item === "string") groups[0]!.templates.push(item);
    else groups.push({ templates: item.sentences, slots: item.slots ?? {}, weak: !!item.weak, clear: !!item.clear });
  return { groups, lists: f.lists ?? {}, rules: f.rules ?? {} };
}

const common = COMMON as { lead: string; trail: string; rules: Record<string, string>; lists: Record<string, Record<string, string>> };
export const COMMON_RULES: Readonly<Record<string, string>> = common.rules;
export const COMMON_LISTS: Readonly<Record<string, Record<string, string>>> = common.lists;

// ---- Compiling ----

export interface SlotSpec {
  name: string;
  kind: string;
}
export interface CompiledTemplate {
  source: string;
  re: RegExp;
  slots: SlotSpec[];
  fixed: Record<string, unknown>;
  /** The fixed lists it may name (the domain's, then the common ones). */
  lists: Record<string, Record<string, string>>;
  /** Only a reading when there is no other (a bare errand with a day: "call mum on sunday"). */
  weak: boolean;
  /**
   * A weak template that is still a clear command when it is the reading ("I need to send stems to the mixer"): it
   * stays offline when a model is configured, where other weak readings go to the model first.
   */
  clear: boolean;
  /**
   * The same template read again after its first record slot's n words named nothing: fewer words, or more words for a
   * slot that reads the fewest words first (or once one word named nothing either). `slot`: the record slot that was
   * read, when alternatives hold several (the first of the template by default).
   */
  retry: (n: number, grow: boolean, slot?: number) => RegExp | undefined;
  /**
   * Words the template always says (outside any group or slot), apostrophes left out: a sentence without one of
   * them cannot match, so its regular expression is not even tried (most templates are ruled out this way).
   */
  needs: string[];
  /** Groups `(a b|c)` the template always says: the sentence has all the words of at least one of their choices. */
  needsOneOf: string[][][];
}

/** Rules expanded (rules may use rules and slots); a domain's own rules first, then the common ones. */
export function expand(template: string, rules: Record<string, string> = {}, depth = 0): string {
  if (depth > 5) throw new Error(`rules nest too deep in "${template}"`);
  const out = template.replace(/<(\w+)>/g, (_, name: string) => {
    const rule = rules[name] ?? common.rules[name];
    if (rule === undefined) throw new Error(`unknown rule <${name}> in "${template}"`);
    return rule;
  });
  return out.includes("<") ? expand(out, rules, depth + 1) : out;
}

/** Compiles a template for whole-sentence matching; `lists` are the fixed lists it may name. */
export function compileTemplate(
  template: string,
  data: Pick<SentenceData, "lists" | "rules"> = { lists: {}, rules: {} },
  fixed: Record<string, unknown> = {},
  weak = false,
  recordLists: Record<string, Pick<SlotList, "fewestWords">> = {},
  clear = false,
): CompiledTemplate {
  const lists = { ...common.lists, ...data.lists };
  const slots: SlotSpec[] = [];
  const body = toRegex(units(expand(template, data.rules)), slots, lists);
  const lead = toRegex(units(expand(common.lead)), [], {});
  const trail = toRegex(units(expand(common.trail)), [], {}, true);
  // Lead and trail are captured so they count as neither template words nor slot words.
  // (Every unit of the lead and trail is optional and carries its own space.)
  let source = `^(?<lead>${lead})${body}(?<trail>${trail})$`;
  const fewest = (i: number) => Boolean(recordLists[slots[i]!.kind]?.fewestWords);
  slots.forEach((x, i) => {
    if (isRecordList(x, lists) && fewest(i)) source = source.replace(`(?<s${i}>${RECORD})`, `(?<s${i}>${TEXT})`);
  });
  const re = new RegExp(source, "d");
  // A record slot first takes the most words that fit (the fewest for a new name); when they name no record, shorter
  // readings are tried, then longer ones, which lets an optional word before the slot join the name instead ("mark
  // radio x contacted": the station "radio x").
  const cache = new Map<string, RegExp>();
  const retry = (n: number, grow: boolean, first = slots.findIndex((x) => isRecordList(x, lists))) => {
    if (first < 0) return undefined;
    const longer = grow || fewest(first);
    if (!longer && n <= 1) return undefined;
    const key = `${first}:${longer}:${n}`;
    let r = cache.get(key);
    const from = `(?<s${first}>${fewest(first) ? TEXT : RECORD})`;
    const to = longer ? `(?<s${first}>\\S+(?:\\s+\\S+){${n},}?)` : `(?<s${first}>\\S+(?:\\s+\\S+){0,${n - 2}})`;
    if (!r) cache.set(key, (r = new RegExp(source.replace(from, to), "d")));
    return r;
  };
  const parts = units(expand(template, data.rules));
  const needs = parts.filter((u) => !/^[([{*<]/.test(u)).map(plainWord);
  const needsOneOf = parts
    .filter((u) => u.startsWith("("))
    .map((u) => splitAlternatives(u.slice(1, -1)).map(saidWords))
    // A choice with no word of its own (only slots or optional parts) can be anything: the group rules nothing out.
    .filter((choices) => choices.every((w) => w.length > 0));
  return { source: template, re, slots, fixed, lists, retry, weak, clear, needs, needsOneOf };
}

const isRecordList = (x: SlotSpec, lists: Record<string, unknown>) =>
  x.kind !== "text" && x.kind !== "raw" && x.kind !== "any" && x.kind !== "number" && x.kind !== "decimal" && !(READERS as readonly string[]).includes(x.kind) && !lists[x.kind];

/** "1,800" and "12,500.50" carry thousands separators; "12,5" is a decimal comma. */
const readNumber = (said: string) =>
  Number(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(said) ? said.replace(/,/g, "") : said.replace(",", "."));

const TEXT = String.raw`\S+(?:\s+\S+)*?`;
const RECORD = String.raw`\S+(?:\s+\S+)*`;

function slotRegex(spec: SlotSpec, lists: Record<string, Record<string, string>>): string {
  if (spec.kind === "text" || spec.kind === "raw") return TEXT;
  if (spec.kind === "number") return String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
  if (spec.kind === "decimal") return String.raw`\d+[.,]\d\d`;
  if ((READERS as readonly string[]).includes(spec.kind)) return `§${spec.kind}\\d+`;
  const fixed = lists[spec.kind] ?? common.lists[spec.kind];
  if (fixed)
    return `(?:${Object.keys(fixed)
      .sort((a, b) => b.length - a.length)
      .map((k) => k.split(/\s+/).map(escapeWord).join("\\s+"))
      .join("|")})`;
  // A record list: as many words as fit (a record's name is said whole); the list decides afterwards whether they
  // name a record, and shorter readings are tried when they do not.
  return RECORD;
}

function toRegex(parts: string[], slots: SlotSpec[], lists: Record<string, Record<string, string>>, after = false): string {
  let out = "";
  // (After other words, a unit starts with its space; at the start it ends with one.)
  let needSep = after;
  for (const part of parts) {
    if (part === "*") {
      // Any words: captured (as a slot of kind "any") so they count as neither template words nor slot text.
      const g = `(?<s${slots.length}>${TEXT})`;
      slots.push({ name: "", kind: "any" });
      out += needSep ? `(?:\\s+${g})?` : `(?:${g}\\s+)?`;
      continue;
    }
    // After other words, each unit inside a group carries its own space, so a group whose parts are all optional
    // ("[<where>]", where: "[<on>] [<period>]") may match nothing at all.
    if (part.startsWith("[")) {
      out += needSep
        ? `(?:${alternatives(part.slice(1, -1), slots, lists, true)})?`
        : `(?:${alternatives(part.slice(1, -1), slots, lists)}\\s+)?`;
      continue;
    }
    if (part.startsWith("(") && needSep) {
      out += alternatives(part.slice(1, -1), slots, lists, true);
      continue;
    }
    let x: string;
    if (part.startsWith("(")) x = alternatives(part.slice(1, -1), slots, lists);
    else if (part.startsWith("{")) {
      const [name, kind] = part.slice(1, -1).split(":") as [string, string | undefined];
      const spec = { name, kind: kind ?? name };
      x = `(?<s${slots.length}>${slotRegex(spec, lists)})`;
      slots.push(spec);
    } else x = escapeWord(part);
    out += (needSep ? String.raw`\s+` : "") + x;
    needSep = true;
  }
  return out;
}

/** Top-level units of a template: groups (...), [...], {...}, '*', and words. */
export function units(t: string): string[] {
  const parts: string[] = [];
  let i = 0;
  while (i < t.length) {
    const c = t[i]!;
    if (c === " ") {
      i++;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") {
      let depth = 0;
      let j = i;
      for (; j < t.length; j++) {
        if ("([{".includes(t[j]!)) depth++;
        if (")]}".includes(t[j]!)) depth--;
        if (depth === 0) break;
      }
      if (j >= t.length) throw new Error(`unbalanced template "${t}"`);
      parts.push(t.slice(i, j + 1));
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < t.length && !" ([{".includes(t[j]!)) j++;
    parts.push(t.slice(i, j));
    i = j;
  }
  return parts;
}

function alternatives(inner: string, slots: SlotSpec[], lists: Record<string, Record<string, string>>, after = false): string {
  return `(?:${splitAlternatives(inner).map((a) => toRegex(units(a), slots, lists, after)).join("|")})`;
}

/** The inside of `(a|b c)` or `[a|b]` split at its own bars (not at those of a group inside it). */
function splitAlternatives(inner: string): string[] {
  const alts: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of inner) {
    if ("([{".includes(c)) depth++;
    if (")]}".includes(c)) depth--;
    if (c === "|" && depth === 0) {
      alts.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  alts.push(cur.trim());
  return alts;
}

/** The plain words a piece of a template always says (not those in its groups, slots or optional parts). */
const saidWords = (piece: string) => units(piece).filter((u) => !/^[([{*<]/.test(u)).map(plainWord);

/** A word as the prefilter compares it: lower case, no apostrophe (the templates make it optional). */
const plainWord = (w: string) => w.toLowerCase().replace(/['’]/g, "");

/** A word matches itself; an apostrophe is optional ("lets", "let's"). */
const escapeWord = (w: string) => w.replace(/[.+?^${}()|\\]/g, "\\$&").replace(/'/g, "'?");

// ---- The sentence as templates see it ----

interface Span {
  kind: Reader;
  start: number;
  end: number;
  value: unknown;
}

/**
 * The normalised sentence with each reader's finding replaced by a token (`§when0`), so a template places a date
 * or an amount without knowing its words; `at` maps each character back to the sentence as said.
 */
export interface Masked {
  text: string;
  at: number[];
  spans: Span[];
}

export function mask(s: Sentence): Masked {
  const found: Span[] = [];
  const add = (kind: Reader, start: number, len: number, value: unknown) =>
    start >= 0 && len > 0 && found.push({ kind, start, end: start + len, value });
  const repeat = readRepeat(s.lower);
  if (repeat) add("repeat", s.lower.indexOf(repeat.text), repeat.text.length, repeat);
  // Every address is one ("to ana@… and bob@…"), each its own {email} slot.
  for (const m of s.text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) add("email", m.index, m[0].length, m[0]);
  const money = findMoney(s.text);
  if (money) add("money", s.text.indexOf(money.text), money.text.length, money);
  // A bare length ("back a week", "by 2 days") is a shift the template reads, not a date.
  for (const w of s.whens()) if (!DURATION.test(w.text)) add("when", w.index, w.text.length, w);
  // Overlaps: a repetition first, then the longer finding ("every monday" is a repetition, not a Monday; in "every
  // friday at 4pm" chrono's "friday at 4pm" is longer, but the day belongs to the repetition and the time stays a time).
  found.sort((a, b) => Number(b.kind === "repeat") - Number(a.kind === "repeat") || b.end - b.start - (a.end - a.start));
  const spans: Span[] = [];
  for (const f of found) {
    const over = spans.find((x) => f.start < x.end && x.start < f.end);
    // "every other friday at 6pm": the time after the repetition is still the time.
    if (over && f.kind === "when" && f.end > over.end && f.start >= over.start) {
      const rest = s.lower.slice(over.end, f.end);
      const start = over.end + rest.search(/\S/);
      if (start > over.end - 1 && start < f.end && !spans.some((x) => start < x.end && x.start < f.end)) spans.push({ ...f, start });
    } else if (!over) spans.push(f);
  }
  spans.sort((a, b) => a.start - b.start);

  let text = "";
  const at: number[] = [];
  const push = (chunk: string, from: number) => {
    for (let k = 0; k < chunk.length; k++) {
      const ch = chunk[k]!;
      const space = /\s/.test(ch);
      if (space && (text === "" || text.endsWith(" "))) continue;
      text += space ? " " : ch;
      at.push(from + k);
    }
  };
  let i = 0;
  spans.forEach((sp, n) => {
    push(clean(s.lower.slice(i, sp.start)), i);
    if (!text.endsWith(" ") && text) push(" ", sp.start);
    for (const ch of `§${sp.kind}${n}`) (text += ch), at.push(sp.start);
    push(" ", sp.end);
    i = sp.end;
  });
  push(clean(s.lower.slice(i)), i);
  const end = text.replace(/\s+$/, "").length;
  return { text: text.slice(0, end), at: at.slice(0, end), spans };
}

const DURATION = /^(?:a|an|one|\d+|a couple of|a few)\s+(?:day|week|month)s?$/i;

/** Punctuation that is not part of a word becomes a space (same length, so positions hold). */
const clean = (x: string) => x.replace(/(?<=\s|^)[.:/%'-]+(?=\s|$)|(?<=\s|^)'|'(?=\s|$)/g, (p) => " ".repeat(p.length));

// ---- Matching ----

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
}

/**
 * Every way the templates read the sentence, best first (see the ranking above). `lists` are the record lists the
 * templates may name; `ctx` is handed to them.
 */
export function matchTemplates(
  m: Masked,
  s: Sentence,
  templates: readonly CompiledTemplate[],
  lists: Record<string, SlotList>,
  ctx: ListContext,
): TemplateMatch[] {
  const out: TemplateMatch[] = [];
  const said = saidIn(m);
  for (const template of candidates(templates, said)) {
    if (template.needs.some((w) => !said.has(w))) continue;
    if (!template.needsOneOf.every((choices) => choices.some((c) => c.every((w) => said.has(w))))) continue;
    let r = template.re.exec(m.text);
    // Words that name no record: the record slot tries other readings.
    let grow = false;
    for (let tries = 0; r && tries < 8; tries++) {
      const read = readMatch(template, r, m, s, lists, ctx);
      if (!read || !("retry" in read)) {
        if (read) out.push(read);
        break;
      }
      if (read.retry <= 1) grow = true;
      r = template.retry(read.retry, grow, read.slot)?.exec(m.text) ?? null;
    }
  }
  return out.sort(byRank);
}

const saidWordsOf = new WeakMap<Masked, Set<string>>();
/** The sentence's words as the prefilter compares them, once per sentence (every tool's templates ask). */
function saidIn(m: Masked): Set<string> {
  let said = saidWordsOf.get(m);
  if (!said) saidWordsOf.set(m, (said = new Set(m.text.split(/\s+/).map(plainWord))));
  return said;
}

/**
 * Each template filed under the words one of which a sentence must say for it to match: a word it always says, or
 * the first words of the choices of a group it always says. A sentence then looks at the templates filed under its
 * own words (and those with no such word) instead of checking every template.
 */
interface TemplateIndex {
  byWord: Map<string, number[]>;
  always: number[];
}
const indexes = new WeakMap<readonly CompiledTemplate[], TemplateIndex>();
function indexOf(templates: readonly CompiledTemplate[]): TemplateIndex {
  let ix = indexes.get(templates);
  if (ix) return ix;
  ix = { byWord: new Map(), always: [] };
  // How many templates always say a word: a template is filed under its least common one (the fewest candidates).
  const uses = new Map<string, number>();
  for (const t of templates) for (const w of t.needs) uses.set(w, (uses.get(w) ?? 0) + 1);
  for (const [i, t] of templates.entries()) {
    const word = t.needs.toSorted((a, b) => uses.get(a)! - uses.get(b)!)[0];
    const group = t.needsOneOf.toSorted((a, b) => a.length - b.length)[0];
    const gate = word !== undefined ? [word] : group ? [...new Set(group.map((choice) => choice[0]!))] : undefined;
    if (!gate) ix.always.push(i);
    else for (const w of gate) ix.byWord.set(w, [...(ix.byWord.get(w) ?? []), i]);
  }
  indexes.set(templates, ix);
  return ix;
}

/** The templates a sentence with these words may match, in their order (ties in rank keep it). */
function candidates(templates: readonly CompiledTemplate[], said: Set<string>): CompiledTemplate[] {
  const ix = indexOf(templates);
  const picked: number[] = [...ix.always];
  for (const w of said) {
    const at = ix.byWord.get(w);
    if (at) picked.push(...at);
  }
  // Most tools have no template filed under the sentence's words.
  if (picked.length <= 1) return picked.map((i) => templates[i]!);
  return [...new Set(picked)].sort((a, b) => a - b).map((i) => templates[i]!);
}

/** The ranking rule (see above): more template words, then fewer free words, then more typed slots. */
export const byRank = (a: TemplateMatch, b: TemplateMatch) =>
  b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.rank[2] - a.rank[2] || b.rank[3] - a.rank[3];

/** A match's slots; undefined when a list rejects it; `retry` (its words) when the first record slot read names nothing. */
function readMatch(
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
  for (const [n, spec] of template.slots.entries()) {
    const ix = r.indices?.groups?.[`s${n}`];
    const said = r.groups?.[`s${n}`];
    if (!ix || said === undefined) continue;
    const words = said.split(" ").length;
    slotWords += words;
    // Any words are the loosest reading: they count as free text.
    if (spec.kind === "any") {
      textWords += words;
      continue;
    }
    if (spec.kind === "raw") {
      textWords += words;
      if (POINTER_ONLY.test(said)) return undefined;
      slots[spec.name] = asSaid(s, m.at[ix[0]]!, endOf(m, ix[1])).trim();
      continue;
    }
    if (spec.kind === "text") {
      textWords += words;
      // Free words that only point at something said before ("can you put that on my list") name nothing to write
      // down: the match fails rather than saving a task or an item called "That" (words as said, too).
      if (POINTER_ONLY.test(said)) return undefined;
      const { text, lifted } = original(m, s, ix[0], ix[1]);
      slots[spec.name] = text;
      // A date or amount inside free words belongs to its reader ("call kexp tomorrow about the gig").
      for (const sp of lifted) if (slots[sp.kind] === undefined) slots[sp.kind] = sp.value;
      continue;
    }
    typed++;
    const fixed = template.lists[spec.kind];
    if (spec.kind === "number" || spec.kind === "decimal") slots[spec.name] = readNumber(said);
    else if ((READERS as readonly string[]).includes(spec.kind)) slots[spec.name] = m.spans[Number(said.replace(/\D/g, ""))]!.value;
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
      {
        // (A little word the template says after the slot is not part of the second name: "… and call kexp as done".)
        const two = also ? undefined : /^(.+?)\s+(?:and|&)\s+(.+?)(?:\s+(?:as|is|to|on|at|for|by))?$/i.exec(phrase);
        const a = two && list.find(two[1]!, ctx);
        const b = two && list.find(two[2]!, ctx);
        if (a && "value" in a && b && "value" in b && JSON.stringify(a.value) !== JSON.stringify(b.value)) {
          found = a;
          also = { name: spec.name, value: b.value };
        }
      }
      if (!found) return firstRecord ? { retry: words, slot: n } : undefined;
      if ("value" in found) slots[spec.name] = found.value;
      else unresolved ??= { ...found, phrase };
      firstRecord = false;
    }
  }
  const leadWords = r.groups?.lead ? r.groups.lead.trim().split(" ").length : 0;
  const trailWords = r.groups?.trail ? r.groups.trail.trim().split(" ").length : 0;
  const total = m.text ? m.text.split(" ").length : 0;
  return {
    template,
    slots,
    unresolved,
    ...(also ? { also } : {}),
    rank: [template.weak ? 0 : 1, total - leadWords - trailWords - slotWords, -textWords, typed],
  };
}

/**
 * The sentence's [a, b) with its words as said: exact words are not typos to fix ("vocal comping" is not "vocal
 * coming", "a jingle" not "a single"). A correction replaces one run of letters, so the runs line up.
 */
function asSaid(s: Sentence, a: number, b: number): string {
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
    if (end <= a || start >= b || r[0] === said[i]![0]) continue;
    if (start < a || end > b) return piece;
    out += s.text.slice(at, start) + said[i]![0];
    at = end;
  }
  return out + s.text.slice(at, b);
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
      const b = m.at[pos + part.trimEnd().length - 1]! + 1;
      text += ` ${s.text.slice(a, b)}`;
    }
    pos += part.length;
  }
  return { text: lifted.length ? tidy(text) : text.trim(), lifted };
}
