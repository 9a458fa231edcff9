import { normaliseSaid } from "./normalise";
import { asksErrand, saysHypothetical, saysNegated, undictated } from "./sentence-mood";
import { fixTypos } from "./typos";
import { currentDateOrder, findWhens, type When } from "./when";

export type { When };

export interface SentenceOptions {
  persona?: string;
  /** Words the templates use: a typo within one or two letters of one is read as that word. */
  vocabulary?: ReadonlySet<string>;
  dateOrder?: "us" | "uk";
}

/**
 * A sentence as the offline engine reads it: the wake words and persona removed, spoken numbers as digits, small
 * typos fixed (`text`, case kept), a lower-case copy with the same character positions for patterns (`lower`), and
 * the dates and times said (chrono-node; the other typed slots are found by `mask`).
 */
export class Sentence {
  readonly raw: string;
  /** As said: wake words removed, spoken numbers as digits, but no typo corrections (names, exact wording). */
  readonly said: string;
  readonly text: string;
  readonly lower: string;
  readonly now: Date;
  readonly persona: string;
  private readonly dateOrder: "us" | "uk";
  private whenCache?: When[];

  constructor(raw: string, now: Date, opts: SentenceOptions = {}) {
    this.raw = raw;
    this.now = now;
    this.dateOrder = opts.dateOrder ?? currentDateOrder();
    this.persona = opts.persona ?? "Sunshine";
    let s = normaliseSaid(raw, this.persona);
    this.said = s.trim();
    if (opts.vocabulary) s = fixTypos(s, opts.vocabulary);
    this.text = s.trim();
    this.lower = this.text
      .toLowerCase()
      // A comma inside a number is a thousands separator ("1,800", "12,500"): kept, so the number reads whole. Accented
      // letters stay letters ("Òran Mór"); anything else is a space as wide as it, so offsets still match the text.
      .replace(/[^\p{L}0-9$£€@:/'%.\s-]/gu, (c, i: number, all: string) =>
        c === "," && /\d/.test(all[i - 1] ?? "") && /^\d{3}(?!\d)/.test(all.slice(i + 1)) ? c : " ".repeat(c.length),
      )
      .replace(/(?<=\w)[.](?=\s|$)/g, " ")
      .replace(/:(?!\d)|(?<!\d):/g, " ");
  }

  /** Every date or time said, in order. */
  whens(): When[] {
    return (this.whenCache ??= findWhens(this.text, this.now, this.dateOrder));
  }
  /**
   * A clause of this sentence as a sentence of its own. When its words come out the same, it keeps the dates already
   * found in them (chrono-node is the costly part of reading a sentence).
   */
  part(from: number, to = this.text.length): Sentence {
    const sub = new Sentence(this.text.slice(from, to), this.now, { persona: this.persona, dateOrder: this.dateOrder });
    const at = this.text.indexOf(sub.text, from);
    const end = at + sub.text.length;
    // (A date read across the clause's edge, "wednesday," before ", I'm swamped", is read again in the clause.)
    const straddles = this.whenCache?.some((w) => w.index < end && w.index + w.text.length > end);
    if (at >= 0 && end <= to && this.whenCache && !straddles) {
      sub.whenCache = this.whenCache
        .filter((w) => w.index >= at && w.index + w.text.length <= end)
        .map((w) => ({ ...w, index: w.index - at }));
    }
    return sub;
  }

  /** "don't add…", "I don't need to…", "never mind": nothing may be written. */
  get negated(): boolean {
    return saysNegated(this.lower);
  }
  /** "book me a flight", "call the venue for me": asks the assistant to run an errand no tool runs. */
  get errand(): boolean {
    return asksErrand(this.lower);
  }
  /** "what if I…", "should I…", "how do I…", "my manager says I should…": a thought about doing, not a command. */
  get hypothetical(): boolean {
    return saysHypothetical(this.lower, this.text);
  }
  /**
   * Asks something ("what…", "did I…", "…?"), as opposed to telling Sunshine to do it. Imperatives that read
   * ("show me…", "give me a nudge at 5") are not interrogative: a question never writes, a command may.
   */
  get interrogative(): boolean {
    // "do a newsletter draft…", "do me a favour…" are instructions, not questions.
    const l = this.lower.trim().replace(/^do (?=(?:a|an|the|my|some|another|me|us|up)\b)/, "please ");
    return /\?\s*$/.test(undictated(this.text)) || /^(?:what|what's|whats|which|how|when|where|who|whose|whom|is|are|do|does|did|have|has|am|was|were|any|anything)\b/.test(l);
  }

  /** Ends with "?" or starts like a question or a request to show something. */
  get question(): boolean {
    return this.interrogative || /\?\s*$/.test(this.text) || /^(?:show|list|tell me|give me)\b/.test(this.lower.trim());
  }
}
