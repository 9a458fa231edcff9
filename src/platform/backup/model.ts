import { t } from "elysia";
import { answer, textOrNull, typed } from "../../lib/common-model";
import type { backupStatus, settingsView } from "./status";
import { integer } from "../../lib/validation";

const text = (max: number, description: string) => t.Optional(t.String({ maxLength: max, description }));
const keep = (what: string) =>
  t.Optional(
    integer({ minimum: 0, maximum: 1000, error: `Keep ${what}: a whole number from 0 to 1000`, description: what }),
  );

/** Backup settings as the app changes them; blank text clears a setting. Secrets are write-only. */
export const backupSettingsBody = t.Object(
  {
    schedule: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 100,
        error: 'Schedule is required: a cron expression such as "0 3 * * *", or off',
      }),
    ),
    keepDaily: keep("daily backups"),
    keepWeekly: keep("weekly backups"),
    keepMonthly: keep("monthly backups"),
    folder: text(1000, "a second folder that receives a copy of every backup"),
    s3Endpoint: text(500, "S3-compatible endpoint URL"),
    s3Bucket: text(200, "bucket name"),
    s3Prefix: text(200, "folder inside the bucket"),
    s3Region: text(100, "region (us-east-1 when blank)"),
    s3AccessKeyId: text(200, "access key id"),
    s3SecretAccessKey: text(500, "secret access key (write-only)"),
    passphrase: text(1000, "backup passphrase (write-only); copies leaving the data dir are encrypted with it"),
  },
  { additionalProperties: false },
);
export type BackupSettingsBody = typeof backupSettingsBody.static;

const backupRunAnswer = answer({
  name: t.String({ description: "The backup file's name" }),
  reason: t.String({ description: "scheduled, manual, before-migration, before-restore…" }),
  at: t.String(),
  sizeBytes: integer(),
  verified: t.Boolean(),
  error: textOrNull(),
});
/** The last backup, the next one and each destination's state. */
export const backupStatusAnswer = typed<ReturnType<typeof backupStatus>>(
  answer({
    running: t.Boolean(),
    schedule: t.String(),
    nextAt: textOrNull("When the next scheduled backup runs"),
    encrypted: t.Boolean(),
    last: t.Nullable(backupRunAnswer),
    lastVerifiedAt: textOrNull(),
    destinations: t.Array(
      answer({
        id: t.String({ enum: ["local", "folder", "s3"] }),
        label: t.String(),
        where: t.String(),
        encrypted: t.Boolean(),
        state: t.String({ enum: ["ok", "pending", "failed"] }),
        at: t.Optional(t.String()),
        error: t.Optional(t.String()),
      }),
    ),
    recent: t.Array(backupRunAnswer),
  }),
);
/** The settings: secrets only say whether they are set; fromEnv names the ones fixed by environment variables. */
export const backupSettingsAnswer = typed<ReturnType<typeof settingsView>>(
  answer({
    schedule: t.String(),
    folder: textOrNull(),
    s3Endpoint: textOrNull(),
    s3Bucket: textOrNull(),
    s3Prefix: textOrNull(),
    s3Region: textOrNull(),
    s3AccessKeyId: textOrNull(),
    keepDaily: integer(),
    keepWeekly: integer(),
    keepMonthly: integer(),
    passphraseSet: t.Boolean(),
    s3SecretSet: t.Boolean(),
    fromEnv: t.Array(t.String()),
  }),
);
