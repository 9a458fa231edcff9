import { t } from "elysia";
import { defineTool, ToolError, type ToolContext, type Understood } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import type { Task } from "./schema";
import { describeDay } from "../../shared/dates";
import { deleteTask, getTask, restoreTask, updateTask } from "./service";
import { isPronoun, NOT_BEFORE, pronounCommand, taskInContext } from "./tools-context";
import { commandOf, findTask, pastDate, POLITE, priorityLevel, shiftDays, shifted, stripRefWords } from "./understand";

/** Changing a task: its due date, its priority, or deleting it. */

const LIST = String.raw`(?:list|tasks|task list|to[- ]?do(?: list)?|todo list|to-dos|todos)`;
const MOVE_VERB =
  /^(?:change|move|moved|push(?:ed)?(?: back)?|shift|reschedule|re-schedule|postpone|bump|delay|bring(?: forward)?|update|set|make|put off|put back)\s+/;
/** Words between the task's name and its new date: "… to friday", "… is now due on the 5th", "… back a week". */
const BEFORE_DATE =
  /(?:\s+(?:to|until|till|for|back|forward|out|back to|forward to|on|by|due|is|s|should be|now|be|'s due date|'s deadline|the|task|todo))+\s*$/;
const THE_DUE_DATE = /^(?:the )?(?:due date|deadline|date) (?:of|for|on) /;
/**
 * The task first, then the move: "the press kit thing can slide to the 10th", "kexp call can wait till friday",
 * "practising the setlist needs moving to tomorrow", "the mixdown has to be pushed back a week".
 */
const SUBJECT_MOVE =
  /^(.+?)\s+(?:(?:can|could|should|will|would|may|might|must|needs?|has|have|is|are|got|gets|had better)(?:\s+(?:to|have to|be|just|easily|probably|definitely|now|get))*\s+)?(?:slide|slip|wait|move|moved|moving|push|pushed|shift|shifted|bump|bumped|postponed?|delayed?|rescheduled?|put off|go back|go)(?:\s+(?:back|out|forward|up))?(?=\s+(?:to|until|till|til|for|on|by|back|out|a|an|one|\d|next|this|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/;
const MOVE_REF = "(?:move|push|shift|reschedule|postpone|bump|delay|bring|put off|put back|change) P";

export const changeTools = [
  defineTool({
    name: "reschedule_task",
    description: "Change a task's due date (dueDate YYYY-MM-DD, or null to clear it).",
    input: t.Object({ id: t.Integer({ minimum: 1 }), dueDate: t.Union([t.Null(), t.String({ format: "date" })]) }),
    kind: "write",
    examples: [
      "move call KEXP to next monday",
      "push the mixdown back a week",
      "the newsletter task is due on the 5th",
    ],
    patterns: [
      { template: "^<polite> <change> * (to|until|till|for|back to|forward to|on|by) <when>", weight: 1 },
      { template: "^<polite> <change> * (due date|deadline)", weight: 1.05 },
      { template: "* (is|should be|s) [now] due *", weight: 1 },
      { template: "^<polite> (postpone|delay|push back|push|put off|put back)", weight: 1 },
      { template: "^<polite> (reschedule|re-schedule)", weight: 0.9 },
      {
        template:
          "^<polite> (reschedule|postpone|push|move|shift|bump|delay) * (to|until|till|for|back to|forward to|on|by) *",
        weight: 0.95,
      },
      {
        template:
          "^<polite> (push|move|bump|shift|delay|postpone|bring) * (back|forward|out|up|by) [by] (a|an|one|couple|few|\\d+) *",
        weight: 1.2,
      },
      {
        template:
          "* (slide|slip|wait|move|moved|moving|pushed|shifted|bumped|postponed|delayed|rescheduled|go) [back|out] (to|until|till|til|for|on|by|back|out)",
        weight: 0.9,
      },
      { template: "* (move|push|shift|reschedule|postpone|bump|delay|bring) (it|that|this) *", weight: 0.9 },
    ],
    understand(s, { db, now, config }) {
      const ctx = { db, now, config };
      const l = s.lower;
      const ref = pronounCommand(l, MOVE_REF);
      if (ref) return moveTo(s, ctx, taskInContext(ctx, ref.context, "pending"), l.length - ref.command.length);
      const subject = SUBJECT_MOVE.exec(commandOf(l));
      if (subject && !NOT_BEFORE.test(subject[0]) && !/^(?:i|we|you)\b/.test(subject[1]!)) {
        // Only a subject that names a task ("the roxy gig can move to saturday" is the calendar's).
        const found = findTask(ctx, stripRefWords(subject[1]!));
        if ("task" in found) return moveTo(s, ctx, found.task, l.length - commandOf(l).length + subject[0].length);
        if ("ask" in found) return found;
      }
      const polite = POLITE.exec(l)![0].length;
      const verb = MOVE_VERB.exec(l.slice(polite));
      const due = /\bdue\b|\bdeadline\b/.test(l);
      if (!verb && !due) return undefined;
      const shift = shiftDays(s);
      const start = polite + (verb?.[0].length ?? 0);
      // "back a week" is a shift from the task's own date, not the date a week from today.
      const when = s
        .whens()
        .filter((w) => w.index >= polite && !(shift && w.index >= shift.index && w.index < shift.end))
        .at(-1);
      if (!shift && !when) {
        // "reschedule call KEXP": the task is clear, the date is not: ask rather than guess.
        const named = verb && findTask(ctx, stripRefWords(l.slice(start)), "pending", { strict: true });
        return named && "task" in named
          ? { ask: `When should "${named.task.title}" be due? Try "move it to friday".` }
          : undefined;
      }
      const end = shift && (!when || shift.index < when.index) ? shift.index : when!.index;
      if (end <= start) return undefined;
      const phrase = stripRefWords(
        s.text.slice(start, end).toLowerCase().replace(THE_DUE_DATE, "").replace(BEFORE_DATE, "").replace(/'s$/, ""),
      );
      if (!phrase || isPronoun(phrase)) return undefined;
      const found = findTask(ctx, phrase);
      if (!("task" in found)) return /\b(?:task|todo|to-do|due)\b/.test(l) ? found : undefined;
      const dueDate =
        shift && !(when && when.index > shift.index) ? shifted(found.task.dueDate, shift.days, now) : when!.date;
      const past = pastDate(dueDate, now);
      return past ? { reply: past } : { args: { id: found.task.id, dueDate } };
    },
    run({ id, dueDate }, { db, now }) {
      const before = getTask(db, id);
      const past = dueDate ? pastDate(dueDate.slice(0, 10), now) : undefined;
      if (past) throw new ToolError(past);
      const task = updateTask(db, id, { dueDate }, now);
      return {
        summary: task.dueDate
          ? `Moved "${task.title}" to ${describeDay(task.dueDate, now)}.`
          : `"${task.title}" has no due date now.`,
        data: task,
        undo: () => (
          updateTask(db, id, { dueDate: before.dueDate }, now),
          `"${task.title}" is due ${before.dueDate ? describeDay(before.dueDate, now) : "whenever"} again.`
        ),
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
    examples: ["make call KEXP urgent", "set the newsletter task to low priority", "re-prioritise the mixdown to high"],
    patterns: [
      "^<polite> (make|set|mark|change|bump|raise|lower|drop|flag|put|move) * (urgent|high|low|medium|normal|critical|priority|important|asap)",
      "^<polite> (prioritise|prioritize|deprioritise|deprioritize|re-prioritise|re-prioritize|reprioritise|reprioritize|de-prioritise|de-prioritize)",
      "* (is|should be|s) [now] (urgent|high priority|low priority|top priority|critical|medium priority)",
      "* (make|set|mark|bump|raise|lower|drop|flag|put|move|change) (it|that|this) * (urgent|high|low|medium|normal|critical|priority|important)",
    ],
    understand(s, ctx) {
      // "the press kit email isn't urgent, make it low priority": the level is the command's, the task the context's.
      const ref = pronounCommand(
        s.lower,
        "(?:make|set|mark|bump|raise|lower|drop|flag|put|move|change) P(?= .*\\b(?:priority|urgent|important|critical|asap)\\b)",
      );
      if (ref) {
        const level = priorityLevel(ref.command);
        const task = level && taskInContext(ctx, ref.context, "pending");
        return task ? { args: { id: task.id, priority: level } } : undefined;
      }
      const priority = priorityLevel(s);
      if (!priority) return undefined;
      const phrase = stripRefWords(
        commandOf(s.lower)
          .replace(/^(?:make|set|mark|change|bump|raise|lower|drop|flag|put|move|(?:re-?|de-?)?prioriti[sz]e)\s+/, "")
          .replace(/^(?:the )?priority (?:of|for|on) /, "")
          .replace(/(?:'s)? priority$/, "")
          .replace(
            /(?:\s+(?:to|as|is|s|should be|now|a|an|up to|down to|into|the))*\s+(?:(?:urgent|high|higher|low|lower|lowest|medium|normal|critical|top|highest|important|asap)(?: priority)?|priority \w+)\s*$/,
            "",
          ),
      );
      if (!phrase || /^(?:it|that|this)$/.test(phrase)) return undefined;
      const found = findTask(ctx, phrase);
      return "task" in found ? { args: { id: found.task.id, priority } } : found;
    },
    run({ id, priority }, { db, now }) {
      const before = getTask(db, id);
      const task = updateTask(db, id, { priority }, now);
      return {
        summary: `"${task.title}" is now ${task.priority} priority.`,
        data: task,
        undo: () => (
          updateTask(db, id, { priority: before.priority }, now),
          `"${task.title}" is ${before.priority} priority again.`
        ),
      };
    },
  }),

  defineTool({
    name: "delete_task",
    description: "Delete a task for good (asks for confirmation).",
    input: t.Object({ id: t.Integer({ minimum: 1, description: "The task's id (from list_tasks)" }) }),
    kind: "destructive",
    examples: ["delete the task call KEXP", "remove buy strings from my list"],
    patterns: [
      // Above the calendar's "cancel …" (1.15): a sentence that says "task" or "list" is about the to-do list.
      {
        template:
          "^<polite> <remove> * (task|tasks|todo|todos|to-do|to-dos|to do|to dos|(from|off) (my|the) [to do|todo|to-do|task] list)",
        weight: 1.2,
      },
      "^<polite> (delete|remove|erase|scrap|bin) *",
    ],
    understand(s, ctx) {
      const ref = pronounCommand(s.lower, "(?:delete|remove|drop|get rid of|erase|scrap|trash|bin|ditch) P");
      if (ref && /\b(?:task|todo|to-do|to do|list)\b/.test(s.lower)) {
        const task = taskInContext(ctx, ref.context, "any");
        return task ? { args: { id: task.id } } : undefined;
      }
      const m = new RegExp(
        String.raw`^(?:delete|remove|cancel|drop|get rid of|erase|scrap|trash|clear|bin|kill|take)\s+(.+?)(?:\s+(?:from|off)\s+(?:my|the)\s+${LIST})?$`,
      ).exec(commandOf(s.lower));
      if (!m?.[1] || isPronoun(stripRefWords(m[1]))) return undefined;
      const found = findTask(ctx, stripRefWords(m[1]), "any");
      if ("task" in found) return { args: { id: found.task.id } };
      return /\b(?:task|todo|to-do|to do|list)\b/.test(s.lower) ? found : undefined;
    },
    preview: ({ id }, { db }) => `Delete the task "${getTask(db, id).title}"`,
    run({ id }, { db }) {
      const task = getTask(db, id);
      deleteTask(db, id);
      return {
        summary: `Deleted the task "${task.title}".`,
        undo: () => {
          // The same row (id, dates, status) comes back, so an undo leaves no trace of the delete.
          restoreTask(db, task);
          return `Brought back the task "${task.title}".`;
        },
      };
    },
  }),
];

/** The new due date for a task already found: the date said after `from` (or a shift from its own date). */
function moveTo(
  s: Sentence,
  ctx: ToolContext,
  task: Task | undefined,
  from: number,
): Understood<{ id: number; dueDate: string }> {
  if (!task) return undefined;
  const shift = shiftDays(s);
  const when = s
    .whens()
    .filter((w) => w.index >= from && !(shift && w.index >= shift.index && w.index < shift.end))
    .at(-1);
  if (!shift && !when) return { ask: `When should "${task.title}" be due? Try "move it to friday".` };
  const dueDate =
    shift && !(when && when.index > shift.index) ? shifted(task.dueDate, shift.days, ctx.now) : when!.date;
  const past = pastDate(dueDate, ctx.now);
  return past ? { reply: past } : { args: { id: task.id, dueDate } };
}
