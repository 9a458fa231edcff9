import { Elysia } from "elysia";
import { jwt } from "@elysiajs/jwt";
import { jwtVerify } from "jose";
import { TOKEN_TTL } from "./service";
import { originalRequest } from "../../lib/body-limits";
import { errorResponse } from "../../lib/errors";
import { redeemStreamTicket, STREAM_PATH } from "../../lib/stream-tickets";

/** API paths reachable without a bearer token. */
const PUBLIC_API = new Set(["/api/health", "/api/auth/login", "/api/auth/login-mode"]);

/** Bun's native router reports "/api/health/" for a prefix-only route; compare without the trailing slash. */
export const needsAuth = (path: string) => {
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return (p === "/api" || p.startsWith("/api/")) && !PUBLIC_API.has(p);
};

/** Tokens are signed with HS256 only; a token claiming any other algorithm is refused even with the right secret. */
export const JWT_ALGORITHM = "HS256";
export const jwtPlugin = (secret: string) => jwt({ name: "jwt", secret, exp: TOKEN_TTL, alg: JWT_ALGORITHM });

const pathOf = (url: string) => {
  const scheme = url.indexOf("://");
  const start = scheme === -1 ? 0 : url.indexOf("/", scheme + 3);
  const end = url.indexOf("?", start);
  return start === -1 ? "/" : url.slice(start, end === -1 ? undefined : end);
};

/**
 * Every /api route except the public ones needs `Authorization: Bearer <token>` for a user that still exists.
 * The check runs on request arrival, before the body is read or validated, so a stranger's bad input never reaches
 * a parser. Registered once in app.ts so no module can forget it.
 */
export const authGuard = (
  secret: string,
  userExists: (id: number) => boolean,
  // A token names the signed-in device (`sid`); a device signed out in Settings makes its token fail at once.
  sessionAlive: (sessionId: number, userId: number) => boolean = () => true,
) => {
  const key = new TextEncoder().encode(secret);
  // Verifying the HMAC costs more than most handlers; a token already verified is remembered until it expires.
  const verified = new Map<string, { userId: number; sessionId: number; exp: number }>();
  const allowed = (userId: number, sessionId: number) => userExists(userId) && sessionAlive(sessionId, userId);

  async function sessionOf(header: string | null): Promise<{ userId: number; sessionId: number } | undefined> {
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) return undefined;
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return allowed(known.userId, known.sessionId) ? known : undefined;
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [JWT_ALGORITHM] });
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId) || typeof payload.exp !== "number")
        return undefined;
      if (!allowed(userId, sessionId)) return undefined;
      if (verified.size >= 1000) verified.clear();
      const entry = { userId, sessionId, exp: payload.exp };
      verified.set(token, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  return new Elysia({ name: "auth-guard" })
    .onRequest(async ({ request }) => {
      const path = pathOf(request.url);
      if (!needsAuth(path)) return;
      // The event stream alone also takes a single-use ?ticket= (a browser's EventSource cannot send headers).
      const session = await sessionOf(request.headers.get("authorization"));
      const userId =
        session?.userId ??
        (path === STREAM_PATH ? redeemStreamTicket(new URL(request.url).searchParams.get("ticket")) : undefined);
      if (userId === undefined) {
        return errorResponse(401, "Not signed in: send the token from POST /api/auth/login as a Bearer header");
      }
      signedIn.set(request, { userId, sessionId: session?.sessionId });
    })
    .use(signedInContext);
};

/** Who each let-in request was signed in as, kept by the guard for the request as it arrived. */
const signedIn = new WeakMap<Request, { userId: number; sessionId?: number }>();

/**
 * `userId` and `sessionId` in every handler's context, as the guard found them. A module mounted on first use
 * (src/lazy-modules.ts) is its own app behind the root's guard: it uses this to see the same context.
 */
export const signedInContext = new Elysia({ name: "signed-in" }).derive({ as: "global" }, ({ request }) => {
  const who = signedIn.get(originalRequest(request));
  return { userId: who?.userId, sessionId: who?.sessionId };
});

/**
 * The signed-in user's id inside a handler. The guard derives it globally in app.ts, so a module built on its own
 * does not see `userId` in its context's type; this reads it with the type the guard gives it.
 */
export const signedInUserId = (context: object) => (context as { userId?: number }).userId;
/** The signed-in device's session id (absent for the event stream's ticket). */
export const signedInSessionId = (context: object) => (context as { sessionId?: number }).sessionId;
