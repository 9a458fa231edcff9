import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Db } from "../../db/client";
import { migrationsDir } from "../../paths";
import { backupName, type BackupReason } from "./names";
import { createBackup, DB_FILE } from "./service";

/**
 * Backups taken while nothing else runs (before the server applies migrations, before `sunshine restore`): made and
 * verified in one go into the data dir's backups/ folder. The running server copies them on to the other
 * destinations with its next backup.
 */
export function backupStoppedDatabase(dataDir: string, version: string, reason: BackupReason, now = new Date()) {
  const file = join(dataDir, DB_FILE);
  const sqlite = new Database(file, { readonly: true });
  try {
    const { zip } = createBackup({ $client: sqlite } as unknown as Db, version, dataDir);
    // The checks of a backup's contents load only here: a start that has no migration to apply never needs them.
    (require("./restore") as typeof import("./restore")).verifyBackup(zip);
    const target = join(dataDir, "backups", backupName(now, reason));
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    writeFileSync(`${target}.partial`, zip, { mode: 0o600 });
    renameSync(`${target}.partial`, target);
    return { file: target, size: statSync(target).size };
  } finally {
    sqlite.close();
  }
}

/** Whether opening this database would apply migrations to data that already exists (a new install has nothing). */
export function migrationsPending(file: string): boolean {
  if (!existsSync(file) || statSync(file).size === 0) return false;
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const sqlite = new Database(file, { readonly: true });
  try {
    const hasTable = sqlite.query("SELECT 1 FROM sqlite_master WHERE name = '__drizzle_migrations'").get();
    if (!hasTable) return false;
    const { n } = sqlite.query("SELECT COUNT(*) AS n FROM __drizzle_migrations").get() as { n: number };
    return n < journal.entries.length;
  } finally {
    sqlite.close();
  }
}
