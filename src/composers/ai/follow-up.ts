import type { Tool } from "../../lib/tools";
import { findWhens } from "../../lib/understand/when";

/**
 * What makes the assistant hold a conversation rather than answer single sentences:
 * - a question it asked (which client? what for? what time?) stays open for a few minutes with what was already
 *   said, so the next message may be only the missing part ("billing@acme.test", "for the remix", "the second one");
 * - the record just created or changed is "it": "mark it paid", "move it to 5pm", "delete that one".
 * Both work by writing the sentence the person would otherwise have typed in full, and letting the same tool read it:
 * the words already understood are never re-typed by the person, and no tool needs a second way of reading.
 */

/** A question the assistant asked, waiting for its answer. */
export interface OpenQuestion {
  tool: Tool;
  /** Everything said so far for this request, as one sentence. */
  said: string;
  ask: string;
  expires: number;
  /** The words of `said` that named the record loosely ("the HBO supervisor"): the chosen one takes their place. */
  phrase?: string;
}

/** The record a conversation is about: the last one created or changed. */
export interface Discussed {
  kind: "task" | "event" | "invoice" | "reminder" | "station" | "grant" | "book" | "supervisor" | "campaign" | "note" | "song" | "opportunity";
  label: string;
  /** The record's own day (a task's due date, an event's date), for a time said about it next ("make it 5pm"). */
  day?: string;
  id: number;
  expires: number;
}

export const QUESTION_MS = 5 * 60_000;
export const DISCUSSED_MS = 15 * 60_000;

/** "cancel", "never mind", "forget it": drop the open question. */
export const DROP = /^(?:no|nope|nah|cancel|cancel (?:it|that)|stop|never ?mind|forget (?:it|that|about it)|don'?t bother|leave it|skip it|abort|scratch that)$/i;

/**
 * Acknowledgements and fillers are not answers ("ok", "thanks", "hmm"): read as one, "invoice Acme $300" + "ok"
 * would become an invoice "for ok". They close the question instead. ("yes" answers a did-you-mean question.)
 */
export const NOT_AN_ANSWER =
  /^(?:ok(?:ay)?|k|thanks?|thank you|thx|ta|cheers|cool|great|nice|good|fine|alright|right|sure|yes|yeah|yep|hmm+|huh|what|eh|sorry|hello|hi|hey|wait|hold on|one sec|um+|uh+|er+|idk|i don'?t know|not sure|dunno)[.!?\s]*$/i;

/** The choices a "Which one: A, B or C?" question offers, in order. */
export function optionsOf(ask: string): string[] {
  if (!/^(?:which|did you mean)\b/i.test(ask.trim())) return [];
  const list = ask.slice(ask.indexOf(":") + 1).replace(/\?\s*(?:Say|Try|Ask)\b.*$/s, "").replace(/\?\s*$/, "");
  const quoted = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  if (quoted.length >= 2) return quoted;
  if (!ask.includes(":")) return [];
  return list
    .split(/,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((x) => x.replace(/\s*\(.*$/, "").trim())
    .filter(Boolean);
}

const YES = /^(?:y|yes|yeah|yep|yup|sure|correct|that one|that's it|thats it|right)\b/i;

const ORDINALS: [RegExp, (n: number) => number][] = [
  [/\b(?:first|1st|one|1|top)\b/, () => 0],
  [/\b(?:second|2nd|two|2)\b/, () => 1],
  [/\b(?:third|3rd|three|3)\b/, () => 2],
  [/\b(?:fourth|4th|four|4)\b/, () => 3],
  [/\b(?:last|bottom|final)\b/, (n) => n - 1],
];
const FILLER = new Set("the a an one that this please i mean meant it's its it is yes the one with".split(" "));
const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9@.'\s-]/g, " ").split(/\s+/).filter(Boolean);

/** "the second one", "the last", "orchard", "the Lexington": which of the offered choices the answer names. */
export function pickOption(answer: string, options: string[]): string | undefined {
  const said = words(answer).filter((w) => !FILLER.has(w));
  if (said.length) {
    const named = options.filter((o) => said.every((w) => words(o).some((x) => x === w || (w.length >= 4 && x.startsWith(w)))));
    if (named.length === 1) return named[0];
  }
  if (words(answer).length > 4) return undefined;
  // "the second one": "one" is the thing chosen, not its number.
  const which = answer.toLowerCase().replace(/\s+one\b/, "");
  for (const [re, at] of ORDINALS) if (re.test(which)) return options[at(options.length)];
  return undefined;
}

/** Where the sentence says a name's words: the longest run of its tokens that are all words of the name (not only fillers). */
function longestRunOf(tokens: string[], name: string): [number, number] | undefined {
  const inName = new Set(words(name));
  let best: [number, number] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    while (j < tokens.length && inName.has(tokens[j]!.toLowerCase().replace(/[^a-z0-9'-]/g, ""))) j++;
    const run = tokens.slice(i, j).map((t) => t.toLowerCase());
    if (run.some((w) => !FILLER.has(w)) && (!best || j - i > best[1] - best[0])) best = [i, j];
  }
  return best;
}

/** Puts the chosen record's name where the sentence named it loosely ("move the gig …" → "move Gig at the Roxy …"). */
function putChoice(said: string, option: string): string {
  const tokens = said.split(/\s+/);
  const best = longestRunOf(tokens, option);
  if (!best) return `${said} "${option}"`;
  return [...tokens.slice(0, best[0]), `"${option}"`, ...tokens.slice(best[1])].join(" ");
}

/**
 * The whole request once the answer is added: the answer in the words the question asked for ("for …", "by …",
 * "called …", "to …", "e-mail …"), or the chosen record put where the sentence named it.
 */
export function completeWith(q: OpenQuestion, answer: string): string {
  const a = answer.trim().replace(/[.!]+$/, "");
  const options = optionsOf(q.ask);
  if (options.length) {
    const chosen = pickOption(a, options);
    if (chosen && q.phrase && q.said.includes(q.phrase)) return q.said.replace(q.phrase, `"${chosen}"`);
    return chosen ? putChoice(q.said, chosen) : `${q.said} ${a}`;
  }
  // "Did you mean "Night Roads"?" — "yes" takes that one.
  const meant = /^did you mean "([^"]+)"/i.exec(q.ask.trim());
  if (meant && YES.test(a)) return putChoice(q.said, meant[1]!);
  const ask = q.ask.toLowerCase();
  // "What's your new phone number?" ⏎ "555 0134" (or "it's sunnyrivers.com"): the detail said with its new value.
  const detail = /^what'?s your new ([^?]+)\?/.exec(ask);
  if (detail) return `set my ${detail[1]!.replace(/^[^/]*\/\s*/, "")} to ${a.replace(/^(?:it'?s|its|it is|that'?s|it should be|make it)\s+/i, "")}`;
  // 'When is "Gig"?' ⏎ "the roxy on friday at 9": the words before the day are where it is.
  if (/^when is "/.test(ask) && /^(?:the\s+)?[a-z][\w'-]*(?:\s+[\w'-]+)*?\s+(?:on|at|this|next|tomorrow|tonight)\b/i.test(a) && !/^(?:on|at|in|this|next|tomorrow|tonight|today)\b/i.test(a))
    return `${q.said} at ${a}`;
  const email = a.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0];
  if (email && /e-?mail/.test(ask)) return `${q.said}, e-mail ${email}`;
  const bare = a.replace(/^(?:it'?s|its|it is|that'?s|it was|call it)\s+/i, "");
  // ("it's for Peloton": the answer's own "for" after "it's" is not said twice; "who is it for?" is answered with a
  // name, written with its capitals as a name is.)
  if (/\bfor\?/.test(ask) && !/^for\b/i.test(a)) {
    const whom = bare.replace(/^for\s+/i, "");
    return `${q.said} for ${/^who\b/.test(ask) ? whom.replace(/(^|\s)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase()) : whom}`;
  }
  // "Dana Reyes", "it's by Sam Lee", "the author is me": the name, said after "by".
  if (/\bauthor\b|\bwho wrote\b/.test(ask))
    return `${q.said} by ${bare.replace(/^(?:(?:the )?author is|(?:it was |it's )?written by|by)\s+/i, "")}`;
  if (/remind you about|what should the task be/.test(ask) && !/^to\b/i.test(a)) return `${q.said} to ${bare}`;
  // "set a reminder" ⏎ "When should I remind you?" ⏎ "call the pressing plant": people answer with what it is for as
  // readily as with the time. An answer with no day or time in it is the what; the time is then asked again.
  // ("remind me tomorrow" ⏎ "What time tomorrow?" ⏎ "email jo" the same, said as the request for a reminder it was.)
  if (
    (/^when should i remind you\b/.test(ask) || (q.tool.name === "set_reminder" && /^what time\b/.test(ask))) &&
    !/\b(?:to|about|that)\b/i.test(q.said) &&
    !findWhens(bare, new Date()).length
  )
    return `${q.said.replace(/^(?:remind|ping|nudge) me\b/i, "set a reminder")} ${/^to\b/i.test(bare) ? "" : "to "}${bare}`;
  if (/\b(?:title|name|called)\b/.test(ask) && !/^called\b/i.test(a)) return `${q.said} called "${bare.replace(/"/g, "")}"`;
  // After a comma: "sold 2 on spotify today of Night Roads" would read "today of night" as a moment.
  if (/^which book\b/.test(ask) && !/^(?:of|for)\b/i.test(bare)) return `${q.said}, of ${bare}`;
  if (/which platform/.test(ask) && !/^on\b/i.test(a)) return `${q.said} on ${bare}`;
  if (/how much/.test(ask) && /^\d+(?:[.,]\d+)?$/.test(bare)) return `${q.said} for ${bare} dollars`;
  if (/note say/.test(ask)) return `${q.said}: ${a}`;
  return `${q.said} ${a}`;
}

/** "and last month?", "what about friday?": the question just answered, asked again for another time. */
const AGAIN = /^(?:ok(?:ay)?,?\s+)?(?:and|what about|how about|and what about|and how about|same for|and for|and also|and then)\s+(.+?)[?.!\s]*$/i;
const PREPOSITION = /^(?:in|on|for|during|over|by|from|at)\s+/i;

/**
 * The last question asked again with the time said now in place of its own ("how much did I earn this month?" ⏎
 * "and last month?" → "how much did I earn last month?"). `find` reads the dates in a sentence (index and words).
 * Undefined when the message is not "and <a time>".
 */
export function askedAgain(text: string, asked: string, find: (s: string) => { index: number; text: string }[]): string | undefined {
  const m = AGAIN.exec(text.trim());
  if (!m) return undefined;
  const rest = m[1]!.trim();
  const said = find(rest);
  // The words besides the time may only be its preposition: "and in october", "what about friday".
  if (said.length !== 1 || rest.replace(said[0]!.text, "").replace(/\b(?:in|on|for|during|over|by|from|at|the)\b/gi, "").trim()) return undefined;
  const before = asked.replace(/[?.!\s]+$/, "");
  const own = find(before)[0];
  if (!own) return `${before} ${rest}`;
  // "… in october" keeps its own "in"; "… this month" takes the new time's ("in november").
  const led = PREPOSITION.test(before.slice(Math.max(0, own.index - 8), own.index).replace(/^.*?\b(?=\w+\s*$)/, ""));
  const time = led ? rest.replace(PREPOSITION, "") : rest;
  return `${before.slice(0, own.index)}${time}${before.slice(own.index + own.text.length)}`;
}

/** "KUTX just did" after "who hasn't replied?": the record named, then the news the question asked about. */
const DID = /^(.+?)\s+((?:just|finally|already|now|actually|has|have)\s+)?(?:did|has|have)(?:\s+(?:today|now|too|though|actually))?[.!]*$/i;
const NOT_DONE = /\b(?:hasn'?t|haven'?t|hasnt|havent|has not|have not)\s+(?!(?:i|we|you)\b)(.+?)(?:\s+(?:yet|so far|still))?[?.!\s]*$/i;

/**
 * The news a short answer gives about one record the last question asked for ("who hasn't replied to my pitches?" ⏎
 * "KUTX just did" → "KUTX just replied to my pitches"). Undefined when the message is not "<name> did".
 */
export function didWhatWasAsked(text: string, asked: string): string | undefined {
  const m = DID.exec(text.trim());
  const q = NOT_DONE.exec(asked.trim());
  if (!m || !q || m[1]!.split(/\s+/).length > 5) return undefined;
  return `${m[1]} ${m[2] && !/^ha(?:s|ve)\s/i.test(m[2]) ? m[2] : ""}${q[1]}`;
}

/**
 * The last question asked again about another record ("when's the roxy gig?" ⏎ "and the leeds one?"): the words that
 * named the record discussed (`label`) give way to the new ones. Undefined when the message is not "and <words>" or
 * the question did not name that record.
 */
export function askedAbout(text: string, asked: string, label: string): string | undefined {
  const m = AGAIN.exec(text.trim());
  if (!m) return undefined;
  const tokens = asked.replace(/[?.!\s]+$/, "").split(/\s+/);
  const best = longestRunOf(tokens, label);
  if (!best) return undefined;
  return [...tokens.slice(0, best[0]), m[1]!.trim(), ...tokens.slice(best[1])].join(" ");
}

const KINDS: [RegExp, Discussed["kind"]][] = [
  [/opportunit/, "opportunity"],
  [/action_item|task/, "task"],
  [/^book$|audiobook/, "book"],
  [/event/, "event"],
  [/invoice|client_payment/, "invoice"],
  [/reminder/, "reminder"],
  [/station/, "station"],
  [/grant/, "grant"],
  [/audiobook|book_sales/, "book"],
  [/supervisor/, "supervisor"],
  [/campaign/, "campaign"],
  [/note/, "note"],
  [/song/, "song"],
];

/** The record a tool just created or changed, when it has one with a name. */
export function discussedFrom(tool: string, data: unknown, now = Date.now()): Discussed | undefined {
  const kind = kindOf(tool);
  let d = data as Record<string, unknown> | null | undefined;
  // A read that answered about one record ("when's the band rehearsal" → { events: [it] }) makes it the one discussed:
  // "move it to friday" is about that rehearsal.
  // A report about one record holds it inside, beside its figures ("how is night roads selling on audible":
  // { book, byPlatform: [one store] }): the record named by the tool's kind comes first.
  const inside = d && typeof d === "object" && typeof d.id !== "number" && kind ? d[kind] : undefined;
  const lists = d && typeof d === "object" && !("id" in d) ? Object.values(d).filter(Array.isArray) : [];
  if (inside && typeof inside === "object" && !Array.isArray(inside)) d = inside as Record<string, unknown>;
  else if (lists.length === 1 && lists[0]!.length === 1) d = lists[0]![0] as Record<string, unknown>;
  if (!kind || !d || typeof d !== "object" || typeof d.id !== "number" || tool.startsWith("delete") || tool.startsWith("cancel"))
    return undefined;
  const label = [d.number, d.title, d.name, d.message].find((x): x is string => typeof x === "string" && !!x.trim());
  const day = [d.dueDate, d.date].find((x): x is string => typeof x === "string" && /^\d{4}-\d{2}-\d{2}$/.test(x));
  return label ? { kind, label, id: d.id, expires: now + DISCUSSED_MS, ...(day ? { day } : {}) } : undefined;
}

/** What a record's key in a read tool's answer says it is ("book_sales" answers with `{ book, copies, … }`). */
const KEYS: Record<string, Discussed["kind"]> = {
  task: "task", event: "event", invoice: "invoice", reminder: "reminder", station: "station", grant: "grant",
  book: "book", audiobook: "book", supervisor: "supervisor", campaign: "campaign", note: "note", song: "song",
};

/**
 * The one record a read tool's answer is about ("when's the band rehearsal", "how's Night Roads selling"): after such
 * an answer "move it to friday" or "sold 2 more" is about that record. An answer about several records, or none,
 * names nothing.
 */
export function discussedFromAnswer(tool: string, data: unknown, now = Date.now()): Discussed | undefined {
  const d = data as Record<string, unknown> | null | undefined;
  if (!d || typeof d !== "object") return undefined;
  const one = (kind: Discussed["kind"] | undefined, x: unknown) => (kind ? discussedFrom(kind, x, now) : undefined);
  if (Array.isArray(d)) return d.length === 1 ? one(kindOf(tool), d[0]) : undefined;
  if (typeof d.id === "number") return one(kindOf(tool), d);
  // `{ events: [one] }` or `{ book: {…}, copies: … }`: the single record under a key that names its kind.
  const isRecord = (v: unknown) => !!v && typeof v === "object" && typeof (v as { id?: unknown }).id === "number";
  const held = Object.entries(d).filter(([, v]) => (Array.isArray(v) ? v.some(isRecord) : isRecord(v)));
  if (held.length !== 1) return undefined;
  const [key, v] = held[0]!;
  const kind = KEYS[key.replace(/s$/, "")] ?? kindOf(tool);
  if (Array.isArray(v)) return v.length === 1 ? one(kind, v[0]) : undefined;
  return one(kind, v);
}

/** The records a read answer listed, in its order (2 to 20 of one kind): what "the second one" picks from. */
export function listedFromAnswer(tool: string, data: unknown, now = Date.now()): Discussed[] | undefined {
  const d = data as Record<string, unknown> | unknown[] | null | undefined;
  if (!d || typeof d !== "object") return undefined;
  const isRecord = (v: unknown) => !!v && typeof v === "object" && typeof (v as { id?: unknown }).id === "number";
  let kind = kindOf(tool);
  let rows: unknown[] | undefined = Array.isArray(d) ? d : undefined;
  if (!rows) {
    const held = Object.entries(d).filter(([, v]) => Array.isArray(v) && v.some(isRecord));
    if (held.length !== 1) return undefined;
    kind = KEYS[held[0]![0].replace(/s$/, "")] ?? kind;
    rows = held[0]![1] as unknown[];
  }
  if (!kind || rows.length < 2 || rows.length > 20) return undefined;
  const listed = rows.map((r) => discussedFrom(kind, r, now));
  return listed.every((x): x is Discussed => !!x) ? listed : undefined;
}

const PLACES = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/** "the second one", "the 3rd", "number 2", "the last one": a place in the list just shown. */
const ORDINAL =
  /\b(?:the\s+)?(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)|(\d{1,2})(?:st|nd|rd|th))(?:\s+(?:one|task|event|invoice|reminder|station|grant|book|item)\b|(?=\s*$|\s+(?:as|to|done|paid|off|for|from)\b))|\b(?:number|no\.?|#)\s*(\d{1,2})\b/i;

/** The sentence with its place in the list just shown ("mark the second one done") replaced by that record's name. */
export function pickListed(text: string, listed: Discussed[] | undefined, now = Date.now()): { text: string; picked: Discussed } | undefined {
  if (!listed?.length || listed[0]!.expires < now || text.split(/\s+/).length > 10) return undefined;
  const m = ORDINAL.exec(text);
  if (!m) return undefined;
  const word = m[1]?.toLowerCase();
  const n = word === "last" ? listed.length : word ? PLACES.indexOf(word) + 1 : Number(m[2] ?? m[3]);
  const picked = listed[n - 1];
  return picked ? { text: text.replace(ORDINAL, nameOf(picked)), picked } : undefined;
}

/** How a sentence names a record so its tool finds it: invoices by number, the rest by quoted name. */
function nameOf(d: Discussed): string {
  if (d.kind === "invoice") return d.label;
  if (d.kind === "event" || d.kind === "task") return `"${d.label}"`;
  if (d.kind === "reminder") return `the reminder to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
  // A supervisor is a person, said by name ("mark Tom Becker as contacted").
  if (d.kind === "supervisor") return `"${d.label}"`;
  return `the ${d.kind} "${d.label}"`;
}

/** The kind of record a tool works on ("complete_task" → task). */
export const kindOf = (tool: string) => KINDS.find(([re]) => re.test(tool))?.[1];

/** "it", "that one", "this one" (and "that"/"this" as the object of a short command), but not "remember that …". */
const REFERENCE = /\b(?:that one|this one|the same one|it(?!['’]))\b|(?<!\b(?:remember|note|say|said|know|think|believe|mean|hope|so|like|is|was|of|about)\s)\b(?:that|this)\b(?=\s*(?:$|to\b|as\b|for\b|paid\b|done\b|sent\b|off\b|urgent\b|high\b|low\b))/i;

/** Records that are people or groups of them: "they replied", "email them", "they turned me down" (a funder). */
const PEOPLE = new Set<Discussed["kind"]>(["station", "supervisor", "campaign", "grant"]);
const THEY = /^(?:(?:and|oh|also|so|well|ok|okay|right|yeah|yes|alright)[,\s]+)?(?:they've|they have|they're|they are|theyve|theyre|they)\b/i;
/**
 * One person (a music supervisor, a station's contact) is "he" or "she", "him" or "her": "she got back to me", "mark
 * him as contacted", "I just pitched her". The longer forms come first, so "he's" is not read as "he" + "'s".
 */
const PERSON = new Set<Discussed["kind"]>(["supervisor", "station"]);
const HE = /^(?:(?:and|oh|also|so|well|ok|okay|right|yeah|yes|alright)[,\s]+)?(?:he's|she's|hes|shes|he has|she has|he|she)\b/i;
const HIM = /\b(?:him|her)\b/i;
const DONE_FOR = /^((?:i|we|i'?ve|we'?ve|i have|we have)\s+(?:\w+\s+)?(?:applied|submitted))((?:\s+(?:today|yesterday|this morning|last night|already))?)[.!]*$/i;

/**
 * The sentence with its reference to the record just discussed replaced by the record's name. `late`: the reference
 * comes after the first few words ("i just applied for it"); such a reading only counts when it is a request about
 * a record of the same kind (the caller checks).
 */
export function referTo(text: string, d: Discussed | undefined, now = Date.now()): string | undefined {
  const r = referring(text, d, now);
  return r && !r.late ? r.text : undefined;
}

export function referring(text: string, d: Discussed | undefined, now = Date.now()): { text: string; late?: boolean } | undefined {
  if (!d || d.expires < now || text.split(/\s+/).length > 10) return undefined;
  // "they replied yesterday": a station, a supervisor or a campaign's people are "they".
  if (PEOPLE.has(d.kind) && THEY.test(text.trim())) return { text: text.trim().replace(THEY, nameOf(d)) };
  if (d.kind === "supervisor" && HE.test(text.trim())) return { text: text.trim().replace(HE, nameOf(d)) };
  // An invoice's client is the one who pays: "he just paid", "they've paid now", "he has, mark it as paid" are
  // about that invoice.
  // (An "it" in a later clause is the invoice too; "he paid it" keeps its "it".)
  if (d.kind === "invoice" && (HE.test(text.trim()) || THEY.test(text.trim()))) {
    const said = text.trim().replace(HE, nameOf(d)).replace(THEY, nameOf(d));
    const it = REFERENCE.exec(said);
    return { text: it && /[,;]/.test(said.slice(0, it.index)) ? said.replace(REFERENCE, nameOf(d)) : said };
  }
  // "it's urgent", "it's done now": the record is the subject.
  const is = /^(?:and |oh |also )?(?:it'?s|it is|that'?s|that is)\s+(.+)$/i.exec(text.trim());
  if (is && is[1]!.split(/\s+/).length <= 5) return { text: `${nameOf(d)} is ${is[1]}` };
  // A short command that starts with its reference ("mark it paid", "delete that one"); in a longer sentence
  // "it" usually names something said earlier in the same sentence ("the bandcamp page isn't urgent, make it low"),
  // so a later "it" ("i just applied for it") is only kept when the sentence has no comma and the caller finds a
  // request about the same kind of record.
  const m = REFERENCE.exec(text);
  // "I just heard back from them", "we sent them the single": people are "them" too, anywhere in the sentence (kept
  // only as a request about that very record, like a late "it").
  if (!m && PEOPLE.has(d.kind) && /\bthem\b/i.test(text) && !/[,;]/.test(text))
    return { text: text.replace(/\bthem\b/i, nameOf(d)), late: true };
  if (!m && PERSON.has(d.kind) && HIM.test(text) && !/[,;]/.test(text)) return { text: text.replace(HIM, nameOf(d)), late: true };
  // "I applied", "we just submitted": what was done, said without the grant it was done for.
  const done = !m && d.kind === "grant" ? DONE_FOR.exec(text.trim()) : null;
  if (done) return { text: `${done[1]} for ${nameOf(d)}${done[2] ?? ""}`, late: true };
  if (!m) return undefined;
  const late = text.slice(0, m.index).trim().split(/\s+/).filter(Boolean).length > 3;
  if (late && /[,;]/.test(text)) return undefined;
  return { text: text.replace(REFERENCE, nameOf(d)), late };
}

/**
 * "make it saturday", "actually 9pm", "no, friday", "change it to the 5th instead" right after an event or a task was
 * added or talked about: a new day or time for it, said as moving it. Only with a word that marks a correction (a bare
 * "friday" is not one); the caller keeps the reading only when it moves that very record.
 */
const CORRECTION =
  /^(?:(?:no|nope|sorry|actually|oh|oops|wait|hmm|um|ah)[,!.]?\s+)*(?:(?:make|change|move|switch|put|set|push|shift) (?:it|that|this)(?: (?:to|for|at|on|till|until))?|(?:can|could|shall) we (?:do|have|make it|move it to|do it|have it)|let'?s (?:do|make it|have it)|it'?s|it is|it should be|should be|(?:i )?meant|(?:i )?mean)\s+(.+?)(?:\s+instead)?(?:\s+please)?[.!]*$/i;
/**
 * "by december 5th", "due friday", "the deadline's the 5th" right after a task: a day said as a deadline is the
 * task's due day (a task has nothing else a deadline could be).
 */
const DEADLINE =
  /^(?:(?:oh|and|actually|also)[,]?\s+)*(?:(?:it'?s|it is|it'?ll be|which is|that'?s)\s+)?(?:due(?:\s+(?:on|by|for))?|needed by|needs to be done by|has to be done by|by|before|(?:the\s+)?deadline(?:'s|\s+is)?)\s+(.+?)(?:\s+please)?[.!]*$/i;
const CUE_ONLY = /^(?:(?:no|nope|sorry|actually|oops|wait)[,!.]?\s+)+(.+?)(?:\s+instead)?[.!]*$|^(.+?)\s+instead[.!]*$/i;

/** How a kind of record is said: "log a new one" after a list of opportunities is "log a new opportunity". */
const NOUNS: Record<Discussed["kind"], string> = {
  task: "task", event: "event", invoice: "invoice", reminder: "reminder", station: "station", grant: "grant",
  book: "audiobook", supervisor: "supervisor", campaign: "campaign", note: "note", song: "song", opportunity: "opportunity",
};
/** "add another one: …", "log a new one", "one more": a record of the kind just talked about. */
export function newOfKind(text: string, kind: Discussed["kind"] | undefined): string | undefined {
  if (!kind) return undefined;
  const said = text.replace(/\b(?:a new one|another one|one more|a new|another)\b(?=\s*[:,-]|\s*$)/i, (w) =>
    /^a new/i.test(w) ? `a new ${NOUNS[kind]}` : `another ${NOUNS[kind]}`,
  );
  return said !== text ? said : undefined;
}

/** A correction that says only a time ("make it 5pm") for a task: a reminder at that time on the task's day. */
export function remindAtFor(text: string, d: Discussed | undefined, now = Date.now()): string | undefined {
  const fix = correctionOf(text, d, now);
  if (!fix || d?.kind !== "task") return undefined;
  const to = fix.slice(fix.lastIndexOf(" to ") + 4);
  if (!TIME_ONLY.test(to.trim())) return undefined;
  return `remind me ${d.day ? `on ${d.day} ` : ""}at ${to.replace(/^at\s+/i, "")} to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
}

export function correctionOf(text: string, d: Discussed | undefined, now = Date.now()): string | undefined {
  if (!d || d.expires < now || (d.kind !== "event" && d.kind !== "task" && d.kind !== "reminder") || text.split(/\s+/).length > 8)
    return undefined;
  // "add a meeting with Sarah on Thursday" ⏎ "at 1pm": a time alone right after an event is that event's time.
  const timed = d.kind === "event" && TIME_ONLY.test(text.trim().replace(/[.!]+$/, "")) ? [text, text.trim().replace(/[.!]+$/, "")] : null;
  const m = CORRECTION.exec(text.trim()) ?? CUE_ONLY.exec(text.trim()) ?? (d.kind === "task" ? DEADLINE.exec(text.trim()) : timed);
  const to = m?.slice(1).find(Boolean);
  return to ? `move ${nameOf(d)} to ${to}` : undefined;
}

/**
 * "tomorrow at 10" after a task was added ("remind me to call the accountant" ⏎ "tomorrow at 10"): the moment to be
 * reminded of it. The caller keeps this reading only when the message means nothing on its own and it sets a reminder.
 */
export function remindAbout(text: string, d: Discussed | undefined, now = Date.now()): string | undefined {
  if (!d || d.expires < now || d.kind !== "task" || text.split(/\s+/).length > 6) return undefined;
  const said = text.trim().replace(/[.!]+$/, "");
  // A time alone is on the task's own day ("remind me about the soundcheck tomorrow" ⏎ "5pm").
  const day = d.day && TIME_ONLY.test(said) ? ` on ${d.day}` : "";
  return `remind me${day} ${/^\d/.test(said) ? `at ${said}` : said} to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
}

const TIME_ONLY = /^(?:at\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday)$/i;
