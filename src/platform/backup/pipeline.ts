import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import type { BackupEnv } from "../../config";
import type { Db } from "../../db/client";
import { raiseNotice } from "../../lib/events";
import { folderDestination, s3Destination, type Destination } from "./destinations";
import { encryptStream } from "./encryption";
import { backupName, type BackupReason } from "./names";
import { backupsToKeep, type RetentionPolicy } from "./retention";
import { dataFiles, DB_FILE, type BackupManifest } from "./service";
import { effectiveSettings, type EffectiveSettings } from "./settings";
import { backupRuns, type BackupRun, type DestinationState } from "./schema";
import { backupRunning, runningBackups } from "./running";
import { snapshotInWorker, zipStream } from "./snapshot";
import { verifyWrittenBackup } from "./verify";
import { smallChunks, writeStreamYielding } from "./yielding";

/** What making a backup needs: the database, where the data dir is, the app's version, the SUNSHINE_BACKUP_* values. */
export interface BackupContext {
  db: Db;
  dataDir: string;
  version: string;
  env: BackupEnv;
  /** scrypt work factor for encrypted copies (age's default unless a test asks for less). */
  scryptLogN?: number;
}

export const localBackupsDir = (dataDir: string) => join(dataDir, "backups");

/** Every place a backup goes under the current settings: the data dir's backups/ first, always. */
export function destinationsFor(dataDir: string, settings: EffectiveSettings): Destination[] {
  const list = [folderDestination("local", localBackupsDir(dataDir), "This computer (data dir)")];
  if (settings.folder) list.push(folderDestination("folder", settings.folder, "Second folder"));
  if (settings.s3) list.push(s3Destination(settings.s3));
  return list;
}

export { backupRunning };

/** One backup at a time per database: a second request while one runs gets the same run. */
export function runBackup(ctx: BackupContext, reason: BackupReason, now = new Date()): Promise<BackupRun> {
  const current = runningBackups.get(ctx.db);
  if (current) return current;
  const run = makeBackup(ctx, reason, now).finally(() => runningBackups.delete(ctx.db));
  runningBackups.set(ctx.db, run);
  return run;
}

const message = (e: unknown) => String((e as Error)?.message ?? e).slice(0, 300);

async function makeBackup(ctx: BackupContext, reason: BackupReason, now: Date): Promise<BackupRun> {
  const { db, dataDir } = ctx;
  const settings = effectiveSettings(db, ctx.env);
  const dir = localBackupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let at = now;
  while (existsSync(join(dir, backupName(at, reason)))) at = new Date(at.getTime() + 1000);
  const name = backupName(at, reason);
  const destinations = destinationsFor(dataDir, settings);
  const states = Object.fromEntries(destinations.map((d) => [d.id, { state: "pending" } as DestinationState]));
  const row = db
    .insert(backupRuns)
    .values({ name, reason, destinations: states, createdAt: at.toISOString() })
    .returning()
    .get();
  const tmp = mkdtempSync(join(tmpdir(), "sunshine-backup-"));
  const partial = join(dir, `.${name}.partial`);
  try {
    const snapshot = join(tmp, DB_FILE);
    const tables = await snapshotInWorker(db.$client.filename, snapshot);
    const files = dataFiles(dataDir);
    const manifest: BackupManifest = {
      product: "sunshine",
      version: ctx.version,
      createdAt: at.toISOString(),
      tables,
      files: Object.fromEntries(Object.entries(files).map(([n, bytes]) => [n, bytes.length])),
    };
    await writeStreamYielding(
      zipStream(snapshot, files, manifest, () => {}),
      partial,
    );
    await verifyWrittenBackup(partial, manifest);
    renameSync(partial, join(dir, name));
  } catch (e) {
    rmSync(partial, { force: true });
    const error = `The backup could not be made: ${message(e)}`;
    const failed = { state: "failed", at: new Date().toISOString(), error } as DestinationState;
    notifyFailure(db, name, "backup", error);
    return update(db, row.id, { error, destinations: { ...states, local: failed } });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  update(db, row.id, { verified: true, sizeBytes: statSync(join(dir, name)).size });
  return copyToDestinations(ctx, name, settings, destinations);
}

function update(db: Db, id: number, set: Partial<BackupRun>): BackupRun {
  return db.update(backupRuns).set(set).where(eq(backupRuns.id, id)).returning().get()!;
}

function notifyFailure(db: Db, name: string, where: string, error: string) {
  raiseNotice(db, {
    kind: "backup",
    title: where === "backup" ? "A backup failed" : `A backup copy could not be stored (${where})`,
    body: `${error}. Sunshine tries again later; see Settings → Backups.`,
    link: "/settings#backups",
    dedupeKey: `backup-failed:${name}:${where}`,
  });
}

/**
 * Puts a verified backup in every destination that does not have it yet (all of them for a new backup, the failed
 * ones on a retry), encrypting the copies that leave the data dir, then prunes each destination that succeeded.
 * One destination failing is recorded and notified; the others carry on.
 */
export async function copyToDestinations(
  ctx: BackupContext,
  name: string,
  settings = effectiveSettings(ctx.db, ctx.env),
  destinations = destinationsFor(ctx.dataDir, settings),
  only?: Set<string>,
): Promise<BackupRun> {
  const { db } = ctx;
  const row = db.select().from(backupRuns).where(eq(backupRuns.name, name)).get()!;
  const local = join(localBackupsDir(ctx.dataDir), name);
  const states: Record<string, DestinationState> = { ...row.destinations };
  let encrypted: { file: string; dir: string } | undefined;
  try {
    for (const dest of destinations) {
      if (only && !only.has(dest.id)) continue;
      const encrypt = dest.leavesDataDir && Boolean(settings.passphrase);
      try {
        if (dest.id === "local") {
          // Written and verified above.
        } else if (encrypt) {
          encrypted ??= await encryptCopy(local, settings.passphrase!, ctx.scryptLogN);
          await dest.put(`${name}.age`, encrypted.file);
        } else {
          await dest.put(name, local);
        }
        states[dest.id] = { state: "ok", at: new Date().toISOString(), encrypted: encrypt };
        await prune(dest, settings.retention);
      } catch (e) {
        const error = message(e);
        states[dest.id] = { state: "failed", at: new Date().toISOString(), error, encrypted: encrypt };
        notifyFailure(db, name, dest.label, `${dest.where}: ${error}`);
      }
      update(db, row.id, { destinations: states });
    }
  } finally {
    if (encrypted) rmSync(encrypted.dir, { recursive: true, force: true });
  }
  return db.select().from(backupRuns).where(eq(backupRuns.id, row.id)).get()!;
}

async function encryptCopy(local: string, passphrase: string, logN?: number) {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-encrypt-"));
  const file = join(dir, "copy.age");
  await writeStreamYielding(await encryptStream(smallChunks(Bun.file(local).stream()), passphrase, logN), file);
  return { file, dir };
}

/** Removes what retention no longer keeps; only runs right after a newer verified copy reached this destination. */
async function prune(dest: Destination, policy: RetentionPolicy) {
  const copies = await dest.list();
  const keep = backupsToKeep(copies, policy);
  for (const copy of copies) if (!keep.has(copy)) await dest.remove(copy.name);
}

/** The newest backups Sunshine made, newest first. */
export const recentRuns = (db: Db, limit = 20) =>
  db.select().from(backupRuns).orderBy(desc(backupRuns.createdAt), desc(backupRuns.id)).limit(limit).all();
