import { Elysia } from "elysia";
import { sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { ACTIVITY_CHANNELS, CAMPAIGN_OBJECTIVES, PLATFORM_CATEGORIES } from "../../shared/promotion-catalog";
import {
  activitiesQuery,
  campaignsQuery,
  createActivityBody,
  createCampaignBody,
  updateActivityBody,
  updateCampaignBody,
} from "./model";
import {
  createActivity,
  createCampaign,
  deleteActivity,
  deleteCampaign,
  getCampaign,
  listActivities,
  listCampaigns,
  promotionAnalytics,
  updateActivity,
  updateCampaign,
} from "./service";

/** The Audiobook Promotion Hub: campaigns, their activities, the platform catalogue and analytics. */
export const promotionModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "" })
    .group("/audiobook-promotional-campaigns", (g) =>
      g
        .get(
          "",
          ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(db, query.audiobookId), query),
          { query: campaignsQuery },
        )
        .get("/catalog", () => ({
          categories: PLATFORM_CATEGORIES,
          objectives: CAMPAIGN_OBJECTIVES,
          activityChannels: ACTIVITY_CHANNELS,
        }))
        .get("/analytics", ({ query }) => promotionAnalytics(db, query.audiobookId), { query: campaignsQuery })
        .post("", ({ body, set }) => ((set.status = 201), createCampaign(db, body)), { body: createCampaignBody })
        .get("/:id", ({ params }) => getCampaign(db, params.id), { params: idParams })
        .put("/:id", ({ params, body }) => updateCampaign(db, params.id, body), {
          params: idParams,
          body: updateCampaignBody,
        })
        .delete("/:id", ({ params }) => deleteCampaign(db, params.id), { params: idParams }),
    )
    .group("/audiobook-promotional-activities", (g) =>
      g
        .get(
          "",
          ({ query, request, set }) => sendArrayPage({ request, set }, listActivities(db, query.campaignId), query),
          { query: activitiesQuery },
        )
        .post("", ({ body, set }) => ((set.status = 201), createActivity(db, body)), { body: createActivityBody })
        .put("/:id", ({ params, body }) => updateActivity(db, params.id, body), {
          params: idParams,
          body: updateActivityBody,
        })
        .delete("/:id", ({ params }) => deleteActivity(db, params.id), { params: idParams }),
    );
