import { Cron } from "croner";
import { eq } from "drizzle-orm";
import type { BackupEnv } from "../../config";
import type { Db } from "../../db/client";
import { invalid } from "../../lib/validation";
import { localOffsetMinutes } from "../../lib/local-offset";
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

/**
 * The next time a schedule fires after `from` on the local clock, or undefined for "off". Throws on an expression
 * that is not cron. The cron library is given the local clock's offset from UTC (`localOffsetMinutes`) rather than
 * left to read the local time itself: the scheduler asks every 30 s, and JavaScript's local time would load the time
 * zone's rules for the whole run. A time found is kept only when the offset there is the one it was found with;
 * otherwise summer time starts or ends in between, and the time is looked for again with the offset after the change.
 */
export function nextRunAfter(schedule: string, from: Date): Date | undefined {
  if (schedule === "off") return undefined;
  const nextWith = (utcOffset: number, after: Date) =>
    new Cron(schedule, { paused: true, utcOffset }).nextRun(after) ?? undefined;
  const holds = (at: Date, offset: number) => localOffsetMinutes(at) === offset;
  const before = localOffsetMinutes(from);
  const first = nextWith(before, from);
  if (!first || holds(first, before)) return first;
  const after = localOffsetMinutes(first);
  const again = nextWith(after, from);
  if (!again || holds(again, after)) return again;
  // The same wall-clock time on both sides of the change: it is in the hour summer time skips, and the backup runs
  // that hour's lead past the jump (at 03:30 for 02:30; the cron library would run it at 03:00).
  if (first.getTime() - again.getTime() === (after - before) * 60_000) return first;
  // Else what was found with the offset after the change comes before the change: the next one after it.
  const later = nextWith(after, again);
  return later && holds(later, after) ? later : first;
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
