import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { created, idParams, ok } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import {
  aiCampaignAnswer,
  automationStatsAnswer,
  createJobBody,
  executedAnswer,
  jobAnswer,
  runAnswer,
  scheduledTaskAnswer,
  taskStatusBody,
} from "./model";
import { automationStats, listCampaigns, listJobs, listRuns, listTasks, setTaskStatus } from "./lists";
import { createJob, pauseJob, resumeJob } from "./job-setup";
import { executeJob } from "./runner";

export const automationModule = (deps: AppDeps) =>
  new Elysia({ prefix: "/api/automation" })
    .get("/jobs", ({ query, request, set }) => sendArrayPage({ request, set }, listJobs(deps.db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(jobAnswer), 422),
    })
    .get("/campaigns", ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(deps.db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(aiCampaignAnswer), 422),
    })
    .get("/tasks", ({ query, request, set }) => sendArrayPage({ request, set }, listTasks(deps.db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(scheduledTaskAnswer), 422),
    })
    .put("/tasks/:id", ({ params, body }) => setTaskStatus(deps.db, params.id, body), {
      params: idParams,
      body: taskStatusBody,
      response: ok(scheduledTaskAnswer, 404, 422),
    })
    .get("/stats", () => automationStats(deps.db), { response: ok(automationStatsAnswer) })
    .post("/jobs", ({ body, status }) => status(201, createJob(deps.db, body)), {
      body: createJobBody,
      response: created(jobAnswer, 422),
    })
    .get(
      "/jobs/:id/runs",
      ({ params, query, request, set }) => sendArrayPage({ request, set }, listRuns(deps.db, params.id), query),
      { params: idParams, query: pageOnlyQuery, response: ok(t.Array(runAnswer), 404, 422) },
    )
    .put("/jobs/:id/pause", ({ params }) => pauseJob(deps.db, params.id), {
      params: idParams,
      response: ok(jobAnswer, 404, 409, 422),
    })
    .put("/jobs/:id/resume", ({ params }) => resumeJob(deps.db, params.id), {
      params: idParams,
      response: ok(jobAnswer, 404, 409, 422),
    })
    .post("/jobs/:id/execute", ({ params }) => executeJob(deps, params.id, "manual"), {
      params: idParams,
      response: ok(executedAnswer, 404, 409, 422),
    });
