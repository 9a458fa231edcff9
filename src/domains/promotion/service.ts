import { emit } from "../../lib/events";
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, isoDate, money, oneOf, invalid } from "../../lib/validation";
import { findPromotedBook } from "./books";
import {
  ACTIVITY_CHANNELS,
  ACTIVITY_TYPES,
  OBJECTIVE_VALUES,
  PLATFORM_NAMES,
  activityTypeLabel,
  objectiveLabel,
  type ActivityType,
} from "../../shared/promotion-catalog";
import {
  promotionalActivities,
  promotionalCampaigns,
  type PromotionalActivity,
  type PromotionalCampaign,
} from "./schema";

export const CAMPAIGN_STATUSES = ["active", "planning", "paused", "completed"] as const;
export const ACTIVITY_STATUSES = ["planned", "in_progress", "completed", "cancelled"] as const;

export interface CampaignInput {
  audiobookId?: number;
  name?: string;
  objective?: string;
  targetAudience?: string | null;
  budget?: number | string | null;
  description?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  channels?: string[] | null;
  status?: string;
}

function requireText(v: string | undefined, label: string, field?: string) {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}

function cleanChannels(v: string[] | null | undefined): string[] | null {
  const list = cleanList(v);
  const unknown = list.filter((c) => !PLATFORM_NAMES.includes(c));
  if (unknown.length)
    throw invalid(
      `Unknown channel${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Pick platforms from the catalogue`,
    );
  return list.length ? list : null;
}

function cleanCampaign(input: CampaignInput, creating: boolean) {
  const out: Partial<typeof promotionalCampaigns.$inferInsert> = {};
  if (creating || input.name !== undefined) out.name = requireText(input.name, "Campaign name", "name");
  if (creating || input.objective !== undefined) {
    const objective = oneOf(input.objective, OBJECTIVE_VALUES, "Objective");
    if (!objective) throw invalid("Objective is required");
    out.objective = objective;
  }
  if (input.targetAudience !== undefined) out.targetAudience = cleanText(input.targetAudience);
  if (input.budget !== undefined) out.budget = money(input.budget, "Budget");
  if (input.description !== undefined) out.description = cleanText(input.description);
  if (input.startDate !== undefined) out.startDate = isoDate(input.startDate, "Start date");
  if (input.endDate !== undefined) out.endDate = isoDate(input.endDate, "End date");
  if (input.channels !== undefined) out.channels = cleanChannels(input.channels);
  if (input.status !== undefined) out.status = oneOf(input.status, CAMPAIGN_STATUSES, "Status") ?? "active";
  return out;
}

function checkDates(start: string | null | undefined, end: string | null | undefined) {
  if (start && end && Date.parse(end) < Date.parse(start)) throw invalid("End date must be after the start date");
}

export function listCampaigns(db: Db, audiobookId?: number): PromotionalCampaign[] {
  const q = db.select().from(promotionalCampaigns);
  return (audiobookId ? q.where(eq(promotionalCampaigns.audiobookId, audiobookId)) : q)
    .orderBy(desc(promotionalCampaigns.createdAt), desc(promotionalCampaigns.id))
    .all();
}

export function getCampaign(db: Db, id: number): PromotionalCampaign {
  const row = db.select().from(promotionalCampaigns).where(eq(promotionalCampaigns.id, id)).get();
  if (!row) throw notFound("Campaign");
  return row;
}

export function createCampaign(db: Db, input: CampaignInput): PromotionalCampaign {
  const book = input.audiobookId ? findPromotedBook(db, input.audiobookId) : undefined;
  if (!book) throw invalid("Select an existing audiobook for this campaign");
  const values = cleanCampaign(input, true);
  checkDates(values.startDate, values.endDate);
  const row = db
    .insert(promotionalCampaigns)
    .values({
      ...(values as typeof promotionalCampaigns.$inferInsert),
      audiobookId: book.id,
      channels: values.channels ?? null,
    })
    .returning()
    .get();
  emit(db, {
    type: "promotion_campaign_created",
    message: `${objectiveLabel(row.objective)} campaign "${row.name}" created for "${book.title}"`,
    entityType: "promotional_campaign",
    entityId: row.id,
  });
  return row;
}

export function updateCampaign(db: Db, id: number, input: CampaignInput): PromotionalCampaign {
  const existing = getCampaign(db, id);
  const values = cleanCampaign(input, false);
  checkDates(
    values.startDate !== undefined ? values.startDate : existing.startDate,
    values.endDate !== undefined ? values.endDate : existing.endDate,
  );
  const row = Object.keys(values).length
    ? db.update(promotionalCampaigns).set(values).where(eq(promotionalCampaigns.id, id)).returning().get()!
    : existing;
  emit(db, {
    type: "promotion_campaign_updated",
    message:
      values.status && values.status !== existing.status
        ? `Campaign "${row.name}" is now ${row.status}`
        : `Campaign "${row.name}" updated`,
    entityType: "promotional_campaign",
    entityId: id,
  });
  return row;
}

export function deleteCampaign(db: Db, id: number) {
  const row = db.delete(promotionalCampaigns).where(eq(promotionalCampaigns.id, id)).returning().get();
  if (!row) throw notFound("Campaign");
  emit(db, {
    type: "promotion_campaign_deleted",
    message: `Campaign "${row.name}" deleted`,
    entityType: "promotional_campaign",
    entityId: id,
  });
  return { deleted: true, id };
}

export interface ActivityInput {
  campaignId?: number;
  title?: string;
  type?: string;
  channel?: string;
  description?: string | null;
  content?: string | null;
  scheduledDate?: string | null;
  budget?: number | string | null;
  status?: string;
}

/** The channel must be one the activity type allows; 400 otherwise. */
export function checkChannel(type: string, channel: string) {
  if (!ACTIVITY_TYPES.includes(type as ActivityType))
    throw invalid(`Activity type must be one of: ${ACTIVITY_TYPES.join(", ")}`);
  const allowed = ACTIVITY_CHANNELS[type as ActivityType] as readonly string[];
  if (!allowed.includes(channel)) {
    const label = activityTypeLabel(type);
    throw invalid(
      `${/^[AEIOU]/.test(label) ? "An" : "A"} ${label} can run on ${allowed.join(" or ")}, not on ${channel}`,
    );
  }
}

function cleanActivity(input: ActivityInput, creating: boolean) {
  const out: Partial<typeof promotionalActivities.$inferInsert> = {};
  if (creating || input.title !== undefined) out.title = requireText(input.title, "Activity title", "title");
  if (creating || input.type !== undefined) out.type = requireText(input.type, "Activity type", "type");
  if (creating || input.channel !== undefined) out.channel = requireText(input.channel, "Channel", "channel");
  if (input.description !== undefined) out.description = cleanText(input.description);
  if (input.content !== undefined) out.content = cleanText(input.content);
  if (input.scheduledDate !== undefined) out.scheduledDate = isoDate(input.scheduledDate, "Scheduled date");
  if (input.budget !== undefined) out.budget = money(input.budget, "Budget");
  if (input.status !== undefined) out.status = oneOf(input.status, ACTIVITY_STATUSES, "Status") ?? "planned";
  return out;
}

export function listActivities(db: Db, campaignId?: number): PromotionalActivity[] {
  const q = db.select().from(promotionalActivities);
  return (campaignId ? q.where(eq(promotionalActivities.campaignId, campaignId)) : q)
    .orderBy(desc(promotionalActivities.createdAt), desc(promotionalActivities.id))
    .all();
}

export function createActivity(db: Db, input: ActivityInput): PromotionalActivity {
  const campaign = input.campaignId
    ? db.select().from(promotionalCampaigns).where(eq(promotionalCampaigns.id, input.campaignId)).get()
    : undefined;
  if (!campaign) throw invalid("Select an existing campaign for this activity");
  const values = cleanActivity(input, true) as typeof promotionalActivities.$inferInsert;
  checkChannel(values.type, values.channel);
  const row = db
    .insert(promotionalActivities)
    .values({ ...values, campaignId: campaign.id })
    .returning()
    .get();
  emit(db, {
    type: "promotion_activity_created",
    message: `${activityTypeLabel(row.type)} "${row.title}" on ${row.channel} planned for campaign "${campaign.name}"`,
    entityType: "promotional_activity",
    entityId: row.id,
  });
  return row;
}

export function updateActivity(db: Db, id: number, input: ActivityInput): PromotionalActivity {
  const existing = db.select().from(promotionalActivities).where(eq(promotionalActivities.id, id)).get();
  if (!existing) throw notFound("Activity");
  const values = cleanActivity(input, false);
  checkChannel(values.type ?? existing.type, values.channel ?? existing.channel);
  const row = Object.keys(values).length
    ? db.update(promotionalActivities).set(values).where(eq(promotionalActivities.id, id)).returning().get()!
    : existing;
  emit(db, {
    type: "promotion_activity_updated",
    message:
      values.status && values.status !== existing.status
        ? `Activity "${row.title}" is now ${row.status.replace("_", " ")}`
        : `Activity "${row.title}" updated`,
    entityType: "promotional_activity",
    entityId: id,
  });
  return row;
}

export function deleteActivity(db: Db, id: number) {
  const row = db.delete(promotionalActivities).where(eq(promotionalActivities.id, id)).returning().get();
  if (!row) throw notFound("Activity");
  emit(db, {
    type: "promotion_activity_deleted",
    message: `Activity "${row.title}" deleted`,
    entityType: "promotional_activity",
    entityId: id,
  });
  return { deleted: true, id };
}

export interface PromotionAnalytics {
  activeCampaigns: number;
  totalActivities: number;
  /** sum of campaign budgets, 2 decimals */
  totalBudget: string;
  /** distinct channels over campaigns and activities */
  platformReach: number;
  /** each campaign's budget split evenly over its channels ("Unassigned" when it has none) */
  budgetByChannel: { channel: string; budget: number }[];
}

export function promotionAnalytics(db: Db, audiobookId?: number): PromotionAnalytics {
  const campaigns = listCampaigns(db, audiobookId);
  const ids = campaigns.map((c) => c.id);
  const activities = ids.length
    ? db.select().from(promotionalActivities).where(inArray(promotionalActivities.campaignId, ids)).all()
    : [];
  const channels = new Set<string>();
  const byChannel = new Map<string, number>();
  let cents = 0;
  for (const c of campaigns) {
    const list = c.channels ?? [];
    list.forEach((ch) => channels.add(ch));
    const budget = Math.round(Number(c.budget ?? 0) * 100);
    cents += budget;
    if (!budget) continue;
    const targets = list.length ? list : ["Unassigned"];
    for (const ch of targets) byChannel.set(ch, (byChannel.get(ch) ?? 0) + budget / targets.length);
  }
  activities.forEach((a) => channels.add(a.channel));
  return {
    activeCampaigns: campaigns.filter((c) => c.status === "active").length,
    totalActivities: activities.length,
    totalBudget: (cents / 100).toFixed(2),
    platformReach: channels.size,
    budgetByChannel: [...byChannel]
      .map(([channel, c]) => ({ channel, budget: Math.round(c) / 100 }))
      .sort((a, b) => b.budget - a.budget || a.channel.localeCompare(b.channel)),
  };
}
