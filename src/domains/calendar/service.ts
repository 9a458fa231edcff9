import { emit, raiseNotice } from "../../lib/events";
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
// Loaded on the first iCal export rather than at start-up (start-up time counts; most runs never export).
const icalGenerator = (): typeof import("ical-generator") => require("ical-generator");
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { ownerTimeZone } from "../../lib/owner-profile";
import { instantIn } from "../../shared/dates";
import { calendarEvents, type CalendarEvent } from "./schema";
import {
  DEFAULT_REMINDER,
  REMINDER_MINUTES,
  type CreateEventInput,
  type Reminder,
  type UpdateEventInput,
} from "./model";
import { invalid, isRealIsoDate } from "../../lib/validation";

/** All-day events are reminded as if they started at this local hour. */
export const ALL_DAY_REMINDER_HOUR = 9;

function checkDate(date: string) {
  if (!isRealIsoDate(date)) throw invalid(`Date ${date} is not a real calendar date`, "date");
}

function clean<T extends Partial<CreateEventInput>>(input: T) {
  const out: Record<string, unknown> = { ...input };
  if (input.title !== undefined) {
    out.title = input.title.trim();
    if (!out.title) throw invalid("Title is required");
  }
  if (input.date !== undefined) checkDate(input.date);
  if (input.time !== undefined) out.time = input.time || null;
  if (input.description !== undefined) out.description = input.description.trim();
  if (input.location !== undefined) out.location = input.location.trim();
  return out as Partial<typeof calendarEvents.$inferInsert>;
}

/** "Today 3:00 PM" style wording for activity and notifications. */
export function to12h(time: string | null): string {
  if (!time) return "all day";
  const [h, m] = time.split(":").map(Number);
  return `${((h! + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h! < 12 ? "AM" : "PM"}`;
}

const when = (e: Pick<CalendarEvent, "date" | "time">) => `${e.date}${e.time ? ` at ${to12h(e.time)}` : ""}`;

export function listEvents(db: Db, range: { from?: string; to?: string } = {}): CalendarEvent[] {
  const where = [];
  if (range.from) where.push(gte(calendarEvents.date, range.from));
  if (range.to) where.push(lte(calendarEvents.date, range.to));
  return (
    db
      .select()
      .from(calendarEvents)
      .where(where.length ? and(...where) : undefined)
      // all-day events (no time) first within a day
      .orderBy(asc(calendarEvents.date), sql`coalesce(${calendarEvents.time}, '')`, asc(calendarEvents.id))
      .all()
  );
}

/** One page of events in a date range (what the calendar shows), optionally matching `q` in the title. */
export function listEventsPage(
  db: Db,
  f: { from?: string; to?: string; q?: string },
  page: PageParams,
): Page<CalendarEvent> {
  const q = f.q?.trim();
  const where = and(
    f.from ? gte(calendarEvents.date, f.from) : undefined,
    f.to ? lte(calendarEvents.date, f.to) : undefined,
    q ? containsText(calendarEvents.title, q) : undefined,
  );
  return pageOf(db, calendarEvents, where, [asc(calendarEvents.date), sql`coalesce(${calendarEvents.time}, '')`, asc(calendarEvents.id)], page);
}

export function getEvent(db: Db, id: number): CalendarEvent {
  const row = db.select().from(calendarEvents).where(eq(calendarEvents.id, id)).get();
  if (!row) throw notFound("Calendar event");
  return row;
}

export function createEvent(db: Db, input: CreateEventInput): CalendarEvent {
  const values = clean(input);
  const row = db
    .insert(calendarEvents)
    .values({
      ...values,
      title: values.title!,
      date: values.date!,
      type: input.type ?? "meeting",
      reminder: input.reminder ?? DEFAULT_REMINDER,
    })
    .returning()
    .get();
  emit(db, {
    type: "event_created",
    message: `Event "${row.title}" added to the calendar for ${when(row)}`,
    entityType: "calendar_event",
    entityId: row.id,
  });
  // An event added inside its reminder window is announced at once, not at the next tick.
  sendDueReminders(db, new Date(), row.id);
  return row;
}

export function updateEvent(db: Db, id: number, input: UpdateEventInput): CalendarEvent {
  getEvent(db, id);
  const values = clean(input);
  const row = Object.keys(values).length
    ? db.update(calendarEvents).set(values).where(eq(calendarEvents.id, id)).returning().get()!
    : getEvent(db, id);
  emit(db, {
    type: "event_updated",
    message: `Event "${row.title}" on ${when(row)} updated`,
    entityType: "calendar_event",
    entityId: row.id,
  });
  sendDueReminders(db, new Date(), row.id);
  return row;
}

export function deleteEvent(db: Db, id: number) {
  const row = getEvent(db, id);
  db.delete(calendarEvents).where(eq(calendarEvents.id, id)).run();
  emit(db, {
    type: "event_deleted",
    message: `Event "${row.title}" on ${when(row)} removed from the calendar`,
    entityType: "calendar_event",
    entityId: row.id,
  });
  return { deleted: true, id };
}

/** Local (server time zone) start of an event; all-day events use ALL_DAY_REMINDER_HOUR for reminders. */
export function eventStart(e: Pick<CalendarEvent, "date" | "time">, allDayHour = 0): Date {
  const [y, m, d, hh, mm] = wallClock(e, allDayHour);
  return new Date(y, m - 1, d, hh, mm);
}

/** The stored date and time as numbers [year, month 1–12, day, hour, minute]; all-day events at `allDayHour`. */
function wallClock(e: Pick<CalendarEvent, "date" | "time">, allDayHour: number): number[] {
  const [y, m, d] = e.date.split("-").map(Number);
  const [hh, mm] = e.time ? e.time.split(":").map(Number) : [allDayHour, 0];
  return [y!, m!, d!, hh!, mm!];
}

const localKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/**
 * Announces under the bell every event whose reminder time has come and which has not started yet.
 * Each (event, date, time, reminder) is announced once; moving the event announces it again. Returns how many.
 */
export function sendDueReminders(db: Db, now: Date, onlyId?: number): number {
  if (!anyReminderNear(db, now, onlyId)) return 0;
  const from = localKey(now);
  const to = localKey(new Date(now.getTime() + 8 * 86_400_000));
  const candidates = db
    .select()
    .from(calendarEvents)
    .where(
      and(
        gte(calendarEvents.date, from),
        lte(calendarEvents.date, to),
        ne(calendarEvents.reminder, "none"),
        onlyId ? eq(calendarEvents.id, onlyId) : undefined,
      ),
    )
    .all();
  let sent = 0;
  for (const e of candidates) {
    const minutes = REMINDER_MINUTES[e.reminder as Reminder];
    if (minutes == null) continue;
    const start = eventStart(e, ALL_DAY_REMINDER_HOUR);
    const fireAt = new Date(start.getTime() - minutes * 60_000);
    if (now < fireAt || now >= start) continue;
    const day =
      e.date === localKey(now)
        ? "Today"
        : e.date === localKey(new Date(now.getTime() + 86_400_000))
          ? "Tomorrow"
          : e.date;
    const note = raiseNotice(db, {
      kind: "event_reminder",
      title: `Upcoming ${e.type}: ${e.title}`,
      body: `${day}${e.time ? ` at ${to12h(e.time)}` : " (all day)"}${e.location ? ` · ${e.location}` : ""}`,
      link: "/calendar",
      dedupeKey: `calendar-event:${e.id}:${e.date}T${e.time ?? ""}:${e.reminder}`,
    });
    if (note) sent++;
  }
  return sent;
}

/**
 * Whether any event with a reminder falls within a day of the window sendDueReminders looks at, by UTC dates (which
 * bracket the local ones in every time zone). Most checks find none, and then never read the local clock: its first
 * use loads the time zone's rules (~3 MiB that stay).
 */
function anyReminderNear(db: Db, now: Date, onlyId?: number): boolean {
  const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const near = db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(
      and(
        gte(calendarEvents.date, utcDay(now.getTime() - 86_400_000)),
        lte(calendarEvents.date, utcDay(now.getTime() + 9 * 86_400_000)),
        ne(calendarEvents.reminder, "none"),
        onlyId ? eq(calendarEvents.id, onlyId) : undefined,
      ),
    )
    .limit(1)
    .get();
  return near !== undefined;
}

/** Background job: checks reminders now and then every `intervalMs`; the clock is injectable for tests. */
export function startEventReminders(db: Db, opts: { now?: () => Date; intervalMs?: number } = {}) {
  const now = opts.now ?? (() => new Date());
  const tick = () => {
    try {
      sendDueReminders(db, now());
    } catch (e) {
      console.error("Calendar reminders failed", e);
    }
  };
  tick();
  const timer = setInterval(tick, opts.intervalMs ?? 30_000);
  return () => clearInterval(timer);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The event's wall-clock date and time as a Date whose UTC fields hold them: ical-generator writes floating and
 * all-day values from the UTC fields, so a local Date would shift every event by the server's UTC offset.
 */
function floatingTime(e: Pick<CalendarEvent, "date" | "time">): Date {
  const [y, m, d, hh, mm] = wallClock(e, 0);
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}

/** RFC 5545 calendar of every stored event (UTC moments, all-day dates, a display alarm per reminder). */
export function exportIcal(db: Db, host = "sunshine.local", stamp = new Date()): string {
  const { default: ical, ICalAlarmType } = icalGenerator();
  const cal = ical({
    name: "Sunshine Calendar",
    prodId: { company: "Sunshine", product: "Sunshine Calendar", language: "EN" },
  });
  // Times are the owner's wall clock where they live, written as UTC moments so another calendar app in any zone
  // shows them at the right hour; all-day events stay dates.
  const zone = ownerTimeZone(db);
  for (const e of listEvents(db)) {
    const allDay = !e.time;
    const start = allDay ? floatingTime(e) : instantIn(e.date, e.time!, zone);
    const end = allDay ? new Date(start.getTime() + 86_400_000) : new Date(start.getTime() + 3_600_000);
    const minutes = REMINDER_MINUTES[e.reminder as Reminder];
    cal.createEvent({
      // An imported event keeps its own UID, so importing the export back (or into the calendar it came from) adds nothing.
      id: e.uid ?? `calendar-event-${e.id}@${host}`,
      start,
      end,
      allDay,
      floating: allDay,
      stamp,
      summary: e.title,
      description: e.description || undefined,
      location: e.location || undefined,
      categories: [{ name: e.type.toUpperCase() }],
      alarms:
        minutes == null
          ? []
          : [
              {
                type: ICalAlarmType.display,
                trigger: minutes * 60,
                description: `${e.title} (${e.reminder.replace(" before", "")} to go)`,
              },
            ],
    });
  }
  return cal.toString();
}

export const icalFileName = (d = new Date()) =>
  `sunshine-calendar-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.ics`;
