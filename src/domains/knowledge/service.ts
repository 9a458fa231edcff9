import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { countRows, type Page, type PageParams } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { SAMPLE_DOCS } from "./samples";
import { type DocListItem, type DocWithMatch, knowledgeDocs, knowledgeSeeds, type KnowledgeDoc } from "./schema";
import type { Category, CreateDocInput, UpdateDocInput } from "./model";

/** At most this many search results, best first. */
export const SEARCH_LIMIT = 100;


const stripMarks = (s: string) => s.replace(/[\u0002\u0003]/g, "");

const samplesReady = new WeakSet<Db>();
/** Adds the samples once per open database: after the server has started, or at the first request that reads them. */
export function ensureSamples(db: Db) {
  if (samplesReady.has(db)) return;
  seedSamples(db);
  samplesReady.add(db);
}

/** Adds the built-in samples that were never added before (a deleted sample stays deleted). Safe to call often. */
export function seedSamples(db: Db) {
  db.transaction((tx) => {
    // The keys already seeded are read once: a start's catch-up then writes nothing and builds one query, not one per
    // sample.
    const seeded = new Set(tx.select({ key: knowledgeSeeds.key }).from(knowledgeSeeds).all().map((row) => row.key));
    for (const s of SAMPLE_DOCS) {
      if (seeded.has(s.key)) continue;
      const fresh = tx.insert(knowledgeSeeds).values({ key: s.key }).onConflictDoNothing().returning().get();
      if (!fresh) continue;
      tx.insert(knowledgeDocs)
        .values({
          title: s.title,
          content: s.content,
          category: s.category,
          tags: s.tags,
          source: s.source,
          citation: s.citation,
          sampleKey: s.key,
        })
        .run();
    }
  });
}

const withFlag = (d: KnowledgeDoc): DocWithMatch => ({ ...d, isSample: d.sampleKey != null });

function cleanTags(tags: string[] | undefined) {
  if (!tags) return undefined;
  const seen = new Set<string>();
  return tags
    .map((t) => stripMarks(t).trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

function clean(
  input: Partial<Omit<UpdateDocInput, "source" | "citation">> & { source?: string | null; citation?: string | null },
) {
  const out: Record<string, unknown> = {};
  if (input.title !== undefined) {
    out.title = stripMarks(input.title).trim();
    if (!out.title) throw invalid("Title is required");
  }
  if (input.content !== undefined) {
    out.content = stripMarks(input.content).trim();
    if (!out.content) throw invalid("Content is required");
  }
  if (input.category !== undefined) out.category = input.category;
  if (input.tags !== undefined) out.tags = cleanTags(input.tags);
  if (input.source !== undefined) out.source = stripMarks(input.source ?? "").trim();
  if (input.citation !== undefined) out.citation = stripMarks(input.citation ?? "").trim();
  return out as Partial<typeof knowledgeDocs.$inferInsert>;
}

/** Turns what a person typed into a safe FTS5 query: every word must match, as a word prefix. */
export function ftsQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(" ");
}

/** Lists documents (newest first), or with `q` the FTS5 matches ranked by bm25 (title 10×, tags 5×, content 1×). */
export function listDocs(db: Db, opts: { q?: string; category?: Category } = {}): DocWithMatch[] {
  const match = opts.q ? ftsQuery(opts.q) : null;
  if (!match) {
    return db
      .select()
      .from(knowledgeDocs)
      .where(opts.category ? eq(knowledgeDocs.category, opts.category) : undefined)
      .orderBy(desc(knowledgeDocs.createdAt), desc(knowledgeDocs.id))
      .all()
      .map(withFlag);
  }
  // "ORDER BY rank LIMIT n" lets FTS5 sort by bm25 itself and build highlights and snippets only for the rows
  // returned. A category filter is applied afterwards, so fetch more rows then.
  const rows = db.$client
    .query<{ id: number; title: string; snippet: string; rank: number }, Record<string, string | number>>(
      `SELECT rowid AS id,
              highlight(knowledge_fts, 0, char(2), char(3)) AS title,
              snippet(knowledge_fts, 1, char(2), char(3), '…', 16) AS snippet,
              rank
         FROM knowledge_fts
        WHERE knowledge_fts MATCH $match AND rank MATCH 'bm25(10.0, 1.0, 5.0)'
        ORDER BY rank LIMIT $limit`,
    )
    .all({ match, limit: opts.category ? SEARCH_LIMIT * 10 : SEARCH_LIMIT });
  if (!rows.length) return [];
  const docs = new Map(
    db
      .select()
      .from(knowledgeDocs)
      .where(
        and(
          sql`${knowledgeDocs.id} IN (${sql.join(
            rows.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
          opts.category ? eq(knowledgeDocs.category, opts.category) : undefined,
        ),
      )
      .all()
      .map((d) => [d.id, d]),
  );
  return rows
    .filter((r) => docs.has(r.id))
    .slice(0, SEARCH_LIMIT)
    .map((r) => ({ ...withFlag(docs.get(r.id)!), match: { title: r.title, snippet: r.snippet, rank: r.rank } }));
}

const EXCERPT = 280;
const listColumns = {
  id: knowledgeDocs.id,
  userId: knowledgeDocs.userId,
  title: knowledgeDocs.title,
  content: knowledgeDocs.content,
  excerpt: sql<string>`substr(${knowledgeDocs.content}, 1, ${EXCERPT})`,
  category: knowledgeDocs.category,
  tags: knowledgeDocs.tags,
  source: knowledgeDocs.source,
  citation: knowledgeDocs.citation,
  sampleKey: knowledgeDocs.sampleKey,
  createdAt: knowledgeDocs.createdAt,
  updatedAt: knowledgeDocs.updatedAt,
};
const listItem = <T extends { sampleKey: string | null }>(d: T) => ({ ...d, isSample: d.sampleKey != null });

/**
 * One page of the document list: newest first, or with `q` the FTS5 matches ranked by bm25 (title 10×, tags 5×,
 * content 1×) with a highlighted title and snippet. The category filter runs inside the same query, so paging and
 * the total stay exact.
 */
export function listDocsPage(db: Db, opts: { q?: string; category?: Category }, page: PageParams): Page<DocListItem> {
  const match = opts.q ? ftsQuery(opts.q) : null;
  if (opts.q && !match) return { rows: [], total: 0 };
  if (!match) {
    const where = opts.category ? eq(knowledgeDocs.category, opts.category) : undefined;
    const rows = db
      .select(listColumns)
      .from(knowledgeDocs)
      .where(where)
      .orderBy(desc(knowledgeDocs.createdAt), desc(knowledgeDocs.id))
      .limit(page.limit)
      .offset(page.offset)
      .all()
      .map(listItem);
    return { rows, total: countRows(db, knowledgeDocs, where) };
  }
  const byCategory = opts.category ? "AND d.category = $category" : "";
  const params = { match, limit: page.limit, offset: page.offset, ...(opts.category ? { category: opts.category } : {}) };
  const hits = db.$client
    .query<{ id: number; title: string; snippet: string; rank: number }, Record<string, string | number>>(
      `SELECT knowledge_fts.rowid AS id,
              highlight(knowledge_fts, 0, char(2), char(3)) AS title,
              snippet(knowledge_fts, 1, char(2), char(3), '…', 16) AS snippet,
              rank
         FROM knowledge_fts JOIN knowledge_docs d ON d.id = knowledge_fts.rowid
        WHERE knowledge_fts MATCH $match AND rank MATCH 'bm25(10.0, 1.0, 5.0)' ${byCategory}
        ORDER BY rank LIMIT $limit OFFSET $offset`,
    )
    .all(params);
  const total =
    db.$client
      .query<{ n: number }, Record<string, string | number>>(
        `SELECT count(*) AS n FROM knowledge_fts JOIN knowledge_docs d ON d.id = knowledge_fts.rowid
          WHERE knowledge_fts MATCH $match ${byCategory}`,
      )
      .get({ match, ...(opts.category ? { category: opts.category } : {}) })?.n ?? 0;
  if (!hits.length) return { rows: [], total };
  const docs = new Map(
    db
      .select(listColumns)
      .from(knowledgeDocs)
      .where(inArray(knowledgeDocs.id, hits.map((h) => h.id)))
      .all()
      .map((d) => [d.id, d]),
  );
  const rows = hits
    .filter((h) => docs.has(h.id))
    .map((h) => ({ ...listItem(docs.get(h.id)!), match: { title: h.title, snippet: h.snippet, rank: h.rank } }));
  return { rows, total };
}

/** How many documents each category holds (the category tiles), counted in SQL. */
export function docCounts(db: Db): { total: number; byCategory: Record<string, number> } {
  const rows = db
    .select({ category: knowledgeDocs.category, n: sql<number>`count(*)` })
    .from(knowledgeDocs)
    .groupBy(knowledgeDocs.category)
    .all();
  const byCategory: Record<string, number> = { legal: 0, finance: 0, business: 0, general: 0 };
  for (const r of rows) byCategory[r.category] = r.n;
  return { total: rows.reduce((sum, r) => sum + r.n, 0), byCategory };
}

export function getDoc(db: Db, id: number): DocWithMatch {
  const row = db.select().from(knowledgeDocs).where(eq(knowledgeDocs.id, id)).get();
  if (!row) throw notFound("Knowledge document");
  return withFlag(row);
}

/** Several documents in the order of their ids (one query: the assistant reads a dozen search hits per question). */
export function getDocs(db: Db, ids: number[]): DocWithMatch[] {
  if (!ids.length) return [];
  const byId = new Map(db.select().from(knowledgeDocs).where(inArray(knowledgeDocs.id, ids)).all().map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withFlag(row)] : [];
  });
}

export function createDoc(db: Db, input: CreateDocInput, userId?: number): DocWithMatch {
  const values = clean(input);
  const row = db
    .insert(knowledgeDocs)
    .values({
      ...values,
      title: values.title!,
      content: values.content!,
      category: input.category ?? "general",
      tags: values.tags ?? [],
      userId,
    })
    .returning()
    .get();
  emit(db, {
    type: "knowledge_created",
    message: `Knowledge document "${row.title}" added to ${row.category}`,
    entityType: "knowledge_doc",
    entityId: row.id,
  });
  return withFlag(row);
}

export function updateDoc(db: Db, id: number, input: UpdateDocInput): DocWithMatch {
  getDoc(db, id);
  const values = clean(input);
  const row = Object.keys(values).length
    ? db.update(knowledgeDocs).set(values).where(eq(knowledgeDocs.id, id)).returning().get()!
    : db.select().from(knowledgeDocs).where(eq(knowledgeDocs.id, id)).get()!;
  emit(db, {
    type: "knowledge_updated",
    message: `Knowledge document "${row.title}" updated`,
    entityType: "knowledge_doc",
    entityId: row.id,
  });
  return withFlag(row);
}

export function deleteDoc(db: Db, id: number) {
  const row = getDoc(db, id);
  db.delete(knowledgeDocs).where(eq(knowledgeDocs.id, id)).run();
  emit(db, {
    type: "knowledge_deleted",
    message: `Knowledge document "${row.title}" deleted`,
    entityType: "knowledge_doc",
    entityId: row.id,
  });
  return { deleted: true, id };
}
