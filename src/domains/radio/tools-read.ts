import { t } from "elysia";
import { defineTool, type ToolContext } from "../../lib/tools";
import { capitalise, listOf, plural, words } from "../../shared/text";
import { stationStatus } from "./model";
import type { RadioStation, StationStatus } from "./schema";
import { getStation, listStations, radioSummary } from "./service";
import { contactedDay, stationLine } from "./station-line";
import { RADIO_LISTS, stationsWith } from "./tools-parse";
import { draftPitchTool } from "./tools-pitch";
import { integer } from "../../lib/validation";

/** Questions about the station list: who to follow up with, how the pitching is going, one station's details. */

const needFollowUp = (db: ToolContext["db"]) =>
  stationsWith(db, "contacted").sort((a, b) => (a.lastContacted ?? "").localeCompare(b.lastContacted ?? ""));

const NO_STATIONS = 'You have no radio stations yet. Add one: "add KEXP in Seattle, contact John at john@kexp.org".';

export const radioReadTools = [
  defineTool({
    name: "stations_not_responded",
    description: "Radio stations that were contacted but have not replied yet (who to follow up with), oldest first.",
    input: t.Object({}),
    kind: "read",
    resolve: () => ({ args: {} }),
    run(_args, { db, now }) {
      const waiting = needFollowUp(db);
      // (The stations not contacted yet are an aside, by name: "the oldest one just replied" picks among those waiting.)
      const pending = stationsWith(db, "pending");
      const notContacted = pending.map((x) => x.name);
      const later = pending.length ? ` Not contacted yet: ${listOf(pending.map((x) => x.name))}.` : "";
      if (!waiting.length)
        return {
          summary: `No station is waiting on a reply: everyone you contacted has answered.${later}`,
          data: { waiting, notContacted },
          link: "/radio",
        };
      const lines = waiting.map(
        (x) =>
          `${x.name} (contacted ${contactedDay(x, now) || "earlier"}${x.contactEmail ? `, ${x.contactName ? `${x.contactName} ` : ""}<${x.contactEmail}>` : ""})`,
      );
      return {
        summary: `${plural(waiting.length, "station hasn't", "stations haven't")} responded yet — worth a follow-up: ${listOf(lines, 8)}.${later}`,
        data: { waiting, notContacted },
        link: "/radio",
      };
    },
  }),

  defineTool({
    name: "radio_summary",
    description: "How the radio pitching is going: number of stations by status and the response rate.",
    input: t.Object({}),
    kind: "read",
    resolve: () => ({ args: {} }),
    run(_args, { db }) {
      const sum = radioSummary(db);
      if (!sum.total) return { summary: NO_STATIONS, data: sum, link: "/radio" };
      const b = sum.byStatus;
      const responded = stationsWith(db, "responded").map((x) => x.name);
      const rate =
        sum.responseRate === null
          ? " You haven't contacted any yet, so there is no response rate."
          : ` Response rate: ${sum.responseRate}% (${b.responded} of the ${sum.contactedOrLater} you've contacted replied${responded.length ? `: ${listOf(responded)}` : ""}).`;
      return {
        summary: `You have ${plural(sum.total, "radio station")}: ${b.pending} pending, ${b.contacted} contacted, ${b.responded} responded and ${b.rejected} rejected.${rate}`,
        data: sum,
        link: "/radio",
      };
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
    resolve: ({ station, status, place, genre }: { station?: RadioStation; status?: StationStatus; place?: string; genre?: string }) => ({
      args: station ? { id: station.id } : { ...(status ? { status } : {}), ...(place ? { place } : {}), ...(genre ? { genre } : {}) },
    }),
    run({ id, status, place, genre }, { db, now }) {
      if (id) {
        const x = getStation(db, id);
        return { summary: stationLine(x, now), data: x, link: "/radio" };
      }
      const all = listStations(db);
      if (!all.length) return { summary: NO_STATIONS, data: [], link: "/radio" };
      const has = (field: string | null, want?: string) =>
        !want || (!!field && words(want).every((w) => words(field).includes(w)));
      const list = all.filter((x) => (!status || x.status === status) && has(x.location, place) && has(x.genre, genre));
      const label = `${genre ? `${genre} ` : ""}stations${status ? ` ${status === "pending" ? "not contacted yet" : `that ${status === "contacted" ? "are waiting on a reply" : status}`}` : ""}${place ? ` in ${capitalise(place)}` : ""}`;
      const what = genre || status || place ? label : "";
      if (!list.length)
        return {
          summary: `None of your ${plural(all.length, "station")} match: no ${label}.`,
          data: [],
          link: "/radio",
        };
      const line = (x: RadioStation) => `${x.name} (${x.status}${x.location && !place ? `, ${x.location}` : ""})`;
      return {
        summary: `${what ? capitalise(what) : `Your ${plural(list.length, "radio station")}`}: ${listOf(list.map(line), 12)}.`,
        data: list,
        link: "/radio",
      };
    },
  }),

  draftPitchTool,
];
