import { emit } from "../../lib/events";
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql } from "drizzle-orm";
import { containsText, countRows, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { keptUntilWritten } from "../../lib/table-versions";
import { invalid, isRealIsoDate } from "../../lib/validation";
import { describeDay, localDateKey } from "../../shared/dates";
import { isRecurrence, nextOccurrence } from "../../shared/recurrence";
import { tasks, type Task, type TaskPriority, type TaskStatus } from "./schema";
import type { CreateTaskInput, UpdateTaskInput } from "./model";

/** The human line for a task: "Call KEXP" — high, due tomorrow. */
export const describeTask = (task: Pick<Task, "title" | "priority" | "dueDate">, now = new Date()) =>
  `"${task.title}" — ${task.priority}${task.dueDate ? `, due ${describeDay(task.dueDate, now)}` : ""}`;

export const PRIORITY_RANK: Record<TaskPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** Keeps only a real calendar date (YYYY-MM-DD); rejects 2025-02-31 and friends. */
function cleanDueDate(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const key = value.slice(0, 10);
  if (!isRealIsoDate(key)) throw invalid(`Due date ${value} is not a real date`, "dueDate");
  return key;
}

const clean = (s: string | null | undefined) => (s === undefined ? undefined : s === null ? null : s.trim() || null);

/** How the task list sorts: by priority (the to-do view), by due date, or newest first. */
const TASK_ORDER = {
  // Same expressions as the tasks_list_priority_idx index so SQLite walks the index instead of sorting.
  priority: [
    asc(tasks.status),
    sql`CASE ${tasks.priority} WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`,
    sql`${tasks.dueDate} IS NULL`,
    asc(tasks.dueDate),
    desc(tasks.id),
  ],
  due: [sql`${tasks.dueDate} IS NULL`, asc(tasks.dueDate), desc(tasks.id)],
  newest: [desc(tasks.id)],
} as const;
export type TaskListFilters = {
  status?: TaskStatus;
  priority?: TaskPriority;
  category?: string;
  /** Words in the title or description. */
  q?: string;
  /** Due on or after / before (YYYY-MM-DD). */
  dueFrom?: string;
  dueTo?: string;
  sort?: keyof typeof TASK_ORDER;
};

function taskFilter(f: TaskListFilters) {
  const q = f.q?.trim();
  return and(
    f.status ? eq(tasks.status, f.status) : undefined,
    f.priority ? eq(tasks.priority, f.priority) : undefined,
    f.category ? eq(tasks.category, f.category) : undefined,
    f.dueFrom ? gte(tasks.dueDate, f.dueFrom) : undefined,
    f.dueTo ? lte(tasks.dueDate, f.dueTo) : undefined,
    q ? or(containsText(tasks.title, q), containsText(tasks.description, q)) : undefined,
  );
}

/** One page of tasks matching the filters, and how many match in all. */
export function listTasksPage(db: Db, f: TaskListFilters, page: PageParams): Page<Task> {
  const where = taskFilter(f);
  return pageOf(db, tasks, where, TASK_ORDER[f.sort ?? "priority"], page);
}

/** Every task (with a status) — for jobs and the assistant, not for HTTP lists. */
export function listTasks(db: Db, status?: TaskStatus): Task[] {
  return db
    .select()
    .from(tasks)
    .where(status ? eq(tasks.status, status) : undefined)
    .orderBy(...TASK_ORDER.priority)
    .all();
}

/**
 * Finished tasks whose title shares a word start with the phrase (first 4 letters, so "rehersal" still finds
 * "rehearsal"), newest first: what the assistant matches a spoken name against. Finished tasks pile up over the years:
 * only the 2,000 most recently completed are candidates, their ids and titles kept until the tasks are written.
 */
export function doneTasksNamed(db: Db, phrase: string, limit = 300): DoneRef[] {
  const stems = [...new Set(phrase.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [])].map((w) => w.slice(0, 4));
  const named = recentlyDone(db).filter((t) => !stems.length || stems.some((w) => t.lower.includes(w)));
  return named.slice(0, limit);
}

/** A finished task's id and title, with the title in lower case as SQLite's lower() has it (ASCII letters only). */
export type DoneRef = TaskRef & { lower: string };
const recentlyDone = (db: Db): DoneRef[] =>
  keptUntilWritten(db, "tasks", "recently done", () =>
    db
      .select({ id: tasks.id, title: tasks.title })
      .from(tasks)
      .where(
        inArray(
          tasks.id,
          db.select({ id: tasks.id }).from(tasks).where(eq(tasks.status, "completed")).orderBy(desc(tasks.completedAt)).limit(2000),
        ),
      )
      .orderBy(desc(tasks.updatedAt), desc(tasks.id))
      .all()
      .map((t) => ({ ...t, lower: t.title.replace(/[A-Z]+/g, (x) => x.toLowerCase()) })),
  );

/** The most recently completed tasks. */
export const recentlyCompleted = (db: Db, limit = 20): Task[] =>
  db
    .select()
    .from(tasks)
    .where(eq(tasks.status, "completed"))
    .orderBy(desc(tasks.completedAt), desc(tasks.id))
    .limit(limit)
    .all();

export function getTask(db: Db, id: number): Task {
  const row = db.select().from(tasks).where(eq(tasks.id, id)).get();
  if (!row) throw notFound(`Task ${id}`);
  return row;
}

export function createTask(db: Db, input: CreateTaskInput, now = new Date()): Task {
  const title = input.title.trim();
  if (!title) throw invalid("Title is required");
  const status = input.status ?? "pending";
  const recurrence = input.recurrence?.trim().replace(/^RRULE:/i, "") || null;
  if (recurrence && !isRecurrence(recurrence))
    throw invalid(`"${recurrence}" is not a recurrence rule such as FREQ=WEEKLY;BYDAY=MO`, "recurrence");
  const row = db
    .insert(tasks)
    .values({
      recurrence,
      title,
      description: clean(input.description) ?? null,
      priority: input.priority ?? "medium",
      status,
      dueDate: cleanDueDate(input.dueDate) ?? null,
      category: clean(input.category) ?? null,
      completedAt: status === "completed" ? now.toISOString() : null,
    })
    .returning()
    .get();
  emit(db, {
    type: "task_created",
    message: `Task added: ${describeTask(row, now)}`,
    entityType: "task",
    entityId: row.id,
  });
  return row;
}

export function updateTask(db: Db, id: number, input: UpdateTaskInput, now = new Date()): Task {
  const before = getTask(db, id);
  const changes: Partial<typeof tasks.$inferInsert> = {};
  if (input.title !== undefined) {
    if (!input.title.trim()) throw invalid("Title is required");
    changes.title = input.title.trim();
  }
  if (input.description !== undefined) changes.description = clean(input.description);
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.dueDate !== undefined) changes.dueDate = cleanDueDate(input.dueDate);
  if (input.category !== undefined) changes.category = clean(input.category);
  if (input.status !== undefined) {
    changes.status = input.status;
    if (input.status !== before.status) changes.completedAt = input.status === "completed" ? now.toISOString() : null;
  }
  if (Object.keys(changes).length === 0) {
    throw invalid("Nothing to update: send at least one of title, description, priority, status, dueDate, category");
  }
  const row = db.update(tasks).set(changes).where(eq(tasks.id, id)).returning().get();
  if (!row) throw notFound(`Task ${id}`);
  const statusChanged = input.status !== undefined && input.status !== before.status;
  if (statusChanged && row.status === "completed" && row.recurrence) repeatTask(db, row, now);
  const message = statusChanged
    ? row.status === "completed"
      ? `Task completed: ${row.title}`
      : `Task reopened: ${row.title}`
    : `Task updated: ${describeTask(row, now)}`;
  emit(db, {
    type: statusChanged ? (row.status === "completed" ? "task_completed" : "task_reopened") : "task_updated",
    message,
    entityType: "task",
    entityId: row.id,
  });
  return row;
}

/** A repeating task just done comes back as a new open task, due on the rule's next day after its own due date. */
function repeatTask(db: Db, done: Task, now: Date): Task | undefined {
  const today = localDateKey(now);
  const from = done.dueDate ?? today;
  // Noon keeps a date a date whatever the clock change; the next day is after both the old due date and today.
  const at = (key: string) => new Date(`${key}T12:00:00`);
  const next = nextOccurrence(done.recurrence!, at(from), at(from > today ? from : today));
  if (!next) return undefined;
  return createTask(
    db,
    {
      title: done.title,
      description: done.description,
      priority: done.priority,
      category: done.category,
      dueDate: localDateKey(next),
      recurrence: done.recurrence,
    },
    now,
  );
}

/** The open task a repeating task came back as (to undo a "done"). */
export function repeatOf(db: Db, done: Task): Task | undefined {
  if (!done.recurrence) return undefined;
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.title, done.title), eq(tasks.status, "pending"), eq(tasks.recurrence, done.recurrence), gt(tasks.id, done.id)))
    .orderBy(desc(tasks.id))
    .get();
}

export function deleteTask(db: Db, id: number): { deleted: true; id: number } {
  const row = db.delete(tasks).where(eq(tasks.id, id)).returning().get();
  if (!row) throw notFound(`Task ${id}`);
  emit(db, { type: "task_deleted", message: `Task deleted: ${row.title}`, entityType: "task", entityId: id });
  return { deleted: true, id };
}

const pendingRows = new WeakMap<Db, { all(): Task[] }>();
const byPriorityThenDue = (a: Task, b: Task) =>
  PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
  (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") ||
  b.id - a.id;

export type TaskRef = Pick<Task, "id" | "title">;

/**
 * The open tasks' ids and titles, in the order of `pendingTasks`: all that naming a task in a sentence needs (the
 * assistant reads whole rows only for the one named; on ten years of data the whole rows cost milliseconds a message).
 */
export function pendingTaskRefs(db: Db): TaskRef[] {
  return db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(eq(tasks.status, "pending"))
    .orderBy(...TASK_ORDER.priority)
    .all();
}

/**
 * Every pending task, urgent > high > medium > low, then by due date (the assistant's hot path). Rows are read
 * again only after the tasks were written, so a question costs one tiny query.
 */
export function pendingTasks(db: Db): Task[] {
  let rows = pendingRows.get(db);
  if (!rows) pendingRows.set(db, (rows = db.select().from(tasks).where(eq(tasks.status, "pending")).prepare()));
  const read = rows;
  return keptUntilWritten(db, "tasks", "pending", () => read.all().sort(byPriorityThenDue)).slice();
}

/** Pending tasks whose due date is before today (local). */
export function overdueTasks(db: Db, now = new Date()): Task[] {
  const today = localDateKey(now);
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.status, "pending"), sql`${tasks.dueDate} < ${today}`))
    .orderBy(asc(tasks.dueDate))
    .all();
}

/** Whether a pending task is due before `day` (YYYY-MM-DD): one indexed lookup. */
export function anyPendingDueBefore(db: Db, day: string): boolean {
  const where = and(eq(tasks.status, "pending"), sql`${tasks.dueDate} < ${day}`);
  return db.select({ id: tasks.id }).from(tasks).where(where).limit(1).get() !== undefined;
}

/** How many pending tasks are overdue and the oldest few: the daily digest, counted in SQL. */
export function overdueDigest(db: Db, now = new Date(), show = 3): { count: number; oldest: Task[] } {
  const where = and(eq(tasks.status, "pending"), sql`${tasks.dueDate} < ${localDateKey(now)}`);
  const oldest = db.select().from(tasks).where(where).orderBy(asc(tasks.dueDate), asc(tasks.id)).limit(show).all();
  return { count: oldest.length < show ? oldest.length : countRows(db, tasks, where), oldest };
}

/** Pending tasks due from today up to `days` days ahead (inclusive). */
export function tasksDueWithin(db: Db, days: number, now = new Date()): Task[] {
  const today = localDateKey(now);
  const end = localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.status, "pending"), sql`${tasks.dueDate} >= ${today}`, sql`${tasks.dueDate} <= ${end}`))
    .orderBy(asc(tasks.dueDate))
    .all();
}

export interface MonitorResult {
  overdueTasks: Task[];
  upcomingTasks: Task[];
  suggestions: string[];
}

/**
 * GET /api/ai/monitor-tasks: what is late, what is coming (next 3 days) and what to do about it. The suggestions are
 * counted in SQL over every task; `limit` caps the two lists (the dashboard shows one suggestion, and ten years of
 * late tasks would otherwise travel whole).
 */
export function monitorTasks(db: Db, now = new Date(), limit?: number): MonitorResult {
  const today = localDateKey(now);
  const pending = eq(tasks.status, "pending");
  const late = and(pending, sql`${tasks.dueDate} < ${today}`);
  const end = localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 3));
  const soon = and(pending, sql`${tasks.dueDate} >= ${today}`, sql`${tasks.dueDate} <= ${end}`);
  const rows = (where: ReturnType<typeof and>) => {
    const q = db.select().from(tasks).where(where).orderBy(asc(tasks.dueDate), asc(tasks.id));
    return (limit ? q.limit(limit) : q).all();
  };
  const overdue = rows(late);
  const upcoming = rows(soon);
  const overdueCount = limit && overdue.length >= limit ? countRows(db, tasks, late) : overdue.length;
  const suggestions: string[] = [];
  if (overdueCount) {
    const first = overdue[0]!;
    suggestions.push(
      `You have ${overdueCount} overdue task${overdueCount === 1 ? "" : "s"}; start with "${first.title}" (due ${describeDay(first.dueDate!, now)}).`,
    );
  }
  const dueToday = db.select({ title: tasks.title }).from(tasks).where(and(pending, eq(tasks.dueDate, today))).all();
  if (dueToday.length)
    suggestions.push(
      `${dueToday.length} task${dueToday.length === 1 ? " is" : "s are"} due today: ${dueToday.map((t) => t.title).join(", ")}.`,
    );
  const urgent = db
    .select({ title: tasks.title, priority: tasks.priority })
    .from(tasks)
    .where(and(pending, inArray(tasks.priority, ["urgent", "high"])))
    .orderBy(...TASK_ORDER.priority)
    .limit(1)
    .get();
  if (urgent && !overdueCount) suggestions.push(`Focus first on "${urgent.title}" (${urgent.priority} priority).`);
  const undated = countRows(db, tasks, and(pending, sql`${tasks.dueDate} IS NULL`));
  if (undated >= 3) suggestions.push(`${undated} open tasks have no due date; give the important ones a day.`);
  if (!suggestions.length)
    suggestions.push(
      countRows(db, tasks, pending)
        ? "Nothing is overdue. Nice work keeping on top of things!"
        : "No open tasks. Enjoy the free time, or plan your next release!",
    );
  return { overdueTasks: overdue, upcomingTasks: upcoming, suggestions };
}

/**
 * Undo of a delete: the same row (id, dates, status) comes back, so nothing else notices the delete happened; the
 * activity log says so, as it said the delete.
 */
export function restoreTask(db: Db, task: Task): Task {
  db.insert(tasks).values(task).run();
  emit(db, { type: "task_restored", message: `Task "${task.title}" brought back`, entityType: "task", entityId: task.id });
  return task;
}
