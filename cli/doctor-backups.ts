import type { BackupEnv } from "../src/config";
import { listAllCopies, settingsForCli } from "../src/platform/backup/copies";
import { nextRunAfter } from "../src/platform/backup/settings";
import type { Check } from "./doctor-check";

const STALE_MS = 2 * 24 * 3600_000;
const when = (d: Date) => d.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
const size = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1e3))} kB`);

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)),
  ]);
}

/**
 * `sunshine doctor`'s backup lines: the newest backup and the next one, then each destination (how many copies,
 * the newest, or why it cannot be read). Copies are only ever stored once verified, so the newest is verified.
 */
export async function backupChecks(dataDir: string, env: BackupEnv, now = new Date()): Promise<Check[]> {
  const settings = settingsForCli(dataDir, env);
  let listings;
  try {
    listings = await withTimeout(listAllCopies(dataDir, settings), 10_000, "Backup destinations");
  } catch (e) {
    return [{ name: "Backups", verdict: "warn", detail: (e as Error).message }];
  }
  const newest = listings
    .flatMap((l) => l.copies.map((c) => ({ ...c, where: l.destination.label })))
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  let next = "";
  try {
    const at = nextRunAfter(settings.schedule, now);
    next = at ? `; next ${when(at)}` : "; the schedule is off";
  } catch {
    next = `; the schedule "${settings.schedule}" is not a cron expression`;
  }
  const checks: Check[] = [
    newest
      ? {
          name: "Backups",
          verdict: now.getTime() - newest.at.getTime() > STALE_MS ? "warn" : "ok",
          detail: `newest ${when(newest.at)} (${size(newest.size)}, verified, ${newest.reason}) in ${newest.where}${next}${now.getTime() - newest.at.getTime() > STALE_MS ? "; older than two days" : ""}`,
        }
      : { name: "Backups", verdict: "warn", detail: `none yet${next}` },
  ];
  for (const { destination, copies, error } of listings) {
    const encrypted = destination.leavesDataDir ? (settings.passphrase ? ", encrypted" : ", NOT encrypted") : "";
    checks.push(
      error
        ? { name: `Backups in ${destination.label}`, verdict: "fail", detail: `${destination.where}: ${error}` }
        : {
            name: `Backups in ${destination.label}`,
            verdict: copies.length ? "ok" : "warn",
            detail: `${destination.where}: ${copies.length} ${copies.length === 1 ? "copy" : "copies"}${encrypted}${copies[0] ? `, newest ${when(copies[0].at)}` : ""}`,
          },
    );
  }
  if (!settings.folder && !settings.s3)
    checks.push({
      name: "Backups off this computer",
      verdict: "warn",
      detail: "none: set a second folder or an S3 bucket in Settings → Backups (or SUNSHINE_BACKUP_DIR)",
    });
  return checks;
}
