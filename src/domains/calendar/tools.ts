import { t } from "elysia";
import { dayKeyAfter, daysAfterOwn } from "../../lib/understand/counted-from-record";
import { defineTool, withSentences, ToolError, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import type { When } from "../../lib/understand/when";
import { addDays, isRealDate, localDateKey, localTimeKey, parseDateKey } from "../../shared/dates";
import type { CalendarEvent } from "./schema";
import { createEvent, deleteEvent, getEvent, updateEvent } from "./service";
import { addEvent } from "./tools-add";
import {
  describeSlot,
  EVENT_LISTS,
  eveningTime,
  isPast,
  pickEvent,
  unknownEvent,
  upcomingEvents,
  type NamedEvents,
} from "./named-events";
import { upcomingEventsTool } from "./tools-read";
import { integer } from "../../lib/validation";
import { changeWithUndo, removeWithUndo } from "../../lib/tool-shapes";
import { askWhich } from "../../lib/understand/records";

/** What the assistant can do with the calendar: add, move, cancel and read events (sentences: sentences.yaml). */

type SaidWords = Record<"on" | "when" | "at" | "by", When> & Record<"count" | "unit" | "name", string>;
interface MoveSlots extends Partial<SaidWords> {
  event?: NamedEvents;
  hour?: number;
  direction?: 1 | -1;
  /** "the thursday after": that weekday after the event's own day. */
  after?: boolean;
  /** "move it to the thursday": that weekday in the event's own week. */
  week?: boolean;
  /** "put the roxy gig down for friday": already on the calendar. */
  already?: boolean;
  /** "put the Lexington gig at 9.30pm": named with only a new day or time, so moved there. */
  put?: boolean;
}

/** The first day after `from` that falls on the weekday of `said` ("move it to the thursday after"), or in its week. */
function weekdayAfter(from: string, said: string, week?: boolean): string {
  const want = parseDateKey(said)!.getDay();
  const d = parseDateKey(from)!;
  // In its week: counted from its Monday; after it: one to seven days on.
  const days = week ? ((want + 6) % 7) - ((d.getDay() + 6) % 7) : ((want - d.getDay() + 6) % 7) + 1;
  return localDateKey(addDays(d, days));
}

/** The event at its new day and time, unless that is already past. */
const movedTo = (e: CalendarEvent, date: string, time: string | null, now: Date) =>
  isPast(date, time, now)
    ? { reply: `That would put "${e.title}" in the past; nothing changed.` }
    : { args: { id: e.id, date, time } };

/** "move rehearsal to 8": the same half of the day as before (7 PM → 8 PM), the afternoon for 1–7. */
function atHour(e: CalendarEvent, hour: number, now: Date) {
  const pm = hour <= 7 || (!!e.time && e.time >= "12:00") || e.type === "gig";
  const h = pm && hour < 12 ? hour + 12 : hour;
  if (!Number.isInteger(hour) || h > 23) return { ask: `What time should "${e.title}" start?` };
  return movedTo(e, e.date, `${String(h).padStart(2, "0")}:00`, now);
}

/** "push X back an hour": the event's moment moved by a length of time. */
function shifted(e: CalendarEvent, minutes: number, now: Date) {
  if (!e.time && Math.abs(minutes) < 1440)
    return { ask: `"${e.title}" is an all-day event; what time should it start?` };
  const at = new Date(`${e.date}T${e.time ?? "00:00"}`);
  at.setMinutes(at.getMinutes() + minutes);
  return movedTo(e, localDateKey(at), e.time ? localTimeKey(at) : null, now);
}

const moveEvent = defineTool({
  name: "move_event",
  description:
    "Move an upcoming calendar event to another date and/or time (id from upcoming_events; date YYYY-MM-DD, time HH:MM or null for all day).",
  input: t.Object({
    id: integer({ minimum: 1 }),
    date: t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    time: t.Optional(t.Union([t.Null(), t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" })])),
  }),
  kind: "write",
  lists: EVENT_LISTS,
  resolve(x: MoveSlots, { now }) {
    if (x.name) return unknownEvent(x.name);
    let { on, when } = x;
    // "move the gig on friday to saturday" reads as one span of days: from the first, to the second.
    if (when?.endDate && !on) {
      on = when;
      when = { ...when, date: when.endDate, time: undefined, text: "", said: {} };
    }
    const found = pickEvent(x.event, on, now);
    if (!("event" in found)) return found;
    const e = found.event;
    if (x.direction) {
      // (A day said where the length goes, "push the gig back friday", is no shift.)
      const length = x.by ? x.by.said.minutes : Number(x.count) * Number(x.unit);
      if (length === undefined) return undefined;
      return shifted(e, x.direction * length, now);
    }
    if (x.hour !== undefined) return atHour(e, x.hour, now);
    if (!when) return { ask: `When should "${e.title}" move to?` };
    const timed = [x.at, when].find((w) => w?.time);
    // Counted from the event's own day, not from today: "postpone it to next week" is the same weekday a week
    // later (not next Monday), "move it to the next day" is the day after the event (not tomorrow).
    const later = daysAfterOwn(when);
    const date = later
      ? dayKeyAfter(e.date, later)
      : (x.after || x.week) && when.said.weekday
        ? weekdayAfter(e.date, when.date, x.week)
        : // "from tuesday to wednesday": both days in the event's own week.
          on?.said.weekday === "alone" && when.said.weekday === "alone"
          ? weekdayAfter(e.date, when.date, true)
        : when.said.timeAlone
        ? e.date
        : when.date;
    const time = timed ? (eveningTime(timed, e.type === "gig", e.time) ?? null) : e.time;
    // (Put at the day and time it already has: nothing moves either.)
    if (x.already || (x.put && date === e.date && time === e.time))
      return { reply: `"${e.title}" is already on your calendar ${describeSlot(e.date, e.time, now)}; to change its day, say "move it to …".`, final: true };
    if (isPast(date, time, now))
      return { reply: `${describeSlot(date, time, now).replace(/^on /, "")} has already passed; nothing changed.` };
    return { args: { id: e.id, date, time } };
  },
  run({ id, date, time }, { db, now }) {
    if (!isRealDate(date)) throw new ToolError(`${date} is not a real date (use YYYY-MM-DD)`);
    const before = getEvent(db, id);
    const newTime = time === undefined ? before.time : time;
    if (isPast(date, newTime, now))
      throw new ToolError("that moment has already passed; events move to today or later");
    const slot = (e: CalendarEvent) => describeSlot(e.date, e.time, now);
    return changeWithUndo<CalendarEvent>({
      read: () => before,
      write: ({ date, time }) => updateEvent(db, id, { date, time }),
      change: { date, time: newTime },
      said: (event) => `Moved "${event.title}" to ${slot(event).replace(/^on /, "")} (it was ${slot(before).replace(/^on /, "")}).`,
      undone: (event) => `"${event.title}" is back ${slot(before)}.`,
      link: "/calendar",
    });
  },
});

const cancelEvent = removeWithUndo({
  name: "cancel_event",
  description: "Cancel (delete) an upcoming calendar event (asks for confirmation).",
  lists: EVENT_LISTS,
  resolve(x: { event?: NamedEvents; on?: When; name?: string; which?: boolean }, { db, now }) {
    if (x.name) return unknownEvent(x.name);
    // "cancel an event": which one is asked, and the next message may name it ("the roxy one").
    if (x.which && !x.event) {
      const list = upcomingEvents(db, now);
      if (!list.length) return { reply: "You have nothing coming up on the calendar to cancel." };
      const names = list.map((e) => `"${e.title}"`);
      return { ask: askWhich("event", names, { opening: "Which event should I cancel", max: 8 }) };
    }
    const found = pickEvent(x.event, x.on, now);
    return "event" in found ? { args: { id: found.event.id } } : found;
  },
  verbs: ["Cancel", "Cancelled"],
  read: getEvent,
  remove: deleteEvent,
  restore: (db, { title, date, time, type, description, location, reminder }) =>
    createEvent(db, { title, date, time: time ?? undefined, type: type as never, description, location, reminder: reminder as never }),
  what: (e) => `"${e.title}"`,
  detail: (e, { now }) => ` ${describeSlot(e.date, e.time, now)}${e.location ? ` (${e.location})` : ""}`,
  link: "/calendar",
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const calendarTools: Tool[] = withSentences(SENTENCES, [addEvent, moveEvent, cancelEvent, upcomingEventsTool]);
