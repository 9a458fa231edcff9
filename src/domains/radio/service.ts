import { emit } from "../../lib/events";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { radioStations, type RadioStation, type StationStatus } from "./schema";
import { checkEmail, checkLength, clean, normaliseUrl } from "../../lib/validation";

export interface StationInput {
  name?: string;
  frequency?: string | null;
  location?: string | null;
  genre?: string | null;
  contactName?: string | null;
  contactEmail?: string | null;
  website?: string | null;
  notes?: string | null;
  status?: StationStatus;
  lastContacted?: string | null;
}

const EMAIL_MSG = "Contact email must be a valid e-mail address, like music@station.org";
const URL_MSG = "Website must be a valid URL, like https://station.org";

function fields(input: StationInput) {
  return {
    name: checkLength(input.name?.trim(), 200, "name", "Station name"),
    frequency: clean(input.frequency),
    location: clean(input.location),
    genre: clean(input.genre),
    contactName: clean(input.contactName),
    contactEmail: checkEmail(input.contactEmail, "contactEmail", EMAIL_MSG),
    website: normaliseUrl(input.website, "website", URL_MSG),
    notes: clean(input.notes),
  };
}

const drop = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Stations as campaign recipients (registered with outreach by the app). */
export const stationContacts = (db: Db) =>
  listStations(db).map((s) => ({
    email: s.contactEmail,
    name: s.contactName || s.name,
    label: s.name,
    fields: { contactName: s.contactName || "", station: s.name, company: s.name },
  }));

/** One page of stations, newest first: by status, and `q` in the name, location, genre or contact. */
export function listStationsPage(db: Db, f: { status?: StationStatus; q?: string }, page: PageParams): Page<RadioStation> {
  const q = f.q?.trim();
  const where = and(
    f.status ? eq(radioStations.status, f.status) : undefined,
    q
      ? or(
          containsText(radioStations.name, q),
          containsText(radioStations.location, q),
          containsText(radioStations.genre, q),
          containsText(radioStations.contactName, q),
        )
      : undefined,
  );
  return pageOf(db, radioStations, where, [desc(radioStations.createdAt), desc(radioStations.id)], page);
}

export const listStations = (db: Db): RadioStation[] =>
  db.select().from(radioStations).orderBy(desc(radioStations.createdAt), desc(radioStations.id)).all();

export function getStation(db: Db, id: number): RadioStation {
  const row = db.select().from(radioStations).where(eq(radioStations.id, id)).get();
  if (!row) throw notFound("Radio station");
  return row;
}

export function createStation(db: Db, input: StationInput & { name: string }, now = new Date()): RadioStation {
  const status = input.status ?? "pending";
  const row = db
    .insert(radioStations)
    .values({
      ...(drop(fields(input)) as { name: string }),
      status,
      lastContacted: status === "contacted" ? (input.lastContacted ?? now.toISOString()) : null,
    })
    .returning()
    .get();
  emit(db, {
    type: "station_added",
    message: `Radio station ${row.name} added`,
    entityType: "radio_station",
    entityId: row.id,
  });
  return row;
}

const STATUS_WORDS: Record<StationStatus, string> = {
  pending: "set back to pending",
  contacted: "marked contacted",
  responded: "responded",
  rejected: "marked rejected",
};

export function updateStation(db: Db, id: number, input: StationInput, now = new Date()): RadioStation {
  const before = getStation(db, id);
  const patch: Partial<RadioStation> = drop(fields(input));
  if (input.status) patch.status = input.status;
  if (input.lastContacted !== undefined) patch.lastContacted = input.lastContacted;
  // Spec: choosing contacted records when; the client sends it, and the server fills it in if missing.
  if (input.status === "contacted" && input.lastContacted === undefined) patch.lastContacted = now.toISOString();
  const row = db.update(radioStations).set(patch).where(eq(radioStations.id, id)).returning().get();
  const statusChanged = input.status && input.status !== before.status;
  emit(db, {
    type: statusChanged ? `station_${input.status}` : "station_updated",
    message: statusChanged
      ? `Radio station ${row.name} ${STATUS_WORDS[input.status!]}`
      : `Radio station ${row.name} updated`,
    entityType: "radio_station",
    entityId: row.id,
  });
  return row;
}

export function deleteStation(db: Db, id: number): { deleted: true } {
  const row = getStation(db, id);
  db.delete(radioStations).where(eq(radioStations.id, id)).run();
  emit(db, {
    type: "station_deleted",
    message: `Radio station ${row.name} removed`,
    entityType: "radio_station",
    entityId: id,
  });
  return { deleted: true };
}

export interface RadioSummary {
  total: number;
  byStatus: Record<StationStatus, number>;
  /** contacted, responded or rejected: stations that have been reached */
  contactedOrLater: number;
  /** responded ÷ contacted-or-later, as a percent with one decimal, or null when nobody was contacted */
  responseRate: number | null;
}

export function radioSummary(db: Db): RadioSummary {
  const byStatus: Record<StationStatus, number> = { pending: 0, contacted: 0, responded: 0, rejected: 0 };
  // Counted in SQL (one index scan) rather than by loading every station.
  const rows = db
    .select({ status: radioStations.status, n: sql<number>`count(*)` })
    .from(radioStations)
    .groupBy(radioStations.status)
    .all();
  for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
  const contactedOrLater = byStatus.contacted + byStatus.responded + byStatus.rejected;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    byStatus,
    contactedOrLater,
    responseRate: contactedOrLater ? Math.round((byStatus.responded / contactedOrLater) * 1000) / 10 : null,
  };
}

/** Undo of a delete: the same row (same id) comes back, so its history and links stay as they were. */
export function restoreStation(db: Db, station: RadioStation): RadioStation {
  db.insert(radioStations).values(station).run();
  emit(db, { type: "station_restored", message: `Radio station ${station.name} brought back`, entityType: "radio_station", entityId: station.id });
  return station;
}
