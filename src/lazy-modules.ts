import { type AnyElysia, Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { compression } from "./lib/compression";
import { errorHandler } from "./lib/error-handler";
import { firstUse } from "./lib/first-use";
import { signedInContext } from "./platform/auth/guard";

/**
 * The API modules an idle server need not hold: each is loaded, with its services, schemas and tables, on the first
 * request under one of its paths, not at start (every module evaluated at start keeps its functions, structures and
 * bytecode pages for the whole run). The first request under one of its paths builds the module as an app of its
 * own, and every request there is handed to it.
 *
 * The root's hooks still run first for these requests (host check, sign-in guard, body limits, headers): the module's
 * own app adds the error answers, the signed-in user's context and the compression the root would give.
 * `paths` must cover every route the module has (app.test.ts checks), and a path more precise than another module's
 * wins.
 */
type Loader = (deps: AppDeps) => AnyElysia;
export type LazyModule = { paths: string[]; load: () => Promise<Loader> };

export const lazyModules: LazyModule[] = [
  { paths: ["/api/dashboard"], load: async () => (await import("./composers/dashboard")).dashboardModule },
  { paths: ["/api/activity"], load: async () => (await import("./platform/activity")).activityModule },
  { paths: ["/api/backup"], load: async () => (await import("./platform/backup")).backupModule },
  { paths: ["/api/profile"], load: async () => (await import("./platform/profile")).profileModule },
  { paths: ["/api/chat-messages"], load: async () => (await import("./composers/chat")).chatModule },
  { paths: ["/api/ai"], load: async () => (await import("./composers/ai")).aiModule },
  { paths: ["/api/reminders"], load: async () => (await import("./domains/reminders")).remindersModule },
  { paths: ["/api/calendar-events"], load: async () => (await import("./domains/calendar")).calendarModule },
  { paths: ["/api/knowledge-docs"], load: async () => (await import("./domains/knowledge")).knowledgeModule },
  { paths: ["/api/music-contracts"], load: async () => (await import("./domains/contracts")).contractsModule },
  { paths: ["/api/email-campaigns"], load: async () => (await import("./domains/outreach")).outreachModule },
  { paths: ["/api/radio-stations"], load: async () => (await import("./domains/radio")).radioModule },
  {
    paths: ["/api/grants", "/api/ai/search-grants"],
    load: async () => (await import("./domains/grants")).grantsModule,
  },
  { paths: ["/api/invoices"], load: async () => (await import("./domains/invoices")).invoicesModule },
  {
    paths: ["/api/audiobooks", "/api/audiobook-sales"],
    load: async () => (await import("./domains/audiobooks")).audiobooksModule,
  },
  {
    paths: ["/api/audiobook-promotional-campaigns", "/api/audiobook-promotional-activities"],
    load: async () => (await import("./domains/promotion")).promotionModule,
  },
  {
    paths: [
      "/api/songs",
      "/api/action-items",
      "/api/music-supervisors",
      "/api/sync-campaigns",
      "/api/licensing-opportunities",
      "/api/platform-submissions",
      "/api/ai/search-licensing",
    ],
    load: async () => (await import("./domains/licensing")).licensingModule,
  },
  { paths: ["/api/automation"], load: async () => (await import("./composers/automation")).automationModule },
  { paths: ["/api/monitoring"], load: async () => (await import("./composers/monitoring")).monitoringModule },
  { paths: ["/api/ab-testing"], load: async () => (await import("./domains/abtesting")).abtestingModule },
  { paths: ["/api/optimization"], load: async () => (await import("./domains/optimization")).optimizationModule },
  { paths: ["/api/push"], load: async () => (await import("./platform/push")).pushModule },
  { paths: ["/api/digest"], load: async () => (await import("./composers/digest")).digestModule },
  {
    paths: ["/api/imports", "/api/contacts.vcf", "/api/income"],
    load: async () => (await import("./domains/income")).incomeModule,
  },
  { paths: ["/api/voice"], load: async () => (await import("./composers/voice")).voiceModule },
];

/** "/api/invoices/3/pay" → "/api/invoices": where every mounted path's lookup starts. */
const firstTwoSegments = (path: string) => {
  const third = path.indexOf("/", 5);
  return third === -1 ? path : path.slice(0, third);
};

/**
 * How to hand a request to the module whose paths it is under (its own app, built on the first such request; undefined
 * when no module has the path), and how to build them all (the OpenAPI description lists their routes). The app asks
 * only for the /api paths its own routes do not have (src/app.ts): the task list and the other hot routes pay nothing.
 */
export function mountOnFirstUse(deps: AppDeps, modules = lazyModules) {
  const byStart = new Map<string, { path: string; built: () => Promise<AnyElysia> }[]>();
  const apps = modules.map(({ paths, load }) => {
    // normalize "typebox" as in the root (src/app.ts), so the module validates exactly as it would there, and the
    // root's compression for plain answers (the root's own leaves an answer compressed here as it is).
    const built = firstUse(async () =>
      new Elysia({ normalize: "typebox" })
        .use(errorHandler)
        .use(signedInContext)
        .use(compression)
        .use((await load())(deps)),
    );
    for (const path of paths) {
      const start = firstTwoSegments(path);
      byStart.set(start, [...(byStart.get(start) ?? []), { path, built }]);
    }
    return built;
  });
  // The most precise path first: "/api/ai/search-grants" is the grants module's, the rest of "/api/ai" the assistant's.
  for (const mounts of byStart.values()) mounts.sort((a, b) => b.path.length - a.path.length);
  const forward = (request: Request, path: string): Promise<Response> | undefined => {
    const mount = byStart.get(firstTwoSegments(path))?.find((m) => path === m.path || path.startsWith(`${m.path}/`));
    return mount?.built().then((app) => app.handle(request));
  };
  return { forward, all: () => Promise.all(apps.map((built) => built())) };
}
