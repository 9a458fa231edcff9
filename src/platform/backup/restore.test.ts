import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { startTestServer, type TestServer } from "../../test/harness";
import { restoreBackup } from "./restore";
import { DB_FILE } from "./service";

let s: TestServer;
let backup: Uint8Array;
let entries: Record<string, Uint8Array>;
let manifest: { product: string; tables: Record<string, number> };
beforeAll(async () => {
  s = await startTestServer();
  const res = await fetch(`${s.url}/api/backup/download`, { headers: { authorization: `Bearer ${s.token}` } });
  backup = new Uint8Array(await res.arrayBuffer());
  entries = unzipSync(backup);
  manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
});
afterAll(() => s.close());

const withManifest = (m: unknown, extra: Record<string, Uint8Array> = {}, database = entries[DB_FILE]) =>
  zipSync({ [DB_FILE]: database, "manifest.json": strToU8(JSON.stringify(m)), ...extra });

/** A stopped data dir holding an "original" database; after a refused restore it must hold exactly that. */
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-restore-"));
  writeFileSync(join(dir, DB_FILE), "original");
  return dir;
}
const unchanged = (dir: string) => {
  expect(readdirSync(dir)).toEqual([DB_FILE]);
  expect(readFileSync(join(dir, DB_FILE), "utf8")).toBe("original");
};

describe("restore refuses, changing nothing", () => {
  test("an entry that is not in a Sunshine backup (without unpacking it)", () => {
    const dir = dataDir();
    const huge = zipSync({ ...entries, "extra.bin": new Uint8Array(4 * 1024 * 1024) }, { level: 0 });
    expect(() => restoreBackup(huge, dir)).toThrow(/unexpected "extra.bin"/);
    unchanged(dir);
  });

  test("a database larger than the cap, stopped while it is being unpacked", () => {
    const dir = dataDir();
    const limits = { maxDatabaseBytes: 64 * 1024, maxManifestBytes: 1024 };
    expect(() => restoreBackup(backup, dir, limits)).toThrow(/too large/);
    unchanged(dir);
  });

  test("a manifest that lists no tables, or other tables than the database has", () => {
    const dir = dataDir();
    expect(() => restoreBackup(withManifest({ ...manifest, tables: {} }), dir)).toThrow(
      /no __drizzle_migrations or users/,
    );
    const { radio_stations: _, ...fewer } = manifest.tables;
    expect(() => restoreBackup(withManifest({ ...manifest, tables: fewer }), dir)).toThrow(
      /radio_stations is not listed/,
    );
    expect(() =>
      restoreBackup(withManifest({ ...manifest, tables: { ...manifest.tables, invented: 0 } }), dir),
    ).toThrow(/invented is missing/);
    unchanged(dir);
  });

  test("any SQLite file that is not a Sunshine database, even with a matching manifest", () => {
    const dir = dataDir();
    const other = join(mkdtempSync(join(tmpdir(), "sunshine-other-")), "other.db");
    const db = new Database(other);
    db.exec("CREATE TABLE notes (x); INSERT INTO notes VALUES (1);");
    db.close();
    const zip = withManifest({ product: "sunshine", tables: { notes: 1 } }, {}, new Uint8Array(readFileSync(other)));
    expect(() => restoreBackup(zip, dir)).toThrow(/not a Sunshine database/);
    unchanged(dir);
  });
});

describe("restore succeeds", () => {
  test("from a file on disk, streamed, into a data dir that does not exist yet (created 0700, database 0600)", () => {
    const file = join(mkdtempSync(join(tmpdir(), "sunshine-zip-")), "backup.zip");
    writeFileSync(file, backup);
    const dir = join(mkdtempSync(join(tmpdir(), "sunshine-fresh-")), "not", "yet");
    const result = restoreBackup(file, dir);
    expect(result.createdDir).toBe(true);
    expect(result.keptAs).toBeUndefined();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, DB_FILE)).mode & 0o777).toBe(0o600);
    const restored = new Database(join(dir, DB_FILE), { readonly: true });
    expect((restored.query("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n).toBe(manifest.tables.users);
    restored.close();
  });

  test("a refused restore into a missing data dir leaves no dir behind", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "sunshine-fresh-")), "data");
    expect(() => restoreBackup(strToU8("hello"), dir)).toThrow(/not a zip/);
    expect(existsSync(dir)).toBe(false);
  });
});
