import { emit } from "../../lib/events";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import type { TaskStatusInput } from "./model";
import { automationCampaigns, automationJobs, automationRuns, automationTasks, type AutomationTask } from "./schema";
import { getJob } from "./job-setup";

// What the command center lists and counts (jobs, AI campaigns, scheduled tasks, runs, the stat cards), and marking
// a scheduled task done.
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
