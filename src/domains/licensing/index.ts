import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import {
  createActionItemBody,
  createOpportunityBody,
  createSongBody,
  createSubmissionBody,
  createSupervisorBody,
  createSyncCampaignBody,
  opportunitiesQuery,
  searchLicensingBody,
  submissionsQuery,
  supervisorsQuery,
  updateActionItemBody,
  updateOpportunityBody,
  updateSongBody,
  updateSubmissionBody,
  updateSupervisorBody,
  updateSyncCampaignBody,
} from "./model";
import { searchLicensing } from "./search";
import * as svc from "./service";
import { pageOnlyQuery, pageParams, sendArrayPage, sendPage } from "../../lib/paging";

/** Sync licensing: songs, action items, supervisors, sync campaigns, opportunities, submissions and the Sunshine search. */
export const licensingModule = ({ db, llm }: AppDeps) =>
  new Elysia({ prefix: "" })
    .get("/songs", ({ query, request, set }) => sendArrayPage({ request, set }, svc.listSongs(db), query), {
      query: pageOnlyQuery,
    })
    .post("/songs", ({ body, set }) => ((set.status = 201), svc.createSong(db, body)), { body: createSongBody })
    .get("/songs/:id", ({ params }) => svc.getSong(db, params.id), { params: idParams })
    .put("/songs/:id", ({ params, body }) => svc.updateSong(db, params.id, body), {
      params: idParams,
      body: updateSongBody,
    })
    .delete("/songs/:id", ({ params }) => svc.deleteSong(db, params.id), { params: idParams })
    .get(
      "/action-items",
      ({ query, request, set }) => sendArrayPage({ request, set }, svc.listActionItems(db), query),
      { query: pageOnlyQuery },
    )
    .post("/action-items", ({ body, set }) => ((set.status = 201), svc.createActionItem(db, body)), {
      body: createActionItemBody,
    })
    .put("/action-items/:id", ({ params, body }) => svc.updateActionItem(db, params.id, body), {
      params: idParams,
      body: updateActionItemBody,
    })
    .delete("/action-items/:id", ({ params }) => svc.deleteActionItem(db, params.id), { params: idParams })
    .get(
      "/music-supervisors",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, svc.listSupervisorsPage(db, filters, page), page);
      },
      { query: supervisorsQuery },
    )
    .post("/music-supervisors", ({ body, set }) => ((set.status = 201), svc.createSupervisor(db, body)), {
      body: createSupervisorBody,
    })
    .put("/music-supervisors/:id", ({ params, body }) => svc.updateSupervisor(db, params.id, body), {
      params: idParams,
      body: updateSupervisorBody,
    })
    .delete("/music-supervisors/:id", ({ params }) => svc.deleteSupervisor(db, params.id), { params: idParams })
    .get(
      "/sync-campaigns",
      ({ query, request, set }) => sendArrayPage({ request, set }, svc.listSyncCampaigns(db), query),
      { query: pageOnlyQuery },
    )
    .post("/sync-campaigns", ({ body, set }) => ((set.status = 201), svc.createSyncCampaign(db, body)), {
      body: createSyncCampaignBody,
    })
    .put("/sync-campaigns/:id", ({ params, body }) => svc.updateSyncCampaign(db, params.id, body), {
      params: idParams,
      body: updateSyncCampaignBody,
    })
    .delete("/sync-campaigns/:id", ({ params }) => svc.deleteSyncCampaign(db, params.id), { params: idParams })
    .get(
      "/licensing-opportunities",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, svc.listOpportunitiesPage(db, filters, page), page);
      },
      { query: opportunitiesQuery },
    )
    .post("/licensing-opportunities", ({ body, set }) => ((set.status = 201), svc.createOpportunity(db, body)), {
      body: createOpportunityBody,
    })
    .put("/licensing-opportunities/:id", ({ params, body }) => svc.updateOpportunity(db, params.id, body), {
      params: idParams,
      body: updateOpportunityBody,
    })
    .delete("/licensing-opportunities/:id", ({ params }) => svc.deleteOpportunity(db, params.id), { params: idParams })
    .get(
      "/platform-submissions",
      ({ query, request, set }) => {
        const { limit, offset, ...filter } = query;
        return sendArrayPage({ request, set }, svc.listSubmissions(db, filter), { limit, offset });
      },
      { query: submissionsQuery },
    )
    .post("/platform-submissions", ({ body, set }) => ((set.status = 201), svc.createSubmission(db, body)), {
      body: createSubmissionBody,
    })
    .put("/platform-submissions/:id", ({ params, body }) => svc.updateSubmission(db, params.id, body), {
      params: idParams,
      body: updateSubmissionBody,
    })
    .use(
      new Elysia({ prefix: "/ai" }).post("/search-licensing", ({ body }) => searchLicensing(db, body, llm), {
        body: searchLicensingBody,
      }),
    );
