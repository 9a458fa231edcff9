import { accessSync, constants, existsSync, readFileSync, statSync } from "node:fs";
import { X509Certificate } from "node:crypto";
import { join } from "node:path";
import { resolveConfig, ConfigError, type ServeFlags } from "../src/config";
import { SELF_SIGNED_CERT } from "../src/lib/tls";
import { findRecorder } from "./listen/audio";
import { OfflineRecogniser } from "../src/lib/speech/recogniser";
import { findSpeaker } from "./listen/speak";
import { backupChecks } from "./doctor-backups";
import type { Check, Verdict } from "./doctor-check";


type Env = Record<string, string | undefined>;
const MARK: Record<Verdict, string> = { ok: "✓", warn: "!", fail: "✗" };

async function reachable(url: string, init: RequestInit = {}, ms = 3000): Promise<Response | string> {
  try {
    return await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(ms),
      tls: { rejectUnauthorized: false },
    } as RequestInit);
  } catch (e) {
    return (e as Error).name === "TimeoutError" ? `no answer within ${ms / 1000} s` : (e as Error).message;
  }
}

function dataDirCheck(dir: string): Check {
  const name = "Data dir";
  if (!existsSync(dir))
    return { name, verdict: "warn", detail: `${dir} does not exist yet; it is created on first start` };
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    return { name, verdict: "fail", detail: `${dir} is not writable by this user` };
  }
  const db = existsSync(join(dir, "sunshine.db"));
  const open = (statSync(dir).mode & 0o077) !== 0;
  return {
    name,
    verdict: open ? "warn" : "ok",
    detail: `${dir}${db ? " (database present)" : " (no database yet)"}${open ? "; others can read it: chmod 700 it" : ""}`,
  };
}

/** Whether Sunshine could bind the port now: "free", "taken" by another program, or why not. */
function portState(host: string, port: number): string {
  try {
    Bun.listen({ hostname: host, port, socket: { data() {} } }).stop(true);
    return "free";
  } catch (e) {
    return /EADDRINUSE|in use/i.test(`${(e as { code?: string }).code} ${e}`) ? "taken" : (e as Error).message;
  }
}

async function serverCheck(scheme: string, host: string, port: number): Promise<Check> {
  const where = `${scheme}://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const res = await reachable(`${where}/api/health`);
  if (typeof res !== "string") {
    const body = (await res.json().catch(() => ({}))) as { version?: string };
    return { name: "Server", verdict: "ok", detail: `Sunshine ${body.version ?? ""} answers at ${where}` };
  }
  return {
    name: "Server",
    verdict: "warn",
    detail: ((state) =>
      state === "free"
        ? `not running (port ${port} is free); start it with "sunshine serve" or "sunshine service install"`
        : state === "taken"
          ? `port ${port} is taken by another program (${res}); stop it or pass --port`
          : `not running, and port ${port} cannot be used: ${state}`)(portState(host, port)),
  };
}

function httpsCheck(tls: { certFile?: string; keyFile?: string; selfSigned?: boolean }, dataDir: string): Check {
  const name = "HTTPS";
  const file = tls.certFile ?? (tls.selfSigned ? join(dataDir, SELF_SIGNED_CERT) : undefined);
  if (!file)
    return {
      name,
      verdict: "warn",
      detail:
        "off: phones refuse the microphone, notifications and installing over plain HTTP; start with --https (see README)",
    };
  if (!existsSync(file))
    return tls.selfSigned
      ? { name, verdict: "ok", detail: "on (self-signed); the certificate is made at the next start" }
      : { name, verdict: "fail", detail: `certificate file ${file} does not exist` };
  try {
    const cert = new X509Certificate(readFileSync(file));
    const days = Math.floor((new Date(cert.validTo).getTime() - Date.now()) / 86_400_000);
    const verdict: Verdict = days < 0 ? "fail" : days < 14 ? "warn" : "ok";
    return {
      name,
      verdict,
      detail: `${tls.selfSigned ? "self-signed, " : ""}${days < 0 ? "EXPIRED" : `valid ${days} more days`}, fingerprint ${cert.fingerprint256.slice(0, 23)}…`,
    };
  } catch (e) {
    return { name, verdict: "fail", detail: `${file} is not a readable certificate: ${(e as Error).message}` };
  }
}

async function smtpCheck(smtp: { url: string } | undefined): Promise<Check> {
  if (!smtp)
    return {
      name: "E-mail (SMTP)",
      verdict: "warn",
      detail: "not set: no agenda e-mail or campaigns; set SMTP_URL and SMTP_FROM",
    };
  const { smtpTransport } = await import("../src/lib/mailer");
  const transport = await smtpTransport(smtp.url);
  try {
    await Promise.race([
      transport.verify(),
      Bun.sleep(5000).then(() => Promise.reject(new Error("no answer within 5 s"))),
    ]);
    return { name: "E-mail (SMTP)", verdict: "ok", detail: `${new URL(smtp.url).host} accepts connections` };
  } catch (e) {
    return { name: "E-mail (SMTP)", verdict: "fail", detail: `${new URL(smtp.url).host}: ${(e as Error).message}` };
  } finally {
    transport.close();
  }
}

async function endpointCheck(
  name: string,
  base: string | undefined,
  key: string | undefined,
  unset: string,
): Promise<Check> {
  if (!base && !key) return { name, verdict: "warn", detail: unset };
  const url = (base ?? "https://api.openai.com/v1").replace(/\/+$/, "");
  const res = await reachable(`${url}/models`, { headers: key ? { authorization: `Bearer ${key}` } : {} }, 5000);
  if (typeof res === "string") return { name, verdict: "fail", detail: `${url}: ${res}` };
  if (res.status === 401 || res.status === 403)
    return { name, verdict: "fail", detail: `${url} refused the API key (${res.status})` };
  return {
    name,
    verdict: "ok",
    detail: `${url} answers${res.ok ? "" : ` (${res.status} on /models, which some servers lack)`}`,
  };
}

/**
 * Loads PocketSphinx and its model for real (a tiny vocabulary, the wake phrase) and decodes a moment of quiet, so
 * "working" means the library, the model and the wake word's words were all found.
 */
function offlineSpeechChecks(env: Env): { recogniser: Check; wake: Check; ok: boolean } {
  const persona = (env.SUNSHINE_PERSONA?.trim() || "Sunshine").toLowerCase();
  try {
    const r = new OfflineRecogniser({
      vocabulary: { phrases: ["what's due today"], names: [] },
      wakePhrase: `hey ${persona}`,
      model: env.SUNSHINE_SPEECH_MODEL,
      lib: env.SUNSHINE_POCKETSPHINX_LIB,
    });
    r.transcribe(new Int16Array(8000));
    r.wakeHeard(new Int16Array(1600));
    r.release();
    const lib = r.paths.libraryDir ? `${r.paths.libraryDir}/libpocketsphinx.so.3` : "libpocketsphinx.so.3";
    return {
      ok: true,
      recogniser: {
        name: "Offline speech recogniser",
        verdict: "ok",
        detail: `working: PocketSphinx ${lib}, acoustic model ${r.paths.acoustic}, dictionary ${r.paths.dictionary}`,
      },
      wake: {
        name: "Wake word (offline)",
        verdict: "ok",
        detail: `working: "hey ${persona}" by keyphrase spotting, threshold ${r.wakeThreshold} (sunshine listen --wake-threshold)`,
      },
    };
  } catch (e) {
    const message = (e as Error).message;
    return {
      ok: false,
      recogniser: { name: "Offline speech recogniser", verdict: "warn", detail: message },
      wake: { name: "Wake word (offline)", verdict: "warn", detail: "needs the offline speech recogniser (above)" },
    };
  }
}

/** `sunshine doctor`: each part of a setup, checked and explained in one line. */
export async function runDoctor(flags: ServeFlags, env: Env = process.env, print = console.log): Promise<number> {
  let config;
  try {
    config = resolveConfig(flags, env);
  } catch (e) {
    if (e instanceof ConfigError) {
      print(`${MARK.fail} Settings: ${e.message}`);
      return 1;
    }
    throw e;
  }
  const checks: Check[] = [dataDirCheck(config.dataDir)];
  checks.push(
    await serverCheck(config.tls.certFile || config.tls.selfSigned ? "https" : "http", config.host, config.port),
  );
  checks.push(httpsCheck(config.tls, config.dataDir));
  checks.push(...(await backupChecks(config.dataDir, config.backup)));
  checks.push(await smtpCheck(config.smtp));
  checks.push(
    await endpointCheck(
      "Model",
      env.OPENAI_BASE_URL,
      env.OPENAI_API_KEY,
      "none: the offline assistant answers (set OPENAI_BASE_URL or OPENAI_API_KEY for a model)",
    ),
  );
  const offline = offlineSpeechChecks(env);
  checks.push(offline.recogniser);
  const stt = await endpointCheck(
    "Speech-to-text server",
    env.SUNSHINE_STT_BASE_URL || env.OPENAI_BASE_URL,
    env.SUNSHINE_STT_API_KEY || env.OPENAI_API_KEY,
    offline.ok
      ? "none (optional): commands are recognised offline; set SUNSHINE_STT_BASE_URL to a Whisper-compatible server for free dictation"
      : "none: set SUNSHINE_STT_BASE_URL to an OpenAI-compatible /v1/audio/transcriptions server, or install the offline recogniser",
  );
  checks.push(stt.verdict === "warn" && offline.ok ? { ...stt, verdict: "ok" } : stt);
  try {
    checks.push({ name: "Microphone recorder", verdict: "ok", detail: findRecorder() });
  } catch (e) {
    checks.push({ name: "Microphone recorder", verdict: "warn", detail: (e as Error).message });
  }
  const speaker = findSpeaker(Bun.which, env as NodeJS.ProcessEnv);
  checks.push(
    speaker
      ? { name: "Voice output", verdict: "ok", detail: speaker.name }
      : {
          name: "Voice output",
          verdict: "warn",
          detail: "none: install espeak-ng (sudo apt install espeak-ng) or set SUNSHINE_TTS_MODEL",
        },
  );
  checks.push(offline.wake);
  checks.push(
    env.PICOVOICE_ACCESS_KEY
      ? {
          name: "Wake word (Porcupine)",
          verdict: "ok",
          detail: "PICOVOICE_ACCESS_KEY is set: Porcupine is used instead",
        }
      : {
          name: "Wake word (Porcupine)",
          verdict: offline.ok ? "ok" : "warn",
          detail: offline.ok
            ? "not used (optional, with a PICOVOICE_ACCESS_KEY)"
            : "no PICOVOICE_ACCESS_KEY: use sunshine listen --push-to-talk, or get a free key from Picovoice",
        },
  );
  for (const c of checks) print(`${MARK[c.verdict]} ${c.name}: ${c.detail}`);
  const failed = checks.filter((c) => c.verdict === "fail").length;
  const warned = checks.filter((c) => c.verdict === "warn").length;
  print(
    failed
      ? `${failed} problem${failed > 1 ? "s" : ""} to fix.`
      : warned
        ? "Ready; the ! lines are optional extras."
        : "All good.",
  );
  return failed ? 1 : 0;
}
