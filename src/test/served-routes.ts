import { createApp } from "../app";
import { lazyModules } from "../lazy-modules";
import type { AppDeps } from "../lib/deps";

type Route = { method: string; path: string };

const forwardingPaths = new Set(lazyModules.flatMap((module) => module.paths.flatMap((path) => [path, `${path}/*`])));
/** A route that only hands its requests to a module mounted to load on first use (src/lazy-modules.ts). */
export const isForwarding = (route: Route) => forwardingPaths.has(route.path);

/** The routes of each module mounted to load on first use, that module's apart. */
export const lazyModuleRoutes = (deps: AppDeps) =>
  Promise.all(lazyModules.map(async (module) => ({ module, routes: (await module.load())(deps).routes as Route[] })));

/** Every route the server answers: the modules' loaded at start, then those behind the forwarding routes. */
export async function servedRoutes(deps: AppDeps): Promise<Route[]> {
  const atStart = createApp(deps).routes.filter((route) => !isForwarding(route));
  return [...atStart, ...(await lazyModuleRoutes(deps)).flatMap((lazy) => lazy.routes)];
}
