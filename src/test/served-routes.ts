import { createApp } from "../app";
import { lazyModules } from "../lazy-modules";
import type { AppDeps } from "../lib/deps";

type Route = { method: string; path: string };

/** The routes of each module mounted to load on first use (src/lazy-modules.ts), that module's apart. */
export const lazyModuleRoutes = (deps: AppDeps) =>
  Promise.all(lazyModules.map(async (module) => ({ module, routes: (await module.load())(deps).routes as Route[] })));

/** The route that hands the /api paths the app's own routes lack to the modules loaded on first use (src/app.ts). */
const isHandOver = (route: Route) => route.path === "/api/*";

/** The routes of the modules loaded at start. */
export const routesAtStart = (deps: AppDeps): Route[] => createApp(deps).routes.filter((route) => !isHandOver(route));

/** Every route the server answers: the modules' loaded at start, then those mounted to load on first use. */
export async function servedRoutes(deps: AppDeps): Promise<Route[]> {
  return [...routesAtStart(deps), ...(await lazyModuleRoutes(deps)).flatMap((lazy) => lazy.routes)];
}
