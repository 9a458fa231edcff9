import { t } from "elysia";
import { defineTool, ToolError, type ToolContext, type Understood } from "../../lib/tools";
import { readRepeat, type Repeat } from "../../lib/understand/recurrence";
import { describeDay, localDateKey } from "../../shared/dates";
import { firstOccurrence } from "../../shared/recurrence";
import { bareErrand, ERRAND } from "./errands";
import { createTaskBody } from "./model";
import { createTask, deleteTask, describeTask, repeatOf, updateTask } from "./service";
import { changeTools } from "./tools-change";
import { firstClause, isPronoun, pronounCommand, taskInContext, withoutDates } from "./tools-context";
import { listTasksTool } from "./tools-read";
import { commandOf, findTask, guessCategory, notATitle, pastDate, stripRefWords, taskTitle } from "./understand";

export { findTask, guessCategory, taskTitle } from "./understand";

/** What the assistant can do with the to-do list. */

const taskRef = t.Object({ id: t.Integer({ minimum: 1, description: "The task's id (from list_tasks)" }) });

/** The title without the words that said how it repeats ("Post on instagram every" → "Post on instagram"). */
function withoutRepeat(title: string, repeat: Repeat): string {
  const cut = title
    .replace(new RegExp(`\\s*${repeat.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i"), "")
    .replace(/\s+(?:on\s+)?(?:every|each)(?:\s+(?:other|second))?\s*$/i, "")
    .trim();
  return cut ? cut[0]!.toUpperCase() + cut.slice(1) : cut;
}

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
      {
        template:
          "^<polite> <add> [a|an|another|new|the] [new|quick|urgent|high priority|low priority] (task|todo|to-do|to do|taks|tsak|tast)",
        weight: 1.2,
      },
      { template: "(task|todo|to-do|to do)", weight: 0.45 },
      // "todo: send the invoice to Jo", "urgent: renew PRS by the end of the month": a line that starts as a list item.
      { template: "^[new|a|an] [urgent|quick] (task|todo|to-do|to do)", weight: 1.25 },
      { template: "^(urgent|asap|important|critical|top priority|high priority)", weight: 0.75 },
      // A bare errand with a day ("call mum on sunday"): understand() takes it only when a date is said.
      { template: `^<polite> ${ERRAND}`, weight: 0.55 },
      { template: "^[a|an|another] [new|quick] (low|medium|normal|high|top|urgent|critical) [priority] (task|todo|to-do|one)", weight: 1 },
      { template: "^<polite> remind me (to|that|about|of)", weight: 0.9 },
      { template: "* remind me to", weight: 0.6 },
      {
        template: "* (to|on|onto|for) (my|the) (list|tasks|task list|to-do list|todo list|to do list|to-do|todo)",
        weight: 1.1,
      },
      { template: "^<polite> (jot down|note down|write down|put down|make a note to)", weight: 0.7 },
      {
        template:
          "^[so|ok|and|also|oh] [i|we] [really|definitely|probably|also|still|just] (need to|have to|must|should|gotta|got to|ought to)",
        weight: 0.55,
      },
      {
        template: "* (i|we) [really|definitely|probably|also|still|seriously] (need to|have to|gotta|got to)",
        weight: 0.5,
      },
      { template: "^[please] ((don't|dont|do not) [let me] forget to|remember to|make sure (i|to))", weight: 0.6 },
      { template: "^[i|we] (need to|have to|must|should|gotta|got to|ought to|better)", weight: 0.55 },
    ],
    // "jot down in my legal notes that…" is a note for the knowledge base, not a task.
    unless: [/\bremind me (?:at|in \d|on .* at)\b/, /\b(?:in|into|to|on) (?:my|the) (?:\w+ )?notes\b/],
    understand(s, { now }) {
      const repeat = readRepeat(s.lower);
      const title = repeat ? withoutRepeat(taskTitle(s), repeat) : taskTitle(s);
      if (notATitle(title)) return undefined;
      if (bareErrand(s, title) && (!s.when() || s.interrogative)) return undefined;
      if (!title || title.length < 2) return { ask: 'What should the task be? Try "remind me to call KEXP tomorrow".' };
      const when = s.when();
      if (when) {
        const past = pastDate(when.date, now);
        if (past) return { reply: past };
      }
      const args: {
        title: string;
        priority: "low" | "medium" | "high" | "urgent";
        dueDate?: string;
        category: string;
        recurrence?: string;
      } = {
        title,
        // A line labelled "urgent:" / "URGENT -" is the urgent level itself ("it's urgent" in passing is high).
        priority: /^\s*(?:urgent|asap|critical)\s*[:!,–—-]/i.test(s.text) ? "urgent" : (s.priority() ?? "medium"),
        category: guessCategory(title),
      };
      if (when) args.dueDate = when.date;
      if (repeat) {
        // The first day of the rule from today on (today itself when it fits).
        const first = firstOccurrence(repeat.rule, 23, 59, now);
        if (first) Object.assign(args, { dueDate: localDateKey(first), recurrence: repeat.rule });
      }
      return { args, confidence: 0.9 };
    },
    run(args, { db, now }) {
      if (args.dueDate) {
        const past = pastDate(args.dueDate.slice(0, 10), now);
        if (past) throw new ToolError(past);
      }
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
      "^<polite> (mark|set|tick|check|cross) * [as] (done|complete|completed|finished)",
      "^<polite> (tick|check|cross|mark) off",
      "^<polite> (complete|finish) [the] task",
      "^[i|we] [have|'ve] [just|already|finally] (finished|completed|done with|did|sorted|wrapped up|handled|sent|called|emailed|paid)",
      "* (is|are|was) [all] (done|finished|complete|completed|sorted)",
      "^(done|finished|completed) [with]",
      // "…sent it this morning, you can tick that off": the task is named before the pronoun.
      "* (tick|check|cross|mark) (it|that|this) [one] (off|done|as done|complete|as complete|as completed)",
    ],
    unless: [/\b(?:not|never|(?:do|does|did|is|are|was|were|have|has|had|wo|ca|could|should|would)n'?t)\b/],
    understand(s, ctx) {
      const ref = pronounCommand(
        s.lower,
        "(?:tick|check|cross|mark) off P|(?:tick|check|cross|mark) P off|(?:mark|set) P (?:as )?(?:done|complete|completed|finished)",
      );
      if (ref) {
        const task = taskInContext(ctx, ref.context, "pending");
        return task ? { args: { id: task.id } } : undefined;
      }
      // The first clause alone first ("tick off the ascap renewal, sorted it this morning"), then the whole sentence.
      const clause = firstClause(s);
      for (const l of clause ? [clause, withoutDates(s)] : [withoutDates(s)]) {
        const u = completeFrom(l, ctx);
        if (u) return u;
      }
      return undefined;
    },
    run({ id }, { db, now }) {
      const task = updateTask(db, id, { status: "completed" }, now);
      const next = repeatOf(db, task);
      return {
        summary: `Nice work! Marked "${task.title}" as done.${next?.dueDate ? ` It repeats: the next one is due ${describeDay(next.dueDate, now)}.` : ""}`,
        data: task,
        link: "/",
        undo: () => {
          if (next) deleteTask(db, next.id);
          updateTask(db, id, { status: "pending" }, now);
          return `"${task.title}" is open again.`;
        },
      };
    },
  }),

  defineTool({
    name: "reopen_task",
    description: "Reopen a task that was marked done.",
    input: taskRef,
    kind: "write",
    examples: ["reopen call KEXP", "mark send the master as not done"],
    patterns: [
      "^<polite> (reopen|re-open|undo complete|uncomplete|untick|uncheck|unmark)",
      "(mark|set) * [as] (not done|undone|incomplete|pending|open|unfinished)",
    ],
    understand(s, ctx) {
      const ref = pronounCommand(
        s.lower,
        "(?:reopen|re-open|uncomplete|untick|uncheck|unmark) P|(?:mark|set) P (?:as )?(?:not done|undone|incomplete|pending|open|unfinished)",
      );
      if (ref) {
        const task = taskInContext(ctx, ref.context, "completed");
        return task ? { args: { id: task.id } } : undefined;
      }
      const m =
        /^(?:reopen|re-open|uncomplete|untick|uncheck|unmark|mark|set) (?:the )?(?:task )?(.+?)(?: (?:as )?(?:not done|undone|incomplete|pending|open|unfinished))?$/.exec(
          commandOf(s.lower),
        );
      const phrase = m?.[1] && stripRefWords(m[1]);
      if (!phrase || isPronoun(phrase)) return undefined;
      const found = findTask(ctx, phrase, "completed");
      return "task" in found ? { args: { id: found.task.id } } : found;
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
  ...changeTools,
  listTasksTool,
];

const COMPLETE =
  /^(?:(?:mark|set|tick|check|cross)(?: off)? (.+?)(?: (?:as )?(?:done|complete|completed|finished))?|(?:complete|finish) (?:the )?task (.+)|(?:i |we )?(?:have |'ve )?(?:just |already |finally )?(?:finished|completed|done with|wrapped up|sorted) (.+)|(.+?) (?:is|are|was) (?:all )?(?:done|finished|complete|completed|sorted)|(?:done|finished|completed) (?:with )?(.+)|(?:i |we )?(?:have |'ve )?(?:just |already |finally )?(?:did|sent|called|emailed|paid|handled) (.+))$/;

/** "mark X as done", "finished X", "X is sorted" → the open task X; undefined when the words name no task. */
function completeFrom(lower: string, ctx: ToolContext): Understood<{ id: number }> {
  const m = COMPLETE.exec(
    commandOf(lower)
      .replace(/[.!?]+$/, "")
      .trim(),
  );
  if (!m) return undefined;
  const phrase = stripRefWords(m.slice(1).find(Boolean) ?? "");
  // "sorted it": the task is named elsewhere in the sentence (or in no clause this one can see).
  if (!phrase || isPronoun(phrase)) return undefined;
  // "I sent the invoice" with no such task is not a command to this tool: match strictly, including the verb.
  if (m[6]) {
    const verb = /\b(did|sent|called|emailed|paid|handled)\b/.exec(lower)?.[1] ?? "";
    const found = findTask(ctx, `${verb} ${phrase}`, "pending", { strict: true });
    return "task" in found ? { args: { id: found.task.id } } : undefined;
  }
  const found = findTask(ctx, phrase);
  return "task" in found ? { args: { id: found.task.id } } : found;
}
