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

/**
 * Every module of the API, each carrying its full /api path. They are used straight on the app: each level of nesting
 * adds every route once more at start-up, and a level of its own for /api was a fifth of a cold start.
 */
const apiModules = (deps: AppDeps) => [
  healthModule,
  authModule(deps),
  dashboardModule(deps),
  activityModule(deps),
  notificationsModule(deps),
  backupModule(deps),
  profileModule(deps),
  tasksModule(deps),
  chatModule(deps),
  aiModule(deps),
  remindersModule(deps),
  calendarModule(deps),
  knowledgeModule(deps),
  contractsModule(deps),
  outreachModule(deps),
  radioModule(deps),
  grantsModule(deps),
  invoicesModule(deps),
  audiobooksModule(deps),
  promotionModule(deps),
  licensingModule(deps),
  automationModule(deps),
  monitoringModule(deps),
  abtestingModule(deps),
  optimizationModule(deps),
  pushModule(deps),
  digestModule(deps),
  incomeModule(deps),
  voiceModule(deps),
];

/**
 * The same modules as one chain, for the typed clients (the web app's and the terminal's Eden client) only: TypeScript
 * follows a chain of `.use()` but not a loop, and a single chain from the app's root is too deep for it. Never run by
 * the server; `app.test.ts` checks that it lists the same routes as `apiModules`.
 */
export const typedApi = (deps: AppDeps) =>
  new Elysia()
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

/** The app's root: the plugins every request passes through, before any route. */
const root = (deps: AppDeps) =>
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
    .use(compression);

/** The app as the typed clients see it (type only, see `typedApi`). */
const typedApp = (deps: AppDeps, webDir?: string) => root(deps).use(typedApi(deps)).use(openApi).use(spa(webDir));

/** The whole server: API plus the embedded web app. */
export const createApp = (deps: AppDeps, webDir?: string) => {
  wireDomains();
  const app = root(deps);
  for (const module of apiModules(deps)) app.use(module);
  return app.use(openApi).use(spa(webDir)) as unknown as ReturnType<typeof typedApp>;
};

export type App = ReturnType<typeof createApp>;
