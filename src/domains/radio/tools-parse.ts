import type { Db } from "../../db/client";
import { matchRecords, pickRecord } from "../../lib/understand/records";
import { tidy, type Sentence } from "../../lib/understand/sentence";
import { listOf, words } from "../../shared/text";
import { desc, eq } from "drizzle-orm";
import { radioStations, type RadioStation, type StationStatus } from "./schema";
import { getStation } from "./service";

/** Reading stations, their details and their status out of what people say (kept beside the radio tools). */

/** Words that say a sentence is about radio (not a supervisor, a client or a task). */
export const RADIO_WORDS =
  /\b(?:radio|stations?|fm|am|airplay|rotation|dj|djs|playlist(?:ed)?|spins?|broadcast|music director|program director)\b/;
export const OTHER_DOMAIN =
  /\b(?:supervisors?|sync|licen[cs]ing|invoices?|clients?|grants?|audiobooks?|tasks?|todo|reminders?|campaigns?|newsletters?|mail-?outs?|mailshots?)\b/;

const GENRES =
  "indie|indie rock|indie pop|jazz|folk|rock|pop|hip hop|hip-hop|rap|r&b|soul|funk|blues|country|americana|electronic|electronica|dance|house|techno|ambient|classical|metal|punk|alternative|alt|eclectic|freeform|world|reggae|latin|gospel|singer-songwriter|bluegrass|experimental|lo-fi|triple a|adult alternative|edm|drum and bass|dnb|garage|grime|emo|shoegaze";
const GENRE_ALT = GENRES.split("|")
  .sort((a, b) => b.length - a.length)
  .join("|");
const GENRE = new RegExp(`\\b(${GENRE_ALT})(?:\\s+(?:and|&|\\/)\\s+(${GENRES}))?\\b`, "i");
const KINDS =
  "community|college|public|internet|online|local|independent|student|university|pirate|national|regional|commercial|specialist|non-profit|new";
/** "a jazz station", "community radio station": words before "station" that describe it. */
const DESCRIBED = `(?:(?:${GENRES}|${KINDS})\\s+){0,2}`;

/** US call signs (KEXP, WFMU) and short acronyms (BBC, NTS) are said in lower case but written in capitals. */
const CALL_SIGN = /^[kw][a-z]{3}$/i;
const isAcronym = (w: string) => CALL_SIGN.test(w) || (/^[a-z]{2,4}$/i.test(w) && !/[aeiouy]/i.test(w));

/** "kexp" → "KEXP", "the current" → "The Current"; a name typed with capitals keeps them. */
export function stationCase(name: string): string {
  if (name !== name.toLowerCase()) return name;
  return name.replace(/[a-z][a-z'&-]*/g, (w) =>
    isAcronym(w) && !/^(?:with|when|what|work|week)$/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1),
  );
}
const titleWords = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s'-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()) : s;
/** "uk" → "UK", "seattle wa" → "Seattle WA". */
const placeCase = (s: string) =>
  titleWords(s).replace(/\b(?:Uk|Usa|Us|Nyc|La|[A-Z][a-z])\b(?=,|$|\s*$)/g, (w) =>
    w.length <= 3 ? w.toUpperCase() : w,
  );

const LEAD_POLITE =
  /^(?:(?:ok|okay|so|hey|and|also|um|uh|right|alright|oh)[\s,]+)*(?:(?:can|could|would|will) you[\s,]+(?:please[\s,]+)?|please[\s,]+|i(?:'d| would)? (?:want|need|like|wanna) (?:to )?|let'?s )*/i;
const LEAD_STATION = new RegExp(
  `${LEAD_POLITE.source.slice(1)}(?:add|save|create|put|log|enter|register|new|make|track|record|set up)\\b[\\s,:]*(?:(?:a|an|another|the|new|my|one more)\\s+)*${DESCRIBED}(?:radio\\s+)?stations?\\b[\\s,:-]*(?:(?:called|named|is)\\s+)?`,
  "i",
);
const LEAD_ADD = new RegExp(
  `${LEAD_POLITE.source.slice(1)}(?:add|save|put|log|enter|register|new|track|stick|pop)\\b[\\s,:]*(?:(?:a|an|the)\\s+)?`,
  "i",
);
/** Where a station's name ends: the place, the contact, the genre, a comma. */
const NAME_END =
  /[,;:(]|\s[-–]\s|\s(?:in|from|based|out of|located|they|they're|theyre|who|which|that|it's|its|it is|contact|email|e-mail|their|the contact|music director|program director|md|pd|dj|host|playing|plays|play|genre|at|with|and)\b|\sas (?:a|an|my|the|one)\b|\s(?:on|to|onto|in) (?:my|the) (?:list|radio|stations?)\b|\s\S+@/i;
const FREQUENCY = /\b(\d{2,3}(?:\.\d{1,2})?)\s*(fm|am|mhz|khz)\b/i;

export interface StationDraft {
  name?: string;
  frequency?: string;
  location?: string;
  genre?: string;
  contactName?: string;
  contactEmail?: string;
  website?: string;
}

/** The station a sentence adds: "add KEXP 90.3 FM in Seattle, contact John at john@kexp.org, they play indie". */
export function readNewStation(s: Sentence): StationDraft {
  const text = s.text.replace(/[.!]+$/, "");
  const out: StationDraft = {};
  let body: string | undefined = s.quoted()[0];
  const called = /\b(?:called|named)\s+(.+)/i.exec(text);
  if (!body && called) body = called[1]!;
  if (!body) {
    const lead = LEAD_STATION.exec(text) ?? LEAD_ADD.exec(text);
    body = lead ? text.slice(lead[0].length) : text;
  }
  const end = NAME_END.exec(body);
  let name = (end ? body.slice(0, end.index) : body).trim();
  const freq = FREQUENCY.exec(text);
  if (freq) out.frequency = `${freq[1]} ${freq[2]!.toUpperCase().replace("HZ", "Hz")}`;
  let place: string | undefined;
  const inName = FREQUENCY.exec(name);
  if (inName) {
    place = name.slice(inName.index + inName[0].length).trim() || undefined;
    name = name.slice(0, inName.index).trim();
  } else {
    // "KBOO portland oregon": a call sign then more words is the call sign and its town.
    const [first, ...more] = name.split(/\s+/);
    if (first && more.length && CALL_SIGN.test(first) && !/^(?:radio|fm|am|music|\d+)$/i.test(more[0]!)) {
      name = first;
      place = more.join(" ");
    }
  }
  name = tidy(name.replace(/^(?:the )?(?:station|radio station)\s+/i, ""));
  if (name) out.name = stationCase(name.replace(/^(?:a|an)\s+/i, ""));
  const where =
    /\b(?:in|from|based in|based out of|out of|located in)\s+([^,;:()]+?(?:,\s*[A-Za-z]{2}\b(?!\w))?)(?=\s+(?:they|who|which|contact|email|e-mail|and|playing|plays|with|the contact|music director|genre|at|on)\b|\s*[,;:(]|\s+\S+@|\s*$)/i.exec(
      end ? body.slice(end.index) : "",
    );
  place = where?.[1] ?? place;
  if (!place && end && body[end.index] === ",") {
    // "Worldwide FM, London, contact …": a short second part that is not a contact, genre or remark is the place.
    const next = body
      .slice(end.index + 1)
      .split(/[,;]/)[0]!
      .trim();
    const plain =
      !/[\d@]/.test(next) &&
      next.split(/\s+/).length <= 3 &&
      !GENRE.test(next) &&
      !new RegExp(`\\b(?:${KINDS})\\b`, "i").test(next);
    if (
      plain &&
      !/\b(?:contact|email|e-mail|they|it|its|it's|who|which|genre|plays?|playing|director|md|pd|dj|host|website|site|call|ask|and|the)\b/i.test(
        next,
      )
    )
      place = next;
  }
  if (place) place = place.replace(new RegExp(`\\s*\\b(?:${GENRE_ALT})\\b.*$`, "i"), "");
  if (place)
    out.location = placeCase(
      tidy(place.replace(/^the\s+(?=[a-z])/i, ""))
        .split(/\s+/)
        .slice(0, 4)
        .join(" "),
    );
  const genre = GENRE.exec(name ? text.replace(name, " ") : text);
  if (genre)
    out.genre = [genre[1], genre[2]]
      .filter(Boolean)
      .map((g) => (g!.toLowerCase() === "r&b" ? "R&B" : titleWords(g!.toLowerCase())))
      .join(" and ");
  const contact = s.capture(
    /\b(?:contact(?: person| name)?|the contact(?: there| person)?|contact there|music director|program director|md|pd|dj|host|presenter|producer|ask for|talk to|speak to|speak with)(?: there)?(?: is| was| name is|:)?\s+([a-z][a-z'-]*(?=\s|$)(?:\s+[a-z][a-z'-]*(?=\s|$))?)/,
  )?.[1];
  if (contact) {
    const [first, second] = contact.split(/\s+/);
    const keep =
      second &&
      !/^(?:at|on|from|email|e-mail|and|via|who|is|she|he|they|the|in|for|her|his|their|plays?)$/i.test(second);
    out.contactName = titleWords(keep ? `${first} ${second}` : first!);
  }
  const email = s.email();
  if (email) out.contactEmail = email;
  const site = /\b(?:website|site|web ?site|web)(?: is|:)?\s+((?:https?:\/\/)?[\w.-]+\.[a-z]{2,}\S*)/i.exec(text);
  if (site) out.website = site[1];
  return out;
}

/** Enough to believe "add X" is about a radio station and not a gig, a client or a task. */
export function soundsLikeStation(s: Sentence, draft: StationDraft): boolean {
  if (RADIO_WORDS.test(s.lower) || draft.frequency) return true;
  const first = draft.name?.split(/\s+/)[0] ?? "";
  return /^[KW][A-Z]{3}$/.test(first) && (CALL_SIGN.test(first) || !!draft.contactEmail);
}

/** Words of a station's name that identify it ("KEXP", "BBC", "6"), not the words many share ("radio", "music"). */
const GENERIC = new Set(["radio", "station", "fm", "am", "music", "the", "x"].map((w) => words(w)[0] ?? w));

export type Found = { station: RadioStation } | { ask: string } | { reply: string } | { none: string };

/** Stations (of one status), newest first as the Radio screen lists them. */
export const stationsWith = (db: Db, status?: StationStatus): RadioStation[] =>
  db
    .select()
    .from(radioStations)
    .where(status ? eq(radioStations.status, status) : undefined)
    .orderBy(desc(radioStations.createdAt), desc(radioStations.id))
    .all();

// Station names are split into words again for every sentence: keep them (bounded).
const wordCache = new Map<string, string[]>();
function nameWords(name: string): string[] {
  let w = wordCache.get(name);
  if (!w) {
    if (wordCache.size > 20_000) wordCache.clear();
    wordCache.set(name, (w = words(name)));
  }
  return w;
}

type StationRef = Pick<RadioStation, "id" | "name" | "contactName">;
/**
 * Only the names, in the screen's order: every status sentence matches them, and years of stations add up. They are
 * read again only when the table may have changed (a write on the connection, or a row count, newest id or newest
 * update that differs, as after a rolled-back write), so most sentences pay for one tiny query.
 */
const refCaches = new WeakMap<Db, { key: string; refs: StationRef[] }>();
function stationRefs(db: Db): StationRef[] {
  const st = db.$client
    .query("SELECT total_changes() AS c, count(*) AS n, max(id) AS m, max(updated_at) AS u FROM radio_stations")
    .get() as { c: number; n: number; m: number | null; u: string | null };
  const key = `${st.c}|${st.n}|${st.m}|${st.u}`;
  let cache = refCaches.get(db);
  if (cache?.key !== key) {
    const refs = db
      .select({ id: radioStations.id, name: radioStations.name, contactName: radioStations.contactName })
      .from(radioStations)
      .orderBy(desc(radioStations.createdAt), desc(radioStations.id))
      .all();
    refCaches.set(db, (cache = { key, refs }));
  }
  return cache.refs;
}

/** The one station a phrase names (by name, or its contact's name); asks when two fit. */
export function findStation(db: Db, phrase: string): Found {
  const said = tidy(phrase);
  if (!said) return { none: said };
  const all = stationRefs(db);
  const pick = pickRecord(said, all, (x) => [x.name, x.contactName]);
  if ("record" in pick) return { station: getStation(db, pick.record.id) };
  let fits = "ambiguous" in pick ? pick.ambiguous : [];
  if (!fits.length) {
    // "mark bbc as contacted": one distinctive word of two names; ask rather than guess.
    const saidWords = new Set(words(said));
    fits = all.filter((x) => nameWords(x.name).some((w) => !GENERIC.has(w) && saidWords.has(w)));
    if (fits.length === 1) return { station: getStation(db, fits[0]!.id) };
  }
  if (fits.length)
    return {
      ask: `Which station do you mean: ${listOf(
        fits.slice(0, 4).map((x) => x.name),
        4,
      ).replace(/ and /, " or ")}?`,
    };
  return { none: said };
}

/** Any station named in a sentence (best match only, strict), for read questions. */
export function stationIn(db: Db, text: string): RadioStation | undefined {
  const m = matchRecords(text, stationRefs(db), (x) => [x.name, x.contactName], 0.75);
  return m.length && (m.length === 1 || m[0]!.score - m[1]!.score > 0.04) ? getStation(db, m[0]!.record.id) : undefined;
}

/** The status a sentence gives a station, said outright ("as contacted") or read from its verb ("KEXP said no"). */
export function statusSaid(l: string): StationStatus | undefined {
  const said =
    /\b(?:as|to|is|now|status)\s+(pending|contacted|responded|replied|rejected|declined|not contacted)\b/.exec(l)?.[1];
  if (said)
    return (
      ({ replied: "responded", declined: "rejected", "not contacted": "pending" } as Record<string, StationStatus>)[
        said
      ] ?? (said as StationStatus)
    );
  if (
    /\b(?:said no|say no|passed|pass(?:ed)? on|turned (?:\w+ )*down|declined|rejected|not interested|aren'?t interested|isn'?t interested|no luck|won'?t (?:play|add|spin)|not (?:going to|gonna) play|a no from|knocked (?:me|us|it) back)\b/.test(
      l,
    )
  )
    return "rejected";
  if (NOT_YET.test(l)) return undefined;
  if (
    /\b(?:responded|respond|replied|reply|got back|gets back|heard back|wrote back|written back|(?:emailed|messaged|called|texted|rang) (?:me|us) back|answered|said yes|interested|playlisted|added (?:it|my|the|us|me|our)\b|(?:is|are|been|started) (?:playing|spinning)|played|spun|(?:will|'ll|wants? to|going to|gonna) (?:play|spin|add|feature|playlist)|in rotation|on rotation|loved it|liked it|picked (?:it|me|us) up)\b/.test(
      l,
    )
  )
    return "responded";
  if (
    /\b(?:contacted|emailed|e-mailed|sent|pitched|reached out|called|rang|phoned|messaged|dm'?d|dmed|wrote to|submitted|mailed|followed up|chased|got in touch|hit (?:up|them up))\b/.test(
      l,
    )
  )
    return "contacted";
  if (/\b(?:back to pending|reset|uncontacted)\b/.test(l)) return "pending";
  return undefined;
}
/** "KEXP hasn't responded" is a remark (or a question), never a status change. */
export const NOT_YET =
  /\b(?:hasn'?t|haven'?t|hasnt|havent|has not|have not|didn'?t|didnt|did not|never|not yet|still no|no word|no reply|no response|yet to|not (?:responded|replied|got back|gotten back|answered))\b/;

/** What is left of a status sentence once its verbs and filler are cut: the station's name. */
export function stationPhrase(s: Sentence): string {
  return s.rest([
    /^(?:(?:ok|okay|so|hey|and|also|um|ugh|oh|yay|great news|good news|well)[\s,]+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?/,
    /\b(?:mark|set|change|update|move|put|switch|flag|reset)\b/,
    // "I got a reply from KEXP": the news, not the station's name.
    /\b(?:(?:i|we)\s+)?(?:got|had|received|have|'ve got)\s+(?:a|an)\s+(?:(?:quick|nice|positive)\s+)?(?:reply|response|answer)\b/,
    /\b(?:as|to|is|now|status|back to)?\s*(?:pending|contacted|responded|replied|rejected|declined|not contacted)\b/,
    /\b(?:said no|said yes|passed on|passed|turned (?:\w+ )*down|declined|rejected|not interested|isn'?t interested|aren'?t interested|no luck with|no luck|won'?t play|a no from|knocked (?:me|us|it) back)\b/,
    /\b(?:responded|replied|got back|gets back|heard back|wrote back|(?:emailed|messaged|called|texted|rang) (?:me|us) back|answered|(?:is|are) interested|interested|playlisted|added|playing|played|spun|will play|wants? to play|in rotation|loved it|liked it|picked (?:it|me|us) up)\b/,
    /\b(?:i|we|i've|we've|i have|we have)?\s*(?:just|already|finally|also)?\s*(?:contacted|emailed|e-mailed|sent|pitched|reached out(?: to)?|called|rang|phoned|messaged|dm'?d|wrote to|submitted(?: to)?|mailed|followed up(?: with)?|chased(?: up)?|got in touch(?: with)?)\b/,
    /\b(?:my|the|our|a|new)?\s*(?:single|song|track|demo|record|ep|album|release|email|e-mail|mail|pitch|submission)\b/,
    /\b(?:to|from|with|on|about|by|for|at|me|us|again|finally|today|yesterday|this morning|people|folks|team|crew|station|radio station|can you|update that|after like \d+ weeks|after \d+ weeks|update|that|too|yet|thanks)\b/,
    /\bthe\b/,
  ]);
}
