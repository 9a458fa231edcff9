import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound, conflict } from "../../lib/errors";
import { AUTOMATION_TYPES, DEFAULT_TIME_OF_DAY, FREQUENCIES, REQUIRED_MESSAGE, TONES, type CreateJobInput } from "./model";
import { firstRun, type Frequency } from "./schedule";
import { automationJobs, type AutomationConfig, type AutomationJob } from "./schema";

// Setting up an automation: its settings with their defaults filled in, and pausing or resuming its schedule.
const TYPE_LABELS: Record<string, string> = {
  marketing_schedule: "marketing schedule",
  radio_outreach: "radio outreach",
  sync_licensing: "sync licensing",
  grant_search: "grant search",
  content_calendar: "content calendar",
};

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
