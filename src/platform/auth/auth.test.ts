import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { startTestServer, type TestServer } from "../../test/harness";
import { checkLoginAllowed, isRemoteClient } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer({ SUNSHINE_EMAIL: "ada@example.com", SUNSHINE_NAME: "Ada" })));
afterAll(() => s.close());

describe("auth", () => {
  test("login from loopback needs no body and returns token and user", async () => {
    const res = await fetch(`${s.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { email: string; name: string } };
    expect(body.token.split(".")).toHaveLength(3);
    expect(body.user).toMatchObject({ email: "ada@example.com", name: "Ada" });
  });

  test("GET /api/auth/user returns the user for a valid token", async () => {
    const res = await s.request("GET", "/api/auth/user");
    expect(res.status).toBe(200);
    expect(res.body.email).toBe("ada@example.com");
  });

  test("missing, malformed and forged tokens get a 401 in the error shape", async () => {
    for (const authorization of [undefined, "Bearer nonsense", "Basic abc", `Bearer ${s.token.slice(0, -4)}AAAA`]) {
      const res = await fetch(`${s.url}/api/dashboard/stats`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { error: { status: number; message: string } };
      expect(body.error.status).toBe(401);
      expect(body.error.message).toContain("Not signed in");
    }
  });

  test("health needs no token", async () => {
    const res = await fetch(`${s.url}/api/health`);
    expect(await res.json()).toEqual({ status: "ok", version: expect.any(String) });
  });

  test("the JWT secret is stored with mode 0600 and tokens expire in 30 days", () => {
    const mode = statSync(join(s.deps.config.dataDir, "jwt-secret")).mode & 0o777;
    expect(mode).toBe(0o600);
    const payload = JSON.parse(Buffer.from(s.token.split(".")[1], "base64url").toString());
    expect(payload.exp - payload.iat).toBe(30 * 24 * 3600);
  });
});

describe("loopback-only automatic login", () => {
  test("loopback clients sign in without a passphrase", () => {
    for (const a of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"])
      expect(() => checkLoginAllowed(isRemoteClient(a, false), undefined, undefined)).not.toThrow();
  });
  test("other clients, and loopback requests through a proxy, are refused without a configured passphrase", () => {
    for (const a of ["192.168.1.5", "::ffff:10.0.0.2", "fe80::1", undefined]) {
      expect(() => checkLoginAllowed(isRemoteClient(a, false), undefined, undefined)).toThrow(
        "Sign-in is only allowed from this computer",
      );
    }
    expect(() => checkLoginAllowed(isRemoteClient("127.0.0.1", true), undefined, undefined)).toThrow(
      "Sign-in is only allowed from this computer",
    );
  });
  test("with a passphrase, other clients must send the right one", () => {
    const remote = isRemoteClient("192.168.1.5", false);
    expect(() => checkLoginAllowed(remote, "open sesame!", "")).toThrow("Wrong or missing passphrase");
    expect(() => checkLoginAllowed(remote, "open sesame!", "open sesame")).toThrow("Wrong or missing passphrase");
    expect(() => checkLoginAllowed(remote, "open sesame!", "open sesame!")).not.toThrow();
  });
});
