import type { CompiledTemplate } from "./compile-template";
import type { Masked } from "./masked-sentence";
import type { Sentence } from "./sentence";
import { readMatch, type TemplateMatch } from "./slot-values";
import { plainWord } from "./template-syntax";
import type { ListContext, SlotList } from "./templates";

// Every template a sentence may match, tried and ranked.

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

/** The ranking rule (in templates.ts): more template words, then fewer free words, then more typed slots. */
export const byRank = (a: TemplateMatch, b: TemplateMatch) =>
  b.rank[0] - a.rank[0] || b.rank[1] - a.rank[1] || b.rank[2] - a.rank[2] || b.rank[3] - a.rank[3];
