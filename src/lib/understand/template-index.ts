import type { CompiledTemplate } from "./compile-template";
import type { Masked } from "./masked-sentence";
import { remembered } from "./remembered";
import { plainWord } from "./template-syntax";

/**
 * Templates filed under the words one of which a sentence must say for them to match: a word a template always says
 * (its least common one among all the templates filed together), or the first words of the choices of a group it
 * always says. A sentence then looks only at the templates filed under its own words (and those with no such word),
 * and of those only at the ones whose every required word, word choice and reader finding it has. Every tool's
 * templates are filed together, so a tool none of whose templates the sentence allows costs nothing.
 */
export interface Shelf {
  /**
   * The templates of each group (a tool's), in order; `at[i]` is template i's group and place in it, and which of the
   * `choices` its word groups are.
   */
  groups: readonly (readonly CompiledTemplate[])[];
  at: { group: number; template: CompiledTemplate; oneOf: number[] }[];
  byWord: Map<string, number[]>;
  always: number[];
  /**
   * Every different word group the templates say, its choices filed under their first words. Templates share groups
   * (a rule's every way of saying a verb, hundreds of choices): each is checked once per sentence.
   */
  choices: ChoicesByFirstWord[];
}

export function shelve(groups: readonly (readonly CompiledTemplate[])[]): Shelf {
  const ids = new Map<string, number>();
  const choices: ChoicesByFirstWord[] = [];
  const idOf = (group: string[][]) =>
    remembered(ids, JSON.stringify(group), () => choices.push(byFirstWord(group)) - 1);
  const at = groups.flatMap((templates, group) =>
    templates.map((template) => ({ group, template, oneOf: template.needsOneOf.map(idOf) })),
  );
  const shelf: Shelf = { groups, at, byWord: new Map(), always: [], choices };
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
  const saysGroup: (boolean | undefined)[] = [];
  const says = (id: number) => (saysGroup[id] ??= saysOneOf(shelf.choices[id]!, said));
  for (const i of picked.length > 1 ? [...new Set(picked)].sort((a, b) => a - b) : picked) {
    const { group, template, oneOf } = shelf.at[i]!;
    if (!allows(template, said, m) || !oneOf.every(says)) continue;
    if (out.at(-1)?.group === group) out.at(-1)!.templates.push(template);
    else out.push({ group, templates: [template] });
  }
  return out;
}

/** Whether the sentence says every word the template always says and each reader's finding (groups: `saysOneOf`). */
function allows(t: CompiledTemplate, said: Set<string>, m: Masked): boolean {
  if (t.needs.some((w) => !said.has(w))) return false;
  return t.needsFindings.every((token) => m.text.includes(token));
}

/** A group's choices (each its words) filed under their first words: only those the sentence starts are looked at. */
type ChoicesByFirstWord = Map<string, string[][]>;
function byFirstWord(group: string[][]): ChoicesByFirstWord {
  const out: ChoicesByFirstWord = new Map();
  for (const choice of group) out.set(choice[0]!, [...(out.get(choice[0]!) ?? []), choice]);
  return out;
}
/** Whether the sentence says all the words of one of the choices. */
function saysOneOf(choices: ChoicesByFirstWord, said: Set<string>): boolean {
  for (const w of said) if (choices.get(w)?.some((choice) => choice.every((x) => said.has(x)))) return true;
  return false;
}

/** The sentence's words as the prefilter compares them. */
const saidIn = (m: Masked): Set<string> => new Set(m.text.split(/\s+/).map(plainWord));
