import { Elysia } from "elysia";
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
    .get("/jobs", () => listJobs(deps.db))
    .get("/campaigns", () => listCampaigns(deps.db))
    .get("/tasks", () => listTasks(deps.db))
    .put("/tasks/:id", ({ params, body }) => setTaskStatus(deps.db, params.id, body), {
      params: idParams,
      body: taskStatusBody,
    })
    .get("/stats", () => automationStats(deps.db))
    .post("/jobs", ({ body, set }) => ((set.status = 201), createJob(deps.db, body)), { body: createJobBody })
    .get("/jobs/:id/runs", ({ params }) => listRuns(deps.db, params.id), { params: idParams })
    .put("/jobs/:id/pause", ({ params }) => pauseJob(deps.db, params.id), { params: idParams })
    .put("/jobs/:id/resume", ({ params }) => resumeJob(deps.db, params.id), { params: idParams })
    .post("/jobs/:id/execute", ({ params }) => executeJob(deps, params.id, "manual"), { params: idParams });
