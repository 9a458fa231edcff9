import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import type { RadioStation } from "./schema";
import { getStation } from "./service";
import { findStation, OTHER_DOMAIN, RADIO_WORDS } from "./tools-parse";

/**
 * A pitch e-mail to one station, written from its record (contact, name, genre). Radio has no place to keep drafts
 * and sending belongs to Email Outreach, so this only returns the text: nothing is stored or sent.
 */

const KIND = "single|song|track|ep|album|record|release|remix|video|music video|tune|lp";
const ABOUT = new RegExp(
  `\\b(?:(?:about|for|promoting|announcing|pitching|featuring|regarding|re|with)\\s+(?:my|the|our|a)|my|our)\\s+(?:(?:new|latest|upcoming|debut|next)\\s+)*(${KIND})\\b(?:\\s+(?:called|named|titled))?\\s*(.*)$`,
  "i",
);
const CUT =
  /\s*(?:[,;.!?]|\s(?:which|that|it|out|coming|dropping|to|for|please)\b|\sand (?:ask|tell|say|mention|see|let|i|we|it|they|then|also|send|get|make|can|could|would|please)\b)/i;
const TOPIC = /\b(?:about|regarding|re|promoting|pitching)\s+(?:my\s+|our\s+)?(.+)$/i;
const GENERIC =
  /^(?:it|this|that|them|those|these|airplay|rotation|getting|playing|adding|putting|a|an|some|any|the|their|your|music|my music|a session|an interview|interviews?|sessions?|following up|a follow[- ]?up)\b/i;
const titleWords = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s'-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()) : s;

/** What the pitch is about: "my new single Golden Hour" → {kind: "single", song: "Golden Hour"}. */
function readRelease(text: string, quoted: string[]): { kind?: string; song?: string } {
  const m = ABOUT.exec(text);
  const kind = m?.[1]?.toLowerCase();
  const said = m?.[2]
    ?.split(CUT)[0]
    ?.replace(/^['"]|['"]$/g, "")
    .trim();
  // "…about night drive": a name right after "about" is the song, unless it is a topic ("about airplay", "about it").
  const bare = !m ? TOPIC.exec(text)?.[1]?.split(CUT)[0]?.trim() : undefined;
  const named = said || (bare && !GENERIC.test(bare) ? bare : undefined);
  const song = quoted[0] ?? (named ? titleWords(named) : undefined);
  return { ...(kind ? { kind } : {}), ...(song ? { song } : {}) };
}

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
    id: t.Integer({ minimum: 1, description: "The station's id" }),
    song: t.Optional(t.String({ maxLength: 200, description: "The song or release being pitched" })),
    kind: t.Optional(t.String({ maxLength: 40, description: "single, EP, album…" })),
  }),
  kind: "read",
  examples: ["draft a pitch to KEXP", "write an email to WFMU about my new single Golden Hour"],
  patterns: [
    {
      template:
        "^[please] (draft|write|compose|prepare|create|make|do|put together|give me|get me) [me|up] [a|an|the] [quick|short|new] [radio] (pitch|email|e-mail|mail|letter|message|note|intro|submission) [email|e-mail|letter] (to|for)",
      weight: 1.05,
    },
    {
      template:
        "(can|could|would|will) you (write|draft|compose|prepare) * (pitch|email|e-mail|letter|message) (to|for)",
      weight: 1.05,
    },
    { template: "(pitch|pitch email|pitch e-mail|pitch letter) (to|for)", weight: 0.8 },
    {
      template:
        "^[please] [can you] [please] (help me|help me to) (pitch|write to|email|e-mail|write a pitch|draft a pitch|write an email|draft an email)",
      weight: 1.1,
    },
    {
      template: "^[please] [can you] [please] (draft|write|do) [a|an|the] (pitch|pitch email|pitch e-mail)",
      weight: 1,
    },
    { template: "^[please] pitch *", weight: 0.8 },
    // "could you write to wfmu about…", "drop a line to kexp": understand() then needs a station of that name.
    {
      template: "[can you|could you|would you|will you] [please] (write to|drop a line to|drop|reach out to) *",
      weight: 0.85,
    },
    { template: "^[please] (email|e-mail) * (about|re|regarding|with|for)", weight: 0.6 },
  ],
  unless: [OTHER_DOMAIN, /\b(?:all|every|each) (?:my |the |of my |of the )?(?:radio )?stations\b|\bstations\b/],
  understand(s, { db }) {
    const tail = String.raw`(.+?)(?:\s+(?:about|regarding|re|promoting|announcing|for|with|pitching|featuring|asking|to play)\b.*)?$`;
    const m =
      s.capture(
        new RegExp(
          String.raw`\b(?:pitch|email|e-mail|mail|letter|message|note|intro|submission)(?:\s+(?:email|e-mail|letter))?\s+(?:to|for)\s+` +
            tail,
        ),
      ) ??
      s.capture(
        new RegExp(
          String.raw`\b(?:pitch|write to|email|e-mail|drop (?:a line|a note|an email) to|reach out to)\s+(?:to\s+)?` +
            tail,
        ),
      );
    const phrase = (m?.[1] ?? "")
      .replace(/^(?:the\s+)?(?:radio\s+)?(?:station\s+)?/i, "")
      .replace(/\b(?:station|radio station|people|team|folks)\b/gi, "")
      .replace(/^(?:the|my)\s+/i, "")
      .replace(/[.!?]+$/, "")
      .trim();
    if (!phrase) return undefined;
    const found = findStation(db, phrase);
    if ("station" in found) return { args: { id: found.station.id, ...readRelease(s.text, s.quoted()) } };
    if ("ask" in found) return found;
    const radioish = RADIO_WORDS.test(s.lower) || /\bpitch\b/.test(s.lower) || /^[kw][a-z]{3}$/i.test(phrase);
    return radioish
      ? {
          reply: `I couldn't find a radio station called "${phrase}". Add it first, e.g. "add ${phrase} in Seattle, contact John at john@station.org".`,
        }
      : undefined;
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
