import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, rowOf, typed } from "../../lib/common-model";
import type { ACTIVITY_CHANNELS, CAMPAIGN_OBJECTIVES, PLATFORM_CATEGORIES } from "../../shared/promotion-catalog";
import { promotionalActivities, promotionalCampaigns } from "./schema";
import type { PromotionAnalytics } from "./analytics";
import { optNumberish, optStringList, optText, integer } from "../../lib/validation";

export const createCampaignBody = t.Object({
  audiobookId: t.Number({ minimum: 1, error: "Select an audiobook for this campaign" }),
  name: t.String({ minLength: 1, maxLength: 200, error: "Campaign name is required" }),
  objective: t.String({ minLength: 1, maxLength: 40, error: "Objective is required" }),
  targetAudience: optText(300),
  budget: optNumberish(),
  description: optText(),
  startDate: optText(40),
  endDate: optText(40),
  channels: optStringList(),
});

export const updateCampaignBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200, error: "Campaign name cannot be empty" })),
  objective: t.Optional(t.String({ minLength: 1, maxLength: 40, error: "Objective cannot be empty" })),
  targetAudience: optText(300),
  budget: optNumberish(),
  description: optText(),
  startDate: optText(40),
  endDate: optText(40),
  channels: optStringList(),
  status: t.Optional(t.String({ minLength: 1, maxLength: 20, error: "Status cannot be empty" })),
});

export const campaignsQuery = t.Object({
  audiobookId: t.Optional(t.Numeric({ minimum: 1, error: "audiobookId must be a positive whole number" })),
  ...pageQuery,
});

export const createActivityBody = t.Object({
  campaignId: t.Number({ minimum: 1, error: "Select a campaign for this activity" }),
  title: t.String({ minLength: 1, maxLength: 200, error: "Activity title is required" }),
  type: t.String({ minLength: 1, maxLength: 40, error: "Activity type is required" }),
  channel: t.String({ minLength: 1, maxLength: 100, error: "Channel is required" }),
  description: optText(),
  content: optText(20_000),
  scheduledDate: optText(40),
  budget: optNumberish(),
});

export const updateActivityBody = t.Object({
  title: t.Optional(t.String({ minLength: 1, maxLength: 200, error: "Activity title cannot be empty" })),
  type: t.Optional(t.String({ minLength: 1, maxLength: 40 })),
  channel: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
  description: optText(),
  content: optText(20_000),
  scheduledDate: optText(40),
  budget: optNumberish(),
  status: t.Optional(t.String({ minLength: 1, maxLength: 20, error: "Status cannot be empty" })),
});

export const activitiesQuery = t.Object({
  campaignId: t.Optional(t.Numeric({ minimum: 1, error: "campaignId must be a positive whole number" })),
  ...pageQuery,
});

export const promotionCampaignAnswer = rowOf(
  promotionalCampaigns,
  { channels: t.Nullable(t.Array(t.String())) },
  "A promotion campaign for one audiobook",
);
export const promotionActivityAnswer = rowOf(promotionalActivities, {}, "One activity of a promotion campaign");
export const catalogAnswer = typed<{
  categories: typeof PLATFORM_CATEGORIES;
  objectives: typeof CAMPAIGN_OBJECTIVES;
  activityChannels: typeof ACTIVITY_CHANNELS;
}>(
  answer({
    categories: t.Array(
      answer({ name: t.String(), platforms: t.Array(answer({ name: t.String(), description: t.String() })) }),
    ),
    objectives: t.Array(answer({ value: t.String(), label: t.String() })),
    activityChannels: t.Record(t.String(), t.Array(t.String()), {
      description: "Suggested channels per activity type",
    }),
  }),
);
export const analyticsAnswer = typed<PromotionAnalytics>(
  answer({
    activeCampaigns: integer(),
    totalActivities: integer(),
    totalBudget: t.String({ description: "Sum of campaign budgets, 2 decimals" }),
    platformReach: integer({ description: "Distinct channels over campaigns and activities" }),
    budgetByChannel: t.Array(answer({ channel: t.String(), budget: t.Number() })),
  }),
);
