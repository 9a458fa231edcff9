import type { ToolContext } from "../../lib/tools";
import type { KnowledgeDoc } from "./schema";
import SENTENCES from "./sentences.yaml";
import { ftsQuery, getDocs } from "./service";

/** Which of the user's documents answers a question, and with which of its sentences. */

// The words a question is read with (sentences.yaml's keywords): ignored ones, an "s" that stays, and other words
// for what notes say.
const WORDS = (SENTENCES as { keywords: { ignored: string; keep_s: string[]; also: Record<string, string[]> } }).keywords;
const STOP = new Set(WORDS.ignored.split(/\s+/));
const KEEP_S = new Set(WORDS.keep_s);
const ALSO = WORDS.also;

const NOUN_RUN = /^(?:(?:the|my|our)\s+)?([\p{L}\p{N}'-]+(?:\s+[\p{L}\p{N}'-]+){1,3})\s+([\p{L}\p{N}'-]+)[?.!\s]*$/iu;

/** A question's content words, lightly stemmed so "rates" finds "rate", "mastering" "master" and "insures" "insurance". */
export function keywords(text: string): string[] {
  // "what does my Northside contract say about termination": what is asked comes after "say about", the words before
  // only name the document, so the asked words go first (the first keyword is the thing asked for).
  const about = /^(.*?)\b(?:say|says|said|mention|mentions|state|states)\s+(?:about|on|regarding)\s+(.+)$/i.exec(text);
  // (Of a run of nouns the last is what is asked, the ones before it name the document: "the Northside contract term".)
  const run = about && !/\b(?:for|of|with|in|on|to|from|and|or|if|when)\b/i.test(about[2]!) ? NOUN_RUN.exec(about[2]!) : null;
  if (about) text = run ? `${run[2]} ${run[1]} ${about[1]}` : `${about[2]} ${about[1]}`;
  const out = new Set<string>();
  // "how long is the deal": what is asked is a length (a term, a duration), said by the question words themselves.
  if (/\bhow long\b/i.test(text)) out.add(LENGTH);
  // "how do I get into Blackbird after 6": what is asked is a way in (a door, the load-in), said by the verb alone.
  if (/\b(?:get (?:in|into)|way in|enter|entrance|access)\b/i.test(text)) out.add(ENTRY);
  // ("load-in" is two words, as the search index reads it: "load" finds "the Lexington load-in is at 5pm".)
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? []) {
    const w = raw.replace(/'s$/, "").replace(/'/g, "");
    if (STOP.has(raw) || STOP.has(w) || w.length < 2) continue;
    // (A verb's "-es" too: "who insures my gear" finds "the gear insurance policy"; a plural or a possessive typed
    // without its apostrophe, "priyas day rate", finds "Priya's day rate".)
    // (A short name's possessive or plural too: "jos rate" is Jo's, "djs" are DJs; "bus" stays a bus.)
    const short = w.length === 3 && w.endsWith("s") && !KEEP_S.has(w);
    // (A stem as short as "mix" would only find itself whole, not the "mixing" asked about: the word is kept then.)
    const stem = w.replace(/(?:ing|ed|es|(?<!s)s)$/, "");
    out.add(w.length > 5 ? (stem.length > 3 ? stem : w) : (w.length > 3 && !w.endsWith("ss")) || short ? w.replace(/s$/, "") : w);
  }
  return [...out].slice(0, 8);
}

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The keyword a "how long" question stands for; it says what the answer is, the other words which document holds it. */
const LENGTH = "length";
/** The keyword a "how do I get in" question stands for. */
const ENTRY = "entry";
/** The keywords a text holds: as a word prefix ("rate" → "rates"), or exactly for short ones ("bus" is not "business"). */
export const hits = (text: string, kws: string[]) => {
  const ws = wordsOf(text);
  return kws.filter((k) => {
    const key = k.replace(/[^\p{L}\p{N}]/gu, "");
    const also = ALSO[key] ?? [];
    return ws.some(
      (w) => (key.length <= 3 ? w === key || w === `${key}s` : w.startsWith(key)) || also.some((a) => w.startsWith(a)),
    );
  });
};

/**
 * Documents for the keywords, best first, ranked by FTS5 bm25 as the Knowledge Base search ranks them (title 10×,
 * tags 5×, content 1×): those with all the words, then those with any. Only ids are read from the index.
 */
function candidates(ctx: ToolContext, kws: string[], ownOnly: boolean): KnowledgeDoc[] {
  const search = (match: string, limit: number) =>
    ctx.db.$client
      .query<{ id: number }, { $match: string; $limit: number }>(
        `SELECT rowid AS id FROM knowledge_fts WHERE knowledge_fts MATCH $match AND rank MATCH 'bm25(10.0, 1.0, 5.0)' ORDER BY rank LIMIT $limit`,
      )
      .all({ $match: match, $limit: limit })
      .map((r) => r.id);
  const all = ftsQuery(kws.join(" "));
  // (Only the owner's own: the built-in samples left out after ranking, so more are read.)
  const more = ownOnly ? 4 : 1;
  const own = (ids: number[]) => getDocs(ctx.db, ids).filter((d) => !ownOnly || d.sampleKey == null);
  // Those with any of the words too: the index reads "sam" as a prefix ("samples") and knows no other words for
  // what is asked ("cost" is a rate), so a note holding only some of them may answer better (the scoring decides).
  const any = kws.map(ftsQuery).filter(Boolean).join(" OR ");
  const ids = new Set([...(all ? search(all, 5 * more) : []), ...(any ? search(any, 8 * more) : [])]);
  return own([...ids]);
}

const inTitleOrTags = (doc: KnowledgeDoc, kws: string[]) => hits(`${doc.title} ${doc.tags.join(" ")}`, kws).length === kws.length;

/** Sentences (and list lines) of a document. */
const sentencesIn = (content: string) =>
  content
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/))
    .map((x) => x.trim())
    .filter(Boolean);

export interface Answer {
  doc: KnowledgeDoc;
  quote: string[];
  /** How many of the keywords the document holds (title, tags and text). */
  coverage: number;
  /** How many the quoted sentence(s) and the title hold together. */
  matched: number;
  others: KnowledgeDoc[];
}

/**
 * The best document and its sentence(s) for the keywords. Inside the document, words of its title count half (they
 * chose the document, not the sentence) and the question's first keyword counts more ("how many albums is the deal").
 */
export function answerFrom(ctx: ToolContext, kws: string[], ownOnly = false): Answer | undefined {
  let best: (Answer & { score: number }) | undefined;
  const docs = candidates(ctx, kws, ownOnly);
  const coverageOf = new Map<number, number>();
  for (const doc of docs) {
    const coverage = hits(`${doc.title} ${doc.tags.join(" ")} ${doc.content}`, kws).length;
    coverageOf.set(doc.id, coverage);
    const inTitle = new Set(hits(doc.title, kws));
    // A length asked with "how long" weighs most: the sentence giving the term answers it, the deal's name only
    // says which document.
    // (The thing asked for keeps its weight even in the title: "who does distribution" → "My distributor is …".)
    const weight = (k: string) => (inTitle.has(k) && k !== kws[0] ? 0.5 : 1) * (k === kws[0] ? (k === LENGTH || k === ENTRY ? 3 : 1.5) : 1);
    const scored = sentencesIn(doc.content)
      .map((text, i) => ({ text, i, score: hits(text, kws).reduce((sum, k) => sum + weight(k), 0) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i);
    // (A note chosen by its title or tags alone, "my label" finding the Northside contract tagged "label": its opening.)
    if (!scored.length && coverage === kws.length && inTitleOrTags(doc, kws)) scored.push({ text: sentencesIn(doc.content)[0] ?? doc.title, i: 0, score: 0.5 });
    if (!scored.length) continue;
    const two = scored[1] && scored[1].score >= scored[0]!.score && scored[1].text.length < 200;
    const quote = scored
      .slice(0, two ? 2 : 1)
      .sort((a, b) => a.i - b.i)
      .map((x) => x.text);
    // The user's own notes before the built-in samples when both fit as well ("the label deal" is theirs).
    const score = coverage * 10 + scored[0]!.score + (doc.sampleKey == null ? 2 : 0);
    const matched = new Set([...inTitle, ...hits(quote.join(" "), kws)]).size;
    if (!best || score > best.score) best = { doc, quote, coverage, matched, others: [], score };
  }
  // Other documents as relevant as the quoted one are named too.
  if (best)
    best.others = docs.filter((d) => d.id !== best!.doc.id && coverageOf.get(d.id)! >= best!.coverage).slice(0, 2);
  return best;
}
