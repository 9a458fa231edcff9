import { Cron } from "croner";
import { eq } from "drizzle-orm";
import type { BackupEnv } from "../../config";
import type { Db } from "../../db/client";
import { invalid } from "../../lib/validation";
import type { S3Settings } from "./destinations";
import type { RetentionPolicy } from "./retention";
import { backupSettings, type BackupSettingsRow } from "./schema";

export const DEFAULT_SCHEDULE = "0 3 * * *";

/** The settings row (made with the defaults on first read). */
export function settingsRow(db: Db): BackupSettingsRow {
  return (
    db.select().from(backupSettings).where(eq(backupSettings.id, 1)).get() ??
    db.insert(backupSettings).values({ id: 1 }).onConflictDoNothing().returning().get() ??
    db.select().from(backupSettings).where(eq(backupSettings.id, 1)).get()!
  );
}

/** The next time a schedule fires after `from`, or undefined for "off". Throws on an expression that is not cron. */
export function nextRunAfter(schedule: string, from: Date): Date | undefined {
  if (schedule === "off") return undefined;
  return new Cron(schedule, { paused: true }).nextRun(from) ?? undefined;
}

export function checkSchedule(schedule: string, field = "schedule") {
  if (schedule === "off") return;
  try {
    nextRunAfter(schedule, new Date());
  } catch {
    throw invalid('Use a cron expression such as "0 3 * * *" (every day at 03:00), or off', field);
  }
}

/** What backups do now: the saved settings, with each SUNSHINE_BACKUP_* variable winning over its setting. */
export interface EffectiveSettings {
  schedule: string;
  retention: RetentionPolicy;
  folder?: string;
  s3?: S3Settings;
  passphrase?: string;
  /** Which settings come from the environment (read-only in the app). */
  fromEnv: string[];
}

export function effectiveSettings(db: Db, env: BackupEnv): EffectiveSettings {
  const row = settingsRow(db);
  const fromEnv: string[] = [];
  const pick = <T>(name: string, envValue: T | undefined, saved: T) => {
    if (envValue === undefined) return saved;
    fromEnv.push(name);
    return envValue;
  };
  const s3 = {
    endpoint: pick("s3Endpoint", env.s3?.endpoint, row.s3Endpoint ?? ""),
    bucket: pick("s3Bucket", env.s3?.bucket, row.s3Bucket ?? ""),
    prefix: pick("s3Prefix", env.s3?.prefix, row.s3Prefix ?? ""),
    region: pick("s3Region", env.s3?.region, row.s3Region ?? ""),
    accessKeyId: pick("s3AccessKeyId", env.s3?.accessKeyId, row.s3AccessKeyId ?? ""),
    secretAccessKey: pick("s3SecretAccessKey", env.s3?.secretAccessKey, row.s3SecretAccessKey ?? ""),
  };
  return {
    schedule: pick("schedule", env.schedule, row.schedule),
    retention: { daily: row.keepDaily, weekly: row.keepWeekly, monthly: row.keepMonthly },
    folder: pick("folder", env.folder, row.folder ?? "") || undefined,
    s3: s3.endpoint && s3.bucket ? s3 : undefined,
    passphrase: pick("passphrase", env.passphrase, row.passphrase ?? "") || undefined,
    fromEnv,
  };
}

export type SettingsPatch = Partial<Omit<BackupSettingsRow, "id" | "updatedAt">>;

export function saveSettings(db: Db, patch: SettingsPatch): BackupSettingsRow {
  if (patch.schedule !== undefined) checkSchedule(patch.schedule);
  settingsRow(db);
  const blankToNull = Object.fromEntries(
    Object.entries(patch)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === "string" && v.trim() === "" && k !== "schedule" ? null : v]),
  );
  if (!Object.keys(blankToNull).length) return settingsRow(db);
  return db.update(backupSettings).set(blankToNull).where(eq(backupSettings.id, 1)).returning().get()!;
}
