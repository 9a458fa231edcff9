import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SignJWT } from "jose";
import { startTestServer, type TestServer } from "../test/harness";
import { deepValue } from "../test/sweep/schema-values";

/** Each finding of the hardening review, checked over real HTTP against the real app. */

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const json = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body,
});
const auth = () => ({ authorization: `Bearer ${s.token}` });
const taskCount = () => (s.deps.db.$client.query("SELECT COUNT(*) AS n FROM tasks").get() as { n: number }).n;

/** Raw HTTP over a socket, for Host headers fetch() will not send. Returns status line and body. */
function raw(request: string): Promise<{ status: number; body: string }> {
  const port = Number(new URL(s.url).port);
  return new Promise((resolve, reject) => {
    let data = "";
    Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open: (sock) => void sock.write(request),
        data: (_sock, chunk) => void (data += chunk.toString()),
        close: () => resolve({ status: Number(data.split(" ")[1]), body: data.split("\r\n\r\n").slice(1).join("") }),
        error: (_sock, e) => reject(e),
      },
    }).catch(reject);
  });
}

describe("bad input before sign-in", () => {
  test("is refused with 401 JSON before the body is read, whatever the body", async () => {
    const before = taskCount();
    for (const body of ['{"title":{"toString":"x"}}', `{"title":${JSON.stringify(deepValue(5000))}}`, "{not json"]) {
      const res = await fetch(`${s.url}/api/tasks`, json(body));
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as any).error.status).toBe(401);
    }
    expect(taskCount()).toBe(before);
  });

  test("signed in, the same bodies get a short JSON 4xx, never a 500 or an HTML page", async () => {
    const cases: [string, number][] = [
      ['{"title":{"toString":"x"}}', 422],
      [`{"title":${JSON.stringify(deepValue(5000))}}`, 400],
      [`{"title":${JSON.stringify(deepValue(65))}}`, 400],
      ["[1,2]", 422],
      ['"just text"', 422],
      ["{not json", 400],
    ];
    for (const [body, status] of cases) {
      const res = await fetch(`${s.url}/api/tasks`, json(body, auth()));
      const text = await res.text();
      expect([body.slice(0, 20), res.status]).toEqual([body.slice(0, 20), status]);
      expect(text.length).toBeLessThan(1000);
      expect(JSON.parse(text).error.status).toBe(status);
    }
    // 64 levels is still allowed: the depth limit is not what refuses it.
    const res = await fetch(`${s.url}/api/tasks`, json(`{"title":${JSON.stringify(deepValue(63))}}`, auth()));
    expect(res.status).toBe(422);
  });
});

describe("body size", () => {
  test("a chunked upload over 1 MB is cut off with a readable 413", async () => {
    const piece = new TextEncoder().encode(`"${"x".repeat(64 * 1024)}",`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"title":"t","description":['));
        if (sent > 40) return controller.close(); // 2.6 MB in all
        sent++;
        controller.enqueue(piece);
      },
    });
    const before = taskCount();
    const res = await fetch(`${s.url}/api/tasks`, { ...json("", auth()), body: stream });
    expect(res.headers.get("content-length")).toBeNull; // chunked: the server cannot know the size up front
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.message).toContain("1 MB");
    expect(taskCount()).toBe(before);
  });

  test("a 5 MB upload with Content-Length gets a 413 JSON answer, not a reset connection", async () => {
    const res = await fetch(`${s.url}/api/tasks`, json(`{"title":"${"x".repeat(5 * 1024 * 1024)}"}`, auth()));
    expect(res.status).toBe(413);
    expect(((await res.json()) as any).error.status).toBe(413);
  });

  test("a browser-like client (Node's fetch) that sends 5 MB reads the 413 too, instead of a broken pipe", async () => {
    // Node's fetch, like a browser, reports an error when the server answers and hangs up mid-upload.
    const script = `fetch(process.argv[1] + "/api/tasks", { method: "POST", headers: { authorization: "Bearer " + process.argv[2],
      "content-type": "application/json" }, body: "x".repeat(5e6) }).then(async (r) => console.log(r.status, await r.text()),
      (e) => console.log("error", e.cause?.code ?? e.message));`;
    // Not spawnSync: the server answering it runs in this very process.
    const run = Bun.spawn(["node", "-e", script, s.url, s.token], { stdout: "pipe" });
    const out = await new Response(run.stdout).text();
    expect(out).toStartWith("413 ");
    expect(out).toContain("larger than 1 MB");
  });
});

describe("tokens", () => {
  // The signed-in device of the test's own token, so only the algorithm or the user differs.
  const sid = () => JSON.parse(Buffer.from(s.token.split(".")[1], "base64url").toString()).sid;
  const sign = (alg: string, sub: string) =>
    new SignJWT({ sub, sid: sid() })
      .setProtectedHeader({ alg })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(s.deps.secret));

  test("only HS256 is accepted, even with the right secret", async () => {
    for (const alg of ["HS384", "HS512"]) {
      const res = await fetch(`${s.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${await sign(alg, "1")}` },
      });
      expect(res.status).toBe(401);
    }
    const ok = await fetch(`${s.url}/api/auth/user`, {
      headers: { authorization: `Bearer ${await sign("HS256", String(s.deps.owner.id))}` },
    });
    expect(ok.status).toBe(200);
  });

  test("a valid signature for a user id that does not exist is refused", async () => {
    const res = await fetch(`${s.url}/api/dashboard/stats`, {
      headers: { authorization: `Bearer ${await sign("HS256", "999")}` },
    });
    expect(res.status).toBe(401);
    const notANumber = await fetch(`${s.url}/api/dashboard/stats`, {
      headers: { authorization: `Bearer ${await sign("HS256", "abc")}` },
    });
    expect(notANumber.status).toBe(401);
  });
});

describe("Host header", () => {
  const get = (host: string | undefined, version = "1.1") =>
    raw(`GET /api/health HTTP/${version}\r\n${host === undefined ? "" : `Host: ${host}\r\n`}Connection: close\r\n\r\n`);

  test("only a host name and an optional port are accepted", async () => {
    const port = new URL(s.url).port;
    for (const host of [
      "localhost:evil.example",
      "[::1]evil.example",
      "localhost:80:80",
      "localhost evil",
      "127.0.0.1:99999",
    ]) {
      const res = await get(host);
      expect([host, res.status]).toEqual([host, 400]);
      expect(JSON.parse(res.body).error.message).toContain("Host");
    }
    for (const host of ["localhost", `localhost:${port}`, `[::1]:${port}`, "127.0.0.1"])
      expect((await get(host)).status).toBe(200);
  });

  test("a request without Host is refused", async () => {
    expect((await get(undefined, "1.0")).status).toBe(400);
    expect((await get(undefined, "1.1")).status).toBe(400);
  });
});

describe("one validation layer", () => {
  test("an impossible date and a bad e-mail address are refused the same way (422 naming the field) everywhere", async () => {
    const dates: [string, Record<string, unknown>][] = [
      ["/api/tasks", { title: "t", dueDate: "2026-02-30" }],
      ["/api/calendar-events", { title: "t", date: "2026-02-30" }],
    ];
    for (const [path, body] of dates) {
      const res = await s.request("POST", path, body);
      expect([path, res.status]).toEqual([path, 422]);
      expect(res.body.error.details?.length).toBeGreaterThan(0);
    }
    const emails: [string, Record<string, unknown>][] = [
      ["/api/radio-stations", { name: "KEXP", contactEmail: "music@kexp" }],
      ["/api/music-supervisors", { name: "Ann", email: "music@kexp" }],
    ];
    for (const [path, body] of emails) {
      const res = await s.request("POST", path, body);
      expect([path, res.status]).toEqual([path, 422]);
    }
  });

  test("a whole number is never silently cut: seriesBook 2.5 is refused", async () => {
    const res = await s.request("POST", "/api/audiobooks", { title: "T", author: "A", genre: "G", seriesBook: 2.5 });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain("whole number");
  });

  test("an object field sent as a string or a list is refused, not turned into an object", async () => {
    for (const config of ["weekly", ["weekly"], 5]) {
      const res = await s.request("POST", "/api/automation/jobs", { name: "n", type: "grant_search", config });
      expect(res.status).toBe(422);
    }
    for (const variables of ["x", ["x"]]) {
      const res = await s.request("POST", "/api/music-contracts/1/generate", { variables });
      expect(res.status).toBe(422);
    }
  });
});

describe("requests through a proxy or naming a public host count as remote", () => {
  test("looksProxied", async () => {
    const { looksProxied } = await import("./security");
    const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    const config = { publicHosts: ["studio.example"] };
    expect(looksProxied(req({ host: "localhost:7420" }), config)).toBe(false);
    expect(looksProxied(req({ host: "studio.example" }), config)).toBe(true);
    expect(looksProxied(req({ host: "studio.example:443" }), config)).toBe(true);
    for (const h of ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"])
      expect(looksProxied(req({ host: "localhost", [h]: "1.2.3.4" }), config)).toBe(true);
  });
});

describe("HTTP convention", () => {
  test("creates answer 201 in every domain that used to answer 200", async () => {
    const book = await s.request("POST", "/api/audiobooks", { title: "Shore", author: "A", genre: "Fiction" });
    expect(book.status).toBe(201);
    const created: [string, Record<string, unknown>][] = [
      ["/api/audiobook-sales", { audiobookId: book.body.id, saleDate: "2026-03-01", platform: "Audible", amount: 10 }],
      ["/api/songs", { title: "Glass Harbor", artist: "Maya" }],
      ["/api/action-items", { title: "Register the song" }],
      ["/api/music-supervisors", { name: "Ann" }],
      ["/api/sync-campaigns", { name: "Spring pitch" }],
      ["/api/tasks", { title: "Call KEXP" }],
    ];
    for (const [path, body] of created) {
      const res = await s.request("POST", path, body);
      expect([path, res.status]).toEqual([path, 201]);
    }
  });
});
