import { desc } from "drizzle-orm";
import { t } from "elysia";
import { defineTool, type ToolContext } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import type { Sentence } from "../../lib/understand/sentence";
import { listOf, plural } from "../../shared/text";
import ERRANDS from "../../lib/understand/errands.yaml";
import { answerFrom, hits, keywords } from "./answer-from";
import { knowledgeDocs } from "./schema";
import { docCounts } from "./service";

/** Answers a question from the user's own documents: the best document's relevant sentence, quoted and cited. */

export const atKnowledge = answersAt("/knowledge");

/**
 * "which distributor am I with": one of the owner's own notes names it (the built-in samples speak of distributors in
 * general), else nothing here answers.
 */
function ownersOwn(thing: string, ctx: ToolContext) {
  // ("what's my next gig called": one of the owner's records, for the other readings.)
  if (/^(?:next|last|first|latest|upcoming|newest|oldest)\b/i.test(thing)) return undefined;
  const question = `my ${thing}`;
  const kws = keywords(question);
  const a = kws.length ? answerFrom(ctx, kws, true) : undefined;
  // (Said only when no other reading answers: the profile may hold it.)
  if (!a || a.coverage < kws.length)
    return { reply: `I couldn't find your ${thing} in your notes. Save it with "note: my ${thing} is …" and I'll know next time.` };
  return { args: { question, explicit: false } };
}

const OWNERS = /\b(?:my|our)\b/;
const QUESTION_WORD = /^(?:what|what's|whats|who|who's|whos|which|when|when's|where|where's|how|is|are|do|does|did|can)\b/i;
const ERRAND_VERBS = new Set((ERRANDS as { verbs: string[] }).verbs);

/**
 * "northside termination notice", "U87 serial no.": a few words naming a thing, said with nothing else, are a question
 * to the notes only when one note holds every one of them (the quoted sentence the thing asked for); a command ("book the
 * van") or anything longer is left to the other readings.
 */
function tersely(s: Sentence, ctx: ToolContext): string | undefined {
  const words = s.text.replace(/[?.!\s]+$/, "").split(/\s+/);
  // (A question asked in words, "what's my business name", is for the other readings.)
  if (words.length > 6 || ERRAND_VERBS.has(words[0]!.toLowerCase()) || s.interrogative && QUESTION_WORD.test(s.text)) return undefined;
  // The thing asked for is the last word before any "for"/"of" ("blackbird parking", "notice period for northside"):
  // said first, it weighs most in choosing the sentence to quote.
  const of = words.findIndex((w, i) => i > 0 && /^(?:for|of|on|at|with|in|from|to)$/i.test(w));
  const head = keywords(words.slice(0, of > 0 ? of : undefined).join(" ")).at(-1);
  const question = head ? `${head} ${words.join(" ")}` : words.join(" ");
  const kws = keywords(question);
  const a = kws.length >= 2 ? answerFrom(ctx, kws, OWNERS.test(s.lower)) : undefined;
  const quoted = a && (a.matched >= 2 || hits(a.quote.join(" "), kws.slice(0, 1)).length > 0);
  return a && quoted && a.coverage === kws.length ? question : undefined;
}

/** What the templates read (sentences.yaml's ask_knowledge): `terse`, `mine`, `clause` name the kind of question. */
type Ask = { explicit?: boolean; clause?: boolean; question?: string; fact?: string; terse?: boolean; mine?: boolean };

const clip = (s: string, n = 400) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

export const askKnowledge = defineTool({
  name: "ask_knowledge",
  description:
    "Answer a question from the user's own knowledge base documents and notes, quoting and citing the document.",
  input: t.Object({
    question: t.String({ minLength: 1, maxLength: 500, description: "The question, in the user's words" }),
    explicit: t.Optional(
      t.Boolean({ description: "The user asked about their notes/documents (say so when nothing matches)" }),
    ),
  }),
  kind: "read",
  // The question is the sentence in the user's words; its keywords choose the document.
  resolve({ explicit, clause, question, fact, terse, mine }: Ask, ctx, s: Sentence) {
    // The thing asked for in its full word when it was said short ("wifi pw" asks for the wifi password).
    const said = clause && question ? question : s.text;
    const asked = fact && !s.lower.includes(fact) ? `${said.replace(/[?.!\s]+$/, "")} ${fact}` : said;
    // "do i have anything on tonight": a day is not a topic of the documents (the calendar answers that).
    if (explicit && question && s.whens().some((w) => w.text.trim().toLowerCase() === question.trim().toLowerCase())) return undefined;
    if (mine && question) return ownersOwn(question, ctx);
    if (terse) {
      const question = tersely(s, ctx);
      return question ? { args: { question, explicit: false } } : undefined;
    }
    if (!explicit) {
      // A loose question is only ours when a document answers it: it holds at least two of the question's words
      // and half of them, and the quoted sentence (with the title) holds two, or the question's first word.
      const kws = keywords(asked);
      // "what's my business name": the owner's own things are in their own notes, never in a built-in sample.
      const a = kws.length ? answerFrom(ctx, kws, OWNERS.test(s.lower)) : undefined;
      // One telling word is enough for a question about the user's own things ("who's my distributor again").
      const mine = kws.length === 1 && kws[0]!.length >= 4 && OWNERS.test(s.lower);
      if (!a || a.coverage < (mine ? 1 : 2) || a.coverage * 2 < kws.length) return undefined;
      if (a.matched < 2 && !hits(a.quote.join(" "), kws.slice(0, 1)).length) return undefined;
    }
    return { args: { question: asked, explicit: !!explicit } };
  },
  run({ question, explicit }, ctx) {
    const kws = keywords(question);
    if (!kws.length) {
      const newest = [desc(knowledgeDocs.createdAt), desc(knowledgeDocs.id)];
      const docs = ctx.db.select().from(knowledgeDocs).orderBy(...newest).limit(8).all();
      const total = docCounts(ctx.db).total;
      const held = `${plural(total, "document")} in your knowledge base`;
      const summary = total
        ? `You have ${held}, including ${listOf(docs.map((d) => `"${d.title}"`))}. Ask me a question about them.`
        : 'Your knowledge base is empty. Say "note: …" to save something.';
      return atKnowledge(summary, docs);
    }
    const a = answerFrom(ctx, kws, !explicit && OWNERS.test(question));
    if (!a || a.coverage < Math.min(2, kws.length))
      return atKnowledge(`I couldn't find anything about "${kws.join(" ")}" in your notes and documents.`, []);
    const also = a.others.length ? ` (Also mentioned in ${listOf(a.others.map((d) => `"${d.title}"`))}.)` : "";
    const data = { doc: { id: a.doc.id, title: a.doc.title, category: a.doc.category }, quote: a.quote };
    return atKnowledge(`From "${a.doc.title}": ${clip(a.quote.join(" "))}${also}`, data);
  },
});
