/**
 * Names of scheduled backups: the UTC time (sortable, the same on every machine) and why it was made, e.g.
 * sunshine-2026-11-26T03-00-00Z-daily.zip; copies that left the data dir encrypted end in .zip.age.
 */
export const BACKUP_REASONS = ["daily", "manual", "before-migration", "before-restore"] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

const NAME = /^sunshine-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-([a-z-]+)\.zip(\.age)?$/;

export function backupName(at: Date, reason: BackupReason): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, "-");
  return `sunshine-${stamp}Z-${reason}.zip`;
}

export interface ParsedName {
  name: string;
  at: Date;
  reason: string;
  encrypted: boolean;
}

/** The time and reason in a backup's name; undefined for any other file (never removed by retention). */
export function parseBackupName(name: string): ParsedName | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  return { name, at, reason: m[5], encrypted: Boolean(m[6]) };
}

/** The name without .age: two copies of one backup share it. */
export const plainName = (name: string) => name.replace(/\.age$/, "");
