import { spokenToDigits } from "../../lib/understand/spoken";
import { nameOf, type Discussed } from "./discussed";

/**
 * "it", "that one", "this one", "that task" (and "that"/"this" as the object of a short command, or asked about at a
 * question's end: "what time is that?"), but not "remember that …".
 */
const REFERENCE = /\b(?:(?:that|this|the same) (?:one|task|todo|reminder|event|gig|invoice)|it(?!['’]))\b|(?<=\b(?:is|was|does|did)\s)that(?=[\s?.!]*$)|(?<!\b(?:remember|note|say|said|know|think|believe|mean|hope|so|like|is|was|of|about)\s)\b(?:that|this)\b(?=\s*(?:[.!?]*$|to\b|as\b|for\b|paid\b|done\b|sent\b|off\b|urgent\b|high\b|low\b))/i;

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
const TO_CALENDAR =
  /^(?:(?:ok|okay|great|cool|thanks|and|so|also|please|pls|can you|could you)[,\s]+)*(?:put|add|stick|pop|get|throw|save)\s+(?:it|that|this)(?:\s+one)?\s+(?:in|on|into|to|onto)\s+(?:my|the)\s+(?:calendar|diary|schedule)(?:\s+(?:too|as well|please|for me))?[.!]*$/i;
/** "mark as paid", "mark done", "set to urgent": a short command whose record goes unsaid is about the one discussed. */
const BARE_MARK = /^((?:(?:ok|okay|so|then|great|thanks|cool|and|now|please|pls|can you|could you)[,\s]+)*(?:mark|set|flag|tick|make)\b)(?=\s+(?:as\s+|to\s+)?(?:paid|sent|done|complete|completed|finished|contacted|submitted|applied|unpaid|draft|urgent|high|low|medium|off)\b)/i;
const DONE_FOR = /^((?:i|we|i'?ve|we'?ve|i have|we have)\s+(?:\w+\s+)?(?:applied|submitted))((?:\s+(?:today|yesterday|this morning|this afternoon|tonight|last night|already|now|just now|at last|finally))?)[.!]*$/i;

/**
 * The sentence with its reference to the record just discussed (still live: the caller checks) replaced by the
 * record's name. `late`: the reference comes after the first few words ("i just applied for it"); such a reading only
 * counts when it is a request about a record of the same kind (the caller checks). `whole`: the new sentence is the
 * request, whatever it is answered with ("put it in my calendar" when that day has passed).
 */
export function referring(text: string, d: Discussed | undefined): { text: string; late?: boolean; whole?: true } | undefined {
  // (Spoken numbers count as the one word they are: "twenty four ninety nine" is a price, not four words.)
  if (!d || (text.split(/\s+/).length > 10 && spokenToDigits(text).split(/\s+/).length > 10)) return undefined;
  // "put it in my calendar" about a record with a day of its own (a grant's deadline, an invoice's due day): an event
  // on that day, named for what happens then.
  if (d.day && d.kind !== "event" && d.kind !== "reminder" && TO_CALENDAR.test(text.trim())) {
    const what = d.kind === "invoice" ? `${d.with ?? d.label} invoice due` : /grant|opportunity/.test(d.kind) ? `${d.label} deadline` : d.label;
    return { text: `add ${what} on ${d.day} to my calendar`, whole: true };
  }
  // "they replied yesterday": a station, a supervisor or a campaign's people are "they".
  // ("they've gone quiet, mark them rejected": the request after the news is about them too.)
  if (PEOPLE.has(d.kind) && THEY.test(text.trim()))
    return { text: text.trim().replace(THEY, nameOf(d)).replace(/(?<=[,;].*)\bthem\b/i, nameOf(d)) };
  if (d.kind === "supervisor" && HE.test(text.trim())) return { text: text.trim().replace(HE, nameOf(d)) };
  // An invoice's client is the one who pays: "he just paid", "they've paid now", "he has, mark it as paid" are
  // about that invoice.
  // (An "it" in a later clause is the invoice too; "he paid it" keeps its "it".)
  if (d.kind === "invoice" && (HE.test(text.trim()) || THEY.test(text.trim()))) {
    // (Spoken, the request comes with no comma before it: "he has now mark it paid".)
    const said = text.trim().replace(HE, nameOf(d)).replace(THEY, nameOf(d)).replace(/(?<=\w)\s+(?=(?:so\s+)?(?:mark|set)\s+it\b)/i, ", ");
    const it = REFERENCE.exec(said);
    return { text: it && /[,;]/.test(said.slice(0, it.index)) ? said.replace(REFERENCE, nameOf(d)) : said };
  }
  // "and what do they still owe?" after an invoice: a question about its client, said further in.
  // (A client's invoices discussed together are named by the client: "has Sam paid?" ⏎ "what does he still owe?".)
  const client = d.kind === "invoice" ? (d.with ?? (/^INV-/i.test(d.label) ? undefined : d.label)) : undefined;
  if (client && /\b(?:they|he|she)\b/i.test(text) && /^(?:and |so )?(?:what|how|when|which|did|do|does|have|has|is|are)\b/i.test(text.trim()))
    return { text: text.replace(/\b(?:they|he|she)\b/i, client) };
  // "who's the contact there?", "what frequency are they on there": a station is a place, "there" at a question's end.
  if (d.kind === "station" && /\bthere[\s?.!]*$/i.test(text) && !/^\s*(?:is|are) there\b/i.test(text))
    return { text: text.replace(/\bthere(?=[\s?.!]*$)/i, `at ${nameOf(d)}`) };
  // "it's urgent", "it's done now": the record is the subject.
  // ("ok that's done now": a word of assent before it is no clause of its own.)
  const is = /^(?:(?:and|oh|also|ok|okay|right|great|cool|yeah)[,\s]+)?(?:it'?s|it is|that'?s|that is)\s+(.+)$/i.exec(text.trim());
  if (is && is[1]!.split(/\s+/).length <= 5) return { text: `${nameOf(d)} is ${is[1]}` };
  // "done", "high priority" alone, right after a task: what it now is.
  const alone = /^(?:(?:ok|okay|oh|and|also)[,\s]+)?((?:all )?(?:done|finished|completed|sorted)|(?:urgent|high|medium|low|top)(?: priority)?)[.!]*$/i;
  if (d.kind === "task" && alone.test(text.trim())) return { text: `${nameOf(d)} is ${alone.exec(text.trim())![1]}` };
  // "that one can go", "it can be deleted": the record is the subject of what may happen to it.
  const may = /^(?:and |oh |also |ok |okay )?(?:it|that|this)(?: one)?\s+((?:can|could|should|has to|needs to)\s+.+)$/i.exec(text.trim());
  if (may && may[1]!.split(/\s+/).length <= 6) return { text: `${nameOf(d)} ${may[1]}` };
  // A short command that starts with its reference ("mark it paid", "delete that one"); in a longer sentence
  // "it" usually names something said earlier in the same sentence ("the bandcamp page isn't urgent, make it low"),
  // so a later "it" ("i just applied for it") is only kept when the sentence has no comma and the caller finds a
  // request about the same kind of record.
  const m = REFERENCE.exec(text);
  // ("i've sent it now, mark as sent": the command's unsaid record is in its own clause.)
  const bare = (said: string) =>
    said.split(/(?<=[,;])\s*/).map((clause) => clause.replace(BARE_MARK, `$1 ${nameOf(d)}`)).join(" ");
  if (!m && bare(text) !== text.split(/(?<=[,;])\s*/).join(" ")) return { text: bare(text) };
  // "I just heard back from them", "we sent them the single": people are "them" too, anywhere in the sentence (kept
  // only as a request about that very record, like a late "it").
  // ("great, I pitched them just now": a word of thanks before it is no clause of its own.)
  // ("done that already, tick it off": a clause that only says it is done names the same record.)
  const rest = text
    .replace(/^\s*(?:great|ok|okay|cool|nice|thanks|perfect|awesome|brilliant|lovely|sweet|right)\s*[,!.]\s*/i, "")
    .replace(DONE_THAT, "");
  // ("mark them rejected, they've gone quiet": a reason after the comma is no other clause to name.)
  const why = /[,;]\s*(?:they|they'?ve|they'?re|because|cos|since|as)\b.*$/i;
  if (!m && PEOPLE.has(d.kind) && /\bthem\b/i.test(rest) && !/[,;]/.test(rest.replace(why, "")))
    return { text: rest.replace(/\bthem\b/i, nameOf(d)), late: true };
  // ("I just pitched them again, mark them contacted", "I've just emailed him, mark him as contacted": news about
  // them, then the request about them.)
  const request = /([,;]\s*(?:so\s+|and\s+|please\s+|can you\s+|could you\s+)*(?:mark|set|flag|move|put|change)\s+)(?:them|him|her)\b(?=[^,;]*$)/i;
  if (!m && PEOPLE.has(d.kind) && request.test(rest)) return { text: rest.replace(request, `$1${nameOf(d)}`), late: true };
  if (!m && PERSON.has(d.kind) && HIM.test(text) && !/[,;]/.test(text)) return { text: text.replace(HIM, nameOf(d)), late: true };
  // "we've got a proper relationship now": a relationship said of nobody else is one with the person discussed.
  const bond = /\b(?:working relationship|relationship|rapport)\b(?!\s+with\b)/i;
  if (!m && PERSON.has(d.kind) && bond.test(text) && !/[,;]/.test(text)) return { text: text.replace(bond, (w) => `${w} with ${nameOf(d)}`), late: true };
  // "I applied", "we just submitted": what was done, said without the grant it was done for.
  const done = !m && d.kind === "grant" ? DONE_FOR.exec(text.trim()) : null;
  if (done) return { text: `${done[1]} for ${nameOf(d)}${done[2] ?? ""}`, late: true };
  // "sent my application off just now": the application for the grant discussed.
  const form = !m && d.kind === "grant" ? /\b(?:my|our|the)\s+(?:application|app|form)(?:\s+(?:off|in))?\b/i.exec(text) : null;
  if (form) return { text: text.replace(form[0], `${form[0]} for ${nameOf(d)}`), late: true };
  if (!m) return undefined;
  // "I've applied now, update it": the news says what changed; the request after it adds nothing but the record.
  const news = UPDATE_IT.exec(text);
  if (news?.index) return referring(text.slice(0, news.index), d);
  // (Words of courtesy are not a clause: "I've applied, please mark it" is as short as "I've applied, mark it".)
  const before = text.slice(0, m.index).replace(/\b(?:please|pls|can you|could you|would you)\b/gi, "");
  const late = before.trim().split(/\s+/).filter(Boolean).length > 3;
  // ("ok I just emailed them, mark it contacted": a clause before that names no record but the one discussed, as
  // "them" or "he", leaves "it" to that record.)
  // ("great, I've just sent it off": a word of thanks before it is no clause of its own.)
  if (late && /[,;]/.test(text) && !(PEOPLE.has(d.kind) && /\b(?:them|they|he|she|him|her)\b/i.test(text.slice(0, m.index))))
    return rest !== text ? referring(rest, d) : undefined;
  // ("send it off then, mark it sent": every "it" of a short sentence is the record.)
  return { text: bare(text.replace(new RegExp(REFERENCE.source, "gi"), nameOf(d))), late };
}

const UPDATE_IT =
  /\s*[,;]\s*(?:(?:so|and|please|pls|can you|could you|just)\s+)*(?:update|record|log|note|change|amend)\s+(?:it|that|this)(?:\s+(?:then|please|for me|accordingly|too))*[.!]*$/i;

const DONE_THAT =
  /^\s*(?:(?:i'?ve|i have|we'?ve|we have|i|we)\s+)?(?:already\s+|just\s+)?(?:done|did|finished|sorted|completed|handled)\s+(?:that|this|it)(?:\s+one)?(?:\s+(?:already|now|just now|earlier|today))?\s*[,;]\s*|^\s*(?:that'?s|that is|it'?s|it is)\s+(?:all\s+)?(?:done|sorted|finished)(?:\s+(?:already|now))?\s*[,;]\s*/i;

/** "add another one: …", "log a new one", "one more", "which one …?": a record of the kind just talked about. */
export function newOfKind(text: string, kind: Discussed["kind"] | undefined): string | undefined {
  if (!kind) return undefined;
  // Every kind is said by its own name but a book, which is an audiobook here.
  const noun = kind === "book" ? "audiobook" : kind;
  const said = text
    .replace(/\b(?:a new one|another one|one more|a new|another)\b(?=\s*[:,-]|\s*$)/i, (w) =>
      /^a new/i.test(w) ? `a new ${noun}` : `another ${noun}`,
    )
    // "add one called Iron Tide", "another one named …": the new record's name said after the word.
    .replace(/\b(?:a new one|another one|one more|another|one)\b(?=\s+(?:called|named|titled)\b)/i, (w) =>
      /^(?:another|one more)/i.test(w) ? `another ${noun}` : `a new ${noun}`,
    )
    // "also add one to print the programs", "put another for the mix": a new record of that kind, what it is said after.
    .replace(/\b(add|put|make|create|log)\s+(?:one|another)\b(?=\s+(?:to|for|about)\b)/i, (_, verb: string) => `${verb} another ${noun}`)
    // "which one closes soonest?", "and which of them is due first?" after a list: which record of that kind.
    // ("which of those are overdue?": several asked for, so the kind said as many.)
    .replace(/^(?:and\s+|so\s+)?(which|what)\s+(?:one|of them|of those|of these)\b(?=(\s+(?:are|were|have|do|need|still)\b)?)/i, (_, w: string, many?: string) =>
      `${w} ${many ? noun.replace(/y$/, "ie").concat("s") : noun}`,
    );
  return said !== text ? said : undefined;
}
