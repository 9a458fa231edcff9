import type { ToolContext } from "../../lib/tools";
import { nameWords } from "../../lib/understand/records";
import type { Sentence } from "../../lib/understand/sentence";
import type { SlotList } from "../../lib/understand/templates";
import { sameWord, words } from "../../shared/text";
import { SENTENCED } from "./registry";

/**
 * A question that names one of the owner's records but that no template understood ("who narrated night roads",
 * "what frequency is kcrw on", "who do I know at netflix"): nobody writes a template for every field of every
 * record, so the answer is everything known about that record, from the record list's own `describe`. Only
 * questions and requests for information get this answer; a command that was not understood is never guessed at.
 */

/** Every record list that can describe its records, once (tools of a domain share their lists), with a tool using it. */
const TOOL_OF = new Map<SlotList, string>();
for (const { tool } of SENTENCED) for (const l of Object.values(tool.lists ?? {})) if (!TOOL_OF.has(l)) TOOL_OF.set(l, tool.name);
const DESCRIBED: readonly SlotList[] = [...TOOL_OF.keys()].filter((l) => l.describe);

/** The answer, and the record it is about (then "it" or "them" in the next message is that record). */
export interface AboutRecord {
  message: string;
  /** A tool that works on such records (what kind of record it is). */
  tool: string;
  record: unknown;
}

/** "tell me about …", "anything on …", "info on …": asking for what is known, though not a question in form. */
const ASKS_ABOUT =
  /^(?:(?:hey|ok|okay|so|and|sunshine)[,\s]+)*(?:(?:can|could) you\s+)?(?:please\s+)?(?:tell me (?:more )?about|remind me about|what about|how about|what'?s the (?:deal|story|latest|situation|status) (?:with|on)|what'?s (?:up|happening|going on) with|anything (?:on|about)|any news (?:on|about|from)|info (?:on|about)|details (?:on|of|for|about)|look up|pull up|show me|give me)\b/i;

/**
 * A name counts only when every one of its words was said; a typo is forgiven in a long word only ("keep" is not a
 * misspelt "KEXP", "orchad" is "orchard").
 */
function saidWhole(name: string, said: Set<string>, saidList: string[]): boolean {
  const have = nameWords(name);
  const near = (s: string, w: string) => Math.abs(s.length - w.length) <= 2 && (s[0] === w[0] || s[1] === w[1]) && sameWord(s, w);
  return have.length > 0 && have.every((w) => said.has(w) || (w.length >= 5 && saidList.some((s) => s.length >= 4 && near(s, w))));
}

/**
 * Each list's names by their words, kept while the list holds the same names (ten years of tasks are thousands of
 * names, and only the few sharing a word with the question are worth a closer look).
 */
const byWord = new WeakMap<SlotList, { key: string; index: Map<string, string[]> }>();
function namesSharingAWord(list: SlotList, names: string[], said: string[]): Iterable<string> {
  if (names.length < 200) return names;
  const key = `${names.length}\u0000${names[0]}\u0000${names.at(-1)}`;
  let kept = byWord.get(list);
  if (kept?.key !== key) {
    const index = new Map<string, string[]>();
    for (const name of new Set(names))
      for (const w of new Set(nameWords(name))) {
        const at = index.get(w);
        if (at) at.push(name);
        else index.set(w, [name]);
      }
    byWord.set(list, (kept = { key, index }));
  }
  const out = new Set<string>();
  for (const w of said) for (const name of kept.index.get(w) ?? []) out.add(name);
  return out;
}

export function aboutOneRecord(sentence: Sentence, ctx: ToolContext): AboutRecord | undefined {
  if (!sentence.interrogative && !ASKS_ABOUT.test(sentence.text.trim())) return undefined;
  if (sentence.negated || sentence.hypothetical) return undefined;
  const due = withDeadline(sentence, ctx);
  if (due) return due;
  const saidList = words(sentence.text);
  const said = new Set(saidList);
  // (Each list's names read once: a first name said alone looks through them again.)
  const read = new Map<SlotList, string[]>();
  const namesOf = (list: SlotList) => read.get(list) ?? read.set(list, list.names(ctx)).get(list)!;
  let best: { list: SlotList; name: string; size: number }[] = [];
  for (const list of DESCRIBED) {
    const seen = new Set<string>();
    // (A name said with every word misspelt is not looked for among thousands: one word must be said as written.)
    for (const name of namesSharingAWord(list, namesOf(list), saidList)) {
      if (seen.has(name) || !saidWhole(name, said, saidList) || !/\p{L}{3}/u.test(name)) continue;
      seen.add(name);
      const size = nameWords(name).length;
      if (!best.length || size > best[0]!.size) best = [{ list, name, size }];
      else if (size === best[0]!.size) best.push({ list, name, size });
    }
  }
  // The kind said after the name wins over a record whose whole name is inside it ("the KEXP task" is the task
  // about KEXP, not the station). Two records named equally well: a wrong answer is worse than none.
  const byKind = namedByKind(sentence, ctx);
  if (!best.length) return byKind ?? namedInPart(sentence, ctx, namesOf);
  if (byKind) return byKind;
  if (best.length !== 1) return undefined;
  const { list, name } = best[0]!;
  return describedIn([list], ctx, () => name);
}

/**
 * What is known about the one record the lists find (`phrase`: the words to look for in a list, or none there, and
 * `fits`: whether a record found is the kind asked about); nothing when two lists find one.
 */
function describedIn(
  lists: readonly SlotList[],
  ctx: ToolContext,
  phrase: (list: SlotList) => string | undefined,
  fits = (_: unknown) => true,
): AboutRecord | undefined {
  const found = lists.flatMap((list) => {
    const said = phrase(list);
    const hit = said === undefined ? undefined : list.find(said, ctx);
    if (!hit || !("value" in hit) || !fits(hit.value)) return [];
    return [{ message: list.describe!(hit.value, ctx), tool: TOOL_OF.get(list) ?? "", record: hit.value }];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * "tell me about Marcus", "who's Jane?": a name said in part, after the words that ask about it, is looked up the way
 * a template's record slot is (a first name, a company); when two kinds of record fit, no answer.
 */
function namedInPart(sentence: Sentence, ctx: ToolContext, namesOf: (list: SlotList) => string[]): AboutRecord | undefined {
  const text = sentence.text.trim().replace(/[?!.]+$/, "").replace(/\s+(?:again|then|now|please)$/i, "");
  const lead = ASKS_ABOUT.exec(text) ?? /^(?:who(?:'s|s| is| was)|what about)\b/i.exec(text);
  const rest = lead ? text.slice(lead[0].length).trim() : "";
  if (!rest || rest.split(/\s+/).length > 3) return undefined;
  // (Only the lists with a name sharing a word said are asked: ten years of tasks need not be searched for "Marcus".)
  const said = words(rest);
  const sharing = DESCRIBED.filter((list) => {
    for (const name of namesSharingAWord(list, namesOf(list), said)) if (nameWords(name).some((w) => said.includes(w))) return true;
    return false;
  });
  return describedIn(sharing, ctx, () => rest);
}

/**
 * "tell me about the label artwork task", "what's the deal with the mixdown to-do": the name said in part, but the
 * kind of record said after it, so the words between the last "the"/"my" and the kind are looked up the way a
 * template's record slot is (forgiving, and asking when two fit: then no answer).
 */
function namedByKind(sentence: Sentence, ctx: ToolContext): AboutRecord | undefined {
  const text = sentence.text.toLowerCase().replace(/[?!.,]+\s*$/, "");
  const before = (kind: string) =>
    new RegExp(`\\b(?:the|my|that|this|our)\\s+((?:(?!the |my |that |this |our )[\\p{L}\\p{N}'-]+\\s+){1,6})${kind}s?$`, "u").exec(text);
  return describedIn(DESCRIBED, ctx, (list) => (list.kind ?? []).map(before).find(Boolean)?.[1]!.trim());
}

/**
 * "what's the deadline for the ubisoft racing game", "what's the budget for the A24 end credits": a question about a
 * deadline or a budget is about a record that has one (the opportunity, not the supervisor who works at Ubisoft),
 * named the way a template's record slot is (forgiving, in part).
 */
const FIELD_OF =
  /\b(deadline|due date|closing date|cut-?off(?: date)?|budget|fee|pay(?:out)?)\s+(?:for|on|of)\s+(?:the\s+|my\s+|our\s+|that\s+)?(.+?)[?.!\s]*$/i;
/** The record named before the field: "what's the A24 deadline?", "when's the Ubisoft racing game deadline". */
const FIELD_AFTER =
  /^(?:what'?s|whats|what is|when'?s|whens|when is)\s+(?:the\s+|my\s+|our\s+)?(.+?)(?:'s)?\s+(deadline|due date|closing date|budget|fee)[?.!\s]*$/i;
// (A brief with no budget is still the one asked about: its answer says so. A deadline is asked of records that have one.)
const FIELDS: [RegExp, string[], boolean][] = [
  [/^(?:budget|fee|pay|payout)$/i, ["budget"], false],
  [/./, ["deadline", "dueDate"], true],
];
const hasField = (r: unknown, keys: string[], set: boolean) =>
  !!r && typeof r === "object" && keys.some((k) => (set ? typeof (r as Record<string, unknown>)[k] === "string" : k in r));

function withDeadline(sentence: Sentence, ctx: ToolContext): AboutRecord | undefined {
  const after = FIELD_AFTER.exec(sentence.text.trim());
  const m = FIELD_OF.exec(sentence.text) ?? (after && [after[0], after[2]!, after[1]!]);
  if (!m) return undefined;
  const [, keys, set] = FIELDS.find(([word]) => word.test(m[1]!))!;
  return describedIn(DESCRIBED, ctx, () => m[2]!, (r) => hasField(r, keys, set));
}
