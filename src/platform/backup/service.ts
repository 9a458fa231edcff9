import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
  /** files/… in the data dir (the owner's logo) → size in bytes; absent in older backups. */
  files?: Record<string, number>;
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
export function createBackup(
  db: Db,
  version: string,
  dataDir?: string,
): { fileName: string; zip: Uint8Array; manifest: BackupManifest } {
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
    const files = dataDir ? dataFiles(dataDir) : {};
    manifest.files = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, bytes.length]));
    const { strToU8, zipSync } = zipLib();
    const zip = zipSync({
      [DB_FILE]: new Uint8Array(readFileSync(snapshot)),
      ...files,
      "manifest.json": strToU8(JSON.stringify(manifest, null, 2)),
    });
    return { fileName: backupFileName(), zip, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Restoring lives in ./restore.ts (streamed, size-capped, checked against the manifest).

/** Everything under <data dir>/files (what domains keep beside the database, e.g. the owner's logo), as zip entries. */
export function dataFiles(dataDir: string): Record<string, Uint8Array> {
  const root = join(dataDir, "files");
  if (!existsSync(root)) return {};
  const out: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = join(entry.parentPath, entry.name)
      .slice(root.length + 1)
      .replaceAll("\\", "/");
    out[`files/${rel}`] = new Uint8Array(readFileSync(join(root, rel)));
  }
  return out;
}
