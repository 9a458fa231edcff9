import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { createAttemptLimiter } from "./attempts";
import { passphraseMatches } from "./service";

const PASSPHRASE = "correct horse battery";

describe("passphrase attempt limiter", () => {
  test("each wrong passphrase doubles the wait of that client; a right one clears it", () => {
    let now = 0;
    const limiter = createAttemptLimiter({ firstDelayMs: 1000, maxDelayMs: 8000, globalPerMinute: 100 }, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      limiter.check("a");
      limiter.failed("a");
      try {
        limiter.check("a");
      } catch (e: any) {
        expect(e.status).toBe(429);
        waits.push(Number(e.headers["retry-after"]));
      }
      now += 60_000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    expect(() => limiter.check("b")).not.toThrow(); // another client is not held up by "a"
    limiter.succeeded("a");
    expect(() => limiter.check("a")).not.toThrow();
  });

  test("all clients together are capped per minute, so changing address buys nothing", () => {
    let now = 0;
    const limiter = createAttemptLimiter({ firstDelayMs: 1, maxDelayMs: 1, globalPerMinute: 5 }, () => now);
    for (let i = 0; i < 5; i++) limiter.failed(`client-${i}`);
    now += 10;
    expect(() => limiter.check("someone-new")).toThrow(/Too many wrong passphrases lately/);
    now += 60_000;
    expect(() => limiter.check("someone-new")).not.toThrow();
  });

  test("comparison does not depend on where the first difference is, nor on length", () => {
    expect(passphraseMatches(PASSPHRASE, PASSPHRASE)).toBe(true);
    for (const wrong of ["", "c", PASSPHRASE + "x", PASSPHRASE.slice(0, -1), "x".repeat(10_000)])
      expect(passphraseMatches(PASSPHRASE, wrong)).toBe(false);
    expect(passphraseMatches(PASSPHRASE, 42 as unknown as string)).toBe(false);
  });
});

describe("behind a proxy or tunnel on this machine", () => {
  let open: TestServer;
  let locked: TestServer;
  beforeAll(async () => {
    open = await startTestServer();
    locked = await startTestServer({ SUNSHINE_PASSPHRASE: PASSPHRASE, SUNSHINE_PUBLIC_HOST: "studio.example" });
  });
  afterAll(async () => {
    await open.close();
    await locked.close();
  });
  const login = (server: TestServer, headers: Record<string, string>, passphrase?: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(passphrase === undefined ? {} : { passphrase }),
    });

  test("forwarding headers make a loopback request remote: no automatic sign-in", async () => {
    const forwarded: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { "x-real-ip": "203.0.113.9" },
    ];
    for (const headers of forwarded) {
      expect((await login(open, headers)).status).toBe(403);
      const mode = await fetch(`${open.url}/api/auth/login-mode`, { headers });
      expect(await mode.json()).toEqual({ passphraseRequired: true });
    }
    expect((await login(open, {})).status).toBe(200);
  });

  test("with a passphrase: proxied clients need it, and guessing is slowed down with 429 and Retry-After", async () => {
    const proxied = { "x-forwarded-for": "198.51.100.7" };
    const wrong = await login(locked, proxied, "not the passphrase");
    expect(wrong.status).toBe(401);
    const again = await login(locked, proxied, "still not the passphrase");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await again.json()) as any).error.message).toContain("try again in");
    // Another client behind the same proxy is not locked out by the first one's mistakes.
    const other = await login(locked, { "x-forwarded-for": "198.51.100.8" }, PASSPHRASE);
    expect(other.status).toBe(200);
  });
});
