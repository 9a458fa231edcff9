import { emit } from "../../lib/events";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { HttpError, notFound, conflict } from "../../lib/errors";
import { cleanList, cleanText, email, isoDate, money, oneOf, wholeNumber, invalid } from "../../lib/validation";
import {
  actionItems,
  licensingOpportunities,
  musicSupervisors,
  platformSubmissions,
  songs,
  syncCampaigns,
  type ActionItem,
  type LicensingOpportunity,
  type MusicSupervisor,
  type PlatformSubmission,
  type Song,
  type SyncCampaign,
} from "./schema";

export const LICENSE_TYPES = ["film", "tv", "commercial", "game", "other"] as const;
export const SONG_PROMOTION_STATUSES = ["not_started", "pitching", "active", "placed", "paused"] as const;
export const ACTION_STATUSES = ["pending", "in_progress", "completed", "blocked"] as const;
export const PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const CONTACT_STATUSES = ["not_contacted", "contacted", "responded", "relationship"] as const;
export const SYNC_STATUSES = ["planning", "active", "paused", "completed"] as const;
export const OPPORTUNITY_STATUSES = ["active", "pending", "submitted", "won", "lost"] as const;
export const SUBMISSION_STATUSES = ["submitted", "shortlisted", "accepted", "rejected"] as const;

const has = (o: object, k: string) => (o as Record<string, unknown>)[k] !== undefined;
function requireText(v: string | undefined, label: string, field?: string) {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}
const label = (v: string) => v.replace(/_/g, " ");

// ---------- songs ----------
export interface SongInput {
  title?: string;
  artist?: string;
  album?: string | null;
  genre?: string | null;
  description?: string | null;
  promotionStatus?: string | null;
  targetLicenseTypes?: string[] | null;
}

function cleanSong(input: SongInput, creating: boolean) {
  const out: Partial<typeof songs.$inferInsert> = {};
  if (creating || has(input, "title")) out.title = requireText(input.title, "Song title", "title");
  if (creating || has(input, "artist")) out.artist = requireText(input.artist, "Artist", "artist");
  if (has(input, "album")) out.album = cleanText(input.album);
  if (has(input, "genre")) out.genre = cleanText(input.genre);
  if (has(input, "description")) out.description = cleanText(input.description);
  if (has(input, "promotionStatus"))
    out.promotionStatus = oneOf(input.promotionStatus, SONG_PROMOTION_STATUSES, "Promotion status") ?? "not_started";
  if (has(input, "targetLicenseTypes")) {
    const list = cleanList(input.targetLicenseTypes).map((s) => s.toLowerCase());
    const bad = list.filter((x) => !LICENSE_TYPES.includes(x as never));
    if (bad.length) throw invalid(`Target license types must be among: ${LICENSE_TYPES.join(", ")}`);
    out.targetLicenseTypes = list;
  }
  return out;
}

export const listSongs = (db: Db): Song[] =>
  db.select().from(songs).orderBy(desc(songs.createdAt), desc(songs.id)).all();

export function getSong(db: Db, id: number): Song {
  const row = db.select().from(songs).where(eq(songs.id, id)).get();
  if (!row) throw notFound("Song");
  return row;
}

export function createSong(db: Db, input: SongInput): Song {
  const row = db
    .insert(songs)
    .values(cleanSong(input, true) as typeof songs.$inferInsert)
    .returning()
    .get();
  emit(db, {
    type: "song_created",
    message: `Song "${row.title}" by ${row.artist} added for sync promotion`,
    entityType: "song",
    entityId: row.id,
  });
  return row;
}

export function updateSong(db: Db, id: number, input: SongInput): Song {
  const existing = getSong(db, id);
  const values = cleanSong(input, false);
  const row = Object.keys(values).length
    ? db.update(songs).set(values).where(eq(songs.id, id)).returning().get()!
    : existing;
  emit(db, {
    type: "song_updated",
    message:
      values.promotionStatus && values.promotionStatus !== existing.promotionStatus
        ? `Song "${row.title}" promotion is now ${label(row.promotionStatus)}`
        : `Song "${row.title}" updated`,
    entityType: "song",
    entityId: id,
  });
  return row;
}

export function deleteSong(db: Db, id: number) {
  const row = db.delete(songs).where(eq(songs.id, id)).returning().get();
  if (!row) throw notFound("Song");
  emit(db, { type: "song_deleted", message: `Song "${row.title}" removed`, entityType: "song", entityId: id });
  return { deleted: true, id };
}

// ---------- action items ----------
export interface ActionItemInput {
  title?: string;
  description?: string | null;
  priority?: string | null;
  status?: string | null;
  dueDate?: string | null;
  notes?: string | null;
}

/** Start: pending → in_progress; Complete: in_progress → completed. Blocked and reopening (→ pending) are always allowed. */
const TRANSITIONS: Record<string, readonly string[]> = {
  pending: ["in_progress", "blocked"],
  in_progress: ["completed", "blocked", "pending"],
  blocked: ["pending", "in_progress"],
  completed: ["pending"],
};

function cleanActionItem(input: ActionItemInput, creating: boolean) {
  const out: Partial<typeof actionItems.$inferInsert> = {};
  if (creating || has(input, "title")) out.title = requireText(input.title, "Title", "title");
  if (has(input, "description")) out.description = cleanText(input.description);
  if (has(input, "priority")) out.priority = oneOf(input.priority, PRIORITIES, "Priority") ?? "medium";
  if (has(input, "status")) out.status = oneOf(input.status, ACTION_STATUSES, "Status") ?? "pending";
  if (has(input, "dueDate")) out.dueDate = isoDate(input.dueDate, "Due date");
  if (has(input, "notes")) out.notes = cleanText(input.notes);
  return out;
}

export const listActionItems = (db: Db): ActionItem[] =>
  db
    .select()
    .from(actionItems)
    .orderBy(
      sql`CASE ${actionItems.status} WHEN 'completed' THEN 1 ELSE 0 END`,
      sql`${actionItems.dueDate} IS NULL`,
      actionItems.dueDate,
      desc(actionItems.id),
    )
    .all();

export function createActionItem(db: Db, input: ActionItemInput): ActionItem {
  const values = cleanActionItem(input, true) as typeof actionItems.$inferInsert;
  const row = db.insert(actionItems).values(values).returning().get();
  emit(db, {
    type: "action_item_created",
    message: `Action item "${row.title}" added (${row.priority} priority)`,
    entityType: "action_item",
    entityId: row.id,
  });
  return row;
}

export function updateActionItem(db: Db, id: number, input: ActionItemInput): ActionItem {
  const existing = db.select().from(actionItems).where(eq(actionItems.id, id)).get();
  if (!existing) throw notFound("Action item");
  const values = cleanActionItem(input, false);
  if (values.status && values.status !== existing.status && !TRANSITIONS[existing.status]?.includes(values.status)) {
    const hint =
      values.status === "completed"
        ? "start it first"
        : values.status === "in_progress"
          ? "only pending or blocked items can be started"
          : "";
    throw new HttpError(
      409,
      `"${existing.title}" is ${label(existing.status)} and cannot move to ${label(values.status)}${hint ? `: ${hint}` : ""}`,
    );
  }
  const row = Object.keys(values).length
    ? db.update(actionItems).set(values).where(eq(actionItems.id, id)).returning().get()!
    : existing;
  const verb: Record<string, string> = {
    in_progress: "started",
    completed: "completed",
    blocked: "marked blocked",
    pending: "reopened",
  };
  const changed = values.status && values.status !== existing.status;
  emit(db, {
    type: changed ? `action_item_${row.status}` : "action_item_updated",
    message: changed ? `Action item "${row.title}" ${verb[row.status]}` : `Action item "${row.title}" updated`,
    entityType: "action_item",
    entityId: id,
  });
  return row;
}

export function deleteActionItem(db: Db, id: number) {
  const row = db.delete(actionItems).where(eq(actionItems.id, id)).returning().get();
  if (!row) throw notFound("Action item");
  emit(db, {
    type: "action_item_deleted",
    message: `Action item "${row.title}" removed`,
    entityType: "action_item",
    entityId: id,
  });
  return { deleted: true, id };
}

// ---------- music supervisors ----------
export interface SupervisorInput {
  name?: string;
  company?: string | null;
  position?: string | null;
  email?: string | null;
  genres?: string[] | null;
  contactStatus?: string | null;
  responseRate?: number | string | null;
  notes?: string | null;
  lastContacted?: string | null;
}

function cleanSupervisor(input: SupervisorInput, creating: boolean) {
  const out: Partial<typeof musicSupervisors.$inferInsert> = {};
  if (creating || has(input, "name")) out.name = requireText(input.name, "Name", "name");
  if (has(input, "company")) out.company = cleanText(input.company);
  if (has(input, "position")) out.position = cleanText(input.position);
  if (has(input, "email")) out.email = email(input.email, "Email");
  if (has(input, "genres")) out.genres = cleanList(input.genres);
  if (has(input, "contactStatus"))
    out.contactStatus = oneOf(input.contactStatus, CONTACT_STATUSES, "Contact status") ?? "not_contacted";
  if (has(input, "responseRate")) {
    const r = wholeNumber(input.responseRate, "Response rate", { min: 0 }) ?? 0;
    if (r > 100) throw invalid("Response rate is a percentage between 0 and 100");
    out.responseRate = r;
  }
  if (has(input, "notes")) out.notes = cleanText(input.notes);
  if (has(input, "lastContacted")) out.lastContacted = isoDate(input.lastContacted, "Last contacted");
  return out;
}

/** Supervisors as campaign recipients (registered with outreach by the app). */
export const supervisorContacts = (db: Db) =>
  listSupervisors(db).map((m) => ({
    email: m.email,
    name: m.name,
    label: m.company ? `${m.name}, ${m.company}` : m.name,
    fields: { contactName: m.name, station: "", company: m.company || "" },
  }));

export const listSupervisors = (db: Db): MusicSupervisor[] =>
  db.select().from(musicSupervisors).orderBy(desc(musicSupervisors.createdAt), desc(musicSupervisors.id)).all();

export function createSupervisor(db: Db, input: SupervisorInput): MusicSupervisor {
  const values = cleanSupervisor(input, true) as typeof musicSupervisors.$inferInsert;
  if (values.contactStatus && values.contactStatus !== "not_contacted" && !values.lastContacted)
    values.lastContacted = new Date().toISOString();
  const row = db.insert(musicSupervisors).values(values).returning().get();
  emit(db, {
    type: "supervisor_created",
    message: `Music supervisor ${row.name}${row.company ? ` (${row.company})` : ""} added`,
    entityType: "music_supervisor",
    entityId: row.id,
  });
  return row;
}

export function updateSupervisor(db: Db, id: number, input: SupervisorInput): MusicSupervisor {
  const existing = db.select().from(musicSupervisors).where(eq(musicSupervisors.id, id)).get();
  if (!existing) throw notFound("Music supervisor");
  const values = cleanSupervisor(input, false);
  const changed = values.contactStatus && values.contactStatus !== existing.contactStatus;
  if (changed && values.contactStatus === "contacted" && !has(values, "lastContacted"))
    values.lastContacted = new Date().toISOString();
  const row = Object.keys(values).length
    ? db.update(musicSupervisors).set(values).where(eq(musicSupervisors.id, id)).returning().get()!
    : existing;
  emit(db, {
    type: changed ? "supervisor_status_changed" : "supervisor_updated",
    message: changed ? `${row.name} is now ${label(row.contactStatus)}` : `Music supervisor ${row.name} updated`,
    entityType: "music_supervisor",
    entityId: id,
  });
  return row;
}

export function deleteSupervisor(db: Db, id: number) {
  const row = db.delete(musicSupervisors).where(eq(musicSupervisors.id, id)).returning().get();
  if (!row) throw notFound("Music supervisor");
  emit(db, {
    type: "supervisor_deleted",
    message: `Music supervisor ${row.name} removed`,
    entityType: "music_supervisor",
    entityId: id,
  });
  return { deleted: true, id };
}

// ---------- sync campaigns ----------
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

// ---------- licensing opportunities ----------
export interface OpportunityInput {
  title?: string;
  company?: string;
  type?: string;
  genre?: string | null;
  budget?: string | null;
  deadline?: string | null;
  status?: string | null;
  description?: string | null;
  contactEmail?: string | null;
  notes?: string | null;
}

function cleanOpportunity(input: OpportunityInput, creating: boolean) {
  const out: Partial<typeof licensingOpportunities.$inferInsert> = {};
  if (creating || has(input, "title")) out.title = requireText(input.title, "Title", "title");
  if (creating || has(input, "company")) out.company = requireText(input.company, "Company", "company");
  if (creating || has(input, "type")) {
    const type = oneOf(input.type?.toLowerCase(), LICENSE_TYPES, "Type");
    if (!type) throw invalid("Type is required");
    out.type = type;
  }
  if (has(input, "genre")) out.genre = cleanText(input.genre);
  if (has(input, "budget")) out.budget = cleanText(input.budget);
  if (has(input, "deadline")) out.deadline = isoDate(input.deadline, "Deadline");
  if (has(input, "status")) out.status = oneOf(input.status, OPPORTUNITY_STATUSES, "Status") ?? "active";
  if (has(input, "description")) out.description = cleanText(input.description);
  if (has(input, "contactEmail")) out.contactEmail = email(input.contactEmail, "Contact email");
  if (has(input, "notes")) out.notes = cleanText(input.notes);
  return out;
}

/** Search over title, company, genre, description and notes; type "all" (or none) means every type. */
export function listOpportunities(db: Db, query: { q?: string; type?: string } = {}): LicensingOpportunity[] {
  return db
    .select()
    .from(licensingOpportunities)
    .where(opportunityWhere(query))
    .orderBy(desc(licensingOpportunities.createdAt), desc(licensingOpportunities.id))
    .all();
}

/** One page of opportunities (newest first) with the same type/text filters. */
export function listOpportunitiesPage(
  db: Db,
  query: { q?: string; type?: string },
  page: PageParams,
): Page<LicensingOpportunity> {
  const where = opportunityWhere(query);
  return pageOf(db, licensingOpportunities, where, [desc(licensingOpportunities.createdAt), desc(licensingOpportunities.id)], page);
}

/** One page of supervisors (newest first): by contact status, `q` in name, company or position. */
export function listSupervisorsPage(
  db: Db,
  query: { q?: string; contactStatus?: string },
  page: PageParams,
): Page<MusicSupervisor> {
  const q = query.q?.trim();
  const where = and(
    query.contactStatus ? eq(musicSupervisors.contactStatus, query.contactStatus) : undefined,
    q
      ? or(
          containsText(musicSupervisors.name, q),
          containsText(musicSupervisors.company, q),
          containsText(musicSupervisors.position, q),
        )
      : undefined,
  );
  return pageOf(db, musicSupervisors, where, [desc(musicSupervisors.createdAt), desc(musicSupervisors.id)], page);
}

function opportunityWhere(query: { q?: string; type?: string }) {
  const conds = [];
  const type = query.type?.trim().toLowerCase();
  if (type && type !== "all") {
    if (!LICENSE_TYPES.includes(type as never))
      throw invalid(`Type filter must be all or one of: ${LICENSE_TYPES.join(", ")}`);
    conds.push(eq(licensingOpportunities.type, type));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const f = (col: any) => sql`${col} LIKE ${pattern} ESCAPE '\\'`;
    conds.push(
      or(
        f(licensingOpportunities.title),
        f(licensingOpportunities.company),
        f(licensingOpportunities.genre),
        f(licensingOpportunities.description),
        f(licensingOpportunities.notes),
      )!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

export function createOpportunity(db: Db, input: OpportunityInput): LicensingOpportunity {
  const row = db
    .insert(licensingOpportunities)
    .values(cleanOpportunity(input, true) as typeof licensingOpportunities.$inferInsert)
    .returning()
    .get();
  emit(db, {
    type: "opportunity_created",
    message: `Licensing opportunity "${row.title}" (${row.type}) from ${row.company} added`,
    entityType: "licensing_opportunity",
    entityId: row.id,
  });
  return row;
}

export function updateOpportunity(db: Db, id: number, input: OpportunityInput): LicensingOpportunity {
  const existing = db.select().from(licensingOpportunities).where(eq(licensingOpportunities.id, id)).get();
  if (!existing) throw notFound("Licensing opportunity");
  const values = cleanOpportunity(input, false);
  const row = Object.keys(values).length
    ? db.update(licensingOpportunities).set(values).where(eq(licensingOpportunities.id, id)).returning().get()!
    : existing;
  const changed = values.status && values.status !== existing.status;
  emit(db, {
    type: changed ? `opportunity_${row.status}` : "opportunity_updated",
    message: changed
      ? `Licensing opportunity "${row.title}" marked ${row.status}`
      : `Licensing opportunity "${row.title}" updated`,
    entityType: "licensing_opportunity",
    entityId: id,
  });
  return row;
}

export function deleteOpportunity(db: Db, id: number) {
  const row = db.delete(licensingOpportunities).where(eq(licensingOpportunities.id, id)).returning().get();
  if (!row) throw notFound("Licensing opportunity");
  emit(db, {
    type: "opportunity_deleted",
    message: `Licensing opportunity "${row.title}" removed`,
    entityType: "licensing_opportunity",
    entityId: id,
  });
  return { deleted: true, id };
}

// ---------- platform submissions ----------
export type SubmissionView = PlatformSubmission & {
  songTitle: string;
  songArtist: string;
  opportunityTitle: string;
  opportunityCompany: string;
  opportunityType: string;
};

export function listSubmissions(db: Db, filter: { songId?: number; opportunityId?: number } = {}): SubmissionView[] {
  const conds = [];
  if (filter.songId) conds.push(eq(platformSubmissions.songId, filter.songId));
  if (filter.opportunityId) conds.push(eq(platformSubmissions.opportunityId, filter.opportunityId));
  return db
    .select({
      s: platformSubmissions,
      songTitle: songs.title,
      songArtist: songs.artist,
      opportunityTitle: licensingOpportunities.title,
      opportunityCompany: licensingOpportunities.company,
      opportunityType: licensingOpportunities.type,
    })
    .from(platformSubmissions)
    .innerJoin(songs, eq(platformSubmissions.songId, songs.id))
    .innerJoin(licensingOpportunities, eq(platformSubmissions.opportunityId, licensingOpportunities.id))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(platformSubmissions.submittedAt), desc(platformSubmissions.id))
    .all()
    .map(({ s, ...rest }) => ({ ...s, ...rest }));
}

export function createSubmission(
  db: Db,
  input: { songId: number; opportunityId: number; notes?: string | null },
): SubmissionView {
  const song = db.select().from(songs).where(eq(songs.id, input.songId)).get();
  if (!song) throw notFound("Song");
  const opp = db.select().from(licensingOpportunities).where(eq(licensingOpportunities.id, input.opportunityId)).get();
  if (!opp) throw notFound("Licensing opportunity");
  const dup = db
    .select({ id: platformSubmissions.id })
    .from(platformSubmissions)
    .where(and(eq(platformSubmissions.songId, song.id), eq(platformSubmissions.opportunityId, opp.id)))
    .get();
  if (dup) throw conflict(`"${song.title}" was already submitted to "${opp.title}"`);
  const row = db
    .insert(platformSubmissions)
    .values({ songId: song.id, opportunityId: opp.id, notes: cleanText(input.notes) })
    .returning()
    .get();
  if (opp.status === "active" || opp.status === "pending")
    db.update(licensingOpportunities).set({ status: "submitted" }).where(eq(licensingOpportunities.id, opp.id)).run();
  if (song.promotionStatus === "not_started")
    db.update(songs).set({ promotionStatus: "pitching" }).where(eq(songs.id, song.id)).run();
  emit(db, {
    type: "song_submitted",
    message: `"${song.title}" submitted to ${opp.company} for "${opp.title}"`,
    entityType: "platform_submission",
    entityId: row.id,
  });
  return listSubmissions(db, { songId: song.id, opportunityId: opp.id })[0]!;
}

export function updateSubmission(db: Db, id: number, input: { status: string; notes?: string | null }): SubmissionView {
  const existing = db.select().from(platformSubmissions).where(eq(platformSubmissions.id, id)).get();
  if (!existing) throw notFound("Submission");
  const status = oneOf(input.status, SUBMISSION_STATUSES, "Status");
  if (!status) throw invalid("Status is required");
  const set: Partial<PlatformSubmission> = { status };
  if (has(input, "notes")) set.notes = cleanText(input.notes);
  db.update(platformSubmissions).set(set).where(eq(platformSubmissions.id, id)).run();
  const view = listSubmissions(db, { songId: existing.songId, opportunityId: existing.opportunityId })[0]!;
  emit(db, {
    type: "submission_updated",
    message: `Submission of "${view.songTitle}" to "${view.opportunityTitle}" is now ${status}`,
    entityType: "platform_submission",
    entityId: id,
  });
  return view;
}
