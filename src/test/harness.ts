import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveConfig, type Config } from "../config";
import { openDataDir } from "../server";
import { createApp } from "../app";
import type { AppDeps } from "../lib/deps";

// A new install's locale and currency follow LANG/LC_*: API tests start from the same en-US/USD defaults anywhere.
delete process.env.LC_ALL;
delete process.env.LC_MONETARY;
process.env.LANG = "C.UTF-8";

export interface TestServer {
  deps: AppDeps;
  url: string;
  token: string;
  /** JSON request with the bearer token; returns status and parsed body. */
  request: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
}

/** A real SQLite file in a temp dir plus the real app listening on loopback: what API tests use. */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-test-"));
  const config = { ...resolveConfig({ dataDir, port: 0 }, env), ...overrides };
  const deps = openDataDir(config);
  const app = createApp(deps).listen({ hostname: "127.0.0.1", port: 0, reusePort: false });
  const url = `http://127.0.0.1:${app.server!.port}`;
  const login = await fetch(`${url}/api/auth/login`, { method: "POST" });
  const { token } = (await login.json()) as { token: string };
  const request: TestServer["request"] = async (method, path, body, headers = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    deps,
    url,
    token,
    request,
    close: async () => {
      await app.stop(true);
      deps.db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls `check` until it stops throwing (or `timeoutMs` passes, then rethrows its last error). For tests that wait
 * on timers or background work: a fixed sleep is either slow or flaky on a busy two-core CI machine.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 30_000, everyMs = 20): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (e) {
      if (Date.now() > end) throw e;
      await Bun.sleep(everyMs);
    }
  }
}
