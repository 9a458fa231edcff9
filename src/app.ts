import { Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { authGuard } from "./lib/auth-guard";
import { errorHandler } from "./lib/error-handler";
import { security } from "./lib/security";
import { spa } from "./lib/spa";
import { activityModule } from "./modules/activity";
import { authModule } from "./modules/auth";
import { backupModule } from "./modules/backup";
import { dashboardModule } from "./modules/dashboard";
import { healthModule } from "./modules/health";
import { notificationsModule } from "./modules/notifications";

/** The API: every domain module under /api, behind the security, error and auth plugins. */
export const createApi = (deps: AppDeps) =>
  new Elysia({ prefix: "/api" })
    .use(healthModule)
    .use(authModule(deps))
    .use(dashboardModule(deps))
    .use(activityModule(deps))
    .use(notificationsModule(deps))
    .use(backupModule(deps));

/** The whole server: API plus the embedded web app. */
export const createApp = (deps: AppDeps, webDir?: string) =>
  new Elysia({ serve: { maxRequestBodySize: 1024 * 1024 * 2 } })
    .use(errorHandler)
    .use(security(deps.config))
    .use(authGuard(deps.secret))
    .use(createApi(deps))
    .use(spa(webDir));

export type App = ReturnType<typeof createApp>;
