import { sameWord, words } from "../../shared/text";

/**
 * Finds the user's own records (clients, books, stations, tasks…) named in a phrase, forgiving typos, plurals and
 * missing words. Best first; a record needs most of its name's words said.
 */
export interface RecordMatch<T> {
  record: T;
  score: number;
}

export function matchRecords<T>(
  phrase: string,
  records: readonly T[],
  nameOf: (r: T) => string | (string | null | undefined)[],
  minScore = 0.6,
): RecordMatch<T>[] {
  const said = words(phrase);
  if (!said.length) return [];
  const out: RecordMatch<T>[] = [];
  for (const record of records) {
    const names = [nameOf(record)].flat().filter((n): n is string => !!n);
    let best = 0;
    for (const name of names) {
      const have = words(name);
      if (!have.length) continue;
      const hits = have.filter((w) => said.some((s) => sameWord(s, w))).length;
      if (!hits) continue;
      const recall = hits / have.length;
      const precision = hits / said.length;
      // Recall matters most (the name must be said); precision breaks ties between "Acme" and "Acme Records".
      best = Math.max(best, recall * 0.8 + precision * 0.2 + (hits === have.length ? 0.05 : 0));
    }
    if (best >= minScore) out.push({ record, score: Math.min(1, best) });
  }
  return out.sort((a, b) => b.score - a.score);
}

export type Pick<T> = { record: T } | { ambiguous: T[] } | { none: true };

/** One record, several equally good ones (ask which), or none (say so). */
export function pickRecord<T>(
  phrase: string,
  records: readonly T[],
  nameOf: (r: T) => string | (string | null | undefined)[],
  minScore = 0.6,
): Pick<T> {
  const m = matchRecords(phrase, records, nameOf, minScore);
  if (!m.length) return { none: true };
  const top = m.filter((x) => x.score >= m[0]!.score - 0.04);
  return top.length === 1 ? { record: top[0]!.record } : { ambiguous: top.map((x) => x.record) };
}
