import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, columnFields, typed } from "../../lib/common-model";
import { type DocListItem, type DocWithMatch, knowledgeDocs } from "./schema";
import { integer } from "../../lib/validation";

export const CATEGORIES = ["legal", "finance", "business", "general"] as const;
export type Category = (typeof CATEGORIES)[number];

// t.Union of literals, not t.UnionEnum (Elysia fills a missing optional UnionEnum with its first value).
const category = t.Unsafe<Category>(
  t.Union(
    CATEGORIES.map((c) => t.Literal(c)),
    { error: `Category must be one of: ${CATEGORIES.join(", ")}` },
  ),
);
const fields = {
  title: t.String({ minLength: 1, maxLength: 300, error: "Title is required (at most 300 characters)" }),
  content: t.String({ minLength: 1, maxLength: 200_000, error: "Content is required (at most 200,000 characters)" }),
  category,
  tags: t.Array(t.String({ maxLength: 60, error: "Each tag must be at most 60 characters" }), {
    maxItems: 50,
    error: "Tags must be a list of at most 50 short texts",
  }),
  source: t.String({ maxLength: 500, error: "Source must be at most 500 characters" }),
  citation: t.String({ maxLength: 2000, error: "Citation must be at most 2000 characters" }),
};

export const createDocBody = t.Object(
  {
    title: fields.title,
    content: fields.content,
    category: t.Optional(fields.category),
    tags: t.Optional(fields.tags),
    source: t.Optional(t.Union([fields.source, t.Null()])),
    citation: t.Optional(t.Union([fields.citation, t.Null()])),
  },
  { error: "Send the document as a JSON object with at least a title and content" },
);
export type CreateDocInput = typeof createDocBody.static;

export const updateDocBody = t.Partial(t.Object(fields), {
  error: 'Send the changes as a JSON object, e.g. {"title": "New title"}',
});
export type UpdateDocInput = typeof updateDocBody.static;

export const listDocsQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200, error: "Search text must be at most 200 characters" })),
  category: t.Optional(category),
  ...pageQuery,
});

const docFields = {
  ...columnFields(knowledgeDocs),
  tags: t.Array(t.String()),
  isSample: t.Boolean({ description: "One of the built-in sample documents" }),
  match: t.Optional(
    answer(
      { title: t.String(), snippet: t.String(), rank: t.Number() },
      { description: "With ?q=: the highlighted title and snippet and the rank" },
    ),
  ),
};
/** A document with its whole text. */
export const docAnswer = typed<DocWithMatch>(answer(docFields, { description: "A knowledge document" }));
/** A document in the list: its text and the first characters as an excerpt. */
export const docListItemAnswer = typed<DocListItem>(answer({ ...docFields, excerpt: t.String() }));
export const docCountsAnswer = answer({ total: integer(), byCategory: t.Record(t.String(), integer()) });
