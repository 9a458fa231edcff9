import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import { answersAt } from "../../lib/tool-shapes";
import { askWhich, capitalWords, nameWords, oncePerMessage, pickRecord, withWordsLike } from "../../lib/understand/records";
import { tidy } from "../../lib/understand/titles";
import type { SlotList } from "../../lib/understand/templates";
import type { ToolContext } from "../../lib/tools";
import { words } from "../../shared/text";
import { desc, isNotNull } from "drizzle-orm";
import { radioStations, type RadioStation, type StationStatus } from "./schema";
import { getStation, listStations } from "./service";
import { stationLine } from "./station-line";

/** Finding the stations a sentence names, and writing new names as stations write them (beside the radio tools). */

export const atRadio = answersAt("/radio");

/** US call signs (KEXP, WFMU) and short acronyms (BBC, NTS) are said in lower case but written in capitals. */
// A US call sign is K or W and three letters, but so are everyday words ("um wait no, don't add that"): those are not.
const CALL_SIGN = /^(?!(?:wait|want|what|when|were|will|with|work|week|well|went|wish|word|walk|wall|wake|warm|wear|wide|wife|wild|wind|wine|wise|woke|wood|wore|keep|kept|kick|kill|kind|king|knew|know|kids)$)[kw][a-z]{3}$/i;
const isAcronym = (w: string) => CALL_SIGN.test(w) || (/^[a-z]{2,4}$/i.test(w) && !/[aeiouy]/i.test(w));

/** "kexp" → "KEXP", "the current" → "The Current"; a name typed with capitals keeps them. */
export function stationCase(name: string): string {
  if (name !== name.toLowerCase()) return name;
  return name.replace(/[a-z][a-z'&-]*/g, (w) => (isAcronym(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)));
}
/** "uk" → "UK", "seattle wa" → "Seattle WA". */
export const placeCase = (s: string) =>
  capitalWords(s).replace(/\b(?:Uk|Usa|Us|Nyc|La|[A-Z][a-z])\b(?=,|$|\s*$)/g, (w) => (w.length <= 3 ? w.toUpperCase() : w));

/** Words of a station's name that identify it ("KEXP", "BBC", "6"), not the words many share ("radio", "music"). */
const GENERIC = new Set(["radio", "station", "fm", "am", "music", "the", "x"].map((w) => words(w)[0] ?? w));

/** Stations (of one status), newest first as the Radio screen lists them. */
export const stationsWith = (db: Db, status?: StationStatus): RadioStation[] =>
  listStations(db).filter((x) => !status || x.status === status);

type Found = { station: RadioStation } | { ask: string } | { none: string };

type StationRef = Pick<RadioStation, "id" | "name" | "contactName">;
/**
 * Only the names, in the screen's order: every status sentence matches them, and years of stations add up. They are
 * read again only after the stations were written, so most sentences pay for one tiny query.
 */
const stationRefs = (db: Db): StationRef[] =>
  keptUntilWritten(db, "radio_stations", "refs", () =>
    db
      .select({ id: radioStations.id, name: radioStations.name, contactName: radioStations.contactName })
      .from(radioStations)
      .orderBy(desc(radioStations.createdAt), desc(radioStations.id))
      .all(),
  );

/** What a station is called: its name and its contact's (one function, so the list's words' index is used). */
const namesOf = (x: StationRef) => [x.name, x.contactName];
const nameOnly = (x: StationRef) => x.name;
const sameWord = (said: string, have: string) => said === have;

/** The one station a phrase names (by name, or its contact's name); asks when two fit. */
export function findStation(db: Db, phrase: string, minScore = 0.6, all = stationRefs(db)): Found {
  const said = tidy(phrase);
  if (!said) return { none: said };
  const pick = pickRecord(said, all, namesOf, minScore);
  if ("record" in pick) return { station: getStation(db, pick.record.id) };
  let fits = "ambiguous" in pick ? pick.ambiguous : [];
  if (!fits.length) {
    // "mark bbc as contacted": one distinctive word of two names; ask rather than guess.
    const saidWords = new Set(words(said));
    // (Only the stations with a word said in their names are looked at: years of stations are indexed by their words.)
    fits = withWordsLike(all, nameOnly, [...saidWords], sameWord).filter((x) =>
      nameWords(x.name).some((w) => !GENERIC.has(w) && saidWords.has(w)),
    );
    if (fits.length === 1) return { station: getStation(db, fits[0]!.id) };
  }
  if (fits.length) return { ask: askWhich("station", fits.map((x) => x.name)) };
  return { none: said };
}

/** Words that deny what follows ("KEXP hasn't responded") are never part of a station's name. */
const DENIAL = /\b(?:hasn'?t|haven'?t|hasnt|havent|has not|have not|didn'?t|didnt|did not|never|not|no|yet|still)\b/i;

/** Distinct words of a column the stations have (their places, their genres), for a slot that must name one. */
type Column = typeof radioStations.location | typeof radioStations.genre;
const columnWords = (db: Db, column: Column) =>
  keptUntilWritten(db, "radio_stations", `distinct ${column.name}`, () =>
    db.selectDistinct({ v: column }).from(radioStations).where(isNotNull(column)).all().map((r) => r.v!),
  );
/** A slot for words of one of the column's values ("london" in "London, UK"; "indie" in "Indie"). */
const columnList = (column: Column): SlotList => ({
  names: ({ db }) => [...columnWords(db, column)],
  find: (phrase, ctx) => (inColumn(phrase, column, ctx) ? { value: phrase.toLowerCase() } : undefined),
});
/** A phrase whose every word is in one of the column's values. */
function inColumn(phrase: string, column: Column, ctx: ToolContext) {
  const said = words(phrase);
  const values = oncePerMessage(ctx, `station ${column.name}`, () => columnWords(ctx.db, column));
  return said.length > 0 && values.some((v) => said.every((w) => words(v).includes(w)));
}

/**
 * The slots the radio sentences name: {station} one of the owner's stations; {newname} a new station's name (up to
 * a comma: "amazing radio, uk, contact is…"); {callsign} a US call sign; {place} and {stationgenre} words of the
 * stations' own locations and genres.
 */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const RADIO_LISTS: Record<string, SlotList> = {
  station: {
    names: ({ db }) => stationRefs(db).flatMap((x) => [x.name, x.contactName ?? ""]).filter(Boolean),
    find(phrase, ctx) {
      const { db } = ctx;
      // "what's wfmu's email": the station, not its possessive.
      const said = phrase.replace(/'s$/i, "");
      if (DENIAL.test(said)) return undefined;
      // Strict: a slot's words must name the station, not merely sound like a contact ("list my" is not "Litt").
      const found = findStation(db, said, 0.75, oncePerMessage(ctx, "stations", () => stationRefs(db)));
      // The slot reads the longest words first: "kexp about tidewater" holds a station's name but is not one, so
      // words beyond the name's own leave the rest to the template ("about tidewater"); only a word said before the
      // name is let through ("ugh bbc radio 6 music").
      if ("ask" in found) return { ask: found.ask };
      if (!("station" in found)) return undefined;
      // (The words of the name that was said: "kutx interview" says the station's one-word name, not its contact's two.)
      const { name, contactName } = found.station;
      const byName = words(said).join(" ").includes(words(name).join(" "));
      const extra = wordCount(said) - Math.max(wordCount(name), byName ? 0 : wordCount(contactName ?? ""));
      const rest = extra === 1 ? findStation(db, said.replace(/^\S+\s+/, ""), 0.75) : undefined;
      return extra <= 0 || (rest && "station" in rest && rest.station.id === found.station.id)
        ? { value: found.station }
        : undefined;
    },
    describe: (station: { id: number }, { db, now }) => stationLine(getStation(db, station.id), now),
  },
  // A station named after "at" that the date reader takes for a time: in "Emma at 6 Music", "at 6" reads as 6 o'clock.
  stationat: {
    readsDates: true,
    names: () => [],
    find(phrase, ctx) {
      const at = /^(?:over\s+)?(?:at|from)\s+(\d.*)$/i.exec(phrase.trim());
      return at ? RADIO_LISTS.station!.find(at[1]!, ctx) : undefined;
    },
  },
  newname: {
    // A new station's name: open-ended, so what follows it ("from Paris", "they play jazz") is left to the template.
    fewestWords: true,
    names: () => [],
    find(phrase, ctx) {
      const [said, ...rest] = phrase.split(/[,;:]/);
      // After a comma only a short place may follow ("amazing radio, uk"); more words are another request. The place
      // is kept after a comma for add_station to file as the station's town ("Radio Nova, Paris, electronic").
      const place = tidy(rest.join(" "));
      if (place.split(/\s+/).length > 3) return undefined;
      // (Quotes around the name are tidied away with the other edges.)
      const name = tidy(said!);
      // "a station I've just discovered, …": who found it is not its name.
      if (/^(?:i|i'?ve|ive|i'?m|we|we'?ve|weve|that|which|who)\b|\b(?:told (?:me|us)|recommended|mentioned|discovered)\b/i.test(name)) return undefined;
      // A frequency ends the name ("KALX 90.7 FM Berkeley"), and so does a call sign followed by its town ("KBOO
      // portland oregon"), also after a comma ("Triple R, 102.7 FM, Melbourne"): the templates with a frequency or a
      // call sign read those. (One digit before "FM" is no frequency but a name: "RTÉ 2FM".)
      if (/\d+[.,]\d+|(?<![\d.])\d{2,}\s*(?:fm|am|mhz|khz)\b/i.test(`${name} ${place}`)) return undefined;
      const [first, next] = name.split(/\s+/);
      if (next && CALL_SIGN.test(first!) && !/^(?:radio|fm|am|music|\d+)$/i.test(next)) return undefined;
      // "NTS Radio london": a known town typed in lower case after a capitalised name is its town, as after a comma.
      const town = place ? null : /^(.*[A-Z].*?)\s+([a-z]+)$/.exec(name);
      if (town && inColumn(town[2]!, radioStations.location, ctx))
        return { value: `${stationCase(town[1]!)}, ${town[2]}` };
      return name ? { value: stationCase(name) + (place ? `, ${place}` : "") } : undefined;
    },
  },
  // A new name that says it is a station ("BBC Radio Scotland", "Reprezent FM"), added without the word "station".
  radioname: {
    fewestWords: true,
    names: () => [],
    find(phrase, ctx) {
      const found = RADIO_LISTS.newname!.find(phrase, ctx);
      return found && "value" in found && /\b(?:radio|fm)\b/i.test(String(found.value)) ? found : undefined;
    },
  },
  callsign: {
    // A call sign is one word: read the fewest words first.
    fewestWords: true,
    names: () => [],
    find: (phrase) => (CALL_SIGN.test(phrase) ? { value: phrase.toUpperCase() } : undefined),
  },
  place: columnList(radioStations.location),
  stationgenre: columnList(radioStations.genre),
};
