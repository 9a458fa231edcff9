import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import { describeDay, localDateKey } from "../../shared/dates";
import { desc } from "drizzle-orm";
import { createStationBody, stationStatus } from "./model";
import { radioStations, type RadioStation, type StationStatus } from "./schema";
import { createStation, deleteStation, getStation, radioSummary, updateStation } from "./service";
import {
  findStation,
  NOT_YET,
  OTHER_DOMAIN,
  RADIO_WORDS,
  readNewStation,
  soundsLikeStation,
  stationPhrase,
  statusSaid,
} from "./tools-parse";
import { deleteStationTool } from "./tools-delete";
import { radioReadTools } from "./tools-read";

/** What the assistant can do with the radio station list: add stations, track who was pitched and who replied. */

const details = (x: RadioStation) =>
  [
    [x.frequency, x.location, x.genre].filter(Boolean).join(", "),
    x.contactName || x.contactEmail
      ? `contact ${[x.contactName, x.contactEmail && `<${x.contactEmail}>`].filter(Boolean).join(" ")}`
      : "",
  ]
    .filter(Boolean)
    .join("; ");

/** Said before a command: "ok so can you please …". */
const LEAD = "[so|ok|okay|hey|and|also|um|oh|right] [can you|could you|would you|will you] [please|just|quickly]";

const STATUS_WORDS: Record<StationStatus, string> = {
  pending: "pending (not contacted yet)",
  contacted: "contacted",
  responded: "responded",
  rejected: "rejected",
};

/** Commands, not questions: "can you mark KEXP as contacted?" is a request, "has KEXP responded?" is not. */
const asks = (lower: string, question: boolean) =>
  question && !/^(?:(?:so|ok|okay|hey)\s+)*(?:can|could|would|will) you\b/.test(lower.trim());

/** "I emailed them yesterday / last friday / on the 12th": a day before today (chrono reads "last friday" forward). */
function pastMoment(s: Sentence, now: Date): Date | undefined {
  for (const w of s.whens()) {
    let at = w.at;
    // A weekday or a bare day of the month said about a past contact means the one gone by.
    if (at > now && /^(?:on\s+)?(?:last\s+|this\s+past\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*$/i.test(w.text.trim()))
      at = new Date(at.getTime() - 7 * 86_400_000);
    if (at > now && /^(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?$/i.test(w.text.trim()))
      at = new Date(at.getFullYear(), at.getMonth() - 1, at.getDate(), at.getHours(), at.getMinutes());
    if (at <= now && localDateKey(at) !== localDateKey(now)) return at;
  }
  return undefined;
}

export const radioTools: Tool[] = [
  defineTool({
    name: "add_station",
    description:
      "Add a radio station to pitch (name; optional frequency, location, genre, contact name and e-mail, website).",
    input: createStationBody,
    kind: "write",
    examples: [
      "add KEXP in Seattle, contact John at john@kexp.org",
      "new station: WFMU 91.1 FM Jersey City, freeform",
      "add a jazz station called WBGO in Newark",
    ],
    patterns: [
      { template: `^${LEAD} <add> [a|an|another|the|new|my|one more] [new] * [radio] (station|stations)`, weight: 1.1 },
      {
        template: `^${LEAD} (add|save|put|register|log|enter|stick|pop) * (as|to|on|onto|in|into) [a|an|my|the] [new] [radio] (station|stations|station list|radio list|radio stations list|radio stations)`,
        weight: 1.15,
      },
      { template: "(add|save|register) [a|an|another|the|new|my] [new] [radio] (station|stations)", weight: 1.05 },
      { template: `^${LEAD} (add|save|new) * (fm|radio|contact|am)`, weight: 0.75 },
      { template: `^${LEAD} (add|save|new)`, weight: 0.3 },
    ],
    unless: [OTHER_DOMAIN, /\b(?:gig|show|event|interview|session|meeting)\b/],
    understand(s) {
      if (asks(s.lower, s.question)) return undefined;
      const draft = readNewStation(s);
      if (!soundsLikeStation(s, draft)) return undefined;
      if (!draft.name)
        return { ask: `What's the name of the station? Try "add KEXP in Seattle, contact John at john@kexp.org".` };
      return { args: { ...draft, name: draft.name } };
    },
    run(args, { db, now }) {
      const want = args.name.trim().toLowerCase();
      const twin = db
        .select({ name: radioStations.name, status: radioStations.status })
        .from(radioStations)
        .orderBy(desc(radioStations.createdAt), desc(radioStations.id))
        .all()
        .find((x) => x.name.toLowerCase() === want);
      const station = createStation(db, args, now);
      const more = details(station);
      return {
        summary: `Added radio station ${station.name}${more ? ` (${more})` : ""}, status pending.${
          twin ? ` Note: you already had a station named ${twin.name} (${STATUS_WORDS[twin.status]}).` : ""
        }${station.contactEmail ? "" : " It has no contact e-mail yet."}`,
        data: station,
        link: "/radio",
        undo: () => (deleteStation(db, station.id), `Removed the radio station ${station.name}.`),
      };
    },
  }),

  defineTool({
    name: "set_station_status",
    description:
      "Record where a radio station stands: pending, contacted (pitched), responded (replied) or rejected (said no).",
    input: t.Object({
      id: t.Integer({ minimum: 1, description: "The station's id (from list_stations)" }),
      status: stationStatus,
      lastContacted: t.Optional(
        t.String({
          description: "When it was contacted, ISO 8601 date-time (default now); only with status contacted",
        }),
      ),
    }),
    kind: "write",
    examples: ["KEXP responded", "mark WFMU as contacted", "BBC 6 Music said no", "I emailed KCRW yesterday"],
    patterns: [
      {
        template: `^${LEAD} (mark|set|change|move|update|put|switch|flag|reset) * (as|to|back to|is) (pending|contacted|responded|replied|rejected|declined|not contacted)`,
        weight: 1.1,
      },
      { template: `^${LEAD} (mark|set|flag) * (pending|contacted|responded|replied|rejected|declined)`, weight: 1 },
      {
        template:
          "* (responded|replied|got back|gets back|heard back|wrote back|said no|said yes|passed|passed on|turned * down|declined|rejected|interested|emailed me back|called me back|added my|is playing|are playing|playlisted)",
        weight: 0.9,
      },
      {
        template:
          "* (they'll|theyll|they will|he'll|she'll|he will|she will|gonna|going to|wants to|want to|will) (play|spin|add|feature|playlist)",
        weight: 0.85,
      },
      {
        template: `^${LEAD} [i|we] [have|'ve] [just|already|finally|also] (emailed|e-mailed|contacted|pitched|sent|reached out|called|rang|phoned|messaged|submitted|mailed|followed up|wrote to|chased|got in touch)`,
        weight: 1,
      },
      {
        template:
          "^[just|already|finally] (emailed|e-mailed|contacted|pitched|sent|reached out|called|rang|messaged|submitted|mailed|followed up|wrote to|chased)",
        weight: 0.9,
      },
      { template: "* (no luck with|a no from|heard back from|back to pending)", weight: 0.9 },
      { template: "* (got|had|received|have|'ve got) [a|an] [quick|nice|positive] (reply|response|answer) from", weight: 0.95 },
    ],
    unless: [OTHER_DOMAIN],
    understand(s, { db, now }) {
      if (asks(s.lower, s.question)) return undefined;
      const status = statusSaid(s.lower);
      if (!status || (NOT_YET.test(s.lower) && status !== "rejected")) return undefined;
      const found = findStation(db, stationPhrase(s));
      const radioSaid = RADIO_WORDS.test(s.lower);
      if ("none" in found)
        return (radioSaid || /^[kw][a-z]{3}$/i.test(found.none)) &&
          found.none &&
          !/\b(?:stations|many|all|any|anyone|every|which|who)\b/.test(found.none.toLowerCase())
          ? {
              reply: `I couldn't find a radio station called "${found.none}". Ask me "show my radio stations" to see the list.`,
            }
          : undefined;
      if (!("station" in found)) return found;
      const x = found.station;
      if (x.status === status && status !== "contacted")
        return { reply: `${x.name} is already marked ${STATUS_WORDS[status]}; nothing changed.` };
      const when = status === "contacted" ? pastMoment(s, now) : undefined;
      return { args: { id: x.id, status, ...(when ? { lastContacted: when.toISOString() } : {}) } };
    },
    run({ id, status, lastContacted }, { db, now }) {
      const before = getStation(db, id);
      if (lastContacted !== undefined) {
        const at = new Date(lastContacted);
        if (Number.isNaN(at.getTime()))
          throw new ToolError("lastContacted must be a date and time such as 2026-11-20T10:00:00");
        if (at > now) throw new ToolError("that date is still to come; tell me when you contacted the station");
      }
      const station = updateStation(
        db,
        id,
        { status, ...(status === "contacted" ? { lastContacted: lastContacted ?? now.toISOString() } : {}) },
        now,
      );
      const rate = radioSummary(db).responseRate;
      const summary =
        status === "contacted"
          ? `Marked ${station.name} as contacted ${describeDay(localDateKey(new Date(station.lastContacted!)), now)}${
              before.status === "contacted" ? " (again)" : ""
            }. It stays on your follow-up list until they reply.`
          : status === "responded"
            ? `Great news! ${station.name} is marked as responded.${rate !== null ? ` Your radio response rate is now ${rate}%.` : ""}`
            : status === "rejected"
              ? `Marked ${station.name} as rejected. On to the next one.`
              : `${station.name} is back to pending.`;
      return {
        summary,
        data: station,
        link: "/radio",
        undo: () => {
          updateStation(db, id, { status: before.status, lastContacted: before.lastContacted }, now);
          return `${station.name} is ${STATUS_WORDS[before.status]} again.`;
        },
      };
    },
  }),

  deleteStationTool,
  ...radioReadTools,
];
