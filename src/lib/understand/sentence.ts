import { findMoney } from "../../shared/money";
import { normaliseSaid } from "./normalise";
import { asksErrand, saysHypothetical, saysNegated, undictated } from "./sentence-mood";
import { FILLER, tidy } from "./titles";
import { fixTypos } from "./typos";
import { currentDateOrder, findWhens, type When } from "./when";

export type { When };

export interface SentenceOptions {
  persona?: string;
  /** Words the templates use: a typo within one or two letters of one is read as that word. */
  vocabulary?: ReadonlySet<string>;
  dateOrder?: "us" | "uk";
}

export const PLATFORMS = [
  "Audible", "ACX", "Spotify", "Apple Music", "Apple Books", "Bandcamp", "YouTube", "SoundCloud", "Tidal", "Amazon",
  "Google Play", "Kobo", "Chirp", "Deezer", "Instagram", "TikTok", "Facebook", "Patreon", "Storytel", "Findaway",
  "Libro.fm", "Barnes & Noble",
] as const;
const platformRes = PLATFORMS.map(
  (p) => [p, new RegExp(`\\b${p.toLowerCase().replace(/[.]/g, "\\.?").replace(/\s*&\s*/g, "\\s*(?:and\\s+)?").replace(/\s+/g, "\\s*")}\\b`)] as const,
);


/**
 * A sentence as the offline engine reads it: the wake words and persona removed, spoken numbers as digits, small
 * typos fixed (`text`, case kept), a lower-case copy with the same character positions for patterns (`lower`), and
 * typed slots found by libraries: dates and times (chrono-node), money, e-mail, quoted names, platforms.
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
      // A comma inside a number is a thousands separator ("1,800", "12,500"): kept, so the number reads whole.
      .replace(/[^a-z0-9$£€@:/'%.\s-]/g, (c, i: number, all: string) =>
        c === "," && /\d/.test(all[i - 1] ?? "") && /^\d{3}(?!\d)/.test(all.slice(i + 1)) ? c : " ",
      )
      .replace(/(?<=\w)[.](?=\s|$)/g, " ")
      .replace(/:(?!\d)|(?<!\d):/g, " ");
  }

  /** Every date or time said, in order. */
  whens(): When[] {
    return (this.whenCache ??= findWhens(this.text, this.now, this.dateOrder));
  }
  when(): When | undefined {
    return this.whens()[0];
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

  /** An amount of money; with `bare`, a plain number after "for/of/at" counts too. */
  money(opts: { bare?: boolean } = {}) {
    return findMoney(this.text, opts);
  }

  email(): string | undefined {
    return /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(this.text)?.[0];
  }

  /** Names in quotes: "add a book called 'Night Roads'". */
  quoted(): string[] {
    return [...this.text.matchAll(/"([^"]{1,200})"|(?<![A-Za-z])'([^']{2,200})'(?![A-Za-z])/g)].map((m) => (m[1] ?? m[2]!).trim());
  }

  platform(): string | undefined {
    return platformRes.find(([, re]) => re.test(this.lower))?.[0];
  }

  /**
   * Runs `re` on the lower-case copy and returns the groups in the sentence's own case (index 0 = the whole match),
   * or undefined. "mark (.+) as done" on "Mark Call KEXP as done" → ["Mark Call KEXP as done", "Call KEXP"].
   */
  capture(re: RegExp): (string | undefined)[] | undefined {
    const r = new RegExp(re.source, `${re.flags.replace(/[gd]/g, "")}d`);
    const m = r.exec(this.lower);
    if (!m) return undefined;
    return m.indices!.map((ix) => (ix ? this.text.slice(ix[0], ix[1]) : undefined));
  }

  has(re: RegExp): boolean {
    return re.test(this.lower);
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
    const l = this.lower.trim().replace(/^do (?=(?:a|an|the|my|some|another|me|us|up)\b)/, "please ");
    return /\?\s*$/.test(this.text) || /^(?:what|what's|whats|which|how|when|where|who|whose|whom|is|are|do|does|did|have|has|am|was|were|any|anything|show|list|tell me|give me)\b/.test(l);
  }

  /** "urgent"/"asap" → high, "low priority"/"whenever" → low (the spec's words), plus "critical" → urgent. */
  priority(): "low" | "medium" | "high" | "urgent" | undefined {
    // The level asked for wins ("not that urgent any more, make it medium"); a negated "urgent" is not a level.
    const target = /\b(?:make (?:it|that|this)|set (?:it |that |this )?(?:to|as)|change (?:it |that )?to|bump (?:it )?(?:up |down )?to|drop (?:it )?to|is now|should be)\s+(?:a\s+)?(low|medium|normal|high|urgent|critical|top)\b/.exec(this.lower)?.[1];
    if (target) return target === "critical" || target === "top" ? "urgent" : target === "normal" ? "medium" : (target as "low" | "medium" | "high" | "urgent");
    const s = this.lower.replace(/\b(?:not|isn'?t|isnt|aren'?t|no longer|never)\s+(?:that |so |very |really |super )?(?:urgent|important)\b/g, " not urgent ");
    if (/\b(?:critical|top priority|extremely urgent|super urgent|very urgent|emergency)\b/.test(s)) return "urgent";
    if (/\b(?:urgent|urgently|asap|a\.s\.a\.p|high priority|important|right away|immediately)\b/.test(s)) return "high";
    if (/\b(?:low priority|whenever|no rush|not urgent|someday|some day|when i get a chance|eventually)\b/.test(s)) return "low";
    if (/\b(?:medium priority|normal priority)\b/.test(s)) return "medium";
    return undefined;
  }

  /**
   * The sentence's own words for a title or name: from `text`, with the date and money phrases, e-mail, priority words
   * and the given patterns (matched on the lower-case copy) cut out, and filler trimmed. "Add a gig at the Roxy on
   * Friday at 8pm, urgent" with /^add a gig/ → "at the Roxy".
   */
  rest(cut: RegExp[] = [], opts: { keepDates?: boolean; keepMoney?: boolean } = {}): string {
    const spans: [number, number][] = [];
    const add = (i: number, len: number) => len > 0 && spans.push([i, i + len]);
    if (!opts.keepDates)
      for (const w of this.whens()) {
        // The preposition that introduced the date goes with it ("… on 5 december", "… in 2 weeks").
        const own = /^(?:on|at|by|in|for|from|until|till|due|before|starting)\b/i.test(w.text);
        const lead = own ? null : /(?:^|\s)(?:on|at|by|in|for|from|until|till|due|before|starting)\s+$/i.exec(this.text.slice(0, w.index));
        add(lead ? lead.index : w.index, w.text.length + (lead ? w.index - lead.index : 0));
      }
    if (!opts.keepMoney) {
      const m = this.money();
      if (m) add(this.text.indexOf(m.text), m.text.length);
    }
    const email = this.email();
    if (email) add(this.text.indexOf(email), email.length);
    for (const re of [...cut, ...FILLER]) {
      const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
      for (const m of this.lower.matchAll(g)) add(m.index!, m[0].length);
    }
    const chars = [...this.text];
    for (const [a, b] of spans) for (let i = Math.max(0, a); i < Math.min(chars.length, b); i++) chars[i] = " ";
    return tidy(chars.join(""));
  }
}
