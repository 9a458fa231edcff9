import type { ToolContext } from "../../lib/tools";
import { COMMON_LISTS, COMMON_RULES } from "../../lib/understand/templates";
import { corpusSentences } from "./sample-sentences" with { type: "macro" };
import { TOOLS } from "./registry";

/**
 * Every phrase the assistant can recognise, as plain data: each tool's sentence templates with its domain's rules,
 * the shared rules, the fixed lists a slot may name, and the lists of the owner's own records (tasks, clients,
 * stations, books, grants…) with their names now, read through each domain's own slot lists, the same ones its
 * templates match against. A speech recogniser builds its grammar from this, so what can be heard and what can be
 * understood stay the same.
 *
 * Template syntax (src/lib/understand/templates.ts): `(a|b)` one of, `[a|b]` optional, `*` any words, `<rule>` a
 * rule (the intent's own, then the shared ones), `{slot}` or `{name:list}` a list's word, a record's name or a
 * reader's value (`when`, `money`, `repeat`, `number`, `email`, free `text`).
 */
export interface Vocabulary {
  rules: Record<string, string>;
  intents: { tool: string; kind: string; templates: string[]; rules: Record<string, string>; examples: string[] }[];
  /** Fixed lists: the words a slot of that list may be. */
  lists: Record<string, string[]>;
  /** The owner's records a slot of that list names, newest and most relevant first, capped. */
  records: Record<string, string[]>;
  /** Sentences known to be understood (the corpus), e.g. to adapt a speech model or test a grammar. */
  samples: string[];
  /** Every word the templates, rules, lists and samples use, lower case, sorted: a speech recogniser's word list. */
  words: string[];
}

/** Each record list is capped, so ten years of data stay a usable grammar. */
const LIST_LIMIT = 500;

let samples: string[] | undefined;
/** The corpus's sentences, made part of the code when it is built (the held-out set is never exposed). */
const corpusSamples = () => (samples ??= corpusSentences());

const wordsIn = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

/** A list that cannot be read (a table another version lacks) gives no names rather than stopping the rest. */
function namesOf(read: () => string[]): string[] {
  try {
    return [...new Set(read().map((n) => n.trim()).filter(Boolean))].slice(0, LIST_LIMIT);
  } catch {
    return [];
  }
}

/** Every phrase the assistant can currently recognise: templates, rules, lists, the owner's records, the words. */
export function recognisedPhrases(ctx: ToolContext): Vocabulary {
  const intents = TOOLS.map((t) => ({
    tool: t.name,
    kind: t.kind,
    templates: t.sentences?.groups.flatMap((g) => g.templates) ?? [],
    rules: t.sentences?.rules ?? {},
    examples: t.examples,
  }));
  const lists: Record<string, string[]> = Object.fromEntries(Object.entries(COMMON_LISTS).map(([k, v]) => [k, Object.keys(v)]));
  const records: Record<string, string[]> = {};
  for (const t of TOOLS) {
    for (const [name, list] of Object.entries(t.sentences?.lists ?? {})) lists[name] ??= Object.keys(list);
    for (const [name, list] of Object.entries(t.lists ?? {})) records[name] ??= namesOf(() => list.names(ctx));
  }
  const said = corpusSamples();
  const words = new Set<string>();
  for (const text of [
    ...Object.values(COMMON_RULES),
    ...intents.flatMap((i) => [...i.templates, ...Object.values(i.rules), ...i.examples]),
    ...Object.values(lists).flat(),
    ...Object.values(records).flat(),
    ...said,
  ])
    for (const w of wordsIn(text)) words.add(w);
  return { rules: { ...COMMON_RULES }, intents, lists, records, samples: said, words: [...words].sort() };
}
