import { Database } from "bun:sqlite";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY, startSunshine, type RunningServer } from "../e2e/server";

export { BINARY };

/** The real compiled server on a free port with a fresh data dir (fails clearly when `make build` was not run). */
export async function compiledServer(): Promise<RunningServer> {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: run make build first`);
  // startSunshine drops OPENAI_* from the test's environment: the offline rules answer.
  return startSunshine();
}

/** Reads the tasks table straight from the server's SQLite file. */
export function tasksInDb(
  server: RunningServer,
): { title: string; priority: string; due_date: string | null; status: string }[] {
  const db = new Database(join(server.dataDir, "sunshine.db"), { readonly: true });
  try {
    return db.query("select title, priority, due_date, status from tasks order by id").all() as any;
  } finally {
    db.close();
  }
}

export const tempConfig = () => join(mkdtempSync(join(tmpdir(), "sunshine-cli-")), "companion.json");

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * The environment a companion process gets in tests: only PATH, HOME and TZ from the caller (TZ because the
 * companion and the server share the user's clock, as they do on one machine).
 */
export const companionEnv = (): Record<string, string> => ({
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: process.env.HOME ?? "/tmp",
  ...(process.env.TZ ? { TZ: process.env.TZ } : {}),
});

/** Runs the compiled binary with arguments, optional stdin, and a clean environment for companion settings. */
export function runBinary(
  args: string[],
  env: Record<string, string> = {},
  input?: string,
  timeoutMs = 20_000,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(BINARY, args, {
      env: { ...companionEnv(), ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`timed out: sunshine ${args.join(" ")}\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
    child.stdin.end(input ?? "");
  });
}

const pad = (n: number) => String(n).padStart(2, "0");
export const localDate = (offsetDays = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
