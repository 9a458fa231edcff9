import type { Db } from "../../db/client";
import type { LlmClient } from "../../lib/llm";
import { GRANT_CATALOGUE, type CatalogueGrant } from "./catalogue";
import { grants } from "./schema";

export interface GrantSearchRequest {
  projectName?: string;
  description?: string;
  focus?: string;
}

export interface GrantSearchResult extends Omit<CatalogueGrant, "id"> {
  /** catalogue id; model-suggested extras get an id starting with "ai-" */
  id: string;
  /** relevance, higher is better */
  score: number;
  /** one sentence on why it was suggested */
  reason: string;
  /** catalogue: the built-in list; model: suggested by the model and not in the catalogue */
  source: "catalogue" | "model";
  /** true for anything not from the curated catalogue: check it before applying */
  verify: boolean;
  /** already saved to the grant list */
  saved: boolean;
}

export const MAX_RESULTS = 12;

const STOP = new Set(
  "the and for with from that this into our your their about have has are was were will can new project album book my a an of to in on at by or is it we i".split(
    " ",
  ),
);

/** Words people type mapped onto catalogue tags. */
const SYNONYMS: Record<string, string[]> = {
  audiobook: ["audiobook", "author", "book", "writing", "literature"],
  audiobooks: ["audiobook", "author", "book", "writing", "literature"],
  audio: ["audiobook", "recording"],
  narration: ["audiobook", "author", "book"],
  narrator: ["audiobook", "author", "book"],
  novel: ["book", "fiction", "author", "writing", "literature"],
  novels: ["book", "fiction", "author", "writing", "literature"],
  books: ["book", "author", "writing", "literature"],
  writer: ["writing", "author", "literature"],
  writers: ["writing", "author", "literature"],
  write: ["writing", "author"],
  literary: ["literature", "writing", "author"],
  memoir: ["nonfiction", "book", "author", "writing"],
  poems: ["poetry", "writing"],
  song: ["music", "songwriter", "recording"],
  songs: ["music", "songwriter", "recording"],
  single: ["music", "recording", "release"],
  ep: ["music", "recording", "release", "album"],
  lp: ["music", "recording", "album"],
  record: ["recording", "album", "music"],
  records: ["recording", "album", "music"],
  studio: ["recording", "producer", "music"],
  produce: ["producer", "recording"],
  production: ["producer", "recording"],
  producing: ["producer", "recording"],
  musician: ["music", "musician"],
  musicians: ["music", "musician"],
  artist: ["music", "artist"],
  singer: ["music", "songwriter"],
  songwriting: ["songwriter", "music"],
  composing: ["composer", "composition", "music"],
  compose: ["composer", "composition", "music"],
  classical: ["composer", "composition", "music"],
  orchestra: ["composer", "ensemble", "music"],
  gigs: ["live", "tour", "touring"],
  gig: ["live", "tour"],
  concert: ["live", "performance", "concert"],
  concerts: ["live", "performance", "concert"],
  shows: ["live", "performance", "tour"],
  festival: ["festival", "live", "international"],
  festivals: ["festival", "live", "international"],
  abroad: ["international", "tour"],
  promote: ["promotion", "marketing"],
  promo: ["promotion", "marketing"],
  launch: ["release", "marketing", "promotion"],
  release: ["release", "marketing"],
  medical: ["emergency", "health", "hardship"],
  illness: ["emergency", "health", "hardship"],
  rent: ["emergency", "hardship"],
  crisis: ["emergency", "hardship"],
  relief: ["emergency", "relief"],
  electronic: ["electronic", "music"],
  pop: ["music"],
  rock: ["music", "band"],
  folk: ["music", "songwriter"],
  hiphop: ["music", "producer"],
  "hip-hop": ["music", "producer"],
  rap: ["music", "producer"],
  us: ["usa"],
  america: ["usa"],
  american: ["usa"],
  "united states": ["usa"],
  britain: ["uk"],
  british: ["uk"],
  england: ["uk", "england"],
  english: ["uk"],
  london: ["uk", "england"],
  manchester: ["uk", "england"],
  glasgow: ["scotland", "uk"],
  edinburgh: ["scotland", "uk"],
  scottish: ["scotland", "uk"],
  canadian: ["canada"],
  toronto: ["canada"],
  montreal: ["canada", "quebec", "francophone"],
  vancouver: ["canada"],
  australian: ["australia"],
  sydney: ["australia"],
  melbourne: ["australia"],
  irish: ["ireland"],
  dublin: ["ireland"],
  german: ["germany"],
  berlin: ["germany"],
  deutschland: ["germany"],
};

const NEED_TERMS = new Set([
  "emergency",
  "hardship",
  "health",
  "relief",
  "medical",
  "illness",
  "crisis",
  "rent",
  "debt",
  "injury",
]);

const COUNTRY_TAGS = new Set([
  "usa",
  "uk",
  "england",
  "scotland",
  "canada",
  "quebec",
  "australia",
  "new zealand",
  "ireland",
  "germany",
]);

export function requestTerms(req: GrantSearchRequest): string[] {
  const text = [req.projectName, req.description, req.focus].filter(Boolean).join(" ").toLowerCase();
  const words = text.match(/[a-z0-9][a-z0-9-]*/g) ?? [];
  const terms = new Set<string>();
  for (const phrase of ["united states", "new zealand", "new work", "hip-hop"])
    if (text.includes(phrase)) terms.add(phrase);
  for (const raw of words) {
    const w = raw.replace(/^-+|-+$/g, "");
    if (w.length < 2 || STOP.has(w)) continue;
    terms.add(w);
    for (const s of SYNONYMS[w] ?? []) terms.add(s);
    if (w.endsWith("s") && w.length > 3) terms.add(w.slice(0, -1));
  }
  for (const [phrase, tags] of Object.entries(SYNONYMS))
    if (phrase.includes(" ") && text.includes(phrase)) tags.forEach((t) => terms.add(t));
  return [...terms];
}

function scoreEntry(entry: CatalogueGrant, terms: string[]): { score: number; matched: string[] } {
  const title = entry.title.toLowerCase();
  const body = `${entry.organization} ${entry.description} ${entry.eligibility}`.toLowerCase();
  const tags = new Set(entry.tags);
  const countries = terms.filter((t) => COUNTRY_TAGS.has(t));
  let score = 0;
  const matched: string[] = [];
  for (const term of terms) {
    let s = 0;
    if (tags.has(term)) s += COUNTRY_TAGS.has(term) ? 5 : 3;
    if (title.includes(term)) s += 2;
    else if (term.length > 3 && body.includes(term)) s += 1;
    if (s) {
      score += s;
      matched.push(term);
    }
  }
  // Hardship funds only lead when the request is about hardship.
  if (tags.has("emergency")) score += terms.some((t) => NEED_TERMS.has(t)) ? 4 : -3;
  // Asked for a country and this programme is elsewhere: push it down.
  if (countries.length && !countries.some((c) => tags.has(c)) && !tags.has("international")) score -= 4;
  return { score, matched };
}

const savedKeys = (db: Db) =>
  new Set(
    db
      .select({ catalogueId: grants.catalogueId, title: grants.title, organization: grants.organization })
      .from(grants)
      .all()
      .flatMap((g) => [g.catalogueId ?? "", `${g.title}|${g.organization}`.toLowerCase()]),
  );

/** Offline ranking of the built-in catalogue by keyword and tag overlap with the request. */
export function rankCatalogue(req: GrantSearchRequest, limit = MAX_RESULTS): Omit<GrantSearchResult, "saved">[] {
  const terms = requestTerms(req);
  const scored = GRANT_CATALOGUE.map((entry, order) => ({ entry, order, ...scoreEntry(entry, terms) }));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const positive = scored.filter((s) => s.score > 0);
  const pick = positive.length ? positive : scored;
  return pick.slice(0, limit).map(({ entry, score, matched }) => ({
    ...entry,
    score,
    reason: matched.length
      ? `Matches your request on: ${matched
          .filter((m) => !m.includes(" ") || m.length > 3)
          .slice(0, 6)
          .join(", ")}.`
      : "A broad programme worth knowing about; your request did not match a specific programme.",
    source: "catalogue" as const,
    verify: false,
  }));
}

interface ModelAnswer {
  results?: { id?: string; reason?: string }[];
  extra?: {
    title?: string;
    organization?: string;
    description?: string;
    amount?: string;
    applicationUrl?: string;
    reason?: string;
  }[];
}

function parseModelJson(text: string): ModelAnswer | undefined {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1)) as ModelAnswer;
  } catch {
    return undefined;
  }
}

const isHttpUrl = (u: string | undefined) => {
  try {
    return !!u && /^https?:$/.test(new URL(u).protocol);
  } catch {
    return false;
  }
};

/** The model ranks and explains; it may only return catalogue ids, or extras that are flagged 'verify before applying'. */
async function rankWithModel(
  llm: LlmClient,
  req: GrantSearchRequest,
): Promise<Omit<GrantSearchResult, "saved">[] | undefined> {
  const catalogue = GRANT_CATALOGUE.map((g) => ({
    id: g.id,
    organization: g.organization,
    title: g.title,
    country: g.country,
    summary: g.description,
  }));
  const system =
    "You help independent musicians, producers and audiobook authors find grants. Rank the catalogue entries that fit the " +
    'request, best first, and explain each in one sentence. Answer with JSON only: {"results":[{"id":"<catalogue id>","reason":"..."}],' +
    '"extra":[{"title":"","organization":"","description":"","amount":"","applicationUrl":"","reason":""}]}. Use only ids from the ' +
    "catalogue in results. Put a programme in extra only if you are confident it is real and long-running; never invent deadlines.";
  const user = `Request: ${JSON.stringify(req)}\nCatalogue: ${JSON.stringify(catalogue)}`;
  const answer = parseModelJson(await llm.text(system, user, 20_000));
  if (!answer?.results?.length) return undefined;
  const byId = new Map(GRANT_CATALOGUE.map((g) => [g.id, g]));
  const seen = new Set<string>();
  const out: Omit<GrantSearchResult, "saved">[] = [];
  for (const r of answer.results) {
    const entry = r.id ? byId.get(r.id) : undefined;
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push({
      ...entry,
      score: MAX_RESULTS * 2 - out.length,
      reason: r.reason?.trim() || "Suggested by Sunshine.",
      source: "catalogue",
      verify: false,
    });
    if (out.length >= MAX_RESULTS) break;
  }
  if (!out.length) return undefined;
  for (const [i, x] of (answer.extra ?? []).slice(0, 3).entries()) {
    if (!x.title?.trim() || !x.organization?.trim()) continue;
    out.push({
      id: `ai-${i + 1}`,
      organization: x.organization.trim(),
      title: x.title.trim(),
      country: "",
      description: x.description?.trim() ?? "",
      amount: x.amount?.trim() || "Unknown",
      deadline: "Unknown: verify before applying",
      eligibility: "",
      applicationUrl: isHttpUrl(x.applicationUrl) ? x.applicationUrl! : "",
      tags: [],
      score: 0,
      reason: `${x.reason?.trim() || "Suggested by the model."} Not in Sunshine's curated list: verify before applying.`,
      source: "model",
      verify: true,
    });
  }
  return out;
}

/**
 * Grant search used by POST /api/ai/search-grants and the grant_search automation.
 * Offline: the curated catalogue ranked by relevance. With a model: the model's ranking of the catalogue
 * (falling back to the offline ranking if the model fails or answers nonsense).
 */
export async function searchGrants(
  deps: { db: Db; llm?: LlmClient },
  req: GrantSearchRequest,
): Promise<GrantSearchResult[]> {
  let ranked: Omit<GrantSearchResult, "saved">[] | undefined;
  if (deps.llm) {
    try {
      ranked = await rankWithModel(deps.llm, req);
    } catch (e) {
      console.warn("Grant search: the model failed, using the offline ranking:", (e as Error).message);
    }
  }
  ranked ??= rankCatalogue(req);
  const saved = savedKeys(deps.db);
  return ranked.map((r) => ({
    ...r,
    saved: saved.has(r.id) || saved.has(`${r.title}|${r.organization}`.toLowerCase()),
  }));
}
