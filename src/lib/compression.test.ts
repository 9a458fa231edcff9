import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startTestServer, type TestServer } from "../test/harness";
import { pickEncoding } from "./compression";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  for (let i = 0; i < 60; i++) await s.request("POST", "/api/tasks", { title: `Task ${i} for the compression check` });
});
afterAll(() => s.close());

/** The raw bytes as sent (fetch would otherwise decode them itself). */
const raw = (path: string, acceptEncoding: string) =>
  fetch(s.url + path, {
    headers: { authorization: `Bearer ${s.token}`, "accept-encoding": acceptEncoding },
    decompress: false,
  } as RequestInit);

describe("response compression", () => {
  test("a JSON list over 1 KB goes brotli or gzip by Accept-Encoding and decodes to the same rows", async () => {
    const plain = await raw("/api/tasks", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const br = await raw("/api/tasks", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("x-total-count")).toBe("60");
    expect(br.headers.get("link")).toContain("offset=50");
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(text.length / 3);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(JSON.parse(text));
    const gz = await raw("/api/tasks", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString())).toEqual(JSON.parse(text));
  });

  test("small answers and errors stay as they are", async () => {
    const health = await raw("/api/health", "br");
    expect(health.headers.get("content-encoding")).toBeNull();
    expect((await health.json()).status).toBe("ok");
    const bad = await raw("/api/tasks?limit=500", "br");
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toMatch(/limit/);
  });

  test("Accept-Encoding is read with its q-values", () => {
    expect(pickEncoding("gzip, br")).toBe("br");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding(null)).toBeNull();
  });
});
