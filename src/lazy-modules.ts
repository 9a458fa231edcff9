import { type AnyElysia, Elysia } from "elysia";
import type { AppDeps } from "./lib/deps";
import { errorHandler } from "./lib/error-handler";
import { firstUse } from "./lib/first-use";
import { signedInContext } from "./platform/auth/guard";

/**
 * The API modules an idle server need not hold: each is loaded, with its services, schemas and tables, on the first
 * request under one of its paths, not at start (every module evaluated at start keeps its functions, structures and
 * bytecode pages for the whole run). Until then the app has a forwarding route for each path (and what lies below
 * it); the first request there builds the module as an app of its own and every request is handed to it.
 *
 * The root's plugins still run first for these requests (host check, sign-in guard, body limits, compression, headers):
 * the module's own app adds only the error answers and the signed-in user's context the root would give. `paths` must
 * cover every route the module has (app.test.ts checks), and a path more precise than another module's wins.
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

/**
 * One forwarding route per method, not one for any: the web app's page (GET /*) would otherwise be chosen over a
 * forwarding route for any method, as Elysia tries a method's own routes first.
 */
const FORWARDED_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** The forwarding routes of one module take the request as it is: the module's own app reads and checks the body. */
const FORWARD_HOOKS = { parse: "none", detail: { hide: true } } as const;

/**
 * Adds a module's forwarding routes to `app` and returns how to build the module's own app (once; the OpenAPI
 * description asks for it too).
 */
export function mountOnFirstUse(app: AnyElysia, deps: AppDeps, { paths, load }: LazyModule): () => Promise<AnyElysia> {
  // normalize "typebox" as in the root (src/app.ts), so the module validates exactly as it would there.
  const built = firstUse(async () =>
    new Elysia({ normalize: "typebox" }).use(errorHandler).use(signedInContext).use((await load())(deps)),
  );
  const forward = async (context: { request: Request }) => (await built()).handle(context.request);
  for (const path of paths)
    for (const route of [path, `${path}/*`])
      for (const method of FORWARDED_METHODS)
        app.route(method, route, (context) => forward(context as { request: Request }), FORWARD_HOOKS);
  return built;
}
