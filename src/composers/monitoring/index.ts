import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { created, idParams, ok } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { alertAnswer, createMetricBody, metricAnswer, metricDeletedAnswer, thresholdBody } from "./model";
import { clearAlert, createMetric, deleteMetric, listAlerts, listMetrics, setThreshold } from "./service";

export const monitoringModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/monitoring" })
    .get("/metrics", ({ query, request, set }) => sendArrayPage({ request, set }, listMetrics(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(metricAnswer), 422),
    })
    .get("/alerts", ({ query, request, set }) => sendArrayPage({ request, set }, listAlerts(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(alertAnswer), 422),
    })
    .post("/metrics", ({ body, status }) => status(201, createMetric(db, body)), {
      body: createMetricBody,
      response: created(metricAnswer, 409, 422),
    })
    .put("/metrics/:id/alert", ({ params, body }) => setThreshold(db, params.id, body.threshold), {
      params: idParams,
      body: thresholdBody,
      response: ok(metricAnswer, 404, 422),
    })
    .post("/metrics/:id/clear-alert", ({ params }) => clearAlert(db, params.id), {
      params: idParams,
      response: ok(metricAnswer, 404, 422),
    })
    .delete("/metrics/:id", ({ params }) => deleteMetric(db, params.id), {
      params: idParams,
      response: ok(metricDeletedAnswer, 404, 422),
    });
