import { t } from "elysia";
import { answer, rowOf } from "../../lib/common-model";
import { automationCampaigns, automationJobs, automationRuns, automationTasks } from "./schema";
import { integer } from "../../lib/validation";

export const AUTOMATION_TYPES = [
  "marketing_schedule",
  "radio_outreach",
  "sync_licensing",
  "grant_search",
  "content_calendar",
] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];
export const FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export const TONES = ["professional", "casual", "creative"] as const;
export const DEFAULT_TIME_OF_DAY = "09:00";
export const REQUIRED_MESSAGE = "Please provide a job name and select an automation type.";

export const createJobBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 200, error: REQUIRED_MESSAGE }),
  type: t.String({ minLength: 1, maxLength: 50, error: REQUIRED_MESSAGE }),
  config: t.Optional(
    t.Object(
      {
        type: t.Optional(t.String()),
        schedule: t.Optional(
          t.Object(
            {
              frequency: t.Optional(t.String()),
              timeOfDay: t.Optional(
                t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$", error: "Time of day must look like 09:00" }),
              ),
            },
            { additionalProperties: true },
          ),
        ),
        preferences: t.Optional(
          t.Object(
            {
              tone: t.Optional(t.String()),
              platforms: t.Optional(
                t.Array(t.String({ maxLength: 100 }), { maxItems: 20, error: "Platforms must be a list of names" }),
              ),
              budget: t.Optional(
                t.Union([t.Number(), t.String({ maxLength: 50 }), t.Null()], {
                  error: "Budget must be a number of dollars",
                }),
              ),
            },
            { additionalProperties: true },
          ),
        ),
      },
      { additionalProperties: true },
    ),
  ),
});
export type CreateJobInput = typeof createJobBody.static;

export const TASK_STATUS_MESSAGE = 'Status must be "scheduled" or "completed"';
/** PUT /tasks/:id: mark a scheduled task done (or back to scheduled). */
export const taskStatusBody = t.Object({
  status: t.Union([t.Literal("scheduled"), t.Literal("completed")], { error: TASK_STATUS_MESSAGE }),
});
export type TaskStatusInput = typeof taskStatusBody.static;

const jobConfig = answer({
  type: t.String(),
  schedule: answer({ frequency: t.String({ enum: ["daily", "weekly", "monthly"] }), timeOfDay: t.String() }),
  preferences: answer({
    tone: t.String({ enum: ["professional", "casual", "creative"] }),
    platforms: t.Array(t.String()),
    budget: t.Number(),
  }),
});
export const jobAnswer = rowOf(automationJobs, { config: jobConfig }, "An automation job");
export const runAnswer = rowOf(automationRuns, {}, "One run of a job");
export const aiCampaignAnswer = rowOf(automationCampaigns, {}, "Content the automations generated for a goal");
export const scheduledTaskAnswer = rowOf(automationTasks, {}, "A scheduled piece of work (a post, a pitch)");
export const executedAnswer = answer({ job: jobAnswer, run: runAnswer });
export const automationStatsAnswer = answer({
  activeJobs: integer(),
  aiCampaigns: integer(),
  modelWritten: integer({ description: "AI campaigns a language model wrote" }),
  scheduledTasks: integer(),
  totalRuns: integer(),
  successfulRuns: integer(),
  successRate: t.Number({ description: "Percent, one decimal" }),
});
