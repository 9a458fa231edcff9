import { type AnyElysia, Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { authGuard } from "./platform/auth/guard";
import { bodyLimits } from "./lib/body-limits";
import { compression } from "./lib/compression";
import { errorHandler, serverErrorResponse } from "./lib/error-handler";
import { errorResponse } from "./lib/errors";
import { openApi } from "./lib/openapi";
import { userExistsCheck } from "./platform/auth/service";
import { sessionAlive } from "./platform/auth/sessions";
import { security } from "./lib/security";
import { spa } from "./lib/spa";
import { authModule } from "./platform/auth";
import { healthModule } from "./platform/health";
import { notificationsModule } from "./platform/notifications";
import { tasksModule } from "./domains/tasks";
import { wireDomains } from "./wiring";
import { mountOnFirstUse } from "./lazy-modules";
import type { App } from "./typed-api";
import { SERVE_LIMITS } from "./front-door";

/**
 * The modules every start holds, each carrying its full /api path: the health check, signing in, the task list (the
 * web app's and the companion's first requests) and the notification stream (every open page keeps it). The others
 * are mounted to load on first use (src/lazy-modules.ts). They are used straight on the app: each level of nesting adds
 * every route once more at start-up, and a level of its own for /api was a fifth of a cold start.
 */
const apiModules: ((deps: AppDeps) => AnyElysia)[] = [
  () => healthModule,
  (deps) => authModule(deps),
  notificationsModule,
  tasksModule,
];

/** The app's root: the plugins every request passes through, before any route. */
export const root = (deps: AppDeps) =>
  // Bun's limits are the front door's (src/front-door.ts), where they are explained.
  // normalize "typebox": unknown fields are dropped by TypeBox's Clean. Elysia's default (exact-mirror) would turn a
  // string or a list sent where an object belongs into an object ("x" → {"0":"x"}) and let it pass validation.
  new Elysia({
    normalize: "typebox",
    serve: { ...SERVE_LIMITS, error: serverErrorResponse },
  })
    .use(errorHandler)
    .use(security(deps.config))
    .use(
      authGuard(deps.secret, userExistsCheck(deps.db), (sessionId, userId) => sessionAlive(deps.db, sessionId, userId)),
    )
    .use(bodyLimits)
    .use(compression);

/** The whole server: API plus the embedded web app. */
export const createApp = (deps: AppDeps, webDir?: string) => {
  wireDomains();
  const app = root(deps);
  for (const module of apiModules) app.use(module(deps));
  return withWebApp(app, deps, webDir);
};

/**
 * The same, a module per turn of the event loop (`nextTurn`), so requests that arrive meanwhile are read while the
 * server starts (src/front-door.ts).
 */
export const createAppInSteps = async (deps: AppDeps, nextTurn: () => Promise<void>) => {
  wireDomains();
  const app = root(deps);
  for (const module of apiModules) {
    app.use(module(deps));
    await nextTurn();
  }
  return withWebApp(app, deps);
};

const withWebApp = (app: ReturnType<typeof root>, deps: AppDeps, webDir?: string) => {
  const lazy = mountOnFirstUse(deps);
  // An /api path none of the app's routes has goes to the module loaded on first use that has it (GET through the
  // web app's catch-all, which would otherwise be chosen), else it is not there. The body is left for that module.
  const notHere = (path: string) => errorResponse(404, `Nothing here: ${path}`);
  const toLazyModule = (request: Request, path: string) => lazy.forward(request, path) ?? notHere(path);
  return app
    .all("/api/*", ({ request, path }) => toLazyModule(request, path), { parse: "none", detail: { hide: true } })
    .use(openApi(lazy.all))
    .use(spa(webDir, toLazyModule)) as unknown as App;
};

export type { App } from "./typed-api";
