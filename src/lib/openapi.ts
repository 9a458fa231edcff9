import { openapi } from "@elysiajs/openapi";
import { VERSION } from "../config";

/**
 * The API description, generated from the same `t` schemas that validate requests, at /api/openapi.json (behind the
 * token like the rest of /api). No HTML viewer: it would load scripts from the internet.
 */
export const openApi = openapi({
  provider: null,
  specPath: "/api/openapi.json",
  documentation: {
    info: {
      title: "Sunshine API",
      version: VERSION,
      description:
        "Errors are { error: { status, message, details? } }: 400 unreadable request, 401 not signed in, 404, " +
        "409 state conflict, 413 body over 1 MB, 422 validation (details name the fields), 429 too many attempts. " +
        "Each operation lists its own error answers; 400, 401 and 413 can come from any of them. Answer objects " +
        "name every field they carry today and may gain fields later: ignore the ones you do not know.",
    },
  },
  exclude: { paths: ["/api/openapi.json"], staticFile: false },
});
