import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, oneOf, invalid } from "../../lib/validation";
import { songs, type Song } from "./schema";
import { LICENSE_TYPES, SONG_PROMOTION_STATUSES } from "./statuses";
import { has, label, requireText } from "./input-checks";

// The songs offered for sync placements: what is pitched, and how far its promotion has got.
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
