import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Decrypter } from "age-encryption";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { startS3Server } from "../../test/s3-server";
import { radioStations } from "../../domains/radio/schema";
import { findCopy, listAllCopies, newestCopy, readCopy, settingsForCli } from "./copies";
import { WrongPassphraseError } from "./encryption";
import { backupJob } from "./job";
import { localBackupsDir } from "./pipeline";
import { restoreBackup } from "./restore";
import { DB_FILE } from "./service";

const PASSPHRASE = "correct horse battery staple";
const MARKER = "Station-only-in-the-database-7f3a";
let s3: ReturnType<typeof startS3Server>;
let s: TestServer;
let folder: string;

beforeAll(async () => {
  s3 = startS3Server(["sunshine"]);
  folder = mkdtempSync(join(tmpdir(), "sunshine-usb-"));
  s = await startTestServer({
    SUNSHINE_BACKUP_DIR: folder,
    SUNSHINE_BACKUP_PASSPHRASE: PASSPHRASE,
    SUNSHINE_BACKUP_S3_ENDPOINT: s3.url,
    SUNSHINE_BACKUP_S3_BUCKET: "sunshine",
    SUNSHINE_BACKUP_S3_PREFIX: "studio",
    SUNSHINE_BACKUP_S3_ACCESS_KEY_ID: "test",
    SUNSHINE_BACKUP_S3_SECRET_ACCESS_KEY: "test-secret",
  });
  s.deps.db
    .insert(radioStations)
    .values([{ name: MARKER }, { name: "WFMU", status: "contacted" }])
    .run();
});
afterAll(async () => {
  await s.close();
  s3.stop();
});

const rows = (sqlite: Database) => ({
  stations: sqlite.query("SELECT * FROM radio_stations ORDER BY id").all(),
  users: sqlite.query("SELECT * FROM users ORDER BY id").all(),
});

describe("the scheduled backup", () => {
  test("runs at the scheduled hour of an injected clock and lands, verified, in every destination", async () => {
    let now = new Date(2026, 2, 1, 1, 0);
    const stop = backupJob(s.deps, () => now, 20);
    try {
      // 01:00: not due yet (the default schedule is 03:00 local time).
      const before = await s.request("GET", "/api/backup/status");
      expect(before.body.last).toBeNull();
      expect(new Date(before.body.nextAt).getHours()).toBe(3);
      now = new Date(2026, 2, 1, 3, 0, 5);
      const status = await eventually(async () => {
        const res = await s.request("GET", "/api/backup/status");
        expect(res.body.destinations.map((d: { state: string }) => d.state)).toEqual(["ok", "ok", "ok"]);
        return res.body;
      }, 90_000);
      expect(status.last).toMatchObject({ reason: "daily", verified: true });
      expect(status.last.sizeBytes).toBeGreaterThan(0);
      expect(status.destinations.map((d: { encrypted: boolean }) => d.encrypted)).toEqual([false, true, true]);
      // Tomorrow at 03:00 comes next.
      expect(new Date(status.nextAt).getDate()).toBe(2);
      const name: string = status.last.name;
      expect(readdirSync(localBackupsDir(s.deps.config.dataDir))).toContain(name);
      expect(readdirSync(folder)).toEqual([`${name}.age`]);
      expect([...s3.objects("sunshine").keys()]).toEqual([`studio/${name}.age`]);
    } finally {
      stop();
    }
  }, 120_000);

  test("an encrypted copy holds none of the database's bytes and opens only with the passphrase", async () => {
    const [name] = readdirSync(folder);
    const cipher = new Uint8Array(readFileSync(join(folder, name)));
    const text = Buffer.from(cipher).toString("latin1");
    expect(text.startsWith("age-encryption.org/v1\n-> scrypt ")).toBe(true);
    expect(text).not.toContain("SQLite format 3");
    expect(text).not.toContain(MARKER);
    expect(text).not.toContain(DB_FILE);
    // Any age implementation opens it: here the library's own decrypter, not Sunshine's code.
    const d = new Decrypter();
    d.addPassphrase(PASSPHRASE);
    const zip = await d.decrypt(cipher);
    const local = readFileSync(join(localBackupsDir(s.deps.config.dataDir), name.replace(/\.age$/, "")));
    expect(Buffer.from(zip).equals(local)).toBe(true);
    await expect(readCopy(cipher, async () => "not the passphrase at all")).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
  }, 120_000);

  test("restoring the latest copy from the bucket onto an empty data dir gives back identical rows", async () => {
    const fresh = join(mkdtempSync(join(tmpdir(), "sunshine-new-pi-")), "data");
    // A new machine: nothing but the variables; the data dir's own copies are not there.
    const settings = settingsForCli(fresh, s.deps.config.backup);
    const listings = await listAllCopies(fresh, settings);
    const latest = newestCopy(listings)!;
    expect(latest.destination.id).toBe("folder");
    const fromS3 = findCopy(
      listings.filter((l) => l.destination.id === "s3"),
      latest.copy.name,
    )!;
    const bytes = await readCopy(await fromS3.destination.read(fromS3.copy.name), async () => PASSPHRASE);
    restoreBackup(bytes, fresh);
    const restored = new Database(join(fresh, DB_FILE), { readonly: true });
    expect(rows(restored)).toEqual(rows(s.deps.db.$client));
    restored.close();
  }, 120_000);
});
