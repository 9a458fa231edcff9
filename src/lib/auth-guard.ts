import { Elysia } from "elysia";
import { jwt } from "@elysiajs/jwt";
import { TOKEN_TTL } from "../modules/auth/service";
import { HttpError } from "./errors";

/** API paths reachable without a bearer token. */
const PUBLIC_API = new Set(["/api/health", "/api/auth/login", "/api/auth/login-mode"]);

/** Bun's native router reports "/api/health/" for a prefix-only route; compare without the trailing slash. */
const needsAuth = (path: string) => {
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return p.startsWith("/api/") && !PUBLIC_API.has(p);
};

export const jwtPlugin = (secret: string) => jwt({ name: "jwt", secret, exp: TOKEN_TTL });

/**
 * Every /api route except the public ones needs `Authorization: Bearer <token>`.
 * Registered once in app.ts so no module can forget it.
 */
export const authGuard = (secret: string) => {
  // Verifying the HMAC costs more than most handlers; a token already verified is remembered until it expires.
  const verified = new Map<string, { userId: number; exp: number }>();
  return new Elysia({ name: "auth-guard" })
    .use(jwtPlugin(secret))
    .derive({ as: "global" }, async ({ jwt, headers, path }) => {
      if (!needsAuth(path)) return { userId: undefined as number | undefined };
      const header = headers.authorization ?? "";
      const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token) return { userId: undefined };
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return { userId: known.userId };
      const payload = await jwt.verify(token);
      if (!payload || typeof payload.sub !== "string" || typeof payload.exp !== "number") return { userId: undefined };
      if (verified.size >= 1000) verified.clear();
      verified.set(token, { userId: Number(payload.sub), exp: payload.exp });
      return { userId: Number(payload.sub) };
    })
    .onBeforeHandle({ as: "global" }, ({ path, userId }) => {
      if (!userId && needsAuth(path)) {
        throw new HttpError(401, "Not signed in: send the token from POST /api/auth/login as a Bearer header");
      }
    });
};

/**
 * The signed-in user's id inside a handler. The guard derives it globally in app.ts, so a module built on its own
 * does not see `userId` in its context's type; this reads it with the type the guard gives it.
 */
export const signedInUserId = (context: object) => (context as { userId?: number }).userId;
