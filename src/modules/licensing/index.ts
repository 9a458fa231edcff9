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
  updateActionItemBody,
  updateOpportunityBody,
  updateSongBody,
  updateSubmissionBody,
  updateSupervisorBody,
  updateSyncCampaignBody,
} from "./model";
import { searchLicensing } from "./search";
import * as svc from "./service";

/** Sync licensing: songs, action items, supervisors, sync campaigns, opportunities, submissions and the Sunshine search. */
export const licensingModule = ({ db, llm }: AppDeps) =>
  new Elysia({ prefix: "" })
    .get("/songs", () => svc.listSongs(db))
    .post("/songs", ({ body }) => svc.createSong(db, body), { body: createSongBody })
    .get("/songs/:id", ({ params }) => svc.getSong(db, params.id), { params: idParams })
    .put("/songs/:id", ({ params, body }) => svc.updateSong(db, params.id, body), {
      params: idParams,
      body: updateSongBody,
    })
    .delete("/songs/:id", ({ params }) => svc.deleteSong(db, params.id), { params: idParams })
    .get("/action-items", () => svc.listActionItems(db))
    .post("/action-items", ({ body }) => svc.createActionItem(db, body), { body: createActionItemBody })
    .put("/action-items/:id", ({ params, body }) => svc.updateActionItem(db, params.id, body), {
      params: idParams,
      body: updateActionItemBody,
    })
    .delete("/action-items/:id", ({ params }) => svc.deleteActionItem(db, params.id), { params: idParams })
    .get("/music-supervisors", () => svc.listSupervisors(db))
    .post("/music-supervisors", ({ body }) => svc.createSupervisor(db, body), { body: createSupervisorBody })
    .put("/music-supervisors/:id", ({ params, body }) => svc.updateSupervisor(db, params.id, body), {
      params: idParams,
      body: updateSupervisorBody,
    })
    .delete("/music-supervisors/:id", ({ params }) => svc.deleteSupervisor(db, params.id), { params: idParams })
    .get("/sync-campaigns", () => svc.listSyncCampaigns(db))
    .post("/sync-campaigns", ({ body }) => svc.createSyncCampaign(db, body), { body: createSyncCampaignBody })
    .put("/sync-campaigns/:id", ({ params, body }) => svc.updateSyncCampaign(db, params.id, body), {
      params: idParams,
      body: updateSyncCampaignBody,
    })
    .delete("/sync-campaigns/:id", ({ params }) => svc.deleteSyncCampaign(db, params.id), { params: idParams })
    .get("/licensing-opportunities", ({ query }) => svc.listOpportunities(db, query), { query: opportunitiesQuery })
    .post("/licensing-opportunities", ({ body }) => svc.createOpportunity(db, body), { body: createOpportunityBody })
    .put("/licensing-opportunities/:id", ({ params, body }) => svc.updateOpportunity(db, params.id, body), {
      params: idParams,
      body: updateOpportunityBody,
    })
    .delete("/licensing-opportunities/:id", ({ params }) => svc.deleteOpportunity(db, params.id), { params: idParams })
    .get("/platform-submissions", ({ query }) => svc.listSubmissions(db, query), { query: submissionsQuery })
    .post("/platform-submissions", ({ body }) => svc.createSubmission(db, body), { body: createSubmissionBody })
    .put("/platform-submissions/:id", ({ params, body }) => svc.updateSubmission(db, params.id, body), {
      params: idParams,
      body: updateSubmissionBody,
    })
    .use(
      new Elysia({ prefix: "/ai" }).post("/search-licensing", ({ body }) => searchLicensing(db, body, llm), {
        body: searchLicensingBody,
      }),
    );
