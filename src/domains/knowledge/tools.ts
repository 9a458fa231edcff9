import { t } from "elysia";
import { defineTool, type Tool } from "../../lib/tools";
import { asTitle, tidy, type Sentence } from "../../lib/understand/sentence";
import { capitalise } from "../../shared/text";
import { CATEGORIES, type Category } from "./model";
import { createDoc, deleteDoc } from "./service";
import { askKnowledge } from "./tools-ask";

/** What the assistant can do with the knowledge base: save a note, and answer questions from the documents. */

/** The knowledge base's categories as people say them ("my legal notes", "under money stuff"). */
const KINDS = String.raw`(?:legal|law|contract|contracts|finance|financial|money|business|general|misc|random)`;
const KIND_OF: Record<string, Category> = {
  legal: "legal",
  law: "legal",
  contract: "legal",
  contracts: "legal",
  finance: "finance",
  financial: "finance",
  money: "finance",
  business: "business",
  general: "general",
  misc: "general",
  random: "general",
};
/** A category said outright: "category finance", "in my legal notes", "file it under business". */
const SAID_KIND = new RegExp(
  String.raw`\b(?:category|categor(?:y|ise|ize) (?:it |this )?(?:as|under)|(?:file|put|save|keep)(?: it| this| that)? (?:under|in|as)|under|(?:in|to|into) (?:my|the))\s*:?\s*(${KINDS})\b(?:\s+(?:notes|section|folder|category|stuff))?`,
  "i",
);

/** The asking part of "save a note that …", "note to self: …", "add to my knowledge base: …". */
const LEAD = new RegExp(
  [
    String.raw`^(?:(?:so|ok|okay|um|oh|hey|also|and|quick)\s+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?|please\s+)?`,
    String.raw`(?:note to self|memo|note|(?:new|quick) (?:note|memo)`,
    String.raw`|(?:take|make|save|add|create|write|jot|keep|leave|put)(?: me)?(?: a| an| this| the| another| quick| new| short)* (?:note|memo)(?: down)?`,
    String.raw`|(?:jot|write|note) (?:this|that|it) down|(?:jot|write|note) down(?= that\b)`,
    String.raw`|remember(?: that)?|keep in mind(?: that)?`,
    // "save this: the PRS number is 123456789"
    String.raw`|(?:save|store|keep|remember) (?:this|the following)(?=\s+\S+\s+\S+)`,
    String.raw`|(?:add|save|put|store|write|keep|jot|note|stick|pop)(?: this| that| it| the following)?(?: down)? (?:to|in|into|on|under) (?:my|the) (?:${KINDS} )?(?:notes|knowledge ?base|knowledge|docs|documents|notebook|wiki|folder|section))\b`,
    String.raw`(?:\s+(?:(?:to|in|into|under) (?:my|the) (?:${KINDS} )?(?:notes|knowledge ?base|folder|section)))?\s*[:,-]*\s*(?:that\s+|saying\s+|which says\s+|says\s+)?`,
  ].join(""),
  "i",
);
/** "…, can you keep that somewhere": the asking again at the end. */
const TAIL =
  /[,;]?\s*(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:keep|save|store|remember|note|write down|jot down) (?:that|this|it)(?: down)?(?: somewhere| for me| please)*[.!?]*$/i;
const NAMED =
  /^(?:called|titled|named|title)\s+(.+?)\s*(?::|\s-\s|\s+(?:that says|saying|which says|says|that)\s+)\s*(.+)$/i;
/** "note on the invoice", "add a note to the task": notes that belong to another record. */
const ELSEWHERE =
  /\bnotes? (?:to|on|for|in) (?:the|my|this|that|our) (?:task|invoice|event|gig|grant|book|audiobook|station|campaign|contact|song|track|calendar|reminder)\b/;

const CATEGORY_WORDS: [Category, RegExp][] = [
  [
    "legal",
    /\b(?:contracts?|licen[cs]es?|licensing|copyrights?|agreements?|clauses?|terms|lawyers?|legal|split sheets?|rights|trademarks?|exclusive|exclusivity|publishing deal)\b/i,
  ],
  [
    "finance",
    /[$£€]|\b(?:rates?|fees?|prices?|costs?|charges?|charging|pays?|paid|\d+ (?:a|an|per) (?:gig|song|hour|track|day|session)|invoices?|tax(?:es)?|royalt(?:y|ies)|budget|per (?:song|hour|track|stream|gig)|bank|deductions?|expenses?|dollars?|pounds|quid|bucks)\b/i,
  ],
  [
    "business",
    /\b(?:label|distributor|manager|agent|booking|venue|clients?|contacts?|promoter|publicist|marketing|release|e-?mail|phone|number|meeting|supplier|merch)\b/i,
  ],
];
export const guessCategory = (text: string): Category =>
  CATEGORY_WORDS.find(([, re]) => re.test(text))?.[0] ?? "general";

/** A short title from a note: its subject ("Jo's rate is $300 per song" → "Jo's rate"), else its first words. */
export function noteTitle(content: string): string {
  const subject =
    /^(?:the |my |our )?(.{2,60}?)\s+(?:is|are|was|were|=|renews?|expires?|lives?|closes?|opens?|starts?|ends?)\b/i.exec(
      content,
    )?.[1];
  if (subject && subject.split(/\s+/).length <= 7) return asTitle(subject);
  const first = content
    .split(/[.!?:;\n]/)[0]!
    .split(/\s+/)
    .slice(0, 7)
    .join(" ");
  return asTitle(first.length > 60 ? `${first.slice(0, 59).trimEnd()}…` : first);
}

function readNote(s: Sentence) {
  const lead = LEAD.exec(s.lower);
  if (!lead || ELSEWHERE.test(s.lower)) return undefined;
  const kind = SAID_KIND.exec(s.lower);
  let body = s.text.slice(lead[0].length).replace(TAIL, "").trim();
  // The category said outside the lead ("…, category finance") is not part of the note.
  const at = kind ? kind.index - lead[0].length : -1;
  if (kind && at >= 0) body = `${body.slice(0, at)}${body.slice(at + kind[0].length)}`.replace(/[\s,;-]+$/, "").trim();
  let title: string | undefined;
  const named = NAMED.exec(body);
  if (named) [title, body] = [tidy(named[1]!), named[2]!.trim()];
  body = body
    .replace(/^[\s:,-]+/, "")
    .replace(/^(?:that|saying)\s+/i, "")
    .trim();
  if (!body) return undefined;
  const content = capitalise(body);
  const category = kind ? KIND_OF[kind[1]!.toLowerCase()]! : guessCategory(content);
  return { title: title ? asTitle(title) : noteTitle(content), content, category };
}

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
  examples: [
    "note: the studio door code is 4512",
    "save a note that Jo's rate is $300 per song",
    "remember that the venue manager at the Roxy is Dana",
  ],
  patterns: [
    {
      template:
        "^[so|ok|okay|oh|hey|um] [so|ok|okay|um] [please] [quick] (note|note:|note to self|note to self:|memo|memo:|new note)",
      weight: 1.15,
    },
    {
      template:
        "^[so|ok|okay|oh|hey] [please] [can you|could you|would you] [please] (take|make|save|add|create|write|jot|keep|leave|put) [me] [a|an|this|the|another] [quick|new|short] (note|memo|note:)",
      weight: 1.15,
    },
    // "jot down buy strings" is a to-do; "jot this down: …" and "write down that …" are notes.
    { template: "^[please] [can you|could you] [please] (jot|write|note) (this|that|it) down", weight: 0.95 },
    { template: "^[please] [can you|could you] [please] (jot|write|note) down that", weight: 0.95 },
    { template: "^[please] [can you|could you] [please] (remember|keep in mind) that", weight: 1 },
    { template: "^[please] remember (my|the|our) * (is|are)", weight: 0.9 },
    { template: "^[please] (save|store|keep|remember) (this|the following) * (is|are|was|=)", weight: 1.05 },
    {
      template:
        "(add|save|put|store|write|keep|jot|note|stick|pop) [this|that|it|the following] [down] (to|in|into|on|under) (my|the) [legal|law|contract|contracts|finance|financial|money|business|general|misc|random] (notes|knowledge base|knowledge|docs|documents|notebook|wiki)",
      weight: 1.15,
    },
  ],
  unless: [/\b(?:task|to-?do|reminder|calendar|diary)\b/],
  understand(s) {
    if (s.question && !/^(?:can|could|would|will) you\b/.test(s.lower)) return undefined;
    const note = readNote(s);
    if (note) return { args: note };
    return LEAD.test(s.lower) && !ELSEWHERE.test(s.lower)
      ? { ask: 'What should the note say? Try "note: the studio door code is 4512".' }
      : undefined;
  },
  run(args, { db }) {
    const doc = createDoc(db, { ...args, category: args.category ?? guessCategory(args.content) });
    return {
      summary: `Saved the note "${doc.title}" to your knowledge base (${doc.category}).`,
      data: doc,
      link: "/knowledge",
      undo: () => (deleteDoc(db, doc.id), `Removed the note "${doc.title}".`),
    };
  },
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const knowledgeTools: Tool[] = [saveNote, askKnowledge];
