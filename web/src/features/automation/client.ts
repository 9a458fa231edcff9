import { treaty } from "@elysiajs/eden";
import type { App } from "../../../../src/app";
import { TOKEN_KEY } from "../session/storage";

/**
 * Typed client for the command center screens, keeping ISO dates as strings (Eden would turn them into
 * Date objects, and ids such as "2026-03-01" into dates too).
 */
export const api = treaty<App>(window.location.origin, {
  parseDate: false,
  headers() {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  },
}).api;
