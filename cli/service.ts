import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { homedir, userInfo } from "node:os";
import { dirname, join, resolve } from "node:path";
import { CompanionError } from "./client";

export const UNIT_NAME = "sunshine.service";

export interface ServiceOptions {
  host?: string;
  port?: string;
  dataDir?: string;
  https?: boolean;
  tlsCert?: string;
  tlsKey?: string;
}

/** Settings the service keeps in its own 0600 file (they may hold secrets, so never in the unit itself). */
const CAPTURED = /^(SUNSHINE_(?!COMPANION_CONFIG|SERVER$)|OPENAI_|SMTP_|PICOVOICE_)/;

/** The command that starts this very program: the compiled binary, or bun plus the script in a checkout. */
export function selfCommand(): string[] {
  const script = process.argv[1] ?? "";
  const compiled = !script || script.startsWith("/$bunfs") || resolve(script) === resolve(process.execPath);
  return compiled ? [process.execPath] : [process.execPath, resolve(script)];
}

const configHome = (env: NodeJS.ProcessEnv) => env.XDG_CONFIG_HOME || join(homedir(), ".config");
export const unitPath = (env: NodeJS.ProcessEnv = process.env) => join(configHome(env), "systemd", "user", UNIT_NAME);
export const envFilePath = (env: NodeJS.ProcessEnv = process.env) => join(configHome(env), "sunshine", "sunshine.env");

/** systemd splits ExecStart on spaces and reads %, $ and quotes: quote each argument that needs it. */
const quoteArg = (arg: string) =>
  /^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)
    ? arg.replace(/%/g, "%%")
    : `"${arg
        .replace(/(["\\])/g, "\\$1")
        .replace(/%/g, "%%")
        .replace(/\$/g, "$$$$")}"`;

/**
 * A systemd user unit: starts at boot (with lingering on) or at login, restarts after a crash, reads its settings
 * (model, SMTP, passphrase) from an EnvironmentFile only its owner can read.
 */
export function buildUnit(opts: ServiceOptions, env: NodeJS.ProcessEnv = process.env, command = selfCommand()): string {
  const dataDir = resolve(opts.dataDir || env.SUNSHINE_DATA_DIR || join(homedir(), "sunshine-data"));
  const args = [...command, "serve", "--data-dir", dataDir];
  if (opts.host) args.push("--host", opts.host);
  if (opts.port) args.push("--port", String(opts.port));
  if (opts.https) args.push("--https");
  if (opts.tlsCert) args.push("--tls-cert", resolve(opts.tlsCert));
  if (opts.tlsKey) args.push("--tls-key", resolve(opts.tlsKey));
  return [
    "[Unit]",
    "Description=Sunshine, your AI business companion (web app and API)",
    "After=network-online.target",
    "Wants=network-online.target",
    // Keep trying after repeated crashes instead of giving up for good after five quick failures.
    "StartLimitIntervalSec=0",
    "",
    "[Service]",
    "Type=simple",
    `ExecStart=${args.map(quoteArg).join(" ")}`,
    // The home folder (it always exists, unlike a data dir before the first start).
    "WorkingDirectory=~",
    // The leading "-": the unit still starts when the settings file does not exist. Paths here are not quoted.
    `EnvironmentFile=-${envFilePath(env).replace(/%/g, "%%")}`,
    "Restart=on-failure",
    "RestartSec=5",
    // SIGTERM lets Sunshine close the database cleanly; give it time before a SIGKILL.
    "TimeoutStopSec=20",
    "NoNewPrivileges=true",
    "",
    "[Install]",
    "WantedBy=default.target",
    "",
  ].join("\n");
}

/** The SUNSHINE_*, OPENAI_*, SMTP_* and PICOVOICE_* settings in this shell, as an EnvironmentFile. */
export function capturedEnv(env: NodeJS.ProcessEnv = process.env): string {
  const lines = Object.entries(env)
    .filter(([k, v]) => CAPTURED.test(k) && v !== undefined && k !== "SUNSHINE_DATA_DIR")
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  return ["# Settings for the Sunshine service (read by systemd; only you can read this file).", ...lines, ""].join(
    "\n",
  );
}

function systemctl(...args: string[]) {
  const res = spawnSync("systemctl", ["--user", ...args], { encoding: "utf8" });
  if (res.error) return { ok: false, message: "systemctl is not installed (systemd is needed to run as a service)" };
  return { ok: res.status === 0, message: (res.stderr || res.stdout).trim() };
}

function lingering(): boolean | undefined {
  const res = spawnSync("loginctl", ["show-user", userInfo().username, "-p", "Linger", "--value"], {
    encoding: "utf8",
  });
  return res.status === 0 ? res.stdout.trim() === "yes" : undefined;
}

/** `sunshine service install`: writes the unit and settings file, then enables and starts it. */
export function installService(opts: ServiceOptions & { print?: boolean }, log = console.log): number {
  const unit = buildUnit(opts);
  if (opts.print) {
    process.stdout.write(unit);
    return 0;
  }
  const file = unitPath();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, unit);
  const envFile = envFilePath();
  mkdirSync(dirname(envFile), { recursive: true, mode: 0o700 });
  if (!existsSync(envFile)) {
    writeFileSync(envFile, capturedEnv(), { mode: 0o600 });
    chmodSync(envFile, 0o600);
    log(`Saved your current Sunshine settings (model, SMTP, passphrase…) in ${envFile} (readable only by you).`);
  } else log(`Kept your settings file ${envFile}; edit it to change the service's settings.`);
  log(`Wrote ${file}`);
  for (const step of [["daemon-reload"], ["enable", "--now", UNIT_NAME]]) {
    const r = systemctl(...step);
    if (!r.ok)
      throw new CompanionError(
        `"systemctl --user ${step.join(" ")}" failed: ${r.message || "no user session"}. The unit is written; run that command in a login session of this user.`,
      );
  }
  log("Sunshine now runs as a service: it restarts if it fails and starts again after a reboot.");
  log(`Status: systemctl --user status sunshine · Logs: journalctl --user -u sunshine -f`);
  if (lingering() !== true)
    log(
      `To start it at boot before anyone logs in (a headless Raspberry Pi), run once: sudo loginctl enable-linger ${userInfo().username}`,
    );
  return 0;
}

/** `sunshine service uninstall`: stops, disables and removes the unit (the data dir and settings file stay). */
export function uninstallService(log = console.log): number {
  const file = unitPath();
  if (!existsSync(file)) {
    log(`No Sunshine service is installed (${file} does not exist).`);
    return 0;
  }
  const r = systemctl("disable", "--now", UNIT_NAME);
  if (!r.ok) log(`(systemctl --user disable said: ${r.message || "no user session"})`);
  rmSync(file);
  systemctl("daemon-reload");
  log(`Removed ${file}. Your data and ${envFilePath()} were kept.`);
  return 0;
}
