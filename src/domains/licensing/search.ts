import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { LlmClient } from "../../lib/llm";
import { licensingOpportunities, songs, type LicensingOpportunity } from "./schema";
import { adviceFor, GENRE_GUIDE, words } from "./sync-guide";

// Licensing ideas for one song: the stored opportunities that fit it, and advice from the model or the built-in guide.

export interface LicensingSearchInput {
  songTitle: string;
  artist?: string | null;
  genre?: string | null;
  description?: string | null;
}

export interface LicensingSearchResult {
  message: string;
  /** "model" when the configured model wrote the answer, otherwise "guide" (the built-in rules). */
  source: "model" | "guide";
  opportunities: Pick<
    LicensingOpportunity,
    "id" | "title" | "company" | "type" | "genre" | "budget" | "deadline" | "status"
  >[];
}

/** Stored opportunities still open (active or pending, deadline not past) whose type or genre fits the song. */
export function matchingOpportunities(db: Db, input: LicensingSearchInput, types: string[], now = new Date()) {
  const open = db
    .select()
    .from(licensingOpportunities)
    .where(and(inArray(licensingOpportunities.status, ["active", "pending"])))
    .all()
    .filter((o) => !o.deadline || Date.parse(o.deadline) >= now.getTime() - 86_400_000);
  const genre = words(input.genre ?? "");
  const genreWords = genre.split(/[^a-z0-9&]+/).filter((w) => w.length > 2);
  const families = GENRE_GUIDE.filter((a) => a.keys.some((k) => genre.includes(k)));
  const scored = open
    .map((o) => {
      const og = words(o.genre ?? "");
      const typeMatch = types.includes(o.type);
      // A brief with no genre is open to anything of a fitting type; a brief with a genre must match the song's
      // genre words or the same family in the guide (e.g. "Acoustic" for an "Indie Folk" song).
      if (!og) return { o, score: typeMatch ? 1 : 0 };
      const genreMatch =
        genreWords.some((w) => og.includes(w)) ||
        (!!genre && genre.includes(og)) ||
        families.some((f) => f.keys.some((k) => og.includes(k)));
      return { o, score: genreMatch ? 2 + (typeMatch ? 1 : 0) : 0 };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || (a.o.deadline ?? "9999").localeCompare(b.o.deadline ?? "9999"));
  return scored.slice(0, 5).map(({ o }) => ({
    id: o.id,
    title: o.title,
    company: o.company,
    type: o.type,
    genre: o.genre,
    budget: o.budget,
    deadline: o.deadline,
    status: o.status,
  }));
}

const fmtDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** The offline answer: specific to the song's metadata, the built-in guide and the stored opportunities. */
export function guideAnswer(
  input: LicensingSearchInput,
  storedTypes: string[],
  opps: LicensingSearchResult["opportunities"],
): string {
  const { advice, moods } = adviceFor(input.genre, input.description);
  const by = input.artist ? ` by ${input.artist}` : "";
  const types = [...new Set([...storedTypes, ...advice.flatMap((a) => a.types)])];
  const typeLabel: Record<string, string> = {
    film: "film",
    tv: "TV",
    commercial: "commercials",
    game: "video games",
    other: "online/creator content",
  };
  const lines: string[] = [];
  lines.push(`Licensing ideas for "${input.songTitle}"${by}${input.genre ? ` (${input.genre})` : ""}:`);
  lines.push("");
  lines.push(`Best-fit placements: ${types.map((t) => typeLabel[t] ?? t).join(", ")}.`);
  for (const a of advice)
    lines.push(`- ${a.name === "your style" ? "Your track" : `As ${a.name}`}, it suits ${a.fits}.`);
  for (const m of moods) lines.push(`- The mood you describe fits ${m.fits}.`);
  lines.push("");
  lines.push(`Who to pitch: ${advice.map((a) => a.targets).join("; ")}.`);
  lines.push("");
  if (opps.length) {
    lines.push(`Open opportunities in Sunshine that match (${opps.length}):`);
    for (const o of opps)
      lines.push(
        `- ${o.title} at ${o.company} (${o.type}${o.genre ? `, ${o.genre}` : ""}${o.budget ? `, budget ${o.budget}` : ""}${o.deadline ? `, deadline ${fmtDate(o.deadline)}` : ""})`,
      );
  } else {
    lines.push("No stored opportunity matches yet: add briefs you hear about on the Opportunities tab and ask again.");
  }
  lines.push("");
  lines.push("Before you pitch, prepare:");
  lines.push(
    "- Splits agreed in writing with every co-writer and producer, and who controls master and publishing (one-stop if you can).",
  );
  lines.push("- ISRC for the recording (and ISWC/PRO registration for the song) with clean metadata in the file tags.");
  lines.push(
    "- An instrumental and a clean (no explicit lyrics) version, plus 30- and 60-second edits and stems if you have them.",
  );
  lines.push("- A private streaming link and a one-line pitch naming the scene or brief it fits.");
  return lines.join("\n");
}

/** POST /api/ai/search-licensing: the model writes the answer when configured; the built-in guide otherwise (or if the model fails). */
export async function searchLicensing(
  db: Db,
  input: LicensingSearchInput,
  llm?: LlmClient,
): Promise<LicensingSearchResult> {
  const stored = db
    .select()
    .from(songs)
    .where(sql`lower(${songs.title}) = lower(${input.songTitle.trim()})`)
    .get();
  const merged: LicensingSearchInput = {
    songTitle: input.songTitle.trim(),
    artist: input.artist?.trim() || stored?.artist,
    genre: input.genre?.trim() || stored?.genre,
    description: input.description?.trim() || stored?.description,
  };
  const storedTypes = stored?.targetLicenseTypes ?? [];
  const { advice } = adviceFor(merged.genre, merged.description);
  const types = [...new Set([...storedTypes, ...advice.flatMap((a) => a.types)])];
  const opportunities = matchingOpportunities(db, merged, types);
  const guide = guideAnswer(merged, storedTypes, opportunities);
  if (llm) {
    try {
      const text = await llm.text(
        "You are Sunshine, a sync-licensing adviser for an independent musician. Answer in plain text (short paragraphs and '-' bullets, no markdown headings). Be specific to the song: which placement types (film, TV, commercials, games, online) and which kinds of libraries and music supervisors fit its genre and mood, which of the user's stored opportunities to pitch first and why, and what to prepare (splits, ISRC, instrumental and clean versions, edits). Never invent opportunities that are not in the list.",
        `Song: ${JSON.stringify(merged)}\nTarget license types: ${storedTypes.join(", ") || "not set"}\nStored open opportunities that match: ${JSON.stringify(opportunities)}\n\nBuilt-in guide notes:\n${guide}`,
        20_000,
      );
      if (text) return { message: text, source: "model", opportunities };
    } catch (e) {
      console.warn("search-licensing: model failed, using the built-in guide:", (e as Error).message);
    }
  }
  return { message: guide, source: "guide", opportunities };
}
