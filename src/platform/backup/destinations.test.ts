import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "../../test/harness";
import { startS3Server } from "../../test/s3-server";
import { backupContext, retryFailedCopies } from "./job";
import { localBackupsDir, runBackup } from "./pipeline";

let s3: ReturnType<typeof startS3Server>;
beforeAll(() => (s3 = startS3Server(["sunshine"])));
afterAll(() => s3.stop());

const s3Env = (bucket: string) => ({
  SUNSHINE_BACKUP_S3_ENDPOINT: s3.url,
  SUNSHINE_BACKUP_S3_BUCKET: bucket,
  SUNSHINE_BACKUP_S3_ACCESS_KEY_ID: "test",
  SUNSHINE_BACKUP_S3_SECRET_ACCESS_KEY: "test-secret",
});
const notifications = async (s: TestServer) =>
  (await s.request("GET", "/api/notifications")).body.items as { kind: string; title: string; body: string }[];

describe("a destination that fails", () => {
  let s: TestServer;
  let usb: string;
  beforeAll(async () => {
    usb = join(mkdtempSync(join(tmpdir(), "sunshine-media-")), "usb-drive");
    s = await startTestServer({ SUNSHINE_BACKUP_DIR: usb, ...s3Env("sunshine") });
  });
  afterAll(() => s.close());

  test("does not stop the others, raises a notification, and is retried later", async () => {
    const run = await runBackup(backupContext(s.deps), "manual");
    expect(run.verified).toBe(true);
    expect(run.destinations.local.state).toBe("ok");
    expect(run.destinations.s3.state).toBe("ok");
    expect(run.destinations.folder).toMatchObject({
      state: "failed",
      error: expect.stringContaining("does not exist"),
    });
    // Not created on the SD card in the drive's place.
    expect(existsSync(usb)).toBe(false);
    expect([...s3.objects("sunshine").keys()]).toEqual([run.name]);
    const bell = await notifications(s);
    expect(bell.find((n) => n.kind === "backup")?.title).toBe("A backup copy could not be stored (Second folder)");

    // The drive is back: failed copies are tried again once 15 minutes have passed, not before.
    mkdirSync(usb);
    const failedAt = Date.parse(run.destinations.folder.at!);
    await retryFailedCopies(backupContext(s.deps), new Date(failedAt + 60_000));
    expect(readdirSync(usb)).toEqual([]);
    await retryFailedCopies(backupContext(s.deps), new Date(failedAt + 16 * 60_000));
    expect(readdirSync(usb)).toEqual([run.name]);
    const status = (await s.request("GET", "/api/backup/status")).body;
    expect(status.destinations.map((d: { state: string }) => d.state)).toEqual(["ok", "ok", "ok"]);
    expect(status.last.name).toBe(run.name);
  }, 120_000);
});

describe("a bucket that refuses, and retention", () => {
  let s: TestServer;
  let usb: string;
  beforeAll(async () => {
    usb = mkdtempSync(join(tmpdir(), "sunshine-usb-"));
    s = await startTestServer({ SUNSHINE_BACKUP_DIR: usb, ...s3Env("no-such-bucket") });
  });
  afterAll(() => s.close());

  test("the folder still gets its copy; older copies there go only after the new one is in place", async () => {
    // Older backups already on the drive, and a file that is not a backup (never touched).
    const old = ["sunshine-2025-01-10T03-00-00Z-daily.zip", "sunshine-2025-02-10T03-00-00Z-daily.zip"];
    for (const name of [...old, "notes.txt"]) writeFileSync(join(usb, name), "x");
    const saved = await s.request("PUT", "/api/backup/settings", { keepDaily: 1, keepWeekly: 0, keepMonthly: 0 });
    expect(saved.status).toBe(200);
    const run = await runBackup(backupContext(s.deps), "manual");
    expect(run.destinations.folder.state).toBe("ok");
    expect(run.destinations.s3).toMatchObject({ state: "failed", error: expect.stringMatching(/bucket/i) });
    expect(readdirSync(usb).sort()).toEqual([run.name, "notes.txt"].sort());
    expect(readdirSync(localBackupsDir(s.deps.config.dataDir))).toEqual([run.name]);
    expect((await notifications(s)).some((n) => n.title === "A backup copy could not be stored (S3 bucket)")).toBe(
      true,
    );
  }, 120_000);

  test("settings refuse a schedule that is not cron, and Back up now refuses while one runs", async () => {
    const bad = await s.request("PUT", "/api/backup/settings", { schedule: "every night" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].field).toBe("schedule");
    const short = await s.request("PUT", "/api/backup/settings", { passphrase: "too short" });
    expect(short.status).toBe(422);
    expect(short.body.error.details[0].field).toBe("passphrase");
    const set = await s.request("PUT", "/api/backup/settings", { passphrase: "a long enough passphrase" });
    expect(set.body).toMatchObject({ passphraseSet: true });
    expect(JSON.stringify(set.body)).not.toContain("a long enough passphrase");
    expect((await s.request("GET", "/api/backup/status")).body.encrypted).toBe(true);
    // A blank passphrase forgets it: new copies are not encrypted.
    expect((await s.request("PUT", "/api/backup/settings", { passphrase: "" })).body.passphraseSet).toBe(false);
    expect((await s.request("GET", "/api/backup/status")).body.encrypted).toBe(false);
    const off = await s.request("PUT", "/api/backup/settings", { schedule: "off" });
    expect(off.body.schedule).toBe("off");
    expect((await s.request("GET", "/api/backup/status")).body.nextAt).toBeNull();
    const [first, second] = await Promise.all([
      s.request("POST", "/api/backup/run"),
      s.request("POST", "/api/backup/run"),
    ]);
    expect([first.status, second.status]).toEqual([201, 409]);
    expect(first.body.last).toMatchObject({ reason: "manual", verified: true });
    expect(first.body.running).toBe(false);
  }, 120_000);
});
