import { t } from "elysia";

const text = (max: number, description: string) => t.Optional(t.String({ maxLength: max, description }));
const keep = (what: string) =>
  t.Optional(
    t.Integer({ minimum: 0, maximum: 1000, error: `Keep ${what}: a whole number from 0 to 1000`, description: what }),
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
