import { t } from "elysia";
import { matchRecords, pickRecord } from "../../lib/understand/records";
import { asTitle, Sentence } from "../../lib/understand/sentence";
import { defineTool, ToolError } from "../../lib/tools";
import { readRepeat, type Repeat } from "../../lib/understand/recurrence";
import { describeRecurrence, firstOccurrence } from "../../shared/recurrence";
import { describeMoment, describeTime, localDateKey, localTimeKey } from "../../shared/dates";
import { capitalise, listOf, plural, words } from "../../shared/text";
import { createReminderBody } from "./model";
import { pokeReminders } from "./scheduler";
import { createReminder, deleteReminder, listReminders, restoreReminder } from "./service";
import { type Reminder } from "./schema";

/** Reminders at a moment ("remind me on Friday at 3pm to call Mum"), listed and cancelled by talking. */

const upcoming = (all: Reminder[], now: Date) => all.filter((r) => !r.firedAt && new Date(r.remindAt) > now);

/** Everything up to the request itself ("ok so before I forget can you remind me …") is not the message. */
const ASK =
  /^.*?\b(?:remind me|set (?:up )?(?:a |me a )?reminder|add (?:a )?reminder|create (?:a )?reminder|reminder|ping me|nudge me|alert me|give me a (?:shout|nudge|reminder|ring|bell)|(?:don'?t|do not) (?:let me )?forget)\b/;
const LEAD = [
  /^(?:for|to|that|about|of|saying|:)\b/,
  // "remind me on Dec 5 at 10am to …" leaves "on to …" once the moment is cut.
  /^(?:on|at|by|for|in)\s+(?=to\b|that\b|about\b)/,
  /^(?:i (?:need|have|must|should) to)\b/,
];

function reminderMessage(text: string): string {
  const ask = ASK.exec(text.toLowerCase());
  let m = ask ? text.slice(ask[0].length) : text;
  for (let pass = 0; pass < 4; pass++) {
    const before = m;
    m = m.replace(/^[\s,:;-]+/, "");
    for (const re of LEAD) {
      const x = re.exec(m.toLowerCase());
      if (x && x.index === 0) m = m.slice(x[0].length).trim();
    }
    if (m === before) break;
  }
  return asTitle(m);
}

const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** "twenty past four", "10 to 5", "25 past 6": minutes past or to an hour, as a clock time ("4:20"). */
const PAST_TO = new RegExp(
  String.raw`\b(\d{1,2})\s+(?:minutes\s+|mins\s+)?(past|after|to|til|till)\s+(\d{1,2}|${HOUR_WORDS.join("|")})(?::00)?\b(?!:\d|\s*(?:minutes|mins|hours|days))`,
  "i",
);
function clockWords(s: Sentence): Sentence {
  const m = PAST_TO.exec(s.text);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 30 || /\bfrom\s+$/i.test(s.text.slice(0, m.index))) return s;
  const hour = /\d/.test(m[3]!) ? Number(m[3]) : HOUR_WORDS.indexOf(m[3]!.toLowerCase()) + 1;
  if (hour < 1 || hour > 12) return s;
  const back = /^(?:to|til|till)$/i.test(m[2]!);
  const h = back ? (hour === 1 ? 12 : hour - 1) : hour;
  const min = back ? 60 - Number(m[1]) : Number(m[1]);
  const text = `${s.text.slice(0, m.index)}${h}:${String(min).padStart(2, "0")}${s.text.slice(m.index + m[0].length)}`;
  return new Sentence(text, s.now, { persona: s.persona });
}
/** "this morning", "today", "tonight": a time on that day only (chrono would roll a passed one to tomorrow). */
const TODAY = /\b(?:today|this (?:morning|afternoon|evening)|tonight)\b/;

/** The reminders a phrase names: by their words, forgiving typos, or a nickname whose every word is in the message. */
function pickReminder(phrase: string, list: Reminder[]) {
  const pick = pickRecord(phrase, list, (r) => r.message, 0.5);
  if (!("none" in pick)) return pick;
  const said = words(phrase);
  const loose = said.length
    ? matchRecords(phrase, list, (r) => r.message, 0.2)
        .filter((m) =>
          said.every((w) =>
            words(m.record.message).some((x) => x === w || (w.length >= 4 && x.startsWith(w.slice(0, 4)))),
          ),
        )
        .map((m) => m.record)
    : [];
  return loose.length === 1 ? { record: loose[0]! } : loose.length ? { ambiguous: loose } : pick;
}
const which = (list: Reminder[]) => `Which reminder: ${listOf(list.slice(0, 4).map((r) => `"${r.message}"`))}?`;

/** Repeating reminders start at the time said, else at 9 AM (a morning nudge), on the first matching day from now. */
const REPEAT_HOUR = 9;
function repeating(s: Sentence, repeat: Repeat, now: Date) {
  const at = s.whens().find((w) => w.time)?.time;
  const [hour, minute] = at ? at.split(":").map(Number) : [REPEAT_HOUR, 0];
  const first = firstOccurrence(repeat.rule, hour!, minute!, now);
  const cutRepeat = new RegExp(repeat.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const message = reminderMessage(s.rest([cutRepeat, /\b(?:at|on|in|for|by)\s*$/]));
  if (!message) return { ask: 'What should I remind you about? Try "remind me every Monday to post on instagram".' };
  if (!first) return { reply: "That repetition never happens again from now on; say it another way." };
  return { args: { message, remindAt: first.toISOString(), recurrence: repeat.rule } };
}

export const remindersTools = [
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
    examples: [
      "remind me on friday at 3pm to call mum",
      "remind me in 20 minutes to check the upload",
      "set a reminder for tomorrow at 9am: send the master",
      "remind me every Monday to post on instagram",
    ],
    patterns: [
      { template: "^<polite> (remind me|ping me|nudge me|alert me|give me a (shout|nudge))", weight: 1 },
      { template: "* (remind me|ping me|nudge me) *", weight: 0.85 },
      { template: "<add> [a|me a] reminder", weight: 1.15 },
      { template: "^<polite> (set|put|pop) [up] [a|me a|in a] reminder", weight: 1.15 },
      { template: "^reminder", weight: 1.1 },
      // "don't let me forget to call the drummer at 7pm": with a time it is a reminder (without, a task).
      { template: "^<polite> (don't|dont|do not) [let me] forget", weight: 0.95 },
    ],
    understand(said, { now }) {
      const s = clockWords(said);
      const repeat = readRepeat(s.lower);
      if (repeat) return repeating(s, repeat, now);
      const when = s.whens().find((w) => w.time);
      if (!when) {
        // "remind me to call KEXP tomorrow" is a task with a due date (spec); an explicit reminder needs a time.
        if (/\breminder\b/.test(s.lower) && !s.when())
          return { ask: 'When should I remind you? Try "set a reminder for 5pm to send the invoice".' };
        if (/\breminder\b/.test(s.lower))
          return { ask: `What time on ${s.when()!.text.replace(/^on\s+/i, "")}? Try adding "at 9am".` };
        return undefined;
      }
      const at = when.at;
      if (
        TODAY.test(s.lower) &&
        when.date !== localDateKey(now) &&
        !/\b(?:tomorrow|next|[a-z]+day)\b/.test(when.text.toLowerCase())
      )
        return {
          reply: `${capitalise(describeTime(when.time!))} today has already passed; give me a time from now on.`,
        };
      const message = reminderMessage(s.rest([/\b(?:at|on|in|for|by)\s*$/]));
      if (!message) return { ask: 'What should I remind you about? Try "remind me at 5pm to call KEXP".' };
      if (at <= now)
        return { reply: `${describeMoment(at.toISOString(), now)} has already passed; give me a time from now on.` };
      return { args: { message, remindAt: at.toISOString() } };
    },
    run({ message, remindAt, recurrence }, { db, now }) {
      if (Number.isNaN(new Date(remindAt).getTime()))
        throw new ToolError("remindAt must be a date and time such as 2026-11-27T15:00:00");
      if (new Date(remindAt) <= now) throw new ToolError("that time has already passed; reminders are for the future");
      const reminder = createReminder(db, { message, remindAt, recurrence }, now);
      pokeReminders();
      const what = `${message[0]!.toLowerCase()}${message.slice(1)}`;
      return {
        summary: reminder.recurrence
          ? `I'll remind you to ${what} ${describeRecurrence(reminder.recurrence)} at ${describeTime(localTimeKey(new Date(reminder.remindAt)))}, starting ${describeMoment(reminder.remindAt, now)}.`
          : `I'll remind you to ${what} at ${describeMoment(reminder.remindAt, now)}.`,
        data: reminder,
        undo: () => (deleteReminder(db, reminder.id), pokeReminders(), `Cancelled the reminder "${message}".`),
      };
    },
  }),

  defineTool({
    name: "list_reminders",
    description: "The reminders still to come.",
    input: t.Object({}),
    kind: "read",
    examples: ["what reminders do I have", "show my reminders"],
    patterns: [
      { template: "<show> * (reminders|reminder)", weight: 1 },
      { template: "(any|my|all) reminders", weight: 1 },
      // "what am I being reminded about": "reminded" itself stays out of the patterns (it would become a typo target).
      { template: "(what|anything|which) * (am i|are we|will i be) [being|getting] *", weight: 0.6 },
    ],
    understand: (s) => (/\breminders?\b/.test(s.lower) || /\breminded\b/.test(s.lower) ? { args: {} } : undefined),
    run(_args, { db, now }) {
      const list = upcoming(listReminders(db), now);
      return {
        summary: list.length
          ? `${plural(list.length, "reminder")} coming up: ${listOf(
              list.map((r) => `"${r.message}" at ${describeMoment(r.remindAt, now)}`),
              10,
            )}.`
          : "You have no reminders coming up.",
        data: list,
      };
    },
  }),

  defineTool({
    name: "cancel_reminder",
    description: "Cancel a reminder that has not gone off yet (asks for confirmation).",
    input: t.Object({ id: t.Integer({ minimum: 1 }) }),
    kind: "destructive",
    examples: ["cancel the reminder about calling mum", "delete my reminder to send the master"],
    patterns: [{ template: "^<polite> <remove> * reminder", weight: 1.2 }, "^[please] (don't|do not) remind me"],
    understand(s, { db, now }) {
      const phrase = s.rest([
        /\b(?:cancel|delete|remove|drop|clear|get rid of|scrap|bin|kill|erase|don'?t|do not|please|can you|could you)\b/,
        /\b(?:the|my|a|that)?\s*reminders?\b/,
        /\b(?:remind me|about|to|for|of|i set|i made|set)\b/,
      ]);
      const list = upcoming(listReminders(db), now);
      if (!list.length) return { reply: "You have no reminders to cancel." };
      if (!phrase) return list.length === 1 ? { args: { id: list[0]!.id } } : { ask: which(list) };
      const pick = pickReminder(phrase, list);
      if ("record" in pick) return { args: { id: pick.record.id } };
      if ("ambiguous" in pick) return { ask: which(pick.ambiguous) };
      return { reply: `I couldn't find a reminder about "${phrase}". Ask me "what reminders do I have?" to see them.` };
    },
    preview: ({ id }, { db, now }) => {
      const r = listReminders(db).find((x) => x.id === id);
      if (!r) throw new ToolError(`there is no reminder ${id}`);
      return `Cancel the reminder "${r.message}" (${describeMoment(r.remindAt, now)})`;
    },
    run({ id }, { db }) {
      const r = listReminders(db).find((x) => x.id === id);
      if (!r) throw new ToolError(`there is no reminder ${id}`);
      deleteReminder(db, id);
      pokeReminders();
      return {
        summary: `Cancelled the reminder "${r.message}".`,
        undo: () => {
          // The same row comes back (id, time, task link), so the scheduler sees it as if never cancelled.
          restoreReminder(db, r);
          pokeReminders();
          return `The reminder "${r.message}" is back.`;
        },
      };
    },
  }),
];

