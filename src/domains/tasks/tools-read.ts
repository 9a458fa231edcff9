import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { aheadOf } from "../../lib/understand/period";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural, words } from "../../shared/text";
import type { Task } from "./schema";
import { pendingTasks, recentlyCompleted } from "./service";
import { TASK_LISTS, taskLine as described } from "./understand";

/** Words that only link the ones that name the thing, beside `words`' stop words: "a task for this press kit". */
// (Who or what is left vague, "tasks about emailing people", names no word of a title.)
const LINKING = new Set(words("our your that this people someone somebody anyone anybody folks stuff things"));

/** Keeps the tasks whose title has a word starting like each word said ("invoices" finds "Chase the invoice"). */
function mentioning(about?: string): (task: Task) => boolean {
  const stems = words(about ?? "").filter((w) => w.length > 2 && !LINKING.has(w));
  if (!stems.length) return () => true;
  // ("renewal" finds "Renew ASCAP registration": a noun made from the task's verb.)
  const like = (stem: string, w: string) => w.startsWith(stem) || (w.length >= 4 && stem.startsWith(w));
  return (task) => stems.every((stem) => words(task.title).some((w) => like(stem, w)));
}

/** Reading the to-do list. A whole-day or whole-week brief ("my day", "brief me") is the assistant's summary. */

const taskLine = (task: Task, now: Date) =>
  `"${task.title}" (${task.priority}${task.dueDate ? `, due ${describeDay(task.dueDate, now)}` : ""})`;

const FILTERS = ["open", "overdue", "today", "tomorrow", "week", "urgent", "undated", "completed"] as const;
type Filter = (typeof FILTERS)[number];

export const listTasksTool = defineTool({
  name: "list_tasks",
  description:
    "Read the to-do list: open, overdue, due today, tomorrow or this week, urgent/high priority, with no due date, or completed tasks.",
  input: t.Object({
    filter: t.Optional(t.Union(FILTERS.map((f) => t.Literal(f)))),
    about: t.Optional(t.String({ description: "Only tasks whose title mentions these words (\"invoices\")" })),
    from: t.Optional(t.String({ format: "date", description: "Due on or after this day (YYYY-MM-DD), with to" })),
    to: t.Optional(t.String({ format: "date", description: "Due on or before this day (YYYY-MM-DD)" })),
    label: t.Optional(t.String({ maxLength: 60, description: "How the answer names the days: \"in the next 2 weeks\"" })),
  }),
  kind: "read",
  lists: TASK_LISTS,
  // ("when's the kexp call": one open task named, and its day asked.)
  resolve({ filter, when, task, about = task?.title }: { filter: Filter | "dated"; when?: When; about?: string; task?: Task }, { now }) {
    if (filter !== "dated") return { args: about ? { filter, about } : { filter } };
    // "due today", "what do I have to do tomorrow", "due this week": the day said picks the list.
    // ("next week" is the days of the week after this one, not the next 7.)
    const week = /\bweek\b/i.test(when?.text ?? "") && !/(?<!\bthe )\bnext week\b/i.test(when?.text ?? "");
    const near = [localDateKey(now), localDateKey(addDays(now, 1))].indexOf(when?.date ?? "");
    if (!week && near >= 0 && !when?.endDate && !when?.bound)
      return { args: { filter: near ? "tomorrow" : "today" } as const };
    // Any other window ("in the next fortnight", "before the 2nd", "between the 1st and the 10th", "on friday"): the
    // tasks due in it.
    const window = !week && when && aheadOf(when, now);
    const days = window ? { from: window.from, to: window.to, label: window.label } : {};
    return { args: { filter: "week" as const, ...days } };
  },
  run({ filter = "open", about, from, to, label }, { db, now }) {
    const today = localDateKey(now);
    const mentions = mentioning(about);
    const open = pendingTasks(db).filter(mentions);
    const byDue = (list: Task[]) => list.sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
    const overdue = byDue(open.filter((x) => x.dueDate && x.dueDate < today));
    const late = (n: number) => plural(n, "task is", "tasks are");
    /** "Head: "A" (high, due Friday) and "B" (medium)." for a list with tasks, else what says it is empty. */
    const answer = (list: Task[], head: string, empty: string, line = (x: Task) => taskLine(x, now)) =>
      list.length ? `${head}: ${listOf(list.map(line), 10)}.` : empty;
    let list: Task[];
    let summary: string;
    // The one task at the urgent level itself, when there is only one: what "bump it to friday" after "what's
    // urgent?" is about, though the answer names the high priority ones too.
    let top: Task[] | undefined;
    switch (filter) {
      case "overdue":
        list = overdue;
        summary = answer(list, `${late(list.length)} overdue`, "Nothing is overdue. You're on top of things!");
        break;
      case "today":
      case "tomorrow": {
        const day = filter === "today" ? today : localDateKey(addDays(now, 1));
        list = open.filter((x) => x.dueDate === day);
        summary = answer(list, `Due ${filter}`, `Nothing is due ${filter}.`);
        if (filter === "today" && overdue.length)
          summary += ` Also ${late(overdue.length)} overdue: ${listOf(overdue.map((x) => `"${x.title}"`))}.`;
        break;
      }
      case "week": {
        const first = from ?? today;
        const last = to ?? localDateKey(addDays(now, 7));
        const named = from || to ? (label ?? `between ${describeDay(first, now)} and ${describeDay(last, now)}`) : "in the next 7 days";
        list = byDue(open.filter((x) => x.dueDate && x.dueDate >= first && x.dueDate <= last));
        summary = answer(list, `Due ${named}`, `Nothing is due ${named}.`);
        if (overdue.length) summary += ` ${late(overdue.length)} already overdue.`;
        break;
      }
      case "urgent":
        list = open.filter((x) => x.priority === "urgent" || x.priority === "high");
        top = list.filter((x) => x.priority === "urgent");
        summary = answer(list, "Urgent and high priority", "No open task is urgent or high priority.");
        break;
      // "which tasks have no due date": the ones that would never come up in a day's or week's list.
      case "undated":
        list = open.filter((x) => !x.dueDate);
        summary = answer(list, "With no due date", "Every open task has a due date.");
        break;
      case "completed":
        list = recentlyCompleted(db, 20).filter(mentions);
        summary = answer(list, "Recently completed", "No completed tasks yet.", (x) => `"${x.title}"`);
        break;
      default:
        list = open;
        // (One task asked about by its whole name: described as a question about it would be.)
        if (about && list.length === 1 && list[0]!.title === about) summary = described(list[0]!, now);
        else if (about) {
          const head = `${plural(list.length, "open task")} about "${about}"`;
          summary = answer(list, head, `No open task mentions "${about}".`);
        } else {
          const overdueSaid = overdue.length ? ` (${overdue.length} overdue)` : "";
          summary = answer(list, `You have ${plural(list.length, "open task")}${overdueSaid}`,
            "You have no open tasks. Tell me what's next and I'll add it.");
        }
    }
    return { summary, data: { filter, count: list.length, tasks: top?.length === 1 ? top : list.slice(0, 30) }, link: "/" };
  },
});
