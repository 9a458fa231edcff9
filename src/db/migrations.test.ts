import { describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "../config";
import { openDataDir } from "../server";

describe("first run on an empty data dir", () => {
  test("creates the dir, the database with every migration, the owner and the secret", () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "sunshine-first-")), "nested", "data");
    const deps = openDataDir(resolveConfig({ dataDir }, { SUNSHINE_EMAIL: "me@studio.test", SUNSHINE_NAME: "Me" }));
    expect(existsSync(join(dataDir, "sunshine.db"))).toBe(true);
    expect(existsSync(join(dataDir, "jwt-secret"))).toBe(true);
    const sqlite = deps.db.$client;
    expect((sqlite.query("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    const tables = (sqlite.query("SELECT name FROM sqlite_master WHERE type='table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    for (const t of [
      "users",
      "activities",
      "notifications",
      "radio_stations",
      "invoices",
      "grants",
      "email_campaigns",
      "audiobooks",
    ]) {
      expect(tables).toContain(t);
    }
    expect(deps.owner).toMatchObject({ email: "me@studio.test", name: "Me" });
    sqlite.close();
    // A second start keeps the same owner and applies nothing twice.
    const again = openDataDir(resolveConfig({ dataDir }, { SUNSHINE_EMAIL: "me@studio.test" }));
    expect(again.owner.id).toBe(deps.owner.id);
    expect(again.secret).toBe(deps.secret);
    again.db.$client.close();
  });
});
