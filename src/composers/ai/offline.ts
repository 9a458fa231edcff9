import type { Tool, ToolContext, Understood } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { byRank, mask, matchTemplates, type SlotList, type TemplateMatch } from "../../lib/understand/templates";
import { withDateOrder } from "../../lib/understand/when";
import { aboutOneRecord } from "./about-record";
import { askedAgain } from "./asked-again";
import { SENTENCED, VOCABULARY } from "./registry";

/** What the offline engine made of a sentence. */
export type Plan =
  | { kind: "tool"; tool: Tool; args: Record<string, unknown>; confidence: number; sentence: Sentence; said?: string }
  /**
   * `asks`: the message is a question back for the tool's missing detail (the conversation keeps it open); `missing`:
   * the tool read its words and only lacks a detail (not a name that fits several records).
   */
  | {
      kind: "say";
      message: string;
      confidence: number;
      tool?: Tool;
      sentence: Sentence;
      asks?: boolean;
      missing?: boolean;
      said?: string;
      /** The words that named a record loosely, which the answer to "which one?" replaces. */
      phrase?: string;
      /** The one record the answer is about (a tool working on such records, and the record). */
      about?: { tool: string; record: unknown };
    }
  /** Several items in one sentence ("add tasks: a, b and c"): the same tool once per item. */
  | { kind: "several"; plans: ToolPlan[]; confidence: number; sentence: Sentence; said?: string }
  | { kind: "none"; sentence: Sentence };
export type ToolPlan = Extract<Plan, { kind: "tool" }>;

export function readSentence(text: string, ctx: ToolContext): Sentence {
  return new Sentence(text, ctx.now, { persona: ctx.config.persona, vocabulary: VOCABULARY });
}

/** Where a new clause starts: after punctuation, or before "so/but/anyway/can you/please…" in a long sentence. */
// ("…just called and the roxy gig has been pushed to saturday": "and" before a new subject starts a clause too.)
const CLAUSE = /[,;:.!?]\s+|\s(?=(?:so|but|and then|anyway|anyways|can you|could you|would you|please)\s)|\s(?=and (?:the|my|our|they|they've|we|we've|i|i've|it's)\s)/gi;

/** Where the sentence's later clauses start, longest first: "…and I keep forgetting, remind me at 9 to…". */
function clauseStarts(s: Sentence): number[] {
  const out: number[] = [];
  for (const m of s.text.matchAll(CLAUSE)) {
    const at = m.index! + m[0].length;
    if (s.text.slice(at).trim().split(/\s+/).length >= 2) out.push(at);
  }
  return out;
}

/**
 * Sentence → tool and arguments, offline: the templates that match it, best first, each tool resolving its slots; the
 * first that understands wins. A negated or hypothetical sentence never plans a write.
 */
export function understandOffline(text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => understandInOrder(text, ctx));
}

/**
 * "add tasks: a, b, c", "put these on my list: a, b and c", "add to my list: a, b": a lead naming several things, a colon, the items. A need
 * just before the colon is such a lead too: "need to: a, b, c", "gotta: …", "to do: …".
 */
const LIST_LEAD =
  /^(.*?\b(?:tasks|todos|to-dos|to dos|items|these|the following|things|(?:my|the) (?:to-?\s?do |todo |task )?list)\b[^:]*?|\b(?:to do|todo|to-do|need to|have to|gotta|got to))\s*:\s*(.+)$/i;

/** "i need to …", "gotta …", "we have to …": a lead that says what follows is to be done. */
const NEED_LEAD = /^((?:(?:ok|okay|so|right|alright|um|well)[,\s]+)*(?:(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week|weekend)|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)[,\s]+)?(?:i|we)?\s*(?:really\s+|still\s+|also\s+)?(?:need to|have to|gotta|got to|'ve got to|have got to|must|should)\s)(.+)$/i;
/** Where "and also" or "a, b and c" separates errands; an item never starts with an article or a preposition. */
const ALSO = /\s*,?\s+and also\s+|\s*,\s*also\s+/i;
const NOT_ERRAND = /^(?:the|a|an|my|our|his|her|their|about|at|on|in|for|to|with|from|by|of|she|he|they|it|that|this|which|who)\b/i;

/**
 * "i need to book the van and also print setlists and also buy gaffa tape", "i have to email jo, call the venue and
 * book the van": several errands after one lead, each its own task. A plain "a and b" stays one ("buy strings and
 * picks"): only "and also", or a list with commas before its last "and", separates them.
 */
function severalErrands(text: string, ctx: ToolContext): Plan | undefined {
  const m = NEED_LEAD.exec(text.trim());
  if (!m) return undefined;
  const rest = m[2]!.replace(/[.!]+$/, "");
  let items: string[];
  if (ALSO.test(rest)) items = rest.split(new RegExp(`${ALSO.source}|\\s*,\\s*(?:and\\s+)?`, "i"));
  else if (/,/.test(rest) && /\s+and\s+(?!.*,)/.test(rest)) {
    const last = rest.lastIndexOf(" and ");
    items = [...rest.slice(0, last).split(/\s*,\s*/), rest.slice(last + 5)];
  } else return undefined;
  items = items.map((x) => x.trim()).filter(Boolean);
  if (items.length < 2 || items.length > 12 || items.some((x) => NOT_ERRAND.test(x))) return undefined;
  const plans = items.map((item) => understandInOrder(`${m[1]!.trim()} ${item}`, ctx));
  const first = plans[0];
  if (first?.kind !== "tool" || first.tool.kind !== "write") return undefined;
  if (!plans.every((p): p is ToolPlan => p.kind === "tool" && p.tool === first.tool)) return undefined;
  return { kind: "several", plans, confidence: Math.min(...plans.map((p) => p.confidence)), sentence: first.sentence };
}

function severalItems(text: string, ctx: ToolContext): Plan | undefined {
  const m = LIST_LEAD.exec(text.trim());
  if (!m) return severalErrands(text, ctx);
  // "note: things to bring: cables, pedals": a lead that is itself a labelled line is one record, not a list.
  if (!m || m[1]!.includes(":")) return undefined;
  const parts = m[2]!.split(/\s*[;,]\s*/).filter(Boolean);
  const last = parts.pop() ?? "";
  const items = [...parts, ...last.split(/\s+and\s+/)].map((x) => x.replace(/^and\s+/i, "").replace(/[.!]+$/, "").trim()).filter(Boolean);
  if (items.length < 2 || items.length > 12) return undefined;
  // Each item is said on its own: "add task: book rehearsal room", "add to my list: order strings".
  const lead = m[1]!
    // "add three tasks: …", "put these 2 on my list: …": how many is said by the items themselves.
    .replace(/\s*\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|some)\b(?=\s+(?:tasks|todos|to-?\s?dos|items|things)\b|\s*(?:on|to|for|onto)\b)/i, "")
    .replace(/\btasks\b/i, "task")
    .replace(/\btodos\b/i, "todo")
    .replace(/\bto-?\s?dos\b/i, "to-do")
    .replace(/\bitems\b/i, "item")
    .replace(/\s*\b(?:these|the following|things)\b/i, "")
    .trim();
  const plans = items.map((item) => understandInOrder(`${lead}: ${item}`, ctx));
  const first = plans[0];
  if (first?.kind !== "tool" || first.tool.kind !== "write") return undefined;
  if (!plans.every((p): p is ToolPlan => p.kind === "tool" && p.tool === first.tool)) return undefined;
  return { kind: "several", plans, confidence: Math.min(...plans.map((p) => p.confidence)), sentence: first.sentence };
}

/**
 * "how much do i owe… i mean how much am i owed by blue note", "add a task to call Jo, no wait, to email Jo": what is
 * said after the speaker corrects themselves is the request. (When those words mean nothing alone, the whole is read.)
 */
const CORRECTION =
  /^(.*?\S)(?:\s*(?:\.{2,}|…|[,;:.!?-]|—))?\s+(?:sorry,?\s+)?(?:i mean|i meant|no,? wait|no sorry|or rather|scratch that|correction)[,.:]?\s+(\S.*)$/i;

/** "… and Lakeside Podcast $120 for …": an "and" followed closely by an amount. */
const SECOND = /\band\s+(?:\S+\s+){0,4}?[$£€]?\d/i;
/**
 * "remind me at 2 to call the venue and at 5 to email sarah", "… tomorrow to x and on friday to y": a second time
 * and a second "to" after the "and" are a second request of the same kind, whose time one reading would swallow.
 */
const SECOND_WHEN = /\band\s+(?:at|on|by|before|this|next|tomorrow|tonight|today|in)\b(?:\s+\S+){1,3}?\s+to\s+\S/i;

/**
 * "invoice Jo 150 for the overdub and Sam 90 for the tuning", "pitched kutx and bbc radio 1", "mark wfmu, radio x and
 * bbc radio 1 as contacted": one request said for several records, its verb (and its ending) said once. Read only when
 * the whole sentence is not understood: every item takes the first item's leading words and the last one's closing
 * words, and every item must be the same write, each on a record of its own.
 */
function severalAnded(text: string, ctx: ToolContext, leadWords = 4): Plan | undefined {
  const items = text
    .trim()
    .replace(/[.!]+$/, "")
    // "jo and sam both paid me": what is said of both is said of each.
    .replace(/\s+both\b(?=\s)/i, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i);
  if (items.length < 2 || items.length > 5 || text.split(/\s+/).length > 30) return undefined;
  // A day said at the very end is said for every item ("I emailed WFMU and Radio X yesterday").
  const last = readSentence(items.at(-1)!, ctx);
  const day = last.whens().at(-1);
  if (day && last.text.trimEnd().endsWith(day.text))
    for (let i = 0; i < items.length - 1; i++) if (!readSentence(items[i]!, ctx).whens().length) items[i] += ` ${day.text}`;
  const head = items[0]!.split(/\s+/);
  const tail = items.at(-1)!.split(/\s+/);
  // Each reading reads a whole sentence again: a bounded number of them.
  let budget = 12;
  for (let j = 0; j <= Math.min(5, tail.length - 1); j++) {
    const end = j ? ` ${tail.slice(-j).join(" ")}` : "";
    const core = (item: string, i: number) => (i === items.length - 1 && j ? tail.slice(0, -j).join(" ") : item);
    if (--budget < 0) return undefined;
    const first = understandInOrder(core(items[0]!, 0) + end, ctx);
    if (first.kind !== "tool" || first.tool.kind !== "write") continue;
    // (With an ending said once, the items may share no leading words: "jo and sam both paid me".)
    for (let k = j ? 0 : 1; k <= Math.min(leadWords, head.length - 1); k++) {
      const lead = head.slice(0, k).join(" ");
      const plans: ToolPlan[] = [first];
      for (const [i, x] of items.slice(1).entries()) {
        if (--budget < 0) return undefined;
        const p = understandInOrder(`${lead} ${core(x, i + 1)}${end}`.trim(), ctx);
        if (p.kind !== "tool" || p.tool !== first.tool) break;
        plans.push(p);
      }
      if (plans.length < items.length) continue;
      if (new Set(plans.map((p) => JSON.stringify(p.args))).size < plans.length) return undefined;
      return { kind: "several", plans, confidence: Math.min(...plans.map((p) => p.confidence)), sentence: first.sentence };
    }
  }
  return undefined;
}

function understandInOrder(text: string, ctx: ToolContext): Plan {
  const fixed = CORRECTION.exec(text.trim());
  if (fixed) {
    const meant = understandInOrder(fixed[2]!, ctx);
    if (meant.kind === "tool" || meant.kind === "several") return meant;
    // "what's on today, i mean tomorrow": only the time was taken back.
    const retimed = askedAgain(`and ${fixed[2]}`, fixed[1]!, (x) => readSentence(x, ctx).whens());
    const again = retimed && understandInOrder(retimed, ctx);
    if (again && (again.kind === "tool" || again.kind === "several")) return again;
    if (meant.kind !== "none" && fixed[2]!.split(/\s+/).length >= 3) return meant;
  }
  const several = severalItems(text, ctx);
  if (several) return several;
  const sentence = readSentence(text, ctx);
  // A question never writes ("anything on my list?", "did I add the gig?"), but a polite request does ("can you add…?").
  // (also in a later clause: "…they want the invoice now, can you do one for 650")
  // (also a question taken back by a command: "what time is the meeting tomorrow, actually move it to 4pm")
  const request =
    /(?:^|[,;.!]\s*|\b(?:so|and|but)\s+)(?:ok |okay |also |hey )?(?:can|could|would|will) (?:you|u|we)\b|^(?:please|pls|plz)\b|[,;.!?]\s*(?:actually|no wait|oh wait|wait|on second thoughts?)[,]?\s+(?!(?:what|what's|when|when's|where|which|who|how|is|are|do|does|did|can i|should i)\b)\w/.test(
      sentence.text.toLowerCase().trim(),
    );
  const mayWrite = !sentence.negated && !sentence.hypothetical && !sentence.errand && (!sentence.interrogative || request);
  const readings = new Readings(sentence, ctx);
  const templated = bySentences(readings, ctx, mayWrite);
  if (templated.plan) {
    // Free words that swallowed a second request ("for the stems and Lakeside Podcast $120 for the theme edit").
    const swallowed =
      templated.plan.kind === "tool" && Object.values(templated.plan.args).some((v) => typeof v === "string" && SECOND.test(v));
    if (swallowed) return severalAnded(text, ctx, 1) ?? templated.plan;
    // (The second request takes the first one's leading words: "remind me" … "and at 5 to …".)
    if (templated.plan.kind === "tool" && SECOND_WHEN.test(text)) return severalAnded(text, ctx) ?? templated.plan;
    // Two records read in one slot while the sentence lists more ("mark wfmu, radio x and bbc radio 1 as contacted"):
    // the reading that takes every item.
    if (templated.plan.kind === "several" && /,/.test(text)) {
      const each = severalAnded(text, ctx);
      if (each?.kind === "several" && each.plans.length > templated.plan.plans.length) return each;
    }
    return templated.plan;
  }
  // (Read at most once: it reads each part of the sentence again.)
  let split: Plan | undefined | null = / and /i.test(sentence.text) ? undefined : null;
  const forEach = () => (split === undefined ? (split = severalAnded(text, ctx) ?? null) : split);
  // The whole sentence was read and only lacks a detail ("log an opportunity: …, deadline dec 18" without its
  // company): ask for it, rather than act on one clause of it alone (a calendar entry "Deadline"). A name that fits
  // several records may be one request for several ("invoice Jo 150 for … and Sam 90 for …"), or the clause may
  // name the record better ("cancel the podcast recording with Sam, he's ill").
  if (templated.held?.kind === "say" && templated.held.asks) {
    const each = forEach();
    if (each) return each;
    if (templated.held.missing) return templated.held;
  }
  // A clause that is a command of its own ("…, remind me next monday at 9 to call them") is the request itself.
  const command = bySentences(readings, ctx, mayWrite, { clauses: true, words: 2 });
  if (command.plan) return command.plan;
  // A clause of a rambling sentence, then a weak template (a bare errand with a day), only when nothing else
  // understood the sentence.
  const clause = bySentences(readings, ctx, mayWrite, { clauses: true, words: 1 });
  if (clause.plan) return clause.plan;
  // A question back from a template that read the whole sentence ("delete a task" → which one?) beats a loose reading.
  if (templated.held?.kind === "say" && templated.held.asks) return templated.held;
  // A question that names one of the owner's records whole, which no strong template understood: what is known about
  // that record, before a loose reading (a catch-all search of the documents).
  const about = aboutOneRecord(sentence, ctx);
  if (about) return { kind: "say", message: about.message, confidence: 0.6, sentence, about: { tool: about.tool, record: about.record } };
  const weak = bySentences(readings, ctx, mayWrite, { weak: true });
  if (weak.plan) return weak.plan;
  const each = forEach();
  if (each) return each;
  // A clause that is only a record's words and a date ("…, deadline Dec 18") is the loosest reading of all: a weak
  // template that read the whole sentence ("log an opportunity: …, deadline Dec 18"), or its question, goes first.
  const bare = bySentences(readings, ctx, mayWrite, { clauses: true });
  if (bare.plan?.kind === "tool" && bare.plan.tool.kind !== "read" && weak.held?.kind === "say" && weak.held.asks) return weak.held;
  // "…, can you log that as an opportunity for a game, deadline january 10th": the sentence says what kind of record
  // it is, so a bare clause that another kind of tool reads (a calendar entry "Deadline") is not the request.
  const kind = /\b(?:log|add|save|put|record|keep|file|enter|make|set up|create|note|pop|stick) (?:that|it|this) (?:down |in |up )?as (?:a|an|my|the) (?:new )?([a-z]{4,})/i.exec(sentence.text)?.[1]?.toLowerCase();
  const otherKind = kind && bare.plan?.kind === "tool" && bare.plan.tool.kind !== "read" && !bare.plan.tool.description.toLowerCase().includes(kind.replace(/(?:ies|s)$/, ""));
  if (bare.plan && !otherKind) return bare.plan;
  // Nothing read it to the end: the whole sentence's question first, then a weak template's.
  return templated.held ?? weak.held ?? { kind: "none", sentence };
}

/**
 * The tools with sentence templates read the sentence first: every template that matches it whole (or, when none
 * does, matches a later clause of it: "…and I keep forgetting, can you add a task to …"), best first by the ranking
 * rule in src/lib/understand/templates.ts. The first that resolves to arguments wins; the first question is kept.
 */
type Reading = { tool: Tool; match: TemplateMatch; s: Sentence };

/** What the templates made of a sentence and of its clauses, read once and shared by the passes below. */
class Readings {
  private clauseForms?: Sentence[];
  private readonly done = new Map<Sentence, Reading[]>();
  /** A record list's answer for a phrase, kept for the sentence (the same words are tried by several templates). */
  private readonly found = new Map<string, unknown>();
  constructor(
    readonly sentence: Sentence,
    private readonly ctx: ToolContext,
  ) {}

  /** The later clauses ("…, can you add a task to …"), then the first ("tick off X, sorted it this morning"). */
  clauses(): Sentence[] {
    if (!this.clauseForms) {
      const s = this.sentence;
      const head = /[,;.!?]\s+\S/.exec(s.text);
      // "acme paid the mixing invoice but blue note still hasn't": the first clause also ends at "but".
      const but = /\s+but\s+\S/i.exec(s.text);
      const heads = [head?.index, but && (!head || but.index < head.index) ? but.index : undefined];
      // A clause in the middle, up to the next punctuation: "…, they've cancelled the brudenell show, gutted".
      const middle = clauseStarts(s).flatMap((at) => {
        const end = /[,;.!?]\s+\S/.exec(s.text.slice(at));
        return end && s.text.slice(at, at + end.index).trim().split(/\s+/).length >= 2 ? [s.part(at, at + end.index)] : [];
      });
      this.clauseForms = [
        ...clauseStarts(s).map((at) => s.part(at)),
        ...middle,
        ...heads.filter((at): at is number => at !== undefined).map((at) => s.part(0, at)),
      ];
    }
    return this.clauseForms;
  }

  of(s: Sentence): Reading[] {
    let out = this.done.get(s);
    if (out) return out;
    out = [];
    const m = mask(s);
    for (const { tool, templates } of SENTENCED) {
      const lists = Object.fromEntries(Object.entries(tool.lists ?? {}).map(([k, list]) => [k, this.remembered(k, list)]));
      for (const match of matchTemplates(m, s, templates, lists, this.ctx)) out.push({ tool, match, s });
    }
    this.done.set(s, out);
    return out;
  }

  private remembered(name: string, list: SlotList): SlotList {
    return {
      ...list,
      find: (phrase, ctx) => {
        const key = `${name}\u0000${phrase}`;
        if (!this.found.has(key)) this.found.set(key, list.find(phrase, ctx));
        return this.found.get(key) as ReturnType<SlotList["find"]>;
      },
    };
  }
}

/**
 * The tools with sentence templates, in passes: the whole sentence's strong templates; a clause's; the weak ones.
 * Best first by the ranking rule in src/lib/understand/templates.ts; the first that resolves to arguments wins, the
 * first question is kept.
 */
function bySentences(
  readings: Readings,
  ctx: ToolContext,
  mayWrite: boolean,
  opts: { only?: Tool; weak?: boolean; clauses?: boolean; words?: number } = {},
): { plan?: Plan; held?: Plan } {
  const { sentence } = readings;
  const only = opts.only;
  let matches: Reading[] = [];
  const forms = opts.clauses ? readings.clauses() : only ? [sentence, ...readings.clauses()] : [sentence];
  for (const s of forms) {
    for (const r of readings.of(s))
      if (only ? r.tool === only : r.match.template.weak === !!opts.weak && r.match.rank[1] >= (opts.words ?? 0)) matches.push(r);
    if (matches.length) break;
  }
  matches = matches.sort((a, b) => byRank(a.match, b.match));
  let held: Plan | undefined;
  for (const { tool, match, s } of matches) {
    if (tool.kind !== "read" && !mayWrite) continue;
    const u: Understood<unknown> = match.unresolved ?? (tool.resolve ? tool.resolve(match.slots, ctx, s) : { args: match.slots });
    if (!u) continue;
    // A weak template is a loose reading: with a model configured, the model reads such a sentence first (unless the
    // template is marked a clear command).
    const loose = match.template.weak && !match.template.clear;
    const confidence = u && "args" in u ? (u.confidence ?? 0.9) * (loose ? 0.75 : 1) : 0;
    if ("args" in u && match.also) {
      // Two records named in one slot: the same change for each, only for a plain write (one confirmation waits at a time).
      const again = tool.kind === "write" && tool.resolve ? tool.resolve({ ...match.slots, [match.also.name]: match.also.value }, ctx, s) : undefined;
      if (!again || !("args" in again)) continue;
      const plans = [u.args, again.args].map((args) => ({ kind: "tool" as const, tool, args: args as Record<string, unknown>, confidence, sentence }));
      return { plan: { kind: "several", plans, confidence, sentence } };
    }
    if ("args" in u) return { plan: { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence, sentence } };
    const ask = "ask" in u;
    if ("reply" in u && u.final && !held) return { plan: { kind: "say", message: u.reply, confidence: 0.9, tool, sentence } };
    const phrase = match.unresolved?.phrase;
    held ??= {
      kind: "say",
      message: ask ? u.ask : u.reply,
      confidence: ask ? 0.5 : 0.6,
      tool,
      sentence,
      asks: ask,
      ...(ask && !match.unresolved ? { missing: true } : {}),
      ...(phrase ? { phrase } : {}),
    };
  }
  return { held };
}

/** One tool's reading of a sentence (a follow-up answer completes the request that tool asked about). */
export function readWith(tool: Tool, text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => readWithInOrder(tool, text, ctx));
}

function readWithInOrder(tool: Tool, text: string, ctx: ToolContext): Plan {
  const sentence = readSentence(text, ctx);
  if (!tool.sentences) return { kind: "none", sentence };
  const t = bySentences(new Readings(sentence, ctx), ctx, true, { only: tool });
  return t.plan ?? t.held ?? { kind: "none", sentence };
}
