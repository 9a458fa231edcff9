import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir } from "../paths";

export type Db = BunSQLiteDatabase & { $client: Database };

/** Opens (or creates) the SQLite file, turns on WAL and applies the embedded migrations. */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  // A statement that fires triggers inside a transaction keeps a statement journal so it can be undone alone; in a
  // file, that journal cost every such write (the table versions' triggers, the search index's) ~30 µs of file work.
  sqlite.exec("PRAGMA temp_store = MEMORY");
  const db = drizzle({ client: sqlite });
  if (!upToDate(sqlite)) {
    // The migrator (and node:crypto, which it hashes migration files with) loads only when a migration is due.
    const { migrate } = require("drizzle-orm/bun-sqlite/migrator") as typeof import("drizzle-orm/bun-sqlite/migrator");
    migrate(db, { migrationsFolder: migrationsDir });
  }
  return db as Db;
}

/**
 * Every migration is already applied: the common case at each start, answered with one count instead of letting the
 * migrator read and hash every migration file.
 */
function upToDate(sqlite: Database): boolean {
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  const table = sqlite.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return false;
  const { n } = sqlite.query("SELECT COUNT(*) AS n FROM __drizzle_migrations").get() as { n: number };
  return n === journal.entries.length;
}
