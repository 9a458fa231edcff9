#!/usr/bin/env bun
// First: production mode must be set before any library reads NODE_ENV.
import "./production-mode";
import { Command } from "commander";
import { ConfigError, resolveConfig, VERSION } from "./config";
import type { startServer } from "./server";
import { registerCompanionCommands } from "../cli/commands";
import { registerBackupCommands } from "../cli/backups";
import type { TlsMaterial } from "./lib/tls";
import { type FrontDoor, openFrontDoor } from "./front-door";
import { StartError } from "./start-errors";
import { loadServerInSteps } from "./load-in-steps";
import { nextTurn } from "./next-turn";

/**
 * The binary starts with the JIT reluctant to compile (`--compile-jit-policy` in the Makefile): start-up code runs
 * once, and compiling it kept ~5 MiB for the whole run. That holds for the schedulers' catch-up checks 2 s after the
 * start and for the first requests too, so the JIT turns normal only once the catch-up has run, or at once for the
 * other commands.
 */
const normalJit = () => Bun.unsafe.setJITPolicy(1);

const collect = (value: string, previous: string[] = []) => [...previous, value];

function fail(message: string): never {
  console.error(`sunshine: ${message}`);
  process.exit(1);
}

async function serve(flags: Record<string, unknown>) {
  let server: ReturnType<typeof startServer>;
  let tls: TlsMaterial | undefined;
  let door: FrontDoor | undefined;
  let tlsCode: typeof import("./lib/tls") | undefined;
  try {
    const config = resolveConfig(flags);
    const { certFile, keyFile, selfSigned } = config.tls;
    // The certificate code loads only when HTTPS is asked for.
    if (certFile || keyFile || selfSigned) {
      tlsCode = await import("./lib/tls");
      tls = await tlsCode.loadTls(config.tls, config.dataDir, [config.host, ...config.publicHosts]);
    }
    // The port opens first and answers the health check while the server's modules load (src/front-door.ts); they
    // load here rather than at the top, so the companion's commands (`sunshine ask`) start without them.
    door = openFrontDoor(config, tls);
    await nextTurn();
    const { startServerInSteps } = await loadServerInSteps();
    server = await startServerInSteps(config, tls, door);
    void server.caughtUp.then(normalJit);
  } catch (e) {
    door?.close(e);
    if (e instanceof ConfigError || e instanceof StartError || (tlsCode && e instanceof tlsCode.TlsError)) fail(e.message);
    throw e;
  }
  console.log(`Sunshine is running at ${server.url}`);
  if (tls) {
    console.log(`HTTPS certificate ${tls.certFile}${tls.selfSigned ? " (self-signed)" : ""}`);
    console.log(`  SHA-256 fingerprint ${tls.fingerprint}`);
    if (tls.selfSigned) console.log(`  covers ${tls.names.join(", ")}; see "HTTPS on the LAN" in the README`);
  }
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
  .option(
    "--passphrase <text>",
    "required to sign in from other machines; visible to other users in the process list, prefer --passphrase-file (env SUNSHINE_PASSPHRASE)",
    undefined,
  )
  .option(
    "--passphrase-file <file>",
    "read the passphrase (12 characters or more) from this file's first line (env SUNSHINE_PASSPHRASE_FILE)",
  )
  .option("--public-host <name>", "extra host name to accept, repeatable (env SUNSHINE_PUBLIC_HOST)", collect)
  .option("--tls-cert <file>", "PEM certificate for HTTPS (env SUNSHINE_TLS_CERT)")
  .option("--tls-key <file>", "PEM private key for HTTPS (env SUNSHINE_TLS_KEY)")
  .option("--https", "serve HTTPS with a self-signed certificate made once in the data dir (env SUNSHINE_HTTPS=1)")
  .action((opts) => serve(opts));

program.hook("preAction", (_, command) => {
  if (command.name() !== "serve") normalJit();
});

registerBackupCommands(program);
registerCompanionCommands(program);

await program.parseAsync(process.argv);
