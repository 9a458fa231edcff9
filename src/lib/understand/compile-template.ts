import { escapeWord, expand, plainWord, saidWords, splitAlternatives, units } from "./template-syntax";
import { type Around, type Matcher, matcherAround, wordsOf } from "./template-matcher";
import { once, remembered } from "./remembered";
import { COMMON_LEAD, COMMON_LISTS, COMMON_TRAIL, READERS, type SentenceData, type SlotList } from "./templates";

// A template (syntax in templates.ts) as one regular expression over the masked sentence, with a named group per slot.

export interface SlotSpec {
  name: string;
  kind: string;
}
export interface CompiledTemplate {
  source: string;
  re: Matcher;
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
  retry: (n: number, grow: boolean, slot?: number) => Matcher | undefined;
  /**
   * Words the template always says (outside any group or slot), apostrophes left out: a sentence without one of
   * them cannot match, so its regular expression is not even tried (most templates are ruled out this way).
   */
  needs: string[];
  /** Groups `(a b|c)` the template always says: the sentence has all the words of at least one of their choices. */
  needsOneOf: string[][][];
  /** Readers' tokens (`§when`) the template always places: a sentence in which that reader found nothing cannot match. */
  needsFindings: string[];
}

/** What files a template under the words a sentence must say (template-index.ts): read from its text alone. */
export type Filing = Pick<CompiledTemplate, "needs" | "needsOneOf" | "needsFindings">;

/**
 * Compiles a template for whole-sentence matching; `lists` are the fixed lists it may name. What rules a sentence out
 * (`filed`: its `needs`…, read from the template when not given) is known at once; the regular expression is built on
 * the template's first try: the engine holds a thousand templates, a sentence's words allow a few dozen, and building
 * and parsing every expression up front made the assistant's first answer after a start wait about a second.
 */
export function compileTemplate(
  template: string,
  data: Pick<SentenceData, "lists" | "rules"> = { lists: {}, rules: {} },
  fixed: Record<string, unknown> = {},
  weak = false,
  recordLists: Record<string, Pick<SlotList, "fewestWords">> = {},
  clear = false,
  filed?: Filing,
): CompiledTemplate {
  const lists = { ...COMMON_LISTS, ...data.lists };
  const partsOf = once(() => units(expand(template, data.rules)));
  const build = once(() => buildExpression(partsOf(), lists, recordLists));
  return {
    ...(filed ?? filingOf(partsOf(), lists)),
    source: template, fixed, lists, weak, clear,
    get re() {
      return build().re;
    },
    get slots() {
      return build().slots;
    },
    retry: (n, grow, slot) => build().retry(n, grow, slot),
  };
}

function filingOf(parts: string[], lists: Record<string, Record<string, string>>): Filing {
  const needs = parts.filter((u) => !/^[([{*<]/.test(u)).map(plainWord);
  const needsOneOf = parts
    .filter((u) => u.startsWith("("))
    .map((u) => splitAlternatives(u.slice(1, -1)).map(saidWords))
    .concat(parts.flatMap((u) => fixedListSaid(u, lists)))
    // A choice with no word of its own (only slots or optional parts) can be anything: the group rules nothing out.
    .filter((choices) => choices.every((w) => w.length > 0));
  const needsFindings = parts
    .filter((u) => u.startsWith("{"))
    .map((u) => u.slice(1, u.lastIndexOf("}")).split(":"))
    .map(([name, kind]) => kind ?? name!)
    // (A number is read from its digits in place, not masked.)
    .filter((kind) => kind !== "number" && (READERS as readonly string[]).includes(kind))
    .map((kind) => `§${kind}`);
  return { needs, needsOneOf, needsFindings };
}

/**
 * A fixed list's slot ("{status:news}") is said as one of the list's names, word for word: a group of choices like
 * "(a b|c)". (Not a slot said as an owner, "{level}'s", whose last word carries the "'s".)
 */
function fixedListSaid(unit: string, lists: Record<string, Record<string, string>>): string[][][] {
  const kind = /^\{([^{}:]+)(?::([^{}:]+))?\}$/.exec(unit)?.slice(1).findLast(Boolean);
  if (!kind || ["text", "raw", "number", "decimal", ...READERS].includes(kind) || !lists[kind]) return [];
  return [Object.keys(lists[kind]).map((said) => said.split(/\s+/).filter(Boolean).map(plainWord))];
}

/** The lead and trail every template shares, as expressions and as the words they may say, built once. */
const leadAndTrail = once<Around>(() => ({
  lead: toRegex(units(expand(COMMON_LEAD)), [], {}),
  trail: toRegex(units(expand(COMMON_TRAIL)), [], {}, true),
  leadWords: wordsOf("lead"),
  trailWords: wordsOf("trail"),
}));

function buildExpression(
  parts: string[],
  lists: Record<string, Record<string, string>>,
  recordLists: Record<string, Pick<SlotList, "fewestWords">>,
): Pick<CompiledTemplate, "re" | "slots" | "retry"> {
  const slots: SlotSpec[] = [];
  let body = toRegex(parts, slots, lists);
  // Lead and trail are captured so they count as neither template words nor slot words (template-matcher.ts).
  const fewest = (i: number) => Boolean(recordLists[slots[i]!.kind]?.fewestWords);
  slots.forEach((x, i) => {
    if (isRecordList(x, lists) && fewest(i)) body = body.replace(`(?<s${i}>${RECORD})`, `(?<s${i}>${TEXT})`);
  });
  const re = matcherAround(body, leadAndTrail());
  // A record slot first takes the most words that fit (the fewest for a new name); when they name no record, shorter
  // readings are tried, then longer ones, which lets an optional word before the slot join the name instead ("mark
  // radio x contacted": the station "radio x").
  // (Each reading is compiled once, on its first use; a sentence tries many.)
  const cache = new Map<string, Matcher>();
  const firstRecord = slots.findIndex((x) => isRecordList(x, lists));
  const retry = (n: number, grow: boolean, first = firstRecord) => {
    if (first < 0) return undefined;
    const longer = grow || fewest(first);
    if (!longer && n <= 1) return undefined;
    const from = `(?<s${first}>${fewest(first) ? TEXT : RECORD})`;
    const to = longer ? `(?<s${first}>\\S+(?:\\s+\\S+){${n},}?)` : `(?<s${first}>\\S+(?:\\s+\\S+){0,${n - 2}})`;
    return remembered(cache, `${first}:${longer}:${n}`, () => matcherAround(body.replace(from, to), leadAndTrail()));
  };
  return { re, slots, retry };
}

const isRecordList = (x: SlotSpec, lists: Record<string, Record<string, string>>) => x.kind !== "any" && slotRegex(x, lists) === RECORD;

const TEXT = String.raw`\S+(?:\s+\S+)*?`;
const RECORD = String.raw`\S+(?:\s+\S+)*`;

function slotRegex(spec: SlotSpec, lists: Record<string, Record<string, string>>): string {
  if (spec.kind === "text" || spec.kind === "raw") return TEXT;
  if (spec.kind === "number") return String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
  if (spec.kind === "decimal") return String.raw`\d+[.,]\d\d`;
  if ((READERS as readonly string[]).includes(spec.kind)) return `§${spec.kind}\\d+`;
  const fixed = lists[spec.kind] ?? COMMON_LISTS[spec.kind];
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
  for (let part of parts) {
    // "[<my>]" whose rule is optional itself ("[my|the]"): one optional group, not one that must end in a second space.
    while (part.startsWith("[[") && units(part.slice(1, -1)).length === 1) part = part.slice(1, -1);
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
      // "{artist:raw}'s": the slot said as an owner ("Maisie's song", "the Hollow Pines' single"); the mark is not kept.
      const owner = /}['’]s?$/.test(part);
      const [name, kind] = part.slice(1, part.lastIndexOf("}")).split(":") as [string, string | undefined];
      const spec = { name, kind: kind ?? name };
      const words = slotRegex(spec, lists);
      // Free words end where a word ends: whatever follows a slot starts with a space (or ends the sentence), so a
      // slot cut inside a word never matches, and on a long sentence the engine tried every such cut of every word.
      const whole = words === TEXT || words === RECORD ? String.raw`(?!\S)` : "";
      x = `(?<s${slots.length}>${words})${owner ? "['’]s?" : whole}`;
      slots.push(spec);
    } else x = escapeWord(part);
    out += (needSep ? String.raw`\s+` : "") + x;
    needSep = true;
  }
  return out;
}

function alternatives(inner: string, slots: SlotSpec[], lists: Record<string, Record<string, string>>, after = false): string {
  // A group without slots reads the same in every template: the rules' long word choices are built once.
  const plain = !inner.includes("{") && !inner.includes("*");
  const build = () => `(?:${splitAlternatives(inner).map((a) => toRegex(units(a), slots, lists, after)).join("|")})`;
  return plain ? remembered(after ? plainAfter : plainBefore, inner, build) : build();
}
const plainBefore = new Map<string, string>();
const plainAfter = new Map<string, string>();
