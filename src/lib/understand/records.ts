import { sameWord, words } from "../../shared/text";
import { isKept } from "../table-versions";
import { remembered } from "./remembered";

/**
 * Words for one act, said either way of a record's name: "I rang the printers" is the reminder "Call the printers",
 * "phone KEXP" the task "Call KEXP" (as stemmed by `words`).
 */
const SAME_ACT: Record<string, string> = { ring: "call", rang: "call", rung: "call", phone: "call", phon: "call" };
/** A name's word as it is typed short: "blue note fest" is the client Blue Note Festival, "the mgmt" a Management. */
const SHORT: Record<string, string> = { fest: "festival", rec: "record", mgmt: "management", prod: "production", intl: "international", assoc: "association", uni: "university" };
export const recordWords = (s: string) => words(s).map((w) => SAME_ACT[w] ?? SHORT[w] ?? w);

// Record names are matched again for every sentence: keep their words (bounded, so ten years of data stay cheap).
const wordCache = new Map<string, string[]>();
export const nameWords = (name: string): string[] => remembered(wordCache, name, () => recordWords(name), 50_000);

/**
 * A said word matches a name's word: exactly, within a typo (only tried when the words look alike), or the same word
 * spelt the other side of the Atlantic ("practising" for "practice": six letters alike, at most two more or fewer).
 */
const close = (said: string, have: string) =>
  said === have ||
  (Math.abs(said.length - have.length) <= 2 &&
    (((said[0] === have[0] || said[1] === have[1]) && sameWord(said, have)) ||
      (said.length >= 6 && have.length >= 6 && said.slice(0, 6) === have.slice(0, 6))));

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
  nameOf: NamesOf<T>,
  minScore = 0.6,
  opts: MatchOptions = {},
): RecordMatch<T>[] {
  const generic = new Set((opts.generic ?? []).flatMap((g) => recordWords(g)));
  const said = recordWords(phrase);
  if (!said.length) return [];
  // A name's word said as two ("set list" for "setlist", "band camp" for "Bandcamp").
  const exact = new Set([...said, ...said.slice(1).map((w, i) => said[i] + w)]);
  const out: RecordMatch<T>[] = [];
  for (const record of withWordsLike(records, nameOf, [...exact])) {
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

interface WordIndex {
  byWord: Map<string, number[]>;
  /** The distinct words by length: a typo is at most two letters longer or shorter. */
  byLength: Map<number, string[]>;
  /** Per way of comparing words: a said word → the names' words it matches. */
  matches: WeakMap<object, Map<string, string[]>>;
}
const indexes = new WeakMap<object, WeakMap<object, WordIndex>>();

/** A record's name, or its names (a task's title, a client's name and company). */
type NamesOf<T> = (r: T) => string | (string | null | undefined)[];
/** Whether a said word is like a word of a name (typos forgiven, or an abbreviation). */
type Like = (said: string, have: string) => boolean;

/**
 * The records of a long list with a word of their names `like` a said word (the others share no word with the phrase,
 * so they score nothing), in the list's order. A list kept between messages (`keptUntilWritten`), named by a function
 * defined once, is looked up through an index of its names' words instead of checking every record's names; a list
 * read for one message is not worth an index. `like` must never match words more than two letters apart in length,
 * unless `anyLength` says so (then every word of the names is tried: "mast" is like "mastering").
 */
export function withWordsLike<T>(
  records: readonly T[],
  nameOf: NamesOf<T>,
  said: readonly string[],
  like: Like = close,
  opts: { anyLength?: boolean } = {},
): readonly T[] {
  if (records.length < 200 || !isKept(records)) return records;
  const ix = namesIndex(records, nameOf);
  const picked = new Set<number>();
  for (const w of wordsLike(records, nameOf, said, like, opts)) for (const i of ix.byWord.get(w)!) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => records[i]!);
}

/**
 * The distinct words of the records' names `like` a said word (see `withWordsLike`). Each said word is compared once
 * with each distinct word, and remembered while the list is kept; a list read for one message is indexed for this
 * call alone.
 */
export function wordsLike<T>(
  records: readonly T[],
  nameOf: NamesOf<T>,
  said: readonly string[],
  like: Like = close,
  opts: { anyLength?: boolean } = {},
): Set<string> {
  const ix = namesIndex(records, nameOf);
  const matches = remembered(ix.matches, like, () => new Map<string, string[]>());
  const liked = new Set<string>();
  for (const s of said) {
    const near = () =>
      opts.anyLength ? [...ix.byWord.keys()] : [-2, -1, 0, 1, 2].flatMap((d) => ix.byLength.get(s.length + d) ?? []);
    for (const w of remembered(matches, s, () => near().filter((w) => like(s, w)), 5000)) liked.add(w);
  }
  return liked;
}

/** The index of a list's names' words: kept with a kept list, else built for this call. */
const namesIndex = <T>(records: readonly T[], nameOf: NamesOf<T>) =>
  isKept(records)
    ? remembered(remembered(indexes, records, () => new WeakMap()), nameOf, () => wordIndex(records, nameOf))
    : wordIndex(records, nameOf);

function wordIndex<T>(records: readonly T[], nameOf: NamesOf<T>): WordIndex {
  const byWord = new Map<string, number[]>();
  for (const [i, record] of records.entries())
    for (const name of [nameOf(record)].flat())
      for (const w of name ? nameWords(name) : []) {
        const at = byWord.get(w);
        if (!at) byWord.set(w, [i]);
        else if (at.at(-1) !== i) at.push(i);
      }
  const byLength = new Map<number, string[]>();
  for (const w of byWord.keys()) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
  return { byWord, byLength, matches: new WeakMap() };
}

export type Pick<T> = { record: T } | { ambiguous: T[] } | { none: true };

/** The pick a list of equally good records makes: its one record, several to ask between, or none. */
export const pickOf = <T>(list: readonly T[]): Pick<T> =>
  list.length === 1 ? { record: list[0]! } : list.length ? (discussedAmong(list) ?? { ambiguous: [...list] }) : { none: true };

/**
 * The record the conversation is about ("remind me to call mum at six" ⏎ "no wait, make it seven"): of records named
 * alike, it is the one meant, not a question between two "Call mum"s that nobody can answer. Set around the reading of
 * a message, as the date order is (reading is synchronous).
 */
let discussed: { id: number; label: string } | undefined;
export function withDiscussed<T>(d: { id: number; label: string } | undefined, read: () => T): T {
  const before = discussed;
  discussed = d;
  try {
    return read();
  } finally {
    discussed = before;
  }
}
/** The discussed record among `list`, known by its id and its very name (ids of other kinds may be the same). */
function discussedAmong<T>(list: readonly T[]): { record: T } | undefined {
  const d = discussed;
  const named = (r: T) => [(r as { title?: unknown; name?: unknown; message?: unknown; number?: unknown })]
    .flatMap((x) => [x.title, x.name, x.message, x.number])
    .some((n) => typeof n === "string" && n.toLowerCase() === d!.label.toLowerCase());
  const found = d && list.find((r) => (r as { id?: unknown }).id === d.id && named(r));
  return found ? { record: found } : undefined;
}

/** One record, several equally good ones (ask which), or none (say so). */
export function pickRecord<T>(
  phrase: string,
  records: readonly T[],
  nameOf: NamesOf<T>,
  minScore = 0.6,
  opts: MatchOptions = {},
): Pick<T> {
  const m = matchRecords(phrase, records, nameOf, minScore, opts);
  if (!m.length) return { none: true };
  let top = m.filter((x) => x.score >= m[0]!.score - 0.04);
  // Of equally good ones, the one whose name is said word for word ("ring mum" is "Ring Mum", not "Call mum").
  if (top.length > 1) {
    const said = new Set(words(phrase));
    const literal = top.filter((x) => [nameOf(x.record)].flat().some((n) => !!n && words(n).every((w) => said.has(w))));
    if (literal.length === 1) top = literal;
  }
  return top.length === 1 ? { record: top[0]!.record } : pickOf(top.map((x) => x.record));
}

/** `pickRecord`, then, when nothing fits, the records a short `nickname` names ("the bandcamp thing"). */
export function pickByName<T>(
  phrase: string,
  records: readonly T[],
  nameOf: (r: T) => string,
  opts: { minScore?: number; nickname?: string[] } = {},
): Pick<T> {
  const pick = pickRecord(phrase, records, nameOf, opts.minScore);
  if (!("none" in pick) || !opts.nickname) return pick;
  const loose = namedByNickname(opts.nickname, records, nameOf);
  return loose.length ? pickOf(loose) : pick;
}

const perMessage = new WeakMap<object, Map<string, unknown>>();
/**
 * A slot list's records, read once for the message being understood: the templates try many phrases of one sentence
 * against the same list, and reading ten years of records for each try made a sentence cost tens of milliseconds.
 * `ctx` is the message's tool context (one per message, so nothing is kept past it).
 */
export const oncePerMessage = <T>(ctx: object, key: string, read: () => T): T =>
  remembered(remembered(perMessage, ctx, () => new Map()), key, read) as T;

/**
 * The question for records that fit a phrase equally well: "Which station do you mean: A, B or C?" (`max` named, four
 * unless told); `opening` words of its own: "Which event should I cancel".
 */
export function askWhich(kind: string, names: string[], opts: { opening?: string; max?: number } = {}): string {
  const some = names.slice(0, opts.max ?? 4);
  const choice = some.length > 1 ? `${some.slice(0, -1).join(", ")} or ${some.at(-1)}` : some[0];
  return `${opts.opening ?? `Which ${kind} do you mean`}: ${choice}?`;
}

/** A record slot's answer for a pick: the record, or which of several (each named by `label`), else nothing. */
export function pickedOrAsk<T>(pick: Pick<T>, kind: string, label: (r: T) => string) {
  if ("record" in pick) return { value: pick.record };
  return "ambiguous" in pick ? { ask: askWhich(kind, pick.ambiguous.map(label)) } : undefined;
}

/**
 * The records a short nickname names ("the bandcamp thing" once its kind words are dropped): every word said is a
 * word of the name, or from four letters on the start of one ("mast" for "mastering").
 */
export function namedByNickname<T>(spoken: string[], records: readonly T[], nameOf: (r: T) => string): T[] {
  if (!spoken.length) return [];
  const said = spoken.map((w) => SAME_ACT[w] ?? w);
  const inName = (w: string, name: string[]) => name.some((x) => x === w || (w.length >= 4 && x.startsWith(w.slice(0, 4))));
  return matchRecords(said.join(" "), records, nameOf, 0.2)
    .filter((m) => said.every((w) => inName(w, nameWords(nameOf(m.record)))))
    .map((m) => m.record);
}

/** "laura chen" → "Laura Chen": a name said in lower case, keeping `small` words after the first and any capitals. */
export const capitalWords = (s: string, small?: RegExp) =>
  s.slice(1) !== s.slice(1).toLowerCase()
    ? s
    : s.replace(/\b[a-z][\w']*/g, (w, at: number) => (at > 0 && small?.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)));
export const SMALL_WORDS = /^(?:a|an|the|and|or|of|in|on|at|to|for|by|with|from)$/;
