import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";
import { audiobooks } from "../audiobooks/schema";

export const promotionalCampaigns = sqliteTable(
  "promotional_campaigns",
  {
    id: id(),
    audiobookId: integer("audiobook_id")
      .notNull()
      .references(() => audiobooks.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** launch | awareness | sales_boost | series_promotion | seasonal | collaboration */
    objective: text("objective").notNull(),
    targetAudience: text("target_audience"),
    /** numeric string with 2 decimals, or null */
    budget: text("budget"),
    description: text("description"),
    startDate: text("start_date"),
    endDate: text("end_date"),
    /** platform names from the catalogue, or null */
    channels: text("channels", { mode: "json" }).$type<string[] | null>(),
    /** active | planning | completed (others shown with a fallback look) */
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("promotional_campaigns_book_idx").on(t.audiobookId)],
);

export const promotionalActivities = sqliteTable(
  "promotional_activities",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => promotionalCampaigns.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** social_post | email_blast | podcast_guest | blog_post | press_release | influencer_outreach | community_event | fan_kit_launch | review_campaign */
    type: text("type").notNull(),
    channel: text("channel").notNull(),
    description: text("description"),
    content: text("content"),
    scheduledDate: text("scheduled_date"),
    /** numeric string with 2 decimals, or null */
    budget: text("budget"),
    /** completed | in_progress | planned | other */
    status: text("status").notNull().default("planned"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("promotional_activities_campaign_idx").on(t.campaignId)],
);

export type PromotionalCampaign = typeof promotionalCampaigns.$inferSelect;
export type PromotionalActivity = typeof promotionalActivities.$inferSelect;
