import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createGrantBody, grantSummaryQuery, grantsQuery, searchGrantsBody, updateGrantBody } from "./model";
import { pageParams, sendPage } from "../../lib/paging";
import { localDateKey } from "../../shared/dates";
import { searchGrants } from "./search";
import { createGrant, deleteGrant, getGrant, grantSummary, listGrantsPage, updateGrant } from "./service";

/** /api/grants plus the grant search at /api/ai/search-grants. */
export const grantsModule = (deps: AppDeps) => {
  const { db } = deps;
  const crud = new Elysia({ prefix: "/grants" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listGrantsPage(db, filters, page), page);
      },
      { query: grantsQuery },
    )
    .get("/summary", ({ query }) => grantSummary(db, query.today ?? localDateKey(new Date())), {
      query: grantSummaryQuery,
    })
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createGrant(db, body);
      },
      { body: createGrantBody },
    )
    .get("/:id", ({ params }) => getGrant(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateGrant(db, params.id, body), { params: idParams, body: updateGrantBody })
    .delete("/:id", ({ params }) => deleteGrant(db, params.id), { params: idParams });
  const ai = new Elysia({ prefix: "/ai" }).post(
    "/search-grants",
    async ({ body }) => ({ grants: await searchGrants(deps, body) }),
    { body: searchGrantsBody },
  );
  return new Elysia().use(crud).use(ai);
};
