import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, isoDate, money, oneOf, invalid } from "../../lib/validation";
import { findPromotedBook } from "./books";
import { OBJECTIVE_VALUES, PLATFORM_NAMES, objectiveLabel } from "../../shared/promotion-catalog";
import { promotionalCampaigns, type PromotionalCampaign } from "./schema";
import { requireText } from "./required-text";

// Promotion campaigns for one audiobook: objective, budget, dates and the platforms they run on.
export const CAMPAIGN_STATUSES = ["active", "planning", "paused", "completed"] as const;

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
