import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { asTitle } from "../../lib/understand/sentence";
import { listOf, plural } from "../../shared/text";
import type { Song } from "./schema";
import { createSong, deleteSong, listSongs, SONG_PROMOTION_STATUSES } from "./service";
import { cutLead, POLITE_LEAD, restOf, titleCase, unpunct } from "./tools-shared";

/** The songs promoted for sync (the Music Promotion tab). */

const SONG = String.raw`(?:songs?|tracks?|tunes?|singles?|instrumentals?|cues?)`;
const LEAD = new RegExp(
  String.raw`^(?:add|new|create|log|save|put|register|upload|enter|pitch)(?:\s+(?:a|an|my|the|our|new|another))*\s+(?:new\s+)?${SONG}\b(?:\s+(?:called|named|titled))?`,
);
const TAIL = new RegExp(
  String.raw`\b(?:to|for|in|into|on) (?:my |the )?(?:sync|synch|licen[cs]ing|placement|promotion|music promotion)(?: (?:catalog|catalogue|list|library|pitching|promotion|tab))?\b|\bfor (?:sync|licen[cs]ing)\b`,
);
/** Why the song is added, never part of its title: "… to pitch for sync", "… so I can pitch it to supervisors". */
const PURPOSE =
  /\b(?:(?:so|so that) (?:i|we) (?:can|could) |(?:in order )?to |for )(?:pitch|pitching|promote|promoting|shop|shopping|push|pushing|license|licence|licensing|licencing|place|placing|send out|sending out)\b.*$/;
const label = (s: string) => s.replace(/_/g, " ");
/** Where the name ends and details begin: ", it's a folk track", " - genre folk" (the artist never runs on into them). */
const DETAIL = /\s*(?:[,;]|\s-\s)|\s+(?:it'?s|its|it is|genre|which|that'?s)\b/i;
/** "it's a folk track", "genre: folk", "an indie pop song". */
const GENRE = new RegExp(
  String.raw`\b(?:genre(?: is)?\s+([a-z][a-z &-]{1,25}?)(?=\s*$|\s+(?:and|by|for|to)\b)|(?:it'?s|its|it is) (?:a|an) ([a-z][a-z -]{1,25}?) ${SONG})`,
);

export const songTools = [
  defineTool({
    name: "add_song",
    description:
      "Add a song to promote for sync licensing (title, artist; the artist defaults to the one of your last song).",
    input: t.Object({
      title: t.String({ minLength: 1, maxLength: 300 }),
      artist: t.String({ minLength: 1, maxLength: 300 }),
      genre: t.Optional(t.String({ maxLength: 100 })),
    }),
    kind: "write",
    examples: [
      "add song Midnight Radio by Sunny Rivers for sync",
      "add my track 'Slow Burn' to the licensing catalogue",
    ],
    patterns: [
      {
        template: `^[please] <add> [a|an|my|the|our|new|another] [new] (song|track|tune|single|instrumental|cue) * (sync|licensing|licencing|catalog|catalogue|promotion|placement|pitch|pitching|supervisors)`,
        weight: 1.2,
      },
      { template: "^[please] (add|new|register) [a|an|my|the|our|another] [new] (song|track|single)", weight: 0.95 },
    ],
    understand(s, { db }) {
      if (s.question) return undefined;
      const quoted = s.quoted()[0];
      const text = cutLead(unpunct(restOf(s, [TAIL, PURPOSE])), [POLITE_LEAD, LEAD]);
      const g = GENRE.exec(s.lower);
      const genre = g?.[1] ?? g?.[2];
      const detail = text.search(DETAIL);
      const named = detail > 0 ? text.slice(0, detail) : text;
      const by = /\bby\s+(.+)$/i.exec(named);
      const title = quoted ?? asTitle(by ? named.slice(0, by.index) : named);
      const artist = by ? titleCase(asTitle(by[1]!)) : listSongs(db)[0]?.artist;
      if (!title) return { ask: 'What is the song called? Try "add song Midnight Radio by Sunny Rivers for sync".' };
      if (!artist) return { ask: `Who is the artist on "${title}"? Say "add song ${title} by …".` };
      return { args: { title: titleCase(title), artist, ...(genre ? { genre: titleCase(genre) } : {}) } };
    },
    run(args, { db }) {
      const song = createSong(db, args);
      return {
        summary: `Added "${song.title}" by ${song.artist} to your sync songs (not pitched yet).`,
        data: song,
        link: "/licensing",
        undo: () => (deleteSong(db, song.id), `Removed the song "${song.title}".`),
      };
    },
  }),

  defineTool({
    name: "list_songs",
    description:
      "Read the songs promoted for sync, optionally by promotion status (not_started, pitching, active, placed, paused).",
    input: t.Object({ status: t.Optional(t.Union(SONG_PROMOTION_STATUSES.map((x) => t.Literal(x)))) }),
    kind: "read",
    examples: ["which songs am I pitching?", "list my songs for licensing"],
    patterns: [
      {
        template: `<show> * (songs|tracks|catalog|catalogue) * (sync|synch|licensing|licencing|pitching|pitch|placed|promotion|promoting)`,
        weight: 1.1,
      },
      {
        template:
          "(which|what|list|show|any) * (songs|tracks) * (pitching|pitched|placed|promoting|promoted|paused|active)",
        weight: 1.1,
      },
    ],
    understand(s) {
      const l = s.lower;
      const status: (typeof SONG_PROMOTION_STATUSES)[number] | undefined =
        /(?:\bnot|n'?t|\bnever)(?: been| yet| started)? (?:started|pitched|pitching|promoted)\b/.test(l)
          ? "not_started"
          : /\bpitch/.test(l)
            ? "pitching"
            : /\bplaced\b/.test(l)
              ? "placed"
              : /\bpaused\b/.test(l)
                ? "paused"
                : undefined;
      return { args: status ? { status } : {} };
    },
    run({ status }, { db }) {
      const all = listSongs(db);
      const list = status ? all.filter((x: Song) => x.promotionStatus === status) : all;
      const summary = !all.length
        ? 'You have no songs set up for sync yet. Say "add song Midnight Radio by Sunny Rivers for sync".'
        : list.length
          ? `${plural(list.length, "song")}${status ? ` ${label(status)}` : " for sync"}: ${listOf(
              list.map((x) => `"${x.title}" by ${x.artist}${status ? "" : ` (${label(x.promotionStatus)})`}`),
              8,
            )}.`
          : `No songs are ${label(status!)} right now.`;
      return { summary, data: { status, songs: list.slice(0, 30) }, link: "/licensing" };
    },
  }),
];
