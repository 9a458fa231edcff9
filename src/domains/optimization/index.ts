import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import { idParams } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { contentIdParams, performanceBody, suggestionBody } from "./model";
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
  new Elysia({ prefix: "/optimization" })
    .get("/suggestions", ({ query, request, set }) => sendArrayPage({ request, set }, listSuggestions(deps.db), query), {
      query: pageOnlyQuery,
    })
    .get("/performance", ({ query, request, set }) => sendArrayPage({ request, set }, listPerformance(deps.db), query), {
      query: pageOnlyQuery,
    })
    .post(
      "/suggestions",
      async ({ body, set }) => {
        const result = await generateSuggestions(deps, body);
        set.status = 201;
        return result;
      },
      { body: suggestionBody },
    )
    .post("/performance", ({ body, set }) => ((set.status = 201), addPerformance(deps.db, body)), {
      body: performanceBody,
    })
    .put("/suggestions/:id/apply", ({ params }) => applySuggestion(deps.db, params.id), { params: idParams })
    .put("/suggestions/:id/reject", ({ params }) => rejectSuggestion(deps.db, params.id), { params: idParams })
    .post("/analyze/:contentId", ({ params }) => analyzeContent(deps, params.contentId), { params: contentIdParams });
