import { expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig } from "../../config";
import { openDataDir } from "../../server";
import { startTestServer } from "../../test/harness";
import { restoreBackup } from "../backup/restore";
import { readProfile } from "./service";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("a backup holds the profile and the logo; restoring it into another data dir brings both back", async () => {
  const s = await startTestServer();
  const target = mkdtempSync(join(tmpdir(), "sunshine-restore-profile-"));
  try {
    await s.request("PUT", "/api/profile", {
      displayName: "Maya Rivers",
      businessName: "Rivers Music Ltd",
      locale: "en-GB",
      currency: "GBP",
    });
    expect((await s.request("PUT", "/api/profile/logo", { data: PNG.toString("base64") })).status).toBe(200);
    const res = await fetch(`${s.url}/api/backup/download`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    const zip = new Uint8Array(await res.arrayBuffer());
    const file = join(target, "..", `profile-backup-${Date.now()}.zip`);
    writeFileSync(file, zip);

    const dataDir = join(target, "data");
    const { manifest } = restoreBackup(file, dataDir);
    rmSync(file, { force: true });
    expect(manifest.files).toEqual({ "files/profile/logo.png": PNG.length });
    expect(readFileSync(join(dataDir, "files", "profile", "logo.png")).equals(PNG)).toBe(true);

    const deps = openDataDir(resolveConfig({ dataDir, port: 0 }, {}));
    try {
      const p = readProfile(deps.db);
      expect(p).toMatchObject({ displayName: "Maya Rivers", businessName: "Rivers Music Ltd", currency: "GBP" });
      expect(p.logoPath).toBe(join(dataDir, "files", "profile", "logo.png"));
    } finally {
      deps.db.$client.close();
    }
  } finally {
    await s.close();
    rmSync(target, { recursive: true, force: true });
  }
});
