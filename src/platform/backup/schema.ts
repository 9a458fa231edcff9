import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

/**
 * How backups are made (one row, id 1). Blank means "not set"; environment variables (SUNSHINE_BACKUP_*) win over
 * these, so a headless install can be configured without the web app.
 */
export const backupSettings = sqliteTable("backup_settings", {
  id: integer("id").primaryKey(),
  /** A cron expression in local time, or "off". */
  schedule: text("schedule").notNull().default("0 3 * * *"),
  keepDaily: integer("keep_daily").notNull().default(7),
  keepWeekly: integer("keep_weekly").notNull().default(4),
  keepMonthly: integer("keep_monthly").notNull().default(6),
  /** A second folder (a USB drive, a synced folder) that receives a copy of every backup. */
  folder: text("folder"),
  s3Endpoint: text("s3_endpoint"),
  s3Bucket: text("s3_bucket"),
  s3Prefix: text("s3_prefix"),
  s3Region: text("s3_region"),
  s3AccessKeyId: text("s3_access_key_id"),
  s3SecretAccessKey: text("s3_secret_access_key"),
  /** Copies leaving the data dir are encrypted (age, scrypt) with this passphrase when it is set. */
  passphrase: text("passphrase"),
  updatedAt: updatedAt(),
});
export type BackupSettingsRow = typeof backupSettings.$inferSelect;

/** What a copy in one destination is doing: written, failed (retried later), or not tried yet. */
export interface DestinationState {
  state: "ok" | "failed" | "pending";
  at?: string;
  error?: string;
  encrypted?: boolean;
}

/** One backup made by Sunshine: when, why, how big, whether it was verified, and where its copies went. */
export const backupRuns = sqliteTable("backup_runs", {
  id: id(),
  name: text("name").notNull().unique(),
  reason: text("reason").notNull(),
  sizeBytes: integer("size_bytes").notNull().default(0),
  verified: integer("verified", { mode: "boolean" }).notNull().default(false),
  error: text("error"),
  destinations: text("destinations", { mode: "json" }).$type<Record<string, DestinationState>>().notNull().default({}),
  createdAt: createdAt(),
});
export type BackupRun = typeof backupRuns.$inferSelect;
