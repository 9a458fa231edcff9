import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { idParams } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { createCampaignBody, observationBody } from "./model";
import {
  createCampaign,
  generateResults,
  listCampaigns,
  listResults,
  listVariants,
  recordObservation,
  startCampaign,
  stopCampaign,
} from "./service";

export const abtestingModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/ab-testing" })
    .get("/campaigns", ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(db), query), {
      query: pageOnlyQuery,
    })
    .get("/variants", ({ query, request, set }) => sendArrayPage({ request, set }, listVariants(db), query), {
      query: pageOnlyQuery,
    })
    .get("/results", ({ query, request, set }) => sendArrayPage({ request, set }, listResults(db), query), {
      query: pageOnlyQuery,
    })
    .post("/campaigns", ({ body, set }) => ((set.status = 201), createCampaign(db, body)), { body: createCampaignBody })
    .put("/campaigns/:id/start", ({ params }) => startCampaign(db, params.id), { params: idParams })
    .put("/campaigns/:id/stop", ({ params }) => stopCampaign(db, params.id), { params: idParams })
    .post(
      "/campaigns/:id/observations",
      ({ params, body, set }) => ((set.status = 201), recordObservation(db, params.id, body)),
      {
        params: idParams,
        body: observationBody,
      },
    )
    .post("/campaigns/:id/generate-results", ({ params }) => generateResults(db, params.id), { params: idParams });
