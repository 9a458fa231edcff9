import { resolve } from "node:path";
import pkg from "../package.json";

export const VERSION: string = pkg.version;

export interface ModelConfig {
  apiKey?: string;
  baseURL?: string;
  model: string;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  passphrase?: string;
  /** Extra host names accepted by the DNS-rebinding guard (besides localhost, 127.0.0.1, [::1]). */
  publicHosts: string[];
  email: string;
  name: string;
  persona: string;
  version: string;
  /** Set when OPENAI_API_KEY and/or OPENAI_BASE_URL are configured; otherwise the offline rules engine answers. */
  model?: ModelConfig;
  smtp?: { url: string; from: string };
}

export interface ServeFlags {
  host?: string;
  port?: string | number;
  dataDir?: string;
  passphrase?: string;
  publicHost?: string[] | string;
}

export class ConfigError extends Error {}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
export const isLoopbackHost = (host: string) => LOOPBACK.has(host) || host.startsWith("127.");

function parsePort(raw: string | number | undefined): number {
  if (raw === undefined || raw === "") return 7420;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`Port must be a whole number from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

const list = (v: string[] | string | undefined) =>
  (Array.isArray(v) ? v : (v ?? "").split(",")).map((s) => s.trim().toLowerCase()).filter(Boolean);

/** Flags win over environment variables, which win over the embedded defaults. */
export function resolveConfig(flags: ServeFlags = {}, env: Record<string, string | undefined> = process.env): Config {
  const host = flags.host || env.SUNSHINE_HOST || "127.0.0.1";
  const passphrase = flags.passphrase || env.SUNSHINE_PASSPHRASE || undefined;
  if (!isLoopbackHost(host) && !passphrase) {
    throw new ConfigError(
      `Binding ${host} makes Sunshine reachable from other machines; set a passphrase with --passphrase or SUNSHINE_PASSPHRASE`,
    );
  }
  const persona = env.SUNSHINE_PERSONA?.trim() || "Sunshine";
  const hasModel = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  return {
    host,
    port: parsePort(flags.port ?? env.SUNSHINE_PORT),
    dataDir: resolve(flags.dataDir || env.SUNSHINE_DATA_DIR || "./sunshine-data"),
    passphrase,
    publicHosts: [...list(flags.publicHost), ...list(env.SUNSHINE_PUBLIC_HOST)],
    email: env.SUNSHINE_EMAIL?.trim() || "owner@localhost",
    name: env.SUNSHINE_NAME?.trim() || "",
    persona,
    version: VERSION,
    model: hasModel
      ? { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.SUNSHINE_MODEL || "gpt-4o-mini" }
      : undefined,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM || "Sunshine <sunshine@localhost>" } : undefined,
  };
}
