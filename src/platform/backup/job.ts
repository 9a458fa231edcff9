import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../lib/deps";
import { localDateKey } from "../../shared/dates";
import { raiseNotice } from "../../lib/events";
import type { BackupContext } from "./pipeline";
import { backupRunning } from "./running";
import { firstUse } from "../../lib/first-use";
import { backupRuns } from "./schema";
import { effectiveSettings, nextRunAfter } from "./settings";

// Making and copying a backup (the snapshot, encryption, the destinations) loads when one is due or a copy is retried,
// not with the checks every start runs.
const pipeline = firstUse(() => import("./pipeline"));

export const STALE_AFTER_MS = 2 * 24 * 3600_000;
const RETRY_AFTER_MS = 15 * 60_000;
/** Backups the schedule made; a before-migration or manual one does not move the schedule. */
const SCHEDULED = ["daily"];

export const backupContext = ({ db, config }: AppDeps): BackupContext => ({
  db,
  dataDir: config.dataDir,
  version: config.version,
  env: config.backup,
});

/** When the next scheduled backup is due: the schedule's next time after the last scheduled one (or `since`). */
export function nextBackupAt(ctx: BackupContext, since: Date): Date | undefined {
  const { schedule } = effectiveSettings(ctx.db, ctx.env);
  const last = ctx.db
    .select({ createdAt: backupRuns.createdAt, verified: backupRuns.verified })
    .from(backupRuns)
    .where(inArray(backupRuns.reason, SCHEDULED))
    .orderBy(desc(backupRuns.createdAt))
    .limit(1)
    .get();
  try {
    const next = nextRunAfter(schedule, last ? new Date(last.createdAt) : since);
    // A scheduled backup that failed is tried again within the hour rather than tomorrow.
    if (next && last && !last.verified)
      return new Date(Math.min(next.getTime(), Date.parse(last.createdAt) + 3600_000));
    return next;
  } catch {
    return undefined;
  }
}

/**
 * The scheduled backup. Every `everyMs` it compares `clock` with the schedule (so a laptop that slept through 03:00
 * backs up when it wakes), retries destinations that failed, and warns when the newest verified backup is older than
 * two days. The work itself happens off the request path (snapshot and checks in workers, the rest streamed).
 */
export function backupJob(deps: AppDeps, clock: () => Date = () => new Date(), everyMs = 30_000): () => void {
  const ctx = backupContext(deps);
  const startedAt = clock();
  let busy = false;
  const tick = async () => {
    if (busy || backupRunning(ctx.db)) return;
    busy = true;
    try {
      const now = clock();
      const due = nextBackupAt(ctx, startedAt);
      if (due && due <= now) await (await pipeline()).runBackup(ctx, "daily", now);
      await retryFailedCopies(ctx, now);
      warnWhenStale(ctx, now, startedAt);
    } catch (e) {
      console.error(`The scheduled backup failed: ${(e as Error).message}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  void tick();
  return () => clearInterval(timer);
}

/** The newest verified backup's failed copies are tried again every 15 minutes. */
export async function retryFailedCopies(ctx: BackupContext, now: Date) {
  const latest = ctx.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.verified, true))
    .orderBy(desc(backupRuns.createdAt))
    .limit(1)
    .get();
  if (!latest) return;
  const failed = Object.entries(latest.destinations)
    .filter(([, s]) => s.state === "failed" && now.getTime() - new Date(s.at ?? 0).getTime() >= RETRY_AFTER_MS)
    .map(([id]) => id);
  if (failed.length)
    await (await pipeline()).copyToDestinations(ctx, latest.name, undefined, undefined, new Set(failed));
}

function warnWhenStale(ctx: BackupContext, now: Date, startedAt: Date) {
  if (effectiveSettings(ctx.db, ctx.env).schedule === "off") return;
  const newest = ctx.db
    .select({ createdAt: backupRuns.createdAt })
    .from(backupRuns)
    .where(and(eq(backupRuns.verified, true)))
    .orderBy(desc(backupRuns.createdAt))
    .limit(1)
    .get();
  const since = newest ? new Date(newest.createdAt) : startedAt;
  if (now.getTime() - since.getTime() < STALE_AFTER_MS) return;
  raiseNotice(ctx.db, {
    kind: "backup",
    title: newest ? "No verified backup for over two days" : "No backup has been made yet",
    body: newest
      ? `The newest verified backup is from ${newest.createdAt.slice(0, 16).replace("T", " ")} UTC. Open Settings → Backups to see why.`
      : "Sunshine has been running for two days without a verified backup. Open Settings → Backups.",
    link: "/settings#backups",
    dedupeKey: `backup-stale:${localDateKey(now)}`,
  });
}
