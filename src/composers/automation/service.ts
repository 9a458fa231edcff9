import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import { notFound, conflict } from "../../lib/errors";
import type { LlmClient } from "../../lib/llm";
import {
  AUTOMATION_TYPES,
  DEFAULT_TIME_OF_DAY,
  FREQUENCIES,
  REQUIRED_MESSAGE,
  TONES,
  type CreateJobInput,
  type TaskStatusInput,
} from "./model";
import { firstRun, nextAfter, type Frequency } from "./schedule";
import {
  automationCampaigns,
  automationJobs,
  automationRuns,
  automationTasks,
  type AutomationConfig,
  type AutomationJob,
  type AutomationTask,
} from "./schema";
import { EXECUTORS } from "./work";

const TYPE_LABELS: Record<string, string> = {
  marketing_schedule: "marketing schedule",
  radio_outreach: "radio outreach",
  sync_licensing: "sync licensing",
  grant_search: "grant search",
  content_calendar: "content calendar",
};

export function listJobs(db: Db) {
  return db.select().from(automationJobs).orderBy(desc(automationJobs.id)).all();
}

export function listCampaigns(db: Db) {
  return db.select().from(automationCampaigns).orderBy(desc(automationCampaigns.id)).all();
}

/** Scheduled tasks first, soonest first; then the rest, newest first. */
export function listTasks(db: Db, limit = 500) {
  return db
    .select()
    .from(automationTasks)
    .orderBy(
      sql`CASE WHEN ${automationTasks.status} = 'scheduled' THEN 0 ELSE 1 END`,
      asc(automationTasks.scheduledFor),
      asc(automationTasks.id),
    )
    .limit(limit)
    .all();
}

export function listRuns(db: Db, jobId: number, limit = 20) {
  getJob(db, jobId);
  return db
    .select()
    .from(automationRuns)
    .where(eq(automationRuns.jobId, jobId))
    .orderBy(desc(automationRuns.id))
    .limit(limit)
    .all();
}

/** Marks a task done (it leaves the Scheduled Tasks list) or puts it back on the schedule. */
export function setTaskStatus(db: Db, id: number, input: TaskStatusInput): AutomationTask {
  const task = db.select().from(automationTasks).where(eq(automationTasks.id, id)).get();
  if (!task) throw notFound("Scheduled task");
  if (task.status === input.status) return task;
  const row = db
    .update(automationTasks)
    .set({ status: input.status })
    .where(eq(automationTasks.id, id))
    .returning()
    .get();
  emit(db, {
    type: input.status === "completed" ? "automation_task_completed" : "automation_task_rescheduled",
    message: `Scheduled task "${task.title}" ${input.status === "completed" ? "marked done" : "back on the schedule"}`,
    entityType: "automation_task",
    entityId: id,
  });
  return row;
}

/**
 * The four stat cards: Active Jobs, AI Campaigns, Scheduled Tasks, Success Rate (successes ÷ runs, percent).
 * "AI Campaigns" counts every campaign an automation created (what that tab lists); `modelWritten` says how many of
 * them a model actually wrote.
 */
export function automationStats(db: Db) {
  const jobs = db
    .select({
      active: sql<number>`SUM(CASE WHEN ${automationJobs.status} = 'active' THEN 1 ELSE 0 END)`,
      runs: sql<number>`SUM(${automationJobs.runCount})`,
      ok: sql<number>`SUM(${automationJobs.successCount})`,
    })
    .from(automationJobs)
    .get();
  const campaigns = db
    .select({
      n: sql<number>`COUNT(*)`,
      model: sql<number>`SUM(CASE WHEN ${automationCampaigns.aiGenerated} THEN 1 ELSE 0 END)`,
    })
    .from(automationCampaigns)
    .get();
  const tasks = db
    .select({ n: sql<number>`COUNT(*)` })
    .from(automationTasks)
    .where(eq(automationTasks.status, "scheduled"))
    .get();
  const runs = Number(jobs?.runs) || 0;
  const ok = Number(jobs?.ok) || 0;
  return {
    activeJobs: Number(jobs?.active) || 0,
    aiCampaigns: Number(campaigns?.n) || 0,
    modelWritten: Number(campaigns?.model) || 0,
    scheduledTasks: Number(tasks?.n) || 0,
    totalRuns: runs,
    successfulRuns: ok,
    successRate: runs ? Math.round((ok / runs) * 1000) / 10 : 0,
  };
}

export function getJob(db: Db, id: number): AutomationJob {
  const row = db.select().from(automationJobs).where(eq(automationJobs.id, id)).get();
  if (!row) throw notFound("Automation job");
  return row;
}

/** Fills the spec defaults: weekly, 09:00, professional, no platforms, budget 0 when not a number. */
export function normaliseConfig(type: string, input: CreateJobInput["config"]): AutomationConfig {
  const frequency = (FREQUENCIES as readonly string[]).includes(input?.schedule?.frequency ?? "")
    ? (input!.schedule!.frequency as Frequency)
    : "weekly";
  const tone = (TONES as readonly string[]).includes(input?.preferences?.tone ?? "")
    ? (input!.preferences!.tone as AutomationConfig["preferences"]["tone"])
    : "professional";
  const rawBudget = input?.preferences?.budget;
  const budget = rawBudget === null || rawBudget === undefined || rawBudget === "" ? 0 : Number(rawBudget);
  const platforms = [...new Set((input?.preferences?.platforms ?? []).map((p) => p.trim()).filter(Boolean))];
  return {
    type,
    schedule: { frequency, timeOfDay: input?.schedule?.timeOfDay ?? DEFAULT_TIME_OF_DAY },
    preferences: {
      tone,
      platforms,
      budget: Number.isFinite(budget) && budget >= 0 ? Math.round(budget * 100) / 100 : 0,
    },
  };
}

export function createJob(db: Db, input: CreateJobInput, now = new Date()) {
  const name = input.name.trim();
  if (!name || !(AUTOMATION_TYPES as readonly string[]).includes(input.type))
    throw invalid(REQUIRED_MESSAGE);
  const config = normaliseConfig(input.type, input.config);
  const job = db
    .insert(automationJobs)
    .values({
      name,
      type: input.type,
      status: "active",
      config,
      nextRunAt: firstRun(now, config.schedule.timeOfDay).toISOString(),
    })
    .returning()
    .get();
  emit(db, {
    type: "automation_created",
    message: `Automation "${name}" created: ${TYPE_LABELS[input.type]} ${config.schedule.frequency} at ${config.schedule.timeOfDay}`,
    entityType: "automation_job",
    entityId: job.id,
  });
  return job;
}

export function pauseJob(db: Db, id: number) {
  const job = getJob(db, id);
  if (job.status !== "active") throw conflict(`"${job.name}" is not active, so it cannot be paused`);
  const row = db.update(automationJobs).set({ status: "paused" }).where(eq(automationJobs.id, id)).returning().get();
  emit(db, {
    type: "automation_paused",
    message: `Automation "${job.name}" paused`,
    entityType: "automation_job",
    entityId: id,
  });
  return row;
}

/** Resume restarts the schedule from now: time spent paused is not caught up. */
export function resumeJob(db: Db, id: number, now = new Date()) {
  const job = getJob(db, id);
  if (job.status === "active") throw conflict(`"${job.name}" is already active`);
  const row = db
    .update(automationJobs)
    .set({
      status: "active",
      lastError: null,
      nextRunAt: firstRun(now, job.config.schedule?.timeOfDay ?? DEFAULT_TIME_OF_DAY).toISOString(),
    })
    .where(eq(automationJobs.id, id))
    .returning()
    .get();
  emit(db, {
    type: "automation_resumed",
    message: `Automation "${job.name}" resumed`,
    entityType: "automation_job",
    entityId: id,
  });
  return row;
}

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
    const executor = EXECUTORS[job.type];
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
