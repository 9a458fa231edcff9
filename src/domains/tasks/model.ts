import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, oneOf, rowOf } from "../../lib/common-model";
import { TASK_PRIORITIES, TASK_STATUSES, tasks } from "./schema";
import { integer } from "../../lib/validation";

// t.Union of literals, not t.UnionEnum: Elysia fills an omitted optional UnionEnum with its first value.
const priority = t.Union([t.Literal("low"), t.Literal("medium"), t.Literal("high"), t.Literal("urgent")], {
  error: "Priority must be low, medium, high or urgent",
});
const status = t.Union([t.Literal("pending"), t.Literal("completed")], {
  error: "Status must be pending or completed",
});
const dueDate = t.Union(
  [t.Null(), t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}", error: "Due date must be a date like 2025-03-31" })],
  {
    error: "Due date must be a date like 2025-03-31",
  },
);
const title = t.String({ minLength: 1, maxLength: 300, error: "Title is required (up to 300 characters)" });
const text = (max: number, label: string) =>
  t.Union([t.Null(), t.String({ maxLength: max })], { error: `${label} must be text of at most ${max} characters` });

export const createTaskBody = t.Object(
  {
    title,
    description: t.Optional(text(5000, "Description")),
    priority: t.Optional(priority),
    status: t.Optional(status),
    dueDate: t.Optional(dueDate),
    category: t.Optional(text(100, "Category")),
    recurrence: t.Optional(
      t.Union([t.Null(), t.String({ maxLength: 300 })], {
        description:
          'Repeat as an RFC 5545 RRULE, e.g. "FREQ=WEEKLY;BYDAY=MO": done, it comes back due on the next day',
        error: 'recurrence must be a recurrence rule such as "FREQ=WEEKLY;BYDAY=MO"',
      }),
    ),
  },
  { additionalProperties: true, error: "Send the task as JSON with at least a title" },
);

export const updateTaskBody = t.Object(
  {
    title: t.Optional(title),
    description: t.Optional(text(5000, "Description")),
    priority: t.Optional(priority),
    status: t.Optional(status),
    dueDate: t.Optional(dueDate),
    category: t.Optional(text(100, "Category")),
  },
  { additionalProperties: true, error: 'Send the changes as JSON, e.g. {"status": "completed"}' },
);

const day = (label: string) =>
  t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: `${label} must be a date like 2025-03-31` });
export const listTasksQuery = t.Object({
  status: t.Optional(status),
  priority: t.Optional(priority),
  category: t.Optional(t.String({ maxLength: 100 })),
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  dueFrom: t.Optional(day("dueFrom")),
  dueTo: t.Optional(day("dueTo")),
  sort: t.Optional(
    t.Union([t.Literal("priority"), t.Literal("due"), t.Literal("newest")], {
      error: "sort must be priority, due or newest",
    }),
  ),
  ...pageQuery,
});

export type CreateTaskInput = typeof createTaskBody.static;
export type UpdateTaskInput = typeof updateTaskBody.static;

/** A task as every route answers it. */
export const taskAnswer = rowOf(tasks, { status: oneOf(TASK_STATUSES), priority: oneOf(TASK_PRIORITIES) }, "A task");
export const taskDeletedAnswer = answer({ deleted: t.Literal(true), id: integer() });
