import type { ContentType } from "./analyze";
import { sentencesOf, wordsOf } from "./analyze";
import { FILLERS } from "./content-words";

// The rewrites a suggestion offers: the text as it would read with the finding fixed, made without a model.
export const CTA_LINES: Record<ContentType, string> = {
  email: "Reply to this email and I'll send you the full track today.",
  social_media: "Listen now: link in bio.",
  radio_pitch: "May I send you the broadcast-quality file? Reply and I'll send a download link today.",
  blog_post: "Subscribe to get the next post first, and listen to the full release via the link below.",
  advertisement: "Stream it today.",
};

export function removeFillers(text: string) {
  let out = text;
  for (const f of [...FILLERS].sort((a, b) => b.length - a.length))
    out = out.replace(new RegExp(`\\b${f}\\b[,]?\\s*`, "gi"), "");
  return tidy(out);
}
export const tidy = (t: string) =>
  t
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([,.!?])/g, "$1")
    .replace(/(^|[.!?]\s+)([a-z])/g, (_, p, c) => p + c.toUpperCase())
    .trim();

export function splitLongSentences(text: string, maxWords: number) {
  return text.replace(/[^.!?\n]+[.!?]?/g, (sentence) => {
    if (wordsOf(sentence).length <= maxWords) return sentence;
    return sentence.replace(/,?\s+(and|but|so|because|which)\s+/i, (_m, conj: string) =>
      conj.toLowerCase() === "which" ? ". It " : `. ${conj[0].toUpperCase()}${conj.slice(1).toLowerCase()} `,
    );
  });
}

/** Rewrites whole sentences of the form "The album was produced by Sam Lee." into "Sam Lee produced the album." */
export function activeVoice(text: string) {
  return text.replace(
    /(?<=^|[.!?]\s+)((?:The|A|An|My|Our|This|That|Its|Their|His|Her)\s+[\w'’-]+(?:\s+[\w'’-]+){0,4}) (?:was|were) (\w+(?:ed|en)) by ([^.!?,;]+)([.!?])/g,
    (_m, subj: string, verb: string, agent: string, end: string) => {
      const a = agent.trim();
      return `${a[0].toUpperCase()}${a.slice(1)} ${verb} ${subj[0].toLowerCase()}${subj.slice(1)}${end}`;
    },
  );
}

const TRAILING = new Set("a an the to of and or with in on for about my our your at by".split(" "));
/** Shortens a subject line to at most `max` characters: fillers and throat-clearing out, cut at a word boundary. */
export function shortenSubject(subject: string, max = 50) {
  let s = removeFillers(subject)
    .replace(/^(?:hi|hello|hey)[,!]?\s+/i, "")
    .replace(
      /^i (?:wanted|want|am writing) to (?:reach out|write|get in touch)(?: to you)?(?: about| regarding)?\s*/i,
      "",
    );
  s = s[0] ? s[0].toUpperCase() + s.slice(1) : s;
  if (s.length <= max) return s;
  const clause = /^(.{12,}?)(?:,|\s+(?:which|that|who|because|and)\s)/.exec(s);
  if (clause && clause[1].length <= max) return clause[1];
  const words = s.split(/\s+/);
  const out: string[] = [];
  for (const w of words) {
    if ([...out, w].join(" ").length > max) break;
    out.push(w);
  }
  while (out.length > 1 && TRAILING.has(out[out.length - 1].toLowerCase().replace(/[^a-z]/g, ""))) out.pop();
  return out.join(" ").replace(/[,;:]$/, "");
}

export function trimToWords(text: string, max: number) {
  const sentences = sentencesOf(text);
  const out: string[] = [];
  let n = 0;
  for (const s of sentences) {
    const w = wordsOf(s).length;
    if (n + w > max && out.length) break;
    out.push(s);
    n += w;
  }
  return out.join(" ");
}
