import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:net";

export const BINARY = fileURLToPath(new URL("../dist/sunshine", import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
    srv.on("error", fail);
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** The caller's environment without Sunshine's own settings: a test's binary sees only the settings it passes. */
function hermeticEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env))
    if (value !== undefined && !/^(SUNSHINE_|OPENAI_|SMTP_|LC_|LANG)/.test(key)) env[key] = value;
  // The locale and currency of a new install come from LANG: the same defaults on every machine.
  env.LANG = "C.UTF-8";
  return env;
}

/** Starts the compiled binary on a free port (or `port`, to restart one in place) with a fresh temp data dir. */
export async function startSunshine(
  env: Record<string, string> = {},
  dataDir?: string,
  port?: number,
): Promise<RunningServer> {
  port ??= await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "sunshine-e2e-"));
  let log = "";
  const child = spawn(BINARY, ["serve", "--port", String(port), "--data-dir", dir], {
    env: { ...hermeticEnv(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (!log.includes("Sunshine is running at")) {
    if (child.exitCode !== null) throw new Error(`sunshine exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`sunshine did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    port,
    dataDir: dir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
