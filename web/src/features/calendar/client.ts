import { treaty } from "@elysiajs/eden";
import type { App } from "../../../../src/app";
import { TOKEN_KEY } from "../session/storage";

/**
 * The typed client with Eden's date parsing turned off: the shared client turns any date-looking string
 * ("2026-11-22", a contract variable, a line of a document) into a Date object, which breaks date keys and text.
 * Used by the calendar, knowledge and contracts screens.
 */
export const textApi = treaty<App>(window.location.origin, {
  parseDate: false,
  headers() {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  },
}).api;
