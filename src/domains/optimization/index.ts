import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { created, idParams, ok } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import {
  analyzedAnswer,
  contentIdParams,
  performanceAnswer,
  performanceBody,
  suggestionAnswer,
  suggestionBody,
  suggestionsAnswer,
} from "./model";
import {
  addPerformance,
  analyzeContent,
  applySuggestion,
  generateSuggestions,
  listPerformance,
  listSuggestions,
  rejectSuggestion,
} from "./service";

export const optimizationModule = (deps: AppDeps) =>
  new Elysia({ prefix: "/api/optimization" })
    .get(
      "/suggestions",
      ({ query, request, set }) => sendArrayPage({ request, set }, listSuggestions(deps.db), query),
      {
        query: pageOnlyQuery,
        response: ok(t.Array(suggestionAnswer), 422),
      },
    )
    .get(
      "/performance",
      ({ query, request, set }) => sendArrayPage({ request, set }, listPerformance(deps.db), query),
      {
        query: pageOnlyQuery,
        response: ok(t.Array(performanceAnswer), 422),
      },
    )
    .post("/suggestions", async ({ body, status }) => status(201, await generateSuggestions(deps, body)), {
      body: suggestionBody,
      response: created(suggestionsAnswer, 422),
    })
    .post("/performance", ({ body, status }) => status(201, addPerformance(deps.db, body)), {
      body: performanceBody,
      response: created(performanceAnswer, 422),
    })
    .put("/suggestions/:id/apply", ({ params }) => applySuggestion(deps.db, params.id), {
      params: idParams,
      response: ok(suggestionAnswer, 404, 409, 422),
    })
    .put("/suggestions/:id/reject", ({ params }) => rejectSuggestion(deps.db, params.id), {
      params: idParams,
      response: ok(suggestionAnswer, 404, 409, 422),
    })
    .post("/analyze/:contentId", ({ params }) => analyzeContent(deps, params.contentId), {
      params: contentIdParams,
      response: ok(analyzedAnswer, 404, 422),
    });
