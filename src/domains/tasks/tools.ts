import { t } from "elysia";
import { defineTool, pastDate, withSentences, ToolError } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import type { Repeat } from "../../lib/understand/recurrence";
import { asTitle } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import { describeDay, localDateKey } from "../../shared/dates";
import { firstOccurrence } from "../../shared/recurrence";
import { createTaskBody } from "./model";
import type { Task } from "./schema";
import { createTask, deleteTask, describeTask, repeatOf, updateTask } from "./service";
import { answersAt } from "../../lib/tool-shapes";
import { changeTask, changeTools } from "./tools-change";
import { listTasksTool } from "./tools-read";
import { guessCategory, notATitle, noTask, TASK_LISTS } from "./understand";
import { integer } from "../../lib/validation";

/** What the assistant can do with the to-do list (its sentences: sentences.yaml beside this file). */

const atTasks = answersAt("/");
const taskRef = t.Object({ id: integer({ minimum: 1, description: "The task's id (from list_tasks)" }) });

export const tasksTools = withSentences(SENTENCES, [
  defineTool({
    name: "add_task",
    description: "Add a task to the to-do list (title, optional priority low|medium|high|urgent and due date).",
    input: createTaskBody,
    kind: "write",
    lists: TASK_LISTS,
    resolve(
      slots: { title?: string; verb?: string; when?: When; priority?: Task["priority"]; repeat?: Repeat; often?: string; explicit?: boolean; remembered?: boolean },
      { now },
    ) {
      const repeat = slots.repeat ?? (slots.often ? { rule: slots.often, text: "" } : undefined);
      const title = asTitle([slots.verb, slots.title].filter(Boolean).join(" "));
      if (!title || title.length < 2) return { ask: 'What should the task be? Try "remind me to call KEXP tomorrow".', words: true };
      if (notATitle(title, slots.explicit || slots.remembered)) return undefined;
      const when = slots.when;
      // A task is due on a day; a moment with a time ("call the drummer at 7pm") is for a reminder, unless a task
      // was asked for by name ("add a task to call jo tomorrow morning": due tomorrow).
      if (when?.time && !slots.explicit) return undefined;
      const past = when && pastDate(when.date, now);
      if (past) return { reply: past };
      const priority = slots.priority ?? "medium";
      const args = { title, priority, category: guessCategory(title), ...(when && { dueDate: when.date }) };
      // The first day of the rule from today on (today itself when it fits).
      const first = repeat && firstOccurrence(repeat.rule, 23, 59, now);
      const repeating = first && { dueDate: localDateKey(first), recurrence: repeat.rule };
      return { args: { ...args, ...repeating }, confidence: 0.9 };
    },
    run(args, { db, now }) {
      const past = args.dueDate && pastDate(args.dueDate.slice(0, 10), now);
      if (past) throw new ToolError(past);
      const task = createTask(db, args, now);
      const undo = () => (deleteTask(db, task.id), `Removed the task "${task.title}".`);
      return atTasks(`Added task ${describeTask(task, now)}.`, task, undo);
    },
  }),

  defineTool({
    name: "complete_task",
    description: "Mark an open task as done.",
    input: taskRef,
    kind: "write",
    lists: TASK_LISTS,
    resolve: ({ task, said, name }: { task?: Task; said?: Task; name?: string }) =>
      task || said ? { args: { id: (task ?? said)!.id } } : name ? noTask(name) : undefined,
    run({ id }, { db, now }) {
      const task = updateTask(db, id, { status: "completed" }, now);
      const next = repeatOf(db, task);
      const repeats = next?.dueDate ? ` It repeats: the next one is due ${describeDay(next.dueDate, now)}.` : "";
      return atTasks(`Nice work! Marked "${task.title}" as done.${repeats}`, task, () => {
        if (next) deleteTask(db, next.id);
        updateTask(db, id, { status: "pending" }, now);
        return `"${task.title}" is open again.`;
      });
    },
  }),

  defineTool({
    name: "reopen_task",
    description: "Reopen a task that was marked done.",
    input: taskRef,
    kind: "write",
    lists: TASK_LISTS,
    resolve: ({ done_task }: { done_task: Task }) => ({ args: { id: done_task.id } }),
    run: ({ id }, { db, now }) =>
      changeTask(db, id, now, { status: "pending" }, {
        said: (task) => `Reopened "${task.title}".`,
        undone: (task) => `"${task.title}" is done again.`,
      }),
  }),
  ...changeTools,
  listTasksTool,
]);
