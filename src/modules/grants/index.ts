import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createGrantBody, grantsQuery, searchGrantsBody, updateGrantBody } from "./model";
import { searchGrants } from "./search";
import { createGrant, deleteGrant, getGrant, listGrants, updateGrant } from "./service";

/** /api/grants plus the grant search at /api/ai/search-grants. */
export const grantsModule = (deps: AppDeps) => {
  const { db } = deps;
  const crud = new Elysia({ prefix: "/grants" })
    .get("/", ({ query }) => listGrants(db, query), { query: grantsQuery })
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
