import type { AppDeps } from "./lib/deps";
import { resumeOutreachJob } from "./domains/outreach";
import { grantDeadlineJob } from "./domains/grants/deadlines";
import { startEventReminders } from "./domains/calendar/service";
import { reminderJob } from "./domains/reminders/jobs";
import { taskMonitorJob } from "./domains/tasks/jobs";
import { startAutomationScheduler } from "./composers/automation/runner";
import { startMetricChecker } from "./composers/monitoring/service";
import { licensingReminderJob } from "./domains/licensing/job";
import { promotionReminderJob } from "./domains/promotion/job";
import { onNotification } from "./platform/notifications/events";
import { pushJob } from "./platform/push/job";
import { agendaJob } from "./composers/digest/job";
import { backupJob } from "./platform/backup/job";
import { flushLastSeen } from "./platform/auth/sessions";
import { ensureTemplates } from "./domains/contracts/service";
import { ensureSamples } from "./domains/knowledge/service";

/** A background job starts with the server and returns how to stop it (schedulers, monitors). */
export type BackgroundJob = (deps: AppDeps) => (() => void) | void;

/**
 * Catch-up checks that scan whole tables (deadlines, reminders missed while stopped, overdue tasks, licensing
 * follow-ups, promotion reminders, built-in templates, a backup missed while stopped) run together 2 s after the
 * port is bound, so a cold start, on ten years of data or not, answers its first requests without queueing behind
 * them (they took ~15 ms right after the port was bound).
 */
export const CATCH_UP_AFTER_MS = 2000;
const catchUps = new WeakSet<BackgroundJob>();
const afterStartup = (job: BackgroundJob): BackgroundJob => {
  catchUps.add(job);
  return job;
};

/** Every domain's scheduler, started by startServer after the port is bound. One line per domain. */
export const backgroundJobs: BackgroundJob[] = [
  // Built-in contract templates and sample documents, kept out of the cold start (their routes also ask first).
  afterStartup(({ db }) => {
    ensureTemplates(db);
    ensureSamples(db);
  }),
  // Its first tick catches up on every event's reminders: after start-up too, like the other catch-up scans.
  afterStartup(({ db }) => startEventReminders(db)),
  // Its first sweep fires the reminders missed while stopped (then sweeps every 20 s): after start-up as well.
  afterStartup(reminderJob),
  // Its first check of overdue tasks is a catch-up too (the monitor's own delay is for when it is started alone).
  afterStartup((deps) => taskMonitorJob(deps, undefined, 0)),
  (deps) => startAutomationScheduler(deps),
  ({ db }) => startMetricChecker(db),
  resumeOutreachJob,
  afterStartup((deps) => grantDeadlineJob(deps)),
  afterStartup((deps) => licensingReminderJob(deps)),
  afterStartup((deps) => promotionReminderJob(deps)),
  // Every new notification also goes to each browser subscribed to Web Push.
  (deps) =>
    pushJob(deps, (send) =>
      onNotification(deps.db, (n) => send({ id: n.id, title: n.title, body: n.body, link: n.link, kind: n.kind })),
    ),
  (deps) => agendaJob(deps),
  // Nightly backup (SUNSHINE_BACKUP_SCHEDULE or the setting), retries of failed copies, a warning when backups stop.
  afterStartup((deps) => backupJob(deps)),
  // When each signed-in device was last seen is gathered in memory and written every few minutes and at the end.
  ({ db }) => {
    const timer = setInterval(() => flushLastSeen(db), 5 * 60_000);
    return () => {
      clearInterval(timer);
      flushLastSeen(db);
    };
  },
];

/**
 * Starts every job: the live schedulers at once, the catch-up checks together after CATCH_UP_AFTER_MS, then calls
 * `caughtUp` on a later turn than their first runs. Returns how to stop them all.
 */
export function startBackgroundJobs(deps: AppDeps, caughtUp: () => void = () => {}): () => void {
  const stops: (() => void)[] = [];
  const start = (job: BackgroundJob) => {
    const stop = job(deps);
    if (typeof stop === "function") stops.push(stop);
  };
  for (const job of backgroundJobs) if (!catchUps.has(job)) start(job);
  const timer = setTimeout(() => {
    for (const job of backgroundJobs) if (catchUps.has(job)) start(job);
    // Timers of the same delay run in the order they were set: this one runs after the first checks' own.
    setTimeout(caughtUp, 0);
  }, CATCH_UP_AFTER_MS);
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
