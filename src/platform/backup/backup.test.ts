import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, unzipSync, zipSync } from "fflate";
import { startTestServer, type TestServer } from "../../test/harness";
import { logActivity } from "../activity/service";
import { radioStations } from "../../domains/radio/schema";
import { DB_FILE, tableCounts } from "./service";
import { restoreBackup, RestoreError, verifyBackup } from "./restore";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const dump = (file: string) => {
  const db = new Database(file, { readonly: true });
  const rows = {
    stations: db.query("SELECT * FROM radio_stations ORDER BY id").all(),
    activities: db.query("SELECT * FROM activities ORDER BY id").all(),
    users: db.query("SELECT * FROM users ORDER BY id").all(),
  };
  db.close();
  return rows;
};

describe("backup download", () => {
  test("is a zip with a VACUUM INTO snapshot and a manifest; restore brings back identical rows", async () => {
    const db = s.deps.db;
    db.insert(radioStations)
      .values([
        { name: "KEXP", contactEmail: "music@kexp.org" },
        { name: "WFMU", status: "contacted" },
      ])
      .run();
    logActivity(db, { type: "station_added", message: "Added KEXP" });

    const res = await fetch(`${s.url}/api/backup/download`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="sunshine-backup-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = new Uint8Array(await res.arrayBuffer());
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(["manifest.json", DB_FILE]);
    const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
    expect(manifest.tables.radio_stations).toBe(2);
    expect(manifest.tables.activities).toBe(1);
    expect(manifest.version).toBe(s.deps.config.version);

    // Restore into another (stopped) data dir that already has a database: rows identical, old db kept aside.
    const target = mkdtempSync(join(tmpdir(), "sunshine-restore-"));
    const old = new Database(join(target, DB_FILE));
    old.exec("CREATE TABLE leftovers (x); INSERT INTO leftovers VALUES (1);");
    old.close();
    const { keptAs } = restoreBackup(zip, target);
    expect(keptAs && existsSync(keptAs)).toBe(true);
    const live = s.deps.db.$client;
    const original = {
      stations: live.query("SELECT * FROM radio_stations ORDER BY id").all(),
      activities: live.query("SELECT * FROM activities ORDER BY id").all(),
      users: live.query("SELECT * FROM users ORDER BY id").all(),
    };
    expect(dump(join(target, DB_FILE))).toEqual(original);
    const restored = new Database(join(target, DB_FILE), { readonly: true });
    expect(tableCounts(restored)).toEqual(manifest.tables);
    restored.close();
  });
});

describe("restore refuses bad files and changes nothing", () => {
  const cases: [string, Uint8Array, RegExp][] = [
    ["not a zip", strToU8("hello"), /not a zip/],
    ["zip without a database", zipSync({ "notes.txt": strToU8("x") }), /not a Sunshine backup/],
    [
      "damaged database",
      zipSync({
        [DB_FILE]: strToU8("garbage".repeat(100)),
        "manifest.json": strToU8(JSON.stringify({ product: "sunshine", tables: {} })),
      }),
      /not a valid SQLite|damaged/,
    ],
  ];
  for (const [name, bytes, message] of cases) {
    test(name, () => {
      const dir = mkdtempSync(join(tmpdir(), "sunshine-restore-bad-"));
      writeFileSync(join(dir, DB_FILE), "original");
      expect(() => restoreBackup(bytes, dir)).toThrow(message);
      expect(readdirSync(dir)).toEqual([DB_FILE]);
    });
  }

  test("a manifest whose counts do not match", async () => {
    const res = await fetch(`${s.url}/api/backup/download`, { headers: { authorization: `Bearer ${s.token}` } });
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(entries["manifest.json"]));
    manifest.tables.radio_stations += 5;
    const tampered = zipSync({ [DB_FILE]: entries[DB_FILE], "manifest.json": strToU8(JSON.stringify(manifest)) });
    expect(() => verifyBackup(tampered)).toThrow(RestoreError);
    expect(() => verifyBackup(tampered)).toThrow(/radio_stations/);
  });
});
