import { createHash } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { logActivity } from "../activity/service";
import { formatNanos } from "./amounts";
import type { ColumnMapping } from "./formats";
import { parseReport, type LedgerRow } from "./parse-report";
import { importMappings, imports, type ImportRecord } from "./schema";

/** The ledger columns in the order both tables share (see schema.ts). */
const COLUMNS =
  "import_id, source, store, country, title, artist, isrc, upc, isbn, asin, quantity, amount, amount_nanos, currency, period_start, period_end, reported_on, fingerprint";

export interface ImportView {
  id: number;
  kind: ImportRecord["kind"];
  format: string;
  source: string;
  fileName: string;
  status: ImportRecord["status"];
  rows: number;
  duplicates: number;
  skipped: number;
  imported?: number;
  from: string | null;
  to: string | null;
  totals: Record<string, string>;
  titles: string[];
  problems: string[];
  createdAt: string;
  committedAt: string | null;
}

export const importView = (r: ImportRecord): ImportView => ({
  id: r.id,
  kind: r.kind,
  format: r.format,
  source: r.source,
  fileName: r.fileName,
  status: r.status,
  rows: r.rows,
  duplicates: r.duplicates,
  skipped: r.skipped,
  ...(r.status === "imported" ? { imported: r.imported } : {}),
  from: r.from,
  to: r.to,
  totals: r.totals,
  titles: r.titles,
  problems: r.problems,
  createdAt: r.createdAt,
  committedAt: r.committedAt,
});

function rememberedMapping(db: Db) {
  return (headerKey: string) =>
    db.select().from(importMappings).where(eq(importMappings.headerKey, headerKey)).get()?.mapping as
      ColumnMapping | undefined;
}

/** Sums per currency of one import's staged rows, exactly (integers in SQL), rounded once. */
function stagedFigures(db: Db, importId: number) {
  const client = db.$client;
  const totals = client
    .query<{ currency: string; nanos: string }, [number]>(
      "SELECT currency, CAST(sum(amount_nanos) AS TEXT) AS nanos FROM import_staging WHERE import_id = ? GROUP BY currency ORDER BY currency",
    )
    .all(importId);
  const span = client
    .query<{ rows: number; start: string | null; end: string | null }, [number]>(
      "SELECT count(*) AS rows, min(period_start) AS start, max(period_end) AS end FROM import_staging WHERE import_id = ?",
    )
    .get(importId)!;
  const titles = client
    .query<{ title: string }, [number]>(
      "SELECT title FROM import_staging WHERE import_id = ? GROUP BY title ORDER BY sum(amount_nanos) DESC, title LIMIT 100",
    )
    .all(importId)
    .map((r) => r.title);
  const { duplicates } = client
    .query<{ duplicates: number }, [number]>(
      `SELECT count(*) AS duplicates FROM import_staging s
       WHERE s.import_id = ? AND EXISTS (SELECT 1 FROM income_entries e WHERE e.fingerprint = s.fingerprint)`,
    )
    .get(importId)!;
  return { totals, span, titles, duplicates };
}

export interface PreviewInput {
  bytes: Uint8Array;
  fileName: string;
  format?: string;
  mapping?: ColumnMapping;
}

/**
 * Reads a dropped report into a preview: its rows wait in import_staging (one transaction: a bad file leaves nothing),
 * and the preview says the format, period, totals per currency, titles and how many rows are already in the ledger.
 */
export async function previewImport(db: Db, input: PreviewInput, now = new Date()): Promise<ImportView> {
  // Previews nobody committed within a day are dropped with their staged rows.
  const stale = new Date(now.getTime() - 86_400_000).toISOString();
  db.$client.run(
    "DELETE FROM import_staging WHERE import_id IN (SELECT id FROM imports WHERE status = 'preview' AND created_at < ?)",
    [stale],
  );
  db.$client.run("DELETE FROM imports WHERE status = 'preview' AND created_at < ?", [stale]);

  const rows: LedgerRow[] = [];
  // Rows are collected in the parse and written in one transaction afterwards: a bad line throws before anything is written.
  const parsed = await parseReport(
    input.bytes,
    { format: input.format, mapping: input.mapping, remembered: rememberedMapping(db) },
    (row) => rows.push(row),
  );
  const fileHash = createHash("sha256").update(input.bytes).digest("hex");
  const client = db.$client;
  const id = client.transaction(() => {
    const record = db
      .insert(imports)
      .values({
        kind: "income",
        format: parsed.format,
        source: parsed.source,
        fileName: input.fileName.slice(0, 200) || "report",
        fileHash,
        createdAt: now.toISOString(),
      })
      .returning({ id: imports.id })
      .get();
    const insert = client.prepare(
      `INSERT INTO import_staging (${COLUMNS}) VALUES (${COLUMNS.split(",")
        .map(() => "?")
        .join(",")})`,
    );
    for (const r of rows)
      insert.run(
        record.id,
        r.source,
        r.store,
        r.country,
        r.title,
        r.artist ?? null,
        r.isrc ?? null,
        r.upc ?? null,
        r.isbn ?? null,
        r.asin ?? null,
        r.quantity,
        r.amount,
        r.nanos,
        r.currency,
        r.period.start,
        r.period.end,
        r.reportedOn ?? null,
        r.fingerprint,
      );
    const mapping = input.mapping as unknown as Record<string, string> | undefined;
    if (mapping && parsed.headerKey)
      db.insert(importMappings)
        .values({ headerKey: parsed.headerKey, source: parsed.source, mapping })
        .onConflictDoUpdate({ target: importMappings.headerKey, set: { source: parsed.source, mapping } })
        .run();
    return record.id;
  })();
  rows.length = 0;

  const figures = stagedFigures(db, id);
  const totalsMap = new Map(figures.totals.map((t) => [t.currency, BigInt(t.nanos)]));
  const problems = [...parsed.notes, ...(parsed.check?.(totalsMap, parsed.context as never) ?? [])];
  const earlier = db
    .select()
    .from(imports)
    .where(eq(imports.fileHash, fileHash))
    .all()
    .find((r) => r.status === "imported");
  if (earlier)
    problems.unshift(
      `This very file was imported on ${earlier.committedAt?.slice(0, 10)}: importing it again adds nothing.`,
    );
  const record = db
    .update(imports)
    .set({
      rows: figures.span.rows,
      duplicates: figures.duplicates,
      skipped: parsed.skipped,
      from: figures.span.start,
      to: figures.span.end,
      totals: Object.fromEntries(figures.totals.map((t) => [t.currency, formatNanos(BigInt(t.nanos))])),
      titles: figures.titles,
      problems,
    })
    .where(eq(imports.id, id))
    .returning()
    .get();
  return importView(record);
}

export function getImport(db: Db, id: number): ImportRecord {
  const record = db.select().from(imports).where(eq(imports.id, id)).get();
  if (!record) throw notFound("Import");
  return record;
}

/** Moves a preview's rows into the ledger in one statement; rows already there (same fingerprint) are left out. */
export function commitImport(db: Db, id: number, now = new Date()): ImportView {
  const record = getImport(db, id);
  if (record.status !== "preview") throw conflict("This import was already committed");
  const client = db.$client;
  const updated = client.transaction(() => {
    const { changes } = client.run(
      `INSERT OR IGNORE INTO income_entries (${COLUMNS}) SELECT ${COLUMNS} FROM import_staging WHERE import_id = ? ORDER BY id`,
      [id],
    );
    client.run("DELETE FROM import_staging WHERE import_id = ?", [id]);
    return db
      .update(imports)
      .set({ status: "imported", imported: changes, duplicates: record.rows - changes, committedAt: now.toISOString() })
      .where(eq(imports.id, id))
      .returning()
      .get();
  })();
  logActivity(db, {
    type: "income_imported",
    message: `Imported ${updated.imported} ${updated.source} rows from ${updated.fileName}${updated.duplicates ? ` (${updated.duplicates} already known)` : ""}`,
    entityType: "import",
    entityId: id,
  });
  return importView(updated);
}

/** Undoes a committed import as a whole (exactly its rows go), or drops a preview. */
export function deleteImport(db: Db, id: number): { ok: true; removed: number } {
  const record = getImport(db, id);
  const client = db.$client;
  const removed = client.transaction(() => {
    const table = record.status === "imported" ? "income_entries" : "import_staging";
    const { changes } = client.run(`DELETE FROM ${table} WHERE import_id = ?`, [id]);
    client.run("DELETE FROM imports WHERE id = ?", [id]);
    return changes;
  })();
  if (record.status === "imported")
    logActivity(db, {
      type: "income_import_undone",
      message: `Undid the ${record.source} import of ${record.fileName} (${removed} rows removed)`,
      entityType: "import",
      entityId: id,
    });
  return { ok: true, removed };
}

export const listImports = (db: Db): ImportView[] =>
  db.select().from(imports).orderBy(desc(imports.id)).limit(200).all().map(importView);
