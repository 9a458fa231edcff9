import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import pkg from "../package.json";
import type { TlsSettings } from "./lib/tls";

export const VERSION: string = pkg.version;

export interface ModelConfig {
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** How long the assistant waits for the model before answering offline (SUNSHINE_MODEL_TIMEOUT, seconds). */
  timeoutMs: number;
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
  /** HTTPS: certificate files, or a self-signed certificate made in the data dir (--https). */
  tls: TlsSettings;
  /** "08:00": when the daily agenda e-mail goes out (SUNSHINE_DIGEST_AT); unset means never on its own. */
  digestAt?: string;
  /** SUNSHINE_BACKUP_* variables; each one set wins over the backup settings saved in the app. */
  backup: BackupEnv;
}

export interface BackupEnv {
  schedule?: string;
  folder?: string;
  passphrase?: string;
  s3?: {
    endpoint?: string;
    bucket?: string;
    prefix?: string;
    region?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
}

export interface ServeFlags {
  host?: string;
  port?: string | number;
  dataDir?: string;
  passphrase?: string;
  /** A file holding the passphrase (first line), so it stays out of the process list. */
  passphraseFile?: string;
  publicHost?: string[] | string;
  tlsCert?: string;
  tlsKey?: string;
  https?: boolean;
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

/** "8:00" or "08:00" (24-hour, local time) for the daily agenda e-mail. */
function parseDigestAt(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!m) throw new ConfigError(`SUNSHINE_DIGEST_AT must be a 24-hour time such as 08:00 (got "${raw}")`);
  return `${m[1].padStart(2, "0")}:${m[2]}`;
}

/** The backup passphrase from SUNSHINE_BACKUP_PASSPHRASE or the first line of SUNSHINE_BACKUP_PASSPHRASE_FILE. */
export function backupPassphraseFrom(env: Record<string, string | undefined>): string | undefined {
  const file = env.SUNSHINE_BACKUP_PASSPHRASE_FILE;
  if (file) {
    let value: string;
    try {
      value = readFileSync(file, "utf8").split(/\r?\n/)[0].trim();
    } catch {
      throw new ConfigError(`Cannot read the backup passphrase file ${file}`);
    }
    if (!value) throw new ConfigError(`The backup passphrase file ${file} is empty`);
    return value;
  }
  return env.SUNSHINE_BACKUP_PASSPHRASE || undefined;
}

export function backupEnv(env: Record<string, string | undefined>): BackupEnv {
  const v = (name: string) => env[name]?.trim() || undefined;
  const s3 = {
    endpoint: v("SUNSHINE_BACKUP_S3_ENDPOINT"),
    bucket: v("SUNSHINE_BACKUP_S3_BUCKET"),
    prefix: v("SUNSHINE_BACKUP_S3_PREFIX"),
    region: v("SUNSHINE_BACKUP_S3_REGION"),
    accessKeyId: v("SUNSHINE_BACKUP_S3_ACCESS_KEY_ID"),
    secretAccessKey: v("SUNSHINE_BACKUP_S3_SECRET_ACCESS_KEY"),
  };
  const schedule = v("SUNSHINE_BACKUP_SCHEDULE");
  if (schedule && schedule.toLowerCase() !== "off" && schedule.split(/\s+/).length < 5)
    throw new ConfigError(
      `SUNSHINE_BACKUP_SCHEDULE must be a cron expression such as "0 3 * * *", or off (got "${schedule}")`,
    );
  return {
    schedule: schedule && (schedule.toLowerCase() === "off" ? "off" : schedule),
    folder: v("SUNSHINE_BACKUP_DIR") && resolve(v("SUNSHINE_BACKUP_DIR")!),
    passphrase: backupPassphraseFrom(env),
    s3: Object.values(s3).some(Boolean) ? s3 : undefined,
  };
}

/** Long enough that guessing it through the login backoff (src/platform/auth/attempts.ts) would take years. */
export const MIN_PASSPHRASE_LENGTH = 12;

function readPassphrase(flags: ServeFlags, env: Record<string, string | undefined>): string | undefined {
  const file = flags.passphraseFile || env.SUNSHINE_PASSPHRASE_FILE;
  let passphrase = flags.passphrase || undefined;
  if (!passphrase && file) {
    try {
      passphrase = readFileSync(file, "utf8").split(/\r?\n/)[0].trim();
    } catch {
      throw new ConfigError(`Cannot read the passphrase file ${file}`);
    }
    if (!passphrase) throw new ConfigError(`The passphrase file ${file} is empty`);
  }
  passphrase ||= env.SUNSHINE_PASSPHRASE || undefined;
  if (passphrase !== undefined && [...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new ConfigError(
      `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters (it has ${[...passphrase].length}); a few words make a good one`,
    );
  }
  return passphrase;
}

/** Flags win over environment variables, which win over the embedded defaults. */
export function resolveConfig(flags: ServeFlags = {}, env: Record<string, string | undefined> = process.env): Config {
  const host = flags.host || env.SUNSHINE_HOST || "127.0.0.1";
  const passphrase = readPassphrase(flags, env);
  if (!isLoopbackHost(host) && !passphrase) {
    throw new ConfigError(
      `Binding ${host} makes Sunshine reachable from other machines; set a passphrase with --passphrase-file or SUNSHINE_PASSPHRASE`,
    );
  }
  const publicHosts = [...list(flags.publicHost), ...list(env.SUNSHINE_PUBLIC_HOST)];
  if (publicHosts.length && !passphrase) {
    // A public host name means a proxy or tunnel forwards other people's requests from this very machine.
    throw new ConfigError(
      `--public-host ${publicHosts[0]} lets other machines reach Sunshine; set a passphrase with --passphrase-file or SUNSHINE_PASSPHRASE`,
    );
  }
  const persona = env.SUNSHINE_PERSONA?.trim() || "Sunshine";
  const hasModel = Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
  return {
    host,
    port: parsePort(flags.port ?? env.SUNSHINE_PORT),
    dataDir: resolve(flags.dataDir || env.SUNSHINE_DATA_DIR || "./sunshine-data"),
    passphrase,
    publicHosts,
    email: env.SUNSHINE_EMAIL?.trim() || "owner@localhost",
    name: env.SUNSHINE_NAME?.trim() || "",
    persona,
    version: VERSION,
    model: hasModel
      ? {
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          model: env.SUNSHINE_MODEL || "gpt-4o-mini",
          timeoutMs: parseSeconds(env.SUNSHINE_MODEL_TIMEOUT, 10) * 1000,
        }
      : undefined,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM || "Sunshine <sunshine@localhost>" } : undefined,
    tls: {
      certFile: (flags.tlsCert || env.SUNSHINE_TLS_CERT) && resolve(flags.tlsCert || env.SUNSHINE_TLS_CERT!),
      keyFile: (flags.tlsKey || env.SUNSHINE_TLS_KEY) && resolve(flags.tlsKey || env.SUNSHINE_TLS_KEY!),
      selfSigned: Boolean(flags.https) || /^(1|true|yes)$/i.test(env.SUNSHINE_HTTPS ?? ""),
    },
    digestAt: parseDigestAt(env.SUNSHINE_DIGEST_AT),
    backup: backupEnv(env),
  };
}

/** A positive number of seconds from the environment, or the default when unset or unreadable. */
function parseSeconds(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
}
