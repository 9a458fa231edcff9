import { isKept } from "../../lib/table-versions";
import { nameWords } from "../../lib/understand/records";
import { remembered } from "../../lib/understand/remembered";
import { sameWord } from "../../shared/text";
import type { TaskRef } from "./service";

/**
 * How many words of each task's title the words before a pronoun say ("the rehearsal room fell through, reopen it").
 * With ten years of data the open tasks are thousands and the templates try this for every way of cutting a
 * sentence, so a kept list is read through an index of its titles' words: a said word is compared once with each
 * distinct title word (and remembered until the list is read again), and only the tasks holding a matched word are
 * scored. Counts are the same as comparing every title word of every task.
 */

/** A said word and a title word are the same: exactly, the same first four letters, or within a typo. */
const same = (x: string, w: string) =>
  x === w || (x.length >= 4 && w.length >= 4 && x.slice(0, 4) === w.slice(0, 4)) || sameWord(x, w);

export interface ScoredTask {
  task: TaskRef;
  /** Title words said (a word that appears twice in the title counts twice). */
  hits: number;
  /** Title words that are not generic. */
  have: number;
}

interface TitleIndex {
  have: string[][];
  byWord: Map<string, number[]>;
  /** A said word → the distinct title words it matches. */
  matches: Map<string, string[]>;
}
const indexes = new WeakMap<object, WeakMap<ReadonlySet<string>, TitleIndex>>();

function titleIndex(pool: readonly TaskRef[], generic: ReadonlySet<string>): TitleIndex {
  const have = pool.map((t) => nameWords(t.title).filter((w) => !generic.has(w)));
  const byWord = new Map<string, number[]>();
  for (const [i, ws] of have.entries())
    for (const w of ws) {
      const at = byWord.get(w);
      if (!at) byWord.set(w, [i]);
      else if (at.at(-1) !== i) at.push(i);
    }
  return { have, byWord, matches: new Map() };
}

/** Every task with at least one title word said, in the pool's order. */
export function scoreTitles(pool: readonly TaskRef[], said: readonly string[], generic: ReadonlySet<string>): ScoredTask[] {
  // (A list read for this message only is indexed for this call alone.)
  const ix = isKept(pool)
    ? remembered(remembered(indexes, pool, () => new WeakMap()), generic, () => titleIndex(pool, generic))
    : titleIndex(pool, generic);
  const matched = new Set<string>();
  for (const x of said)
    for (const w of remembered(ix.matches, x, () => [...ix.byWord.keys()].filter((w) => same(x, w)), 5000)) matched.add(w);
  const picked = new Set<number>();
  for (const w of matched) for (const i of ix.byWord.get(w)!) picked.add(i);
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => ({ task: pool[i]!, hits: ix.have[i]!.filter((w) => matched.has(w)).length, have: ix.have[i]!.length }));
}
