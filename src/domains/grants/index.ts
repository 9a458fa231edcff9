import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedFlagAnswer, idParams, ok } from "../../lib/common-model";
import {
  createGrantBody,
  grantAnswer,
  grantSearchAnswer,
  grantSummaryAnswer,
  grantSummaryQuery,
  grantsQuery,
  searchGrantsBody,
  updateGrantBody,
} from "./model";
import { pageParams, sendPage } from "../../lib/paging";
import { localDateKey } from "../../shared/dates";
import { searchGrants } from "./search";
import { createGrant, deleteGrant, getGrant, grantSummary, listGrantsPage, updateGrant } from "./service";

/** /api/grants plus the grant search at /api/ai/search-grants. */
export const grantsModule = (deps: AppDeps) => {
  const { db } = deps;
  const crud = new Elysia({ prefix: "/api/grants" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listGrantsPage(db, filters, page), page);
      },
      { query: grantsQuery, response: ok(t.Array(grantAnswer), 422) },
    )
    .get("/summary", ({ query }) => grantSummary(db, query.today ?? localDateKey(new Date())), {
      query: grantSummaryQuery,
      response: ok(grantSummaryAnswer, 422),
    })
    .post("/", ({ body, status }) => status(201, createGrant(db, body)), {
      body: createGrantBody,
      response: created(grantAnswer, 409, 422),
    })
    .get("/:id", ({ params }) => getGrant(db, params.id), { params: idParams, response: ok(grantAnswer, 404, 422) })
    .put("/:id", ({ params, body }) => updateGrant(db, params.id, body), {
      params: idParams,
      body: updateGrantBody,
      response: ok(grantAnswer, 404, 409, 422),
    })
    .delete("/:id", ({ params }) => deleteGrant(db, params.id), {
      params: idParams,
      response: ok(deletedFlagAnswer, 404, 422),
    });
  const ai = new Elysia({ prefix: "/api/ai" }).post(
    "/search-grants",
    async ({ body }) => ({ grants: await searchGrants(deps, body) }),
    { body: searchGrantsBody, response: ok(grantSearchAnswer, 422) },
  );
  return new Elysia().use(crud).use(ai);
};
