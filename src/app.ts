import { type AnyElysia, Elysia } from "elysia";
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
import { SERVE_LIMITS } from "./front-door";

/**
 * Every module of the API, each carrying its full /api path. They are used straight on the app: each level of nesting
 * adds every route once more at start-up, and a level of its own for /api was a fifth of a cold start.
 */
const apiModules: ((deps: AppDeps) => AnyElysia)[] = [
  () => healthModule,
  (deps) => authModule(deps),
  dashboardModule,
  activityModule,
  notificationsModule,
  backupModule,
  profileModule,
  tasksModule,
  chatModule,
  aiModule,
  remindersModule,
  calendarModule,
  knowledgeModule,
  contractsModule,
  outreachModule,
  radioModule,
  grantsModule,
  invoicesModule,
  audiobooksModule,
  promotionModule,
  licensingModule,
  automationModule,
  monitoringModule,
  abtestingModule,
  optimizationModule,
  pushModule,
  digestModule,
  incomeModule,
  voiceModule,
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

/** The app as the typed clients see it (type only, see `typedApi`). */
const typedApp = (deps: AppDeps, webDir?: string) => root(deps).use(typedApi(deps)).use(openApi).use(spa(webDir));

/** The whole server: API plus the embedded web app. */
export const createApp = (deps: AppDeps, webDir?: string) => {
  wireDomains();
  const app = root(deps);
  for (const module of apiModules) app.use(module(deps));
  return withWebApp(app, webDir);
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
  return withWebApp(app);
};

const withWebApp = (app: ReturnType<typeof root>, webDir?: string) =>
  app.use(openApi).use(spa(webDir)) as unknown as ReturnType<typeof typedApp>;

export type App = ReturnType<typeof createApp>;
