import { Elysia } from "elysia";
import type { Config } from "../config";
import { allowedHosts, hostName } from "./hosts";
import { errorResponse } from "./errors";
import { bodyLimitFor, discardBody, MAX_BODY_BYTES, tooLarge } from "./body-limits";

export { MAX_BODY_BYTES };
export { allowedHosts, hostName };

/** Headers a reverse proxy or tunnel adds: a request carrying one came from somewhere else, whatever the socket says. */
export const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

/**
 * True when the request may have come from another machine even though its socket is loopback: it carries a
 * forwarding header, or it names one of the --public-host names.
 */
export function looksProxied(request: Request, config: Pick<Config, "publicHosts">): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers.has(h))) return true;
  const host = hostName(request.headers.get("host") ?? "");
  return host !== undefined && config.publicHosts.includes(host);
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
 * Refuses requests for other host names (a DNS-rebinding page cannot reach the API), requests without a Host, and
 * declared bodies over 1 MB (64 MB for a dropped report), before any routing or parsing happens. Chunked bodies are counted while read
 * (src/li./body-limits.ts).
 */
export const security = (config: Config) => {
  const hosts = allowedHosts(config);
  return new Elysia({ name: "security" }).onRequest(async ({ request, set }) => {
    const header = request.headers.get("host");
    if (!header) return errorResponse(400, "The request has no Host header");
    const host = hostName(header);
    if (host === undefined) return errorResponse(400, "The Host header is not a valid host name");
    if (!hosts.has(host)) return errorResponse(403, `Host "${host}" is not allowed; add it with --public-host`);
    const length = Number(request.headers.get("content-length") ?? 0);
    const limit = bodyLimitFor(request);
    if (length > limit) {
      // The rest of the upload is read and dropped first, so every client gets this answer rather than a reset.
      await discardBody(request);
      return errorResponse(413, tooLarge(limit).message);
    }
    set.headers["x-content-type-options"] = "nosniff";
  });
};
