import { afterAll, beforeAll, expect, test } from "bun:test";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { backupContext, backupJob, STALE_AFTER_MS } from "./job";
import { runBackup } from "./pipeline";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const backupNotices = async () =>
  ((await s.request("GET", "/api/notifications")).body.items as { kind: string; title: string }[]).filter(
    (n) => n.kind === "backup",
  );

test("a notification says so when the newest verified backup is older than two days", async () => {
  // A schedule that does not come round during the test (29 February), so only the stale check speaks.
  expect((await s.request("PUT", "/api/backup/settings", { schedule: "0 3 29 2 *" })).status).toBe(200);
  const run = await runBackup(backupContext(s.deps), "manual");
  expect(run.verified).toBe(true);
  let now = new Date(Date.parse(run.createdAt) + 24 * 3600_000);
  const stop = backupJob(s.deps, () => now, 20);
  try {
    now = new Date(Date.parse(run.createdAt) + STALE_AFTER_MS + 3600_000);
    const notices = await eventually(async () => {
      const found = await backupNotices();
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, 30_000);
    expect(notices[0].title).toBe("No verified backup for over two days");
    expect(notices).toHaveLength(1);
  } finally {
    stop();
  }
}, 60_000);
