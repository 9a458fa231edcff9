import { Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { openApi } from "./lib/openapi";
import { spa } from "./lib/spa";
import { root } from "./app";
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

/**
 * The same modules as one chain, for the typed clients (the web app's and the terminal's Eden client) only: TypeScript
 * follows a chain of `.use()` but not a loop, and a single chain from the app's root is too deep for it. Never run by
 * the server; `app.test.ts` checks that it lists the same routes as the
 * server's modules, those loaded at start and those mounted to load on first use.
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

/** The app as the typed clients see it (type only: src/app.ts builds the real one). */
const typedApp = (deps: AppDeps, webDir?: string) =>
  root(deps)
    .use(typedApi(deps))
    .use(openApi(async () => []))
    .use(spa(webDir));

export type App = ReturnType<typeof typedApp>;
