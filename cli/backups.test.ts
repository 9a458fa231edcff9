import { afterAll, beforeAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "../src/test/harness";
import { startS3Server } from "../src/test/s3-server";
import { radioStations } from "../src/domains/radio/schema";
import { BINARY, runBinary } from "./test-helpers";

/**
 * The sequence a user lives through: the server backs up to a USB folder and a bucket (encrypted); the machine dies;
 * on a new one, `sunshine backups` finds the copies and `sunshine restore --latest` brings everything back.
 */
const PASSPHRASE = "correct horse battery staple";
let s3: ReturnType<typeof startS3Server>;
let s: TestServer;
let usb: string;
let env: Record<string, string>;
let name: string;

beforeAll(async () => {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run make build first`);
  s3 = startS3Server(["studio"]);
  usb = mkdtempSync(join(tmpdir(), "sunshine-usb-"));
  env = {
    SUNSHINE_BACKUP_DIR: usb,
    SUNSHINE_BACKUP_S3_ENDPOINT: s3.url,
    SUNSHINE_BACKUP_S3_BUCKET: "studio",
    SUNSHINE_BACKUP_S3_ACCESS_KEY_ID: "test",
    SUNSHINE_BACKUP_S3_SECRET_ACCESS_KEY: "test-secret",
  };
  s = await startTestServer({ ...env, SUNSHINE_BACKUP_PASSPHRASE: PASSPHRASE });
  s.deps.db
    .insert(radioStations)
    .values([{ name: "KEXP" }, { name: "WFMU", status: "contacted" }])
    .run();
  const run = await s.request("POST", "/api/backup/run");
  expect(run.status).toBe(201);
  name = run.body.last.name;
});
afterAll(async () => {
  await s.close();
  s3.stop();
});

const stations = (dataDir: string) => {
  const db = new Database(join(dataDir, "sunshine.db"), { readonly: true });
  try {
    return db.query("SELECT * FROM radio_stations ORDER BY id").all();
  } finally {
    db.close();
  }
};

test("sunshine backups lists every destination's copies", async () => {
  const fresh = join(mkdtempSync(join(tmpdir(), "sunshine-new-pi-")), "data");
  const { code, stdout } = await runBinary(["backups", "--data-dir", fresh], env);
  expect(code).toBe(0);
  expect(stdout).toContain(`This computer (data dir): ${join(fresh, "backups")}\n  no backups yet`);
  expect(stdout).toContain(`Second folder: ${usb}`);
  expect(stdout).toContain(`S3 bucket: ${s3.url}/studio/`);
  expect(stdout.split(`${name}.age  (encrypted)`)).toHaveLength(3);
});

test("restore --latest on a new machine: no or a wrong passphrase is one line and changes nothing; the right one restores", async () => {
  const fresh = join(mkdtempSync(join(tmpdir(), "sunshine-new-pi-")), "data");
  const missing = await runBinary(["restore", "--latest", "--data-dir", fresh], env);
  expect(missing.code).toBe(1);
  expect(missing.stderr.trim().split("\n")).toHaveLength(1);
  expect(missing.stderr).toContain("This copy is encrypted: give the backup passphrase");

  const wrongFile = join(mkdtempSync(join(tmpdir(), "sunshine-pass-")), "passphrase");
  writeFileSync(wrongFile, "not the passphrase at all\n");
  const wrong = await runBinary(
    ["restore", "--latest", "--data-dir", fresh, "--passphrase-file", wrongFile],
    env,
    undefined,
    60_000,
  );
  expect(wrong.code).toBe(1);
  expect(wrong.stderr.trim()).toBe(
    "sunshine: Wrong backup passphrase: this copy was encrypted with another one. Nothing was changed.",
  );
  expect(existsSync(fresh)).toBe(false);

  const ok = await runBinary(
    ["restore", "--latest", "--data-dir", fresh],
    { ...env, SUNSHINE_BACKUP_PASSPHRASE: PASSPHRASE },
    undefined,
    60_000,
  );
  expect(ok.stderr).toBe("");
  expect(ok.code).toBe(0);
  expect(ok.stdout).toContain("into the new data dir");
  expect(ok.stdout).toContain(`${name}.age`);
  expect(stations(fresh)).toEqual(stations(s.deps.config.dataDir));
}, 120_000);

test("restore <name> over an existing database backs that database up first", async () => {
  const target = mkdtempSync(join(tmpdir(), "sunshine-old-"));
  const first = await runBinary(["restore", join(s.deps.config.dataDir, "backups", name), "--data-dir", target], {});
  expect(first.code).toBe(0);
  const again = await runBinary(
    ["restore", name, "--data-dir", target],
    { ...env, SUNSHINE_BACKUP_PASSPHRASE: PASSPHRASE },
    undefined,
    60_000,
  );
  expect(again.stderr).toBe("");
  expect(again.stdout).toContain("The current database was backed up first");
  expect(readdirSync(join(target, "backups")).some((f) => /-before-restore\.zip$/.test(f))).toBe(true);
  expect(stations(target)).toEqual(stations(s.deps.config.dataDir));
}, 120_000);
