import { t } from "elysia";
import { capitalWords } from "../../lib/understand/records";
import { defineTool, notFound, withSentences, ToolError, type Tool } from "../../lib/tools";
import { changeWithUndo, removeWithUndo } from "../../lib/tool-shapes";
import type { Db } from "../../db/client";
import SENTENCES from "./sentences.yaml";
import { remarkAt } from "../../lib/understand/templates";
import type { When } from "../../lib/understand/when";
import { describeDay, localDateKey, parseDateKey } from "../../shared/dates";
import { dayGoneBy } from "../../lib/understand/day-gone-by";
import { createStationBody, stationStatus } from "./model";
import type { RadioStation, StationStatus } from "./schema";
import { createStation, deleteStation, getStation, radioSummary, restoreStation, updateStation } from "./service";
import { atRadio, placeCase, RADIO_LISTS, stationsWith } from "./tools-parse";
import { radioReadTools } from "./tools-read";
import { integer } from "../../lib/validation";

/** What the assistant can do with the radio station list: add stations, track who was pitched and who replied. */

function details(x: RadioStation) {
  const contact = [x.contactName, x.contactEmail && `<${x.contactEmail}>`].filter(Boolean).join(" ");
  return [[x.frequency, x.location, x.genre].filter(Boolean).join(", "), contact && `contact ${contact}`]
    .filter(Boolean)
    .join("; ");
}

const statusWord = (status: StationStatus) => (status === "pending" ? "pending (not contacted yet)" : status);

/** "I emailed them yesterday / last friday / on the 12th": a day before today, at the time said with it. */
function pastMoment(w: When | undefined, now: Date): Date | undefined {
  const day = w && dayGoneBy(w, now);
  if (!day || day >= localDateKey(now)) return undefined;
  const at = parseDateKey(day)!;
  at.setHours(w!.at.getHours(), w!.at.getMinutes());
  return at;
}

/** What the owner hears when a station's status changed. */
function statusNews(db: Db, station: RadioStation, before: RadioStation, now: Date) {
  if (station.status === "contacted") {
    const day = describeDay(localDateKey(new Date(station.lastContacted!)), now);
    const again = before.status === "contacted" ? " (again)" : "";
    return `Marked ${station.name} as contacted ${day}${again}. It stays on your follow-up list until they reply.`;
  }
  if (station.status === "responded") {
    const rate = radioSummary(db).responseRate;
    return `Great news! ${station.name} is marked as responded.${rate !== null ? ` Your radio response rate is now ${rate}%.` : ""}`;
  }
  return station.status === "rejected"
    ? `Marked ${station.name} as rejected. On to the next one.`
    : `${station.name} is back to pending.`;
}

interface NewStationSlots {
  name?: string;
  frequency?: number;
  band?: string;
  location?: string;
  genre?: string;
  genre2?: string;
  contactName?: string;
  email?: string;
  /** Where things already stand: "…, I already pitched them". */
  status?: StationStatus;
  asked?: boolean;
}

/** Deleting a station from the list (the Radio screen's trash button): asks first, and can be undone. */
const deleteStationTool = removeWithUndo({
  name: "delete_station",
  description: "Remove a radio station from the list for good (asks for confirmation).",
  idFrom: "The station's id (from list_stations)",
  lists: RADIO_LISTS,
  resolve: ({ station, all, name }: { station?: RadioStation; all?: boolean; name?: string }) =>
    station
      ? { args: { id: station.id } }
      : all
        ? { reply: 'I remove stations one at a time; say which one, e.g. "delete the KEXP station".' }
        : name
          ? { reply: `I couldn't find a radio station called "${name}"; nothing was deleted.` }
          : undefined,
  read: getStation,
  remove: deleteStation,
  restore(db, station) {
    // The same row back (same id), so its history and links stay as they were.
    if (stationsWith(db).some((x) => x.id === station.id)) throw new ToolError(`${station.name} is already back`);
    restoreStation(db, station);
  },
  what: (station) => `the radio station ${station.name}`,
  said: (station) => `Removed the radio station ${station.name} from your list.`,
  undone: (station) => `${station.name} is back on your radio list.`,
  link: "/radio",
});

export const radioTools: Tool[] = withSentences(SENTENCES, [
  defineTool({
    name: "add_station",
    description:
      "Add a radio station to pitch (name; optional frequency, location, genre, contact name and e-mail, website).",
    input: createStationBody,
    kind: "write",
    lists: RADIO_LISTS,
    resolve(x: NewStationSlots) {
      if (!x.name) return { ask: `What's the name of the station? Try "add KEXP in Seattle, contact John at john@kexp.org".` };
      // A new name read up to a comma carries the town said after it ("Radio Nova, Paris").
      // A whole number with no band said is part of the name ("BBC Radio 1", "Spin 1038"), not its frequency.
      const numbered = x.frequency !== undefined && Number.isInteger(x.frequency) && !x.band;
      const [name, after] = (numbered ? x.name.replace(/^[^,]*/, (n) => `${n} ${x.frequency}`) : x.name).split(/,\s*/);
      // (A remark after the comma is no town: "KEXP, they didn't reply yet".)
      const town = after && remarkAt(`, ${after}`) === undefined ? after : undefined;
      const location = x.location ?? town;
      // A genre said after "genre …" is taken as said ("genre synthwave"): written in capitals like the listed ones.
      const genre = [x.genre, x.genre2].filter(Boolean).map((g) => capitalWords(g!)).join(" and ");
      // (A name has up to three words: "Mary Ann Kennedy".)
      const contact = x.contactName?.trim().split(/\s+/).slice(0, 3).join(" ");
      // (What was not said stays undefined: the service stores nothing for it.)
      const frequency = x.frequency !== undefined && !numbered ? `${x.frequency} ${x.band ?? ""}`.trim() : undefined;
      const contactName = contact ? capitalWords(contact) : undefined;
      const said = { frequency, location: location && placeCase(location), genre: genre || undefined, contactName };
      return { args: { name: name!, ...said, contactEmail: x.email, status: x.status } };
    },
    run(args, { db, now }) {
      const want = args.name.trim().toLowerCase();
      const twin = stationsWith(db).find((x) => x.name.toLowerCase() === want);
      const station = createStation(db, args, now);
      const more = details(station);
      const summary = `Added radio station ${station.name}${more ? ` (${more})` : ""}, status ${station.status}.${
        twin ? ` Note: you already had a station named ${twin.name} (${statusWord(twin.status)}).` : ""
      }${station.contactEmail ? "" : " It has no contact e-mail yet."}`;
      return atRadio(summary, station, () => (deleteStation(db, station.id), `Removed the radio station ${station.name}.`));
    },
  }),

  defineTool({
    name: "set_station_status",
    description:
      "Record where a radio station stands: pending, contacted (pitched), responded (replied) or rejected (said no).",
    input: t.Object({
      id: integer({ minimum: 1, description: "The station's id (from list_stations)" }),
      status: stationStatus,
      lastContacted: t.Optional(
        t.String({
          description: "When it was contacted, ISO 8601 date-time (default now); only with status contacted",
        }),
      ),
    }),
    kind: "write",
    lists: RADIO_LISTS,
    resolve(
      { station: x, status, when, name }: { station?: RadioStation; status: StationStatus; when?: When; name?: string },
      { now },
    ) {
      if (!x) return name ? notFound("a radio station called", name, "show my radio stations") : undefined;
      if (x.status === status && status !== "contacted")
        return { reply: `${x.name} is already marked ${statusWord(status)}; nothing changed.` };
      const at = status === "contacted" ? pastMoment(when, now) : undefined;
      return { args: { id: x.id, status, ...(at ? { lastContacted: at.toISOString() } : {}) } };
    },
    run({ id, status, lastContacted }, { db, now }) {
      if (lastContacted !== undefined) {
        const at = new Date(lastContacted);
        if (Number.isNaN(at.getTime()))
          throw new ToolError("lastContacted must be a date and time such as 2026-11-20T10:00:00");
        if (at > now) throw new ToolError("that date is still to come; tell me when you contacted the station");
      }
      // (Contacted without a day is contacted now: the service fills it in.)
      return changeWithUndo<RadioStation>({
        read: () => getStation(db, id),
        write: (fields) => updateStation(db, id, fields, now),
        change: { status, lastContacted: status === "contacted" ? lastContacted : undefined },
        said: (station, before) => statusNews(db, station, before, now),
        undone: (station, before) => `${station.name} is ${statusWord(before.status)} again.`,
        link: "/radio",
      });
    },
  }),

  deleteStationTool,
  ...radioReadTools,
]);
