import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanText, money, oneOf, wholeNumber, invalid } from "../../lib/validation";
import { songs, syncCampaigns, type SyncCampaign } from "./schema";
import { LICENSE_TYPES, SYNC_STATUSES } from "./statuses";
import { has, requireText } from "./input-checks";

// Sync campaigns: one song pitched to many supervisors, with the funnel from pitches to placements and revenue.
export interface SyncCampaignInput {
  name?: string;
  songId?: number | null;
  targetType?: string | null;
  status?: string | null;
  supervisorsTargeted?: number | string | null;
  responsesReceived?: number | string | null;
  placementsAchieved?: number | string | null;
  totalRevenue?: number | string | null;
  description?: string | null;
}

export type SyncCampaignView = SyncCampaign & { songTitle: string | null };

function cleanSync(db: Db, input: SyncCampaignInput, creating: boolean) {
  const out: Partial<typeof syncCampaigns.$inferInsert> = {};
  if (creating || has(input, "name")) out.name = requireText(input.name, "Campaign name", "name");
  if (has(input, "songId")) {
    if (input.songId && !db.select({ id: songs.id }).from(songs).where(eq(songs.id, input.songId)).get())
      throw invalid("The chosen song does not exist; pick one of your songs");
    out.songId = input.songId ?? null;
  }
  if (has(input, "targetType")) out.targetType = oneOf(input.targetType, LICENSE_TYPES, "Target type") ?? "film";
  if (has(input, "status")) out.status = oneOf(input.status, SYNC_STATUSES, "Status") ?? "planning";
  if (has(input, "supervisorsTargeted"))
    out.supervisorsTargeted = wholeNumber(input.supervisorsTargeted, "Supervisors targeted") ?? 0;
  if (has(input, "responsesReceived"))
    out.responsesReceived = wholeNumber(input.responsesReceived, "Responses received") ?? 0;
  if (has(input, "placementsAchieved"))
    out.placementsAchieved = wholeNumber(input.placementsAchieved, "Placements achieved") ?? 0;
  if (has(input, "totalRevenue")) out.totalRevenue = money(input.totalRevenue, "Total revenue") ?? "0.00";
  if (has(input, "description")) out.description = cleanText(input.description);
  return out;
}

function checkFunnel(c: { supervisorsTargeted?: number; responsesReceived?: number; placementsAchieved?: number }) {
  if ((c.responsesReceived ?? 0) > (c.supervisorsTargeted ?? 0))
    throw invalid("Responses received cannot be more than the supervisors targeted");
}

export function listSyncCampaigns(db: Db): SyncCampaignView[] {
  return db
    .select({ c: syncCampaigns, songTitle: songs.title })
    .from(syncCampaigns)
    .leftJoin(songs, eq(syncCampaigns.songId, songs.id))
    .orderBy(desc(syncCampaigns.createdAt), desc(syncCampaigns.id))
    .all()
    .map((r) => ({ ...r.c, songTitle: r.songTitle ?? null }));
}

const syncView = (db: Db, id: number) => listSyncCampaigns(db).find((c) => c.id === id)!;

export function createSyncCampaign(db: Db, input: SyncCampaignInput): SyncCampaignView {
  const values = cleanSync(db, input, true) as typeof syncCampaigns.$inferInsert;
  checkFunnel(values);
  const row = db.insert(syncCampaigns).values(values).returning().get();
  const view = syncView(db, row.id);
  emit(db, {
    type: "sync_campaign_created",
    message: `Sync campaign "${row.name}" created${view.songTitle ? ` for "${view.songTitle}"` : ""} targeting ${row.targetType}`,
    entityType: "sync_campaign",
    entityId: row.id,
  });
  return view;
}

export function updateSyncCampaign(db: Db, id: number, input: SyncCampaignInput): SyncCampaignView {
  const existing = db.select().from(syncCampaigns).where(eq(syncCampaigns.id, id)).get();
  if (!existing) throw notFound("Sync campaign");
  const values = cleanSync(db, input, false);
  checkFunnel({ ...existing, ...values });
  if (Object.keys(values).length) db.update(syncCampaigns).set(values).where(eq(syncCampaigns.id, id)).run();
  const view = syncView(db, id);
  emit(db, {
    type: "sync_campaign_updated",
    message: `Sync campaign "${view.name}" updated`,
    entityType: "sync_campaign",
    entityId: id,
  });
  return view;
}

export function deleteSyncCampaign(db: Db, id: number) {
  const row = db.delete(syncCampaigns).where(eq(syncCampaigns.id, id)).returning().get();
  if (!row) throw notFound("Sync campaign");
  emit(db, {
    type: "sync_campaign_deleted",
    message: `Sync campaign "${row.name}" removed`,
    entityType: "sync_campaign",
    entityId: id,
  });
  return { deleted: true, id };
}
