/**
 * Offline content analysis: readability (Flesch reading ease), sentence and subject length against the
 * content type's norms, call to action, passive voice, filler words and emotional words. What these measures
 * find wrong, each with a rewrite and a confidence that grows with the evidence, is worked out in findings.ts.
 */
import { ADJECTIVAL, BLAND, CTA_PATTERNS, EMOTION_WORDS, FILLERS, WEAK_CTA } from "./content-words";

export const CONTENT_TYPES = ["email", "social_media", "radio_pitch", "blog_post", "advertisement"] as const;
export const SUGGESTION_TYPES = ["engagement", "conversion", "clarity", "emotional_impact", "call_to_action"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

interface Norm {
  label: string;
  /** average words per sentence, at most */
  sentenceWords: number;
  /** Flesch reading ease, at least */
  readability: number;
  /** total words: [min, max] */
  words: [number, number];
  /** subject line characters: [min, max] (email and radio pitch only) */
  subject?: [number, number];
}

export const NORMS: Record<ContentType, Norm> = {
  email: { label: "an email", sentenceWords: 20, readability: 60, words: [50, 250], subject: [25, 60] },
  social_media: { label: "a social post", sentenceWords: 15, readability: 70, words: [5, 60] },
  radio_pitch: { label: "a radio pitch", sentenceWords: 20, readability: 60, words: [60, 200], subject: [25, 60] },
  blog_post: { label: "a blog post", sentenceWords: 22, readability: 55, words: [300, 2500] },
  advertisement: { label: "an advert", sentenceWords: 12, readability: 70, words: [5, 50] },
};

export interface Analysis {
  words: number;
  sentences: number;
  avgSentenceWords: number;
  longestSentenceWords: number;
  readability: number;
  subject: string | null;
  subjectLength: number | null;
  hasCallToAction: boolean;
  weakCallToAction: string[];
  passive: string[];
  fillers: { word: string; count: number }[];
  fillerCount: number;
  emotionalWords: string[];
  blandWords: string[];
}

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Splits off an e-mail style "Subject: ..." first line. */
export function splitSubject(text: string): { subject: string | null; body: string } {
  const m = /^\s*subject:\s*(.+)\r?\n/i.exec(text);
  if (!m) return { subject: null, body: text };
  return { subject: m[1].trim(), body: text.slice(m[0].length) };
}

export const sentencesOf = (body: string) =>
  body
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'])/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));
export const wordsOf = (s: string) => s.match(/[A-Za-z0-9'’-]+/g) ?? [];

export function analyzeText(text: string): Analysis {
  const { subject, body } = splitSubject(text);
  const sentences = sentencesOf(body);
  const words = wordsOf(body);
  const syllables = words.reduce((s, w) => s + countSyllables(w), 0);
  const sentenceCount = Math.max(1, sentences.length);
  const wordCount = Math.max(1, words.length);
  const readability =
    Math.round((206.835 - 1.015 * (wordCount / sentenceCount) - 84.6 * (syllables / wordCount)) * 10) / 10;
  const lower = ` ${body.toLowerCase().replace(/\s+/g, " ")} `;
  const fillers = FILLERS.map((f) => ({
    word: f,
    count: (lower.match(new RegExp(`\\b${f}\\b`, "g")) ?? []).length,
  })).filter((f) => f.count > 0);
  const passive = [
    ...body.matchAll(
      /\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(\w+(?:ed|en)|made|done|sent|heard|written|recorded|sung|played)\b(?:\s+by\b)?/gi,
    ),
  ]
    .filter((m) => !ADJECTIVAL.has(m[1].toLowerCase()))
    .map((m) => m[0]);
  const lw = words.map((w) => w.toLowerCase());
  return {
    words: words.length,
    sentences: sentences.length,
    avgSentenceWords: Math.round((words.length / sentenceCount) * 10) / 10,
    longestSentenceWords: Math.max(0, ...sentences.map((s) => wordsOf(s).length)),
    readability,
    subject,
    subjectLength: subject ? subject.length : null,
    hasCallToAction: CTA_PATTERNS.some((p) => p.test(body)),
    weakCallToAction: WEAK_CTA.flatMap(([p]) => body.match(new RegExp(p.source, "gi")) ?? []),
    passive,
    fillers,
    fillerCount: fillers.reduce((s, f) => s + f.count, 0),
    emotionalWords: [...new Set(lw.filter((w) => EMOTION_WORDS.has(w)))],
    blandWords: [...new Set(lw.filter((w) => w in BLAND))],
  };
}
