import { createApp } from "../app";
import { lazyModules } from "../lazy-modules";
import type { AppDeps } from "../lib/deps";

type Route = { method: string; path: string };

/** The routes of each module mounted to load on first use (src/lazy-modules.ts), that module's apart. */
export const lazyModuleRoutes = (deps: AppDeps) =>
  Promise.all(lazyModules.map(async (module) => ({ module, routes: (await module.load())(deps).routes as Route[] })));

/** Every route the server answers: the modules' loaded at start, then those mounted to load on first use. */
export async function servedRoutes(deps: AppDeps): Promise<Route[]> {
  return [...createApp(deps).routes, ...(await lazyModuleRoutes(deps)).flatMap((lazy) => lazy.routes)];
}
