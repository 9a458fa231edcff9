import { t } from "elysia";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { asTitle, tidy } from "../../lib/understand/titles";
import { capitalise } from "../../shared/text";
import { CATEGORIES, type Category } from "./model";
import { createDoc, deleteDoc } from "./service";
import { askKnowledge, atKnowledge } from "./tools-ask";

/** What the assistant can do with the knowledge base: save a note, and answer questions from the documents. */

/** A new note's category: the first whose words it holds (sentences.yaml's categories); a "$" counts as a word. */
const CATEGORY_WORDS = Object.entries((SENTENCES as { categories: Record<Category, string[]> }).categories).map(
  ([category, said]) => [category as Category, new RegExp(`(?<![a-z])(?:${said.join("|")})(?![a-z])`, "i")] as const,
);
export const guessCategory = (text: string): Category =>
  CATEGORY_WORDS.find(([, re]) => re.test(text))?.[0] ?? "general";

/** A note's subject, said before its verb: "the studio door code is …", "my gear insurance renews …". */
const VERBS = (SENTENCES as { subject_verbs: string[] }).subject_verbs.join("|");
const SUBJECT = new RegExp(`^(?:the |my |our )?(.{2,60}?)\\s+(?:${VERBS})\\b`, "i");

const HEADING = new RegExp(
  `^((?:[^\\s,]+\\s+){0,3}(?:${(SENTENCES as { heading_nouns: string[] }).heading_nouns.join("|")})),\\s+\\S`,
  "i",
);

/** A note's title: its heading, its subject ("Jo's rate is $300 per song" → "Jo's rate"), else its first words. */
export function noteTitle(content: string): string {
  const heading = HEADING.exec(content)?.[1];
  if (heading) return asTitle(heading);
  const subject = SUBJECT.exec(content)?.[1];
  if (subject && subject.split(/\s+/).length <= 7) return asTitle(subject);
  const first = content.split(/[.!?;\n]|(?<!\d):(?!\d)/)[0]!.split(/\s+/).slice(0, 7).join(" ");
  return asTitle(first.length > 60 ? `${first.slice(0, 59).trimEnd()}…` : first);
}

/** The words for a category (sentences.yaml's `kind` list): "finance", "money" → finance. */
const KIND_SAID = (SENTENCES as { lists: { kind: Record<string, Category> } }).lists.kind;
/** "call it SAMRO details, finance": a category after the name, set apart by a comma, files the note. */
const FILED_AFTER_NAME = new RegExp(`^(.+?),\\s*(?:category\\s+)?(${Object.keys(KIND_SAID).join("|")})$`, "i");

type NoteSlots = { content?: string; named?: string; titled?: string; kind?: Category; elsewhere?: boolean };
/** Words a naming ends on when it is what the note says ("we should call it …"), not the note's title. */
const SAID_BEFORE_NAMING =
  /\b(?:should|could|would|will|might|must|to|gonna|wanna|shall|can|i|we|they|you|he|she|let's|lets|[a-z]+'(?:ll|d))$/i;

const saveNote = defineTool({
  name: "save_note",
  description: "Save a note (title, content, category legal|finance|business|general) to the knowledge base.",
  input: t.Object({
    title: t.String({ minLength: 1, maxLength: 300 }),
    content: t.String({ minLength: 1, maxLength: 200_000 }),
    category: t.Optional(t.Union(CATEGORIES.map((c) => t.Literal(c)))),
    tags: t.Optional(t.Array(t.String({ maxLength: 60 }), { maxItems: 50 })),
  }),
  kind: "write",
  resolve({ content, named, titled, kind, elsewhere }: NoteSlots) {
    if (elsewhere) return { reply: "I keep notes in the knowledge base only; open that record to add a note to it.", final: true };
    // "note that we should call it Night Roads": the naming is what the note says, not the note's title.
    if (titled && SAID_BEFORE_NAMING.test(content ?? "")) return undefined;
    const filed = titled ? FILED_AFTER_NAME.exec(titled.trim()) : null;
    if (filed) [titled, kind] = [filed[1]!, kind ?? KIND_SAID[filed[2]!.toLowerCase()]];
    // A named note: its name ends at the first ":" or " - " as said ("called Mixing checklist: check mono, …"),
    // or where its words are labelled as a form is filled in ("title: Merch supplier, content: tees from …").
    // A name in quotes ends at its closing quote ("titled 'Lesson rates', 30 min lessons are £22").
    const split = named
      ? (/^['"‘“]?(.+?)['"’”](?=[\s,;:.-])[\s,;:.-]*(.+)$/.exec(named) ??
        /^(.+?)\s*(?:(?:[,;]\s*(?:content|body|text|details|words))?\s*:|\s-\s|\s+(?:that says|saying|which says|says|that)\s+)\s*(.+)$/.exec(named))
      : null;
    // "save this as a note" says where, not what: the note's words are still to come.
    const body = (split ? split[2]! : (content ?? named ?? ""))
      .replace(/^[\s:,-]+|[\s.!]+$/g, "")
      .replace(/^(?:as|to|in|into|on)\s+(?:a|an|my|the|our)?\s*(?:new\s+)?(?:notes?|memos?|knowledge base)$/i, "");
    if (!body) return { ask: 'What should the note say? Try "note: the studio door code is 4512".' };
    // "for future reference, what's the wifi password": a question asked, not words to keep.
    if (!split && /^(?:what|what's|whats|where|where's|who|who's|which|when|when's|how(?! to\b)|is there|do i|did i|have i)\b/i.test(body)) return undefined;
    const text = capitalise(body);
    return {
      args: {
        title: titled ? asTitle(titled) : split ? asTitle(tidy(split[1]!)) : noteTitle(text),
        content: text,
        category: kind ?? guessCategory(text),
      },
    };
  },
  run(args, { db }) {
    const doc = createDoc(db, { ...args, category: args.category ?? guessCategory(args.content) });
    const summary = `Saved the note "${doc.title}" to your knowledge base (${doc.category}).`;
    return atKnowledge(summary, doc, () => (deleteDoc(db, doc.id), `Removed the note "${doc.title}".`));
  },
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const knowledgeTools: Tool[] = withSentences(SENTENCES, [saveNote, askKnowledge]);
