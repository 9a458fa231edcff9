#!/usr/bin/env bun
import { Command } from "commander";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, resolveConfig, VERSION } from "./config";
import { restoreBackup, RestoreError } from "./modules/backup/service";
import { PortBusyError, startServer } from "./server";
import { registerCompanionCommands } from "../cli/commands";

const collect = (value: string, previous: string[] = []) => [...previous, value];

function fail(message: string): never {
  console.error(`sunshine: ${message}`);
  process.exit(1);
}

async function serve(flags: Record<string, unknown>) {
  let server: ReturnType<typeof startServer>;
  try {
    server = startServer(resolveConfig(flags));
  } catch (e) {
    if (e instanceof ConfigError || e instanceof PortBusyError) fail(e.message);
    throw e;
  }
  console.log(`Sunshine is running at ${server.url}`);
  const shutdown = async (signal: string) => {
    console.log(`\n${signal} received, Sunshine is shutting down…`);
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

const program = new Command()
  .name("sunshine")
  .description("Sunshine, your personal AI business companion: web app, API and terminal companion in one binary")
  .version(VERSION, "-v, --version");

program
  .command("serve", { isDefault: true })
  .description("start the server and web app")
  .option("--host <host>", "address to bind (env SUNSHINE_HOST)", undefined)
  .option("--port <port>", "port to listen on (env SUNSHINE_PORT)", undefined)
  .option("--data-dir <dir>", "where the database and secrets live (env SUNSHINE_DATA_DIR)", undefined)
  .option("--passphrase <text>", "required to sign in from other machines (env SUNSHINE_PASSPHRASE)", undefined)
  .option("--public-host <name>", "extra host name to accept, repeatable (env SUNSHINE_PUBLIC_HOST)", collect)
  .action((opts) => serve(opts));

program
  .command("restore <file>")
  .description("restore a backup zip into a stopped data dir (the old database is kept aside)")
  .option("--data-dir <dir>", "data dir to restore into (env SUNSHINE_DATA_DIR)")
  .action((file: string, opts: { dataDir?: string }) => {
    const dataDir = resolve(opts.dataDir || process.env.SUNSHINE_DATA_DIR || "./sunshine-data");
    if (!existsSync(file)) fail(`No such file: ${file}`);
    const pidFile = join(dataDir, "sunshine.pid");
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, "utf8"));
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch {}
      if (alive) fail(`Sunshine is running on this data dir (pid ${pid}); stop it before restoring`);
    }
    try {
      const { keptAs, manifest } = restoreBackup(new Uint8Array(readFileSync(file)), dataDir);
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      console.log(`Restored backup from ${manifest.createdAt} (${rows} rows) into ${dataDir}`);
      if (keptAs) console.log(`The previous database was kept as ${keptAs}`);
    } catch (e) {
      if (e instanceof RestoreError) fail(`${e.message}. Nothing was changed.`);
      throw e;
    }
  });

registerCompanionCommands(program);

await program.parseAsync(process.argv);
