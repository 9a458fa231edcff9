import { mostUsedShortWords, mostUsedWords } from "./english-words" with { type: "macro" };
import { findMoney } from "../../shared/money";
import { capitalise, editDistance, escapeRegExp, sameWord } from "../../shared/text";
import { spokenToDigits } from "./spoken";
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

/** Chat and speech shorthand, read as the word it stands for (same length is not needed: `text` is rebuilt). */
const SLANG_WORDS: Record<string, string> = {
  tonite: "tonight",
  "2day": "today",
  "2nite": "tonight",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  nxt: "next",
  thurs: "thursday",
  tues: "tuesday",
  weds: "wednesday",
  pls: "please",
  tsk: "task",
  wats: "what's",
  wat: "what",
  waht: "what",
  wots: "what's",
  whats: "what's",
  wot: "what",
  whos: "who's",
  nite: "night",
  lite: "light",
  thru: "through",
  tsks: "tasks",
  plz: "please",
  // Short typos (under five letters, so typo correction leaves them): "hw much", "who owse me mony".
  hw: "how",
  hav: "have",
  // "what needs my attention rite now": the rite of passage is never said to an assistant.
  rite: "right",
  hwo: "how",
  lsit: "list",
  lst: "list",
  mony: "money",
  wich: "which",
  whch: "which",
  hv: "have",
  owse: "owes",
  // "slod 1 harbor lights on chirp": letters swapped in "sold".
  slod: "sold",
  sodl: "sold",
  ows: "owes",
  asap: "asap",
};
/** A name spelled out letter by letter, as speech recognition writes it: "k e x p" → "kexp" (three letters or more). */
const SPELLED = /(?<![\w'])[a-z](?:\s[a-z]){2,}(?![\w'])/gi;
/** "this weak", "next weak": a real word, so typo correction keeps it, but after these words it can only be the week. */
const WEAK_WEEK = /\b(this|next|last|every|each|per)\s+weak\b/gi;
/**
 * "by wed", "due wed", "chase Jo wed": the short Wednesday is also a word ("to wed"), so it is the day only after a
 * word that introduces a date or at the end of the sentence, where chrono-node (which does not know it) needs the
 * full name.
 */
const SHORT_WED = /\b(on|by|due|till|til|until|before|this|next|from|every|each|for)\s+wed\b\.?|\bwed\.?(?=\s*(?:[!?]\s*)?$)/gi;
const SLANG = new RegExp(`\\b(?:${Object.keys(SLANG_WORDS).join("|")})\\b`, "gi");

const NEGATED = /(?:^|[,;.]\s*|\b(?:so|but|and)\s+)(?:please\s+)?(?:don'?t|do not|dont|never|no need to|there'?s no need to|stop me from)\s+(?!forget\b|let me forget\b|worry\b|mind\b)(?=(?:add|put|create|make|set|book|schedule|log|save|record|send|delete|remove|cancel|mark|tick|move|change|remind|email|invoice|bill|pitch|draft|update|bother|do)\b)|^(?:please\s+)?(?:don'?t|do not|dont|never|no need to|there'?s no need to|stop me from)\s+(?!forget\b|let me forget\b)|^(?:i|we)\s+(?:don'?t|do not|dont|didn'?t|didnt|won'?t|wont|no longer)\s+(?:need|have|want|wanna|plan|intend)\s+to\b|^(?:i|we)\s+(?:don'?t|do not|dont|didn'?t|won'?t)\s+(?:have|got)\s+(?:a|an|any)\b|^(?:i|we)\s+(?:don'?t|do not|dont)\s+need\s+(?:the|that|this|my)\b.*\b(?:any ?more|no more)\b|^not\s+now\b|\bcancel that\b(?!\s+(?!(?:please|thanks|then|actually|now|ok|okay)\b)[a-z])|^never\s*mind\b|^nevermind\b|^forget (?:it|that|about it)\b|(?:^|[\s,.;])(?:so|actually|then|just|but)?\s*(?:don'?t|do not|dont)(?:\s+(?:bother|do it|worry|add it|log it|save it))?\s*[.!]*$|\b(?:never\s*mind|scratch that|ignore that|forget it)\s*[.!]*$/i;
/** "don't need the call mum reminder anymore, delete it": not needing it is the reason for the removal asked after. */
const NO_LONGER_NEEDED =
  /^(?:i |we )?(?:really |just )?(?:don'?t|do not|dont|no longer) need\b[^,;.]*[,;.]?\s+(?:so |and |just |please |can you |could you |you can )*(?:delete|remove|cancel|drop|get rid of|erase|scrap|trash|bin|kill|ditch) (?:it|that|this|that one|this one)(?: please)?[.!]*$/;
const HYPOTHETICAL = /^(?:what if|if(?! you (?:can|could|don'?t mind)| possible| poss)|suppose|supposing|imagine|hypothetically|in theory|say i|let'?s say|would (?:it|you) be able|how (?:would|do|can|could|should) i|how to|is it possible to|can i|could i|should i|i wonder|i was wondering (?:if|whether|how)|i might|i may|maybe i(?:'ll| will| should)?|i'?m not sure (?:if|whether)|i'?m thinking (?:of|about)|thinking about|i'?m considering|do you think i should|would you)\b/i;

/**
 * Advice someone else gave, passed on ("my manager says I should add more gigs", "Jo told me to call the venue",
 * "someone suggested emailing more stations"): what they think should be done, not a request to Sunshine. The
 * speaker's own "I think I should …" and a command that starts the sentence ("remind me that Jo said …") are not.
 */
const REPORTED =
  /^(?:(?!(?:i|we|you|remind|add|put|make|note|write|save|log|remember|tell|email|text|jot|create|set|mark|please|can|could|would|will|don'?t|do|did|does|what|who|when|how|why|where|which)\b)(?:[\w'.-]+\s+){1,6}?(?:(?:says|said|say|thinks|thought|think|reckons|reckoned|reckon|feels|felt|(?:keeps|keep|kept) (?:saying|telling (?:me|us))|(?:is|are|was|were) saying|mentioned|insists|insisted|(?:told|tells) (?:me|us))\s+(?:that\s+)?(?:i|we)\s+(?:really\s+)?(?:should|ought to|need to|must|have to|could|might want to|'d better|had better|better|gotta)|(?:told|tells|advised|advises|asked|asks|wants|wanted|reminded|urged|encouraged|begged|(?:keeps|keep|kept) telling)\s+(?:me|us)\s+to|(?:says|said)\s+to|(?:suggested|suggests|suggest|recommended|recommends|recommend|proposed|proposes))|(?:apparently|supposedly|allegedly)\s+(?:i|we)\s+(?:should|ought to|need to|must|have to|'d better|had better|better))\b/;
/**
 * An errand for the assistant itself, which no tool runs: "book me a flight to Berlin", "can you order me a pizza",
 * "call the venue for me". Said in the owner's own voice ("book the rehearsal room friday") it is a to-do instead.
 */
const ERRAND =
  /^(?:(?:so|ok|okay|hey|oh|and|please|pls|just)\s+)*(?:(?:can|could|would|will) (?:you|u)\s+(?:please\s+|just\s+)*)?(?:(?:book|buy|order|reserve|fetch|grab)\s+(?:me|us)\s+(?:a|an|some|the|my|two|three|\d+|tickets?|flights?|seats?|tables?|taxis?|cabs?)\b|(?:call|ring|phone)\s+(?:\S+\s+){1,4}?for (?:me|us)\b)/;
/** A request said after the advice passed on: "…, add that as a task", "… so can you put it in". */
const REQUEST_AFTER =
  /(?:[,;.!]\s*|\b(?:so|and then)\s+)(?:so |and |then |ok |okay |just )*(?:(?:can|could|would|will) (?:you|u)\b|please\b|(?:put|add|make|set|create|remind|log|save|book|schedule|note|jot|pop|stick|write|mark|move|pencil)\s+(?:it|that|this|in|down|me|a|an|the)\b)/;

/**
 * The sentence without an e-mail's words dictated at its end (", message Hi {{name}}, would you play it?", "and the
 * text: …"): a question mark there is the e-mail's, not a question to Sunshine.
 */
const undictated = (text: string) =>
  text.replace(/(?:,\s*|\b(?:and|with) (?:the )?)(?:message|text|body|email text|email body|template)\b\s*(?::|is|reads|saying)?\s+\S.*$/is, "");

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
    let s = raw.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, " ").trim();
    const persona = escapeRegExp(opts.persona ?? "Sunshine");
    // The assistant's name after a greeting ("morning sunshine, …", "good evening Sunshine") is not part of the request.
    s = s.replace(new RegExp(`^(?:(?:hey|hi|hello|hiya|ok|okay|yo|oi|(?:good\\s+)?(?:morning|afternoon|evening))[\\s,!]+)?${persona}\\b[\\s,:!.-]*`, "i"), "");
    s = s.replace(new RegExp(`[\\s,]+${persona}[\\s.!?]*$`, "i"), "");
    // "Good morning, brief me", "hi can you add…": the greeting is not part of the request.
    s = s.replace(/^(?:good (?:morning|afternoon|evening)|hi|hello|hiya|hey|yo|morning)(?:\s+there)?[\s,!.]+(?=\S)/i, "");
    // Speech fillers ("um", "uh", "erm") never carry meaning.
    s = s.replace(/(?:^|\s)(?:u+m+|u+h+|e+r+m*|hmm+)(?=[\s,.!?]|$)[,]?/gi, " ").replace(/\s+/g, " ").trim();
    // Thinking aloud before the request ("what else... oh yeah, add a task to …", "where was I, right, …") asks nothing.
    s = s.replace(/^(?:(?:what else|what was (?:i saying|it|i going to say)|where was i|let me (?:think|see)|let'?s see)\s*(?:\.{2,}|…|[,!?-])+\s*)+(?:(?:oh|ah)?\s*(?:yeah|yes|right|and|that's it)?[\s,.!]+)?(?=\S+\s+\S)/i, "");
    // "make it high priority instead of urgent": the level it had is not the one asked for, and leaving it in makes
    // the sentence name two levels.
    s = s.replace(/[\s,]+(?:instead of|rather than)\s+(?:urgent|high|medium|normal|low|critical)(?:\s+priority)?(?=[\s.!?]*$)/i, "");
    // "w/" and "w/o", as typed in a hurry: with, without (a slash ends no word, so not in the shorthand list).
    s = s.replace(/(^|\s)w\/o(?=\s|$)/gi, "$1without").replace(/(^|\s)w\/(?=\s|$)/gi, "$1with");
    s = spokenToDigits(s.replace(SLANG, (w) => SLANG_WORDS[w.toLowerCase()] ?? w).replace(WEAK_WEEK, "$1 week").replace(SHORT_WED, (_w, pre?: string) => (pre ? `${pre} wednesday` : "wednesday")).replace(SPELLED, (w) => w.replace(/\s+/g, "")));
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
    const l = this.lower.trim();
    return NEGATED.test(l) && !NO_LONGER_NEEDED.test(l);
  }
  /** "book me a flight", "call the venue for me": asks the assistant to run an errand no tool runs. */
  get errand(): boolean {
    return ERRAND.test(this.lower.trim());
  }
  /** "what if I…", "should I…", "how do I…", "my manager says I should…": a thought about doing, not a command. */
  get hypothetical(): boolean {
    const l = this.lower.trim();
    if (REPORTED.test(l) && !REQUEST_AFTER.test(this.text.toLowerCase())) return true;
    return HYPOTHETICAL.test(l) && !/^(?:can|could|would|will) you\b/.test(l);
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

/** Words that never belong in a title: priority, politeness, dangling prepositions. */
const FILLER: RegExp[] = [
  /\b(?:it'?s |this is |that'?s |very |super |really )?(?:urgent(?:ly)?|asap|a\.s\.a\.p\.?|critical|top priority|right away|immediately)\b/,
  /\b(?:it'?s |this is )?(?:low|high|medium|normal) priority\b|\bno rush\b|\bnot urgent\b/,
  /\bwhenever(?: (?:i|you) (?:can|get (?:a )?(?:chance|time)|have time)| possible)?\b/,
  /\b(?:please|pls|thanks|thank you|for me|if you can|if you could|kindly)\b/,
];

export function tidy(s: string): string {
  let t = s.replace(/\s+/g, " ").replace(/\s+([,.;:!?])/g, "$1").trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(/^[\s,.;:!?'"-]+|[\s,;:!?'"-]+$/g, "")
      .replace(/\.$/, "")
      // ("in" stays: "load in", "check in" end titles; a date's own "in" is cut with the date.)
      .replace(/(?:^|\s)(?:on|at|by|for|from|to|until|till|due|before|and|but|so|with|the|a|an|it|is|this|next|starting|around|about|of|which is|that is|called|named)$/i, "")
      .replace(/^(?:and|so|then|also|that|to|about|of|for|called|named)\s+/i, "")
      .trim();
    if (t === before) break;
  }
  return t;
}

/** Capitalised title from words (keeps the user's own capitals). */
export const asTitle = (s: string) => capitalise(tidy(s));

/**
 * Replaces a misspelt word with the pattern word it was meant to be ("tomorow", "invocie", "remnd"): 5+ letters,
 * one typo (a swap of two letters counts as one; two typos from 8 letters). A real English word (the 20,000 most
 * used; for five letters the 60,000 most used, as a short word is a swap away from many others: "strat"), a name
 * (capitalised inside the sentence) and a plural of a pattern word are never "corrected": "2 grand", "the Albert
 * Hall", "studios" and "coming" stay as said.
 */
export function fixTypos(text: string, vocab: ReadonlySet<string>): string {
  const quoted = [...text.matchAll(/"[^"]*"|(?<![A-Za-z])'[^']*'(?![A-Za-z])/g)].map((m) => [m.index!, m.index! + m[0].length]);
  return text.replace(/[A-Za-z]{5,}/g, (w, at: number) => {
    if (quoted.some(([a, b]) => at > a! && at < b!)) return w;
    const lw = w.toLowerCase();
    if (vocab.has(lw) || vocab.has(lw.replace(/e?s$/, ""))) return w;
    if (at > 0 && /^[A-Z]/.test(w)) return w;
    if (english().has(lw) || (lw.length === 5 && shortWords().has(lw))) return w;
    let fixed = typoCache.get(lw);
    if (fixed === undefined) {
      fixed = "";
      // The closest word, not the first that is close enough ("respnded" is "responded", not "reminded").
      let best = 3;
      for (const v of vocab)
        if (v.length >= 5 && Math.abs(v.length - lw.length) <= 2 && sameWord(lw, v)) {
          const d = editDistance(lw, v, 2);
          if (d < best) (best = d), (fixed = v);
          if (d <= 1) break;
        }
      if (typoCache.size > 20_000) typoCache.clear();
      typoCache.set(lw, fixed);
    }
    return fixed || w;
  });
}

/** One of the `top` (20,000) most used English words ("teen", "holiday"): not a name when said alone at a sentence's
 * start. A smaller `top` leaves out the rarer words that are mostly brands ("Samsung", "Netflix", "Toyota"). */
export const isCommonWord = (w: string, top = 20_000) => (rankOf().get(w.toLowerCase()) ?? top) < top;
let ranks: Map<string, number> | undefined;
const rankOf = () => (ranks ??= new Map([...english()].map((w, i) => [w, i])));

let dictionary: Set<string> | undefined;
/** The 20,000 most used English words (popular-english-words, picked when the binary is built). */
function english(): Set<string> {
  return (dictionary ??= new Set(mostUsedWords(20_000).split(" ")));
}
let short: Set<string> | undefined;
/** Five-letter words up to the 60,000 most used: "strat" is a guitar, not a typo of "start". */
function shortWords(): Set<string> {
  return (short ??= new Set(mostUsedShortWords(20_000, 60_000).split(" ")));
}
/** Word → its correction ("" for none): the same words come back sentence after sentence. */
const typoCache = new Map<string, string>();
