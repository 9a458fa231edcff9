import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import type { Task } from "./schema";
import { pendingTasks, recentlyCompleted } from "./service";

/** Reading the to-do list. A whole-day or whole-week brief ("my day", "brief me") is the assistant's summary. */

const taskLine = (task: Task, now: Date) =>
  `"${task.title}" (${task.priority}${task.dueDate ? `, due ${describeDay(task.dueDate, now)}` : ""})`;

const FILTERS = ["open", "overdue", "today", "tomorrow", "week", "urgent", "completed"] as const;
type Filter = (typeof FILTERS)[number];

function filterOf(l: string): Filter {
  if (/\b(?:overdue|late|behind|past due|missed)\b/.test(l)) return "overdue";
  if (
    /\b(?:finished|completed|done|(?:ticked|crossed|checked) off)\b/.test(l) &&
    /\b(?:what|which|show|list|have i|did i|i'?ve|ive)\b/.test(l)
  )
    return "completed";
  if (/\b(?:urgent|important|high priority|top priority|critical)\b/.test(l)) return "urgent";
  if (/\btoday\b|\btonight\b/.test(l)) return "today";
  if (/\btomorrow\b/.test(l)) return "tomorrow";
  if (/\b(?:this week|next 7 days|next seven days|coming up|upcoming|this coming week)\b/.test(l)) return "week";
  return "open";
}

export const listTasksTool = defineTool({
  name: "list_tasks",
  description:
    "Read the to-do list: open, overdue, due today, tomorrow or this week, urgent/high priority, or completed tasks.",
  input: t.Object({ filter: t.Optional(t.Union(FILTERS.map((f) => t.Literal(f)))) }),
  kind: "read",
  examples: ["what's overdue?", "what do I have to do today", "show my open tasks", "what's due this week"],
  // "8pm till late" is an open end of an event, not the overdue list.
  unless: [/\b(?:till|until|til|to) late\b/],
  patterns: [
    { template: "<show> * (tasks|todos|to-dos|to do|todo|to-do list|list|plate)", weight: 0.9 },
    { template: "(on|in) (my|the) (list|todo list|to do list|to-do list|task list|plate)", weight: 0.85 },
    { template: "* (overdue|late|behind|past due|missed)", weight: 0.7 },
    { template: "<show> * (due|do) * (today|this week|tomorrow)", weight: 0.8 },
    { template: "(what|anything) * (left|pending|open|remaining) *", weight: 0.6 },
    { template: "(what|what's|whats) (next|should i do|do i need to do)", weight: 0.7 },
    { template: "(have i|did i) (finished|completed|done) *", weight: 0.7 },
    // "show me the stuff I've already finished", "what have we ticked off recently"
    {
      template:
        "<show> * (i've|ive|i have|i|we've|we have|we) [already|just|recently|finally] (finished|completed|done|ticked off|crossed off|checked off|got done)",
      weight: 0.8,
    },
    { template: "how many (tasks|todos|things)", weight: 0.9 },
    {
      template: "^[show|all] (my|all my|the) (tasks|todos|to-dos|to do list|todo list|to-do list|task list)",
      weight: 0.9,
    },
    {
      template:
        "(brief|summary|summarise|summarize|overview|rundown|recap|catch me up|update me) * (tasks|todos|to-dos|to do list|todo list|to-do list|task list)",
      weight: 0.95,
    },
  ],
  understand: (s) => ({ args: { filter: filterOf(s.lower) } }),
  run({ filter = "open" }, { db, now }) {
    const today = localDateKey(now);
    const open = pendingTasks(db);
    const overdue = open
      .filter((x) => x.dueDate && x.dueDate < today)
      .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
    const lines = (list: Task[]) =>
      listOf(
        list.map((x) => taskLine(x, now)),
        10,
      );
    let list: Task[];
    let summary: string;
    switch (filter) {
      case "overdue":
        list = overdue;
        summary = list.length
          ? `${plural(list.length, "task is", "tasks are")} overdue: ${lines(list)}.`
          : "Nothing is overdue. You're on top of things!";
        break;
      case "today":
      case "tomorrow": {
        const day = filter === "today" ? today : localDateKey(addDays(now, 1));
        list = open.filter((x) => x.dueDate === day);
        summary = list.length ? `Due ${filter}: ${lines(list)}.` : `Nothing is due ${filter}.`;
        if (filter === "today" && overdue.length)
          summary += ` Also ${plural(overdue.length, "task is", "tasks are")} overdue: ${listOf(overdue.map((x) => `"${x.title}"`))}.`;
        break;
      }
      case "week": {
        const weekEnd = localDateKey(addDays(now, 7));
        list = open
          .filter((x) => x.dueDate && x.dueDate >= today && x.dueDate <= weekEnd)
          .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
        summary = list.length ? `Due in the next 7 days: ${lines(list)}.` : "Nothing is due in the next 7 days.";
        if (overdue.length) summary += ` ${plural(overdue.length, "task is", "tasks are")} already overdue.`;
        break;
      }
      case "urgent":
        list = open.filter((x) => x.priority === "urgent" || x.priority === "high");
        summary = list.length
          ? `Urgent and high priority: ${lines(list)}.`
          : "No open task is urgent or high priority.";
        break;
      case "completed":
        list = recentlyCompleted(db, 20);
        summary = list.length
          ? `Recently completed: ${listOf(
              list.map((x) => `"${x.title}"`),
              10,
            )}.`
          : "No completed tasks yet.";
        break;
      default:
        list = open;
        summary = list.length
          ? `You have ${plural(list.length, "open task")}${overdue.length ? ` (${overdue.length} overdue)` : ""}: ${lines(list)}.`
          : "You have no open tasks. Tell me what's next and I'll add it.";
    }
    return { summary, data: { filter, count: list.length, tasks: list.slice(0, 30) }, link: "/" };
  },
});
