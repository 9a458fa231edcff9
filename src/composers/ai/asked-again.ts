import { readPeriod } from "../../lib/understand/period";
import { findWhens } from "../../lib/understand/when";
import { inPlaceOfName } from "./open-question";

/** "and last month?", "what about friday?": the question just answered, asked again for another time. */
const AGAIN = /^(?:ok(?:ay)?,?\s+)?(?:and what about|and how about|what about|how about|same for|and for|and also|and then|and)\s+(.+?)[?.!\s]*$/i;
const TOTAL =
  /^(?:(?:ok(?:ay)?|so|and)[,\s]+)*(?:how much|what(?:'s| is| does that come to| does it come to| does that add up to)?)\s+(?:is (?:that|it)\s+|does that come to\s+|'?s the\s+|the\s+)?(?:in total|altogether|all together|all in|overall|total|all told)[?.!\s]*$/i;

/**
 * The last question asked again with the time said now in place of its own ("how much did I earn this month?" ⏎
 * "and last month?" → "how much did I earn last month?"). `find` reads the dates in a sentence (index and words).
 * Undefined when the message is not "and <a time>".
 */
export function askedAgain(
  text: string,
  asked: string,
  find: (s: string) => { index: number; text: string }[],
  now?: Date,
): string | undefined {
  // "how much in total?" after "who owes me money?": the answer to the same question holds the total.
  if (TOTAL.test(text.trim())) return asked;
  const m = AGAIN.exec(text.trim());
  if (!m) return undefined;
  // ("and just this month?": only that period, asked the same way.)
  const rest = m[1]!.trim().replace(/^(?:just|only)\s+/i, "");
  const before = asked.replace(/[?.!\s]+$/, "");
  const next = now && nextPeriod(rest, before, now);
  if (next) return next;
  const said = find(rest);
  const period = now && said.length !== 1 ? otherPeriod(rest, before, now) : undefined;
  if (period) return period;
  // The words besides the time may only be its preposition: "and in october", "what about friday".
  if (said.length !== 1 || rest.replace(said[0]!.text, "").replace(/\b(?:in|on|for|during|over|by|from|at|the|since)\b/gi, "").trim()) return undefined;
  const own = find(before)[0];
  // ("how much have I earned this quarter?" ⏎ "and since september?": a period only the period reader knows.)
  const ownPeriod = !own && now ? readPeriod(before.toLowerCase(), now).text : undefined;
  const at = ownPeriod ? before.toLowerCase().indexOf(ownPeriod) : -1;
  if (at >= 0) return `${before.slice(0, at)}${rest}${before.slice(at + ownPeriod!.length)}`;
  if (!own) return `${before} ${rest}`;
  // ("… in october" ⏎ "and in november": the little word said twice is read once.)
  return `${before.slice(0, own.index)}${rest}${before.slice(own.index + own.text.length)}`;
}

/**
 * "what did Acme pay me this year?" ⏎ "and in 2025?": a period no date reader takes alone (a year, "this year") said
 * in place of the question's own period.
 */
function otherPeriod(rest: string, before: string, now: Date): string | undefined {
  const said = readPeriod(rest.toLowerCase(), now);
  if (!said.text || rest.toLowerCase().replace(said.text, "").replace(/\b(?:in|for|during|over|the|of)\b/g, "").trim()) return undefined;
  const own = readPeriod(before.toLowerCase(), now);
  const at = own.text ? before.toLowerCase().indexOf(own.text) : -1;
  if (at < 0) return undefined;
  // ("… this year" ⏎ "and in 2025": the preposition said now comes with it.)
  const little = /^(?:in|for|during|over)\s/i.test(rest) || /\b(?:in|for|during|over)\s+$/i.test(before.slice(0, at)) ? rest : `in ${rest}`;
  return `${before.slice(0, at)}${little}${before.slice(at + own.text!.length)}`;
}

/** "and the high priority ones?" after "show me urgent tasks": the question again, the words said in place of one of its own. */
const OTHER_ONES = /^(?:(?:and|what about|how about|ok(?:ay)?|so)[,\s]+)+(?:the\s+|any\s+)?(.+?)\s+ones?[?.!\s]*$/i;
export function askedOfOthers(text: string, asked: string): string[] {
  const m = OTHER_ONES.exec(text.trim());
  if (!m || m[1]!.split(/\s+/).length > 3) return [];
  const words = asked.replace(/[?.!\s]+$/, "").split(/\s+/);
  return words.map((_, i) => [...words.slice(0, i), m[1]!, ...words.slice(i + 1)].join(" "));
}

/** "how much of that was Blue Note?": the part of a total that came from one name. */
const SHARE = /^(?:(?:and|so|ok(?:ay)?)[,\s]+)*(?:how much|what)\s+of\s+(?:that|it|this|those)\s+(?:was|is|came|comes|were)\s+(?:from\s+|by\s+)?(.+?)[?.!\s]*$/i;

/**
 * "how much have I made this month?" ⏎ "how much of that was Blue Note?": the total asked again, from that name
 * ("how much have I made this month from Blue Note"). Undefined when the message asks for no such part.
 */
export function shareOf(text: string, asked: string): string | undefined {
  const name = SHARE.exec(text.trim())?.[1];
  if (!name || name.split(/\s+/).length > 4 || !/^(?:how much|what)\b/i.test(asked.trim())) return undefined;
  return `${asked.replace(/[?.!\s]+$/, "")} from ${name.trim()}`;
}

/** "the month before", "the previous year", "the one after that": a period counted from the one just asked about. */
const NEXT_PERIOD =
  /^(?:the\s+)?(?:(month|year)\s+(before|after)|(previous|prior|next|following)\s+(month|year)|one\s+(before|after))(?:\s+that)?$/i;

/**
 * "how much did I earn last month?" ⏎ "and the month before?": the question asked again for the month (or year)
 * before or after its own (read as questions read a period, looking back), named outright ("in September 2026"):
 * said alone, "the month before" would count from today.
 */
function nextPeriod(rest: string, before: string, now: Date): string | undefined {
  const m = NEXT_PERIOD.exec(rest);
  const own = m ? readPeriod(before.toLowerCase(), now) : undefined;
  const at = own?.text ? before.toLowerCase().indexOf(own.text) : -1;
  if (!m || !own?.from || !own.to || at < 0) return undefined;
  const step = /before|previous|prior/i.test(m[2] ?? m[3] ?? m[5] ?? "") ? -1 : 1;
  const [y, mo] = own.from.split("-").map(Number);
  const unit = (m[1] ?? m[4])?.toLowerCase() ?? (own.from.slice(0, 7) === own.to.slice(0, 7) ? "month" : "year");
  const name =
    unit === "month"
      ? new Date(y!, mo! - 1 + step, 1).toLocaleDateString("en-US", { month: "long", year: "numeric" })
      : String(y! + step);
  const lead = before.slice(0, at).replace(/\s*\b(?:in|for|during)\s*$/i, "");
  return `${lead} in ${name}${before.slice(at + own.text!.length)}`;
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

const ASKED_IF = /^(?:did|has|have)\s+(.+?)[?.!\s]*$/i;
const PRONOUN = /^(?:(?:yes|yeah|yep|yup)[,\s]+)?(?:he|she|they|it|i|we)$/i;
const PAST: Record<string, string> = { pay: "paid", send: "sent", get: "got", come: "came", write: "wrote", give: "gave", hear: "heard" };
const past = (w: string) =>
  PAST[w.toLowerCase()] ?? (/(?:ed|paid|sent|got)$/i.test(w) ? w : /e$/i.test(w) ? `${w}d` : /[^aeiou]y$/i.test(w) ? `${w.slice(0, -1)}ied` : `${w}ed`);
/**
 * "he just did" after "did sam okafor pay?": the question said as news, one reading per word its verb may be (the
 * subject's words come first: "sam okafor just paid"). Only a pronoun answers so; a name could be someone else.
 */
export function yesItDid(text: string, asked: string): string[] {
  const m = DID.exec(text.trim());
  const q = ASKED_IF.exec(asked.trim());
  if (!m || !q || !PRONOUN.test(m[1]!)) return [];
  const words = q[1]!.replace(/\s+(?:yet|already|at all|so far)$/i, "").split(/\s+/);
  const adv = m[2] && !/^ha(?:s|ve)\s/i.test(m[2]) ? m[2] : "";
  return words.slice(1, 5).map((w, i) => [...words.slice(0, i + 1), `${adv}${past(w)}`, ...words.slice(i + 2)].join(" "));
}

/**
 * The last question asked again about another record ("when's the roxy gig?" ⏎ "and the leeds one?"): the words that
 * named the record discussed (`label`) give way to the new ones. Undefined when the message is not "and <words>" or
 * the question did not name that record.
 */
export function askedAbout(text: string, asked: string, label: string): string | undefined {
  const m = AGAIN.exec(text.trim());
  if (!m) return undefined;
  const before = asked.replace(/[?.!\s]+$/, "");
  // "what's the next gig?" ⏎ "and the lexington one?": the record was asked for by its kind, which "one" stands for.
  const kind = /\b(?:the|my|our) (?:next|last|first|upcoming|latest|previous) ([a-z]+)\b/i.exec(before);
  if (kind && /\bone$/i.test(m[1]!.trim())) return before.replace(kind[0], m[1]!.trim().replace(/\bone$/i, kind[1]!));
  return inPlaceOfName(before, label, m[1]!.trim());
}

/**
 * "and Lakeside?" after "has Harbor Audio paid?": the same question about another name, when what it named is no
 * record of its own (a client). Each run of capitalised words in the question gives way to the new name, longest
 * first; the caller keeps a reading only when the same tool answers it.
 */
export function askedOfName(text: string, asked: string): string[] {
  const m = AGAIN.exec(text.trim());
  const name = m?.[1]!.trim();
  if (!name || name.split(/\s+/).length > 4 || !/^[A-Z0-9]/.test(name)) return [];
  const before = asked.replace(/[?.!\s]+$/, "");
  // (The first word of the question is capitalised as a sentence's is: not a name.)
  const runs = [...before.matchAll(/(?<=\S\s+)[A-Z0-9][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*)*/g)];
  return runs
    .sort((a, b) => b[0].length - a[0].length)
    .map((r) => `${before.slice(0, r.index)}${name}${before.slice(r.index! + r[0].length)}`);
}

const SAME = /^(?:(?:ok(?:ay)?|and|now|then)[,\s]+)*(?:(?:do\s+)?(?:the\s+)?same(?:\s+(?:again|thing|one))?|another(?:\s+one)?|one more|one),?\s+(?:but\s+)?for\s+(.+?)(?:,?\s+(?:please|thanks|too|as well))?[.!\s]*$/i;
/**
 * The last request said again for someone else ("invoice Jo Martinez 300 for session guitar" ⏎ "same again for Sam
 * Okafor"): the words that named whom it was for (`names`) give way to the new name. Undefined when it named nobody.
 */
export function sameFor(text: string, did: { text: string; names: string[] } | undefined): string | undefined {
  const m = did && SAME.exec(text.trim());
  // ("same again for next month" is another time, not another name.)
  if (!m || findWhens(m[1]!, new Date()).length) return undefined;
  // The first one's e-mail address is theirs alone.
  const said = did!.text.replace(/[,;]?\s*(?:(?:e-?mail|email address)\s*(?:is|:)?\s*)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi, "");
  return did!.names.map((n) => inPlaceOfName(said, n, m[1]!)).find(Boolean);
}

/** The things a question asked about, said after "which"/"what": "which grant deadlines did I miss?" → "grant deadlines". */
// (Or the list asked for: "show me the grant deadlines".)
const ASKED_KIND =
  /^(?:(?:which|what)\s+((?:[a-z]+\s+){0,2}?[a-z]+s)\s+(?:have|has|had|did|do|does|are|were|is|was|am|should|can|will|need)\b|(?:show|list|give|get)\s+(?:me\s+)?(?:all\s+)?(?:the|my|our)\s+((?:[a-z]+\s+){0,2}?[a-z]+s)\s*[?.!]*$)/i;
// ("and which ones said no?", "what about the ones I missed?": "ones" stands for the things asked about.)
const AND_WHICH =
  /^(?:(?:(?:and|also|and also|so|ok(?:ay)?)[,\s]+|(?=(?:which|what)\s+ones\b))(which|what|who)(?:('s|\s+is|\s+are)\b)?|(?:and\s+)?what about|and(?=\s+(?:the\s+)?ones\b))\s*(?:(?:the\s+)?ones\s+(?:that\s+|which\s+)?|of them\s+)?(.+?)[?.!\s]*$/i;
/**
 * "and which were rejected?" after "which grants have I applied for?": the next question about the same things, said
 * without naming them ("which grants were rejected"). Undefined when the last question named no such things.
 */
export function askedOfSameKind(text: string, asked: string): string | undefined {
  const named = ASKED_KIND.exec(asked.trim());
  const kind = named?.[1] ?? named?.[2];
  const m = kind ? AND_WHICH.exec(text.trim()) : null;
  return m ? `which ${kind} ${m[2] ? "are " : ""}${m[3]}` : undefined;
}
