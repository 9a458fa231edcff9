import { Elysia } from "elysia";
import type { Config } from "../config";
import { errorResponse } from "./errors";

export const MAX_BODY_BYTES = 1024 * 1024;

/** Host names the DNS-rebinding guard lets through. */
export function allowedHosts(config: Config): Set<string> {
  return new Set([
    "localhost",
    "127.0.0.1",
    "[::1]",
    ...config.publicHosts,
    ...(config.passphrase ? [config.host] : []),
  ]);
}

/** "example.com:7420" → "example.com", "[::1]:80" → "[::1]". */
export function hostName(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.split(":")[0];
}

export const HTML_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "connect-src 'self'; media-src 'self' blob:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
};

/**
 * Refuses requests for other host names (a DNS-rebinding page cannot reach the API) and bodies over 1 MB,
 * before any routing or parsing happens.
 */
export const security = (config: Config) => {
  const hosts = allowedHosts(config);
  return new Elysia({ name: "security" }).onRequest(({ request, set }) => {
    const host = request.headers.get("host");
    if (host && !hosts.has(hostName(host))) {
      return errorResponse(403, `Host "${hostName(host)}" is not allowed; add it with --public-host`);
    }
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > MAX_BODY_BYTES) return errorResponse(413, "Request body is larger than 1 MB");
    set.headers["x-content-type-options"] = "nosniff";
  });
};
