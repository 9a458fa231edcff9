import { Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { authGuard } from "./lib/auth-guard";
import { bodyLimits } from "./lib/body-limits";
import { compression } from "./lib/compression";
import { errorHandler, serverErrorResponse } from "./lib/error-handler";
import { openApi } from "./lib/openapi";
import { getUser } from "./modules/auth/service";
import { sessionAlive } from "./modules/auth/sessions";
import { security } from "./lib/security";
import { spa } from "./lib/spa";
import { activityModule } from "./modules/activity";
import { authModule } from "./modules/auth";
import { backupModule } from "./modules/backup";
import { dashboardModule } from "./modules/dashboard";
import { healthModule } from "./modules/health";
import { notificationsModule } from "./modules/notifications";
import { tasksModule } from "./modules/tasks";
import { chatModule } from "./modules/chat";
import { aiModule } from "./modules/ai";
import { remindersModule } from "./modules/reminders";
import { calendarModule } from "./modules/calendar";
import { knowledgeModule } from "./modules/knowledge";
import { contractsModule } from "./modules/contracts";
import { outreachModule } from "./modules/outreach";
import { radioModule } from "./modules/radio";
import { grantsModule } from "./modules/grants";
import { invoicesModule } from "./modules/invoices";
import { audiobooksModule } from "./modules/audiobooks";
import { promotionModule } from "./modules/promotion";
import { licensingModule } from "./modules/licensing";
import { automationModule } from "./modules/automation";
import { monitoringModule } from "./modules/monitoring";
import { abtestingModule } from "./modules/abtesting";
import { optimizationModule } from "./modules/optimization";
import { pushModule } from "./modules/push";
import { digestModule } from "./modules/digest";
import { profileModule } from "./modules/profile";
import { wireDomains } from "./wiring";

/** The API: every domain module under /api, behind the security, error and auth plugins. */
export const createApi = (deps: AppDeps) => {
  wireDomains();
  return new Elysia({ prefix: "/api" })
    .use(healthModule)
    .use(authModule(deps))
    .use(dashboardModule(deps))
    .use(activityModule(deps))
    .use(notificationsModule(deps))
    .use(backupModule(deps))
    .use(profileModule(deps))
    .use(tasksModule(deps))
    .use(chatModule(deps))
    .use(aiModule(deps))
    .use(remindersModule(deps))
    .use(calendarModule(deps))
    .use(knowledgeModule(deps))
    .use(contractsModule(deps))
    .use(outreachModule(deps))
    .use(radioModule(deps))
    .use(grantsModule(deps))
    .use(invoicesModule(deps))
    .use(audiobooksModule(deps))
    .use(promotionModule(deps))
    .use(licensingModule(deps))
    .use(automationModule(deps))
    .use(monitoringModule(deps))
    .use(abtestingModule(deps))
    .use(optimizationModule(deps))
    .use(pushModule(deps))
    .use(digestModule(deps));
};

/** The whole server: API plus the embedded web app. */
export const createApp = (deps: AppDeps, webDir?: string) =>
  // Bun's own limit sits well above the 1 MB the app enforces, so an oversize upload gets the app's readable 413
  // instead of a reset; development false: Bun's debug error page (stack, source, working dir) is never served.
  // normalize "typebox": unknown fields are dropped by TypeBox's Clean. Elysia's default (exact-mirror) would turn a
  // string or a list sent where an object belongs into an object ("x" → {"0":"x"}) and let it pass validation.
  new Elysia({
    normalize: "typebox",
    serve: { maxRequestBodySize: 1024 * 1024 * 64, development: false, error: serverErrorResponse },
  })
    .use(errorHandler)
    .use(security(deps.config))
    .use(
      authGuard(
        deps.secret,
        (id) => getUser(deps.db, id) !== undefined,
        (sessionId, userId) => sessionAlive(deps.db, sessionId, userId),
      ),
    )
    .use(bodyLimits)
    .use(compression)
    .use(createApi(deps))
    .use(openApi)
    .use(spa(webDir));

export type App = ReturnType<typeof createApp>;
