import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { lazyModules } from "./lazy-modules";
import { lazyModuleRoutes, routesAtStart, servedRoutes } from "./test/served-routes";
import { typedApi } from "./typed-api";
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

/** Every route the server answers, as method and path, sorted. */
const served = async () => routesOf({ routes: await servedRoutes(deps) });

test("the typed clients' chain lists exactly the routes the server registers", async () => {
  const all = await served();
  expect(all.length).toBeGreaterThan(150);
  expect(routesOf(typedApi(deps))).toEqual(all);
});

test("a module mounted to load on first use gets every request for its routes, and no other module's", async () => {
  const mounted = lazyModules.flatMap((module) => module.paths.map((path) => ({ module, path })));
  // The most precise mounted path a route lies under takes its requests (a path beats one it lies under).
  const takerOf = (route: string) => {
    const path = route.slice(route.indexOf(" ") + 1);
    const under = mounted.filter((m) => path === m.path || path.startsWith(`${m.path}/`));
    return under.sort((a, b) => b.path.length - a.path.length)[0]?.module;
  };
  for (const { module, routes } of await lazyModuleRoutes(deps))
    for (const route of routesOf({ routes })) expect(takerOf(route)).toBe(module);
  for (const route of routesOf({ routes: routesAtStart(deps) })) expect(takerOf(route)).toBeUndefined();
});

test("every API module carries its full /api path, so none is nested a level deeper", async () => {
  for (const route of await served()) expect(route).not.toMatch(/\/api\/api\//);
});
