import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, typedApi } from "./app";
import { resolveConfig } from "./config";
import { openDataDir } from "./server";

const dataDir = mkdtempSync(join(tmpdir(), "sunshine-app-"));
const deps = openDataDir(resolveConfig({ dataDir, port: 0 }));
afterAll(() => {
  deps.db.$client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const routesOf = (app: { routes: { method: string; path: string }[] }) =>
  app.routes
    .filter((r) => r.path.startsWith("/api/") && r.path !== "/api/openapi.json")
    .map((r) => `${r.method} ${r.path}`)
    .sort();

test("the typed clients' chain lists exactly the routes the server registers", () => {
  const served = routesOf(createApp(deps));
  expect(served.length).toBeGreaterThan(150);
  expect(routesOf(typedApi(deps))).toEqual(served);
});

test("every API module carries its full /api path, so none is nested a level deeper", () => {
  for (const route of routesOf(createApp(deps))) expect(route).not.toMatch(/\/api\/api\//);
});
