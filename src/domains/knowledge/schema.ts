import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

/**
 * A knowledge document. `tags` holds a JSON list of strings. Full-text search goes through the FTS5 table
 * `knowledge_fts` (title, content, tags), kept in step by triggers in the knowledge_fts migration.
 */
export const knowledgeDocs = sqliteTable(
  "knowledge_docs",
  {
    id: id(),
    userId: integer("user_id"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** legal | finance | business | general */
    category: text("category").notNull().default("general"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    source: text("source").notNull().default(""),
    citation: text("citation").notNull().default(""),
    /** Set on the built-in sample documents (e.g. "music-copyright-basics"). */
    sampleKey: text("sample_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The document list: newest first, optionally one category.
  (t) => [
    index("knowledge_docs_category_idx").on(t.category, t.createdAt),
    index("knowledge_docs_created_idx").on(t.createdAt),
  ],
);
export type KnowledgeDoc = typeof knowledgeDocs.$inferSelect;

/** A document as the API answers it: whether it is a built-in sample, and where a search matched it. */
export type DocWithMatch = KnowledgeDoc & {
  isSample: boolean;
  match?: { title: string; snippet: string; rank: number };
};

/**
 * A list item: the document's fields as other clients know them (the full `content` included), plus `excerpt`, the
 * first lines, which is all the web's list shows.
 */
export type DocListItem = DocWithMatch & { excerpt: string };

/** Which built-in samples were ever added, so a deleted sample is not brought back on the next start. */
export const knowledgeSeeds = sqliteTable("knowledge_seeds", {
  key: text("key").primaryKey(),
  seededAt: createdAt(),
});
