import type IcalLib from "ical.js";
import { requireIcal } from "../../lib/lazy-libs";
import { clockIn } from "../../shared/dates";
import { badFile } from "./formats/common";
import type { EventRecord } from "./targets";

// This module is itself loaded on the first .ics file, so the library comes with it.
const ICAL = requireIcal().default;

const DAY = 86_400_000;
/** Repeats are brought in from a month ago to a year ahead (the calendar is for what is coming, not a full archive). */
const REPEAT_BACK_DAYS = 31;
const REPEAT_AHEAD_DAYS = 366;
const MAX_OCCURRENCES = 250;

const pad = (n: number) => String(n).padStart(2, "0");

/** An iCalendar time as date + time: all-day stays a date; a floating time stays as written; the rest moves to the owner's zone. */
function when(t: IcalLib.Time, timeZone: string): { date: string; time: string | null } {
  const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  if (t.isDate) return { date, time: null };
  if (t.zone === ICAL.Timezone.localTimezone || !t.zone) return { date, time: `${pad(t.hour)}:${pad(t.minute)}` };
  return clockIn(t.toJSDate(), timeZone);
}

/**
 * Events of an .ics file (RFC 5545, read with ical.js): time zones from its VTIMEZONEs (or known names), all-day
 * events, repeats (RRULE, EXDATE and moved occurrences) expanded within a window around `now`.
 */
export function readIcs(text: string, timeZone: string, now = new Date()): { events: EventRecord[]; skipped: number } {
  let root: IcalLib.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as never);
  } catch (e) {
    throw badFile(`The calendar file could not be read: ${(e as Error).message}`);
  }
  for (const tz of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const vevents = root.getAllSubcomponents("vevent");
  const moved = vevents.filter((v) => v.hasProperty("recurrence-id")).map((v) => new ICAL.Event(v));
  const windowStart = ICAL.Time.fromJSDate(new Date(now.getTime() - REPEAT_BACK_DAYS * DAY), true);
  const windowEnd = ICAL.Time.fromJSDate(new Date(now.getTime() + REPEAT_AHEAD_DAYS * DAY), true);
  const events: EventRecord[] = [];
  let skipped = 0;
  for (const component of vevents) {
    if (component.hasProperty("recurrence-id")) continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) {
      skipped++;
      continue;
    }
    const uid = event.uid || `${event.summary}|${event.startDate.toString()}`;
    const base = { title: event.summary ?? "", description: event.description ?? "", location: event.location ?? "" };
    if (!event.isRecurring()) {
      events.push({ uid, ...base, ...when(event.startDate, timeZone) });
      continue;
    }
    for (const m of moved) if (m.uid === event.uid) event.relateException(m);
    const it = event.iterator();
    let count = 0;
    for (let next = it.next(); next && count < MAX_OCCURRENCES; next = it.next()) {
      if (next.compare(windowEnd) > 0) break;
      const details = event.getOccurrenceDetails(next);
      if (details.startDate.compare(windowStart) < 0) continue;
      const item = details.item;
      events.push({
        uid: `${uid}/${next.toString()}`,
        title: item.summary ?? base.title,
        description: item.description ?? base.description,
        location: item.location ?? base.location,
        ...when(details.startDate, timeZone),
      });
      count++;
    }
  }
  return { events, skipped };
}
