import { t } from "elysia";
import { capitalWords } from "../../lib/understand/records";
import { defineTool } from "../../lib/tools";
import type { RadioStation } from "./schema";
import { getStation } from "./service";
import { RADIO_LISTS } from "./tools-parse";
import { integer } from "../../lib/validation";

/**
 * A pitch e-mail to one station, written from its record (contact, name, genre). Radio has no place to keep drafts
 * and sending belongs to Email Outreach, so this only returns the text: nothing is stored or sent.
 */

export function pitchText(x: RadioStation, kind: string | undefined, song: string | undefined, sender: string) {
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
    return {
      summary: `${head}\n\nSubject: ${subject}\n\n${body}`,
      data: { station: x, to: x.contactEmail, subject, body },
      link: "/radio",
    };
  },
});
