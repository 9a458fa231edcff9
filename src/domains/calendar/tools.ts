import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import type { Db } from "../../db/client";
import { addDays, isRealDate, localTimeKey, parseDateKey } from "../../shared/dates";
import { createEvent, deleteEvent, getEvent, updateEvent } from "./service";
import { addEvent } from "./tools-add";
import { describeSlot, findEvent, isPast, NOUNS, NOUNS_IS, readSlot, cut, type Found } from "./tools-parse";
import { upcomingEventsTool } from "./tools-read";

/** What the assistant can do with the calendar: add, move, cancel and read events. */

const MOVE_VERB =
  "(?:move|moved|reschedule|rescheduled|push|pushed|shift|shifted|bump|bumped|postpone|postponed|bring|brought|delay|delayed|change|changed|switch|switched|update|updated)";
/** "so can you please…" before a command. */
export const POLITE =
  "[so|ok|okay|um|oh|and|also|hey] [can you|could you|would you|will you|can we|could we|let's|lets|we need to|i need to|we have to|i have to|i want to|please] [please]";
const FILLER =
  /^(?:(?:so|ok|okay|um|uh|oh|yeah|right|also|and|ugh|hey|well)\b,?\s*)*(?:(?:can|could|would|will) (?:you|we)(?: please)?\s+|let'?s\s+|(?:i|we) (?:need|have|want) to\s+|please\s+|pls\s+)*/;
const REF =
  /\b(?:the (?:time|date|day) (?:of|for)|'s\b|(?:has|have|had) been|is|was|are|got|now|it|its|back|forward|up|later|earlier)\b/g;

const BARE_HOUR = /^\s*(?:at\s+)?(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|o'?clock)?\s*(?:instead|then|please)?\s*$/i;

/** "push X back an hour", "bring X forward 30 minutes": minutes to shift by (negative = earlier). */
function shiftOf(lower: string): { minutes: number; at: number } | undefined {
  const m =
    /\b(back|forward|later|earlier|by)\s+(?:by\s+)?(an?|one|half an?|\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?|days?|weeks?)\b(?:\s+(later|earlier))?/.exec(
      lower,
    );
  if (!m) return undefined;
  const n = /^half/.test(m[2]!) ? 0.5 : /^(?:an?|one)$/.test(m[2]!) ? 1 : Number(m[2]);
  const unit = /^m/.test(m[3]!) ? 1 : /^h/.test(m[3]!) ? 60 : /^d/.test(m[3]!) ? 1440 : 10080;
  const earlier = m[1] === "forward" || m[1] === "earlier" || m[4] === "earlier" || /\bbr(?:ing|ought)\b/.test(lower);
  return { minutes: (earlier ? -1 : 1) * n * unit, at: m.index };
}

/** The event a phrase (before the new date) names, and the day said inside it ("thursday's interview"). */
function namedEvent(db: Db, s: Sentence, before: string, verb: RegExp): Found {
  const on = readSlot(before, s.now);
  let phrase = cut(before, on.spans).toLowerCase().replace(FILLER, "");
  phrase = phrase.replace(verb, " ").replace(REF, " ").replace(/\s+/g, " ").trim();
  return findEvent(db, s.now, phrase, on.dateSaid ? on.date : undefined);
}

const moveEvent = defineTool({
  name: "move_event",
  description:
    "Move an upcoming calendar event to another date and/or time (id from upcoming_events; date YYYY-MM-DD, time HH:MM or null for all day).",
  input: t.Object({
    id: t.Integer({ minimum: 1 }),
    date: t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    time: t.Optional(t.Union([t.Null(), t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" })])),
  }),
  kind: "write",
  examples: [
    "move the Roxy gig to Saturday at 9",
    "push the rehearsal back an hour",
    "the Leeds show has been moved to the 6th",
  ],
  patterns: [
    { template: `^${POLITE} (${MOVE_VERB.slice(3, -1)}) * ${NOUNS}`, weight: 1.15 },
    {
      template: `* ${NOUNS} * (has been|have been|was|got|is|been|has|have|had) (moved|pushed|rescheduled|postponed|changed|shifted|brought forward|put back|bumped)`,
      weight: 1.15,
    },
    { template: `* ${NOUNS} * (is|s|are) now (on|at|in|for)`, weight: 1.1 },
    {
      template: `* ${NOUNS_IS} [been|now|just|got] (moved|pushed|rescheduled|postponed|changed|shifted|brought forward|put back|bumped|now on|now at)`,
      weight: 1.15,
    },
    { template: `^${POLITE} (move|reschedule|push|shift|postpone|bring|delay|bump) *`, weight: 0.9 },
  ],
  unless: [/^(?:how|can i|should i|could i|when|what|is|are|do|did)\b/],
  understand(s, { db, now }) {
    const lower = s.lower;
    const verb = new RegExp(`\\b${MOVE_VERB}\\b`);
    const shift = shiftOf(lower);
    if (shift) {
      const found = namedEvent(db, s, s.text.slice(0, shift.at), verb);
      if (!("event" in found)) return found;
      const e = found.event;
      if (!e.time && Math.abs(shift.minutes) < 1440)
        return { ask: `"${e.title}" is an all-day event; what time should it start?` };
      const [y, mo, d] = e.date.split("-").map(Number);
      const [h, mi] = (e.time ?? "00:00").split(":").map(Number);
      const at = new Date(y!, mo! - 1, d!, h!, mi! + shift.minutes);
      const date = at.toLocaleDateString("sv-SE");
      const time = e.time ? localTimeKey(at) : null;
      if (isPast(date, time, now)) return { reply: `That would put "${e.title}" in the past; nothing changed.` };
      return { args: { id: e.id, date, time } };
    }
    // The new date follows the last "to/until/is now…" that has a date or time after it.
    const splits = [
      ...lower.matchAll(
        /\b(?:to|till|until|til|onto|into|for|now(?: on| at)?|instead|moved|pushed|rescheduled|postponed|changed)\b/g,
      ),
    ].reverse();
    let at = -1;
    for (const m of splits) {
      const rest = s.text.slice(m.index! + m[0].length);
      if (readSlot(rest, now).date || BARE_HOUR.test(rest)) {
        at = m.index!;
        break;
      }
    }
    if (at < 0) {
      const last = s.whens().at(-1);
      if (!last) {
        const found = namedEvent(db, s, s.text, verb);
        return "event" in found ? { ask: `When should "${found.event.title}" move to?` } : undefined;
      }
      at = last.index;
    }
    const before = s.text.slice(0, at);
    const tail = s.text
      .slice(at)
      .replace(/^\s*(?:to|till|until|til|onto|into|for|now|instead|moved|pushed|rescheduled|postponed|changed)\b/i, "");
    const found = namedEvent(db, s, before, verb);
    if (!("event" in found)) return new RegExp(`\\b${NOUNS}\\b`).test(lower) || "ask" in found ? found : undefined;
    const e = found.event;
    const target = readSlot(tail, now, e.type === "gig");
    const hour = BARE_HOUR.exec(tail);
    if (!target.time && hour) {
      // "move rehearsal to 8": the same half of the day as before (7 PM → 8 PM), afternoon for 1–7.
      let h = Number(hour[1]);
      const pm = hour[3] ? /p/i.test(hour[3]) : h <= 7 || (!!e.time && e.time >= "12:00") || e.type === "gig";
      if (pm && h < 12) h += 12;
      if (!pm && h === 12 && hour[3]) h = 0;
      if (h <= 23) target.time = `${String(h).padStart(2, "0")}:${hour[2] ?? "00"}`;
    }
    if (!target.date && !target.time) return { ask: `When should "${e.title}" move to?` };
    // "postpone it to next week": the same weekday a week later, not next Monday.
    const date = /^\s*(?:the )?next week\s*$/i.test(tail)
      ? addDays(parseDateKey(e.date)!, 7).toLocaleDateString("sv-SE")
      : target.dateSaid
        ? target.date!
        : e.date;
    const time = target.time ?? e.time;
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
    const event = updateEvent(db, id, { date, time: newTime });
    return {
      summary: `Moved "${event.title}" to ${describeSlot(event.date, event.time, now).replace(/^on /, "")} (it was ${describeSlot(before.date, before.time, now).replace(/^on /, "")}).`,
      data: event,
      link: "/calendar",
      undo: () => (
        updateEvent(db, id, { date: before.date, time: before.time }),
        `"${event.title}" is back ${describeSlot(before.date, before.time, now)}.`
      ),
    };
  },
});

const cancelEvent = defineTool({
  name: "cancel_event",
  description: "Cancel (delete) an upcoming calendar event (asks for confirmation).",
  input: t.Object({ id: t.Integer({ minimum: 1 }) }),
  kind: "destructive",
  examples: ["cancel the Roxy gig", "the Leeds show is cancelled", "delete the band rehearsal from my calendar"],
  patterns: [
    { template: `^${POLITE} (<remove>|call off|scratch|axe|take off|take out) * ${NOUNS}`, weight: 1.15 },
    {
      template: `* ${NOUNS} * (is|s|has been|have been|was|got|are|been) [now|just] (cancelled|canceled|called off|off|not happening|scrapped|axed)`,
      weight: 1.1,
    },
    {
      template: `* ${NOUNS_IS} [now|just|been] (cancelled|canceled|called off|off|not happening|scrapped|axed)`,
      weight: 1.1,
    },
    {
      template: "* (take|remove|delete|clear|drop|get) * (from|off|out of) (my|the|our) (calendar|diary|schedule)",
      weight: 1.15,
    },
    { template: `^${POLITE} (cancel|call off|scrap|axe)`, weight: 0.7 },
  ],
  // "delete the setlist task", "take X off my list" are the to-do list's.
  unless: [
    /^(?:how|can i|should i|could i|when|what|is|are|was|were|do|did|has|have)\b/,
    /\b(?:task|tasks|todo|to-do|to do list|my list|the list|reminder)\b/,
  ],
  understand(s, { db, now }) {
    const lower = s.lower;
    const off =
      /\b(?:is|'s|has been|have been|was|got|are|been)\s+(?:now |just )?(?:cancelled|canceled|called off|off|not happening|scrapped|axed)\b/.exec(
        lower,
      );
    let phrase: string;
    if (off) {
      // "…and the Lexington gig on the 12th is off, so…": the clause before "is off".
      const clause = s.text
        .slice(0, off.index)
        .split(/\b(?:and|but|so|because|cause|as)\b|[,;.]/i)
        .at(-1)!;
      phrase = clause.replace(/^\s*(?:the promoter|they|he|she)\b.*$/i, "");
    } else {
      const m = s.capture(
        /^(?:please |can you |could you )*(?:cancel|delete|remove|drop|get rid of|erase|scrap|trash|bin|kill|clear|call off|scratch|axe|take)\s+(.+?)(?:\s+(?:off|from|out of)\s+(?:my|the|our)\s+(?:calendar|diary|schedule))?$/,
      );
      if (!m?.[1]) return undefined;
      phrase = m[1];
    }
    const found = namedEvent(
      db,
      s,
      phrase.replace(/\b(?:off|out|event|from my calendar)\b/gi, " "),
      /\b(?:cancel|call off)\b/,
    );
    if ("event" in found) return { args: { id: found.event.id } };
    return new RegExp(`\\b${NOUNS}\\b|\\b(?:calendar|diary)\\b`).test(lower) ? found : undefined;
  },
  preview: ({ id }, { db, now }) => {
    const e = getEvent(db, id);
    return `Cancel "${e.title}" ${describeSlot(e.date, e.time, now)}${e.location ? ` (${e.location})` : ""}`;
  },
  run({ id }, { db, now }) {
    const e = getEvent(db, id);
    deleteEvent(db, id);
    return {
      summary: `Cancelled "${e.title}" ${describeSlot(e.date, e.time, now)}; it's off the calendar.`,
      link: "/calendar",
      undo: () => {
        const back = createEvent(db, {
          title: e.title,
          date: e.date,
          time: e.time ?? undefined,
          type: e.type as never,
          description: e.description,
          location: e.location,
          reminder: e.reminder as never,
        });
        return `"${back.title}" is back on the calendar ${describeSlot(back.date, back.time, now)}.`;
      },
    };
  },
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const calendarTools: Tool[] = [addEvent, moveEvent, cancelEvent, upcomingEventsTool];
