import { t } from "elysia";
import { answersAt } from "../../lib/tool-shapes";
import { defineTool, ToolError } from "../../lib/tools";
import { asTitle, tidy } from "../../lib/understand/titles";
import { isCommonWord } from "../../lib/understand/typos";
import type { When } from "../../lib/understand/when";
import { addDays, describeTime, isRealDate, localDateKey } from "../../shared/dates";
import { createEventBody, type EventType, type Reminder } from "./model";
import { describeSlot, EVENT_LISTS, eventType, eveningTime, isPast, type NamedEvents, pickEvent } from "./named-events";
import SENTENCES from "./sentences.yaml";
import { createEvent, deleteEvent } from "./service";

/** "Add a gig at the Roxy on Friday from 8 to 11pm": one event on the calendar (sentences: sentences.yaml). */

const SMALL = new Set(["the", "of", "and", "at", "in", "on", "a", "an", "de", "la", "le"]);
/**
 * "the o2 academy" → "The O2 Academy" (a place as it is written); `first` capitalises a leading small word. (A small
 * word typed in capitals is a name: "the Echo LA".)
 */
const properCase = (s: string, first = true) =>
  tidy(s).replace(/\S+/g, (w, i: number) =>
    (i > 0 || !first) && SMALL.has(w.toLowerCase()) && w !== w.toUpperCase() ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1),
  );

/** Words written as a name: each capitalised, small linking words aside ("Kings Place", "St Anne's", "the Lowry"). */
const NAME = /^(?:the\s+)?[A-Z0-9][\w'&.-]*(?:\s+(?:[A-Z0-9&][\w'&.-]*|of|and|the|on|de|la))*$/;

const REMINDERS = (SENTENCES as { lists: Record<string, Record<string, Reminder>> }).lists.reminder!;

/** The words of a new event ({title}, {sort}, {noun} …) and where it is ({venue}, {city}). */
type EventWords = "title" | "sort" | "pre" | "noun" | "prep" | "more" | "venue" | "city" | "topic";
interface NewEventSlots extends Partial<Record<EventWords, string> & Record<"gig" | "note" | "repeats", boolean>> {
  /** A place said last with no "at" ("…, 7.30pm, Kings Place"): a place only when written as a name. */
  named?: string;
  /** "on Zoom": where an online event happens (its location, not part of its title). */
  online?: string;
  when?: When;
  at?: When;
  reminder?: string;
  /** How long before, said ahead of the word: "…, 2 hrs before reminder" (read as a moment, its words kept). */
  before?: When;
  /** The kind said apart from the title: "… put it in the calendar as a payment", "add a deadline: …". */
  type?: string;
  /** Typed as a note with a name before the kind ("ACX deadline for …"): the words before it must be a name. */
  titled?: boolean;
  /** Said with no word that makes it an event ("add the Hargreaves wedding on the 5th"). */
  loose?: boolean;
  /** Read only with a time of day said. */
  timed?: boolean;
  repeat?: unknown;
  money?: unknown;
  /** "the day after the Roxy gig": the event the new one is placed by, and `rel`, the words that say how. */
  beside?: NamedEvents;
  rel?: When;
}

/** "the day after", "the night before": how many days from the event named after them (undefined: not said so). */
function daysBeside(rel: When | undefined): number | undefined {
  const m = rel && /^the\s+(?:day|night|morning|evening)\s+(after|before)$/i.exec(rel.text.trim());
  return m ? (m[1]!.toLowerCase() === "after" ? 1 : -1) : undefined;
}

/** The new event's day, read from the one it is placed by: its `when`, or the question which one is meant. */
function besideEvent(x: NewEventSlots, now: Date): { when: When } | { ask: string } | { reply: string } | undefined {
  const days = daysBeside(x.rel);
  if (days === undefined) return undefined;
  const found = pickEvent(x.beside, undefined, now);
  if (!("event" in found)) return found;
  const at = addDays(new Date(`${found.event.date}T00:00:00`), days);
  return { when: { date: localDateKey(at), at, text: "", index: 0, said: {} } };
}

/** The day from the words that say one, the time from those that say a time ("on Dec 19th … 8pm"). */
function slotOf(whens: When[], evening: boolean) {
  const day = whens.find((w) => !w.said.timeAlone) ?? whens[0];
  const timed = whens.find((w) => w.time && w !== day) ?? (day?.time ? day : undefined);
  const time = timed && eveningTime(timed, evening);
  // A gig "from nine till one" moved to the evening ends twelve hours later too: at 1am, not 1pm.
  const end = timed?.endTime?.split(":").map(Number);
  return { date: day?.date, time, endTime: end && time !== timed!.time ? `${String((end[0]! + 12) % 24).padStart(2, "0")}:${String(end[1]).padStart(2, "0")}` : timed?.endTime };
}

const atCalendar = answersAt("/calendar");
const hhmm = t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$", description: "24-hour HH:MM" });

/** Words that say only that there is an event, not what it is. */
const GENERIC = /^(?:an? )?(?:event|something|thing|calendar (?:entry|event)|entry)$/i;

export const addEvent = defineTool({
  name: "add_event",
  description:
    "Add an event to the calendar: a gig, show, rehearsal, studio session, meeting, interview, deadline or payment (title, date YYYY-MM-DD, optional time and endTime HH:MM, type, location, reminder).",
  input: t.Object({ ...createEventBody.properties, time: t.Optional(hhmm), endTime: t.Optional(hhmm) }),
  kind: "write",
  lists: EVENT_LISTS,
  resolve(slots: NewEventSlots, { now, ...ctx }, sentence) {
    if (slots.named && !NAME.test(slots.named.trim())) return undefined;
    // (A rare word typed lower case is a name too, as an acronym is: "apra deadline 30 nov".)
    const unknownWords = (w: string) => w.split(/\s+/).every((word) => !isCommonWord(word.toLowerCase()));
    if (slots.titled && !NAME.test(slots.pre?.trim() ?? "") && !unknownWords(slots.pre?.trim() || "deadline")) return undefined;
    let x = slots.named ? { ...slots, venue: slots.named } : slots;
    // A place ends where a new clause starts: "at the Royal Armouries, we start at 8pm".
    const clause = /,\s*(?:we|i|they|it|it's|its|he|she|you|doors|the band)\b.*$/i;
    if (x.venue && clause.test(x.venue)) x = { ...x, venue: x.venue.replace(clause, "") };
    if (x.beside) {
      const placed = besideEvent(x, now);
      if (!placed || !("when" in placed)) return placed;
      x = { ...x, when: placed.when };
    } else if (sentence?.whens().some((w) => daysBeside(w) !== undefined && /^\s+(?:the|my|our)\s+\S/i.test(sentence.text.slice(w.index + w.text.length))))
      // "the day after the Zanzibar gig" with no such event: not the day after today.
      return { ask: `I can't find that event on your calendar. Which day is it? Try "load out on Saturday at 10am".` };
    // ("an interview with Kids' Audio Weekly on Tuesday": how often, written capitalised after a name's word, is the
    // name's last word, not a repetition.)
    const inName = /\s([A-Z][\w'’]*)\s+(Daily|Nightly|Weekly|Monthly|Quarterly|Yearly|Fortnightly)\b/.exec(sentence?.text ?? "");
    const nameEnd = inName && x.repeat ? (["more", "title", "venue"] as const).find((k) => x[k]?.endsWith(inName[1]!)) : undefined;
    if (nameEnd) x = { ...x, [nameEnd]: `${x[nameEnd]} ${inName![2]}`, repeat: undefined, repeats: undefined };
    // "…every Tuesday at 4 so remind me every Tuesday at 3:30 to prep it": a reminder of its own, not the event's.
    if (x.reminder && !REMINDERS[x.reminder.toLowerCase().trim()] && /\bto\s+\S/i.test(x.reminder)) return undefined;
    // The calendar keeps single events: a repeating one is not written as a single one.
    if (x.repeats || x.repeat)
      return {
        reply: `The calendar can't repeat an event yet, so I haven't added it. For a nudge each time, say "remind me every … to …" (a repeating reminder), or add the first one with its date.`,
        final: true,
      };
    // An amount said with an event is about money owed or paid ("Sam owes me £300 for the gig"), not a booking.
    if (x.money && (x.note || x.pre)) return undefined;
    // So is money owed said in words inside the event's own words ("… on friday and the venue owes me 300").
    if ([x.title, x.pre, x.more, x.venue, x.city].some((w) => w && /\b(?:owes?|owed|pays?|paid)\s+(?:me|us)\b/i.test(w))) return undefined;
    // Words before the kind of event name it ("dentist appointment", "birthday dinner"); a linking word among them
    // makes the event what the sentence is about, not the thing to add ("a question about the rehearsal on friday").
    if (x.pre && /\b(?:about|with|for|of|from|to|at|on|in|re|regarding|before|after|and|but|the)\b/i.test(x.pre)) return undefined;
    const said = x.gig ? "gig" : tidy([x.title, x.sort, x.pre, x.noun, x.prep, x.more].filter(Boolean).join(" "));
    if (!said) return undefined;
    // When something starts or ends ("… and we start at 8pm, can you put that in") names no event of its own.
    if (/^(?:start|starts|begin|begins|finish|finishes|end|ends|kick off|kicks off|go on|goes on|arrive|leave|open|opens|close|closes|wrap up|wraps up)$/i.test(said)) return undefined;
    const place = [x.venue && ` at ${properCase(x.venue, false)}`, x.city && ` in ${properCase(x.city, false)}`];
    const title = asTitle(said + place.filter(Boolean).join("") + (x.topic ? ` about ${x.topic}` : ""));
    const type = x.gig ? "gig" : ((x.type as EventType | undefined) ?? eventType(said));
    const slot = slotOf([x.when, x.at].filter((w): w is When => !!w), type === "gig");
    // Words with only a day might be a to-do ("add buy strings on friday"): an event needs a time, a place or a kind.
    if (x.loose && !slot.time && !x.venue && !x.city && !x.online && !x.type) return undefined;
    if (x.timed && !slot.time) return undefined;
    // Something added to something else ("add £300 to the Acme invoice", "add Jo as a client", "add 2 hours to …") is no
    // event of its own.
    if (x.loose && (x.money || /\b(?:to|into|onto|as)\b|^\d/i.test(x.title ?? ""))) return undefined;
    // "make it a reminder: …", "put that in for friday": a pronoun or another kind of record is not an event's name.
    if (x.loose && /^(?:it|that|this|them|these|those)\b|^(?:a|an)\s+(?:reminder|task|to-?do|note)\b/i.test(x.title ?? "")) return undefined;
    if (!slot.date) return { ask: `When is "${title}"? Try "${title.toLowerCase()} on Friday at 8pm".` };
    const day = describeSlot(slot.date, slot.time, now).replace(/^on /, "");
    if (isPast(slot.date, slot.time, now)) return { reply: `${day} has already passed; give me a day from today on.` };
    // "add an event on Thursday at 3pm", "put something in the diary for friday": a day with no name is asked for
    // its name, not saved as "Event" (the answer is read with the day said back: "What is the event on …?").
    if (GENERIC.test(said))
      return { ask: `What is the event on ${day.replace(/ \(all day\)$/, "")}? Try "photo shoot with Kit".`, words: true };
    // A meeting is at a time of day: asked for when only the day was said ("add a meeting with Sarah on Thursday").
    // So is a gig or a session whose day came as the answer to "when is it?": someone answering one question at a
    // time gives the time next ("add a gig" ⏎ "12 december" ⏎ "8pm"); a deadline or a payment has no time.
    const answering = type !== "deadline" && type !== "payment" && /^When is "/.test(ctx.asked ?? "");
    if ((type === "meeting" || answering) && !slot.time && !x.note && !/^What time is "/.test(ctx.asked ?? ""))
      return { ask: `What time is "${title}" ${describeSlot(slot.date, null, now).replace(/ \(all day\)$/, "")}?${answering ? ' Say "all day" if it has no set time.' : ""}` };
    const location = [...[x.venue, x.city].filter(Boolean).map((p) => properCase(p!)), x.online].filter(Boolean).join(", ");
    const remindWords = x.reminder ?? x.before?.text;
    const reminder = remindWords ? REMINDERS[remindWords.toLowerCase().trim()] : undefined;
    const endTime = slot.time && slot.endTime !== slot.time ? slot.endTime : undefined;
    const args = { title, date: slot.date, type, time: slot.time, endTime, reminder };
    return { args: location ? { ...args, location } : args };
  },
  run({ endTime, ...input }, { db, now }) {
    if (!isRealDate(input.date)) throw new ToolError(`${input.date} is not a real date (use YYYY-MM-DD)`);
    if (isPast(input.date, input.time, now))
      throw new ToolError("that day has already passed; events go on today or later");
    const until = endTime ? `Until ${describeTime(endTime)}` : "";
    const description = [input.description, until].filter(Boolean).join("\n") || input.description;
    const event = createEvent(db, { ...input, time: input.time || undefined, description });
    const span = event.time && endTime ? ` to ${describeTime(endTime)}` : "";
    const where = event.location ? `, ${event.location}` : "";
    const undo = () => (deleteEvent(db, event.id), `Removed "${event.title}" from the calendar.`);
    const slot = describeSlot(event.date, event.time, now);
    return atCalendar(`Added "${event.title}" (${event.type}) ${slot}${span}${where}.`, event, undo);
  },
});
