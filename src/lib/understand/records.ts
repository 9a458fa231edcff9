import { sameWord, words } from "../../shared/text";

// Record names are matched again for every sentence: keep their words (bounded, so ten years of data stay cheap).
const wordCache = new Map<string, string[]>();
export function nameWords(name: string): string[] {
  let w = wordCache.get(name);
  if (!w) {
    if (wordCache.size > 50_000) wordCache.clear();
    wordCache.set(name, (w = words(name)));
  }
  return w;
}

/** A said word matches a name's word: exactly, or within a typo (only tried when the words look alike). */
const close = (said: string, have: string) =>
  said === have || (Math.abs(said.length - have.length) <= 2 && (said[0] === have[0] || said[1] === have[1]) && sameWord(said, have));

/**
 * Finds the user's own records (clients, books, stations, tasks…) named in a phrase, forgiving typos, plurals and
 * missing words. Best first; a record needs most of its name's words said.
 */
export interface RecordMatch<T> {
  record: T;
  score: number;
}

export interface MatchOptions {
  /** Words that name a kind of record ("gig", "meeting", "invoice"): a match needs at least one other word too. */
  generic?: readonly string[];
}

export function matchRecords<T>(
  phrase: string,
  records: readonly T[],
  nameOf: (r: T) => string | (string | null | undefined)[],
  minScore = 0.6,
  opts: MatchOptions = {},
): RecordMatch<T>[] {
  const generic = new Set((opts.generic ?? []).flatMap((g) => words(g)));
  const said = words(phrase);
  if (!said.length) return [];
  const exact = new Set(said);
  const out: RecordMatch<T>[] = [];
  for (const record of records) {
    const names = [nameOf(record)].flat().filter((n): n is string => !!n);
    let best = 0;
    for (const name of names) {
      const have = nameWords(name);
      if (!have.length) continue;
      const matched = have.filter((w) => exact.has(w) || said.some((s) => close(s, w)));
      const hits = matched.length;
      if (!hits || (generic.size && matched.every((w) => generic.has(w)))) continue;
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
  opts: MatchOptions = {},
): Pick<T> {
  const m = matchRecords(phrase, records, nameOf, minScore, opts);
  if (!m.length) return { none: true };
  const top = m.filter((x) => x.score >= m[0]!.score - 0.04);
  return top.length === 1 ? { record: top[0]!.record } : { ambiguous: top.map((x) => x.record) };
}

const perMessage = new WeakMap<object, Map<string, unknown>>();
/**
 * A slot list's records, read once for the message being understood: the templates try many phrases of one sentence
 * against the same list, and reading ten years of records for each try made a sentence cost tens of milliseconds.
 * `ctx` is the message's tool context (one per message, so nothing is kept past it).
 */
export function oncePerMessage<T>(ctx: object, key: string, read: () => T): T {
  let memo = perMessage.get(ctx);
  if (!memo) perMessage.set(ctx, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, read());
  return memo.get(key) as T;
}
