import { t } from "elysia";
import { askWhich, oncePerMessage, pickByName, pickedOrAsk } from "../../lib/understand/records";
import { asTitle } from "../../lib/understand/titles";
import { dayKeyAfter, daysAfterOwn } from "../../lib/understand/counted-from-record";
import { defineTool, existing, notFound, withSentences, ToolError, type ToolContext } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import type { Repeat } from "../../lib/understand/recurrence";
import type { SlotList } from "../../lib/understand/templates";
import type { When } from "../../lib/understand/when";
import { describeRecurrence, firstOccurrence } from "../../shared/recurrence";
import { describeMoment, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { capitalise, listOf, plural, words } from "../../shared/text";
import { createReminderBody } from "./model";
import { pokeReminders } from "./scheduler";
import { createReminder, deleteReminder, listReminders, moveReminder, restoreReminder } from "./service";
import { type Reminder } from "./schema";
import { beforeMoment, MOMENT_LIST, type Moment } from "./moments";
import { integer } from "../../lib/validation";
import type { Db } from "../../db/client";
import { changeWithUndo, removeWithUndo } from "../../lib/tool-shapes";

/** Reminders at a moment ("remind me on Friday at 3pm to call Mum"), listed and cancelled by talking. */

const upcoming = (db: Db, now: Date) => listReminders(db).filter((r) => !r.firedAt && new Date(r.remindAt) > now);

const quoted = (r: Reminder) => `"${r.message}"`;
const reminderOf = (db: Db, id: number) => existing(listReminders(db).find((x) => x.id === id), `reminder ${id}`);

/** Repeating reminders start at the time said, else at 9 AM (a morning nudge), on the first matching day from now. */
const REPEAT_HOUR = 9;

/** The reminders still to come, for the `{reminder}` slot. */
const REMINDER_LISTS: Record<string, SlotList<unknown>> = {
  moment: MOMENT_LIST,
  reminder: {
    names: (ctx: ToolContext) => upcoming(ctx.db, ctx.now).map((r) => r.message),
    find(phrase, ctx: ToolContext) {
      const list = oncePerMessage(ctx, "reminders", () => upcoming(ctx.db, ctx.now));
      // By its words, forgiving typos, or a nickname whose every word is in the message.
      const said = phrase.replace(/^(?:about|to|for|of)\s+/i, "");
      const pick = pickByName(said, list, (r) => r.message, { minScore: 0.5, nickname: words(said) });
      return pickedOrAsk(pick, "reminder", quoted);
    },
  },
};

/** What "remind me …" says: the moments ({when}, {at:when}, …), what for, how often, the event it is placed by. */
type SetSlots = Partial<Record<"when" | "tail" | "before" | "on" | "at" | "from", When>> &
  Partial<{ message: string; repeat: Repeat; asked: boolean; moment: Moment[] }>;

/** Tells the scheduler the reminders changed, and passes on what was written. */
const poked = <T>(written: T): T => (pokeReminders(), written);

const passed = (at: Date, now: Date) => ({
  reply: `${describeMoment(at.toISOString(), now)} has already passed; give me a time from now on.`,
});
const lowerFirst = (s: string) => `${s[0]!.toLowerCase()}${s.slice(1)}`;
/** "to call jo" for an errand, "about the soundcheck" for a thing ("remind me about the soundcheck tomorrow"). */
const remindedOf = (message: string) =>
  `${/^(?:the|a|an|my|our|your|this|that|tomorrow'?s|today'?s)\b/i.test(message) ? "about" : "to"} ${lowerFirst(message)}`;

export const remindersTools = withSentences(SENTENCES, [
  defineTool({
    name: "set_reminder",
    description: "Remind the user at a moment (remindAt: ISO date-time) with a message; it pops up under the bell.",
    input: t.Object({
      message: createReminderBody.properties.message,
      remindAt: t.String({
        minLength: 10,
        description: "ISO 8601 date-time, local time when no offset is given, e.g. 2026-11-27T15:00:00",
      }),
      recurrence: createReminderBody.properties.recurrence,
    }),
    kind: "write",
    lists: REMINDER_LISTS,
    resolve({ message, when, repeat, asked, before, moment, on, at, tail, from }: SetSlots, { now }) {
      // A day said inside what it is for ("… to plan next week") belongs to the message, not to when.
      const text = message && asTitle(tail ? `${message} ${tail.text}` : message);
      // "half an hour before the band rehearsal": so long before that moment.
      if (before && moment) {
        // "the day before the Roxy gig at 10am": a time alone after the moment is when on that day, not its day.
        const timeOnly = !!on && !at && !!on.said.timeAlone;
        const day = timeOnly ? undefined : on?.date;
        const found = beforeMoment(day ? moment.filter((m) => m.date === day) : moment, before, now, (timeOnly ? on : at)?.time);
        if (!found || !("at" in found)) return found;
        if (message && !text) return { ask: `What should I remind you about before "${found.moment.name}"?`, words: true };
        // ("remind me the day before the Jazz Road deadline": of the moment itself.)
        return { args: { message: text || asTitle(found.moment.name), remindAt: found.at.toISOString() } };
      }
      if (repeat) {
        const time = when?.time ?? at?.time ?? from?.time;
        const [hour, minute] = time ? time.split(":").map(Number) : [REPEAT_HOUR, 0];
        // "…starting next friday", "every 3 months, starting 1 December at noon", "on the 15th at 9, repeating
        // monthly": a day said with the repetition is the first one (counted from that day's start).
        // (Not a weekday the repetition itself names: "every monday and thursday at 6pm" starts on the first of them.)
        const ownDay = /BYDAY/.test(repeat.rule) && !!when?.said.weekday;
        const firstDay = [from, when].find((w) => w && w.date > localDateKey(now) && !(w === when && ownDay));
        const first = firstOccurrence(repeat.rule, hour!, minute!, firstDay ? new Date(`${firstDay.date}T00:00:00`) : now);
        if (!text) return { ask: 'What should I remind you about? Try "remind me every Monday to post on instagram".', words: true };
        if (!first) return { reply: "That repetition never happens again from now on; say it another way." };
        return { args: { message: text, remindAt: first.toISOString(), recurrence: repeat.rule } };
      }
      // A day without a time: "remind me to call KEXP tomorrow" is a task with a due date; "set a reminder for
      // thursday" asks what time.
      if (!when?.time) {
        if (text && !asked) return undefined;
        const todo = text && `to ${lowerFirst(text)}`;
        if (when) {
          const day = `${/^(?:today|tomorrow|tonight|this |next )/i.test(when.text) ? "" : "on "}${when.text.replace(/^on\s+/i, "")}`;
          return { ask: todo ? `What time ${day} should I remind you ${todo}? Try "at 9am".` : `What time ${day}? Try adding "at 9am".` };
        }
        // What it is for is already known (perhaps from the answer to this same question): saying it back makes it a
        // new question, so the next message is read as the time.
        if (todo) return { ask: `When should I remind you ${todo}? Try "friday at 11am".` };
        return { ask: 'When should I remind you? Try "set a reminder for 5pm to send the invoice".' };
      }
      // "this morning", "today": that day only (chrono rolls a time already passed to tomorrow).
      if (when.said.today && when.date !== localDateKey(now))
        return { reply: `${capitalise(describeTime(when.time))} today has already passed; give me a time from now on.` };
      if (!text) return { ask: 'What should I remind you about? Try "remind me at 5pm to call KEXP".', words: true };
      if (when.at <= now) return passed(when.at, now);
      return { args: { message: text, remindAt: when.at.toISOString() } };
    },
    run({ message, remindAt, recurrence }, { db, now }) {
      if (Number.isNaN(new Date(remindAt).getTime()))
        throw new ToolError("remindAt must be a date and time such as 2026-11-27T15:00:00");
      if (new Date(remindAt) <= now) throw new ToolError("that time has already passed; reminders are for the future");
      const reminder = poked(createReminder(db, { message, remindAt, recurrence }, now));
      const what = remindedOf(message);
      return {
        summary: reminder.recurrence
          ? `I'll remind you ${what} ${describeRecurrence(reminder.recurrence)} at ${describeTime(localTimeKey(new Date(reminder.remindAt)))}, starting ${describeMoment(reminder.remindAt, now)}.`
          : `I'll remind you ${what} at ${describeMoment(reminder.remindAt, now)}.`,
        data: reminder,
        undo: () => (poked(deleteReminder(db, reminder.id)), `Cancelled the reminder "${message}".`),
      };
    },
  }),

  defineTool({
    name: "list_reminders",
    description: "The reminders still to come.",
    input: t.Object({ id: t.Optional(integer({ minimum: 1 })), next: t.Optional(t.Boolean()), day: t.Optional(t.String({ format: "date" })) }),
    kind: "read",
    lists: REMINDER_LISTS,
    // "is there a reminder about mum?": that one alone answers, and is then "it" ("cancel it", "make it 8:30").
    // ("what's my next reminder?": the first to go off, alone, so that it is "it" too; so is the one on a day asked.)
    resolve: ({ reminder, next, on }: { reminder?: Reminder; next?: boolean; on?: When }) => ({
      args: reminder ? { id: reminder.id } : next ? { next } : on && !on.endDate ? { day: on.date } : {},
    }),
    run({ id, next, day }, { db, now }) {
      const all = upcoming(db, now).filter(
        (r) => (id === undefined || r.id === id) && (!day || localDateKey(new Date(r.remindAt)) === day),
      );
      const list = next ? all.slice(0, 1) : all;
      const each = listOf(list.map((r) => `"${r.message}" at ${describeMoment(r.remindAt, now)}`), 10);
      const summary = !list.length
        ? `You have no reminders ${day ? "on that day" : "coming up"}.`
        : next
          ? `Your next reminder is ${each}.`
          : `${plural(list.length, "reminder")} coming up: ${each}.`;
      return { summary, data: list };
    },
  }),

  defineTool({
    name: "move_reminder",
    description: "Move a reminder that has not gone off yet to another moment (remindAt: ISO date-time).",
    input: t.Object({ id: integer({ minimum: 1 }), remindAt: t.String({ minLength: 10 }) }),
    kind: "write",
    lists: REMINDER_LISTS,
    resolve({ reminder, when, by, hour }: { reminder?: Reminder; when?: When; by?: When; hour?: number }, { now }) {
      if (!reminder) return undefined;
      const was = new Date(reminder.remindAt);
      const onItsDay = (h: number) => new Date(was.getFullYear(), was.getMonth(), was.getDate(), h, 0);
      const distance = (d: Date) => Math.abs(d.getTime() - was.getTime());
      /** Of two readings of the time said, the one nearer the reminder's own time (the first when as near). */
      const nearer = (a: Date, b: Date) => (distance(b) < distance(a) ? b : a);
      let at: Date | undefined;
      // "by an hour", "back 30 minutes": later by that long; a length read as a new moment ("push it back an hour")
      // is still how much later.
      const minutes = by?.said.minutes ?? when?.said.minutes;
      if (minutes !== undefined) at = new Date(was.getTime() + minutes * 60_000);
      else if (hour !== undefined) {
        // An hour alone ("to 5") is the one of its day's two nearest the reminder's own time: 4pm → 5 is 5pm.
        if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ask: `What time should "${reminder.message}" remind you?` };
        at = nearer(onItsDay(hour), onItsDay(hour < 12 ? hour + 12 : hour));
      } else if (when?.time && when.said.timeAlone) {
        // A time alone keeps the reminder's day; said without am or pm, it is the nearer of the two to the reminder's
        // own time that is still to come (7am → "make that 7:30" is 7:30am).
        const said = new Date(`${localDateKey(was)}T${when.time}`);
        const other = new Date(said.getTime() + (said.getHours() < 12 ? 12 : -12) * 3_600_000);
        const sameDay = other > now && other.getDate() === said.getDate();
        at = when.said.noMeridiem && sameDay ? nearer(said, other) : said;
      } else if (when && !when.time) {
        // A day alone keeps the reminder's time ("the day after": after the reminder's own day).
        const days = daysAfterOwn(when);
        at = new Date(`${days ? dayKeyAfter(localDateKey(was), days) : when.date}T${localTimeKey(was)}`);
      } else if (when) at = when.at;
      if (!at) return { ask: `When should "${reminder.message}" remind you instead? Try "move it to 7pm".` };
      if (at <= now) return passed(at, now);
      return { args: { id: reminder.id, remindAt: at.toISOString() } };
    },
    run({ id, remindAt }, { db, now }) {
      if (new Date(remindAt) <= now) throw new ToolError("that time has already passed; reminders are for the future");
      const at = (r: Reminder) => describeMoment(r.remindAt, now);
      return changeWithUndo<Reminder>({
        read: () => reminderOf(db, id),
        write: (fields) => poked(moveReminder(db, id, fields.remindAt!)),
        change: { remindAt },
        said: (r, before) => `I'll remind you to ${lowerFirst(r.message)} at ${at(r)} instead (it was at ${at(before)}).`,
        undone: (r, before) => `The reminder "${r.message}" is back at ${at(before)}.`,
      });
    },
  }),

  removeWithUndo({
    name: "cancel_reminder",
    description: "Cancel a reminder that has not gone off yet (asks for confirmation).",
    lists: REMINDER_LISTS,
    resolve({ reminder, name }: { reminder?: Reminder; name?: string }, { db, now }) {
      if (reminder) return { args: { id: reminder.id } };
      const list = upcoming(db, now);
      if (!list.length) return { reply: "You have no reminders to cancel." };
      if (name) return notFound("a reminder about", name, "what reminders do I have?");
      return list.length === 1 ? { args: { id: list[0]!.id } } : { ask: askWhich("reminder", list.map(quoted)) };
    },
    verbs: ["Cancel", "Cancelled"],
    read: reminderOf,
    remove: (db, id) => poked(deleteReminder(db, id)),
    // The same row comes back (id, time, task link), so the scheduler sees it as if never cancelled.
    restore: (db, r) => poked(restoreReminder(db, r)),
    what: (r) => `the reminder "${r.message}"`,
    detail: (r, { now }) => ` (${describeMoment(r.remindAt, now)})`,
  }),
]);

