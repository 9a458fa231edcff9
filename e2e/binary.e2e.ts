import { test, expect } from "@playwright/test";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY, freePort, startSunshine } from "./server";

test("the binary copied alone into an empty folder serves /api/health and the web app", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-solo-"));
  const bin = join(dir, "sunshine");
  copyFileSync(BINARY, bin);
  const port = await freePort();
  const child = spawn(bin, ["--port", String(port)], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  await expect.poll(() => out, { timeout: 10_000 }).toContain(`Sunshine is running at http://127.0.0.1:${port}`);
  const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
  expect(health).toEqual({ status: "ok", version: expect.any(String) });
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  expect(html).toContain('<div id="root">');
  // The app's script is started by the page's own script once the shell is painted.
  const script = /var entry = "(\/assets\/[^"]+\.js)"/.exec(html)![1];
  expect((await fetch(`http://127.0.0.1:${port}${script}`)).status).toBe(200);
  expect(readdirSync(join(dir, "sunshine-data")).sort()).toEqual(expect.arrayContaining(["jwt-secret", "sunshine.db"]));
  child.kill("SIGTERM");
  const code = await new Promise((r) => child.once("exit", r));
  expect(code).toBe(0);
  expect(existsSync(join(dir, "sunshine-data", "sunshine.pid"))).toBe(false);
});

test("--help and --version work", () => {
  expect(execFileSync(BINARY, ["--help"]).toString()).toContain("serve");
  expect(execFileSync(BINARY, ["--version"]).toString().trim()).toMatch(/^\d+\.\d+\.\d+$/);
});

test("a busy port is a clear error, not silent sharing", async () => {
  const first = await startSunshine();
  const second = spawnSync(
    BINARY,
    ["serve", "--port", String(first.port), "--data-dir", mkdtempSync(join(tmpdir(), "s2-"))],
    { timeout: 10_000 },
  );
  expect(second.status).toBe(1);
  expect(second.stderr.toString()).toContain(`Port ${first.port} on 127.0.0.1 is already in use`);
  await first.stop();
});

test("env vars configure the server and flags win over them", async () => {
  const port = await freePort();
  const envDir = mkdtempSync(join(tmpdir(), "sunshine-env-"));
  const child = spawn(BINARY, [], {
    env: { ...process.env, SUNSHINE_PORT: String(port), SUNSHINE_DATA_DIR: envDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  await expect.poll(() => out, { timeout: 10_000 }).toContain(`:${port}`);
  expect(existsSync(join(envDir, "sunshine.db"))).toBe(true);
  child.kill("SIGINT");
  expect(await new Promise((r) => child.once("exit", r))).toBe(0);
});

test("binding a LAN address without a passphrase is refused with a clear message", () => {
  const res = spawnSync(BINARY, ["serve", "--host", "0.0.0.0", "--data-dir", mkdtempSync(join(tmpdir(), "s3-"))], {
    timeout: 10_000,
  });
  expect(res.status).toBe(1);
  expect(res.stderr.toString()).toContain("--passphrase");
});

test("restore: a backup taken over HTTP restores into a stopped data dir; a bad file changes nothing", async () => {
  const server = await startSunshine();
  const login = (await (await fetch(`${server.url}/api/auth/login`, { method: "POST" })).json()) as { token: string };
  const zip = Buffer.from(
    await (
      await fetch(`${server.url}/api/backup/download`, { headers: { authorization: `Bearer ${login.token}` } })
    ).arrayBuffer(),
  );
  const running = spawnSync(BINARY, ["restore", "/dev/null", "--data-dir", server.dataDir]);
  const file = join(mkdtempSync(join(tmpdir(), "bk-")), "backup.zip");
  writeFileSync(file, zip);
  const refused = spawnSync(BINARY, ["restore", file, "--data-dir", server.dataDir]);
  expect(refused.status).toBe(1);
  expect(refused.stderr.toString()).toContain("stop it before restoring");
  expect(running.status).toBe(1);
  await server.stop();

  const target = mkdtempSync(join(tmpdir(), "sunshine-target-"));
  const bad = join(target, "..", "bad.zip");
  writeFileSync(bad, "definitely not a zip");
  const badRun = spawnSync(BINARY, ["restore", bad, "--data-dir", target]);
  expect(badRun.status).toBe(1);
  expect(badRun.stderr.toString()).toContain("Nothing was changed");
  expect(readdirSync(target)).toEqual([]);

  const ok = spawnSync(BINARY, ["restore", file, "--data-dir", target]);
  expect(ok.stderr.toString()).toBe("");
  expect(ok.stdout.toString()).toContain("Restored backup from");
  const restored = await startSunshine({}, target);
  expect((await (await fetch(`${restored.url}/api/health`)).json()).status).toBe("ok");
  await restored.stop();
});
