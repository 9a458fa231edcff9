import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const RECIPIENT_TYPES = ["radio", "licensing", "custom"] as const;
export const CAMPAIGN_STATUSES = ["draft", "sending", "sent", "completed"] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const emailCampaigns = sqliteTable("email_campaigns", {
  id: id(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  template: text("template").notNull(),
  /** radio | licensing | custom */
  recipientType: text("recipient_type").$type<RecipientType>().notNull().default("radio"),
  /** custom recipients as typed on the form: "Name <a@b.c>" or "a@b.c" */
  customRecipients: text("custom_recipients", { mode: "json" }).$type<string[]>().notNull().default([]),
  /** draft | sending | sent | completed */
  status: text("status").$type<CampaignStatus>().notNull().default("draft"),
  sentCount: integer("sent_count").notNull().default(0),
  failedCount: integer("failed_count").notNull().default(0),
  totalRecipients: integer("total_recipients").notNull().default(0),
  startedAt: text("started_at"),
  finishedAt: text("finished_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type EmailCampaign = typeof emailCampaigns.$inferSelect;

/** One row per recipient of a sent campaign: what was sent, to whom, and what went wrong. */
export const emailDeliveries = sqliteTable(
  "email_deliveries",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    /** merge values for this recipient */
    fields: text("fields", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /** pending | sent | failed */
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    error: text("error"),
    messageId: text("message_id"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("email_deliveries_campaign_idx").on(t.campaignId)],
);
export type EmailDelivery = typeof emailDeliveries.$inferSelect;
