import { emit } from "../../lib/events";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import type { LlmClient } from "../../lib/llm";
import { DEFAULT_TIME_OF_DAY } from "./model";
import { nextAfter, type Frequency } from "./schedule";
import { automationJobs, automationRuns } from "./schema";
import { firstUse } from "../../lib/first-use";
import { getJob } from "./job-setup";

// Running automations: one job now, every job whose time has come, and the scheduler that checks the clock.

// What each kind of job does reaches into most domains: it loads when a job first runs, not with the scheduler.
const work = firstUse(() => import("./work"));
export type Trigger = "schedule" | "catch_up" | "manual";

/** Runs one job now, records the run, updates counts; a failure is stored on the job (status failed) and never thrown. */
export async function executeJob(
  deps: { db: Db; llm?: LlmClient },
  id: number,
  trigger: Trigger = "manual",
  now = new Date(),
) {
  const { db } = deps;
  const job = getJob(db, id);
  const startedAt = now.toISOString();
  let summary: string | null = null;
  let error: string | null = null;
  try {
    const executor = (await work()).EXECUTORS[job.type];
    if (!executor) throw new Error(`Unknown automation type "${job.type}"`);
    const outcome = await executor({ db, llm: deps.llm, job, now });
    summary = outcome.summary;
  } catch (e) {
    error = (e as Error)?.message || String(e);
  }
  const ok = error === null;
  const run = db
    .insert(automationRuns)
    .values({
      jobId: id,
      trigger,
      status: ok ? "success" : "failed",
      summary,
      error,
      startedAt,
      finishedAt: new Date().toISOString(),
    })
    .returning()
    .get();
  const current = getJob(db, id);
  const updated = db
    .update(automationJobs)
    .set({
      runCount: sql`${automationJobs.runCount} + 1`,
      successCount: ok ? sql`${automationJobs.successCount} + 1` : automationJobs.successCount,
      lastRunAt: startedAt,
      lastResult: summary,
      lastError: error,
      status: ok ? (current.status === "failed" ? "active" : current.status) : "failed",
    })
    .where(eq(automationJobs.id, id))
    .returning()
    .get();
  emit(db, {
    type: ok ? "automation_run" : "automation_failed",
    message: ok ? `Automation "${job.name}" ran: ${summary}` : `Automation "${job.name}" failed: ${error}`,
    entityType: "automation_job",
    entityId: id,
  });
  return { job: updated, run };
}

/**
 * Runs every active job whose next slot has come. A slot missed while Sunshine was stopped runs once
 * (trigger catch_up), then the schedule moves to the next slot after now.
 */
export async function runDueJobs(deps: { db: Db; llm?: LlmClient }, now: Date) {
  const due = deps.db
    .select()
    .from(automationJobs)
    .where(and(eq(automationJobs.status, "active"), lte(automationJobs.nextRunAt, now.toISOString())))
    .all();
  const ran: { jobId: number; trigger: Trigger; ok: boolean }[] = [];
  for (const job of due) {
    const slot = new Date(job.nextRunAt!);
    const trigger: Trigger = now.getTime() - slot.getTime() > 5 * 60_000 ? "catch_up" : "schedule";
    const freq = (job.config.schedule?.frequency ?? "weekly") as Frequency;
    const time = job.config.schedule?.timeOfDay ?? DEFAULT_TIME_OF_DAY;
    // Move the schedule first so a slow or failing run is never repeated by the next tick.
    deps.db
      .update(automationJobs)
      .set({ nextRunAt: nextAfter(slot, now, freq, time).toISOString() })
      .where(eq(automationJobs.id, job.id))
      .run();
    const { run } = await executeJob(deps, job.id, trigger, now);
    ran.push({ jobId: job.id, trigger, ok: run.status === "success" });
  }
  return ran;
}

/** Background job: checks every 30 s (and once at start-up, which is where missed runs catch up). */
export function startAutomationScheduler(deps: AppDeps, clock: () => Date = () => new Date(), intervalMs = 30_000) {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await runDueJobs(deps, clock());
    } catch (e) {
      console.error("Automation scheduler:", e);
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(tick, intervalMs);
  return () => clearInterval(timer);
}
