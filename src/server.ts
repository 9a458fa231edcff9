import { wireDomains } from "./wiring";
import { rmSync } from "node:fs";
import { secureDataDir, secureFiles, touchPrivate, writeFreshFile } from "./lib/data-dir";
import { join } from "node:path";
import { type App, createApp, createAppInSteps } from "./app";
import { nextTurn } from "./next-turn";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import type { AppDeps } from "./lib/deps";
import { ensureOwner, loadOrCreateSecret } from "./platform/auth/service";
import { signOutOthersWhenPassphraseChanged } from "./platform/auth/sessions";
import { DB_FILE } from "./platform/backup/service";
import { backupStoppedDatabase, migrationsPending } from "./platform/backup/local";
import { createLlm } from "./lib/llm";
import { startBackgroundJobs } from "./jobs";
import type { TlsMaterial } from "./lib/tls";
import type { FrontDoor } from "./front-door";
import { listenError, StartError } from "./start-errors";

export { PortBusyError, StartError } from "./start-errors";

/** Opens the data dir (creating it, the database, the owner and the JWT secret on first run). */
export function openDataDir(config: Config): AppDeps {
  // Every way in (the server, tests, scripts) opens the data dir here, so the platform always hears the domains.
  wireDomains();
  secureDataDir(config.dataDir);
  touchPrivate(join(config.dataDir, DB_FILE));
  backupBeforeMigrations(config);
  const db = openDatabase(join(config.dataDir, DB_FILE));
  const owner = ensureOwner(db, config.email, config.name);
  const secret = loadOrCreateSecret(config.dataDir);
  const signedOut = signOutOthersWhenPassphraseChanged(db, secret, config.passphrase);
  if (signedOut) console.log(`The LAN passphrase changed: ${signedOut} device(s) on other machines were signed out`);
  // The WAL and SHM files appear once the database is opened: tighten them too.
  secureFiles(config.dataDir);
  return {
    db,
    config,
    owner,
    secret,
    llm: config.model ? createLlm(config.model) : undefined,
  };
}

/** An update that changes the database's tables first keeps a verified copy of it as it was. */
function backupBeforeMigrations(config: Config) {
  if (!migrationsPending(join(config.dataDir, DB_FILE))) return;
  try {
    const { file } = backupStoppedDatabase(config.dataDir, config.version, "before-migration");
    console.log(`Backed up the database before updating it: ${file}`);
  } catch (e) {
    throw new StartError(
      `Could not back up the database before updating it, so it was left as it is: ${(e as Error).message}`,
    );
  }
}

/** `tls` (from loadTls in src/lib/tls.ts) turns on HTTPS; without it Sunshine speaks plain HTTP. */
export function startServer(config: Config, tls?: TlsMaterial) {
  const deps = openDataDir(config);
  return serve(config, deps, createApp(deps), tls);
}

/**
 * The same a step per turn of the event loop, on the port `serve` already opened (src/front-door.ts): the door keeps
 * answering the health check and holding other requests while this runs, then the app takes the port over.
 */
export async function startServerInSteps(config: Config, tls: TlsMaterial | undefined, door: FrontDoor) {
  const deps = openDataDir(config);
  try {
    await nextTurn();
    const app = await createAppInSteps(deps, nextTurn);
    await nextTurn();
    return serve(config, deps, app, tls, door);
  } catch (e) {
    deps.db.$client.close();
    throw e;
  }
}

function serve(config: Config, deps: AppDeps, app: App, tls?: TlsMaterial, door?: FrontDoor) {
  const options = {
    hostname: config.host,
    port: config.port,
    // A second instance must fail loudly instead of silently sharing the port.
    reusePort: false,
    ...(tls ? { tls: { cert: tls.cert, key: tls.key } } : {}),
  };
  try {
    if (door) door.handOver(() => app.listen(options), (request) => app.fetch(request));
    else app.listen(options);
  } catch (e) {
    deps.db.$client.close();
    throw listenError(e, config);
  }
  const pidFile = join(config.dataDir, "sunshine.pid");
  try {
    writeFreshFile(pidFile, String(process.pid));
  } catch (e) {
    void app.stop();
    deps.db.$client.close();
    throw new StartError(
      `Cannot write ${pidFile} (${(e as { code?: string }).code ?? String(e)}): is another Sunshine starting?`,
    );
  }
  // Schedulers start on the next tick so the first request is not kept waiting behind catch-up work.
  let stopJobs = () => {};
  const { promise: caughtUp, resolve: onCaughtUp } = Promise.withResolvers<void>();
  const jobsTimer = setTimeout(() => (stopJobs = startBackgroundJobs(deps, onCaughtUp)), 0);
  const url = `${tls ? "https" : "http"}://${config.host.includes(":") ? `[${config.host}]` : config.host}:${app.server!.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(jobsTimer);
    stopJobs();
    // Close open connections too: a browser tab holding the notification stream must not keep Sunshine from stopping.
    await app.stop(true);
    deps.db.$client.close();
    rmSync(pidFile, { force: true });
  };
  // `caughtUp` resolves once the schedulers' catch-up checks have run (CATCH_UP_AFTER_MS after the start).
  return { app, deps, url, stop, caughtUp };
}
