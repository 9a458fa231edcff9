import type { Tool, ToolContext, Understood } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { byRank, mask, matchTemplates, type SlotList, type TemplateMatch } from "../../lib/understand/templates";
import { withDateOrder } from "../../lib/understand/when";
import { COMPILED, SENTENCED, VOCABULARY } from "./registry";

/** What the offline engine made of a sentence. */
export type Plan =
  | { kind: "tool"; tool: Tool; args: Record<string, unknown>; confidence: number; sentence: Sentence; said?: string }
  /** `asks`: the message is a question back for the tool's missing detail (the conversation keeps it open). */
  | { kind: "say"; message: string; confidence: number; tool?: Tool; sentence: Sentence; asks?: boolean; said?: string }
  /** Several items in one sentence ("add tasks: a, b and c"): the same tool once per item. */
  | { kind: "several"; plans: ToolPlan[]; confidence: number; sentence: Sentence; said?: string }
  | { kind: "none"; sentence: Sentence };
export type ToolPlan = Extract<Plan, { kind: "tool" }>;

export function readSentence(text: string, ctx: ToolContext): Sentence {
  return new Sentence(text, ctx.now, { persona: ctx.config.persona, vocabulary: VOCABULARY });
}

/** Where a new clause starts: after punctuation, or before "so/but/anyway/can you/please…" in a long sentence. */
const CLAUSE = /[,;:.!?]\s+|\s(?=(?:so|but|and then|anyway|anyways|can you|could you|would you|please)\s)/gi;

/** The sentence's clauses from each boundary to the end, longest first: "…and I keep forgetting, remind me at 9 to…". */
function clauseTails(s: Sentence): { lower: string; text: string; at: number }[] {
  const out: { lower: string; text: string; at: number }[] = [];
  // Boundaries are found in `text` ('lower' has no punctuation; both have the same positions).
  for (const m of s.text.matchAll(CLAUSE)) {
    const at = m.index! + m[0].length;
    const text = s.text.slice(at).trim();
    if (text.split(/\s+/).length >= 2) out.push({ lower: s.lower.slice(at).replace(/\s+/g, " ").trim(), text, at });
  }
  return out;
}

interface Candidate {
  tool: Tool;
  score: number;
  /** The clause the best pattern matched in, when that was not the whole sentence. */
  tail?: string;
}

/** Tools whose patterns match the sentence, best first (weight, then how much of the sentence the match covers). */
export function candidates(s: Sentence): Candidate[] {
  const out: Candidate[] = [];
  const l = s.lower.replace(/\s+/g, " ").trim();
  // "Tomorrow I need to…", "On Friday remind me…": patterns anchored at the start also see the sentence without
  // its leading date words.
  const lead = s.whens()[0];
  const chars = [...s.lower];
  if (lead && lead.index <= 1) for (let i = lead.index; i < lead.index + lead.text.length; i++) chars[i] = " ";
  const withoutLead = chars.join("").replace(/^[\s,]+/, "").replace(/\s+/g, " ").trim();
  const forms: { lower: string; tail?: string }[] = [{ lower: l }];
  if (withoutLead !== l) forms.push({ lower: withoutLead });
  // A rambling sentence puts the request in a later clause: a command that starts a clause ("…, remind me at 9 to…")
  // is the request itself, and outranks words of the context before it.
  const tails = clauseTails(s);
  for (const { tool, patterns } of COMPILED) {
    if (tool.unless?.some((re) => re.test(l))) continue;
    let best: Candidate | undefined;
    for (const p of patterns) {
      for (const form of forms) {
        const m = p.re.exec(form.lower);
        const score = m ? p.weight + Math.min(m[0].length, 60) / 6000 : 0;
        if (m && score > (best?.score ?? 0)) best = { tool, score };
      }
      if (!p.source.startsWith("^")) continue;
      for (const t of tails) {
        const m = p.re.exec(t.lower);
        const score = m ? p.weight + 0.15 + Math.min(m[0].length, 60) / 6000 : 0;
        if (m && score > (best?.score ?? 0)) best = { tool, score, tail: t.text };
      }
    }
    // In a statement ("…they still haven't paid, remind me on Monday to call them") a command outranks a lookup.
    if (best && tool.kind === "read" && !s.question) best.score *= 0.92;
    if (best) out.push(best);
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * Sentence → tool and arguments, offline: each candidate tool (best pattern first) reads its own arguments; the
 * first that understands wins. A negated or hypothetical sentence never plans a write.
 */
export function understandOffline(text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => understandInOrder(text, ctx));
}

/** "add tasks: a, b, c", "put these on my list: a, b and c": a lead naming several things, a colon, the items. */
const LIST_LEAD = /^(.*?\b(?:tasks|todos|to-dos|to dos|items|these|the following|things)\b[^:]*?)\s*:\s*(.+)$/i;

function severalItems(text: string, ctx: ToolContext): Plan | undefined {
  const m = LIST_LEAD.exec(text.trim());
  // "note: things to bring: cables, pedals": a lead that is itself a labelled line is one record, not a list.
  if (!m || m[1]!.includes(":")) return undefined;
  const parts = m[2]!.split(/\s*[;,]\s*/).filter(Boolean);
  const last = parts.pop() ?? "";
  const items = [...parts, ...last.split(/\s+and\s+/)].map((x) => x.replace(/^and\s+/i, "").replace(/[.!]+$/, "").trim()).filter(Boolean);
  if (items.length < 2 || items.length > 12) return undefined;
  // Each item is said on its own: "add task: book rehearsal room", "add to my list: order strings".
  const lead = m[1]!
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

function understandInOrder(text: string, ctx: ToolContext): Plan {
  const several = severalItems(text, ctx);
  if (several) return several;
  const sentence = readSentence(text, ctx);
  // A question never writes ("anything on my list?", "did I add the gig?"), but a polite request does ("can you add…?").
  // (also in a later clause: "…they want the invoice now, can you do one for 650")
  const request = /(?:^|[,;.!]\s*|\b(?:so|and|but)\s+)(?:ok |okay |also |hey )?(?:can|could|would|will) (?:you|u|we)\b|^(?:please|pls|plz)\b/.test(
    sentence.text.toLowerCase().trim(),
  );
  const mayWrite = !sentence.negated && !sentence.hypothetical && (!sentence.interrogative || request);
  const readings = new Readings(sentence, ctx);
  const templated = bySentences(readings, ctx, mayWrite);
  if (templated.plan) return templated.plan;
  // A clause that is a command of its own ("…, remind me next monday at 9 to call them") is the request itself.
  const command = bySentences(readings, ctx, mayWrite, { clauses: true, words: 2 });
  if (command.plan) return command.plan;
  let held: { plan: Plan; score: number } | undefined;
  for (const { tool, score, tail } of candidates(sentence)) {
    if (held && score < held.score - 0.15) break;
    // Nothing is written on a loose hint: a write needs a pattern that is at least a likely reading.
    if (tool.kind !== "read" && (!mayWrite || score < 0.5)) continue;
    let u;
    try {
      const read = (x: Sentence) => (tool.understand ? tool.understand(x, ctx) : { args: {} });
      // The clause that holds the request is read first; the whole sentence when the clause alone is not enough.
      const fromTail = tail ? read(readSentence(tail, ctx)) : undefined;
      u = fromTail && "args" in fromTail ? fromTail : (() => {
        const whole = read(sentence);
        return whole && "args" in whole ? whole : (fromTail ?? whole);
      })();
    } catch (e) {
      console.warn(`Tool ${tool.name} could not read "${text}":`, (e as Error)?.message ?? e);
      continue;
    }
    if (!u) continue;
    const confidence = Math.min(0.95, 0.55 + score * 0.35);
    if ("args" in u) return { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence: u.confidence ?? confidence, sentence };
    // A tool that has to ask back (or can't find the record) yields to a nearly as likely tool that understands
    // the whole request; if none does, its question is the answer. A final reply is the answer at once.
    if ("reply" in u && u.final && !held)
      return { kind: "say", message: u.reply, confidence: Math.min(0.95, 0.55 + score * 0.35), tool, sentence };
    if (!held)
      held = {
        plan: { kind: "say", message: "ask" in u ? u.ask : u.reply, confidence: "ask" in u ? 0.5 : 0.6, tool, sentence, asks: "ask" in u },
        score,
      };
    continue;
  }
  // A clause of a rambling sentence, then a weak template (a bare errand with a day), only when nothing else
  // understood the sentence.
  const clause = bySentences(readings, ctx, mayWrite, { clauses: true });
  if (clause.plan) return clause.plan;
  const weak = bySentences(readings, ctx, mayWrite, { weak: true });
  if (weak.plan) return weak.plan;
  // A whole sentence's question outranks one read from a loose pattern.
  return templated.held ?? held?.plan ?? weak.held ?? { kind: "none", sentence };
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
      this.clauseForms = [...clauseTails(s).map((t) => s.part(t.at)), ...(head ? [s.part(0, head.index)] : [])];
    }
    return this.clauseForms;
  }

  of(s: Sentence): Reading[] {
    let out = this.done.get(s);
    if (out) return out;
    out = [];
    const m = mask(s);
    const l = s.lower.replace(/\s+/g, " ").trim();
    for (const { tool, templates } of SENTENCED) {
      if (tool.unless?.some((re) => re.test(l))) continue;
      const lists = Object.fromEntries(Object.entries(tool.lists ?? {}).map(([k, list]) => [k, this.remembered(k, list)]));
      for (const match of matchTemplates(m, s, templates, lists, this.ctx)) out.push({ tool, match, s });
    }
    this.done.set(s, out);
    return out;
  }

  private remembered(name: string, list: SlotList): SlotList {
    return {
      names: list.names,
      readsDates: list.readsDates,
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
    if ("args" in u) return { plan: { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence, sentence } };
    const ask = "ask" in u;
    if ("reply" in u && u.final && !held) return { plan: { kind: "say", message: u.reply, confidence: 0.9, tool, sentence } };
    held ??= { kind: "say", message: ask ? u.ask : u.reply, confidence: ask ? 0.5 : 0.6, tool, sentence, asks: ask };
  }
  return { held };
}

/** One tool's reading of a sentence (a follow-up answer completes the request that tool asked about). */
export function readWith(tool: Tool, text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => readWithInOrder(tool, text, ctx));
}

function readWithInOrder(tool: Tool, text: string, ctx: ToolContext): Plan {
  const sentence = readSentence(text, ctx);
  if (tool.sentences) {
    const t = bySentences(new Readings(sentence, ctx), ctx, true, { only: tool });
    return t.plan ?? t.held ?? { kind: "none", sentence };
  }
  let u;
  try {
    u = tool.understand ? tool.understand(sentence, ctx) : { args: {} };
  } catch (e) {
    console.warn(`Tool ${tool.name} could not read "${text}":`, (e as Error)?.message ?? e);
    u = undefined;
  }
  if (!u) return { kind: "none", sentence };
  if ("args" in u) return { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence: u.confidence ?? 0.85, sentence };
  return { kind: "say", message: "ask" in u ? u.ask : u.reply, confidence: 0.5, tool, sentence, asks: "ask" in u };
}
