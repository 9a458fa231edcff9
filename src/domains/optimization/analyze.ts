/**
 * Offline content analysis: readability (Flesch reading ease), sentence and subject length against the
 * content type's norms, call to action, passive voice, filler words and emotional words. Each finding
 * carries a rewrite and a confidence that grows with the evidence.
 */
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

const CTA_PATTERNS = [
  /\b(listen|stream|buy|order|download|pre-?save|pre-?order|subscribe|sign up|join|book|reply|register|follow|watch|grab|get your|add it|share|visit|shop|tune in|hear it|try)\b/i,
];
const WEAK_CTA: [RegExp, string][] = [
  [/\bclick here\b/gi, "listen now"],
  [/\blet me know if you(?:'re| are)? (?:interested|want)\b[^.!?]*/gi, "reply to this email and I'll send it today"],
  [/\bif you (?:have|get) (?:the )?time,?\s*/gi, ""],
  [/\bcheck it out if you (?:want|like)\b/gi, "listen now"],
  [/\bfeel free to\s+/gi, ""],
];
const FILLERS = [
  "just",
  "really",
  "very",
  "actually",
  "basically",
  "literally",
  "quite",
  "simply",
  "totally",
  "kind of",
  "sort of",
  "i think",
  "i feel like",
  "maybe",
  "perhaps",
  "somewhat",
  "honestly",
];
const EMOTION_WORDS = new Set(
  "love loved heart heartfelt haunting raw intimate joy joyful thrilling thrill stunning breathtaking powerful fierce tender bold brave dream dreams hope hopeful fear fearless epic unforgettable moving stirring electric gripping vivid warm aching euphoric wild soul soulful beautiful gorgeous explosive irresistible proud excited exciting delight delightful magic magical spine chills tears laugh passionate passion secret finally free".split(
    " ",
  ),
);
/** Participles that usually work as adjectives ("I am excited"), not passive voice. */
const ADJECTIVAL = new Set(
  "interested excited based located tired pleased thrilled inspired married used supposed involved done open often even given seen".split(
    " ",
  ),
);
const BLAND: Record<string, string> = {
  good: "stirring",
  nice: "warm",
  great: "unforgettable",
  interesting: "gripping",
  cool: "electric",
  fine: "polished",
  okay: "solid",
  big: "sweeping",
  sad: "aching",
  happy: "euphoric",
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

export interface Finding {
  key:
    | "readability"
    | "sentence_length"
    | "subject_length"
    | "missing_subject"
    | "missing_cta"
    | "weak_cta"
    | "passive_voice"
    | "filler_words"
    | "emotional_words"
    | "length";
  suggestedContent: string;
  reasoning: string;
  confidence: number;
  /** which suggestion types this finding serves */
  serves: SuggestionType[];
}

const clamp = (v: number, lo = 5, hi = 97) => Math.round(Math.max(lo, Math.min(hi, v)));

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

const sentencesOf = (body: string) =>
  body
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'])/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s));
const wordsOf = (s: string) => s.match(/[A-Za-z0-9'’-]+/g) ?? [];

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

const CTA_LINES: Record<ContentType, string> = {
  email: "Reply to this email and I'll send you the full track today.",
  social_media: "Listen now: link in bio.",
  radio_pitch: "May I send you the broadcast-quality file? Reply and I'll send a download link today.",
  blog_post: "Subscribe to get the next post first, and listen to the full release via the link below.",
  advertisement: "Stream it today.",
};

function removeFillers(text: string) {
  let out = text;
  for (const f of [...FILLERS].sort((a, b) => b.length - a.length))
    out = out.replace(new RegExp(`\\b${f}\\b[,]?\\s*`, "gi"), "");
  return tidy(out);
}
const tidy = (t: string) =>
  t
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([,.!?])/g, "$1")
    .replace(/(^|[.!?]\s+)([a-z])/g, (_, p, c) => p + c.toUpperCase())
    .trim();

function splitLongSentences(text: string, maxWords: number) {
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

function trimToWords(text: string, max: number) {
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

/** Every rule that fires on the text, each with a rewrite, the evidence in words, and a confidence. */
export function findings(text: string, type: ContentType): { analysis: Analysis; findings: Finding[] } {
  const a = analyzeText(text);
  const norm = NORMS[type];
  const out: Finding[] = [];
  const { subject, body } = splitSubject(text);
  const withSubject = (b: string, subj = subject) => (subj ? `Subject: ${subj}\n${b}` : b);

  if (!a.hasCallToAction) {
    out.push({
      key: "missing_cta",
      suggestedContent: withSubject(`${body.trimEnd()}\n\n${CTA_LINES[type]}`),
      reasoning: `No call to action found: nothing asks the reader to listen, reply, buy or follow. ${norm.label[0].toUpperCase()}${norm.label.slice(1)} should end with one clear next step.`,
      confidence: clamp(type === "blog_post" ? 70 : 85),
      serves: ["call_to_action", "conversion", "engagement"],
    });
  } else if (a.weakCallToAction.length) {
    let b = body;
    for (const [p, r] of WEAK_CTA) b = b.replace(p, r);
    out.push({
      key: "weak_cta",
      suggestedContent: withSubject(tidy(b)),
      reasoning: `Weak or hedged call to action: "${a.weakCallToAction.join('", "')}". A direct request converts better than an optional one.`,
      confidence: clamp(65 + 8 * a.weakCallToAction.length),
      serves: ["call_to_action", "conversion"],
    });
  }

  if (a.readability < norm.readability || a.avgSentenceWords > norm.sentenceWords) {
    const gap = Math.max(norm.readability - a.readability, (a.avgSentenceWords - norm.sentenceWords) * 2);
    out.push({
      key: a.avgSentenceWords > norm.sentenceWords ? "sentence_length" : "readability",
      suggestedContent: withSubject(tidy(splitLongSentences(removeFillers(body), norm.sentenceWords))),
      reasoning: `Reading ease ${a.readability} (aim for ${norm.readability}+) with ${a.avgSentenceWords} words per sentence on average (aim for ${norm.sentenceWords} or fewer for ${norm.label}; longest ${a.longestSentenceWords}). Shorter sentences are easier to take in.`,
      confidence: clamp(50 + gap * 1.5),
      serves: ["clarity", "engagement"],
    });
  }

  if (norm.subject) {
    if (a.subjectLength === null && type === "email") {
      const first = sentencesOf(body)[0] ?? "";
      const guess = wordsOf(first).slice(0, 7).join(" ");
      out.push({
        key: "missing_subject",
        suggestedContent: `Subject: ${guess}\n${body}`,
        reasoning:
          'No subject line found (start the text with "Subject: ..."). The subject decides whether the email is opened at all.',
        confidence: 60,
        serves: ["engagement", "clarity", "conversion"],
      });
    } else if (a.subjectLength !== null && a.subjectLength > norm.subject[1]) {
      const short = shortenSubject(subject!);
      out.push({
        key: "subject_length",
        suggestedContent: withSubject(body, short),
        reasoning: `Subject is ${a.subjectLength} characters; above ${norm.subject[1]} it is cut off on most phones. Keep it to ${norm.subject[0]}–${norm.subject[1]}.`,
        confidence: clamp(55 + (a.subjectLength - norm.subject[1])),
        serves: ["engagement", "clarity"],
      });
    } else if (a.subjectLength !== null && a.subjectLength < norm.subject[0]) {
      out.push({
        key: "subject_length",
        suggestedContent: text,
        reasoning: `Subject is only ${a.subjectLength} characters; ${norm.subject[0]}–${norm.subject[1]} leaves room to say what is inside (a title, a genre, a reason to open).`,
        confidence: clamp(40 + (norm.subject[0] - a.subjectLength)),
        serves: ["engagement"],
      });
    }
  }

  if (a.passive.length) {
    const rewritten = activeVoice(body);
    out.push({
      key: "passive_voice",
      suggestedContent: withSubject(rewritten),
      reasoning: `Passive voice ${a.passive.length === 1 ? "phrase" : "phrases"}: "${a.passive.join('", "')}". Active sentences ("I recorded…") read as more direct and confident.${rewritten === body ? " Rewrite them with the person doing the action first." : ""}`,
      // Without an automatic rewrite the suggestion is advice only, so it claims less.
      confidence:
        rewritten === body ? clamp(30 + 5 * a.passive.length, 5, 45) : clamp(50 + 10 * a.passive.length, 5, 85),
      serves: ["clarity", "engagement", "emotional_impact"],
    });
  }

  if (a.fillerCount >= 2 || (a.fillerCount >= 1 && a.words < 40)) {
    out.push({
      key: "filler_words",
      suggestedContent: withSubject(removeFillers(body), subject && removeFillers(subject)),
      reasoning: `${a.fillerCount} filler word${a.fillerCount === 1 ? "" : "s"} (${a.fillers
        .map((f) => {
          const w = f.word.replace(/^i\b/, "I");
          return f.count > 1 ? `${w} ×${f.count}` : w;
        })
        .join(", ")}) weaken the message without adding meaning.`,
      confidence: clamp(45 + 8 * a.fillerCount, 5, 92),
      serves: ["clarity", "conversion", "engagement"],
    });
  }

  const perHundred = a.words ? (a.emotionalWords.length / a.words) * 100 : 0;
  if (perHundred < 2) {
    let b = body;
    for (const w of a.blandWords)
      b = b.replace(new RegExp(`\\b${w}\\b`, "gi"), (m) =>
        m[0] === m[0].toUpperCase() ? BLAND[w][0].toUpperCase() + BLAND[w].slice(1) : BLAND[w],
      );
    out.push({
      key: "emotional_words",
      suggestedContent: withSubject(
        a.blandWords.length
          ? b
          : `${body.trimEnd()}\n\nIt is the most personal thing I have made, and I'd love you to hear it.`,
      ),
      reasoning: `${a.emotionalWords.length} emotional word${a.emotionalWords.length === 1 ? "" : "s"} in ${a.words} (${perHundred.toFixed(1)} per 100; 2+ makes readers feel something)${a.blandWords.length ? `; bland words to replace: ${a.blandWords.join(", ")}` : ""}.`,
      confidence: clamp(45 + (2 - perHundred) * 10 + a.blandWords.length * 5, 5, 85),
      serves: ["emotional_impact", "engagement"],
    });
  }

  if (a.words > norm.words[1]) {
    out.push({
      key: "length",
      suggestedContent: withSubject(trimToWords(body, norm.words[1])),
      reasoning: `${a.words} words is long for ${norm.label} (aim for ${norm.words[0]}–${norm.words[1]}); readers drop off before the end.`,
      confidence: clamp(50 + ((a.words - norm.words[1]) / norm.words[1]) * 40),
      serves: ["engagement", "conversion", "clarity"],
    });
  }
  return { analysis: a, findings: out };
}

/** The findings that serve the requested goal, strongest first, at most `limit`. */
export function suggestionsFor(text: string, type: ContentType, goal: SuggestionType, limit = 3) {
  const { analysis, findings: all } = findings(text, type);
  const ranked = all
    .map((f) => ({ f, rank: f.serves.indexOf(goal) }))
    .filter((x) => x.rank >= 0)
    .sort((x, y) => x.rank - y.rank || y.f.confidence - x.f.confidence)
    .map((x) => x.f)
    .slice(0, limit);
  return { analysis, findings: ranked };
}
