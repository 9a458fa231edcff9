import { keptUntilWritten } from "../../lib/table-versions";
import { notFound, type ToolContext } from "../../lib/tools";
import {
  askWhich,
  namedByNickname,
  nameWords,
  oncePerMessage,
  pickByName,
  pickedOrAsk,
  withWordsLike,
  wordsLike,
} from "../../lib/understand/records";
import { remembered } from "../../lib/understand/remembered";
import type { SlotList } from "../../lib/understand/templates";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { sameWord, words } from "../../shared/text";
import type { Task } from "./schema";
import SENTENCES from "./sentences.yaml";
import { doneTasksNamed, getTask, pendingTaskRefs, pendingTasks, type TaskRef } from "./service";

/**
 * Which task a sentence names: the lists behind the `{task}` slots of sentences.yaml (open, finished, either, the
 * one talked about before "it"), and the checks a new due date must pass.
 */

const WORDS = SENTENCES as { categories: Record<string, string[]>; generic: string[] };
const PAST_VERBS = new Set(Object.keys((SENTENCES as { lists: { past: Record<string, string> } }).lists.past));
/** Words that name the kind of thing, not which one (sentences.yaml's generic). */
export const GENERIC = new Set(WORDS.generic);
/** A new task's category: the first whose word its title says (sentences.yaml's categories). */
const CATEGORY_WORDS = Object.entries(WORDS.categories).map(
  ([category, said]) => [category, new RegExp(`\\b(?:${said.join("|")})\\b`, "i")] as const,
);

/** Which tasks a slot looks in: open ones, finished ones, or either. */
type Status = "pending" | "completed" | "any";
/** Strict: only a close match of the name counts (the verb is part of it: "I sent the master to Jo"). */
type Strict = { strict?: boolean };

const PRONOUN = /^(?:it|that|this|them|one)(?: one| task| thing| todo)?$/;

const found = new WeakMap<TaskRef[], Map<string, ReturnType<typeof findTask>>>();
/** The open tasks' names, read again only after the tasks were written (a message is understood before it writes). */
const openTasks = (ctx: ToolContext) =>
  oncePerMessage(ctx, "open tasks", () => keptUntilWritten(ctx.db, "tasks", "open refs", () => pendingTaskRefs(ctx.db)));

/** Words that name no task in particular. */
const VAGUE = /^(?:a|one|some|any|another)\s+(?:task|to-?do|item|job|thing)(?:\s+on\s+(?:my|the)\s+list)?$|^one of (?:my|the|those|these) (?:tasks|to-?dos|items|jobs)$/i;

/** A list of the owner's tasks with this status, for a slot: words that name no task leave the template unmatched. */
function taskList(status: Status, opts: Strict = {}): SlotList<Task> {
  return {
    names: (ctx: ToolContext) => pendingTasks(ctx.db).map((t) => t.title),
    find(phrase, ctx: ToolContext) {
      const p = phrase.replace(/\s+/g, " ").trim();
      if (!p || PRONOUN.test(p)) return undefined;
      // "mark a task as done": which one is asked, so the answer ("the bandcamp one") takes the vague words' place.
      if (status === "pending" && VAGUE.test(p)) {
        const open = openTasks(ctx);
        return open.length ? { ask: askWhich("task", open.map(quoted)) } : undefined;
      }
      // Open tasks are one cached list until a write: the same words find the same task until then.
      const find = () => findTask(ctx, p, status, opts);
      const seen = status === "pending" && remembered(found, openTasks(ctx), () => new Map());
      return seen ? remembered(seen, `${opts.strict ? 1 : 0}${p}`, find, 5000) : find();
    },
  };
}

/** The task the words before "it" talk about ("the rehearsal room fell through, reopen it"). */
function mentionedList(status: "pending" | "completed"): SlotList<Task> {
  return {
    // The words before "it" are context, days and all ("I was going to practice the setlist today but did it
    // yesterday, so tick it off").
    readsDates: true,
    names: (ctx: ToolContext) => pendingTasks(ctx.db).map((t) => t.title),
    find(phrase, ctx: ToolContext) {
      const task = taskInContext(ctx, phrase, status);
      return task ? { value: task } : undefined;
    },
  };
}

/** "Practice the setlist": open, medium priority, due today. */
export function taskLine(task: Task, now: Date): string {
  const today = localDateKey(now);
  const due = task.dueDate ? `, ${task.dueDate < today ? "overdue since" : "due"} ${describeDay(task.dueDate, now)}` : ", no due date";
  const notes = task.description ? ` ${task.description.trim().replace(/([^.!?])$/, "$1.")}` : "";
  return `"${task.title}": open, ${task.priority} priority${due}.${notes}`;
}

export const TASK_LISTS: Record<string, SlotList> = {
  task: {
    ...taskList("pending"),
    describe: (task: Task, { now }: ToolContext) => taskLine(task, now),
    kind: ["task", "todo", "to-do", "to do", "item"],
  },
  done_task: taskList("completed"),
  any_task: taskList("any"),
  // "I sent the master to Jo": the verb is part of the name, so only a close match counts.
  task_said: taskList("pending", { strict: true }),
  // "renewed ascap finally": the task's own verb in the past, then a word of its name (every word said is in it).
  task_verbed: {
    names: (ctx: ToolContext) => pendingTasks(ctx.db).map((t) => t.title),
    find(phrase, ctx: ToolContext) {
      const said = words(phrase).filter((w) => !GENERIC.has(w));
      if (said.length < 2 || !PAST_VERBS.has(phrase.trim().split(/\s+/)[0]!.toLowerCase())) return undefined;
      const hits = namedByNickname(said, openTasks(ctx), titleOf);
      return hits.length === 1 ? { value: whole(ctx, hits[0]!) } : undefined;
    },
  },
  mentioned: mentionedList("pending"),
  mentioned_done: mentionedList("completed"),
};

/**
 * A "title" that is really a question, a read request or a sentence about an existing task ("wats on my list",
 * "brief me on my tasks", "I don't need the setlist task anymore") is not a task to add.
 */
// ("brief" asks for a read only with the one to be briefed: "brief me on my tasks"; "brief the animator" is an errand.)
// (A task asked for by name may start with a looking verb: "add a task to check my stats", "… to see the accountant",
// "… to read chapters 15 to 18".)
export const notATitle = (title: string, explicit = false) =>
  /^(?:what|wats|wat|whats|what's|which|how|any|anything|is|are|does|did|show|list|read (?:me|us|out|back)|brief (?:me|us)|summari[sz]e|sum up|recap|catch me up|tell me|give me)\b/i.test(
    title,
  ) ||
  // ("do I have …" asks; "do the VAT return" is an errand.)
  /^do (?:i|we|you|they|he|she|it)\b/i.test(title) ||
  (!explicit && /^(?:see|check|view|read)\b/i.test(title)) ||
  /^(?:i|we) (?:don'?t|do not|no longer|won'?t|didn'?t)\b/i.test(title) ||
  // Said to Sunshine, not an errand: "I have to tell you something: …", "I need to ask you …".
  /^(?:tell|ask|show|warn) (?:you|u)\b|^(?:say|admit|confess) (?:that|this|something)\b/i.test(title) ||
  /\b(?:tasks?|to-?dos?)\b/i.test(title) ||
  // ("…, put both on my list": the things said before, never a task called "Both".)
  /^(?:both|them|them both|both of them|them all|all of them|all (?:two|three|four|five)|the (?:two|three|lot)|those|these)$/i.test(title.trim()) ||
  // Only where something went, and for how much ("log another one on Chirp for $7.99" leaves "On Chirp"; "put another
  // one down on Chirp for 7.99"): a detail of another request, never an errand.
  /^(?:down\s+)?(?:on|at|via|through|from)\s+(?:the\s+|my\s+)?\S+(?:\s+\S+)?(?:\s+for\s+[$£€]?\d[\d.,]*)?$/i.test(title.trim()) ||
  // Only a pointer to something said before ("add that", "put it down"): the words that say what to do are elsewhere.
  // ("put that back on my list": the same pointer, asked back.)
  /^(?:that|this|it|them|those|these|something|stuff|things?|one|the same|back)(?: back| again)?[.!?]*$/i.test(title.trim());


function tasksById(ctx: ToolContext, id: number, status: Status): Task | undefined {
  try {
    const task = getTask(ctx.db, id);
    return status === "any" || task.status === status ? task : undefined;
  } catch {
    return undefined;
  }
}

/** A named task's whole row (the lists hold only ids and titles). */
const whole = (ctx: ToolContext, t: TaskRef): Task => ("status" in t ? (t as Task) : getTask(ctx.db, t.id));

/** Open tasks are few and cached; finished ones can be thousands, so only those sharing a word with `said` are read. */
const tasksSharingWords = (ctx: ToolContext, said: string, status: Status, limit?: number) =>
  status === "pending"
    ? openTasks(ctx)
    : [...(status === "any" ? openTasks(ctx) : []), ...doneTasksNamed(ctx.db, said, limit)];

/** What a task is called (one function, so the open tasks' list is looked up through its words' index). */
const titleOf = (x: TaskRef) => x.title;

const quoted = (x: TaskRef) => `"${x.title}"`;

/** The open (or done) task a phrase names, for a slot; asks when two fit. */
function findTask(ctx: ToolContext, phrase: string, status: Status, opts: Strict) {
  const byId = /^#?(\d+)$/.exec(phrase.trim());
  const task = byId && tasksById(ctx, Number(byId[1]), status);
  if (task) return { value: task };
  // A short nickname ("the bandcamp thing", "the email task"): every distinctive word said is in the title.
  const nickname = opts.strict ? undefined : words(phrase).filter((w) => !GENERIC.has(w));
  const pick = pickByName(phrase, tasksSharingWords(ctx, phrase, status), titleOf, { nickname });
  return "record" in pick ? { value: whole(ctx, pick.record) } : pickedOrAsk(pick, "task", quoted);
}

export const noTask = (name: string, kind = "an open") =>
  notFound(`${kind} task matching`, name, "what are my open tasks?");

export const shifted = (from: string | null, days: number, now: Date) =>
  localDateKey(addDays(from ? new Date(`${from}T00:00:00`) : now, days));

export const guessCategory = (title: string) => CATEGORY_WORDS.find(([, re]) => re.test(title))?.[0] ?? "general";

/** A said word and a title word are the same: exactly, the same first four letters, or within a typo. */
const sameStart = (x: string, w: string) =>
  x === w || (x.length >= 4 && w.length >= 4 && x.slice(0, 4) === w.slice(0, 4)) || sameWord(x, w);

/**
 * The task that the words before a pronoun talk about: the one whose title shares the most words with them (at
 * least two, or all of a one-word title), clearly ahead of the next. Reads only when the context has words.
 */
export function taskInContext(ctx: ToolContext, context: string, status: Status): Task | undefined {
  // (Two letters count: a name such as "Jo" tells the task as well as a long word does.)
  const said = words(context).filter((w) => w.length >= 2 && !GENERIC.has(w));
  if (!said.length) return undefined;
  // With ten years of data the open tasks are thousands, and the templates try this for every way of cutting a
  // sentence: the titles' words said are found through their index, and only the tasks holding one are scored.
  const pool = tasksSharingWords(ctx, context, status, 100);
  const liked = wordsLike(pool, titleOf, said, sameStart, { anyLength: true });
  const scored = withWordsLike(pool, titleOf, said, sameStart, { anyLength: true })
    .map((task) => {
      const have = nameWords(task.title).filter((w) => !GENERIC.has(w));
      const hits = have.filter((w) => liked.has(w)).length;
      return { task, hits, need: Math.min(2, have.length) };
    })
    .filter((x) => x.hits && x.hits >= x.need)
    .sort((a, b) => b.hits - a.hits);
  return scored[0] && (!scored[1] || scored[1].hits < scored[0].hits) ? whole(ctx, scored[0].task) : undefined;
}
