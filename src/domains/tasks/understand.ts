import type { ToolContext } from "../../lib/tools";
import { matchRecords, pickRecord } from "../../lib/understand/records";
import { asTitle, type Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, words } from "../../shared/text";
import type { Task, TaskPriority } from "./schema";
import { getTask, pendingTasks, tasksNamed } from "./service";

/** How the task tools read a sentence: the title of a new task, which task a phrase names, levels and shifts. */

/** Speech fillers never belong in a title ("um add a task uh to …"). */
const FILLERS = /\b(?:um+|uh+|erm|er|hmm+|you know|i mean)\b,?/gi;
const LIST = String.raw`(?:list|tasks|task list|to[- ]?do(?: list)?|todo list|to-dos|todos)`;
const ON_LIST = new RegExp(String.raw`\b(?:to|on|onto|for) (?:my|the) ${LIST}\b`);
/** "critical one for the list: …", "quick one for my to-do list": the kind of item, not its title. */
const ONE_FOR_LIST =
  /^(?:(?:a|another|one more)\s+)?(?:(?:quick|small|little|new|big|urgent|critical|important|easy)\s+)?(?:one|thing|item)\b(?!\s+more\b)[\s:,-]*/;

/** Leading command words that are not part of a task's title. */
const TASK_LEAD = [
  /^(?:so |ok |okay |oh |also |and |hey )*(?:can|could|would|will) you(?: please)? /,
  /^(?:please |pls |kindly )/,
  /^(?:remind me (?:to|that i (?:need|have|must|should) to|that|about|of)|remind me)\b/,
  /^(?:add|create|make|new|put|set up|log|save|jot down|note down|write down|put down|stick|throw|pop)(?: (?:a|an|another|new|the|one more|me a))*(?: (?:new|quick|high priority|urgent|low priority|medium priority))? (?:task|todo|to-do|to do|item|reminder|taks|tsak|tast)(?:s)?:?(?: (?:to|for|called|named|titled|saying|that says|on my list|:))*(?=\s|$)/,
  /^(?:a )?(?:task|todo|to-do|to do)\b:?/,
  /^(?:urgent|asap|important|critical|top priority|high priority)\s*[:!,–—-]+\s*/i,
  /^(?:jot down|note down|write down|put down|make a note to|make a note that i (?:need|have) to)\b/,
  /^(?:don'?t (?:let me )?forget to|don'?t forget|remember to|make sure (?:i|we) |make sure to)/,
  /^(?:i|we)(?:'ll| will)? (?:really |definitely |probably |also |still |just )?(?:need to|have to|must|should|gotta|got to|ought to|want to|wanna)\b/,
  /^(?:i|we)'(?:ve|d) (?:got to|to|better)\b/,
  /^(?:need to|have to|must|should|gotta|got to|ought to)\b/,
];
/** Verbs that only say "put this on the list" when the sentence names the list ("put X on my list"). */
const LIST_VERB = /^(?:add|put|stick|throw|pop|write down|jot down|note down|write|jot)\b/;
const TASK_TAIL = [
  ON_LIST,
  /\b(?:as|with) (?:a )?(?:high|low|medium|normal) priority\b/,
  /\b(?:as|with) (?:a )?(?:task|todo)\b/,
];
/** In a rambling sentence the task starts after the last "I need to", "remind me to", "don't forget to"… */
const INNER_LEAD =
  /.*\b(?:(?:i|we)(?:'ll| will)? (?:really |definitely |probably |also |still |seriously )*(?:need to|have to|must|gotta|got to|ought to)|remind me to|(?:don'?t|do not) (?:let me )?forget to|remember to)\s+/;

export function taskTitle(s: Sentence): string {
  const onList = ON_LIST.test(s.lower);
  let title = s.rest(TASK_TAIL).replace(FILLERS, " ").replace(/\s+/g, " ").trim();
  for (let pass = 0; pass < 4; pass++) {
    const before = title;
    for (const re of TASK_LEAD) {
      const m = re.exec(title.toLowerCase());
      if (m && m.index === 0) title = title.slice(m[0].length).trim();
    }
    if (onList)
      title = title
        .replace(new RegExp(LIST_VERB.source, "i"), "")
        .replace(new RegExp(ONE_FOR_LIST.source, "i"), "")
        .trim();
    // "add a task for the 12th: …" leaves "the:" once the date is cut.
    title = title
      .replace(/^(?:(?:for|on|by|due|the)\s*)*[:;,–-]\s*/i, "")
      .replace(/^(?:to|that|about)\s+/i, "")
      .trim();
    if (title === before) break;
  }
  const inner = INNER_LEAD.exec(title.toLowerCase());
  if (inner && inner[0].length < title.length) title = title.slice(inner[0].length);
  return asTitle(title);
}

/**
 * A "title" that is really a question, a read request or a sentence about an existing task ("wats on my list",
 * "brief me on my tasks", "I don't need the setlist task anymore") is not a task to add.
 */
export const notATitle = (title: string) =>
  /^(?:what|wats|wat|whats|what's|which|how|any|anything|is|are|do|does|did|show|list|see|check|view|read|brief|summari[sz]e|sum up|recap|catch me up|tell me|give me)\b/i.test(
    title,
  ) ||
  /^(?:i|we) (?:don'?t|do not|no longer|won'?t|didn'?t)\b/i.test(title) ||
  /\b(?:tasks?|to-?dos?)\b/i.test(title);

/** Words that name the kind of thing, not which one: "the bandcamp thing", "the email task". */
export const GENERIC = new Set([
  "task",
  "todo",
  "to",
  "do",
  "thing",
  "one",
  "stuff",
  "item",
  "bit",
  "job",
  "list",
  "that",
  "this",
  "it",
]);

function tasksById(ctx: ToolContext, id: number, status: "pending" | "completed" | "any"): Task | undefined {
  try {
    const task = getTask(ctx.db, id);
    return status === "any" || task.status === status ? task : undefined;
  } catch {
    return undefined;
  }
}

/** The open (or done) task a phrase names; asks when two fit, says so when none does. */
export function findTask(
  ctx: ToolContext,
  phrase: string,
  status: "pending" | "completed" | "any" = "pending",
  opts: { strict?: boolean } = {},
): { task: Task } | { ask: string } | { reply: string } {
  const byId = /^#?(\d+)$/.exec(phrase.trim());
  if (byId) {
    const task = tasksById(ctx, Number(byId[1]), status);
    if (task) return { task };
  }
  // Open tasks are few and cached; finished ones can be thousands, so only those sharing a word are read.
  const pool =
    status === "pending"
      ? pendingTasks(ctx.db)
      : status === "completed"
        ? tasksNamed(ctx.db, phrase, "completed")
        : [...pendingTasks(ctx.db), ...tasksNamed(ctx.db, phrase, "completed")];
  const pick = pickRecord(phrase, pool, (x) => x.title);
  if ("record" in pick) return { task: pick.record };
  const which = (list: Task[]) => ({
    ask: `Which task do you mean: ${listOf(list.slice(0, 4).map((x) => `"${x.title}"`))}?`,
  });
  if ("ambiguous" in pick) return which(pick.ambiguous);
  if (!opts.strict) {
    // A short nickname ("the bandcamp thing", "the email task"): every distinctive word said is in the title.
    const said = words(phrase).filter((w) => !GENERIC.has(w));
    if (said.length) {
      const loose = matchRecords(said.join(" "), pool, (x) => x.title, 0.2)
        .filter(
          (m) =>
            words(m.record.title).filter((w) =>
              said.some((x) => x === w || (x.length >= 4 && w.startsWith(x.slice(0, 4)))),
            ).length >= said.length,
        )
        .map((m) => m.record);
      if (loose.length === 1) return { task: loose[0]! };
      if (loose.length > 1) return which(loose);
    }
  }
  return {
    reply: `I couldn't find ${status === "completed" ? "a finished" : status === "any" ? "a" : "an open"} task matching "${phrase}". Ask me "what are my open tasks?" to see the list.`,
  };
}

export const stripRefWords = (p: string) =>
  p
    .replace(FILLERS, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:the |my |that |this )?(?:task |todo |to-do |to do )?(?:called |named |about |to )?/i, "")
    .replace(/ (?:task|todo|to-do|to do|one|thing)$/i, "")
    .trim();

/** The level said in a priority change: "make it urgent" means the urgent level here, not "high" as when adding. */
export function priorityLevel(s: Sentence | string): TaskPriority | undefined {
  const said = typeof s === "string" ? s : s.lower;
  // The level asked for wins ("isn't that urgent any more, make it medium"); a negated "urgent" is not a level.
  const target = /\b(?:make (?:it|that|this)|set (?:it |that |this )?(?:to|as)|change (?:it |that )?to|bump (?:it )?(?:up |down )?to|drop (?:it )?to|should be|to)\s+(?:a\s+)?(low|medium|normal|high|urgent|critical)\b/.exec(said)?.[1];
  if (target) return target === "critical" ? "urgent" : target === "normal" ? "medium" : (target as TaskPriority);
  const l = said.replace(/\b(?:not|isn'?t|isnt|aren'?t|no longer|never)\s+(?:that |so |very |really |super )?(?:urgent|important)\b/g, " not-urgent ");
  if (/\b(?:urgent|critical|top priority|highest|most important|super important)\b/.test(l)) return "urgent";
  if (/\b(?:high|higher|important|asap)\b/.test(l)) return "high";
  if (/\b(?:medium|normal|middle|regular|average)\b/.test(l)) return "medium";
  if (/\b(?:low|lower|lowest|no rush|not urgent|not-urgent|whenever)\b/.test(l)) return "low";
  if (/\bde-?\s?prioriti[sz]e\b/.test(l)) return "low";
  if (/\b(?:re-?\s?)?prioriti[sz]e\b|\braise\b/.test(l)) return "high";
  return undefined;
}

/** "can you please", "ok so", "hey": politeness before the command. */
export const POLITE =
  /^(?:(?:so|ok|okay|um|uh|oh|and|also|hey|right)\s+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+|just\s+)*/;
export const commandOf = (lower: string) => lower.replace(POLITE, "");

/** "back a week", "by 2 days", "forward 3 days", "a week later": a shift in days (negative = earlier) and where it is said. */
export function shiftDays(s: Sentence): { days: number; index: number; end: number } | undefined {
  const m =
    /\b(?:(back|out|forward|up|ahead|later|earlier)\s+)?(?:by\s+)?(a|an|one|a couple of|couple of|a few|\d+)\s+(day|week|month)s?(?:\s+(later|earlier|back|forward|out))?\b/.exec(
      s.lower,
    );
  if (!m || (!m[1] && !m[4] && !/\b(?:push|pushed|bump|delay|postpone|move|shift|bring)\b/.test(s.lower)))
    return undefined;
  const n = /^(?:a|an|one)$/.test(m[2]!) ? 1 : /couple/.test(m[2]!) ? 2 : /few/.test(m[2]!) ? 3 : Number(m[2]);
  const unit = m[3] === "week" ? 7 : m[3] === "month" ? 30 : 1;
  const earlier = /\b(?:forward|up|earlier)\b/.test(`${m[1] ?? ""} ${m[4] ?? ""}`) || /\bbring\b/.test(s.lower);
  return { days: (earlier ? -1 : 1) * n * unit, index: m.index, end: m.index + m[0].length };
}

/** Refuses a due date before today. */
export const pastDate = (date: string, now: Date) =>
  date < localDateKey(now)
    ? `${capital(describeDay(date, now))} has already passed; give me a date from today on.`
    : undefined;
const capital = (x: string) => x[0]!.toUpperCase() + x.slice(1);

export const shifted = (from: string | null, days: number, now: Date) => {
  const base = from ? new Date(`${from}T00:00:00`) : addDays(now, 0);
  return localDateKey(new Date(base.getFullYear(), base.getMonth(), base.getDate() + days));
};

const CATEGORY_WORDS: [string, RegExp][] = [
  ["radio", /\b(?:radio|station|kexp|dj|airplay|playlist|npr|bbc)\b/i],
  ["invoices", /\b(?:invoice|invoices|bill|billing|payment|pay|paid|receipt|tax|taxes)\b/i],
  ["grants", /\b(?:grant|grants|funding|application|apply)\b/i],
  ["audiobooks", /\b(?:audiobook|audiobooks|audible|narration|narrator|chapter|book)\b/i],
  ["licensing", /\b(?:sync|licen[cs]e|licensing|placement|music supervisor)\b/i],
  ["outreach", /\b(?:email|e-mail|pitch|press|blog|newsletter|outreach|promo|promote)\b/i],
  ["contracts", /\b(?:contract|agreement|royalt(?:y|ies)|split sheet)\b/i],
  [
    "music",
    /\b(?:mix|master|mastering|record|recording|song|track|album|ep|single|rehearse|rehearsal|gig|show|tour|studio)\b/i,
  ],
];
export const guessCategory = (title: string) => CATEGORY_WORDS.find(([, re]) => re.test(title))?.[0] ?? "general";
