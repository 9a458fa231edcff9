import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { generateBody, updateDraftBody } from "./model";
import { deleteDraft, generateContract, getContract, listContracts, ensureTemplates, updateDraft } from "./service";

export const contractsModule = ({ db }: AppDeps) => {
  return new Elysia({ prefix: "/music-contracts" })
    .onBeforeHandle(() => ensureTemplates(db))
    .get("/", ({ query, request, set }) => sendArrayPage({ request, set }, listContracts(db), query), {
      query: pageOnlyQuery,
    })
    .get("/:id", ({ params }) => getContract(db, params.id), { params: idParams })
    .post("/:id/generate", ({ params, body }) => generateContract(db, params.id, body?.variables), {
      params: idParams,
      body: generateBody,
    })
    .put("/:id", ({ params, body }) => updateDraft(db, params.id, body), { params: idParams, body: updateDraftBody })
    .delete("/:id", ({ params }) => deleteDraft(db, params.id), { params: idParams });
};
