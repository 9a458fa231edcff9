import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import {
  actionItemAnswer,
  licensingSearchAnswer,
  opportunityAnswer,
  songAnswer,
  submissionAnswer,
  supervisorAnswer,
  syncCampaignAnswer,
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
  new Elysia({ prefix: "/api" })
    .get("/songs", ({ query, request, set }) => sendArrayPage({ request, set }, svc.listSongs(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(songAnswer), 422),
    })
    .post("/songs", ({ body, status }) => status(201, svc.createSong(db, body)), {
      body: createSongBody,
      response: created(songAnswer, 422),
    })
    .get("/songs/:id", ({ params }) => svc.getSong(db, params.id), {
      params: idParams,
      response: ok(songAnswer, 404, 422),
    })
    .put("/songs/:id", ({ params, body }) => svc.updateSong(db, params.id, body), {
      params: idParams,
      body: updateSongBody,
      response: ok(songAnswer, 404, 422),
    })
    .delete("/songs/:id", ({ params }) => svc.deleteSong(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/action-items",
      ({ query, request, set }) => sendArrayPage({ request, set }, svc.listActionItems(db), query),
      { query: pageOnlyQuery, response: ok(t.Array(actionItemAnswer), 422) },
    )
    .post("/action-items", ({ body, status }) => status(201, svc.createActionItem(db, body)), {
      body: createActionItemBody,
      response: created(actionItemAnswer, 422),
    })
    .put("/action-items/:id", ({ params, body }) => svc.updateActionItem(db, params.id, body), {
      params: idParams,
      body: updateActionItemBody,
      response: ok(actionItemAnswer, 404, 422),
    })
    .delete("/action-items/:id", ({ params }) => svc.deleteActionItem(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/music-supervisors",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, svc.listSupervisorsPage(db, filters, page), page);
      },
      { query: supervisorsQuery, response: ok(t.Array(supervisorAnswer), 422) },
    )
    .post("/music-supervisors", ({ body, status }) => status(201, svc.createSupervisor(db, body)), {
      body: createSupervisorBody,
      response: created(supervisorAnswer, 409, 422),
    })
    .put("/music-supervisors/:id", ({ params, body }) => svc.updateSupervisor(db, params.id, body), {
      params: idParams,
      body: updateSupervisorBody,
      response: ok(supervisorAnswer, 404, 409, 422),
    })
    .delete("/music-supervisors/:id", ({ params }) => svc.deleteSupervisor(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/sync-campaigns",
      ({ query, request, set }) => sendArrayPage({ request, set }, svc.listSyncCampaigns(db), query),
      { query: pageOnlyQuery, response: ok(t.Array(syncCampaignAnswer), 422) },
    )
    .post("/sync-campaigns", ({ body, status }) => status(201, svc.createSyncCampaign(db, body)), {
      body: createSyncCampaignBody,
      response: created(syncCampaignAnswer, 404, 422),
    })
    .put("/sync-campaigns/:id", ({ params, body }) => svc.updateSyncCampaign(db, params.id, body), {
      params: idParams,
      body: updateSyncCampaignBody,
      response: ok(syncCampaignAnswer, 404, 422),
    })
    .delete("/sync-campaigns/:id", ({ params }) => svc.deleteSyncCampaign(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/licensing-opportunities",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, svc.listOpportunitiesPage(db, filters, page), page);
      },
      { query: opportunitiesQuery, response: ok(t.Array(opportunityAnswer), 422) },
    )
    .post("/licensing-opportunities", ({ body, status }) => status(201, svc.createOpportunity(db, body)), {
      body: createOpportunityBody,
      response: created(opportunityAnswer, 422),
    })
    .put("/licensing-opportunities/:id", ({ params, body }) => svc.updateOpportunity(db, params.id, body), {
      params: idParams,
      body: updateOpportunityBody,
      response: ok(opportunityAnswer, 404, 422),
    })
    .delete("/licensing-opportunities/:id", ({ params }) => svc.deleteOpportunity(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/platform-submissions",
      ({ query, request, set }) => {
        const { limit, offset, ...filter } = query;
        return sendArrayPage({ request, set }, svc.listSubmissions(db, filter), { limit, offset });
      },
      { query: submissionsQuery, response: ok(t.Array(submissionAnswer), 422) },
    )
    .post("/platform-submissions", ({ body, status }) => status(201, svc.createSubmission(db, body)), {
      body: createSubmissionBody,
      response: created(submissionAnswer, 404, 409, 422),
    })
    .put("/platform-submissions/:id", ({ params, body }) => svc.updateSubmission(db, params.id, body), {
      params: idParams,
      body: updateSubmissionBody,
      response: ok(submissionAnswer, 404, 409, 422),
    })
    .use(
      new Elysia({ prefix: "/ai" }).post("/search-licensing", ({ body }) => searchLicensing(db, body, llm), {
        body: searchLicensingBody,
        response: ok(licensingSearchAnswer, 422),
      }),
    );
