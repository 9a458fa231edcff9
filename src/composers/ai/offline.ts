import type { Tool, ToolContext } from "../../lib/tools";
import { oncePerMessage } from "../../lib/understand/records";
import { withDateOrder } from "../../lib/understand/when";
import { aboutOneRecord } from "./about-record";
import { type Plan, readSentence } from "./plan";
import { remarkAt } from "../../lib/understand/templates";
import { twoOfAKind, twoRequests } from "./one-more";
import { severalAnded, severalItems } from "./several-requests";
import { bySentences, Readings } from "./template-readings";

/**
 * Sentence → tool and arguments, offline: the templates that match it, best first, each tool resolving its slots; the
 * first that understands wins. A negated or hypothetical sentence never plans a write.
 */
export function understandOffline(text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => understandInOrder(text, ctx));
}

/**
 * "how much do i owe… i mean how much am i owed by blue note", "add a task to call Jo, no wait, to email Jo": what is
 * said after the speaker corrects themselves is the request. (When those words mean nothing alone, the whole is read.)
 */
// (A dash may join the words taken back to the correction: "remind me to—no wait, just put it on my list: …"; after a
// dash, "actually just …" takes back too: "remind me later — actually just add a to-do: …".)
const CORRECTION =
  /^(.*?\S)(?:\s*(?:\.{2,}|…|[,;:.!?]|\s-)\s+|\s*[—–]\s*|\s+)(?:sorry,?\s+)?(?:i mean|i meant|no,? wait|no sorry|or rather|scratch that|correction|no,? make that|(?<=[—–-]\s*)(?:no,? actually|actually,? just))[,.:]?\s+(\S.*)$/i;

/** A clock said alone (at its end: "tomorrow at 8"), which corrects only the clock of a day already said. */
const CLOCK = /\s*\b(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|o'?clock)?$/i;

/**
 * "remind me tomorrow at 8, no make that 9am, to …", "move it to thursday the 3rd no sorry friday the 4th": a time
 * taken back in the middle of a request. The new time takes the old one's place and the rest of the request follows
 * it; a clock alone keeps the day said before it.
 */
function timeTakenBack(before: string, after: string, ctx: ToolContext): string | undefined {
  const b = readSentence(before, ctx);
  const a = readSentence(after, ctx);
  const said = a.whens()[0];
  const own = b.whens().at(-1);
  if (!said || !own || said.index > 3 || own.index + own.text.length < b.text.replace(/[\s,.;:-]+$/, "").length) return undefined;
  const rest = a.text.replace(/^at\s+/i, "");
  const day = own.text.replace(CLOCK, "");
  if (new RegExp(`^${CLOCK.source}`, "i").test(said.text) && day && day !== own.text)
    return `${b.text.slice(0, own.index)}${day} at ${rest}`;
  return `${b.text.slice(0, own.index)}${rest}`;
}

/**
 * "mark the podcast one no wait the jo martinez one as paid": the words after the correction take the place of the
 * last words before it, from the same word said again ("the … the …").
 */
function saidInstead(before: string, after: string, read: (part: string) => Plan): Plan | undefined {
  const words = before.split(/\s+/);
  const first = after.split(/\s+/)[0]!.toLowerCase();
  for (let i = words.length - 1; i > 0; i--) {
    const p = words[i]!.toLowerCase() === first ? read([...words.slice(0, i), after].join(" ")) : undefined;
    if (p?.kind === "tool" || p?.kind === "several") return p;
  }
  return undefined;
}

/** "… and Lakeside Podcast $120 for …": an "and" followed closely by an amount. */
const SECOND = /\band\s+(?:\S+\s+){0,4}?[$£€]?\d/i;

/**
 * The same words read again in the same message read the same: a long sentence's parts are each tried by several of
 * the readings below (a second request, a list, a clause, the items said once), and a follow-up by the conversation.
 */
export const understandInOrder = (text: string, ctx: ToolContext): Plan =>
  oncePerMessage(ctx, `plan:${text}`, () => readInOrder(text, ctx));

/**
 * Words that count only when they read as a change (either part of "…, can you …", each item of a request said once
 * for several): the same reading whenever they do, but words that cannot are not read to the end (a story told
 * before the request is not read item by item).
 */
const understandIfWrite = (text: string, ctx: ToolContext): Plan =>
  oncePerMessage(ctx, `write:${text}`, () => readInOrder(text, ctx, true));

/**
 * A remark after the request ("…, I think he wants to talk about the tour") is left out of what is written, as long as
 * the request reads the same without it: the same tool, every detail the same but for words cut off the end of a
 * title, and no date said in the remark ("…, she's free friday at 4"; "…, it's urgent" and "…, it's a gig" are details).
 */
function readInOrder(text: string, ctx: ToolContext, ifWrite = false): Plan {
  const whole = readWhole(text, ctx, ifWrite);
  if (whole.kind !== "tool") return whole;
  const at = remarkAt(text);
  if (at === undefined || readSentence(text, ctx).whens().some((w) => w.index > at)) return whole;
  // (Read again only when free words ran up to the remark, so may hold a template's own words: "… on my calendar".)
  const before = text.slice(0, at).trimEnd().toLowerCase();
  if (!Object.values(whole.args).some((v) => typeof v === "string" && v.length > 3 && before.endsWith(v.toLowerCase().slice(-12)))) return whole;
  const plain = understandInOrder(text.slice(0, at), ctx);
  const same = (v: unknown, was: unknown) =>
    JSON.stringify(v) === JSON.stringify(was) || (typeof v === "string" && typeof was === "string" && was.toLowerCase().startsWith(v.toLowerCase()));
  const kept =
    plain.kind === "tool" && plain.tool.name === whole.tool.name && Object.entries(whole.args).every(([k, was]) => same(plain.args[k], was));
  return kept ? plain : whole;
}

function readWhole(text: string, ctx: ToolContext, ifWrite = false): Plan {
  const read = (part: string) => understandInOrder(part, ctx);
  const readIfWrite = (part: string) => understandIfWrite(part, ctx);
  const fixed = CORRECTION.exec(text.trim());
  if (fixed) {
    const meant = understandInOrder(fixed[2]!, ctx);
    if (meant.kind === "tool" || meant.kind === "several") return meant;
    // "…, no wait, don't change it": the request is taken back, nothing is done.
    if (meant.kind === "none" && meant.sentence.negated) return meant;
    // "what's on today, i mean tomorrow": only the time was taken back.
    const swapped = timeTakenBack(fixed[1]!, fixed[2]!, ctx);
    const read2 = swapped && understandInOrder(swapped, ctx);
    if (read2 && (read2.kind === "tool" || read2.kind === "several")) return read2;
    const spliced = saidInstead(fixed[1]!, fixed[2]!, read);
    if (spliced) return spliced;
  }
  // (A second request asked for politely is a clearer border than a verb inside a list: "add a task to call Jo, can
  // you also add one to …".)
  const several =
    twoRequests(text, readIfWrite) ??
    severalItems(text, read, (part) => readSentence(part, ctx)) ??
    twoOfAKind(text, read);
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
  // (Below, only a write's own templates read a change.)
  if (ifWrite && !mayWrite) return { kind: "none", sentence };
  const readings = new Readings(sentence, ctx);
  const templated = bySentences(readings, ctx, mayWrite);
  if (templated.plan) {
    // Free words that swallowed a second request ("for the stems and Lakeside Podcast $120 for the theme edit").
    const swallowed =
      templated.plan.kind === "tool" && Object.values(templated.plan.args).some((v) => typeof v === "string" && SECOND.test(v));
    if (swallowed) return severalAnded(text, readIfWrite, 1) ?? templated.plan;
    // Two records read in one slot while the sentence lists more ("mark wfmu, radio x and bbc radio 1 as contacted"):
    // the reading that takes every item.
    if (templated.plan.kind === "several" && /,/.test(text)) {
      const each = severalAnded(text, readIfWrite);
      if (each?.kind === "several" && each.plans.length > templated.plan.plans.length) return each;
    }
    return templated.plan;
  }
  // (Read at most once: it reads each part of the sentence again.)
  let split: Plan | undefined | null = / and /i.test(sentence.text) ? undefined : null;
  const forEach = () => (split === undefined ? (split = severalAnded(text, readIfWrite) ?? null) : split);
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
  const bareClause = () => bySentences(readings, ctx, mayWrite, { clauses: true });
  // (From here on only a bare clause's reading may be a change, told so after a remark: `readInOrder`.)
  const early = ifWrite ? bareClause() : undefined;
  if (early && early.plan?.kind !== "tool") return { kind: "none", sentence };
  const each = forEach();
  if (each) return each;
  const bare = early ?? bareClause();
  // "…, can you log that as an opportunity for a game, deadline january 10th": the sentence says what kind of record
  // it is, so a bare clause that another kind of tool reads (a calendar entry "Deadline") is not the request.
  const kind = /\b(?:log|add|save|put|record|keep|file|enter|make|set up|create|note|pop|stick) (?:that|it|this) (?:down |in |up )?as (?:a|an|my|the) (?:new )?([a-z]{4,})/i.exec(sentence.text)?.[1]?.toLowerCase();
  const otherKind = kind && bare.plan?.kind === "tool" && bare.plan.tool.kind !== "read" && !bare.plan.tool.description.toLowerCase().includes(kind.replace(/(?:ies|s)$/, ""));
  // (The loosest reading is told as such: an answer to an open question is read before it.)
  if (bare.plan && !otherKind) return bare.plan.kind === "tool" ? { ...bare.plan, confidence: Math.min(bare.plan.confidence, 0.7) } : bare.plan;
  // Nothing read it to the end: the whole sentence's question first, then a weak template's.
  return templated.held ?? weak.held ?? { kind: "none", sentence };
}

/** One tool's reading of a sentence (a follow-up answer completes the request that tool asked about). */
export function readWith(tool: Tool, text: string, ctx: ToolContext): Plan {
  return withDateOrder(ctx.dateOrder, () => {
    const sentence = readSentence(text, ctx);
    const t = tool.sentences ? bySentences(new Readings(sentence, ctx), ctx, true, { only: tool }) : {};
    return t.plan ?? t.held ?? { kind: "none", sentence };
  });
}
