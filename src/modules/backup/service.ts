import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Loaded on the first backup or restore rather than at start-up (start-up time counts).
const zipLib = (): typeof import("fflate") => require("fflate");
import type { Db } from "../../db/client";

export const DB_FILE = "sunshine.db";

export interface BackupManifest {
  product: "sunshine";
  version: string;
  createdAt: string;
  tables: Record<string, number>;
}

/** Row counts of every user table (drizzle's own bookkeeping table included, so a restore is exact). */
export function tableCounts(sqlite: Database): Record<string, number> {
  const names = sqlite
    .query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  const counts: Record<string, number> = {};
  for (const { name } of names) {
    counts[name] = (sqlite.query(`SELECT COUNT(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counts;
}

export const backupFileName = (date = new Date()) => `sunshine-backup-${date.toISOString().slice(0, 10)}.zip`;

/** A consistent snapshot through VACUUM INTO (never a copy of the live file), zipped with a manifest. */
export function createBackup(db: Db, version: string): { fileName: string; zip: Uint8Array; manifest: BackupManifest } {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-backup-"));
  try {
    const snapshot = join(dir, DB_FILE);
    db.$client.run("VACUUM INTO ?", [snapshot]);
    const copy = new Database(snapshot, { readonly: true });
    const manifest: BackupManifest = {
      product: "sunshine",
      version,
      createdAt: new Date().toISOString(),
      tables: tableCounts(copy),
    };
    copy.close();
    const { strToU8, zipSync } = zipLib();
    const zip = zipSync({
      [DB_FILE]: new Uint8Array(readFileSync(snapshot)),
      "manifest.json": strToU8(JSON.stringify(manifest, null, 2)),
    });
    return { fileName: backupFileName(), zip, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {}

/** Checks a backup zip without touching any data dir; returns the verified database bytes. */
export function verifyBackup(zipBytes: Uint8Array): { database: Uint8Array; manifest: BackupManifest } {
  let entries: Record<string, Uint8Array>;
  try {
    entries = zipLib().unzipSync(zipBytes);
  } catch {
    throw new RestoreError("This file is not a zip archive, so it is not a Sunshine backup");
  }
  const database = entries[DB_FILE];
  const manifestBytes = entries["manifest.json"];
  if (!database || !manifestBytes)
    throw new RestoreError(`The zip has no ${DB_FILE} and manifest.json: not a Sunshine backup`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(zipLib().strFromU8(manifestBytes));
  } catch {
    throw new RestoreError("manifest.json in the backup is not valid JSON");
  }
  if (manifest?.product !== "sunshine" || typeof manifest.tables !== "object") {
    throw new RestoreError("manifest.json does not describe a Sunshine backup");
  }
  const dir = mkdtempSync(join(tmpdir(), "sunshine-verify-"));
  try {
    const file = join(dir, DB_FILE);
    writeFileSync(file, database);
    let sqlite: Database;
    try {
      sqlite = new Database(file, { readonly: true });
      const check = sqlite.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
      if (check[0]?.integrity_check !== "ok")
        throw new RestoreError("The database in the backup is damaged (integrity check failed)");
    } catch (e) {
      if (e instanceof RestoreError) throw e;
      throw new RestoreError("The database in the backup cannot be opened: it is not a valid SQLite file");
    }
    const counts = tableCounts(sqlite);
    sqlite.close();
    for (const [table, n] of Object.entries(manifest.tables)) {
      if (counts[table] !== n) {
        throw new RestoreError(
          `The backup does not match its manifest: table ${table} has ${counts[table] ?? 0} rows, expected ${n}`,
        );
      }
    }
    return { database, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Restores into a stopped data dir. The current database (and its WAL files) is kept aside as
 * sunshine.db.before-restore-<time>; nothing is changed when verification fails.
 */
export function restoreBackup(zipBytes: Uint8Array, dataDir: string): { keptAs?: string; manifest: BackupManifest } {
  const { database, manifest } = verifyBackup(zipBytes);
  const target = join(dataDir, DB_FILE);
  const incoming = join(dataDir, `${DB_FILE}.incoming`);
  writeFileSync(incoming, database);
  let keptAs: string | undefined;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAs);
    for (const suffix of ["-wal", "-shm"])
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
  }
  renameSync(incoming, target);
  return { keptAs, manifest };
}
