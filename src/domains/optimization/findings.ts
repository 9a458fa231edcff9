import { analyzeText, NORMS, sentencesOf, splitSubject, wordsOf, type Analysis, type ContentType, type SuggestionType } from "./analyze";
import { BLAND, WEAK_CTA } from "./content-words";
import { activeVoice, CTA_LINES, removeFillers, shortenSubject, splitLongSentences, tidy, trimToWords } from "./rewrites";

// What the analysis finds wrong with a text, each finding with a rewrite and a confidence that grows with the evidence.
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
