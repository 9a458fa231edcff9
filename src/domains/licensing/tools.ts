import { t } from "elysia";
import { capitalWords } from "../../lib/understand/records";
import { listed } from "../../lib/tool-shapes";
import { defineTool, type Tool, withSentences } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { actionTools } from "./tools-actions";
import { supervisorTools } from "./tools-supervisors";
import { plural } from "../../shared/text";
import type { Song } from "./schema";
import { createSong, deleteSong, listSongs, SONG_PROMOTION_STATUSES } from "./service";
import { atLicensing, label, LICENSING_LISTS } from "./tools-lists";

/** The songs promoted for sync (the Music Promotion tab). */

// (The list's own name, "catalogue" or "library", is where a song goes, never its title.)
const NOUN_ONLY = /^(?:(?:a|an|the|my|our|another|new)\s+)*(?:song|track|tune|single|instrumental|cue|catalog|catalogue|library)s?$/i;
const unquote = (s: string) => s.replace(/^["'“‘]|["'”’.,!?]+$/g, "").trim();

const songTools = [
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
    lists: LICENSING_LISTS,
    resolve({ title, artist, genre, kindSaid }: { title?: string; artist?: string; genre?: string; kindSaid?: boolean }, { db }) {
      // "'Salt Lines', acoustic folk": the closing quote ends the title, and the genre is said after it.
      // (The opening quote is not among the words handed over.)
      const quoted = title && /^["“‘']?([^"”’']+)["”’'][,;:]\s*(?:(?:it's|its|it is)\s+)?(?:an?\s+)?(.+?)(?:\s+(?:song|track|tune|instrumental|beat|cue))?$/i.exec(title.trim());
      if (quoted) genre ??= quoted[2];
      // "smoke signals, trap instrumental, by …": what kind of song it is, said after the title, is not the title.
      const described = !quoted && title ? /^([^,]+),\s*(?:(?:it's|its|it is)\s+)?(?:an?\s+)?(.+?)\s+(?:song|track|tune|instrumental|beat|cue)[,.]?$/i.exec(title.trim()) : null;
      if (described) [title, genre] = [described[1]!, genre ?? described[2]!];
      // "Low Tide, indie folk, by Sunny Rivers", "Salt and Smoke, folk": a few words after the comma are the genre.
      const kindAfter = !quoted && !described && title ? /^([^,]+),\s*(?:an?\s+)?((?:[\w-]+\s*){1,3})[,.]?$/i.exec(title.trim()) : null;
      if (kindAfter) [title, genre] = [kindAfter[1]!, genre ?? kindAfter[2]!.trim()];
      // "'Slow Tide' (Sunny Rivers, ambient)": the artist, then the genre, said in brackets after the title.
      const aside = !artist && title ? /^["“‘']?([^"”’'(]+?)["”’']?\s*\(([^,()]+)(?:,\s*([^()]+))?\)?$/.exec(title.trim()) : null;
      if (aside) [title, artist, genre] = [aside[1]!, aside[2]!, genre ?? aside[3]];
      // "Slow Tide, Sunny Rivers, ambient" with no "by": listed as title, artist, genre.
      const listed = !quoted && !artist && title ? /^([^,]+),\s*([^,]+),\s*([^,]+)$/.exec(title.trim()) : null;
      if (listed) [title, artist, genre] = [listed[1]!, listed[2]!, genre ?? listed[3]!];
      // (Said with no artist, the kind after a comma is what makes the words a song's title.)
      if (kindSaid && !quoted && !described && !kindAfter) return undefined;
      const name = quoted ? quoted[1]!.trim() : title && unquote(title);
      // "add a song for sync": the noun alone is no title.
      if (name && NOUN_ONLY.test(name)) return undefined;
      if (!name) return { ask: 'What is the song called? Try "add song Midnight Radio by Sunny Rivers for sync".' };
      const by = artist ? capitalWords(artist) : listSongs(db)[0]?.artist;
      if (!by) return { ask: `Who is the artist on "${name}"? Say "add song ${name} by …".` };
      // "…, pop, for TV and ads": the genre is the first thing said after the artist.
      const kind = genre?.split(/\s*[,;]\s*/)[0]?.replace(/[()]/g, "").trim();
      return { args: { title: capitalWords(name), artist: by, ...(kind ? { genre: capitalWords(kind) } : {}) } };
    },
    run(args, { db }) {
      const song = createSong(db, args);
      const summary = `Added "${song.title}" by ${song.artist} to your sync songs (not pitched yet).`;
      return atLicensing(summary, song, () => (deleteSong(db, song.id), `Removed the song "${song.title}".`));
    },
  }),

  defineTool({
    name: "list_songs",
    description:
      "Read the songs promoted for sync, optionally by promotion status (not_started, pitching, active, placed, paused).",
    input: t.Object({ status: t.Optional(t.Union(SONG_PROMOTION_STATUSES.map((x) => t.Literal(x)))) }),
    kind: "read",
    run({ status }, { db }) {
      const all = listSongs(db);
      const list = status ? all.filter((x: Song) => x.promotionStatus === status) : all;
      const named = (x: Song) => `"${x.title}" by ${x.artist}${status ? "" : ` (${label(x.promotionStatus)})`}`;
      const head = `${plural(list.length, "song")}${status ? ` ${label(status)}` : " for sync"}`;
      const summary = !all.length
        ? 'You have no songs set up for sync yet. Say "add song Midnight Radio by Sunny Rivers for sync".'
        : list.length ? listed(head, list.map(named)) : `No songs are ${label(status!)} right now.`;
      return atLicensing(summary, { status, songs: list.slice(0, 30) });
    },
  }),
];

/** What the assistant can do in sync licensing (see src/lib/tools.ts): supervisors, opportunities, action items, songs. */
export const licensingTools: Tool[] = withSentences(SENTENCES, [
  ...supervisorTools,
  ...actionTools,
  ...songTools,
]);
