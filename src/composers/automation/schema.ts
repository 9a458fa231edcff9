import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export interface AutomationConfig {
  type: string;
  schedule: { frequency: "daily" | "weekly" | "monthly"; timeOfDay: string };
  preferences: { tone: "professional" | "casual" | "creative"; platforms: string[]; budget: number };
}

export const automationJobs = sqliteTable("automation_jobs", {
  id: id(),
  name: text("name").notNull(),
  /** marketing_schedule | radio_outreach | sync_licensing | grant_search | content_calendar */
  type: text("type").notNull(),
  /** active | paused | completed | failed */
  status: text("status").notNull().default("active"),
  runCount: integer("run_count").notNull().default(0),
  successCount: integer("success_count").notNull().default(0),
  config: text("config", { mode: "json" }).$type<AutomationConfig>().notNull(),
  /** when the scheduler runs it next (ISO, computed from frequency and local timeOfDay) */
  nextRunAt: text("next_run_at"),
  lastRunAt: text("last_run_at"),
  /** one sentence saying what the last run did */
  lastResult: text("last_result"),
  lastError: text("last_error"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per execution: what it did or why it failed. */
export const automationRuns = sqliteTable(
  "automation_runs",
  {
    id: id(),
    jobId: integer("job_id")
      .notNull()
      .references(() => automationJobs.id, { onDelete: "cascade" }),
    /** schedule | manual | catch_up */
    trigger: text("trigger").notNull(),
    /** success | failed */
    status: text("status").notNull(),
    summary: text("summary"),
    error: text("error"),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at").notNull(),
  },
  (t) => [index("automation_runs_job_idx").on(t.jobId)],
);

export const automationCampaigns = sqliteTable("automation_campaigns", {
  id: id(),
  jobId: integer("job_id").references(() => automationJobs.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  /** the automation type that produced it */
  type: text("type").notNull(),
  /** active | draft | completed */
  status: text("status").notNull().default("active"),
  aiGenerated: integer("ai_generated", { mode: "boolean" }).notNull().default(false),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const automationTasks = sqliteTable(
  "automation_tasks",
  {
    id: id(),
    jobId: integer("job_id").references(() => automationJobs.id, { onDelete: "set null" }),
    campaignId: integer("campaign_id").references(() => automationCampaigns.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** social_post | content_piece | radio_outreach | ... */
    type: text("type").notNull(),
    /** scheduled | completed | cancelled */
    status: text("status").notNull().default("scheduled"),
    scheduledFor: text("scheduled_for").notNull(),
    platform: text("platform"),
    description: text("description"),
    aiGenerated: integer("ai_generated", { mode: "boolean" }).notNull().default(false),
    /** stops a re-run creating the same task twice (e.g. "radio:4") */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("automation_tasks_sched_idx").on(t.status, t.scheduledFor),
    index("automation_tasks_dedupe_idx").on(t.dedupeKey),
  ],
);

export type AutomationJob = typeof automationJobs.$inferSelect;
export type AutomationCampaign = typeof automationCampaigns.$inferSelect;
export type AutomationTask = typeof automationTasks.$inferSelect;
