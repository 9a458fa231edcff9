import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { created, idParams, ok } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import {
  abCampaignAnswer,
  abCampaignRowAnswer,
  abResultAnswer,
  createCampaignBody,
  generatedResultsAnswer,
  observationAnswer,
  observationBody,
  variantAnswer,
} from "./model";
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
  new Elysia({ prefix: "/api/ab-testing" })
    .get("/campaigns", ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(abCampaignAnswer), 422),
    })
    .get("/variants", ({ query, request, set }) => sendArrayPage({ request, set }, listVariants(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(variantAnswer), 422),
    })
    .get("/results", ({ query, request, set }) => sendArrayPage({ request, set }, listResults(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(abResultAnswer), 422),
    })
    .post("/campaigns", ({ body, status }) => status(201, createCampaign(db, body)), {
      body: createCampaignBody,
      response: created(abCampaignAnswer, 422),
    })
    .put("/campaigns/:id/start", ({ params }) => startCampaign(db, params.id), {
      params: idParams,
      response: ok(abCampaignRowAnswer, 404, 409, 422),
    })
    .put("/campaigns/:id/stop", ({ params }) => stopCampaign(db, params.id), {
      params: idParams,
      response: ok(abCampaignRowAnswer, 404, 409, 422),
    })
    .post(
      "/campaigns/:id/observations",
      ({ params, body, status }) => status(201, recordObservation(db, params.id, body)),
      { params: idParams, body: observationBody, response: created(observationAnswer, 404, 409, 422) },
    )
    .post("/campaigns/:id/generate-results", ({ params }) => generateResults(db, params.id), {
      params: idParams,
      response: ok(generatedResultsAnswer, 404, 409, 422),
    });
