import type { CompiledTemplate } from "./compile-template";
import type { Masked } from "./masked-sentence";
import { plainWord } from "./template-syntax";

/**
 * Templates filed under the words one of which a sentence must say for them to match: a word a template always says
 * (its least common one among all the templates filed together), or the first words of the choices of a group it
 * always says. A sentence then looks only at the templates filed under its own words (and those with no such word),
 * and of those only at the ones whose every required word, word choice and reader finding it has. Every tool's
 * templates are filed together, so a tool none of whose templates the sentence allows costs nothing.
 */
export interface Shelf {
  /** The templates of each group (a tool's), in order; `at[i]` is template i's group and place in it. */
  groups: readonly (readonly CompiledTemplate[])[];
  at: { group: number; template: CompiledTemplate }[];
  byWord: Map<string, number[]>;
  always: number[];
}

export function shelve(groups: readonly (readonly CompiledTemplate[])[]): Shelf {
  const at = groups.flatMap((templates, group) => templates.map((template) => ({ group, template })));
  const shelf: Shelf = { groups, at, byWord: new Map(), always: [] };
  const uses = new Map<string, number>();
  for (const { template } of at) for (const w of template.needs) uses.set(w, (uses.get(w) ?? 0) + 1);
  for (const [i, { template: t }] of at.entries()) {
    const word = t.needs.toSorted((a, b) => uses.get(a)! - uses.get(b)!)[0];
    const group = t.needsOneOf.toSorted((a, b) => a.length - b.length)[0];
    const gate = word !== undefined ? [word] : group ? [...new Set(group.map((choice) => choice[0]!))] : undefined;
    if (!gate) shelf.always.push(i);
    else for (const w of gate) shelf.byWord.set(w, [...(shelf.byWord.get(w) ?? []), i]);
  }
  return shelf;
}

/**
 * The templates the sentence's words allow, per group in the groups' order, each group's in its own order (ties in
 * rank keep it); groups with none are left out.
 */
export function candidatesIn(shelf: Shelf, m: Masked): { group: number; templates: CompiledTemplate[] }[] {
  const said = saidIn(m);
  const picked: number[] = [...shelf.always];
  for (const w of said) {
    const at = shelf.byWord.get(w);
    if (at) picked.push(...at);
  }
  const out: { group: number; templates: CompiledTemplate[] }[] = [];
  for (const i of picked.length > 1 ? [...new Set(picked)].sort((a, b) => a - b) : picked) {
    const { group, template } = shelf.at[i]!;
    if (!allows(template, said, m)) continue;
    if (out.at(-1)?.group === group) out.at(-1)!.templates.push(template);
    else out.push({ group, templates: [template] });
  }
  return out;
}

/** Whether the sentence says every word the template always says, one choice of each group, and each reader's finding. */
function allows(t: CompiledTemplate, said: Set<string>, m: Masked): boolean {
  if (t.needs.some((w) => !said.has(w))) return false;
  if (!t.needsOneOf.every((choices) => choices.some((c) => c.every((w) => said.has(w))))) return false;
  return t.needsFindings.every((token) => m.text.includes(token));
}

/** The sentence's words as the prefilter compares them. */
const saidIn = (m: Masked): Set<string> => new Set(m.text.split(/\s+/).map(plainWord));
