import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import { formatNanos } from "./amounts";
import type { ColumnMapping } from "./formats";
import { openReport, type LedgerRow } from "./parse-report";
import { commitPeople, undoPeople } from "./people";
import { importView, type ImportView } from "./import-view";
import { previewIfPeople } from "./people-route";
import { imports, type ImportRecord } from "./schema";
import { rememberedMapping, rememberMapping } from "./mappings";
import type { PreviewInput } from "./import-view";

/** The ledger columns in the order both tables share (see schema.ts). */
const COLUMNS =
  "import_id, source, store, country, title, artist, isrc, upc, isbn, asin, quantity, amount, amount_nanos, currency, period_start, period_end, reported_on, fingerprint";

export { importView, type ImportView };

/** Running figures of a preview, summed exactly in billionths while the rows stream past. */
function figures() {
  const totals = new Map<string, bigint>();
  const titles = new Map<string, bigint>();
  let from: string | null = null;
  let to: string | null = null;
  let rows = 0;
  return {
    add(r: LedgerRow) {
      rows++;
      totals.set(r.currency, (totals.get(r.currency) ?? 0n) + r.nanos);
      titles.set(r.title, (titles.get(r.title) ?? 0n) + r.nanos);
      if (from === null || r.period.start < from) from = r.period.start;
      if (to === null || r.period.end > to) to = r.period.end;
    },
    done: () => ({
      rows,
      from,
      to,
      totals,
      money: Object.fromEntries(
        [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => [c, formatNanos(n)]),
      ),
      titles: [...titles]
        .sort((a, b) => (b[1] > a[1] ? 1 : b[1] < a[1] ? -1 : a[0].localeCompare(b[0])))
        .slice(0, 100)
        .map(([t]) => t),
    }),
  };
}

/** Deletes previews (and their pending rows) matching `where`. */
function dropPreviews(db: Db, where: string, params: string[]) {
  const ids = db.$client
    .query<{ id: number }, string[]>(`SELECT id FROM imports WHERE status = 'preview' AND ${where}`)
    .all(...params);
  for (const { id } of ids) {
    db.$client.run("DELETE FROM income_entries WHERE import_id = ?", [id]);
    db.$client.run("DELETE FROM imports WHERE id = ?", [id]);
  }
}

/**
 * Reads a dropped report into a preview: its new rows are written at once, marked pending, in one transaction (a bad
 * file leaves nothing); rows whose fingerprint is already in the ledger are counted as duplicates and not written.
 * The preview says the format, period, totals per currency, titles and how many rows are already known.
 */
export async function previewImport(db: Db, input: PreviewInput, now = new Date()): Promise<ImportView> {
  const fileHash = new Bun.CryptoHasher("sha256").update(input.bytes).digest("hex");
  // Previews nobody committed within a day go; dropping the same file again replaces its earlier preview.
  dropPreviews(db, "(created_at < ? OR file_hash = ?)", [new Date(now.getTime() - 86_400_000).toISOString(), fileHash]);
  // Address books and calendars are recognised by their content and previewed by their own path.
  const people = await previewIfPeople(db, input, now);
  if (people) return importView(people);

  const report = await openReport(input.bytes, {
    format: input.format,
    mapping: input.mapping,
    remembered: (headerKey) => (input.remap ? undefined : rememberedMapping<ColumnMapping>(db, headerKey)),
  });
  const client = db.$client;
  const sums = figures();
  const { id, skipped, inserted } = client.transaction(() => {
    const record = db
      .insert(imports)
      .values({
        kind: "income",
        format: report.format,
        source: report.source,
        fileName: input.fileName.slice(0, 200) || "report",
        fileHash,
        createdAt: now.toISOString(),
      })
      .returning({ id: imports.id })
      .get();
    const insert = client.prepare(
      `INSERT OR IGNORE INTO income_entries (${COLUMNS}, pending) VALUES (${COLUMNS.split(",")
        .map(() => "?")
        .join(",")}, 1)`,
    );
    let inserted = 0;
    const { skipped } = report.read((r) => {
      sums.add(r);
      inserted += insert.run(
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
      ).changes;
    });
    const mapping = input.mapping as unknown as Record<string, string> | undefined;
    if (mapping && report.headerKey) rememberMapping(db, report.headerKey, report.source, mapping);
    return { id: record.id, skipped, inserted };
  })();
  const f = sums.done();
  const problems = [...report.notes, ...(report.check?.(f.totals, report.context as never) ?? [])];
  const earlier = db
    .select()
    .from(imports)
    .where(eq(imports.fileHash, fileHash))
    .all()
    // (A second import of the same file adds no rows: once the first is undone, nothing of the file is left.)
    .find((r) => r.status === "imported" && (r.imported ?? 0) > 0);
  if (earlier)
    problems.unshift(
      `This very file was imported on ${earlier.committedAt?.slice(0, 10)}: importing it again adds nothing.`,
    );
  const record = db
    .update(imports)
    .set({
      rows: f.rows,
      duplicates: f.rows - inserted,
      skipped,
      from: f.from,
      to: f.to,
      totals: f.money,
      titles: f.titles,
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

/** Makes a preview's rows count: one statement clears their pending mark. */
export function commitImport(db: Db, id: number, now = new Date()): ImportView {
  const record = getImport(db, id);
  if (record.status !== "preview") throw conflict("This import was already committed");
  if (record.kind !== "income") return importView(commitPeople(db, record, now));
  const client = db.$client;
  const updated = client.transaction(() => {
    const { changes } = client.run("UPDATE income_entries SET pending = 0 WHERE import_id = ?", [id]);
    return db
      .update(imports)
      .set({ status: "imported", imported: changes, duplicates: record.rows - changes, committedAt: now.toISOString() })
      .where(eq(imports.id, id))
      .returning()
      .get();
  })();
  emit(db, {
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
  if (record.kind !== "income" && record.status === "imported") return { ok: true, removed: undoPeople(db, record) };
  const client = db.$client;
  const removed = client.transaction(() => {
    const { changes } = client.run("DELETE FROM income_entries WHERE import_id = ?", [id]);
    client.run("DELETE FROM imports WHERE id = ?", [id]);
    return changes;
  })();
  if (record.status === "imported" && record.kind === "income")
    emit(db, {
      type: "income_import_undone",
      message: `Undid the ${record.source} import of ${record.fileName} (${removed} rows removed)`,
      entityType: "import",
      entityId: id,
    });
  return { ok: true, removed };
}

export const listImports = (db: Db): ImportView[] =>
  db.select().from(imports).orderBy(desc(imports.id)).limit(200).all().map(importView);
