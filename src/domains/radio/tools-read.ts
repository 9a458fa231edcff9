import { t } from "elysia";
import { defineTool, type ToolContext } from "../../lib/tools";
import { daysFromToday, describeDay, localDateKey } from "../../shared/dates";
import { capitalise, listOf, plural, words } from "../../shared/text";
import { stationStatus } from "./model";
import { isNotNull } from "drizzle-orm";
import { radioStations, type RadioStation, type StationStatus } from "./schema";
import { getStation, listStations, radioSummary } from "./service";
import { NOT_YET, OTHER_DOMAIN, stationIn, stationsWith } from "./tools-parse";
import { draftPitchTool } from "./tools-pitch";

/** Questions about the station list: who to follow up with, how the pitching is going, one station's details. */

const contactedDay = (x: RadioStation, now: Date) => {
  if (!x.lastContacted) return "";
  const key = localDateKey(new Date(x.lastContacted));
  const days = -(daysFromToday(key, now) ?? 0);
  return days > 1 ? `${days} days ago (${describeDay(key, now)})` : describeDay(key, now);
};

/** The genres stations have, each once (a station list is long; its genres are few). */
const stationGenres = (db: ToolContext["db"]): string[] =>
  db
    .selectDistinct({ genre: radioStations.genre })
    .from(radioStations)
    .where(isNotNull(radioStations.genre))
    .all()
    .map((r) => r.genre!);

/** "KEXP (90.3 FM, Seattle, WA): contacted 13 days ago (Nov 10), no reply yet. Contact: Kevin Cole <music@kexp.org>." */
export function stationLine(x: RadioStation, now: Date): string {
  const about = [x.frequency, x.location, x.genre].filter(Boolean).join(", ");
  const state =
    x.status === "pending"
      ? "not contacted yet"
      : x.status === "contacted"
        ? `contacted ${contactedDay(x, now) || "already"}, no reply yet`
        : x.status === "responded"
          ? "responded"
          : "rejected (said no)";
  const who = [x.contactName, x.contactEmail && `<${x.contactEmail}>`].filter(Boolean).join(" ");
  return `${x.name}${about ? ` (${about})` : ""}: ${state}. ${who ? `Contact: ${who}.` : "No contact on file."}`;
}

const STATUS_OF: [StationStatus, RegExp][] = [
  [
    "pending",
    /\b(?:pending|not (?:yet )?(?:been )?(?:contacted|pitched|emailed|reached out|sent)|(?:haven'?t|havent|have not|didn'?t|never|(?:have|has|did) (?:i|we|you) (?:not|never)) (?:\w+ )?(?:contacted|pitched|emailed|reached out|sent|tried)|(?:still|yet) to (?:contact|pitch|email|try)|(?:still )?needs? (?:pitching|contacting|emailing|a pitch)|uncontacted|unpitched)\b/,
  ],
  ["contacted", NOT_YET],
  ["rejected", /\b(?:rejected|said no|passed|turned (?:\w+ )*down|declined|not interested)\b/],
  ["responded", /\b(?:responded|respond|replied|reply|got back|gotten back|heard back|answered|interested|said yes)\b/],
  ["contacted", /\b(?:contacted|pitched|emailed|waiting|awaiting)\b/],
];

const REPLY_WORDS = /\b(?:respon\w*|repl\w*|got back|gotten back|get back|heard back|answer\w*|wr[io]te back)\b/;

const needFollowUp = (db: ToolContext["db"]) =>
  stationsWith(db, "contacted").sort((a, b) => (a.lastContacted ?? "").localeCompare(b.lastContacted ?? ""));

export const radioReadTools = [
  defineTool({
    name: "stations_not_responded",
    description: "Radio stations that were contacted but have not replied yet (who to follow up with), oldest first.",
    input: t.Object({}),
    kind: "read",
    examples: ["which stations haven't responded?", "who should I follow up with at radio?"],
    patterns: [
      {
        template:
          "* (who|whos|who's|which|what|any) * (hasn't|haven't|hasnt|havent|has not|have not|didn't|didnt|did not|not yet|yet to|never|not) [yet] (responded|replied|gotten back|got back|get back|answered|heard back|written back|wrote back|respond|reply)",
        weight: 0.85,
      },
      {
        template:
          "* (who|which|what|any) * (stations|radio) * (hasn't|haven't|hasnt|havent|has not|have not|didn't|didnt|not yet|yet to|never|waiting|still)",
        weight: 1.05,
      },
      {
        template: "* (follow up|follow-up|follow ups|follow-ups|followups|followup|chase|chase up|nudge|ping) *",
        weight: 0.75,
      },
      {
        template:
          "* (radio|station|stations) * (follow up|follow ups|follow-ups|followups|chase|chase up|waiting|no reply|no response|not responded)",
        weight: 1.1,
      },
    ],
    unless: [OTHER_DOMAIN],
    // "Which stations am I yet to pitch" asks for the ones never contacted (list_stations), not those owing a reply.
    understand: (s, { db }) =>
      /\b(?:who|whos|who's|which|what|any|anyone|anybody|stations?|radio)\b/.test(s.lower) &&
      !(STATUS_OF[0][1].test(s.lower) && !REPLY_WORDS.test(s.lower)) &&
      !stationIn(db, s.text)
        ? { args: {} }
        : undefined,
    run(_args, { db, now }) {
      const waiting = needFollowUp(db);
      const pending = stationsWith(db, "pending");
      const later = pending.length ? ` Not contacted yet: ${listOf(pending.map((x) => x.name))}.` : "";
      if (!waiting.length)
        return {
          summary: `No station is waiting on a reply: everyone you contacted has answered.${later}`,
          data: { waiting, pending },
          link: "/radio",
        };
      const lines = waiting.map(
        (x) =>
          `${x.name} (contacted ${contactedDay(x, now) || "earlier"}${x.contactEmail ? `, ${x.contactName ? `${x.contactName} ` : ""}<${x.contactEmail}>` : ""})`,
      );
      return {
        summary: `${plural(waiting.length, "station hasn't", "stations haven't")} responded yet — worth a follow-up: ${listOf(lines, 8)}.${later}`,
        data: { waiting, pending },
        link: "/radio",
      };
    },
  }),

  defineTool({
    name: "radio_summary",
    description: "How the radio pitching is going: number of stations by status and the response rate.",
    input: t.Object({}),
    kind: "read",
    examples: ["how many radio stations do I have?", "what's my radio response rate?"],
    patterns: [
      { template: "* (how many|number of|count) * (stations|station|radio)", weight: 1 },
      { template: "* (response rate|reply rate|hit rate|success rate)", weight: 1.05 },
      {
        template:
          "* (percentage|percent|proportion|ratio|rate|how many|how much) * (responded|replied|got back|answered|said yes|said no|rejected)",
        weight: 1,
      },
      {
        template: "* (radio|station|stations) (stats|statistics|summary|numbers|overview|progress|report)",
        weight: 1.1,
      },
      { template: "how (is|are|s|'s|has|have) * (radio|stations|station) * (going|doing|gone|looking)", weight: 1.1 },
      { template: "how's * (radio|stations|station) * (going|doing|looking)", weight: 1.1 },
    ],
    unless: [/\b(?:supervisors?|sync|licen[cs]ing|invoices?|grants?|audiobooks?)\b/],
    understand: () => ({ args: {} }),
    run(_args, { db }) {
      const sum = radioSummary(db);
      if (!sum.total)
        return {
          summary: 'You have no radio stations yet. Add one: "add KEXP in Seattle, contact John at john@kexp.org".',
          data: sum,
          link: "/radio",
        };
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
      id: t.Optional(t.Integer({ minimum: 1, description: "One station's id for its details" })),
      status: t.Optional(stationStatus),
      place: t.Optional(t.String({ description: "Part of a location, e.g. London" })),
      genre: t.Optional(t.String()),
    }),
    kind: "read",
    examples: ["show my radio stations", "which stations are in London?", "who's the contact at KEXP?"],
    patterns: [
      { template: "<show> * (stations|station|radio)", weight: 0.95 },
      { template: "* (stations|station|radio) (list|contacts|details)", weight: 0.9 },
      // "who at radio have I not emailed yet", "which stations still need pitching": the ones never contacted.
      {
        template:
          "* (who|which|what|any) * (stations|radio) * (not|never|yet to|still to|still need|need|needs) [yet|been] (pitched|pitching|pitch|contacted|contacting|contact|emailed|emailing|email|tried|approached)",
        weight: 1.08,
      },
      {
        template:
          "(has|have|did|is|are|was|were) * (responded|replied|got back|get back|gotten back|heard back|contacted|rejected|pending|interested)",
        weight: 0.8,
      },
      { template: "* (contact|email|e-mail|address|frequency|website|status|details) (at|for|of) *", weight: 0.7 },
      {
        template:
          "(what's|whats|what is|where's|give me|get me|tell me|find|look up) * (contact|email|e-mail|address|frequency|website|details|info|status)",
        weight: 0.8,
      },
      {
        template: "* (hasn't|haven't|hasnt|has not|not yet|never) (responded|replied|got back|gotten back|answered)",
        weight: 0.5,
      },
      {
        template:
          "^(who|whos|who's|did anyone|did anybody|has anyone|has anybody|anyone|anybody) * (respond|responded|reply|replied|got back|gotten back|get back|answered|wrote back)",
        weight: 0.6,
      },
    ],
    unless: [OTHER_DOMAIN],
    understand(s, { db }) {
      const one = stationIn(db, s.text);
      if (one) return { args: { id: one.id } };
      const radio = /\b(?:stations?|radio)\b/.test(s.lower);
      // "who replied?", "did anyone respond?": the stations that answered (supervisors are named as such).
      const anyone =
        /^(?:who|whos|who's|did anyone|did anybody|has anyone|has anybody|anyone|anybody)\b.*\b(?:respond|responded|reply|replied|got back|gotten back|get back|answered|write back|wrote back)\b/.test(
          s.lower.trim(),
        );
      if (!radio && !anyone) return undefined;
      const status = STATUS_OF.find(([, re]) => re.test(s.lower))?.[0];
      const place = /\b(?:in|from|based in|around|near)\s+([a-z][a-z .'-]{1,40})$/
        .exec(s.lower.trim())?.[1]
        ?.replace(/^the\s+/, "");
      const said =
        /\b(?:play|plays|playing|spin|spins|into|for)\s+([a-z&-]+(?: [a-z&-]+)?)$/.exec(s.lower.trim())?.[1] ??
        /\b([a-z&-]+) (?:radio )?stations\b/.exec(s.lower)?.[1];
      const genres = stationGenres(db);
      const genre =
        said && genres.some((g) => words(said).length && words(said).every((w) => words(g).includes(w)))
          ? said
          : undefined;
      const known = !!genre;
      return { args: { ...(status ? { status } : {}), ...(place ? { place } : {}), ...(known ? { genre } : {}) } };
    },
    run({ id, status, place, genre }, { db, now }) {
      if (id) {
        const x = getStation(db, id);
        return { summary: stationLine(x, now), data: x, link: "/radio" };
      }
      const all = listStations(db);
      if (!all.length)
        return {
          summary: 'You have no radio stations yet. Add one: "add KEXP in Seattle, contact John at john@kexp.org".',
          data: [],
          link: "/radio",
        };
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
