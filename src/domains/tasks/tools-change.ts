import { t } from "elysia";
import type { Db } from "../../db/client";
import { changeWithUndo, removeWithUndo } from "../../lib/tool-shapes";
import { dayKeyAfter, daysAfterOwn } from "../../lib/understand/counted-from-record";
import { defineTool, pastDate, ToolError } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { describeDay } from "../../shared/dates";
import { askWhich } from "../../lib/understand/records";
import type { Task } from "./schema";
import { deleteTask, getTask, pendingTasks, restoreTask, updateTask } from "./service";
import { noTask, shifted, TASK_LISTS } from "./understand";
import { integer } from "../../lib/validation";

/** Changing a task: its due date, its priority, or deleting it. */

type Says = (task: Task, before: Task) => string;
/** Writes some fields of one task; the undo writes them back (`said`: the answer, `undone`: what the undo says). */
export const changeTask = (db: Db, id: number, now: Date, change: Partial<Task>, says: { said: Says; undone: Says }) =>
  changeWithUndo<Task>({ read: () => getTask(db, id), write: (f) => updateTask(db, id, f, now), change, ...says });

export const changeTools = [
  defineTool({
    name: "reschedule_task",
    description: "Change a task's due date (dueDate YYYY-MM-DD, or null to clear it).",
    input: t.Object({ id: integer({ minimum: 1 }), dueDate: t.Union([t.Null(), t.String({ format: "date" })]) }),
    kind: "write",
    lists: TASK_LISTS,
    resolve(
      slots: { task?: Task; name?: string; when?: When; count?: string; unit?: string; direction?: number; undated?: boolean },
      { now },
    ) {
      const { task, when } = slots;
      if (!task) return slots.name ? noTask(slots.name, "a") : undefined;
      if (slots.undated) return { args: { id: task.id, dueDate: null } };
      // "back a week" is a shift from the task's own date, not the date a week from today.
      const dueDate = slots.count
        ? shifted(task.dueDate, (slots.direction ?? 1) * Number(slots.count) * Number(slots.unit ?? 1), now)
        : task.dueDate && daysAfterOwn(when, "days")
          ? dayKeyAfter(task.dueDate, 1)
          : when?.date;
      if (!dueDate) return { ask: `When should "${task.title}" be due? Try "move it to friday".` };
      const past = pastDate(dueDate, now);
      return past ? { reply: past } : { args: { id: task.id, dueDate } };
    },
    run({ id, dueDate }, { db, now }) {
      const past = dueDate ? pastDate(dueDate.slice(0, 10), now) : undefined;
      if (past) throw new ToolError(past);
      const on = (day: string | null) => (day ? describeDay(day, now) : "whenever");
      return changeTask(db, id, now, { dueDate }, {
        said: (task) => (task.dueDate ? `Moved "${task.title}" to ${on(task.dueDate)}.` : `"${task.title}" has no due date now.`),
        undone: (task, before) => `"${task.title}" is due ${on(before.dueDate)} again.`,
      });
    },
  }),

  defineTool({
    name: "prioritise_task",
    description: "Change a task's priority (low, medium, high, urgent).",
    input: t.Object({
      id: integer({ minimum: 1 }),
      priority: t.Union([t.Literal("low"), t.Literal("medium"), t.Literal("high"), t.Literal("urgent")]),
    }),
    kind: "write",
    lists: TASK_LISTS,
    resolve: ({ task, level, which }: { task?: Task; level?: Task["priority"]; which?: boolean }) =>
      !task
        ? which ? { ask: 'Which task? Say its name, e.g. "call KEXP".' } : undefined
        : level ? { args: { id: task.id, priority: level } } : { ask: `What priority should "${task.title}" be: low, medium, high or urgent?` },
    run: ({ id, priority }, { db, now }) =>
      changeTask(db, id, now, { priority }, {
        said: (task) => `"${task.title}" is now ${task.priority} priority.`,
        undone: (task, before) => `"${task.title}" is ${before.priority} priority again.`,
      }),
  }),

  removeWithUndo({
    name: "delete_task",
    description: "Delete a task for good (asks for confirmation).",
    lists: TASK_LISTS,
    resolve: ({ any_task, name, which }: { any_task?: Task; name?: string; which?: boolean }, { db }) => {
      if (any_task) return { args: { id: any_task.id } };
      if (name) return noTask(name, "a");
      if (!which) return undefined;
      const open = pendingTasks(db);
      if (!open.length) return { reply: "You have no open tasks to delete." };
      const names = open.map((x) => `"${x.title}"`);
      return { ask: askWhich("task", names, { opening: "Which task should I delete", max: 10 }) };
    },
    read: getTask,
    remove: deleteTask,
    // The same row (id, dates, status) comes back, so an undo leaves no trace of the delete.
    restore: restoreTask,
    what: (task) => `the task "${task.title}"`,
  }),
];
