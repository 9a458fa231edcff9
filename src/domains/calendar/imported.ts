import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarEvents } from "./schema";

/** Events imported from other calendars, found again by their iCalendar UID so a second import adds nothing. */
export function knownEventUids(db: Db, uids: string[]): Set<string> {
  const known = new Set<string>();
  for (let i = 0; i < uids.length; i += 500) {
    const rows = db
      .select({ uid: calendarEvents.uid })
      .from(calendarEvents)
      .where(inArray(calendarEvents.uid, uids.slice(i, i + 500)))
      .all();
    for (const r of rows) if (r.uid) known.add(r.uid);
  }
  return known;
}

/** Adds one imported event (the import logs one line for all of them); returns its id. */
export function addImportedEvent(
  db: Db,
  e: { uid: string; title: string; date: string; time: string | null; description: string; location: string },
): number {
  const type = /\b(gig|concert|show|festival)\b/i.test(e.title)
    ? "gig"
    : /\bdeadline|due\b/i.test(e.title)
      ? "deadline"
      : "other";
  return db
    .insert(calendarEvents)
    .values({
      uid: e.uid,
      title: e.title.slice(0, 500) || "Untitled event",
      date: e.date,
      time: e.time,
      description: e.description.slice(0, 5000),
      location: e.location.slice(0, 500),
      type,
    })
    .returning({ id: calendarEvents.id })
    .get().id;
}

export function removeImportedEvent(db: Db, id: number) {
  db.delete(calendarEvents)
    .where(inArray(calendarEvents.id, [id]))
    .run();
}
