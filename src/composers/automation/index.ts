import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { idParams } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { createJobBody, taskStatusBody } from "./model";
import {
  automationStats,
  createJob,
  executeJob,
  listCampaigns,
  listJobs,
  listRuns,
  listTasks,
  pauseJob,
  resumeJob,
  setTaskStatus,
} from "./service";

export const automationModule = (deps: AppDeps) =>
  new Elysia({ prefix: "/automation" })
    .get("/jobs", ({ query, request, set }) => sendArrayPage({ request, set }, listJobs(deps.db), query), {
      query: pageOnlyQuery,
    })
    .get("/campaigns", ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(deps.db), query), {
      query: pageOnlyQuery,
    })
    .get("/tasks", ({ query, request, set }) => sendArrayPage({ request, set }, listTasks(deps.db), query), {
      query: pageOnlyQuery,
    })
    .put("/tasks/:id", ({ params, body }) => setTaskStatus(deps.db, params.id, body), {
      params: idParams,
      body: taskStatusBody,
    })
    .get("/stats", () => automationStats(deps.db))
    .post("/jobs", ({ body, set }) => ((set.status = 201), createJob(deps.db, body)), { body: createJobBody })
    .get(
      "/jobs/:id/runs",
      ({ params, query, request, set }) => sendArrayPage({ request, set }, listRuns(deps.db, params.id), query),
      { params: idParams, query: pageOnlyQuery },
    )
    .put("/jobs/:id/pause", ({ params }) => pauseJob(deps.db, params.id), { params: idParams })
    .put("/jobs/:id/resume", ({ params }) => resumeJob(deps.db, params.id), { params: idParams })
    .post("/jobs/:id/execute", ({ params }) => executeJob(deps, params.id, "manual"), { params: idParams });
