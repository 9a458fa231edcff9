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
 * The root's arrival hooks still run first for these requests (host check, sign-in guard, body limits, headers): the
 * module's own app adds the error answers, the signed-in user's context and the compression the root would give.
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

/** A request URL's path, without the query (cheaper than `new URL` on every request). */
const pathOf = (url: string) => {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  const end = url.indexOf("?", start);
  return start === -1 ? "/" : url.slice(start, end === -1 ? undefined : end);
};
/** "/api/invoices/3/pay" → "/api/invoices": where every mounted path's lookup starts. */
const firstTwoSegments = (path: string) => {
  const third = path.indexOf("/", 5);
  return third === -1 ? path : path.slice(0, third);
};

/**
 * The plugin that hands each request under a module's paths to that module's own app, built on the first such
 * request, and how to build them all (the OpenAPI description lists their routes). One hook on arrival rather than
 * forwarding routes: a route per path and method held more memory than the modules it stood for.
 */
export function mountOnFirstUse(deps: AppDeps, modules = lazyModules) {
  const byStart = new Map<string, { path: string; built: () => Promise<AnyElysia> }[]>();
  const apps = modules.map(({ paths, load }) => {
    // normalize "typebox" as in the root (src/app.ts), so the module validates exactly as it would there; the root's
    // compression does not reach an answer given on arrival, so the module's app has its own.
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
  const moduleFor = (path: string) =>
    byStart.get(firstTwoSegments(path))?.find((m) => path === m.path || path.startsWith(`${m.path}/`));
  // Registered after the root's own arrival hooks (host check, sign-in guard, body limits), which run first.
  // Not an async function: the other requests (the task list among them) get no promise to wait for.
  const plugin = new Elysia({ name: "lazy-modules" }).onRequest(({ request }) => {
    const mount = moduleFor(pathOf(request.url));
    if (mount) return mount.built().then((app) => app.handle(request));
  });
  return { plugin, all: () => Promise.all(apps.map((built) => built())) };
}
