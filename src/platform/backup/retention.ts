/**
 * Which backups to keep: the newest of each of the last N days, weeks and months that have a backup (the way restic's
 * keep-daily/weekly/monthly work), in local time. The newest backup is always kept. Pure, so a simulated year can
 * check it.
 */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}
export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 6 };

const pad = (n: number) => String(n).padStart(2, "0");
const dayKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
/** ISO week (Monday first), so a week that spans New Year is one week. */
function weekKey(d: Date) {
  const t = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const weekday = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  return `${t.getUTCFullYear()}-W${pad(Math.ceil(((t.getTime() - yearStart) / 86_400_000 + 1) / 7))}`;
}

/** The items to keep; everything else may be removed (once a newer backup is verified: the caller's rule). */
export function backupsToKeep<T extends { at: Date }>(items: T[], policy: RetentionPolicy = DEFAULT_RETENTION): Set<T> {
  const newestFirst = [...items].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<T>(newestFirst.slice(0, 1));
  for (const [count, key] of [
    [policy.daily, dayKey],
    [policy.weekly, weekKey],
    [policy.monthly, monthKey],
  ] as const) {
    const seen = new Set<string>();
    for (const item of newestFirst) {
      if (seen.size >= count) break;
      const k = key(item.at);
      if (seen.has(k)) continue;
      seen.add(k);
      keep.add(item);
    }
  }
  return keep;
}
