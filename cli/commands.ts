import type { Command } from "commander";
import { CompanionError, DEFAULT_SERVER } from "./companion-error";

interface ServerFlags {
  server?: string;
  passphrase?: string;
}

/** Human errors are printed as one line; anything else is a bug, printed with its message and no stack. */
async function guarded(run: () => Promise<number>): Promise<never> {
  let code: number;
  try {
    code = await run();
  } catch (e) {
    if (e instanceof CompanionError) console.error(`sunshine: ${e.message}`);
    else console.error(`sunshine: unexpected error: ${(e as Error)?.message ?? e}`);
    code = 1;
  }
  process.exit(code);
}

// The HTTP client loads when a companion command runs, not with `serve`.
const client = async (flags: ServerFlags) => {
  const { SunshineClient } = await import("./client");
  return new SunshineClient({ server: flags.server, passphrase: flags.passphrase });
};

const serverOptions = (cmd: Command) =>
  cmd
    .option("--server <url>", `Sunshine server (env SUNSHINE_SERVER, default ${DEFAULT_SERVER})`)
    .option("--passphrase <text>", "passphrase for a server on another machine (env SUNSHINE_PASSPHRASE)");

/** The terminal companion's commands (ask, chat, listen) hang off the same binary as the server. */
export function registerCompanionCommands(program: Command): void {
  serverOptions(
    program
      .command("ask <text...>")
      .description('one request to Sunshine, e.g. sunshine ask "add task call the radio station tomorrow"')
      .option("--json", "print the reply and actions as JSON"),
  ).action((words: string[], opts: ServerFlags & { json?: boolean }) =>
    guarded(async () => {
      const text = words.join(" ").trim();
      if (!text) throw new CompanionError('Say what you need, e.g. sunshine ask "what is due today?"');
      const { runAsk } = await import("./ask");
      return runAsk(await client(opts), text, Boolean(opts.json));
    }),
  );

  serverOptions(
    program.command("chat").description("chat with Sunshine in the terminal (plain line mode when not a TTY)"),
  ).action((opts: ServerFlags) =>
    guarded(async () => {
      const { runChat } = await import("./chat/run");
      return runChat(await client(opts));
    }),
  );

  serverOptions(
    program
      .command("reminders")
      .description("list the reminders that are coming up (set them with sunshine ask or in chat)")
      .option("--all", "also list reminders that already fired")
      .option("--json", "print them as JSON"),
  ).action((opts: ServerFlags & { all?: boolean; json?: boolean }) =>
    guarded(async () => {
      const { runReminders } = await import("./reminders");
      return runReminders(await client(opts), opts);
    }),
  );

  serverOptions(
    program
      .command("import [file]")
      .description(
        "import a sales or royalty report as downloaded (DistroKid, TuneCore, CD Baby, Bandcamp, KDP, Findaway, ACX, or any CSV/XLSX with --mapping)",
      )
      .option("--preview", "show what the file holds without importing it")
      .option("--format <name>", "read it as this format (distrokid, tunecore, cdbaby, bandcamp, kdp, findaway, acx)")
      .option(
        "--mapping <json>",
        'columns of an unknown report, e.g. \'{"date":"Date","title":"Track","amount":"Net","currencyCode":"EUR"}\'',
      )
      .option("--undo <id>", "undo an earlier import (its rows go)")
      .option("--json", "print the result as JSON"),
  ).action(
    (
      file: string | undefined,
      opts: ServerFlags & { preview?: boolean; format?: string; mapping?: string; undo?: string; json?: boolean },
    ) =>
      guarded(async () => {
        const { runImport, runUndoImport } = await import("./import");
        if (opts.undo) return runUndoImport(await client(opts), opts.undo);
        if (!file) throw new CompanionError("Say which file to import, e.g. sunshine import ~/Downloads/distrokid.tsv");
        return runImport(await client(opts), file, opts);
      }),
  );

  const service = program
    .command("service")
    .description("run Sunshine as a systemd user service that restarts on failure and starts at boot (Linux)");
  const serviceFlags = (cmd: Command) =>
    cmd
      .option("--data-dir <dir>", "data dir the service uses (env SUNSHINE_DATA_DIR, default ~/sunshine-data)")
      .option("--host <host>", "address to bind (env SUNSHINE_HOST)")
      .option("--port <port>", "port to listen on (env SUNSHINE_PORT)")
      .option("--https", "serve HTTPS with a self-signed certificate")
      .option("--tls-cert <file>", "PEM certificate for HTTPS")
      .option("--tls-key <file>", "PEM private key for HTTPS");
  serviceFlags(
    service
      .command("install")
      .description("write and enable ~/.config/systemd/user/sunshine.service")
      .option("--print", "print the unit without installing anything"),
  ).action((opts) =>
    guarded(async () => {
      const { installService } = await import("./service");
      return installService(opts);
    }),
  );
  service
    .command("uninstall")
    .description("stop, disable and remove the service (your data stays)")
    .action(() =>
      guarded(async () => {
        const { uninstallService } = await import("./service");
        return uninstallService();
      }),
    );

  program
    .command("doctor")
    .description("check the setup: data dir, port, HTTPS, SMTP, model, speech-to-text, microphone, voice, wake word")
    .option("--data-dir <dir>", "data dir to check (env SUNSHINE_DATA_DIR)")
    .option("--host <host>", "address the server binds (env SUNSHINE_HOST)")
    .option("--port <port>", "port the server listens on (env SUNSHINE_PORT)")
    .option("--passphrase <text>", "(env SUNSHINE_PASSPHRASE)")
    .option("--https", "check the self-signed HTTPS setup")
    .option("--tls-cert <file>", "certificate to check")
    .option("--tls-key <file>", "key to check")
    .action((opts) =>
      guarded(async () => {
        const { runDoctor } = await import("./doctor");
        return runDoctor(opts);
      }),
    );

  serverOptions(
    program
      .command("listen")
      .description('voice loop: say "Hey Sunshine" (offline, no key), speak a command, hear the reply')
      .option("--input <file.wav>", "listen to a WAV recording instead of the microphone (wake word, then the command)")
      .option("--no-wake", "with --input: the whole file is one command, no wake word")
      .option("--json", "print one JSON line per event: wake, heard (text, confidence), reply")
      .option(
        "--wake-threshold <1e-N>",
        "offline wake word sensitivity: lower (1e-30) wakes more easily and more often by mistake, higher (1e-20) is stricter",
        "1e-25",
      )
      .option("--min-confidence <0..1>", "offline recogniser: ask again below this confidence", "0.5")
      .option("--speech-model <dir>", "PocketSphinx en-us model folder (env SUNSHINE_SPEECH_MODEL)")
      .option("--speech-lib <dir>", "folder with libpocketsphinx.so.3 (env SUNSHINE_POCKETSPHINX_LIB)")
      .option(
        "--keyword <path.ppn>",
        "Porcupine instead of the offline wake word: a keyword file from console.picovoice.ai",
      )
      .option(
        "--access-key <key>",
        "Porcupine instead of the offline wake word: Picovoice AccessKey (env PICOVOICE_ACCESS_KEY)",
      )
      .option("--sensitivity <0..1>", "Porcupine wake word sensitivity", "0.6")
      .option("--push-to-talk", "press Enter to talk; no wake word or key needed")
      .option("--recorder <name>", "arecord or sox (default: whichever is installed, arecord first)")
      .option("--device <name>", "recording device (arecord -D, or AUDIODEV for sox)")
      .option("--silence-ms <ms>", "quiet time that ends a command", "800")
      .option("--max-seconds <s>", "longest command recorded", "15")
      .option("--no-speak", "do not speak replies aloud")
      .option("--timings", "print how long each reply took")
      .option("--once", "stop after one command"),
  ).action((opts: ServerFlags & Record<string, any>) =>
    guarded(async () => {
      const num = (v: string, name: string, min: number, max: number) => {
        const n = Number(v);
        if (!Number.isFinite(n) || n < min || n > max)
          throw new CompanionError(`--${name} must be a number from ${min} to ${max} (got "${v}")`);
        return n;
      };
      const { runListen } = await import("./listen/run");
      const stop = () => process.exit(0);
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
      await runListen(
        {
          input: opts.input,
          noWake: opts.wake === false,
          json: Boolean(opts.json),
          wakeThreshold: num(opts.wakeThreshold, "wake-threshold", 1e-50, 1e-5),
          minConfidence: num(opts.minConfidence, "min-confidence", 0, 1),
          speechModel: opts.speechModel,
          speechLib: opts.speechLib,
          keyword: opts.keyword,
          accessKey: opts.accessKey,
          sensitivity: num(opts.sensitivity, "sensitivity", 0, 1),
          pushToTalk: Boolean(opts.pushToTalk),
          speak: opts.speak !== false,
          recorder: opts.recorder,
          device: opts.device,
          silenceMs: num(opts.silenceMs, "silence-ms", 100, 10_000),
          maxSeconds: num(opts.maxSeconds, "max-seconds", 1, 120),
          timings: Boolean(opts.timings),
          once: Boolean(opts.once),
        },
        { client: await client(opts) },
      );
      return 0;
    }),
  );
}
