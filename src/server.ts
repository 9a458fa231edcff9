import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import type { AppDeps } from "./lib/deps";
import { ensureOwner, loadOrCreateSecret } from "./modules/auth/service";
import { DB_FILE } from "./modules/backup/service";
import { createLlm } from "./lib/llm";
import { backgroundJobs } from "./jobs";

/** Opens the data dir (creating it, the database, the owner and the JWT secret on first run). */
export function openDataDir(config: Config): AppDeps {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(join(config.dataDir, DB_FILE));
  const owner = ensureOwner(db, config.email, config.name);
  return {
    db,
    config,
    owner,
    secret: loadOrCreateSecret(config.dataDir),
    llm: config.model ? createLlm(config.model) : undefined,
  };
}

export class PortBusyError extends Error {}

export function startServer(config: Config) {
  const deps = openDataDir(config);
  const app = createApp(deps);
  try {
    // reusePort false: a second instance must fail loudly instead of silently sharing the port.
    app.listen({ hostname: config.host, port: config.port, reusePort: false });
  } catch (e) {
    deps.db.$client.close();
    const code = (e as { code?: string }).code;
    if (code === "EADDRINUSE" || /in use|EADDRINUSE/i.test(String(e))) {
      throw new PortBusyError(
        `Port ${config.port} on ${config.host} is already in use: stop the other program or pass --port`,
      );
    }
    throw e;
  }
  const pidFile = join(config.dataDir, "sunshine.pid");
  writeFileSync(pidFile, String(process.pid));
  // Schedulers start on the next tick so the first request is not kept waiting behind catch-up work.
  let stops: (() => void)[] = [];
  const jobsTimer = setTimeout(() => {
    stops = backgroundJobs.map((job) => job(deps)).filter((s): s is () => void => typeof s === "function");
  }, 0);
  const url = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${app.server!.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(jobsTimer);
    for (const s of stops) s();
    await app.stop();
    deps.db.$client.close();
    rmSync(pidFile, { force: true });
  };
  return { app, deps, url, stop };
}
