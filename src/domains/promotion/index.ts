import { Elysia, t } from "elysia";
import { sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import { ACTIVITY_CHANNELS, CAMPAIGN_OBJECTIVES, PLATFORM_CATEGORIES } from "../../shared/promotion-catalog";
import {
  analyticsAnswer,
  catalogAnswer,
  promotionActivityAnswer,
  promotionCampaignAnswer,
  activitiesQuery,
  campaignsQuery,
  createActivityBody,
  createCampaignBody,
  updateActivityBody,
  updateCampaignBody,
} from "./model";
import { createCampaign, deleteCampaign, getCampaign, listCampaigns, updateCampaign } from "./campaigns";
import { createActivity, deleteActivity, listActivities, updateActivity } from "./activities";
import { promotionAnalytics } from "./analytics";

/** The Audiobook Promotion Hub: campaigns, their activities, the platform catalogue and analytics. */
export const promotionModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api" })
    .group("/audiobook-promotional-campaigns", (g) =>
      g
        .get(
          "",
          ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(db, query.audiobookId), query),
          { query: campaignsQuery, response: ok(t.Array(promotionCampaignAnswer), 422) },
        )
        .get(
          "/catalog",
          () => ({
            categories: PLATFORM_CATEGORIES,
            objectives: CAMPAIGN_OBJECTIVES,
            activityChannels: ACTIVITY_CHANNELS,
          }),
          { response: ok(catalogAnswer) },
        )
        .get("/analytics", ({ query }) => promotionAnalytics(db, query.audiobookId), {
          query: campaignsQuery,
          response: ok(analyticsAnswer, 422),
        })
        .post("", ({ body, status }) => status(201, createCampaign(db, body)), {
          body: createCampaignBody,
          response: created(promotionCampaignAnswer, 404, 422),
        })
        .get("/:id", ({ params }) => getCampaign(db, params.id), {
          params: idParams,
          response: ok(promotionCampaignAnswer, 404, 422),
        })
        .put("/:id", ({ params, body }) => updateCampaign(db, params.id, body), {
          params: idParams,
          body: updateCampaignBody,
          response: ok(promotionCampaignAnswer, 404, 422),
        })
        .delete("/:id", ({ params }) => deleteCampaign(db, params.id), {
          params: idParams,
          response: ok(deletedAnswer, 404, 422),
        }),
    )
    .group("/audiobook-promotional-activities", (g) =>
      g
        .get(
          "",
          ({ query, request, set }) => sendArrayPage({ request, set }, listActivities(db, query.campaignId), query),
          { query: activitiesQuery, response: ok(t.Array(promotionActivityAnswer), 422) },
        )
        .post("", ({ body, status }) => status(201, createActivity(db, body)), {
          body: createActivityBody,
          response: created(promotionActivityAnswer, 404, 422),
        })
        .put("/:id", ({ params, body }) => updateActivity(db, params.id, body), {
          params: idParams,
          body: updateActivityBody,
          response: ok(promotionActivityAnswer, 404, 422),
        })
        .delete("/:id", ({ params }) => deleteActivity(db, params.id), {
          params: idParams,
          response: ok(deletedAnswer, 404, 422),
        }),
    );
