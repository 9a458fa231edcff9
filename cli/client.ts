import { treaty } from "@elysiajs/eden";
import type { App } from "../src/app";
import type { Task } from "../src/domains/tasks/schema";
import { configPath, loadToken, saveToken } from "./config";

import { CompanionError, DEFAULT_SERVER } from "./companion-error";

export { CompanionError, DEFAULT_SERVER };

import type { ProcessReply } from "../src/composers/ai/service";
export type AiReply = ProcessReply;
export type { Task };

/** The typed client of the server's own `App` (Eden), as the web app has it. */
const typedClient = (server: string, fetcher: typeof fetch) => treaty<App>(server, { parseDate: false, fetcher }).api;
export type TypedApi = ReturnType<typeof typedClient>;

type EdenResult<T> = { data: T; error: null } | { data: null; error: { status: unknown; value: unknown }; status: number };

/** The data of a typed call, or a CompanionError carrying the server's own message. */
export async function unwrap<T>(call: Promise<EdenResult<T>>): Promise<T> {
  const result = await call;
  if (result.error === null) return result.data;
  // Eden hands back what the session's fetch threw (an unreachable server, sign-in refused) as the error's value.
  if (result.error.value instanceof CompanionError) throw result.error.value;
  if (result.error.value instanceof Error) throw new CompanionError(result.error.value.message);
  const value = result.error.value as { error?: { message?: string } } | string | undefined;
  const message = (typeof value === "object" && value?.error?.message) || (typeof value === "string" && value) || "failed";
  throw new CompanionError(`${result.status}: ${message}`, result.status);
}

export interface ClientOptions {
  server?: string;
  passphrase?: string;
  configFile?: string;
  timeoutMs?: number;
}

export function normaliseServer(raw: string | undefined): string {
  const value = (raw || process.env.SUNSHINE_SERVER || DEFAULT_SERVER).trim().replace(/\/+$/, "");
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `http://${value}`);
  } catch {
    throw new CompanionError(`"${raw}" is not a server address; use something like ${DEFAULT_SERVER}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CompanionError(`The server address must start with http:// or https:// (got ${url.protocol})`);
  }
  return url.origin;
}

/** Talks to a Sunshine server like the web app does: signs in, keeps the token, retries once after a 401. */
export class SunshineClient {
  readonly server: string;
  private token: string | undefined;
  private readonly configFile: string;
  private readonly passphrase: string | undefined;
  private readonly timeoutMs: number;
  /**
   * Every route of the server, typed from its schemas: `client.api.tasks.get({ query: { status: "pending" } })`,
   * read with `unwrap()`. Calls go over this client's session (sign-in when needed, one retry after a 401).
   */
  readonly api: TypedApi;

  constructor(opts: ClientOptions = {}) {
    this.server = normaliseServer(opts.server);
    this.configFile = opts.configFile ?? configPath();
    this.passphrase = opts.passphrase ?? process.env.SUNSHINE_PASSPHRASE;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.token = loadToken(this.server, this.configFile);
    this.api = typedClient(this.server, ((url: string | URL | Request, init?: RequestInit) =>
      this.sessionFetch(String(url), init)) as typeof fetch);
  }

  /** A fetch with the session's bearer header: signs in first when needed, and once more after a 401. */
  private async sessionFetch(url: string, init: RequestInit = {}): Promise<Response> {
    if (!this.token) await this.login();
    const send = () => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${this.token}`);
      return this.reach(url, { ...init, headers });
    };
    let res = await send();
    if (res.status === 401) {
      await res.body?.cancel();
      await this.login();
      res = await send();
    }
    return res;
  }

  private async raw(method: string, path: string, body?: unknown, auth = true): Promise<Response> {
    const headers: Record<string, string> = {};
    if (auth && this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    return this.reach(this.server + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** One request with the timeout; an unreachable or silent server becomes a sentence a person understands. */
  private async reach(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (e) {
      const name = (e as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new CompanionError(
          `Sunshine at ${this.server} did not answer within ${Math.round(this.timeoutMs / 1000)} s`,
        );
      }
      throw new CompanionError(
        `Cannot reach Sunshine at ${this.server}. Is it running? Start it with "sunshine serve", or point to it with --server URL.`,
      );
    }
  }

  private static async errorMessage(res: Response): Promise<string> {
    const text = await res.text().catch(() => "");
    try {
      const parsed = JSON.parse(text);
      if (parsed?.error?.message) return String(parsed.error.message);
    } catch {}
    return text.trim().slice(0, 200) || res.statusText || `HTTP ${res.status}`;
  }

  async login(): Promise<void> {
    const res = await this.raw(
      "POST",
      "/api/auth/login",
      this.passphrase ? { passphrase: this.passphrase } : undefined,
      false,
    );
    if (!res.ok) {
      const message = await SunshineClient.errorMessage(res);
      const hint =
        res.status === 401 || res.status === 403
          ? " (set SUNSHINE_PASSPHRASE or --passphrase for a remote server)"
          : "";
      throw new CompanionError(`Sign-in to ${this.server} failed: ${message}${hint}`, res.status);
    }
    const { token } = (await res.json()) as { token?: string };
    if (!token) throw new CompanionError(`Sign-in to ${this.server} gave no token; is this a Sunshine server?`);
    this.token = token;
    saveToken(this.server, token, this.configFile);
  }

  /** Sends a multipart form (a dropped file) with the session; signs in when needed, like the typed calls. */
  async upload(path: string, form: () => FormData): Promise<any> {
    if (!this.token) await this.login();
    const send = async () => {
      try {
        return await fetch(this.server + path, {
          method: "POST",
          headers: { authorization: `Bearer ${this.token}` },
          body: form(),
          signal: AbortSignal.timeout(Math.max(this.timeoutMs, 120_000)),
        });
      } catch {
        throw new CompanionError(`Cannot send the file to Sunshine at ${this.server}. Is it running?`);
      }
    };
    let res = await send();
    if (res.status === 401) {
      await this.login();
      res = await send();
    }
    if (!res.ok) throw new CompanionError(`${res.status}: ${await SunshineClient.errorMessage(res)}`, res.status);
    return res.json();
  }

  /**
   * Opens a long-lived GET (the notification event stream) with the session; signs in when needed. No timeout:
   * the caller's signal ends it.
   */
  async openStream(path: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
    if (!this.token) await this.login();
    const open = () =>
      fetch(this.server + path, { headers: { ...headers, authorization: `Bearer ${this.token}` }, signal });
    let res = await open();
    if (res.status === 401) {
      await res.body?.cancel();
      await this.login();
      res = await open();
    }
    if (!res.ok) throw new CompanionError(`${res.status}: ${await SunshineClient.errorMessage(res)}`, res.status);
    return res;
  }

  async process(
    message: string,
    type: "cli" | "voice" = "cli",
    context: Record<string, unknown> = {},
  ): Promise<AiReply> {
    return unwrap(this.api.ai.process.post({ message, type, context: { source: "terminal", ...context } }));
  }

  /** What the offline recogniser listens for: the assistant's sentences, pattern words and the owner's record names. */
  async voiceVocabulary(): Promise<{ phrases: string[]; names: string[]; words: string[] }> {
    const v = await unwrap(this.api.voice.vocabulary.get());
    return { phrases: v.phrases, names: v.names, words: v.words };
  }

  async pendingTasks(): Promise<Task[]> {
    return sortPending(await unwrap(this.api.tasks.get({ query: { status: "pending", limit: 200 } })));
  }
}

const PRIORITY_ORDER = { urgent: 0, high: 1, medium: 2, low: 3 } as const;
export function sortPending(tasks: Task[]): Task[] {
  return tasks
    .filter((t) => t.status === "pending")
    .sort((a, b) => (PRIORITY_ORDER[a.priority] ?? 9) - (PRIORITY_ORDER[b.priority] ?? 9));
}
