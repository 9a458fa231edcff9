import { readFileSync } from "node:fs";
import { spokenText } from "./spoken-text";

/**
 * Our own trigram language model (ARPA text) and pronunciation dictionary, written from the sentences the assistant
 * understands plus the owner's record names, in the spirit of Home Assistant's Speech-to-Phrase: the recogniser
 * answers "which of the things I know was said?" instead of open dictation. No training tool, no network.
 */

/** Absolute discount taken from every seen n-gram and given to unseen continuations (backoff). */
const DISCOUNT = 0.5;

/** Word classes whose members stand in for each other, so "on friday" in one sentence teaches "on tuesday" too. */
const CLASSES: string[][] = [
  "monday tuesday wednesday thursday friday saturday sunday".split(" "),
  "january february march april may june july august september october november december".split(" "),
  "one two three four five six seven eight nine ten eleven twelve".split(" "),
  "first second third fourth fifth sixth seventh eighth ninth tenth twelfth fifteenth twentieth".split(" "),
  "morning afternoon evening night".split(" "),
  "today tomorrow tonight".split(" "),
  "pounds dollars euros".split(" "),
];
const classOf = new Map(CLASSES.flatMap((members, i) => members.map((m) => [m, i] as const)));

/** Pronunciations: CMUdict lines by word (variants "word(2)" kept with their word). */
export function readDictionary(path: string): Map<string, string[]> {
  const dict = new Map<string, string[]>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const sp = line.indexOf(" ");
    if (sp <= 0) continue;
    const word = line.slice(0, sp).replace(/\(\d+\)$/, "");
    const phones = line.slice(sp + 1).trim();
    const list = dict.get(word);
    if (list) list.push(phones);
    else dict.set(word, [phones]);
  }
  return dict;
}

/** A word the dictionary lacks: two known halves ("soundcheck"), a short acronym spelt out ("kexp"), else nothing. */
function guessPronunciation(word: string, dict: Map<string, string[]>): string[] | undefined {
  const clean = word.replace(/'/g, "");
  if (dict.has(clean)) return dict.get(clean);
  for (let i = 2; i <= clean.length - 2; i++) {
    const a = dict.get(clean.slice(0, i));
    const b = dict.get(clean.slice(i));
    if (a && b) return [`${a[0]} ${b[0]}`];
  }
  if (/^[a-z]{2,5}$/.test(clean) && [...clean].every((c) => dict.has(c)))
    return [[...clean].map((c) => dict.get(c)![0]).join(" ")];
  return undefined;
}

export interface BuiltModel {
  arpa: string;
  /** Dictionary lines for every word of the model. */
  dict: string;
  words: number;
  sentences: number;
}

/**
 * Builds the model from phrases (assistant sentences) and names (the owner's records). Words without a
 * pronunciation are left out. `extraWords` are known words that may appear anywhere (unigrams only).
 */
export function buildLanguageModel(
  input: { phrases: readonly string[]; names: readonly string[]; extraWords?: readonly string[] },
  dict: Map<string, string[]>,
  sayNames?: (words: string[]) => Map<string, string>,
): BuiltModel {
  const pron = new Map<string, string[]>();
  // The owner's names the dictionary lacks ("Lindqvist", "Okafor") are sounded out in one go, so they can be heard.
  const nameWords = new Set(input.names.flatMap((n) => spokenText(n)?.split(" ") ?? []));
  const unknown = [...nameWords].filter((w) => !dict.has(w) && !guessPronunciation(w, dict));
  const sounded = sayNames && unknown.length ? sayNames(unknown) : new Map<string, string>();
  const known = (w: string) => {
    if (pron.has(w)) return true;
    const said = sounded.get(w);
    const p = dict.get(w) ?? guessPronunciation(w, dict) ?? (said ? [said] : undefined);
    if (p) pron.set(w, p);
    return Boolean(p);
  };
  const sentences: string[][] = [];
  const add = (text: string) => {
    const spoken = spokenText(text);
    if (!spoken) return;
    const ws = spoken.split(" ").filter(known);
    if (ws.length) sentences.push(ws);
  };
  for (const p of input.phrases) add(p);
  // Each sentence once more with its class words swapped (seeded, so the model is the same every build).
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (const s of [...sentences]) {
    if (!s.some((w) => classOf.has(w))) continue;
    sentences.push(
      s.map((w) => (classOf.has(w) ? CLASSES[classOf.get(w)!]![next() % CLASSES[classOf.get(w)!]!.length]! : w)),
    );
  }
  // The owner's names said where the sentences say a name: "invoice Acme Records 800" teaches "invoice Anna Berg …",
  // so a name is heard in a command and not only alone. Short names only: a long title is no name said in passing.
  const sayable = input.names.filter((n) => n.split(/\s+/).length <= 3);
  if (sayable.length)
    for (const p of input.phrases) {
      const run = nameIn(p);
      if (run) add(p.replace(run, sayable[next() % sayable.length]!));
    }
  for (const name of input.names) {
    add(name);
    for (const carrier of ["the", "for", "to", "at the", "with", "from"]) add(`${carrier} ${name}`);
  }
  for (const w of input.extraWords ?? []) if (known(w)) sentences.push([w]);
  for (const members of CLASSES) for (const m of members) if (known(m)) sentences.push([m]);
  return { arpa: writeArpa(sentences), dict: dictLines(pron), words: pron.size, sentences: sentences.length };
}

function dictLines(pron: Map<string, string[]>): string {
  const lines: string[] = [];
  for (const [w, list] of [...pron].sort(([a], [b]) => (a < b ? -1 : 1)))
    list.forEach((p, i) => lines.push(`${i ? `${w}(${i + 1})` : w} ${p}`));
  return lines.join("\n") + "\n";
}

const log10 = (x: number) => (x > 0 ? Math.log10(x) : -99).toFixed(6);

/** Trigram ARPA with absolute discounting and backoff weights that make every distribution sum to one. */
export function writeArpa(sentences: readonly string[][]): string {
  const c1 = new Map<string, number>();
  const c2 = new Map<string, number>();
  const c3 = new Map<string, number>();
  const inc = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const s of sentences) {
    const t = ["<s>", ...s, "</s>"];
    t.forEach((w, i) => {
      if (i > 0) inc(c1, w);
      if (i > 0) inc(c2, `${t[i - 1]} ${w}`);
      if (i > 1) inc(c3, `${t[i - 2]} ${t[i - 1]} ${w}`);
    });
  }
  c1.set("<s>", 0);
  // Unigrams: counts with add-one smoothing, so every word keeps a floor.
  const vocab = [...c1.keys()].filter((w) => w !== "<s>");
  const total = vocab.reduce((n, w) => n + c1.get(w)!, 0) + vocab.length;
  const p1 = new Map(vocab.map((w) => [w, (c1.get(w)! + 1) / total]));
  // Histories: how often each history was followed by anything, and by how many distinct words.
  const hist = (m: Map<string, number>) => {
    const h = new Map<string, { count: number; types: number; seen: string[] }>();
    for (const [k, c] of m) {
      const cut = k.lastIndexOf(" ");
      const key = k.slice(0, cut);
      const e = h.get(key) ?? { count: 0, types: 0, seen: [] };
      e.count += c;
      e.types++;
      e.seen.push(k.slice(cut + 1));
      h.set(key, e);
    }
    return h;
  };
  const h2 = hist(c2);
  const h3 = hist(c3);
  const p2 = new Map<string, number>();
  for (const [k, c] of c2) p2.set(k, (c - DISCOUNT) / h2.get(k.slice(0, k.lastIndexOf(" ")))!.count);
  const bow1 = new Map<string, number>();
  for (const [h, e] of h2) {
    const left = (DISCOUNT * e.types) / e.count;
    const seenMass = e.seen.reduce((n, w) => n + (p1.get(w) ?? 0), 0);
    bow1.set(h, left / Math.max(1e-9, 1 - seenMass));
  }
  const p3 = new Map<string, number>();
  for (const [k, c] of c3) p3.set(k, (c - DISCOUNT) / h3.get(k.slice(0, k.lastIndexOf(" ")))!.count);
  const bow2 = new Map<string, number>();
  for (const [h, e] of h3) {
    const v = h.slice(h.indexOf(" ") + 1);
    const left = (DISCOUNT * e.types) / e.count;
    const seenMass = e.seen.reduce((n, w) => n + (p2.get(`${v} ${w}`) ?? 0), 0);
    bow2.set(h, left / Math.max(1e-9, 1 - seenMass));
  }
  const out = ["\\data\\", `ngram 1=${vocab.length + 1}`, `ngram 2=${c2.size}`, `ngram 3=${c3.size}`, "", "\\1-grams:"];
  out.push(`-99.000000 <s> ${log10(bow1.get("<s>") ?? 1)}`);
  for (const w of vocab) out.push(`${log10(p1.get(w)!)} ${w}${w === "</s>" ? "" : ` ${log10(bow1.get(w) ?? 1)}`}`);
  out.push("", "\\2-grams:");
  for (const [k, p] of p2) out.push(`${log10(p)} ${k}${bow2.has(k) ? ` ${log10(bow2.get(k)!)}` : ""}`);
  out.push("", "\\3-grams:");
  for (const [k, p] of p3) out.push(`${log10(p)} ${k}`);
  out.push("", "\\end\\", "");
  return out.join("\n");
}

/** Capitalised words after a sentence's first word ("Acme Records" in "invoice Acme Records 800"); not "I" or a day. */
function nameIn(phrase: string): string | undefined {
  const words = phrase.split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    let j = i;
    while (j < words.length && /^[A-Z][\w'’&.-]*$/.test(words[j]!) && !/^I(?:'|’|$)/.test(words[j]!) && !classOf.has(words[j]!.toLowerCase())) j++;
    if (j > i) return words.slice(i, j).join(" ").replace(/(?:['’]s|[.,!?:;])+$/, "");
  }
  return undefined;
}
