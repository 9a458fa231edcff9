import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanText, isoDate, money, oneOf, invalid } from "../../lib/validation";
import { ACTIVITY_CHANNELS, ACTIVITY_TYPES, activityTypeLabel, type ActivityType } from "../../shared/promotion-catalog";
import { promotionalActivities, promotionalCampaigns, type PromotionalActivity } from "./schema";
import { requireText } from "./required-text";

// The activities inside a campaign (posts, ads, giveaways...), each on a channel its type allows.
export const ACTIVITY_STATUSES = ["planned", "in_progress", "completed", "cancelled"] as const;

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
