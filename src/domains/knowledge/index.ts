import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import { createDocBody, docAnswer, docCountsAnswer, docListItemAnswer, listDocsQuery, updateDocBody } from "./model";
import { createDoc, deleteDoc, docCounts, getDoc, listDocsPage, ensureSamples, updateDoc } from "./service";
import { pageParams, sendPage } from "../../lib/paging";

export const knowledgeModule = ({ db, owner }: AppDeps) => {
  return new Elysia({ prefix: "/api/knowledge-docs" })
    .onBeforeHandle(() => ensureSamples(db))
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listDocsPage(db, filters, page), page);
      },
      { query: listDocsQuery, response: ok(t.Array(docListItemAnswer), 422) },
    )
    .get("/summary", () => docCounts(db), { response: ok(docCountsAnswer) })
    .post("/", ({ body, status }) => status(201, createDoc(db, body, owner.id)), {
      body: createDocBody,
      response: created(docAnswer, 422),
    })
    .get("/:id", ({ params }) => getDoc(db, params.id), { params: idParams, response: ok(docAnswer, 404, 422) })
    .put("/:id", ({ params, body }) => updateDoc(db, params.id, body), {
      params: idParams,
      body: updateDocBody,
      response: ok(docAnswer, 404, 422),
    })
    .delete("/:id", ({ params }) => deleteDoc(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    });
};
