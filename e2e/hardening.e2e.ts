import { test, expect } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY, startSunshine } from "./server";

/** On the compiled binary: production behaviour whatever the caller's environment, one-line start-up errors. */

const deep = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

test("with NODE_ENV=development the binary still answers bad input with short JSON, never a debug page", async () => {
  const server = await startSunshine({ NODE_ENV: "development" });
  try {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/tasks`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
    for (const body of ['{"title":{"toString":"x"}}', `{"title":${deep(5000)}}`]) {
      const anonymous = await post(body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("content-type")).toContain("application/json");
    }
    const { token } = (await (await fetch(`${server.url}/api/auth/login`, { method: "POST" })).json()) as {
      token: string;
    };
    for (const [body, status] of [
      ['{"title":{"toString":"x"}}', 422],
      [`{"title":${deep(5000)}}`, 400],
      ["[1]", 422],
    ] as const) {
      const res = await post(body, { authorization: `Bearer ${token}` });
      const text = await res.text();
      expect(res.status).toBe(status);
      expect(text).not.toContain("<html");
      expect(text).not.toContain(process.cwd());
      expect(JSON.parse(text).error.status).toBe(status);
    }
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(server.dataDir, "sunshine.db")).mode & 0o777).toBe(0o600);
  } finally {
    await server.stop();
  }
});

test("start-up mistakes are one line on stderr, never a stack trace", () => {
  const dir = () => mkdtempSync(join(tmpdir(), "sunshine-start-"));
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(BINARY, args, { timeout: 10_000, env: { PATH: process.env.PATH ?? "", ...env } });
  const cases: [string[], Record<string, string>, RegExp][] = [
    [
      ["serve", "--port", "0", "--data-dir", dir(), "--public-host", "studio.example"],
      {},
      /--public-host studio.example/,
    ],
    [["serve", "--port", "0", "--data-dir", dir(), "--host", "0.0.0.0", "--passphrase", "short"], {}, /at least 12/],
    [["serve", "--port", "0", "--data-dir", dir(), "--passphrase-file", "/nonexistent/pass"], {}, /Cannot read/],
  ];
  for (const [args, env, message] of cases) {
    const res = run(args, env);
    const stderr = res.stderr.toString();
    expect(res.status).toBe(1);
    expect(stderr).toMatch(message);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  }
});

test("restore into a data dir that does not exist yet creates it; a bad zip is one line", async () => {
  const server = await startSunshine();
  const { token } = (await (await fetch(`${server.url}/api/auth/login`, { method: "POST" })).json()) as {
    token: string;
  };
  const zip = Buffer.from(
    await (
      await fetch(`${server.url}/api/backup/download`, { headers: { authorization: `Bearer ${token}` } })
    ).arrayBuffer(),
  );
  await server.stop();
  const file = join(mkdtempSync(join(tmpdir(), "bk-")), "backup.zip");
  writeFileSync(file, zip);
  const target = join(mkdtempSync(join(tmpdir(), "sunshine-new-")), "data");
  const ok = spawnSync(BINARY, ["restore", file, "--data-dir", target]);
  expect(ok.stderr.toString()).toBe("");
  expect(ok.stdout.toString()).toContain("into the new data dir");
  expect(statSync(target).mode & 0o777).toBe(0o700);

  const bad = join(mkdtempSync(join(tmpdir(), "bk-")), "bad.zip");
  writeFileSync(bad, "PK\x03\x04 this is no zip at all");
  const missing = join(mkdtempSync(join(tmpdir(), "sunshine-new-")), "data");
  const refused = spawnSync(BINARY, ["restore", bad, "--data-dir", missing]);
  expect(refused.status).toBe(1);
  expect(refused.stderr.toString().trim().split("\n")).toHaveLength(1);
  expect(refused.stderr.toString()).toContain("Nothing was changed");
  expect(existsSync(missing)).toBe(false);
});

test("an empty JWT secret is replaced at start with a warning, not a crash", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-secret-"));
  writeFileSync(join(dataDir, "jwt-secret"), "");
  const server = await startSunshine({}, dataDir);
  try {
    expect(server.output()).toContain("a new one was made");
    expect((await fetch(`${server.url}/api/auth/login`, { method: "POST" })).status).toBe(200);
  } finally {
    await server.stop();
  }
});
