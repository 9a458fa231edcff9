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

const WORK_THEN_AMOUNT = /^(.+?)(?:\s*,\s*|\s+(?:for|is)\s+)((?:[$£€₦₵¥₹]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?[a-z]+){0,2})$/i;

/** A question the assistant asked, waiting for its answer. */
export interface OpenQuestion {
  tool: Tool;
  /** Everything said so far for this request, as one sentence. */
  said: string;
  ask: string;
  expires: number;
  /** The words of `said` that named the record loosely ("the HBO supervisor"): the chosen one takes their place. */
  phrase?: string;
  /** The question asks for the request's own words (what to be reminded of): a command said back is the answer. */
  words?: boolean;
}

export const QUESTION_MS = 5 * 60_000;

/**
 * "cancel", "never mind", "forget it": drop the open question. (Said with a word before or after it, "nah forget it",
 * "no, never mind then", "ok never mind", "hmm, actually, nothing, sorry": still dropped, never taken for the answer, a task
 * called "Nah forget".)
 */
export const DROP =
  /^(?:(?:no|nope|nah|oh|ok|okay|actually|hmm|wait|sorry|on second thoughts?)[,!.]?\s+)*(?:no|nope|nah|cancel|cancel (?:it|that)|stop|never ?mind|forget (?:it|that|about it)|don'?t bother|leave it|skip it|abort|scratch that|nothing|none|ignore (?:it|that|me)|(?:it )?doesn'?t matter|don'?t worry(?: about it)?|(?:i'?ve |i have )?changed my mind|that'?s all|that'?ll be all|nothing else)(?:[,!.]?\s+(?:then|thanks|thank you|cheers|please|for now|after all|sorry))*$/i;

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
/** "yes" to a did-you-mean question: it takes the one offered. */
export const takesTheOneMeant = (ask: string, answer: string) => /^did you mean\b/i.test(ask.trim()) && YES.test(answer.trim());

const ORDINALS: [RegExp, (n: number) => number][] = [
  [/\b(?:first|1st|one|1|top)\b/, () => 0],
  [/\b(?:second|2nd|two|2)\b/, () => 1],
  [/\b(?:third|3rd|three|3)\b/, () => 2],
  [/\b(?:fourth|4th|four|4)\b/, () => 3],
  [/\b(?:last|bottom|final)\b/, (n) => n - 1],
];
const FILLER = new Set("the a an one that this please i mean meant it's its it is yes the one with".split(" "));
const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9@.'\s-]/g, " ").split(/\s+/).filter(Boolean);

/**
 * "the second one", "the last", "orchard", "the Lexington", "0001" or "1" (a number's digits), "the £1,440 one" (an amount
 * the question gave beside that choice): which of the offered choices the answer names.
 */
export function pickOption(answer: string, options: string[], ask = ""): string | undefined {
  const said = words(answer).filter((w) => !FILLER.has(w));
  if (said.length) {
    const like = (w: string, x: string) => x === w || (w.length >= 4 && x.startsWith(w)) || (/^\d+$/.test(w) && Number(/-(\d+)$/.exec(x)?.[1] ?? Number.NaN) === Number(w));
    const named = options.filter((o) => said.every((w) => words(o).some((x) => like(w, x))));
    if (named.length === 1) return named[0];
  }
  if (words(answer).length > 4) return undefined;
  const amount = /\d[\d,]*(?:\.\d+)?/.exec(answer)?.[0];
  const details = (o: string, i: number) => ask.slice(ask.indexOf(`"${o}"`) + o.length + 2, i + 1 < options.length ? ask.indexOf(`"${options[i + 1]}"`) : undefined);
  const priced = amount ? options.filter((o, i) => (details(o, i).match(/(?<=[$£€¥]\s?)\d[\d,]*(?:\.\d+)?/g) ?? []).some((n) => Number(n.replace(/,/g, "")) === Number(amount.replace(/,/g, "")))) : [];
  if (priced.length === 1) return priced[0];
  // "the second one": "one" is the thing chosen, not its number.
  const which = answer.toLowerCase().replace(/\s+one\b/, "");
  for (const [re, at] of ORDINALS) if (re.test(which)) return options[at(options.length)];
  // "the overdue one", "the paid one": a word the question gave beside one choice only (how it stands).
  const described = said.length === 1 && !amount ? options.filter((o, i) => words(details(o, i)).includes(said[0]!)) : [];
  return described.length === 1 ? described[0] : undefined;
}

/** Where the sentence says a name's words: the longest run of its tokens that are all words of the name (not only fillers). */
export function longestRunOf(tokens: string[], name: string): [number, number] | undefined {
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

/** The sentence with `by` where it says a name's words; undefined when it says none. */
export function inPlaceOfName(said: string, name: string, by: string): string | undefined {
  const tokens = said.split(/\s+/);
  const best = longestRunOf(tokens, name);
  return best && [...tokens.slice(0, best[0]), by, ...tokens.slice(best[1])].join(" ");
}

/**
 * Puts the chosen record's name where the sentence named it loosely ("move the gig …" → "move Gig at the Roxy …"), or
 * where it named what the question was about ("Which Acme Records invoice: "INV-0012" or …": "sent the acme draft" →
 * "sent INV-0012"), with its little word before and the noun after.
 */
function putChoice(said: string, option: string, ask = ""): string {
  const named = inPlaceOfName(said, option, `"${option}"`);
  if (named) return named;
  const tokens = said.split(/\s+/);
  const owner = /^Which ((?:[A-Z][\w'&.-]*\s+)+)[a-z]/.exec(ask.trim())?.[1];
  const run = owner && longestRunOf(tokens, owner);
  if (!run) return `${said} "${option}"`;
  const from = /^(?:the|my|that|this|a|an)$/i.test(tokens[run[0] - 1] ?? "") ? run[0] - 1 : run[0];
  return [...tokens.slice(0, from), `"${option}"`, ...tokens.slice(Math.min(run[1] + 1, tokens.length))].join(" ");
}

/**
 * The whole request once the answer is added: the answer in the words the question asked for ("for …", "by …",
 * "called …", "to …", "e-mail …"), or the chosen record put where the sentence named it.
 */
export function completeWith(asked: OpenQuestion, answer: string): string {
  // ("new task please" ⏎ "email Niamh the charts", "add a task for me, please?": the politeness ends the request, it
  // does not start the answer.)
  const q = { ...asked, said: asked.said.replace(/(?:[\s,]+(?:please|pls|plz|thanks|thank you|cheers|ta|for me|for us))+[\s.!?]*$/i, "") };
  const a = answer.trim().replace(/[.!]+$/, "");
  const options = optionsOf(q.ask);
  if (options.length) {
    const chosen = pickOption(a, options, q.ask);
    if (chosen && q.phrase && q.said.includes(q.phrase)) return q.said.replace(q.phrase, `"${chosen}"`);
    // ("mark a task as done" ⏎ "the bandcamp one", not among those offered: the answer names it in the vague words' place.)
    if (!chosen && q.phrase && q.said.includes(q.phrase) && /^(?:a|one|some|any|another)\s/i.test(q.phrase)) return q.said.replace(q.phrase, a);
    return chosen ? putChoice(q.said, chosen, q.ask) : `${q.said} ${a}`;
  }
  // "Did you mean "Night Roads"?" — "yes" takes that one.
  const meant = /^did you mean "([^"]+)"/i.exec(q.ask.trim());
  if (meant && YES.test(a)) return putChoice(q.said, meant[1]!);
  const ask = q.ask.toLowerCase();
  // "What's your new phone number?" ⏎ "555 0134" (or "it's sunnyrivers.com"): the detail said with its new value.
  const detail = /^what'?s your new ([^?]+)\?/.exec(ask);
  if (detail) return `set my ${detail[1]!.replace(/^[^/]*\/\s*/, "")} to ${a.replace(/^(?:it'?s|its|it is|that'?s|it should be|make it)\s+/i, "")}`;
  // 'When is "Event"?' ⏎ "mixing session with Kam": an answer with no day in it says what the event is.
  // ('When is "Gig"?' after "add a gig" ⏎ "Winter Solstice Show": the name of the gig.)
  const kindAlone = /^when is "([a-z]+)"/.exec(ask)?.[1];
  // ("The Cavern, Liverpool": a place and its town, where it is.)
  if (kindAlone && new RegExp(`\\b${kindAlone}\\s*$`, "i").test(q.said) && !findWhens(a, new Date()).length)
    return /^(?:the\s+)?[\w'-]+(?:,\s*[\w'-]+)+$/i.test(a) ? `${q.said} at ${a}`
      : kindAlone === "event" ? q.said.replace(/\bevent\s*$/i, a) : `${q.said} called ${a}`;
  // 'When is "Gig"?' ⏎ "the roxy on friday at 9", "The Cavern, Liverpool, December 17 at 9pm": the words before the
  // day are where it is.
  if (/^when is "/.test(ask) && /^(?:the\s+)?[a-z][\w'-]*(?:,?\s+[\w'-]+)*?,?\s+(?:on|at|this|next|tomorrow|tonight|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/i.test(a) && !/^(?:on|at|in|this|next|tomorrow|tonight|today)\b/i.test(a))
    return `${q.said} at ${a}`;
  // "What is the event on Thursday Nov 26 at 3:00 PM?" ⏎ "photo shoot with Kit": that event, on the day said back.
  const unnamed = /^what is the event (on .+)\?/i.exec(q.ask.trim().replace(/ try .*$/i, ""));
  if (unnamed) return `add ${a} to my calendar ${unnamed[1]}`;
  // 'What time is "Gig" on Friday?' ⏎ "all day", "no set time": the day alone; ⏎ "half eight": at that time.
  if (/^what time is "/.test(ask))
    return /^(?:it'?s\s+)?(?:all[- ]day|no (?:set |fixed |particular )?time(?: yet)?|tbc|tba|any ?time)$/i.test(a)
      ? q.said
      : `${q.said} at ${a.replace(/^(?:it'?s|its|it is|at)\s+/i, "")}`;
  const email = a.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/)?.[0];
  if (email && /e-?mail/.test(ask)) return `${q.said}, e-mail ${email}`;
  const bare = a.replace(/^(?:it'?s|its|it is|that'?s|it was|call it)\s+/i, "");
  // "How much should I invoice Harbour Sound?" ⏎ "600": the amount with its "for", so the name before it stays whole.
  if (/^how much should i invoice\b/.test(ask) && /^[$£€]?\d/.test(bare)) return `${q.said} for ${bare}`;
  // ⏎ "drum tracking on the single, $450": the work first, its amount last. (Counts in the work, "2 days, 450", may
  // price each one: not read as the whole amount.)
  const workFirst = /^how much should i invoice\b/.test(ask) ? WORK_THEN_AMOUNT.exec(bare) : null;
  const counted = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|couple|several|each|per)\b/i;
  if (workFirst && !counted.test(workFirst[1]!)) return `${q.said} ${workFirst[2]} for ${workFirst[1]!.replace(/^for\s+/i, "")}`;
  // "I need to bill someone" ⏎ "Who is the invoice for …?" ⏎ "Acme Records": the answer takes the someone's place.
  const someone = /\b(?:someone|somebody|a (?:new )?(?:client|customer)|one of my clients)\b/i;
  if (/^who\b/.test(ask) && someone.test(q.said)) return q.said.replace(someone, bare);
  // ("it's for Peloton": the answer's own "for" after "it's" is not said twice; "who is it for?" is answered with a
  // name, written with its capitals as a name is.)
  if (/\bfor\?/.test(ask) && !/^for\b/i.test(a)) {
    const whom = bare.replace(/^for\s+/i, "");
    return `${q.said} for ${/^who\b/.test(ask) ? whom.replace(/(^|\s)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase()) : whom}`;
  }
  // "Dana Reyes", "it's by Sam Lee", "the author is me": the name, said after "by".
  if (/\bauthor\b|\bwho wrote\b/.test(ask))
    return `${q.said} by ${bare.replace(/^(?:(?:the )?author is|(?:it was |it's )?written by|by)\s+/i, "")}`;
  // "set a reminder" ⏎ "When should I remind you?" ⏎ "call the pressing plant": people answer with what it is for as
  // readily as with the time. An answer with no day or time in it is the what; the time is then asked again.
  // ("remind me tomorrow" ⏎ "What time tomorrow?" ⏎ "email jo" the same, said as the request for a reminder it was.)
  if (
    (/^when should i remind you\b/.test(ask) || (q.tool.name === "set_reminder" && /^what time\b/.test(ask))) &&
    !/\b(?:to|about|that)\b/i.test(q.said) &&
    !findWhens(bare, new Date()).length
  )
    return `${q.said.replace(/^(?:remind|ping|nudge) me\b/i, "set a reminder")} ${/^to\b/i.test(bare) ? "" : "to "}${bare}`;
  // "What time tomorrow should I remind you …?" ⏎ "half two": at that time.
  if (q.tool.name === "set_reminder" && /^what time\b/.test(ask) && /^(?:half|quarter|\d)/i.test(bare)) return `${q.said} at ${bare}`;
  if (/\b(?:title|name|called)\b/.test(ask) && !/^called\b/i.test(a)) return `${q.said} called "${bare.replace(/^(?:called|named|titled)\s+/i, "").replace(/"/g, "")}"`;
  // After a comma: "sold 2 on spotify today of Night Roads" would read "today of night" as a moment.
  if (/^which book\b/.test(ask) && !/^(?:of|for)\b/i.test(bare)) return `${q.said}, of ${bare}`;
  return `${q.said} ${a}`;
}
