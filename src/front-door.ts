import type { Server } from "bun";
import { type Config, VERSION } from "./config";
import { allowedHosts, hostName } from "./lib/hosts";
import type { TlsMaterial } from "./lib/tls";
import { listenError } from "./start-errors";

/**
 * Bun's own request body limit sits well above the 1 MB the app enforces, so an oversize upload gets the app's
 * readable 413 instead of a reset; development false: Bun's debug error page (stack, source, working dir) is never
 * served. Set when the port opens, as a reload cannot change them.
 */
export const SERVE_LIMITS = { maxRequestBodySize: 1024 * 1024 * 64, development: false, idleTimeout: 30 } as const;

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The port, opened before the API's modules load (most of a cold start). Until the app takes it over, the door answers
 * the health check itself, with the very answer the health route gives, and keeps every other request waiting: it is
 * answered by the app as soon as that is ready, never refused. A host the rebinding guard would refuse, or a failed
 * start, is left to the app or answered 503.
 */
export function openFrontDoor(config: Config, tls?: TlsMaterial) {
  const hosts = allowedHosts(config);
  const health = JSON.stringify({ status: "ok", version: VERSION });
  const ready = Promise.withResolvers<Handler>();
  // A start that fails leaves nobody to answer the waiting requests but the door's 503.
  ready.promise.catch(() => {});
  const unavailable = () =>
    Response.json({ error: "Sunshine could not start; see its log" }, { status: 503 });
  const isHealthCheck = (request: Request) => {
    if (request.method !== "GET") return false;
    const { pathname } = new URL(request.url);
    if (pathname !== "/api/health" && pathname !== "/api/health/") return false;
    const host = hostName(request.headers.get("host") ?? "");
    return host !== undefined && hosts.has(host);
  };
  let server: Server<undefined>;
  try {
    server = Bun.serve({
      hostname: config.host,
      port: config.port,
      // A second instance must fail loudly instead of silently sharing the port.
      reusePort: false,
      ...SERVE_LIMITS,
      ...(tls ? { tls: { cert: tls.cert, key: tls.key } } : {}),
      fetch: (request) =>
        isHealthCheck(request)
          ? new Response(health, {
              headers: { "content-type": "application/json;charset=utf-8", "x-content-type-options": "nosniff" },
            })
          : ready.promise.then((handle) => handle(request), unavailable),
    });
  } catch (e) {
    throw listenError(e, config);
  }
  return {
    server,
    /**
     * Lets `listen` (Elysia's, which builds its route table and opens a server with it) install that table on this
     * open port instead of opening a second one, then hands the requests that waited to `handle`.
     */
    handOver(listen: () => void, handle: Handler) {
      const open = Bun.serve;
      Bun.serve = ((options: Parameters<typeof Bun.serve>[0]) => {
        server.reload(options as Parameters<typeof server.reload>[0]);
        return server;
      }) as typeof Bun.serve;
      try {
        listen();
      } finally {
        Bun.serve = open;
      }
      ready.resolve(handle);
    },
    /** The start failed: the port closes to new connections, and the requests that waited get a 503. */
    close(reason: unknown) {
      ready.reject(reason);
      void server.stop();
    },
  };
}

export type FrontDoor = ReturnType<typeof openFrontDoor>;
