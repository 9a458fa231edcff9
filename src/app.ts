import { Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { authGuard } from "./platform/auth/guard";
import { bodyLimits } from "./lib/body-limits";
import { compression } from "./lib/compression";
import { errorHandler, serverErrorResponse } from "./lib/error-handler";
import { openApi } from "./lib/openapi";
import { userExistsCheck } from "./platform/auth/service";
import { sessionAlive } from "./platform/auth/sessions";
import { security } from "./lib/security";
import { spa } from "./lib/spa";
import { activityModule } from "./platform/activity";
import { authModule } from "./platform/auth";
import { backupModule } from "./platform/backup";
import { dashboardModule } from "./composers/dashboard";
import { healthModule } from "./platform/health";
import { notificationsModule } from "./platform/notifications";
import { tasksModule } from "./domains/tasks";
import { chatModule } from "./composers/chat";
import { aiModule } from "./composers/ai";
import { remindersModule } from "./domains/reminders";
import { calendarModule } from "./domains/calendar";
import { knowledgeModule } from "./domains/knowledge";
import { contractsModule } from "./domains/contracts";
import { outreachModule } from "./domains/outreach";
import { radioModule } from "./domains/radio";
import { grantsModule } from "./domains/grants";
import { invoicesModule } from "./domains/invoices";
import { audiobooksModule } from "./domains/audiobooks";
import { promotionModule } from "./domains/promotion";
import { licensingModule } from "./domains/licensing";
import { automationModule } from "./composers/automation";
import { monitoringModule } from "./composers/monitoring";
import { abtestingModule } from "./domains/abtesting";
import { optimizationModule } from "./domains/optimization";
import { pushModule } from "./platform/push";
import { digestModule } from "./composers/digest";
import { profileModule } from "./platform/profile";
import { incomeModule } from "./domains/income";
import { voiceModule } from "./composers/voice";
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
    .use(digestModule(deps))
    .use(incomeModule(deps))
    .use(voiceModule(deps));
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
      authGuard(deps.secret, userExistsCheck(deps.db), (sessionId, userId) => sessionAlive(deps.db, sessionId, userId)),
    )
    .use(bodyLimits)
    .use(compression)
    .use(createApi(deps))
    .use(openApi)
    .use(spa(webDir));

export type App = ReturnType<typeof createApp>;
