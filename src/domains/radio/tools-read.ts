import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { capitalWords } from "../../lib/understand/records";
import { capitalise, listOf, plural, words } from "../../shared/text";
import { stationStatus } from "./model";
import type { RadioStation, StationStatus } from "./schema";
import { getStation, listStations, radioSummary } from "./service";
import { contactedDay, stationLine } from "./station-line";
import { atRadio, RADIO_LISTS, stationsWith } from "./tools-parse";
import { integer } from "../../lib/validation";

/**
 * Questions about the station list: who to follow up with, how the pitching is going, one station's details; and a
 * pitch e-mail to one station.
 */


const NO_STATIONS = 'You have no radio stations yet. Add one: "add KEXP in Seattle, contact John at john@kexp.org".';

/**
 * A pitch e-mail to one station, written from its record (contact, name, genre). Radio has no place to keep drafts
 * and sending belongs to Email Outreach, so this only returns the text: nothing is stored or sent.
 */

function pitchText(x: RadioStation, kind: string | undefined, song: string | undefined, sender: string) {
  const what = kind === "ep" || kind === "lp" ? kind.toUpperCase() : (kind ?? "single");
  const first = x.contactName?.split(/\s+/)[0];
  const subject = song
    ? `Airplay submission: "${song}" (new ${what})`
    : `Airplay submission: my new ${what} for ${x.name}`;
  const fit = x.genre ? ` I think it would sit well in ${x.name}'s ${x.genre} programming.` : "";
  const body = [
    `Hi ${first ?? `${x.name} team`},`,
    "",
    `I'd love for ${x.name} to hear my new ${what}${song ? `, "${song}"` : ""}.${fit}`,
    "You can stream it here: [link]. I'm happy to send a broadcast-quality WAV, a radio edit, or do an interview or session.",
    "",
    "Thanks for listening,",
    sender || "[your name]",
  ].join("\n");
  return { subject, body };
}

export const draftPitchTool = defineTool({
  name: "draft_station_pitch",
  description:
    "Write a pitch e-mail draft to one radio station from its contact and name (song optional). Returns the text only: nothing is sent or saved.",
  input: t.Object({
    id: integer({ minimum: 1, description: "The station's id" }),
    song: t.Optional(t.String({ maxLength: 200, description: "The song or release being pitched" })),
    kind: t.Optional(t.String({ maxLength: 40, description: "single, EP, album…" })),
  }),
  kind: "read",
  lists: RADIO_LISTS,
  resolve({ station, song, kind, name }: { station?: RadioStation; song?: string; kind?: string; name?: string }) {
    if (!station)
      return name
        ? { reply: `I couldn't find a radio station called "${name}". Add it first, e.g. "add ${name} in Seattle, contact John at john@station.org".` }
        : undefined;
    // A song said in quotes keeps its own capitals; one said in lower case is written as a title.
    const title = song?.replace(/^["'“‘]|["'”’.!?]+$/g, "").trim();
    return { args: { id: station.id, ...(kind ? { kind } : {}), ...(title ? { song: capitalWords(title) } : {}) } };
  },
  run({ id, song, kind }, { db, config }) {
    const x = getStation(db, id);
    const sender = (config as { name?: string }).name ?? "";
    const { subject, body } = pitchText(x, kind, song, sender);
    const to = x.contactEmail ? `${x.contactName ? `${x.contactName} ` : ""}<${x.contactEmail}>` : undefined;
    const head = to
      ? `Here's a draft pitch for ${x.name}, to ${to}. It's not sent: copy it into your e-mail, or make it an Email Outreach campaign.`
      : `Here's a draft pitch for ${x.name}. It has no contact e-mail yet (add one on the Radio Stations page); it's not sent.`;
    return atRadio(`${head}\n\nSubject: ${subject}\n\n${body}`, { station: x, to: x.contactEmail, subject, body });
  },
});

export const radioReadTools = [
  defineTool({
    name: "stations_not_responded",
    description: "Radio stations that were contacted but have not replied yet (who to follow up with), oldest first.",
    input: t.Object({}),
    kind: "read",
    run(_args, { db, now }) {
      const waiting = stationsWith(db, "contacted");
      waiting.sort((a, b) => (a.lastContacted ?? "").localeCompare(b.lastContacted ?? ""));
      // (The stations not contacted yet are an aside, by name: "the oldest one just replied" picks among those waiting.)
      const notContacted = stationsWith(db, "pending").map((x) => x.name);
      const later = notContacted.length ? ` Not contacted yet: ${listOf(notContacted)}.` : "";
      if (!waiting.length)
        return atRadio(`No station is waiting on a reply: everyone you contacted has answered.${later}`, { waiting, notContacted });
      const lines = waiting.map(
        (x) =>
          `${x.name} (contacted ${contactedDay(x, now) || "earlier"}${x.contactEmail ? `, ${x.contactName ? `${x.contactName} ` : ""}<${x.contactEmail}>` : ""})`,
      );
      const summary = `${plural(waiting.length, "station hasn't", "stations haven't")} responded yet — worth a follow-up: ${listOf(lines, 8)}.${later}`;
      return atRadio(summary, { waiting, notContacted });
    },
  }),

  defineTool({
    name: "radio_summary",
    description: "How the radio pitching is going: number of stations by status and the response rate.",
    input: t.Object({}),
    kind: "read",
    run(_args, { db }) {
      const sum = radioSummary(db);
      if (!sum.total) return atRadio(NO_STATIONS, sum);
      const b = sum.byStatus;
      const responded = stationsWith(db, "responded").map((x) => x.name);
      const rate =
        sum.responseRate === null
          ? " You haven't contacted any yet, so there is no response rate."
          : ` Response rate: ${sum.responseRate}% (${b.responded} of the ${sum.contactedOrLater} you've contacted replied${responded.length ? `: ${listOf(responded)}` : ""}).`;
      return atRadio(
        `You have ${plural(sum.total, "radio station")}: ${b.pending} pending, ${b.contacted} contacted, ${b.responded} responded and ${b.rejected} rejected.${rate}`,
        sum,
      );
    },
  }),

  defineTool({
    name: "list_stations",
    description:
      "List radio stations, optionally by status, place or genre; or one station's details and contact (id).",
    input: t.Object({
      id: t.Optional(integer({ minimum: 1, description: "One station's id for its details" })),
      status: t.Optional(stationStatus),
      place: t.Optional(t.String({ description: "Part of a location, e.g. London" })),
      genre: t.Optional(t.String()),
    }),
    kind: "read",
    lists: RADIO_LISTS,
    resolve: ({ station, ...filters }: { station?: RadioStation; status?: StationStatus; place?: string; genre?: string }) => ({
      args: station ? { id: station.id } : filters,
    }),
    run({ id, status, place, genre }, { db, now }) {
      if (id) {
        const x = getStation(db, id);
        return atRadio(stationLine(x, now), x);
      }
      const all = listStations(db);
      if (!all.length) return atRadio(NO_STATIONS, []);
      const has = (field: string | null, want?: string) =>
        !want || (!!field && words(want).every((w) => words(field).includes(w)));
      const list = all.filter((x) => (!status || x.status === status) && has(x.location, place) && has(x.genre, genre));
      const label = `${genre ? `${genre} ` : ""}stations${status ? ` ${status === "pending" ? "not contacted yet" : `that ${status === "contacted" ? "are waiting on a reply" : status}`}` : ""}${place ? ` in ${capitalise(place)}` : ""}`;
      const what = genre || status || place ? label : "";
      if (!list.length) return atRadio(`None of your ${plural(all.length, "station")} match: no ${label}.`, []);
      const line = (x: RadioStation) => `${x.name} (${x.status}${x.location && !place ? `, ${x.location}` : ""})`;
      return atRadio(`${what ? capitalise(what) : `Your ${plural(list.length, "radio station")}`}: ${listOf(list.map(line), 12)}.`, list);
    },
  }),

  draftPitchTool,
];
