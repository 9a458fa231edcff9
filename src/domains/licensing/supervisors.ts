import { emit } from "../../lib/events";
import { and, desc, eq, or } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, email, isoDate, oneOf, wholeNumber, invalid } from "../../lib/validation";
import { musicSupervisors, type MusicSupervisor } from "./schema";
import { CONTACT_STATUSES } from "./statuses";
import { has, label, requireText } from "./input-checks";

// The music supervisors the musician pitches to, and how far each relationship has come.
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
