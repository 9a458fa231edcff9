import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { idParams } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { createMetricBody, thresholdBody } from "./model";
import { clearAlert, createMetric, deleteMetric, listAlerts, listMetrics, setThreshold } from "./service";

export const monitoringModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/monitoring" })
    .get("/metrics", ({ query, request, set }) => sendArrayPage({ request, set }, listMetrics(db), query), {
      query: pageOnlyQuery,
    })
    .get("/alerts", ({ query, request, set }) => sendArrayPage({ request, set }, listAlerts(db), query), {
      query: pageOnlyQuery,
    })
    .post("/metrics", ({ body, set }) => ((set.status = 201), createMetric(db, body)), { body: createMetricBody })
    .put("/metrics/:id/alert", ({ params, body }) => setThreshold(db, params.id, body.threshold), {
      params: idParams,
      body: thresholdBody,
    })
    .post("/metrics/:id/clear-alert", ({ params }) => clearAlert(db, params.id), { params: idParams })
    .delete("/metrics/:id", ({ params }) => deleteMetric(db, params.id), { params: idParams });
