import { describe, expect, test } from "bun:test";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SignJWT } from "jose";
import { resolveConfig } from "../config";
import { openDataDir, startServer } from "../server";
import { MIN_SECRET_BYTES } from "../platform/auth/service";

const mode = (path: string) => statSync(path).mode & 0o777;
const config = (dataDir: string) => resolveConfig({ dataDir, port: 0 }, {});

describe("data dir permissions", () => {
  test("a pre-existing loose dir, secret and database are tightened to 0700 / 0600 at start, WAL and SHM too", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "sunshine-modes-")), "data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, "jwt-secret"), "s".repeat(64), { mode: 0o644 });
    writeFileSync(join(dir, "sunshine.db.before-restore-old"), "x", { mode: 0o644 });
    chmodSync(join(dir, "jwt-secret"), 0o644);
    const deps = openDataDir(config(dir));
    deps.db.$client.run("CREATE TABLE IF NOT EXISTS probe (x)");
    try {
      expect(mode(dir)).toBe(0o700);
      for (const name of [
        "jwt-secret",
        "sunshine.db",
        "sunshine.db-wal",
        "sunshine.db-shm",
        "sunshine.db.before-restore-old",
      ]) {
        expect([name, mode(join(dir, name))]).toEqual([name, 0o600]);
      }
    } finally {
      deps.db.$client.close();
    }
  });

  test("a new data dir is created 0700 with a 0600 database", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "sunshine-new-")), "nested", "data");
    const deps = openDataDir(config(dir));
    deps.db.$client.close();
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, "sunshine.db"))).toBe(0o600);
  });
});

describe("JWT secret", () => {
  for (const [name, stored] of [
    ["a 1-character secret", "k"],
    ["an empty secret", ""],
  ] as const) {
    test(`${name} is replaced by a strong one (tokens forged with it stop working), with a warning, not a crash`, async () => {
      const dir = mkdtempSync(join(tmpdir(), "sunshine-secret-"));
      writeFileSync(join(dir, "jwt-secret"), stored);
      const warnings: string[] = [];
      const original = console.warn;
      console.warn = (line: string) => void warnings.push(line);
      let server: ReturnType<typeof startServer> | undefined;
      try {
        server = startServer(config(dir));
      } finally {
        console.warn = original;
      }
      try {
        expect(warnings.join("\n")).toContain("a new one was made");
        const secret = readFileSync(join(dir, "jwt-secret"), "utf8").trim();
        expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
        expect(mode(join(dir, "jwt-secret"))).toBe(0o600);
        const forged = await new SignJWT({ sub: String(server.deps.owner.id) })
          .setProtectedHeader({ alg: "HS256" })
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode(stored || "x"));
        const res = await fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${forged}` } });
        expect(res.status).toBe(401);
      } finally {
        await server.stop();
      }
    });
  }
});

describe("pid file", () => {
  test("is created fresh, never written through a link planted in its place", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sunshine-pid-"));
    const victim = join(mkdtempSync(join(tmpdir(), "sunshine-victim-")), "precious.txt");
    writeFileSync(victim, "keep me");
    symlinkSync(victim, join(dir, "sunshine.pid"));
    const server = startServer(config(dir));
    try {
      expect(readFileSync(victim, "utf8")).toBe("keep me");
      const pid = join(dir, "sunshine.pid");
      expect(lstatSync(pid).isSymbolicLink()).toBe(false);
      expect(readFileSync(pid, "utf8")).toBe(String(process.pid));
      expect(mode(pid)).toBe(0o600);
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dir, "sunshine.pid"))).toBe(false);
  });
});
