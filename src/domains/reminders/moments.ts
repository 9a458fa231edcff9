import type { Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import type { SlotList } from "../../lib/understand/templates";
import type { When } from "../../lib/understand/when";
import { readLength } from "../../lib/understand/said-as";
import { describeMoment } from "../../shared/dates";

/**
 * "Remind me half an hour before Wednesday's band rehearsal to pack the cables": a reminder set by another part's
 * moment (a calendar event). The reminders domain does not know the calendar; the moments a phrase names are looked
 * up through a finder registered above both (src/wiring.ts).
 */

/** Something on the owner's schedule, as the reminder needs it. */
export interface Moment {
  name: string;
  /** Its day, YYYY-MM-DD. */
  date: string;
  /** Its start, HH:MM (none for an all-day one). */
  time?: string | null;
}

type Finder = (db: Db, now: Date, phrase: string) => Moment[];
let finder: Finder | undefined;
/** Where the moments a phrase names come from (the calendar's upcoming events). */
export const registerMomentFinder = (f: Finder) => {
  finder = f;
};

/** The `{moment}` slot: the upcoming moments some words name (the day said beside them picks one later). */
export const MOMENT_LIST: SlotList<Moment[]> = {
  names: () => [],
  find(phrase, ctx: ToolContext) {
    // A name never ends with a little word: that word belongs to the template ("… before the gig to …"); one joined on
    // by a hyphen is the name's own ("the load-in").
    if (!finder || /(?<![\w-])(?:to|on|at|in|for|from|by|and|is|it|that|about)$/i.test(phrase.trim())) return undefined;
    const found = finder(ctx.db, ctx.now, phrase);
    return found.length ? { value: found } : undefined;
  },
};

/** "half an hour before", "30 mins before", "the day before": how long before, in minutes (undefined: not said so). */
function minutesBefore(said: string): number | undefined {
  if (/^the (?:day|night|evening|morning) before\b/i.test(said.trim())) return 1440;
  const length = readLength(said);
  return length && /^\s+before\b/i.test(length.rest) ? length.minutes : undefined;
}

/**
 * The moment to remind at: so long before the one named (on the day said, when one was), or whole days before at
 * the `time` said. An all-day moment is taken to start at 9 AM. Asks which when several fit.
 */
export function beforeMoment(
  moments: Moment[],
  before: When,
  now: Date,
  time?: string,
): { at: Date; moment: Moment } | { ask: string } | { reply: string } | undefined {
  const minutes = minutesBefore(before.text);
  if (minutes === undefined) return undefined;
  // "half an hour before Wednesday": the day said after "before" is the moment's.
  const day = /\bbefore\s+\S/.test(before.text) ? before.date : undefined;
  const fit = day ? moments.filter((m) => m.date === day) : moments;
  if (!fit.length) return { reply: `I couldn't find that on your calendar${day ? " on that day" : ""}, so I haven't set a reminder.` };
  if (fit.length > 1) return { ask: `Before which one: ${fit.slice(0, 4).map((m) => `"${m.name}" (${m.date}${m.time ? ` ${m.time}` : ""})`).join(", ")}?` };
  const m = fit[0]!;
  const [y, mo, d] = m.date.split("-").map(Number);
  const [h, mi] = (m.time ?? "09:00").split(":").map(Number);
  // "the day before … at 9pm": whole days before, at the time said on that day.
  const [th, tm] = time && minutes % 1440 === 0 ? time.split(":").map(Number) : [h!, mi! - minutes];
  const at = new Date(y!, mo! - 1, d! - (time && minutes % 1440 === 0 ? minutes / 1440 : 0), th!, tm!);
  if (at <= now) return { reply: `${describeMoment(at.toISOString(), now)} has already passed; I haven't set a reminder.` };
  return { at, moment: m };
}
