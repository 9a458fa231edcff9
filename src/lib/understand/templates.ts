import COMMON from "./common.yaml";

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
 * free text; (3) more slots filled by a reader or a list; (4) when both name a record, more of that record's name said
 * ("cancel the rehearsal": the event "Band rehearsal" rather than the task "Book the rehearsal room"). The tool of the best match resolves first; if it cannot
 * (no such record, a question to ask), the next match gets its turn, and the first question is kept for the end.
 *
 * This file is what a domain supplies (its sentences, its record lists); the engine is in the files beside it:
 * `template-syntax.ts` takes a template's text apart, `compile-template.ts` turns it into a regular expression,
 * `masked-sentence.ts` puts a token where each reader found something, `template-index.ts` picks the templates a
 * sentence's words allow, `match-templates.ts` matches and ranks them, and `slot-values.ts` reads the slots of one match.
 */

/** The slots a reader fills from its own finding in the sentence (a date, an amount…), not from the words. */
export const READERS = ["when", "money", "repeat", "number", "email"] as const;
export type Reader = (typeof READERS)[number];

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
  /** A title being added is one name, "and" in it included ("Wren and the Winter Fox"), never two records. */
  oneName?: boolean;
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


/** What every domain shares (common.yaml): expansion rules, fixed lists, and the words allowed before and after a request. */
const common = COMMON as { lead: string; trail: string; aside: string; rules: Record<string, string>; lists: Record<string, Record<string, string>> };
export const COMMON_RULES: Readonly<Record<string, string>> = common.rules;
export const COMMON_LISTS: Readonly<Record<string, Record<string, string>>> = common.lists;
export const COMMON_LEAD: string = common.lead;
export const COMMON_TRAIL: string = common.trail;
/**
 * A comma and a remark after it ("…, I'm running on no sleep here"): a title stops before it. ("…, it's for the
 * Lexington gig" says what the item is for, so it stays.)
 */
const ASIDE_AFTER_COMMA = new RegExp(`,\\s*(?:${common.aside})(?![\\w'])(?!\\s+for\\b)`, "i");
/** Where such a remark starts in the words (at its comma); words with a quotation in them keep every word. */
export function remarkAt(words: string): number | undefined {
  const plain = words.replace(/’/g, "'");
  return /(?:^|\s)['‘"“]/.test(plain) ? undefined : ASIDE_AFTER_COMMA.exec(plain)?.index;
}
