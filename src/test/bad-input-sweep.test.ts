import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { servedRoutes } from "./served-routes";
import { startTestServer, type TestServer } from "./harness";
import { badValues, deepValue, validValue, type JsonSchema } from "./sweep/schema-values";

/**
 * The bad-input sweep: every route in the OpenAPI description (/api/openapi.json) gets requests built from its own
 * schema, then with wrong types, arrays for objects, missing and extra fields, huge, deep and empty values, boundary
 * numbers and impossible dates, with and without a token. No answer may be a 5xx; every error answer has the one
 * error shape and a status its operation declares; a refused request writes nothing (SQLite's change counter on the
 * server's connection stays put).
 */

interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, unknown>;
}

let s: TestServer;
let spec: { paths: Record<string, Record<string, Omit<Operation, "method" | "path">>> };
const counts = { requests: 0, "2xx": 0, "4xx": 0, "5xx": 0, other: 0 };
const problems: string[] = [];
/** Error statuses seen per operation that its description does not list. */
const undeclared = new Set<string>();

beforeAll(async () => {
  s = await startTestServer();
  spec = (await s.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  console.log(
    `bad-input sweep: ${counts.requests} requests, ${counts["2xx"]} 2xx, ${counts["4xx"]} 4xx, ${counts["5xx"]} 5xx`,
  );
  await s.close();
});

const changes = () => (s.deps.db.$client.query("SELECT total_changes() AS n").get() as { n: number }).n;

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith("/api/")) continue; // the web app's catch-all is not part of the API
    for (const [method, op] of Object.entries(methods)) ops.push({ ...op, method: method.toUpperCase(), path });
  }
  return ops;
}

const bodySchema = (op: Operation) => op.requestBody?.content?.["application/json"]?.schema;

function urlFor(op: Operation, pathValue = "1", query: Record<string, unknown> = {}) {
  const path = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValue));
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) q.set(k, typeof v === "string" ? v : JSON.stringify(v));
  return `${s.url}${path}${q.size ? `?${q}` : ""}`;
}

/** Sends one request and checks the rules every answer must keep. */
async function send(op: Operation, what: string, init: { url?: string; body?: string; token?: boolean }) {
  const before = changes();
  const headers: Record<string, string> = {};
  if (init.token !== false) headers.authorization = `Bearer ${s.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  let text: string;
  try {
    res = await fetch(init.url ?? urlFor(op), {
      method: op.method,
      headers,
      body: init.body,
      signal: AbortSignal.timeout(5_000),
    });
    // A live event stream never ends: its status and headers are the answer.
    if (res.headers.get("content-type")?.includes("text/event-stream")) {
      await res.body?.cancel();
      text = "";
    } else text = await res.text();
  } catch (e) {
    problems.push(`${op.method} ${op.path} [${what}]: no answer (${(e as Error).message})`);
    counts.other++;
    return;
  }
  counts.requests++;
  const where = `${op.method} ${op.path} [${what}] → ${res.status}`;
  if (res.status >= 500) {
    counts["5xx"]++;
    problems.push(`${where}: ${text.slice(0, 200)}`);
  } else if (res.status >= 400) {
    counts["4xx"]++;
    // 400 (unreadable), 401 (no token) and 413 (too big) can come from any route: the description says so once.
    if (![400, 401, 413].includes(res.status) && !op.responses?.[String(res.status)])
      undeclared.add(`${op.method} ${op.path} → ${res.status}`);
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {}
    if (body?.error?.status !== res.status || typeof body?.error?.message !== "string" || !body.error.message) {
      problems.push(`${where}: not the error shape: ${text.slice(0, 200)}`);
    }
    if (changes() !== before) problems.push(`${where}: a refused request wrote to the database`);
  } else if (res.status >= 200 && res.status < 300) counts["2xx"]++;
  else counts.other++;
  return res.status;
}

function bodyVariants(schema: JsonSchema): [string, string][] {
  const valid = validValue(schema) as Record<string, unknown>;
  const variants: [string, string][] = [
    ["valid", JSON.stringify(valid)],
    ["array body", JSON.stringify([valid])],
    ["empty array body", "[]"],
    ["string body", '"x"'],
    ["number body", "1"],
    ["null body", "null"],
    ["empty object", "{}"],
    ["extra field", JSON.stringify({ ...valid, unexpectedField: "x", __proto__x: 1 })],
    ["malformed JSON", '{"a":'],
    ["deep JSON", JSON.stringify({ a: deepValue(70) })],
  ];
  if (schema.properties) {
    for (const [name, prop] of Object.entries(schema.properties)) {
      badValues(prop).forEach((bad, i) => variants.push([`${name}#${i}`, JSON.stringify({ ...valid, [name]: bad })]));
      const { [name]: _, ...missing } = valid;
      variants.push([`without ${name}`, JSON.stringify(missing)]);
    }
  }
  return variants;
}

const PATH_VALUES = ["abc", "0", "-1", "1.5", "99999999999999999999", "1e3", "%00", "x".repeat(2000)];

describe("bad-input sweep over /api/openapi.json", () => {
  test("the description lists every route of the app", async () => {
    const documented = new Set(operations().map((o) => `${o.method} ${o.path}`));
    const missing = (await servedRoutes(s.deps))
      .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/openapi.json" && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}").replace(/\/$/, "")}`)
      .filter((r) => !documented.has(r) && !documented.has(`${r}/`));
    expect(missing).toEqual([]);
    expect(documented.size).toBeGreaterThan(80);
  });

  test("no route answers 5xx, every error has the one shape, refused requests write nothing", async () => {
    for (const op of operations()) {
      // Without a token: every non-public route is a 401 before its body is even read.
      const isPublic = /^\/api\/(health|auth\/login)/.test(op.path);
      const anonymousBody =
        op.method === "GET" ? undefined : '{"title":{"toString":"x"},"deep":' + JSON.stringify(deepValue(80)) + "}";
      const anonymous = await send(op, "no token, bad body", { body: anonymousBody, token: false });
      if (!isPublic && anonymous !== 401) problems.push(`${op.method} ${op.path}: ${anonymous} without a token`);

      const query: Record<string, unknown> = {};
      for (const p of op.parameters ?? []) if (p.in === "query") query[p.name] = validValue(p.schema);
      const hasPathParams = op.path.includes("{");
      const schema = bodySchema(op);
      const variants = schema ? bodyVariants(schema) : [["no body", undefined] as [string, string | undefined]];
      for (const [what, body] of variants) {
        const status = await send(op, what, { url: urlFor(op, "1", query), body });
        // A body that is not a JSON object where the schema wants one is refused (never silently used).
        const notAnObject = [
          "array body",
          "empty array body",
          "string body",
          "number body",
          "null body",
          "malformed JSON",
        ];
        if (schema?.type === "object" && notAnObject.includes(what) && !(status! >= 400 && status! < 500)) {
          problems.push(`${op.method} ${op.path} [${what}]: answered ${status} instead of refusing`);
        }
        if (what === "deep JSON" && status !== 400)
          problems.push(`${op.method} ${op.path} [deep JSON]: ${status}, not 400`);
        if (what === "malformed JSON" && status !== 400)
          problems.push(`${op.method} ${op.path} [malformed]: ${status}, not 400`);
      }
      if (hasPathParams)
        for (const v of PATH_VALUES) await send(op, `path ${v.slice(0, 12)}`, { url: urlFor(op, v, query) });
      for (const p of op.parameters ?? []) {
        if (p.in !== "query") continue;
        for (const bad of ["", "abc", "-1", "1e999", "2026-02-30", "x".repeat(5000), "[]"]) {
          await send(op, `query ${p.name}=${bad.slice(0, 12)}`, { url: urlFor(op, "1", { ...query, [p.name]: bad }) });
        }
      }
    }
    if (problems.length) console.log(problems.slice(0, 60).join("\n"));
    expect(counts["5xx"]).toBe(0);
    expect(problems).toEqual([]);
    // Each error a route gave is one its description lists (what any route may give aside).
    expect([...undeclared]).toEqual([]);
    expect(counts.requests).toBeGreaterThan(1000);
  }, 300_000);
});
