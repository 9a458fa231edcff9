import { t } from "elysia";
import { listed } from "../../lib/tool-shapes";
import { defineTool, notFound, pastDate, ToolError, type ToolContext } from "../../lib/tools";
import { pickRecord } from "../../lib/understand/records";
import { asTitle } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import type { ActionItem } from "./schema";
import { createActionItem, deleteActionItem, listActionItems, PRIORITIES, updateActionItem } from "./service";
import { atLicensing, LICENSING_LISTS } from "./tools-lists";
import { integer } from "../../lib/validation";

/** Licensing action items (the Sync Licensing screen's first tab): separate from the to-do list, priority up to critical. */

type Priority = (typeof PRIORITIES)[number];
type Filter = "open" | "due" | "overdue" | "today" | "week" | "completed";

const line = (a: ActionItem, now: Date) =>
  `"${a.title}" (${a.priority}${a.dueDate ? `, due ${describeDay(a.dueDate, now)}` : ""})`;

export const actionTools = [
  defineTool({
    name: "add_action_item",
    description:
      "Add a licensing action item (title, priority low|medium|high|critical, optional due date YYYY-MM-DD).",
    input: t.Object({
      title: t.String({ minLength: 1, maxLength: 300 }),
      priority: t.Optional(t.Union(PRIORITIES.map((p) => t.Literal(p)))),
      dueDate: t.Optional(t.String({ format: "date" })),
      // Automations (and a model) may pass these through; the offline reading sets only title/priority/due date.
      description: t.Optional(t.String({ maxLength: 5000 })),
      notes: t.Optional(t.String({ maxLength: 5000 })),
    }),
    kind: "write",
    resolve({ title, priority, when }: { title?: string; priority?: Priority; when?: When }, { now }) {
      // A date gone by is the answer, whichever reading of the words is tried next.
      const past = when && pastDate(when.date, now, "a due date");
      if (past) return { reply: past, final: true };
      const what = title && asTitle(title.replace(/^["']|["'.,]+$/g, ""));
      if (!what || what.length < 2)
        return { ask: 'What is the action item? Try "action item: send stems to Jane by Friday, high priority".' };
      return { args: { title: what, priority: priority ?? "medium", ...(when ? { dueDate: when.date } : {}) } };
    },
    run(args, { db, now }) {
      const past = args.dueDate ? pastDate(args.dueDate, now, "a due date") : undefined;
      if (past) throw new ToolError(past);
      const a = createActionItem(db, args);
      const removed = `Removed the action item "${a.title}".`;
      return atLicensing(`Added licensing action item ${line(a, now)}.`, a, () => (deleteActionItem(db, a.id), removed));
    },
  }),

  defineTool({
    name: "complete_action_item",
    description: "Mark a licensing action item as completed.",
    input: t.Object({ id: integer({ minimum: 1, description: "The action item's id" }) }),
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ item, name, who, got }: { item?: ActionItem; name?: string; who?: string; got?: string }, ctx: ToolContext) {
      // "marcus has his stems now": who has it and what they have name the item together ("Send stems to Marcus").
      const had = !item && who && got ? LICENSING_LISTS.item_said!.find(`${got} ${who}`, ctx) : undefined;
      if (had && "value" in had) return { args: { id: (had.value as ActionItem).id } };
      const { db } = ctx;
      if (item) return { args: { id: item.id } };
      if (!name) return undefined;
      const done = listActionItems(db).filter((a) => a.status === "completed");
      const finished = pickRecord(name, done, (a) => a.title);
      if ("record" in finished) return { reply: `"${finished.record.title}" is already done.` };
      return notFound("an open action item matching", name, "show my action items");
    },
    run({ id }, { db }) {
      const before = listActionItems(db).find((a) => a.id === id);
      if (!before) throw new ToolError(`there is no action item ${id}`);
      if (before.status === "completed") throw new ToolError(`"${before.title}" is already done`);
      // The screen's flow is Start then Complete; a spoken "done" does both.
      if (before.status !== "in_progress") updateActionItem(db, id, { status: "in_progress" });
      const a = updateActionItem(db, id, { status: "completed" });
      return atLicensing(`Nice! Marked the action item "${a.title}" as completed.`, a, () => {
        updateActionItem(db, id, { status: "pending" });
        if (before.status !== "pending") updateActionItem(db, id, { status: before.status });
        return `"${a.title}" is ${before.status.replace(/_/g, " ")} again.`;
      });
    },
  }),

  defineTool({
    name: "action_items_due",
    description: "Read licensing action items: open, due (with a date), overdue, due this week, or completed.",
    input: t.Object({
      filter: t.Optional(t.Union(["open", "due", "overdue", "today", "week", "completed"].map((f) => t.Literal(f)))),
    }),
    kind: "read",
    resolve({ filter, when }: { filter?: Filter; when?: When }, { now }) {
      // A day said: today's, or the coming week's.
      const day = when && (when.date === localDateKey(now) ? "today" : "week");
      return { args: { filter: filter ?? day ?? "open" } };
    },
    run({ filter = "open" }, { db, now }) {
      const today = localDateKey(now);
      const all = listActionItems(db);
      const pending = all.filter((a) => a.status !== "completed");
      const overdue = pending.filter((a) => a.dueDate && a.dueDate < today);
      const weekEnd = localDateKey(addDays(now, 7));
      const lists = {
        open: pending,
        due: pending.filter((a) => a.dueDate),
        overdue,
        today: pending.filter((a) => a.dueDate === today),
        week: pending.filter((a) => a.dueDate && a.dueDate >= today && a.dueDate <= weekEnd),
        completed: all.filter((a) => a.status === "completed"),
      };
      const list = lists[filter as keyof typeof lists];
      const said: Record<string, string> = { due: "open with a due date", today: "due today" };
      const what = said[filter] ?? (filter === "week" ? "due in the next 7 days" : filter);
      let summary = list.length
        ? listed(`${plural(list.length, "licensing action item")} ${what}`, list.map((a) => line(a, now)))
        : filter === "open"
          ? 'You have no open licensing action items. Say "action item: send stems to Jane by Friday" to add one.'
          : `No licensing action items are ${what}.`;
      if ((filter === "week" || filter === "today") && overdue.length)
        summary += ` Also overdue: ${listOf(overdue.map((a) => `"${a.title}"`))}.`;
      return atLicensing(summary, { filter, actionItems: list.slice(0, 30) });
    },
  }),
];
