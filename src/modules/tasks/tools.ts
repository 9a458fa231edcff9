import { t } from "elysia";
import { pickRecord } from "../../lib/understand/records";
import { asTitle, type Sentence } from "../../lib/understand/sentence";
import { defineTool, type ToolContext, type Understood } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { createTaskBody } from "./model";
import type { Task } from "./schema";
import { createTask, deleteTask, describeTask, getTask, listTasks, pendingTasks, updateTask } from "./service";

/** What the assistant can do with the to-do list. */

const taskLine = (task: Task, now: Date) =>
  `"${task.title}" (${task.priority}${task.dueDate ? `, due ${describeDay(task.dueDate, now)}` : ""})`;

/** Leading command words that are not part of a task's title. */
const TASK_LEAD = [
  /^(?:so |ok |okay |um |oh |also |and )*(?:can|could|would|will) you(?: please)? /,
  /^(?:please |pls |kindly )/,
  /^(?:remind me (?:to|that i (?:need|have|must|should) to|that|about|of)|remind me)\b/,
  /^(?:add|create|make|new|put|set up|log|save|jot down|note down|write down|put down|stick|throw|pop)(?: (?:a|an|another|new|the|one more|me a))*(?: (?:new|quick|high priority|urgent|low priority))? (?:task|todo|to-do|to do|item|reminder)(?:s)?(?: (?:to|for|called|named|titled|saying|that says|on my list|:))*(?=\s|$)/,
  /^(?:add|put|stick|throw|pop|write down|jot down) (?=.+ (?:to|on|onto) (?:my|the) (?:list|tasks|task list|to-?do(?: list)?)\b)/,
  /^(?:a )?(?:task|todo|to-do|to do)\b:?/,
  /^(?:don'?t (?:let me )?forget to|don'?t forget|remember to|make sure (?:i|we) |make sure to)/,
  /^(?:i|we)(?:'ll| will)? (?:really |definitely |probably |also |still |just )?(?:need to|have to|must|should|gotta|got to|ought to|want to|wanna)\b/,
  /^(?:i|we)'(?:ve|d) (?:got to|to|better)\b/,
  /^(?:need to|have to|must|should|gotta|got to|ought to)\b/,
];
const TASK_TAIL = [
  /\b(?:to|on|onto) (?:my|the) (?:list|tasks|task list|to-?do(?: list)?)\b/,
  /\b(?:as|with) (?:a )?(?:high|low|medium|normal) priority\b/,
  /\b(?:as|with) (?:a )?(?:task|todo)\b/,
];

export function taskTitle(s: Sentence): string {
  let title = s.rest(TASK_TAIL);
  for (let pass = 0; pass < 4; pass++) {
    const before = title;
    for (const re of TASK_LEAD) {
      const m = re.exec(title.toLowerCase());
      if (m && m.index === 0) title = title.slice(m[0].length).trim();
    }
    title = title.replace(/^(?:to|that|about)\s+/i, "").trim();
    if (title === before) break;
  }
  return asTitle(title);
}

/** The open (or done) task a phrase names; asks when two fit, says so when none does. */
export function findTask(
  ctx: ToolContext,
  phrase: string,
  status: "pending" | "completed" | "any" = "pending",
): { task: Task } | { ask: string } | { reply: string } {
  const pool = status === "pending" ? pendingTasks(ctx.db) : listTasks(ctx.db, status === "any" ? undefined : status);
  const byId = /^#?(\d+)$/.exec(phrase.trim());
  if (byId) {
    const task = pool.find((x) => x.id === Number(byId[1]));
    if (task) return { task };
  }
  const pick = pickRecord(phrase, pool, (x) => x.title);
  if ("record" in pick) return { task: pick.record };
  if ("ambiguous" in pick)
    return { ask: `Which task do you mean: ${listOf(pick.ambiguous.slice(0, 4).map((x) => `"${x.title}"`))}?` };
  return {
    reply: `I couldn't find ${status === "completed" ? "a finished" : status === "any" ? "a" : "an open"} task matching "${phrase}". Ask me "what are my open tasks?" to see the list.`,
  };
}

const taskRef = t.Object({ id: t.Integer({ minimum: 1, description: "The task's id (from list_tasks)" }) });

const refArgs = <A extends object>(
  s: Sentence,
  ctx: ToolContext,
  re: RegExp,
  status: "pending" | "completed" | "any",
  extra: (task: Task) => A,
): Understood<{ id: number } & A> => {
  const phrase = s.capture(re)?.[1];
  if (!phrase) return undefined;
  const found = findTask(ctx, s.rest([], {}).length ? stripRefWords(phrase) : phrase, status);
  if ("task" in found) return { args: { id: found.task.id, ...extra(found.task) } };
  return found;
};
const stripRefWords = (p: string) =>
  p.replace(/^(?:the |my |that |this )?(?:task |todo |to-do )?(?:called |named |about |to )?/i, "").replace(/ (?:task|todo)$/i, "").trim();

export const tasksTools = [
  defineTool({
    name: "add_task",
    description: "Add a task to the to-do list (title, optional priority low|medium|high|urgent and due date).",
    input: createTaskBody,
    kind: "write",
    examples: [
      "remind me to call KEXP tomorrow, urgent",
      "add task send the master to Jo by friday",
      "I need to renew the ASCAP registration next week",
    ],
    patterns: [
      { template: "^[please] <add> [a|an|another|new|the] [new|quick|urgent] (task|todo|to-do|to do)", weight: 1.2 },
      { template: "(task|todo|to-do|to do)", weight: 0.45 },
      { template: "^remind me (to|that|about|of)", weight: 0.9 },
      { template: "* (to|on|onto) (my|the) (list|tasks|task list|to-do list|todo list|to-do|todo)", weight: 1.1 },
      { template: "^[so|ok|and|also|oh] [i|we] [really|definitely|probably|also|still|just] (need to|have to|must|should|gotta|got to|ought to)", weight: 0.55 },
      { template: "^[please] (don't forget to|dont forget to|remember to|make sure (i|to))", weight: 0.6 },
      { template: "^[i|we] (need to|have to|must|should|gotta|got to|ought to|better)", weight: 0.55 },
    ],
    unless: [/\bremind me (?:at|in \d|on .* at)\b/],
    understand(s, ctx) {
      const title = taskTitle(s);
      if (!title || title.length < 2) return { ask: 'What should the task be? Try "remind me to call KEXP tomorrow".' };
      const when = s.when();
      const args: { title: string; priority: "low" | "medium" | "high" | "urgent"; dueDate?: string; category: string } = {
        title,
        priority: s.priority() ?? "medium",
        category: guessCategory(title),
      };
      if (when) args.dueDate = when.date;
      void ctx;
      return { args, confidence: 0.9 };
    },
    run(args, { db, now }) {
      const task = createTask(db, args, now);
      return {
        summary: `Added task ${describeTask(task, now)}.`,
        data: task,
        link: "/",
        undo: () => (deleteTask(db, task.id), `Removed the task "${task.title}".`),
      };
    },
  }),

  defineTool({
    name: "complete_task",
    description: "Mark an open task as done.",
    input: taskRef,
    kind: "write",
    examples: ["mark call KEXP as done", "I finished the mixdown", "tick off send invoice to Acme"],
    patterns: [
      "^[please] (mark|set|tick|check|cross) * [as] (done|complete|completed|finished)",
      "^[please] (tick|check|cross|mark) off",
      "^[please] (complete|finish) [the] task",
      "^[i] [have|'ve] [just|already] (finished|completed|done with|did|sorted|wrapped up|handled|sent|called|emailed|paid)",
      "* (is|are|was) [all] (done|finished|complete|completed|sorted)",
      "^(done|finished|completed) [with]",
    ],
    unless: [/\b(?:not|n't|never)\b/],
    understand(s, ctx) {
      const re =
        /^(?:please )?(?:(?:mark|set|tick|check|cross)(?: off)? (.+?)(?: (?:as )?(?:done|complete|completed|finished))?|(?:complete|finish) (?:the )?task (.+)|(?:i )?(?:have |'ve )?(?:just |already )?(?:finished|completed|done with|wrapped up|sorted) (.+)|(.+?) (?:is|are|was) (?:all )?(?:done|finished|complete|completed|sorted)|(?:done|finished|completed) (?:with )?(.+)|(?:i )?(?:have |'ve )?(?:just |already )?(?:did|sent|called|emailed|paid|handled) (.+))$/;
      const m = s.capture(re);
      if (!m) return undefined;
      const phrase = stripRefWords((m.slice(1).find(Boolean) ?? "").replace(/[.!?]+$/, ""));
      if (!phrase) return undefined;
      const verbPhrase = m[6] ? `${/(did|sent|called|emailed|paid|handled)/.exec(s.lower)?.[1] ?? ""} ${phrase}` : phrase;
      const found = findTask(ctx, m[6] ? verbPhrase : phrase);
      if ("task" in found) return { args: { id: found.task.id } };
      // "I sent the invoice" with no such task is not a command to this tool.
      return m[6] ? undefined : found;
    },
    run({ id }, { db, now }) {
      const task = updateTask(db, id, { status: "completed" }, now);
      return {
        summary: `Nice work! Marked "${task.title}" as done.`,
        data: task,
        link: "/",
        undo: () => (updateTask(db, id, { status: "pending" }, now), `"${task.title}" is open again.`),
      };
    },
  }),

  defineTool({
    name: "reopen_task",
    description: "Reopen a task that was marked done.",
    input: taskRef,
    kind: "write",
    examples: ["reopen call KEXP", "mark send the master as not done"],
    patterns: ["^[please] (reopen|re-open|undo complete|uncomplete|untick|uncheck|unmark)", "(mark|set) * [as] (not done|undone|incomplete|pending|open)"],
    understand(s, ctx) {
      return refArgs(
        s,
        ctx,
        /^(?:please )?(?:reopen|re-open|uncomplete|untick|uncheck|unmark|mark|set) (?:the )?(?:task )?(.+?)(?: (?:as )?(?:not done|undone|incomplete|pending|open))?$/,
        "completed",
        () => ({}),
      );
    },
    run({ id }, { db, now }) {
      const task = updateTask(db, id, { status: "pending" }, now);
      return {
        summary: `Reopened "${task.title}".`,
        data: task,
        undo: () => (updateTask(db, id, { status: "completed" }, now), `"${task.title}" is done again.`),
      };
    },
  }),

  defineTool({
    name: "reschedule_task",
    description: "Change a task's due date (dueDate YYYY-MM-DD, or null to clear it).",
    input: t.Object({ id: t.Integer({ minimum: 1 }), dueDate: t.Union([t.Null(), t.String({ format: "date" })]) }),
    kind: "write",
    examples: ["move call KEXP to next monday", "push the mixdown to friday", "the newsletter task is due on the 5th"],
    patterns: [
      "^[please] <change> * (to|until|till|for|back to|forward to|on|by) <when>",
      "^[please] <change> * (due date|deadline)",
      "* (is|should be) (due|now due) *",
      "^[please] (postpone|delay|push back|push) *",
    ],
    understand(s, ctx) {
      const when = s.whens().at(-1);
      if (!when) return /\b(?:no|without a|clear the) (?:due date|deadline)\b/.test(s.lower) ? undefined : undefined;
      const m = s.capture(
        /^(?:please )?(?:change|move|moved|push(?: back)?|pushed|shift|reschedule|postpone|bump|delay|bring forward|update|set|make)?\s*(?:the )?(?:due date (?:of|for) |deadline (?:of|for) )?(.+?)(?:'s (?:due date|deadline))?(?: task)?\s+(?:(?:is|should be) (?:now )?due|to|until|till|for|back to|forward to|on|by|due)\b/,
      );
      const phrase = m?.[1] ? stripRefWords(m[1]) : "";
      if (!phrase) return undefined;
      const found = findTask(ctx, phrase);
      if ("task" in found) return { args: { id: found.task.id, dueDate: when.date } };
      return /\b(task|todo|due)\b/.test(s.lower) ? found : undefined;
    },
    run({ id, dueDate }, { db, now }) {
      const before = getTask(db, id);
      const task = updateTask(db, id, { dueDate }, now);
      return {
        summary: task.dueDate ? `Moved "${task.title}" to ${describeDay(task.dueDate, now)}.` : `"${task.title}" has no due date now.`,
        data: task,
        undo: () => (updateTask(db, id, { dueDate: before.dueDate }, now), `"${task.title}" is due ${before.dueDate ? describeDay(before.dueDate, now) : "whenever"} again.`),
      };
    },
  }),

  defineTool({
    name: "prioritise_task",
    description: "Change a task's priority (low, medium, high, urgent).",
    input: t.Object({
      id: t.Integer({ minimum: 1 }),
      priority: t.Union([t.Literal("low"), t.Literal("medium"), t.Literal("high"), t.Literal("urgent")]),
    }),
    kind: "write",
    examples: ["make call KEXP urgent", "set the newsletter task to low priority", "bump the mixdown to high priority"],
    patterns: [
      "^[please] (make|set|mark|change|bump|raise|lower|drop|flag) * (urgent|high|low|medium|normal|critical|priority|important|asap)",
      "^[please] (prioritise|prioritize|deprioritise|deprioritize)",
      "* (is|should be) (urgent|high priority|low priority|top priority|critical)",
    ],
    understand(s, ctx) {
      let priority = s.priority();
      if (!priority && /\b(?:prioriti[sz]e|raise)\b/.test(s.lower)) priority = "high";
      if (!priority && /\b(?:deprioriti[sz]e|lower|drop)\b/.test(s.lower)) priority = "low";
      if (!priority) return undefined;
      const m = s.capture(
        /^(?:please )?(?:make|set|mark|change|bump|raise|lower|drop|flag|prioriti[sz]e|deprioriti[sz]e)?\s*(?:the )?(?:priority (?:of|for) )?(.+?)(?:'s priority)?(?: task)?(?:\s+(?:to|as|is|should be|a|up to|down to)\b.*|\s+(?:urgent|critical|asap|important)\b.*)?$/,
      );
      const phrase = m?.[1] ? stripRefWords(m[1].replace(/\b(?:urgent|high|low|medium|priority|critical)\b/gi, "")) : "";
      if (!phrase) return undefined;
      const found = findTask(ctx, phrase);
      if ("task" in found) return { args: { id: found.task.id, priority } };
      return found;
    },
    run({ id, priority }, { db, now }) {
      const before = getTask(db, id);
      const task = updateTask(db, id, { priority }, now);
      return {
        summary: `"${task.title}" is now ${task.priority} priority.`,
        data: task,
        undo: () => (updateTask(db, id, { priority: before.priority }, now), `"${task.title}" is ${before.priority} priority again.`),
      };
    },
  }),

  defineTool({
    name: "delete_task",
    description: "Delete a task for good (asks for confirmation).",
    input: taskRef,
    kind: "destructive",
    examples: ["delete the task call KEXP", "remove buy strings from my list"],
    patterns: ["^[please] <remove> * (task|todo|to-do|from my list|off my list|from the list|off the list)", "^[please] (delete|remove|erase) *"],
    understand(s, ctx) {
      const m = s.capture(/^(?:please )?(?:delete|remove|cancel|drop|get rid of|erase|scrap|trash|clear)\s+(?:the )?(?:task |todo |to-do )?(.+?)(?: task| todo)?(?: (?:from|off) (?:my|the) (?:list|tasks|to-?do list))?$/);
      if (!m?.[1]) return undefined;
      const found = findTask(ctx, stripRefWords(m[1]), "any");
      if ("task" in found) return { args: { id: found.task.id } };
      return /\b(task|todo|to-do|list)\b/.test(s.lower) ? found : undefined;
    },
    preview: ({ id }, { db }) => `Delete the task "${getTask(db, id).title}"`,
    run({ id }, { db, now }) {
      const task = getTask(db, id);
      deleteTask(db, id);
      return {
        summary: `Deleted the task "${task.title}".`,
        undo: () => {
          const back = createTask(db, { ...task, description: task.description, category: task.category }, now);
          return `Brought back the task "${back.title}".`;
        },
      };
    },
  }),

  defineTool({
    name: "list_tasks",
    description: "Read the to-do list: open, overdue, due today, due this week, or completed tasks.",
    input: t.Object({
      filter: t.Optional(
        t.Union([t.Literal("open"), t.Literal("overdue"), t.Literal("today"), t.Literal("week"), t.Literal("completed")]),
      ),
    }),
    kind: "read",
    examples: ["what's overdue?", "what do I have to do today", "show my open tasks", "what's due this week"],
    patterns: [
      { template: "<show> * (tasks|todos|to-dos|to do|todo|to-do list|list|plate|agenda)", weight: 0.9 },
      { template: "* (overdue|late|behind|past due|missed)", weight: 0.7 },
      { template: "<show> * (due|do) * (today|this week|tomorrow)", weight: 0.8 },
      { template: "(what|anything) * (left|pending|open|remaining) *", weight: 0.6 },
      { template: "(what|what's|whats) (next|on|should i do|should i work on|do i need to do)", weight: 0.7 },
      { template: "(have i|did i) (finished|completed|done) *", weight: 0.7 },
    ],
    understand(s) {
      const l = s.lower;
      const filter: "overdue" | "completed" | "today" | "week" | "open" = /\b(?:overdue|late|behind|past due|missed)\b/.test(l)
        ? "overdue"
        : /\b(?:finished|completed|done|ticked off)\b/.test(l) && /\b(?:what|which|show|list|have i|did i)\b/.test(l)
          ? "completed"
          : /\btoday\b|\btonight\b/.test(l)
            ? "today"
            : /\b(?:this week|next 7 days|next seven days|coming up|upcoming|this coming week)\b/.test(l)
              ? "week"
              : "open";
      return { args: { filter } };
    },
    run({ filter = "open" }, { db, now }) {
      const today = localDateKey(now);
      const weekEnd = localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7));
      const open = pendingTasks(db);
      const overdue = open.filter((x) => x.dueDate && x.dueDate < today).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
      let list: Task[];
      let summary: string;
      switch (filter) {
        case "overdue":
          list = overdue;
          summary = list.length
            ? `${plural(list.length, "task is", "tasks are")} overdue: ${listOf(list.map((x) => taskLine(x, now)))}.`
            : "Nothing is overdue. You're on top of things!";
          break;
        case "today": {
          list = open.filter((x) => x.dueDate === today);
          summary = list.length ? `Due today: ${listOf(list.map((x) => taskLine(x, now)))}.` : "Nothing is due today.";
          if (overdue.length)
            summary += ` Also ${plural(overdue.length, "task is", "tasks are")} overdue: ${listOf(overdue.map((x) => `"${x.title}"`))}.`;
          break;
        }
        case "week": {
          list = open.filter((x) => x.dueDate && x.dueDate >= today && x.dueDate <= weekEnd).sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
          summary = list.length
            ? `Due in the next 7 days: ${listOf(list.map((x) => taskLine(x, now)))}.`
            : "Nothing is due in the next 7 days.";
          if (overdue.length) summary += ` ${plural(overdue.length, "task is", "tasks are")} already overdue.`;
          break;
        }
        case "completed":
          list = listTasks(db, "completed").slice(0, 20);
          summary = list.length ? `Recently completed: ${listOf(list.map((x) => `"${x.title}"`))}.` : "No completed tasks yet.";
          break;
        default:
          list = open;
          summary = list.length
            ? `You have ${plural(list.length, "open task")}${overdue.length ? ` (${overdue.length} overdue)` : ""}: ${listOf(list.map((x) => taskLine(x, now)))}.`
            : "You have no open tasks. Tell me what's next and I'll add it.";
      }
      return { summary, data: { filter, count: list.length, tasks: list.slice(0, 30) }, link: "/" };
    },
  }),
];

const CATEGORY_WORDS: [string, RegExp][] = [
  ["radio", /\b(?:radio|station|kexp|dj|airplay|playlist|npr|bbc)\b/i],
  ["invoices", /\b(?:invoice|invoices|bill|billing|payment|pay|paid|receipt|tax|taxes)\b/i],
  ["grants", /\b(?:grant|grants|funding|application|apply)\b/i],
  ["audiobooks", /\b(?:audiobook|audiobooks|audible|narration|narrator|chapter|book)\b/i],
  ["licensing", /\b(?:sync|licen[cs]e|licensing|placement|music supervisor)\b/i],
  ["outreach", /\b(?:email|e-mail|pitch|press|blog|newsletter|outreach|promo|promote)\b/i],
  ["contracts", /\b(?:contract|agreement|royalt(?:y|ies)|split sheet)\b/i],
  ["music", /\b(?:mix|master|mastering|record|recording|song|track|album|ep|single|rehearse|rehearsal|gig|show|tour|studio)\b/i],
];
export const guessCategory = (title: string) => CATEGORY_WORDS.find(([, re]) => re.test(title))?.[0] ?? "general";
