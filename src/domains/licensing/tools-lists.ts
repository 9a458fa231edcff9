import type { Db } from "../../db/client";
import { keptUntilWritten } from "../../lib/table-versions";
import type { ToolContext } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import { capitalWords, nameWords, oncePerMessage, pickedOrAsk, pickOf, pickRecord } from "../../lib/understand/records";
import { isCommonWord } from "../../lib/understand/typos";
import type { SlotList } from "../../lib/understand/templates";
import { describeDay, localDateKey } from "../../shared/dates";
import { sameWord, words } from "../../shared/text";
import { licensingOpportunities, musicSupervisors, songs, type ActionItem, type MusicSupervisor } from "./schema";
import { listActionItems, listSupervisors } from "./service";
import SENTENCES from "./sentences.yaml";

/**
 * The licensing records a sentence may name (the lists behind sentences.yaml's record slots), and the small words
 * the licensing tools share.
 */

export const atLicensing = answersAt("/licensing");
export const who = (m: Pick<MusicSupervisor, "name" | "company">) => (m.company ? `${m.name} (${m.company})` : m.name);
export const label = (s: string) => s.replace(/_/g, " ");

/** A company as written: "bbc" → "BBC" (a short word with no vowel is initials), "warner bros" → "Warner Bros". */
export const companyCase = (s: string) => capitalWords(s).replace(/\b[A-Z][a-z]{1,3}\b/g, (w) => (/[aeiouy]/i.test(w) ? w : w.toUpperCase()));

/** Every word said is a word of the record's names (a typo allowed): "priya from ogilvy", not "priya got". */
// (Each supervisor's words are kept between sentences: every phrase tried is held against every supervisor.)
const allSaid = (said: string[], names: (string | null)[]) => {
  const have = names.flatMap((n) => (n ? nameWords(n) : []));
  return said.every((w) => have.some((h) => sameWord(w, h)));
};

/**
 * The supervisor a phrase names: their name, first name or company, or "name from/at company"; the words
 * "supervisor", "the" around it are the template's. Several fit ("the HBO supervisor"): ask which.
 */
function findSupervisor(ctx: ToolContext, phrase: string): { value: MusicSupervisor } | { ask: string } | undefined {
  const said = words(phrase.replace(/'s$/i, ""));
  if (!said.length) return undefined;
  const kept = () => keptUntilWritten(ctx.db, "music_supervisors", "refs", () => listSupervisors(ctx.db));
  const all = oncePerMessage(ctx, "supervisors", kept).filter((x) => allSaid(said, [x.name, x.company]));
  // "janes email": a name's possessive typed without its apostrophe.
  if (!all.length) return /\p{L}{3}s$/u.test(phrase.trim()) ? findSupervisor(ctx, phrase.trim().slice(0, -1)) : undefined;
  const pick = pickRecord(said.join(" "), all, (x) => [x.name, x.company, x.name.split(" ")[0], `${x.name} ${x.company ?? ""}`]);
  // (None named better than the others: each of those with every word said is asked about.)
  return pickedOrAsk("none" in pick ? pickOf(all) : pick, "music supervisor", who);
}

const companiesOf = (rows: { c: string | null }[]) => rows.flatMap((x) => (x.c ? [x.c] : []));
const supervisorCompanies = (db: Db) => companiesOf(db.selectDistinct({ c: musicSupervisors.company }).from(musicSupervisors).all());

/** Companies the owner already works with (a supervisor's or an opportunity's). */
const knownCompanies = (db: Db) => [
  ...supervisorCompanies(db),
  ...companiesOf(db.selectDistinct({ c: licensingOpportunities.company }).from(licensingOpportunities).all()),
];
/**
 * The company the owner already knows by the words said ("bbc studios" for "BBC Studios"). The companies are filed by
 * their words once per message: a template tries many phrases, and ten years of briefs hold a thousand companies.
 */
const knownCompany = (ctx: ToolContext, name: string) =>
  oncePerMessage(ctx, "companies by words", () => byTheirWords(knownCompanies(ctx.db))).get(words(name).join(" "));
/** Each name under its words (the first of the names said with the same words). */
function byTheirWords(names: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const key = words(name).join(" ");
    if (!out.has(key)) out.set(key, name);
  }
  return out;
}

/** What an action item is called (one function, so a long kept list is looked up through its words' index). */
const itemTitle = (a: ActionItem) => a.title;

/** Open (or finished) action items whose title a phrase names; `strict` when the sentence does not say "action item". */
function itemList(status: "open" | "completed", minScore: number): SlotList<ActionItem> {
  const pool = (db: Db) => listActionItems(db).filter((a) => (status === "open") === (a.status !== "completed"));
  return {
    readsDates: true,
    names: ({ db }: ToolContext) => pool(db).map((a) => a.title),
    find(phrase, ctx: ToolContext) {
      const items = oncePerMessage(ctx, `items ${status}`, () => keptUntilWritten(ctx.db, "action_items", status, () => pool(ctx.db)));
      return pickedOrAsk(pickRecord(phrase, items, itemTitle, minScore), "action item", (x) => `"${x.title}"`);
    },
  };
}

/** An advert's brief by any of the words for one: "the holiday spot" is the "Holiday ad". */
const AD = /\b(?:ad|advert|spot|commercial)$/i;
const adNames = (title: string) => (AD.test(title) ? ["ad", "advert", "spot", "commercial"].map((w) => title.replace(AD, w)) : [title]);

/** A name ending as companies do ("BBC Studios", "Sony Pictures", "Apple TV", a channel's number: "Channel 4"). */
const firmLike = (said: string[]) =>
  said.length >= 2 && said.length <= 3 && /^(?:tv\+?|music|studios?|films|pictures|games|records|media|entertainment|sports|network|productions|\d{1,2})$/i.test(said.at(-1)!);

/** The words for a kind of brief (sentences.yaml's oppkind), and "spot": no company's name holds one. */
const KIND_WORDS = new RegExp(`\\b(?:${[...Object.keys(SENTENCES.lists.oppkind), "spot"].join("|")})s?\\b`, "i");

/** A name not on record yet, taken from the words as said (nothing for speech recognition to listen for). */
const saidName = (find: SlotList["find"], fewestWords = true): SlotList => ({ fewestWords, names: () => [], find });

export const LICENSING_LISTS: Record<string, SlotList> = {
  supervisor: {
    names: ({ db }: ToolContext) =>
      keptUntilWritten(db, "music_supervisors", "names", () => listSupervisors(db).flatMap((x) => [x.name, x.company ?? ""]).filter(Boolean)),
    find: (phrase, ctx: ToolContext) => findSupervisor(ctx, phrase),
    describe: (m: MusicSupervisor, { now }: ToolContext) => supervisorLine(m, now),
  },
  // A company said in capitals ("BBC", "Toyota") or one already known: the fewest words first, the title follows.
  brand: {
    fewestWords: true,
    names: ({ db }: ToolContext) => knownCompanies(db),
    find(phrase, ctx: ToolContext) {
      const known = knownCompany(ctx, phrase);
      if (known) return { value: known };
      const capitals = phrase.split(/\s+/).every((w) => /^[A-Z0-9&]/.test(w)) && !/^(?:I|A|An|The|TV)$/.test(phrase);
      return capitals && phrase.split(/\s+/).length <= 3 ? { value: phrase } : undefined;
    },
  },
  // A brief told as a row of fields ("Volvo winter ad, Forsman, commercial, …"): the title up to the comma, then the
  // company (said in capitals or known), so a capitalised first word of the title is not taken for the company.
  titlefirm: saidName((phrase, ctx) => {
    const [, title, firm] = /^([^,;:]+),\s*([^,;:]+)$/.exec(phrase.trim()) ?? [];
    const company = firm && LICENSING_LISTS.firmto!.find(firm, ctx);
    return company && "value" in company ? { value: { title: title!.trim(), company: company.value } } : undefined;
  }, false),
  // A company one of the supervisors works at ("who do I know at Netflix"), its words said whole (typos forgiven).
  supcompany: {
    names: ({ db }: ToolContext) => supervisorCompanies(db),
    find(phrase, ctx: ToolContext) {
      const said = words(phrase);
      const found = oncePerMessage(ctx, "supervisor companies", () => supervisorCompanies(ctx.db)).find((c) => {
        const have = words(c);
        return have.length === said.length && have.every((w, i) => w === said[i] || sameWord(w, said[i]!));
      });
      return found ? { value: found } : undefined;
    },
  },
  // The company said first, before the brief's title ("Peloton workout ad"): a brand as above, but a capitalised common
  // word is the title's own first word ("Teen drama series", "Holiday ad") unless the company is already known (the
  // rarer frequent words, "Samsung", "Toyota", are brands).
  leadbrand: saidName((phrase, ctx) => {
    const found = LICENSING_LISTS.brand!.find(phrase, ctx);
    if (!found || !("value" in found)) return undefined;
    const said = phrase.split(/\s+/);
    const rare = !said.some((w) => isCommonWord(w, 10_000));
    return knownCompany(ctx, phrase) || firmLike(said) || rare ? found : undefined;
  }),
  firm: saidName((phrase) => {
    const name = phrase.replace(/[,:;.]+$/, "").trim();
    const odd = /[,:;]/.test(name) || name.split(/\s+/).length > 4 || /^(?:a|an|the|some|from|at|with)\b/i.test(name);
    return odd ? undefined : { value: name };
  }),
  // A new supervisor's name, a comma, their company, then maybe after another comma the music they place ("Lou
  // Brennan, Pulse Films, hip-hop and trap"): the add splits it at the commas.
  namefirm: saidName((phrase, ctx) => {
    const [name, firm, ...genres] = phrase.trim().split(/\s*,\s*/);
    const named = firm && genres.every(Boolean) && LICENSING_LISTS.artist!.find(name!, ctx);
    return named && LICENSING_LISTS.firm!.find(firm, ctx) ? { value: phrase.trim() } : undefined;
  }, false),
  // A company ended by a colon or a comma ("… from BBC Studios: nature series theme"): as many words as fit before it,
  // said in capitals or already known.
  firmto: saidName((w, ctx) => LICENSING_LISTS.firm!.find(w, ctx) && LICENSING_LISTS.brand!.find(w, ctx), false),
  // A company said first, then its project ("hulu teen comedy needs …"): one or two words that are no common English
  // words, a name ending as companies do ("apple tv thriller needs …"), or a company the owner already knows.
  projfirm: saidName((phrase, ctx) => {
    const name = phrase.trim();
    const said = name.split(/\s+/);
    const known = knownCompany(ctx, name);
    const rare = said.length <= 2 && !said.some((w) => isCommonWord(w, 10_000));
    // ("BET drama series needs …": a word typed in capitals is a name, though "bet" is a common word.)
    const capitals = said.length === 1 && /^[A-Z]{2,5}$/.test(name) && !KIND_WORDS.test(name);
    return !/[,:;.]/.test(name) && (known || rare || capitals || firmLike(said)) ? { value: name } : undefined;
  }),
  // The company said just before the kind of brief ("volvo commercial", "riot game"): a short name with no
  // punctuation and no word of a title in it ("peloton workout ad, commercial" is a title, then its kind).
  // Said with the company capitalised and the words after it not ("Peloton workout commercial"), the lowercase words
  // are the brief's own description, not the company's name, unless the owner already knows a company by them.
  kindfirm: saidName((phrase, ctx) => {
    const name = phrase.trim();
    const said = name.split(/\s+/);
    const described =
      /^[A-Z]/.test(said[0] ?? "") && said.slice(1).some((w) => /^[a-z]/.test(w)) && !knownCompany(ctx, name);
    const leadWord = /^(?:a|an|the|some|my|our|that|this|it|for|from|with|by|at)\b/i.test(name);
    const odd = described || leadWord || said.length > 3 || /[,:;.]/.test(name) || KIND_WORDS.test(name);
    return odd ? undefined : { value: name };
  }),
  // A song sent to someone ("I sent her Golden Hour"): one of the owner's sync songs, or a title said in capitals.
  songtitle: saidName((phrase, ctx: ToolContext) => {
    const said = words(phrase).join(" ");
    const titles = () => ctx.db.select({ t: songs.title }).from(songs).all().map((x) => x.t);
    const known = oncePerMessage(ctx, "song titles", titles);
    if (known.some((t) => words(t).join(" ") === said)) return { value: phrase.trim() };
    const capitals = phrase.trim().split(/\s+/).every((w) => /^["'‘“]?[A-Z0-9]/.test(w));
    return capitals && said.split(" ").length <= 5 ? { value: phrase.trim() } : undefined;
  }),
  // An artist said after "by", or a new supervisor's name: the name ends at a comma ("by Sunny Rivers, synthwave": the
  // genre follows it; "Lena Park, Hulu": the company does), never with the word that brings the company ("… from").
  artist: saidName(
    (phrase) =>
      /[,;:]|\s(?:from|at|of|with|for|@)$/i.test(phrase.trim()) || phrase.split(/\s+/).length > 6 ? undefined : { value: phrase.trim() },
    false,
  ),
  // A brief named by its title ("the Target holiday ad"): a question about it ("what's the budget on …", "when does
  // … close") hears everything known about it.
  opportunity: {
    names: ({ db }: ToolContext) => db.select({ t: licensingOpportunities.title }).from(licensingOpportunities).all().flatMap((o) => adNames(o.t)),
    find(phrase, ctx: ToolContext) {
      const all = oncePerMessage(ctx, "opportunities", () => ctx.db.select().from(licensingOpportunities).all());
      // (Said with its company too: "the ubisoft racing game".)
      const pick = pickRecord(phrase, all, (o) => adNames(o.title).flatMap((t) => [t, `${o.company} ${t}`]), 0.6);
      if ("record" in pick) return { value: pick.record };
      // By its company alone, when it has one brief: "the A24 deadline", "the Target brief".
      const company = words(phrase.replace(/\s+(?:brief|opportunity|opp|one|job|project|pitch)$/i, "")).join(" ");
      const theirs = all.filter((o) => words(o.company ?? "").join(" ") === company);
      return theirs.length === 1 ? { value: theirs[0]! } : undefined;
    },
    describe: (o: typeof licensingOpportunities.$inferSelect, { now }: ToolContext) =>
      `The ${o.type} brief "${o.title}" from ${o.company}${o.budget ? `, budget ${o.budget}` : ", no budget given"}: ${label(o.status)}${o.deadline ? `, ${o.deadline < localDateKey(now) ? "closed" : "closing"} ${describeDay(o.deadline, now)}` : ""}${o.contactEmail ? ` (contact ${o.contactEmail})` : ""}.`,
  },
  item: itemList("open", 0.45),
  // ("what's the Clear samples item?": what is known about one, and "it's done" next is about it.)
  item_said: {
    ...itemList("open", 0.72),
    kind: ["action item", "item"],
    describe: (a: ActionItem, { now }: ToolContext) =>
      `The action item "${a.title}": ${a.priority} priority, ${label(a.status)}${a.dueDate ? `, due ${describeDay(a.dueDate, now)}` : ""}.`,
  },
  // An item told as done ("I've sent the stems to Marcus"): its title said with its own first word, its verb, unchanged
  // ("tell me about the Write one-sheet for Paper Boats item") is only its name, no news that it was done.
  item_news: {
    ...itemList("open", 0.72),
    find(phrase, ctx) {
      const hit = LICENSING_LISTS.item_said!.find(phrase, ctx);
      const verb = hit && "value" in hit ? (hit.value as ActionItem).title.trim().split(/\s+/)[0]!.toLowerCase() : "";
      return verb && phrase.toLowerCase().split(/\s+/).includes(verb) ? undefined : hit;
    },
  },
};

/** "Jane Doe (Netflix, music supervisor), jane@netflix.com, pop: contacted since Nov 10. Met at the sync summit." */
function supervisorLine(m: MusicSupervisor, now: Date): string {
  const about = [m.position, m.email, m.genres.length ? m.genres.join(", ") : ""].filter(Boolean).join(", ");
  const state = m.contactStatus === "not_contacted" ? "not contacted yet" : label(m.contactStatus);
  const since = m.lastContacted ? ` (last contact ${describeDay(m.lastContacted.slice(0, 10), now)})` : "";
  const notes = m.notes ? ` ${m.notes.trim().replace(/([^.!?])$/, "$1.")}` : "";
  return `${who(m)}${about ? `, ${about}` : ""}: ${state}${since}.${notes}`;
}
