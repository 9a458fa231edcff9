import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { createSession, signOutOthersWhenPassphraseChanged } from "./sessions";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const login = async (userAgent: string) => {
  const res = await fetch(`${s.url}/api/auth/login`, { method: "POST", headers: { "user-agent": userAgent } });
  return ((await res.json()) as { token: string }).token;
};
const get = (token: string, path = "/api/dashboard/stats") =>
  fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe("signed-in devices", () => {
  test("are listed with first and last seen, user agent and address; the caller's own is marked", async () => {
    const phone = await login("Mozilla/5.0 (iPhone) Safari/605");
    expect((await get(phone)).status).toBe(200);
    const list = await s.request("GET", "/api/auth/sessions");
    expect(list.status).toBe(200);
    const mine = list.body.find((d: { current: boolean }) => d.current);
    expect(mine).toBeDefined();
    const other = list.body.find((d: { userAgent: string }) => d.userAgent.includes("iPhone"));
    expect(other).toMatchObject({ current: false, address: expect.stringMatching(/127\.0\.0\.1|::1/) });
    expect(Date.parse(other.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(other.createdAt));
  });

  test("signing one out makes its token fail with 401 at once; the device in use cannot be cut off by mistake", async () => {
    const laptop = await login("Laptop browser");
    expect((await get(laptop)).status).toBe(200);
    const list = (await s.request("GET", "/api/auth/sessions")).body as {
      id: number;
      userAgent: string;
      current: boolean;
    }[];
    const target = list.find((d) => d.userAgent === "Laptop browser")!;
    const res = await s.request("DELETE", `/api/auth/sessions/${target.id}`);
    expect(res.status).toBe(200);
    expect((await get(laptop)).status).toBe(401);
    expect((await s.request("DELETE", `/api/auth/sessions/${target.id}`)).status).toBe(404);
    const own = list.find((d) => d.current)!;
    expect((await s.request("DELETE", `/api/auth/sessions/${own.id}`)).status).toBe(409);
  });

  test("signing out all other devices makes every other token fail with 401; this one keeps working", async () => {
    const tokens = [await login("Tablet"), await login("Phone"), await login("Desktop")];
    for (const t of tokens) expect((await get(t)).status).toBe(200);
    const res = await s.request("POST", "/api/auth/sessions/sign-out-others");
    expect(res.status).toBe(200);
    expect(res.body.signedOut).toBeGreaterThanOrEqual(3);
    for (const t of tokens) {
      expect((await get(t)).status).toBe(401);
      expect((await get(t, "/api/auth/user")).status).toBe(401);
    }
    expect((await s.request("GET", "/api/dashboard/stats")).status).toBe(200);
    expect((await s.request("GET", "/api/auth/sessions")).body).toHaveLength(1);
  });

  test("a changed LAN passphrase signs out devices on other machines, not this computer's", async () => {
    // A device that signed in over the LAN (this test server has no passphrase, so it is made directly).
    const lan = createSession(s.deps.db, s.deps.owner.id, "Phone on the LAN", "192.168.1.20");
    const { db, secret } = s.deps;
    expect(signOutOthersWhenPassphraseChanged(db, secret, "first passphrase here")).toBe(1);
    const here = (await s.request("GET", "/api/auth/sessions")).body as { id: number }[];
    expect(here.map((d) => d.id)).not.toContain(lan.id);
    expect(here).toHaveLength(1);
    // The same passphrase again changes nothing.
    createSession(db, s.deps.owner.id, "Phone on the LAN", "192.168.1.21");
    expect(signOutOthersWhenPassphraseChanged(db, secret, "first passphrase here")).toBe(0);
  });
});
