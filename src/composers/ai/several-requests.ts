import { type Plan, type ReadRequest, sameArgs, sameToolForEach, severalOf, type ToolPlan } from "./plan";
import { COMMON_LISTS } from "../../lib/understand/templates";
import { unpunctuatedTasks } from "./several-unpunctuated";
import type { Sentence } from "../../lib/understand/sentence";
import ERRANDS from "../../lib/understand/errands.yaml";

/** The items' readings as one plan, when every item is the same write (two alike are one item misread twice). */
const sameWriteForEach = (plans: Plan[]) => {
  const each = sameToolForEach(plans, (p) => p.tool.kind === "write");
  return each && !sameArgs(each.plans) ? each : undefined;
};

/**
 * "add tasks: a, b, c", "put these on my list: a, b and c", "add to my list: a, b": a lead naming several things, a colon
 * (or a dash: "add these to my list please - a, b and c"), the items. A need
 * just before the colon is such a lead too: "need to: a, b, c", "gotta: …", "to do: …". (So is the list named as a
 * heading: "to do list: a; b; c".)
 */
const LIST_LEAD =
  /^(.*?\b(?:tasks|todos|to-dos|to dos|items|these|the following|things|(?:my|the) (?:to-?\s?do |todo |task )?list|(?:to-?\s?do|todo|task) list)\b[^:]*?|\b(?:to do|todo|to-do|need to|have to|gotta|got to)|^(?:please\s+)?add)(?:\s*:|\s+[-–—])\s*(.+)$/i;

/** "i need to …", "gotta …", "we have to …": a lead that says what follows is to be done. */
const NEED_LEAD = /^((?:(?:ok|okay|so|right|alright|um|well)[,\s]+)*(?:(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week|weekend)|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)[,\s]+)?(?:i|we)?\s*(?:really\s+|still\s+|also\s+)?(?:need to|have to|gotta|got to|'ve got to|have got to|must|should)\s)(.+)$/i;
/** "add to my list …", "put on the to-do list …": a lead that puts what follows on the list (said with no colon). */
const LIST_ADD_LEAD = /^((?:please\s+)?(?:add|put|stick|pop|write|jot)\s+(?:down\s+)?(?:to|on|onto|in)\s+(?:my|the|our|me)\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list\s)(.+)$/i;
/**
 * "add polish the programme, and also chase Morag", "add a task to send the pack and also to chase the plant": errands
 * added with "and also" between them, each a task (only when every one starts with an errand's verb: "add dinner with
 * Jo and also …" is no list of errands).
 */
function alsoAdded(text: string): RegExpExecArray | null {
  const m = /^((?:please\s+)?add\s+(?:a\s+(?:task|to-?\s?do)\s+)?(?:to\s+)?)(.+)$/i.exec(text);
  if (!m || !ALSO.test(m[2]!)) return null;
  const errands = m[2]!.split(ALSO).map((x) => x.replace(/^\s*to\s+/i, "").split(/\s+/)[0]!.toLowerCase());
  if (!errands.every((verb) => ERRAND_VERBS.has(verb))) return null;
  m[1] = "add a task to ";
  return m;
}
const ERRAND_VERBS = new Set((ERRANDS as { verbs: string[] }).verbs);

/** Where "and also" or "a, b and c" separates errands; an item never starts with an article or a preposition. */
const ALSO = /\s*,?\s+and also\s+|\s*,\s*also\s+/i;
const NOT_ERRAND = /^(?:the|a|an|my|our|his|her|their|about|at|on|in|for|to|with|from|by|of|she|he|they|it|that|this|which|who)\b/i;

/**
 * "i need to book the van and also print setlists and also buy gaffa tape", "i have to email jo, call the venue and
 * book the van": several errands after one lead, each its own task. A plain "a and b" stays one ("buy strings and
 * picks"): only "and also", or a list with commas before its last "and", separates them.
 */
function severalErrands(text: string, read: ReadRequest): Plan | undefined {
  const m = NEED_LEAD.exec(text.trim()) ?? LIST_ADD_LEAD.exec(text.trim()) ?? alsoAdded(text.trim());
  if (!m) return undefined;
  const rest = m[2]!.replace(/[.!]+$/, "");
  let items: string[];
  // ("add a task to send the pack by friday and also to chase the plant": each errand may repeat its "to".)
  if (ALSO.test(rest)) items = rest.split(new RegExp(`${ALSO.source}|\\s*,\\s*(?:and\\s+)?`, "i")).map((x) => x.replace(/^\s*to\s+/i, ""));
  else if (/,/.test(rest) && /\s+and\s+(?!.*,)/.test(rest)) {
    const last = rest.lastIndexOf(" and ");
    items = [...rest.slice(0, last).split(/\s*,\s*/), rest.slice(last + 5)];
  } else return undefined;
  items = items.map((x) => x.trim()).filter(Boolean);
  if (items.length < 2 || items.length > 12 || items.some((x) => NOT_ERRAND.test(x))) return undefined;
  return sameWriteForEach(items.map((item) => read(`${m[1]!.trim()} ${item}`)));
}

/** "add two gigs: …", "book 3 shows - …": how many said before the kind of thing, then the items. */
// (Said aloud, with no colon: "add two gigs the fleece on the 11th and the louisiana on the 12th".)
// ("…, 2 hrs before reminder", "3 days before": a length of time counts no items.)
const COUNTED =
  /^(.*?\b)(\d+|two|three|four|five|six|a couple of|couple of|several)\s+(?!(?:hr|hour|min|minute|day|week|month)s\b)([a-z]+?)s(?:\s*[:\-–,]\s*|\s+)(.+)$/i;
/** "…, both at 7pm at Pirate Studios": said once at the end, for every item. */
const SHARED = /[,\s]+(?:both|each|all)\s+((?:at|on|from|in)\b.*)$/i;
// ("several": as many as there are items, each ending with its own day.)
const COUNTS: Record<string, number> = { several: 0, two: 2, three: 3, four: 4, five: 5, six: 6, "a couple of": 2, "couple of": 2 };

/**
 * "add two gigs: the Windmill on Dec 4 at 8pm and the Bullingdon on Dec 10 at 9pm": as many requests as were counted,
 * each read with the lead ("add gig: the Windmill …"). Each item says its own day, so the items part only where a
 * day or time ends: "and" inside a name ("the Hare and Hounds on the 15th", "Night and Day") stays in it.
 */
/**
 * "so we've confirmed a couple more: YES Manchester on 28 January at 8pm, and the Cluny on the 30th": news of so many
 * more dates, what they are left unsaid, is a request to add that many calendar entries.
 */
const MORE_CONFIRMED =
  /^.*?\b(?:confirmed|booked|locked in|pencilled in|penciled in|got|lined up|added)\s+(a couple|couple|two|three|four|five|six)\s+more\s*:\s*/i;

/**
 * "add lessons: Isla on Tuesday at 4, Callum on Wednesday at 5", "put in the diary: the rehearsal on Saturday at 2pm, and
 * the exams on 9 December": the kind (or the diary) said with no count, as many items as days said.
 */
const UNCOUNTED =
  /^((?:please\s+)?(?:add|book|schedule|pencil in|put in)\s+)(?!(?:task|todo|to-do|item|thing)s\b)([a-z]{3,}?)s\s*:\s*|^(?:please\s+)?(?:add|put|pop|pencil)\s+(?:it\s+)?(?:in|into|on|to)\s+(?:my|the)\s+(?:diary|calendar|cal|schedule)\s*:\s*/i;

/**
 * "I've got a meeting on 8/12 at 2pm, and the radio session on 10/12 at noon, put both in": the dated things said first,
 * then asked to put them all in the diary; each is an entry.
 */
const PUT_ALL_IN =
  /^(?:(?:i|we)(?:'ve| have)? got(?: to)?|(?:i|we) (?:need|have|must) to|i have|we have|there'?s|there are)?\s*(.+)\s*[,;]\s*(?:(?:so|and|can you|could you|please|just)\s+)*(?:put|add|pop|stick|pencil)\s+(both|them both|both of them|them all|all of them|all three|the two|them)(?:\s+(?:in|into|on|onto|to|down))?(?:\s+(?:the|my)\s+(diary|calendar|cal|schedule|list|to-?do list|tasks|to-?dos))?(?:\s+(?:please|for me))?[.!?]*$/i;

/** The things said first, then "put both in": a list of entries. */
const putInAs = (m: RegExpExecArray) =>
  `add ${/both|two/i.test(m[2]!) ? "two" : "several"} events: ${m[1]!.replace(/(^|,\s*|\band\s+)an?\s+/gi, "$1")}`;

/** "I've got the tax return and the PRS form to do, put both on my list": a list of tasks ("… to do" left out). */
function putOnList(said: string): string | undefined {
  const m = PUT_ALL_IN.exec(said.trim());
  if (!m || !/list|task|do/i.test(m[3] ?? "")) return undefined;
  return `todo: ${m[1]!.replace(/\s+to (?:do|sort|get done|finish)$/i, "")}`;
}

function countedItems(message: string, read: ReadRequest, sentenceOf: (text: string) => Sentence): Plan | undefined {
  const more = MORE_CONFIRMED.exec(message.trim());
  const putIn = !more && PUT_ALL_IN.exec(message.trim());
  const plural = !more && !putIn && UNCOUNTED.exec(message.trim());
  const text = putIn
    ? // ("a meeting with …" is said as news: the entry is the meeting, without its "a".)
      putInAs(putIn)
    : more
    ? `add ${more[1]!.replace(/^(?:a )?couple$/i, "a couple of")} events: ${message.trim().slice(more[0].length)}`
    : plural
      ? `${plural[1] ?? "add "}several ${plural[2] ?? "event"}s: ${message.trim().slice(plural[0].length)}`
      : message;
  const m = COUNTED.exec(text.trim());
  if (!m) return undefined;
  const count = COUNTS[m[2]!.toLowerCase()] ?? Number(m[2]);
  if (!((count === 0 || count >= 2) && count <= 12)) return undefined;
  const lead = `${m[1]}${m[3]}`.trim();
  const said = m[4]!.replace(/[.!]+$/, "");
  // The items part only at a comma, a semicolon or an "and": fewer of them than items is no list ("I sold three
  // copies of …"), known before the costly reading below.
  if ((said.match(/[;,]|\band\b/gi)?.length ?? 0) < count - 1) return undefined;
  const shared = SHARED.exec(said);
  const whole = sentenceOf(`${lead}: ${shared ? said.slice(0, shared.index) : said}`);
  const from = whole.text.indexOf(":") + 1;
  if (!from) return undefined;
  const items: string[] = [];
  let at = from;
  for (const w of whole.whens()) {
    const end = w.index + w.text.length;
    const sep = end > at ? /^(?:\s*[;,]\s*(?:and\s+)?|\s+and\s+)/i.exec(whole.text.slice(end)) : null;
    if (!sep) continue;
    items.push(whole.text.slice(at, end).trim());
    at = end + sep[0].length;
  }
  items.push(whole.text.slice(at).trim());
  if ((count ? items.length !== count : items.length < 2) || items.some((x) => !x)) return undefined;
  return sameWriteForEach(items.map((item) => read(`${lead}: ${item}${shared ? ` ${shared[1]}` : ""}`)));
}

/** A line that is an item of a list: "- renew PRS", "* email the agent", "• get the van MOT'd", "2. book the van". */
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/;
/**
 * "todo:\n- renew PRS\n- email the agent": a list written one item a line, said as the lead's list in one line
 * ("todo: renew PRS; email the agent"). Lines without a bullet are the lead.
 */
function bulletsInLine(text: string): string {
  // ("tasks 1) book the van 2) print setlists": numbered items said on one line are lines of their own.)
  const numbered = /(?:^|\s)1\)\s.*\s2\)\s/.test(text) ? text.replace(/\s+(?=\d{1,2}\)\s)/g, "\n") : text;
  const lines = numbered.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const items = lines.filter((l) => BULLET.test(l));
  if (items.length < 2) return text;
  const lead = lines
    .filter((l) => !BULLET.test(l))
    .join(" ")
    .replace(/[\s:–—-]+$/, "")
    // ("todo list:", "my to-do list for today:": a heading that only names the list.)
    .replace(/^(?:(?:my|the)\s+)?(?:to-?\s?do|todo|task)s?(?:\s+list)?(?:\s+for\s+(?:today|tomorrow|this week))?$/i, "todo");
  return `${lead || "todo"}: ${items.map((l) => l.replace(BULLET, "").replace(/[;,.]+$/, "")).join("; ")}`;
}

const WEEKDAY = "(?:mon|tues|wednes|thurs|fri|satur|sun)day";
/** A day list said once: "on Tuesday and Thursday", "Monday, Wednesday and Friday" (not "every …" or "between …"). */
const DAYS_ANDED = new RegExp(`^(.*?\\b)(?<!\\b(?:every|each|between|from)\\s+)(${WEEKDAY}(?:\\s*,\\s*${WEEKDAY})*)\\s+(?:and|&)\\s+(${WEEKDAY})\\b(.*)$`, "i");

/** "add workshop prep on Tuesday and Thursday at 7pm": the same thing on each day said is one write a day. */
function eachDaySaid(text: string, read: ReadRequest): Plan | undefined {
  const m = DAYS_ANDED.exec(text.trim());
  if (!m) return undefined;
  const days = [...m[2]!.split(/\s*,\s*/), m[3]!];
  return sameWriteForEach(days.map((day) => read(`${m[1]}${day}${m[4]}`)));
}

export function severalItems(said: string, read: ReadRequest, sentenceOf: (text: string) => Sentence): Plan | undefined {
  const days = eachDaySaid(said, read);
  if (days) return days;
  const text = bulletsInLine(putOnList(said) ?? said);
  // (A list said without commas, "todo: grab picks ring Ola and post the parcel", parts at its verbs first.)
  const separated = /[,;]/.test(text);
  return countedItems(text, read, sentenceOf) ?? (separated ? undefined : unpunctuatedTasks(text, read)) ?? listedItems(text, read) ?? unpunctuatedTasks(text, read);
}

/** "todo: upload the stems, high priority": a level said after an item is how urgent it is, not an item of its own. */
const LEVEL_ALONE = new RegExp(
  `^(?:(?:it's|its|it is|make it|and)\\s+)?(?:${Object.keys(COMMON_LISTS.priority ?? {}).map((w) => w.replace(/[.]/g, "\\.")).join("|")})$`,
  "i",
);
const withLevels = (items: string[]) =>
  items.reduce<string[]>((all, x) => (LEVEL_ALONE.test(x) && all.length ? [...all.slice(0, -1), `${all.at(-1)}, ${x}`] : [...all, x]), []);

function listedItems(text: string, read: ReadRequest): Plan | undefined {
  const m = LIST_LEAD.exec(text.trim());
  if (!m) return severalErrands(text, read);
  // "note: things to bring: cables, pedals": a lead that is itself a labelled line is one record, not a list.
  if (m[1]!.includes(":")) return undefined;
  // "…: A on the 9th, B on the 10th and C on the 12th, all gigs": what every item is, said once at the end.
  const kind = /[,;]\s*(?:all|each|both)\s+(?:of them\s+)?(?:are\s+)?([a-z]{3,}?)s[.!]*$/i.exec(m[2]!);
  const parts = m[2]!.slice(0, kind?.index).split(/\s*[;,]\s*/).filter(Boolean);
  const last = parts.pop() ?? "";
  const items = withLevels([...parts, ...last.split(/\s+and\s+/)].map((x) => x.replace(/^and\s+/i, "").replace(/[.!]+$/, "").trim()).filter(Boolean));
  if (items.length < 2 || items.length > 12) return undefined;
  // Each item is said on its own: "add task: book rehearsal room", "add to my list: order strings".
  const lead = m[1]!
    // "add three tasks: …", "put these 2 on my list: …": how many is said by the items themselves.
    .replace(/\s*\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|some)\b(?=\s+(?:tasks|todos|to-?\s?dos|items|things)\b|\s*(?:on|to|for|onto)\b)/i, "")
    .replace(/\b(?:tasks|todos|items)\b/i, (w) => w.slice(0, -1))
    .replace(/\bto-?\s?dos\b/i, "to-do")
    // ("add three things: …": things added, said with nothing else, are tasks.)
    .replace(/^(add|jot down|note down|write down)\s+things$/i, "$1 task")
    .replace(/\s*\b(?:these|the following|things)\b/i, "")
    // ("three things for the list: …": only where they go is said.)
    .replace(/^\s*(?:for|on|onto|to)\s+(?=(?:my|the)\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list$)/i, "add to ")
    // ("need to do three things today: …": the doing is each item's own verb; "three things for this week: …" is a to-do
    // list for that week.)
    .replace(/\b(need to|have to|gotta|got to)\s+do\b/i, "$1")
    .replace(/^\s*(?:for\s+)?(today|tomorrow|tonight|this week|this weekend|next week)?\s*$/i, "todo $1")
    .trim();
  return sameWriteForEach(items.map((item) => read(`${lead}: ${item}${kind ? `, it's a ${kind[1]}` : ""}`)));
}

/** "Sam paid and so did Jo", "Sam paid, Jo did too": the other one said only as doing the same. */
const SAME_FOR_OTHER =
  /^(.+?)(?:\s*,\s*|\s+and\s+)(?:so\s+(?:did|has|have|was|were|does)\s+(.+?)|(.+?)\s+(?:(?:did|has|have|was|were|does)\s+)?(?:too|as well))[.!]*$/i;

/** Each way of saying the other before the first one's verb: "Sam Okafor and Jo paid", then with more words after. */
function sameForOther(text: string, read: ReadRequest, leadWords: number): Plan | undefined {
  const m = SAME_FOR_OTHER.exec(text.trim());
  const words = m ? m[1]!.split(/\s+/) : [];
  for (let p = 1; m && p <= Math.min(4, words.length - 1); p++) {
    const plan = severalAnded(`${words.slice(0, -p).join(" ")} and ${m[2] ?? m[3]} ${words.slice(-p).join(" ")}`, read, leadWords);
    if (plan) return plan;
  }
  return undefined;
}

const QUOTED_AND = /(?:["“‘]|(?<![A-Za-z])')[^"“”‘’']*\s(?:and|&)\s[^"“”‘’']*(?:["”’]|'(?![A-Za-z]))/;

/**
 * "invoice Jo 150 for the overdub and Sam 90 for the tuning", "pitched kutx and bbc radio 1", "mark wfmu, radio x and
 * bbc radio 1 as contacted": one request said for several records, its verb (and its ending) said once. Read only when
 * the whole sentence is not understood: every item takes the first item's leading words and the last one's closing
 * words, and every item must be the same write, each on a record of its own.
 */
export function severalAnded(text: string, read: ReadRequest, leadWords = 4): Plan | undefined {
  const same = sameForOther(text, read, leadWords);
  if (same) return same;
  // An "and" inside quotes joins words of one name or title ("put 'send the Cedar and Tide edit' on my list").
  if (QUOTED_AND.test(text)) return undefined;
  const items = text
    .trim()
    .replace(/[.!]+$/, "")
    // "jo and sam both paid me": what is said of both is said of each.
    .replace(/\s+both\b(?=\s)/i, "")
    // (A comma inside an amount, "1,200", separates nothing.)
    .split(/\s*,(?!\d{3}\b)\s*(?:and\s+)?|\s+and\s+/i);
  if (items.length < 2 || items.length > 5 || text.split(/\s+/).length > 30) return undefined;
  const head = items[0]!.split(/\s+/);
  const tail = items.at(-1)!.split(/\s+/);
  // Each reading reads a whole sentence again: a bounded number of them.
  let budget = 12;
  for (let j = 0; j <= Math.min(5, tail.length - 1); j++) {
    const end = j ? ` ${tail.slice(-j).join(" ")}` : "";
    const core = (item: string, i: number) => (i === items.length - 1 && j ? tail.slice(0, -j).join(" ") : item);
    if (--budget < 0) return undefined;
    const first = read(core(items[0]!, 0) + end);
    // (A removal too: "delete X and Y" is held for one "yes" for both.)
    if (first.kind !== "tool" || (first.tool.kind !== "write" && first.tool.kind !== "destructive")) continue;
    // (With an ending said once, the items may share no leading words: "jo and sam both paid me".)
    for (let k = j ? 0 : 1; k <= Math.min(leadWords, head.length - 1); k++) {
      const lead = head.slice(0, k).join(" ");
      const plans: ToolPlan[] = [first];
      for (const [i, x] of items.slice(1).entries()) {
        if (--budget < 0) return undefined;
        const p = read(`${lead} ${core(x, i + 1)}${end}`.trim());
        if (p.kind !== "tool" || p.tool !== first.tool) break;
        plans.push(p);
      }
      if (plans.length < items.length) continue;
      if (sameArgs(plans)) return undefined;
      return severalOf(plans);
    }
  }
  return undefined;
}
