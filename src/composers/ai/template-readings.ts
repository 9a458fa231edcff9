import { ordinal } from "../../shared/text";
import type { Tool, ToolContext, Understood } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { type Masked, mask } from "../../lib/understand/masked-sentence";
import { byRank, matchCandidates } from "../../lib/understand/match-templates";
import { oncePerMessage } from "../../lib/understand/records";
import { remembered } from "../../lib/understand/remembered";
import { candidatesIn, shelve } from "../../lib/understand/template-index";
import type { TemplateMatch } from "../../lib/understand/slot-values";
import type { When } from "../../lib/understand/when";
import type { SlotList } from "../../lib/understand/templates";
import { SENTENCED } from "./registry";
import type { Plan } from "./plan";

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
 * The tools with sentence templates read the sentence first: every template that matches it whole (or, when none
 * does, matches a later clause of it: "…and I keep forgetting, can you add a task to …"), best first by the ranking
 * rule in src/lib/understand/templates.ts. The first that resolves to arguments wins; the first question is kept.
 */
type Reading = { tool: Tool; match: TemplateMatch; s: Sentence };
type Which = "weak" | "strong" | "all";

/** Every tool's templates filed together under their words, once. */
let shelved: ReturnType<typeof shelve> | undefined;
const shelf = () => (shelved ??= shelve(SENTENCED.map((x) => x.templates)));

/** What the templates made of a sentence and of its clauses, read once and shared by the passes below. */
export class Readings {
  private clauseForms?: Sentence[];
  private readonly done = new Map<Which, Map<Sentence, Reading[]>>();
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

  /**
   * The matches of a sentence or clause, of the weak templates, of the others, or of all. The same words read the same
   * in one message, whichever reading reads them: a request after a story is read alone, then again as the whole
   * sentence's clause. (The weak templates are matched only when a reading comes to them: most sentences never do.)
   */
  of(s: Sentence, which: Which = "all"): Reading[] {
    const done = remembered(this.done, which, () => new Map<Sentence, Reading[]>());
    let out = done.get(s);
    if (out) return out;
    const said = `matches ${which}\u0000${s.text}\u0000${s.said}\u0000${JSON.stringify(s.whens())}`;
    out = oncePerMessage(this.ctx, said, () => this.matchesOf(s, which)).map((r) => ({ ...r, s }));
    done.set(s, out);
    return out;
  }

  private readonly allowed = new Map<Sentence, { m: Masked; candidates: ReturnType<typeof candidatesIn> }>();
  private matchesOf(s: Sentence, which: Which): Reading[] {
    const out: Reading[] = [];
    const { m, candidates } = remembered(this.allowed, s, () => {
      const m = mask(s);
      return { m, candidates: candidatesIn(shelf(), m) };
    });
    // Only the tools with a template the sentence's words allow, in the tools' order.
    for (const { group, templates } of candidates) {
      const { tool } = SENTENCED[group]!;
      const tried = which === "all" ? templates : templates.filter((t) => t.weak === (which === "weak"));
      for (const match of matchCandidates(m, s, tried, this.listsOf(tool), this.ctx)) out.push({ tool, match, s });
    }
    return out;
  }

  private readonly lists = new Map<Tool, Record<string, SlotList>>();
  /**
   * A tool's record lists, each remembering its answer for a phrase for the whole message: the same words are tried by
   * several templates, and again by every other reading of the message (its parts, its clauses, a second request).
   */
  private listsOf(tool: Tool): Record<string, SlotList> {
    let lists = this.lists.get(tool);
    if (!lists) {
      const remember = (name: string, list: SlotList): SlotList => ({
        ...list,
        find: (phrase, ctx) => oncePerMessage(ctx, `${name}\u0000${phrase}`, () => list.find(phrase, ctx)),
      });
      lists = Object.fromEntries(Object.entries(tool.lists ?? {}).map(([k, list]) => [k, remember(k, list)]));
      this.lists.set(tool, lists);
    }
    return lists;
  }
}

/**
 * "sometime mid-December", "after Christmas": a stretch of days, not a day. A change is never written on a guessed
 * day inside it; the person is asked for the day (a question reads nothing, so it is asked for reads too).
 */
function roughDayQuestion(tool: Tool, match: TemplateMatch): Understood<unknown> | undefined {
  if (tool.kind === "read") return undefined;
  const rough = Object.values(match.slots).find((v): v is When => !!v && typeof v === "object" && (v as When).rough === true);
  if (!rough) return undefined;
  const said = rough.text.replace(/^(?:some\s*time|around|about|in|for|by)\s+/i, "");
  return { ask: `Which day ${/^(?:after|the)\b/i.test(said) ? said : `in ${said}`}? Give me a date, e.g. "the ${dayOfMonth(rough.date)}".` };
}
const dayOfMonth = (date: string) => ordinal(Number(date.slice(8, 10)));

/**
 * The tools with sentence templates, in passes: the whole sentence's strong templates; a clause's; the weak ones.
 * Best first by the ranking rule in src/lib/understand/templates.ts; the first that resolves to arguments wins, the
 * first question is kept.
 */
export function bySentences(
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
    for (const r of readings.of(s, only ? "all" : opts.weak ? "weak" : "strong"))
      if (only ? r.tool === only : r.match.template.weak === !!opts.weak && r.match.rank[1] >= (opts.words ?? 0)) matches.push(r);
    if (matches.length) break;
  }
  matches = matches.sort((a, b) => byRank(a.match, b.match));
  let held: Plan | undefined;
  for (const { tool, match, s } of matches) {
    if (tool.kind !== "read" && !mayWrite) continue;
    const u: Understood<unknown> = match.unresolved ?? roughDayQuestion(tool, match) ?? (tool.resolve ? tool.resolve(match.slots, ctx, s) : { args: match.slots });
    if (!u) continue;
    // A weak template is a loose reading: with a model configured, the model reads such a sentence first (unless the
    // template is marked a clear command).
    const loose = match.template.weak && !match.template.clear;
    const confidence = u && "args" in u ? (u.confidence ?? 0.9) * (loose ? 0.75 : 1) : 0;
    if ("args" in u && match.also) {
      // Two records named in one slot: the same change for each.
      // (A message waits for its own yes: two named at once are asked for one at a time, rather than the words being
      // read as some other record's name. Removals are confirmed together: one preview names each.)
      if (tool.kind === "outgoing")
        return { plan: { kind: "say", message: "Each of those needs its own yes, so I take them one at a time: ask me again for the first one alone.", confidence: 0.6, tool, sentence } };
      const again = (tool.kind === "write" || tool.kind === "destructive") && tool.resolve ? tool.resolve({ ...match.slots, [match.also.name]: match.also.value }, ctx, s) : undefined;
      if (!again || !("args" in again)) continue;
      const plans = [u.args, again.args].map((args) => ({ kind: "tool" as const, tool, args: args as Record<string, unknown>, confidence, sentence }));
      return { plan: { kind: "several", plans, confidence, sentence } };
    }
    if ("args" in u) return { plan: { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence, sentence } };
    const ask = "ask" in u;
    if ("reply" in u && u.final && !held) return { plan: { kind: "say", message: u.reply, confidence: 0.9, tool, sentence } };
    const phrase = match.unresolved?.phrase;
    // A reply about one record the words named ("jane doe email"): that record is the one discussed next.
    const record = Object.values(match.slots).find((v) => typeof (v as { id?: unknown } | null)?.id === "number");
    held ??= {
      kind: "say",
      message: ask ? u.ask : u.reply,
      confidence: ask ? 0.5 : 0.6,
      tool,
      sentence,
      asks: ask,
      ...(ask && u.words ? { words: true } : {}),
      ...(ask && !match.unresolved ? { missing: true } : {}),
      ...(phrase ? { phrase } : {}),
      ...(record && !ask ? { about: { tool: tool.name, record } } : {}),
    };
  }
  return { held };
}
