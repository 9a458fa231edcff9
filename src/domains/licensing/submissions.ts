import { emit } from "../../lib/events";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound, conflict } from "../../lib/errors";
import { cleanText, oneOf, invalid } from "../../lib/validation";
import { licensingOpportunities, platformSubmissions, songs, type PlatformSubmission } from "./schema";
import { SUBMISSION_STATUSES } from "./statuses";
import { has } from "./input-checks";

// A song sent to an opportunity; sending one moves the opportunity to submitted and the song to pitching.
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
