import { treaty } from "@elysiajs/eden";
import type { App } from "../../../src/app";
import { TOKEN_KEY } from "../features/session/storage";
import { onUnauthorized } from "./unauthorized";

/** Typed client for the server's App; every call carries the bearer token when there is one. */
export const client = treaty<App>(window.location.origin, {
  // Dates stay ISO strings as the server typed them (Eden would turn "2026-11-22" or a line of text into a Date).
  parseDate: false,
  headers() {
    const token = localStorage.getItem(TOKEN_KEY);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  },
});
export const api = client.api;

export class ApiError extends Error {
  constructor(
    public status: number,
    /** The server's human message, for forms and toasts. */
    public userMessage: string,
    public details?: unknown,
  ) {
    super(`${status}: ${userMessage}`);
  }
}

type EdenResult<T> =
  | { data: T; error: null; status: number; response?: Response }
  | { data: null; error: { status: unknown; value: unknown }; status: number; response: Response };

/**
 * Unwraps an Eden call: data on success, otherwise an ApiError of the form '{status}: {message}'.
 * A 401 also clears the session (spec: any 401 signs the user out).
 */
export async function call<T>(request: Promise<EdenResult<T>>): Promise<T> {
  const result = await request;
  if (result.error === null) return result.data;
  const status = result.status;
  const value = result.error.value as { error?: { message?: string; details?: unknown } } | string | undefined;
  const message =
    (typeof value === "object" && value?.error?.message) ||
    (typeof value === "string" && value) ||
    ("response" in result ? result.response.statusText : "") ||
    "Request failed";
  if (status === 401) onUnauthorized();
  throw new ApiError(status, message, typeof value === "object" ? value?.error?.details : undefined);
}

/** One page of a paged list route (src/lib/paging.ts): the rows, how many match in all, the next page's offset. */
export type PagedResult<T> = { rows: T[]; total: number; nextOffset: number | null };

/** Like call(), for list routes: also reads `X-Total-Count` and the `Link: <…>; rel="next"` header. */
export async function callPaged<T>(request: Promise<EdenResult<T[]>>): Promise<PagedResult<T>> {
  const result = await request;
  const rows = await call(Promise.resolve(result));
  const headers = "response" in result && result.response ? result.response.headers : undefined;
  const total = Number(headers?.get("x-total-count") ?? rows.length);
  const next = /<([^>]+)>;\s*rel="next"/.exec(headers?.get("link") ?? "")?.[1];
  const nextOffset = next ? Number(new URL(next, window.location.origin).searchParams.get("offset")) : null;
  return { rows, total: Number.isFinite(total) ? total : rows.length, nextOffset };
}

/** For downloads (zip, PDF, iCal): a raw fetch with the bearer header and the same error rules. */
export async function download(path: string, fallbackName: string): Promise<string> {
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    const text = await res.text();
    let message = text || res.statusText;
    try {
      message = JSON.parse(text).error.message;
    } catch {}
    throw new ApiError(res.status, message);
  }
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
