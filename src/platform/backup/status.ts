import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invalid } from "../../lib/validation";
import { nextBackupAt } from "./job";
import { backupRunning, destinationsFor, recentRuns, type BackupContext } from "./pipeline";
import { backupRuns } from "./schema";
import { effectiveSettings, saveSettings, settingsRow, type SettingsPatch } from "./settings";

/** What the settings screen and `sunshine doctor` show: the last backup, the next one, each destination's state. */
export function backupStatus(ctx: BackupContext, now = new Date()) {
  const settings = effectiveSettings(ctx.db, ctx.env);
  const runs = recentRuns(ctx.db, 10);
  const last = runs[0];
  const lastVerified = lastVerifiedRun(ctx.db);
  return {
    running: backupRunning(ctx.db),
    schedule: settings.schedule,
    nextAt: nextBackupAt(ctx, now)?.toISOString() ?? null,
    encrypted: Boolean(settings.passphrase),
    last: last ? runView(last) : null,
    lastVerifiedAt: lastVerified?.createdAt ?? null,
    destinations: destinationsFor(ctx.dataDir, settings).map((d) => ({
      id: d.id,
      label: d.label,
      where: d.where,
      encrypted: d.leavesDataDir && Boolean(settings.passphrase),
      ...(last?.destinations[d.id] ?? { state: "pending" as const }),
    })),
    recent: runs.map(runView),
  };
}

const runView = (r: typeof backupRuns.$inferSelect) => ({
  name: r.name,
  reason: r.reason,
  at: r.createdAt,
  sizeBytes: r.sizeBytes,
  verified: r.verified,
  error: r.error,
});

export const lastVerifiedRun = (db: Db) =>
  db.select().from(backupRuns).where(eq(backupRuns.verified, true)).orderBy(desc(backupRuns.createdAt)).limit(1).get();

/** The settings as the app shows them: secrets only say whether they are set. */
export function settingsView(ctx: BackupContext) {
  const row = settingsRow(ctx.db);
  const effective = effectiveSettings(ctx.db, ctx.env);
  const { passphrase, s3SecretAccessKey, id: _, updatedAt: __, ...rest } = row;
  // A value set by a variable is what backups use, so the (read-only) field shows it.
  const env = ctx.env;
  const shown = {
    schedule: env.schedule ?? rest.schedule,
    folder: env.folder ?? rest.folder,
    s3Endpoint: env.s3?.endpoint ?? rest.s3Endpoint,
    s3Bucket: env.s3?.bucket ?? rest.s3Bucket,
    s3Prefix: env.s3?.prefix ?? rest.s3Prefix,
    s3Region: env.s3?.region ?? rest.s3Region,
    s3AccessKeyId: env.s3?.accessKeyId ?? rest.s3AccessKeyId,
  };
  return {
    ...rest,
    ...shown,
    passphraseSet: Boolean(effective.passphrase),
    s3SecretSet: Boolean(effective.s3?.secretAccessKey || s3SecretAccessKey),
    fromEnv: effective.fromEnv,
  };
}

export function updateSettings(ctx: BackupContext, body: SettingsPatch) {
  if (body.s3Endpoint?.trim() && !/^https?:\/\/[^\s/]+/i.test(body.s3Endpoint.trim()))
    throw invalid("The endpoint must be an http:// or https:// address", "s3Endpoint");
  if (body.passphrase?.trim() && [...body.passphrase.trim()].length < 12)
    throw invalid("The backup passphrase must be at least 12 characters; a few words make a good one", "passphrase");
  if (body.folder?.trim() && !body.folder.trim().startsWith("/"))
    throw invalid("Give the folder's full path, starting with /", "folder");
  saveSettings(ctx.db, {
    ...body,
    schedule: body.schedule?.trim().toLowerCase() === "off" ? "off" : body.schedule?.trim(),
  });
  return settingsView(ctx);
}
