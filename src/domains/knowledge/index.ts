import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createDocBody, listDocsQuery, updateDocBody } from "./model";
import { createDoc, deleteDoc, docCounts, getDoc, listDocsPage, ensureSamples, updateDoc } from "./service";
import { pageParams, sendPage } from "../../lib/paging";

export const knowledgeModule = ({ db, owner }: AppDeps) => {
  return new Elysia({ prefix: "/knowledge-docs" })
    .onBeforeHandle(() => ensureSamples(db))
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listDocsPage(db, filters, page), page);
      },
      { query: listDocsQuery },
    )
    .get("/summary", () => docCounts(db))
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createDoc(db, body, owner.id);
      },
      { body: createDocBody },
    )
    .get("/:id", ({ params }) => getDoc(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateDoc(db, params.id, body), { params: idParams, body: updateDocBody })
    .delete("/:id", ({ params }) => deleteDoc(db, params.id), { params: idParams });
};
