import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { deletedAnswer, idParams, ok } from "../../lib/common-model";
import { contractAnswer, contractSummaryAnswer, generateBody, generatedAnswer, updateDraftBody } from "./model";
import { deleteDraft, generateContract, getContract, listContracts, ensureTemplates, updateDraft } from "./service";

export const contractsModule = ({ db }: AppDeps) => {
  return new Elysia({ prefix: "/api/music-contracts" })
    .onBeforeHandle(() => ensureTemplates(db))
    .get("/", ({ query, request, set }) => sendArrayPage({ request, set }, listContracts(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(contractSummaryAnswer), 422),
    })
    .get("/:id", ({ params }) => getContract(db, params.id), {
      params: idParams,
      response: ok(contractAnswer, 404, 422),
    })
    .post("/:id/generate", ({ params, body }) => generateContract(db, params.id, body?.variables), {
      params: idParams,
      body: generateBody,
      response: ok(generatedAnswer, 404, 409, 422),
    })
    .put("/:id", ({ params, body }) => updateDraft(db, params.id, body), {
      params: idParams,
      body: updateDraftBody,
      response: ok(contractAnswer, 404, 409, 422),
    })
    .delete("/:id", ({ params }) => deleteDraft(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 409, 422),
    });
};
