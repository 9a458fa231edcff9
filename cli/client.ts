import { configPath, loadToken, saveToken } from "./config";

export const DEFAULT_SERVER = "http://127.0.0.1:7420";

/** An error meant for a person: printed as is, never with a stack trace. */
export class CompanionError extends Error {
  constructor(
    message: string,
    public status?: number,
  ) {
    super(message);
  }
}

import type { ProcessReply } from "../src/composers/ai/service";
export type AiReply = ProcessReply;
export interface Task {
  id: number;
  title: string;
  status: "pending" | "completed";
  priority: "low" | "medium" | "high" | "urgent";
  dueDate?: string | null;
  category?: string | null;
}

export type Requester = (method: string, path: string, body?: unknown) => Promise<any>;

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

  constructor(opts: ClientOptions = {}) {
    this.server = normaliseServer(opts.server);
    this.configFile = opts.configFile ?? configPath();
    this.passphrase = opts.passphrase ?? process.env.SUNSHINE_PASSPHRASE;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    this.token = loadToken(this.server, this.configFile);
  }

  private async raw(method: string, path: string, body?: unknown, auth = true): Promise<Response> {
    const headers: Record<string, string> = {};
    if (auth && this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      return await fetch(this.server + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
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

  /** JSON request with the session; signs in when needed. Non-OK answers become CompanionError with the server's message. */
  request: Requester = async (method, path, body) => {
    if (!this.token) await this.login();
    let res = await this.raw(method, path, body);
    if (res.status === 401) {
      await this.login();
      res = await this.raw(method, path, body);
    }
    if (!res.ok) throw new CompanionError(`${res.status}: ${await SunshineClient.errorMessage(res)}`, res.status);
    const text = await res.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };

  /** Sends a multipart form (a dropped file) with the session; signs in when needed, like `request`. */
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
    const reply = await this.request("POST", "/api/ai/process", {
      message,
      type,
      context: { source: "terminal", ...context },
    });
    return {
      message: String(reply?.message ?? ""),
      confidence: Number(reply?.confidence ?? 0),
      actions: Array.isArray(reply?.actions) ? reply.actions : [],
      results: Array.isArray(reply?.results) ? reply.results : [],
      pending: reply?.pending,
    };
  }

  async pendingTasks(): Promise<Task[]> {
    const list = (await this.request("GET", "/api/tasks?status=pending&limit=200")) as Task[] | { tasks?: Task[] };
    const tasks = Array.isArray(list) ? list : (list?.tasks ?? []);
    return sortPending(tasks);
  }
}

const PRIORITY_ORDER = { urgent: 0, high: 1, medium: 2, low: 3 } as const;
export function sortPending(tasks: Task[]): Task[] {
  return tasks
    .filter((t) => t.status === "pending")
    .sort((a, b) => (PRIORITY_ORDER[a.priority] ?? 9) - (PRIORITY_ORDER[b.priority] ?? 9));
}
