import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { migrationsDir } from "../paths";

export type Db = BunSQLiteDatabase & { $client: Database };

/** Opens (or creates) the SQLite file, turns on WAL and applies the embedded migrations. */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  const db = drizzle({ client: sqlite });
  migrate(db, { migrationsFolder: migrationsDir });
  return db as Db;
}
