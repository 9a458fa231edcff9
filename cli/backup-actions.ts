// What `sunshine backups` and `sunshine restore` do; loaded only when one of them runs (see ./backups.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { backupEnv, backupPassphraseFrom, ConfigError } from "../src/config";
import { listAllCopies, newestCopy, findCopy, readCopy, settingsForCli } from "../src/platform/backup/copies";
import { WrongPassphraseError } from "../src/platform/backup/encryption";
import { backupStoppedDatabase } from "../src/platform/backup/local";
import { restoreBackup, RestoreError, verifyBackup } from "../src/platform/backup/restore";
import { DB_FILE } from "../src/platform/backup/service";
import { VERSION } from "../src/config";

function fail(message: string): never {
  console.error(`sunshine: ${message}`);
  process.exit(1);
}

const dataDirOf = (opts: { dataDir?: string }) =>
  resolve(opts.dataDir || process.env.SUNSHINE_DATA_DIR || "./sunshine-data");
const size = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1e3))} kB`);
const when = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")} ${d.toTimeString().slice(0, 5)}`;

function settings(dataDir: string) {
  try {
    return settingsForCli(dataDir, backupEnv(process.env));
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
}

/** Reads a line from the terminal without showing it. */
async function askHidden(question: string): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  process.stderr.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let typed = "";
  return new Promise((done) => {
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n" || ch === "\u0003") {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off("data", onData);
          process.stderr.write("\n");
          return done(ch === "\u0003" ? undefined : typed);
        }
        typed = ch === "\u007f" ? typed.slice(0, -1) : typed + ch;
      }
    };
    process.stdin.on("data", onData);
  });
}

function stillRunning(dataDir: string) {
  const pidFile = join(dataDir, "sunshine.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8"));
  let alive = false;
  try {
    alive = pid > 0 && process.kill(pid, 0);
  } catch {}
  if (alive) fail(`Sunshine is running on this data dir (pid ${pid}); stop it before restoring`);
}

/** The zip to restore: a file path, a backup's name in any destination, or the newest copy anywhere. */
async function sourceBytes(source: string | undefined, latest: boolean, dataDir: string) {
  if (source && !latest && existsSync(source)) {
    if (!statSync(source).isFile()) fail(`${source} is not a file`);
    return { bytes: new Uint8Array(readFileSync(source)), from: source };
  }
  if (!source && !latest) fail('Give a backup file or name (see "sunshine backups"), or --latest');
  const listings = await listAllCopies(dataDir, settings(dataDir));
  const found = latest ? newestCopy(listings) : findCopy(listings, source!);
  if (!found) {
    const unreadable = listings.filter((l) => l.error).map((l) => `${l.destination.label}: ${l.error}`);
    fail(
      `${latest ? "No backup was found" : `No file or backup named ${source}`} in ${listings.map((l) => l.destination.where).join(", ")}${unreadable.length ? ` (${unreadable.join("; ")})` : ""}`,
    );
  }
  const bytes = await found.destination.read(found.copy.name);
  return { bytes, from: `${found.destination.label} (${found.destination.where}) ${found.copy.name}` };
}

export async function restore(
  source: string | undefined,
  opts: { dataDir?: string; latest?: boolean; passphraseFile?: string },
) {
  const dataDir = dataDirOf(opts);
  stillRunning(dataDir);
  try {
    const { bytes, from } = await sourceBytes(source, Boolean(opts.latest), dataDir);
    const passphrase = async () =>
      (opts.passphraseFile
        ? backupPassphraseFrom({ SUNSHINE_BACKUP_PASSPHRASE_FILE: opts.passphraseFile })
        : backupPassphraseFrom(process.env)) ?? (await askHidden("Backup passphrase: "));
    const zip = await readCopy(bytes, passphrase);
    // Checked before anything is touched, so a bad copy changes nothing.
    verifyBackup(zip);
    if (existsSync(join(dataDir, DB_FILE)) && statSync(join(dataDir, DB_FILE)).size > 0) {
      const kept = backupStoppedDatabase(dataDir, VERSION, "before-restore");
      console.log(`The current database was backed up first: ${kept.file}`);
    }
    const { keptAs, manifest, createdDir } = restoreBackup(zip, dataDir);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored backup from ${manifest.createdAt} (${rows} rows) into ${createdDir ? "the new data dir " : ""}${dataDir}`,
    );
    console.log(`  taken from ${from}`);
    if (keptAs) console.log(`The previous database was kept as ${keptAs}`);
  } catch (e) {
    if (e instanceof WrongPassphraseError) fail(`${e.message}. Nothing was changed.`);
    if (e instanceof RestoreError || e instanceof ConfigError) fail(`${e.message}. Nothing was changed.`);
    // Anything else (disk full, permissions, a bucket that refuses) is still one line, never a stack trace.
    fail(`Restore failed: ${(e as Error).message ?? e}. The data dir was not changed.`);
  }
}

export async function list(opts: { dataDir?: string }) {
  const dataDir = dataDirOf(opts);
  const listings = await listAllCopies(dataDir, settings(dataDir));
  for (const { destination, copies, error } of listings) {
    console.log(`${destination.label}: ${destination.where}`);
    if (error) console.log(`  cannot be read: ${error}`);
    else if (!copies.length) console.log("  no backups yet");
    for (const c of copies)
      console.log(
        `  ${when(c.at)}  ${c.reason.padEnd(16)} ${size(c.size).padStart(8)}  ${c.name}${c.encrypted ? "  (encrypted)" : ""}`,
      );
  }
}
