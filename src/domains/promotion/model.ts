import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { optNumberish, optStringList, optText } from "../../lib/validation";

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
  audiobookId: t.Optional(t.Numeric({ minimum: 1, error: "audiobookId must be a positive whole number" })),  ...pageQuery,
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
  campaignId: t.Optional(t.Numeric({ minimum: 1, error: "campaignId must be a positive whole number" })),  ...pageQuery,
});
