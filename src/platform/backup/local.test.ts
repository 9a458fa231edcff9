import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { resolveConfig } from "../../config";
import { migrationsDir } from "../../paths";
import { openDataDir } from "../../server";
import { migrationsPending } from "./local";
import { verifyBackup } from "./restore";
import { DB_FILE } from "./service";

test("an update that changes the tables first keeps a verified backup of the database as it was", () => {
  // A data dir from the previous version: every migration but the newest applied.
  const older = mkdtempSync(join(tmpdir(), "sunshine-migrations-"));
  cpSync(migrationsDir, older, { recursive: true });
  const journalFile = join(older, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries.pop();
  writeFileSync(journalFile, JSON.stringify(journal));
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-old-install-"));
  const sqlite = new Database(join(dataDir, DB_FILE), { create: true });
  migrate(drizzle({ client: sqlite }), { migrationsFolder: older });
  sqlite.exec("INSERT INTO users (email, name, created_at) VALUES ('ada@example.com', 'Ada', '2026-01-01')");
  sqlite.close();
  expect(migrationsPending(join(dataDir, DB_FILE))).toBe(true);

  const deps = openDataDir(resolveConfig({ dataDir, port: 0 }, {}));
  try {
    expect(migrationsPending(join(dataDir, DB_FILE))).toBe(false);
    const made = readdirSync(join(dataDir, "backups"));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^sunshine-.*-before-migration\.zip$/);
    const { manifest } = verifyBackup(join(dataDir, "backups", made[0]));
    expect(manifest.tables.users).toBe(1);
    expect(manifest.tables.__drizzle_migrations).toBe(journal.entries.length);
  } finally {
    deps.db.$client.close();
  }
  // Starting again makes no new backup: nothing is pending.
  openDataDir(resolveConfig({ dataDir, port: 0 }, {})).db.$client.close();
  expect(readdirSync(join(dataDir, "backups"))).toHaveLength(1);
});
