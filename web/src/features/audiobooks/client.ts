import { treaty } from "@elysiajs/eden";
import type { App } from "../../../../src/app";
import { TOKEN_KEY } from "../session/storage";

/**
 * The same typed client as lib/api, but keeping dates as the strings the server sends ("2026-03-01",
 * "2026-03-01T09:00"): Eden would otherwise turn them into Date objects (shifting date-only values across
 * time zones and breaking form pre-fill). Used by the audiobook, promotion and licensing screens.
 */
export const api = treaty<App>(window.location.origin, {
  parseDate: false,
  headers() {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  },
}).api;
