import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { readRepeat } from "../../lib/understand/recurrence";
import { asTitle, tidy, type Sentence } from "../../lib/understand/sentence";
import { describeTime, isRealDate } from "../../shared/dates";
import { createEventBody, type Reminder } from "./model";
import { createEvent, deleteEvent } from "./service";
import { describeSlot, eventType, isPast, NOUNS, readSlot } from "./tools-parse";

const POLITE = "[so|ok|okay|um|oh|and|also|hey] [can you|could you|would you|will you|please] [please]";

/** "Add a gig at the Roxy on Friday from 8 to 11pm": one event on the calendar. */

const LEAD = [
  /^(?:so|ok|okay|um|uh|er|oh|yeah|yes|right|also|and|ugh|hey|well|alright)\b,?\s*/,
  /^(?:(?:i|we) (?:just )?(?:got|have) (?:a |an )?(?:new )?)?(?:event|booking)(?:s)?:\s*/,
  /^(?:(?:can|could|would|will) you(?: please)?|please|pls|kindly)\b\s*/,
  /^(?:(?:i|we) (?:just )?(?:need|want|wanna|would like|'d like) (?:you )?to)\b\s*/,
  /^(?:add|create|make|new|put|set up|setup|schedule|book|pencil in|pencil|log|save|stick|pop|enter|note down|jot down|write down|note|plan|throw|block out|block off|block)(?: in)?\b\s*/,
  /^(?:i|we)(?:'ve| have|ve)?(?: just| also| now)? (?:got|have|has|booked|landed|scored|confirmed|been booked|got booked)(?: booked)?(?: (?:for|in|on))?\b\s*/,
  /^(?:i'?m|im|i am|we'?re|were|we are|they'?ve|they have)(?: just| also)? (?:doing|having|playing|performing|gigging|booked(?: for| in)?|got)\b\s*/,
  /^(?:there'?s|there is|got|just got|just booked|booked)\b\s*/,
  /^(?:a|an|the|another|my|our|one more|new|quick)\b\s*/,
  /^(?:calendar event|event|entry|appointment)(?: (?:called|named|titled|for))?\b\s*/,
  /^(?:called|named|titled|for|that)\b\s*/,
];
const TAIL = [
  /\b(?:to|in|on|into|onto|for|at) (?:my|the|our) (?:calendar|diary|schedule|agenda|cal)\b/,
  /\b(?:in|to|into) (?:the )?(?:calendar|diary)\b/,
  /\b(?:and )?(?:remind me|set a reminder|with a reminder|no reminder)\b.*$/,
  /(?<=\S\s+)(?:so |and )?(?:can|could|would|will) you\b.*$/,
  /\b(?:please )?(?:add|put|stick|pop) (?:that|it|this)\b.*$/,
  /\b(?:the )?(?:doors|doors open|load ?in)\b/,
  // "8pm till late": an open end, not part of the title or the place.
  /\b(?:till|until|til|'til|to)\s+(?:late|close|closing|the end|whenever)\b/,
  /\b(?:please|thanks|thank you)\b/,
];
// Another domain's thing named before any event noun: "draft an email about the gig" is not an event.
const FOREIGN =
  /\b(?:e-?mail|invoice|task|to-?do|reminder|message|text|pitch|press release|newsletter|tweet|post|song|track|album|ep|single|audiobook|chapter|grant application|playlist|contract)\b/;
// Nouns that open a note-style event ("rehearsal tomorrow evening"); "payment from Jo came in" is not one.
const BARE = NOUNS.replace(/\|(?:payday|payment|payments|booking|bookings|launch|event|events)\b/g, "");
const EVENT_WORD = new RegExp(`\\b${NOUNS}\\b`);
const SMALL = new Set(["the", "of", "and", "at", "in", "on", "a", "an", "de", "la", "le"]);

/** "the o2 academy" → "The O2 Academy" (a place as it is written); `first` capitalises a leading small word. */
const properCase = (s: string, first = true) =>
  s.replace(/\S+/g, (w, i: number) =>
    (i > 0 || !first) && SMALL.has(w.toLowerCase()) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1),
  );

const STOP_AT = "(?=\\s+(?:in|with|for|on|from|to|and|but|so|doors|then|who|which|where|because)\\b|\\s*[,;.]|$)";
const VENUE = new RegExp(`\\b(?:at|@)\\s+(?!\\d)(.+?)${STOP_AT}`);
const CITY = new RegExp(`\\bin\\s+(?!the (?:morning|afternoon|evening)|my\\b|a\\b|an\\b)(.+?)${STOP_AT}`);

export interface EventParts {
  title: string;
  location?: string;
}

/** The event's title and place from the sentence's own words, dates and command words cut out. */
export function eventParts(s: Sentence, spans: string[]): EventParts | undefined {
  let rest = s.rest([
    ...TAIL,
    ...spans.map((x) => new RegExp(`\\b${x.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`)),
  ]);
  let playing: string | undefined;
  for (let pass = 0; pass < 6; pass++) {
    const before = rest;
    for (const re of LEAD) {
      const m = re.exec(rest.toLowerCase());
      if (m?.index === 0) {
        rest = rest.slice(m[0].length).trim();
        if (/\b(?:playing|performing|gigging)\b/.test(m[0])) playing = rest.replace(/^(?:at|in)\s+/i, "");
      }
    }
    if (rest === before) break;
  }
  rest = tidy(
    rest
      .replace(/\s+(?:on|at|in|for|from|to)(?: the)?(?=\s+(?:on|at|in|for|from|to|and)\b)/gi, "")
      .replace(/'s\b(?=\s*$)/, ""),
  );
  const lower = rest.toLowerCase();
  const noun = lower.search(EVENT_WORD);
  const foreign = lower.search(FOREIGN);
  const named = /\b(?:event|calendar|diary|called|named|titled)\b/.test(s.lower);
  if (foreign >= 0 && (noun < 0 || foreign < noun) && !named) return undefined;
  const venue = VENUE.exec(lower);
  const city = CITY.exec(lower);
  const place = (m: RegExpExecArray | null) =>
    m ? rest.slice(m.index + m[0].length - m[1]!.length, m.index + m[0].length) : undefined;
  let location =
    [place(venue), place(city)]
      .filter(Boolean)
      .map((p) => properCase(tidy(p!)))
      .join(", ") || undefined;
  // "we're playing the Roxy on Friday": the words are the venue and the event is a gig there.
  if (playing && noun < 0 && rest) {
    const venueOnly = tidy(playing.split(/\s+in\s+/)[0]!);
    location ??= properCase(venueOnly);
    return { title: `Gig at ${properCase(venueOnly, false)}`, location };
  }
  let title = rest;
  for (const m of [venue, city]) {
    if (!m) continue;
    const p = place(m)!;
    title = title.replace(p, properCase(p, false));
  }
  return title ? { title: asTitle(title), location } : undefined;
}

const REMINDER_SAID: [RegExp, Reminder][] = [
  [/\bno reminder|\bdon'?t remind\b/, "none"],
  [/\b(?:a|an|one|1) week before\b/, "1 week before"],
  [/\b(?:a|one|1|the) day before\b|\bthe night before\b/, "1 day before"],
  [/\b(?:2|two) hours before\b/, "2 hours before"],
  [/\b(?:an|one|1) hour before\b/, "1 hour before"],
  [/\b(?:15|fifteen) min(?:ute)?s? before\b/, "15 minutes before"],
];

const hhmm = t.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$", description: "24-hour HH:MM" });

export const addEvent = defineTool({
  name: "add_event",
  description:
    "Add an event to the calendar: a gig, show, rehearsal, studio session, meeting, interview, deadline or payment (title, date YYYY-MM-DD, optional time and endTime HH:MM, type, location, reminder).",
  input: t.Object({
    ...createEventBody.properties,
    time: t.Optional(hhmm),
    endTime: t.Optional(hhmm),
  }),
  kind: "write",
  examples: [
    "add a gig at the Roxy on Friday from 8 to 11pm",
    "rehearsal tomorrow evening",
    "I've got an interview with BBC 6 Music on the 12th at 11am",
  ],
  patterns: [
    { template: `^${POLITE} <add> * ${NOUNS}`, weight: 1.1 },
    { template: "* (to|in|into|on|onto) (my|the|our) (calendar|diary|schedule)", weight: 1.15 },
    {
      template:
        "^(i'm|im|i am|we're|were|we are) [just|also] (playing|performing|gigging|headlining|supporting|booked)",
      weight: 0.95,
    },
    { template: `* (i|we) [have|'ve] [just|also] (got|booked|landed) [booked] * ${NOUNS}`, weight: 0.9 },
    { template: `^${BARE} *`, weight: 0.8 },
    {
      template: `^(band|studio|album|video|photo|radio|press|team|label|zoom|phone|mixing|mastering|listening|release|launch|tour|charity|private|wedding|corporate|acoustic|headline|support|house|dj|live|school|church) ${BARE}`,
      weight: 0.8,
    },
    {
      template:
        "^[please] <add> [a|an] [quick] (call|zoom|zoom call|video call|phone call|facetime|skype) [call] (with|about)",
      weight: 1.1,
    },
  ],
  unless: [
    /\b(?:came through|came in|cleared|arrived|went (?:well|great|ok|badly)|happened|received|got paid|was (?:great|amazing|good|fun))\b/,
    /^(?:how|what|when|where|which|why|do|does|did|is|are|am|was|were|any|anything|have i|have we|has)\b/,
    /^(?:i|we) (?:have|has|got|need|needs) to\b/,
    // "show me what I have…", "list everything in the diary…": "show" is asking to see, not a gig.
    /^(?:(?:so|ok|okay|hey|please|(?:can|could|would) (?:you|u))\s+)*(?:show|list|tell|pull up|display|view)\s+(?:me|us|my|all|everything|anything|what)\b/,
  ],
  understand(s, { now }) {
    // The calendar keeps single events: a repeating one is not written as a single one.
    const repeat = readRepeat(s.lower);
    if (repeat)
      return {
        reply: `The calendar can't repeat an event yet, so I haven't added it. For a nudge each time, say "remind me ${repeat.text} to …" (a repeating reminder), or add the first one with its date.`,
        final: true,
      };
    const parts0 = eventParts(s, []);
    const type0 = parts0 ? eventType(parts0.title) : "other";
    const slot = readSlot(s.text, now, type0 === "gig");
    const parts = eventParts(s, slot.spans);
    if (!parts) return undefined;
    const type = /^gig at\b/i.test(parts.title) ? "gig" : eventType(parts.title);
    if (!slot.date) return { ask: `When is "${parts.title}"? Try "${parts.title.toLowerCase()} on Friday at 8pm".` };
    if (isPast(slot.date, slot.time, now))
      return {
        reply: `${describeSlot(slot.date, slot.time, now).replace(/^on /, "")} has already passed; give me a day from today on.`,
      };
    const args: Record<string, unknown> = { title: parts.title, date: slot.date, type };
    if (slot.time) args.time = slot.time;
    if (slot.endTime && slot.time && slot.endTime !== slot.time) args.endTime = slot.endTime;
    if (parts.location) args.location = parts.location;
    const reminder = REMINDER_SAID.find(([re]) => re.test(s.lower))?.[1];
    if (reminder) args.reminder = reminder;
    return { args: args as never };
  },
  run({ endTime, ...input }, { db, now }) {
    if (!isRealDate(input.date)) throw new ToolError(`${input.date} is not a real date (use YYYY-MM-DD)`);
    if (isPast(input.date, input.time, now))
      throw new ToolError("that day has already passed; events go on today or later");
    const until = endTime ? `Until ${describeTime(endTime)}` : "";
    const description = [input.description, until].filter(Boolean).join("\n");
    const event = createEvent(db, {
      ...input,
      time: input.time || undefined,
      description: description || input.description,
    });
    const span = event.time && endTime ? ` to ${describeTime(endTime)}` : "";
    return {
      summary: `Added "${event.title}" (${event.type}) ${describeSlot(event.date, event.time, now)}${span}${event.location ? `, ${event.location}` : ""}.`,
      data: event,
      link: "/calendar",
      undo: () => (deleteEvent(db, event.id), `Removed "${event.title}" from the calendar.`),
    };
  },
});
