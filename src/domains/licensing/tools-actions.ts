import { t } from "elysia";
import { defineTool, ToolError, type ToolContext, type Understood } from "../../lib/tools";
import { matchRecords } from "../../lib/understand/records";
import { asTitle, type Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import type { ActionItem } from "./schema";
import { createActionItem, deleteActionItem, listActionItems, PRIORITIES, updateActionItem } from "./service";
import { cutLead, datesSaid, licensingPriority, pastDate, POLITE_LEAD, restOf, unpunct } from "./tools-shared";

/** Licensing action items (the Sync Licensing screen's first tab): separate from the to-do list, priority up to critical. */

const AI_NOUN = String.raw`(?:act?i?on ?items?|action ?points?)`;
const ADD_LEAD = new RegExp(
  String.raw`^(?:(?:add|create|make|new|log|put|save|set up|jot down|note down|write down|i have|i've got|we have|got)(?:\s+(?:a|an|another|new|the|one more|me a|my))*\s+)?(?:(?:new|quick|sync|synch|licen[cs]ing|placement|high priority|low priority|critical|urgent)\s+)*${AI_NOUN}(?:\s+(?:due|for|to|called|named|titled|saying|that says|is|about))*\b`,
);
const TAIL = [
  new RegExp(String.raw`\b(?:to|on|onto) (?:my|the) (?:licensing |sync )?(?:list|${AI_NOUN}|board)\b`),
  /\b(?:as|with) (?:a )?(?:high|low|medium|normal|critical) priority\b/,
  new RegExp(String.raw`\bas (?:an? )?(?:licensing |sync )?${AI_NOUN}\b`),
];

/** Hesitations in a voice transcript ("um", "uh", "erm"): never part of a title. */
const SPEECH_FILLER = /\b(?:um+|uh+|erm*|uhm|hmm+)\b[,]?/gi;

const line = (a: ActionItem, now: Date) =>
  `"${a.title}" (${a.priority}${a.dueDate ? `, due ${describeDay(a.dueDate, now)}` : ""})`;
const open = (db: ToolContext["db"]) => listActionItems(db).filter((a) => a.status !== "completed");

const DONE_WORDS =
  /\b(?:done|complete|completed|finished|finish|sorted|tick(?:ed)? off|check(?:ed)? off|cross(?:ed)? off|wrapped up|close|closed|handled|taken care of)\b/;
/** A thing told as done now: "the samples on Night Drive are all cleared now", "the split sheet's been signed". */
const DONE_STATE =
  /\b(?:is|are|was|were|'s|s|'re|re|been|got|get|all|now) (?:(?:all|now|finally|fully|properly|just|been|got)\s+)*(?:cleared|sent|registered|submitted|signed|uploaded|delivered|written|updated|filed|fixed|approved|confirmed|booked|paid|done|sorted|finished|complete|completed|handled|dealt with|taken care of|wrapped up|ticked off)\b/;
const DID_LEAD =
  /^(?:(?:i|we)(?: have|'ve|ve)? )?(?:just |already |finally |now )*(?:sent|emailed|e-mailed|cleared|registered|wrote|written|updated|submitted|delivered|signed|got|called|uploaded|filed|finished|did)\b/;
const REF_NOISE = new RegExp(
  String.raw`\b(?:please|mark|set|tick|check|cross|off|as|done|complete|completed|finished|finish|sorted|wrapped up|close|closed|handled|taken care of|the|my|that|this|${AI_NOUN}|called|named|about|licensing|sync|i|i've|ive|we|have|has|just|already|finally|with|is|are|was|were|now|all|for|been|got|fully|properly|it|them|tick|off|it's|that's)\b`,
  "g",
);

/** The action item a completion sentence names; `strict` when the sentence says "action item" (then it always answers). */
function completionArgs(s: Sentence, ctx: ToolContext): Understood<{ id: number }> {
  const l = s.lower;
  if (s.question || /\b(?:not|n't|never|yet to)\b/.test(l)) return undefined;
  const strict = new RegExp(String.raw`\b${AI_NOUN}\b`).test(l);
  const did = DID_LEAD.test(cutLead(l, [POLITE_LEAD]));
  if (!DONE_WORDS.test(l) && !did && !DONE_STATE.test(l)) return undefined;
  // "I sent the stems to Marcus": the verb is part of the item's title ("Send stems to Marcus"); keep it.
  const phrase = cutLead(restOf(s), [POLITE_LEAD]).toLowerCase().replace(REF_NOISE, " ").replace(/\s+/g, " ").trim();
  if (!phrase) return strict ? { ask: 'Which action item? Ask me "show my action items" to see them.' } : undefined;
  const m = matchRecords(phrase, open(ctx.db), (a) => a.title, strict ? 0.45 : 0.72);
  if (m.length) {
    const top = m.filter((x) => x.score >= m[0]!.score - 0.04);
    if (top.length === 1) return { args: { id: top[0]!.record.id } };
    return { ask: `Which action item: ${listOf(top.slice(0, 4).map((x) => `"${x.record.title}"`))}?` };
  }
  if (!strict) return undefined;
  const finished = matchRecords(
    phrase,
    listActionItems(ctx.db).filter((a) => a.status === "completed"),
    (a) => a.title,
  )[0];
  if (finished) return { reply: `"${finished.record.title}" is already done.` };
  return {
    reply: `I couldn't find an open action item matching "${phrase}". Ask me "show my action items" to see them.`,
  };
}

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
    examples: [
      "action item: send stems to jane by friday, high priority",
      "add a sync action item to register Night Drive with the PRO, critical",
    ],
    patterns: [
      { template: "^<polite> <add> * (action item|action items|actionitem|action point|acton item)", weight: 1.3 },
      { template: "^[a] [new] [quick] [sync|licensing|licencing] (action item|action point)", weight: 1.3 },
      { template: "* (to|on|onto) (my|the) [licensing|sync] (action items|action item list)", weight: 1.3 },
    ],
    understand(s, { now }) {
      if (s.question) return undefined;
      const when = datesSaid(s)[0];
      const past = when && pastDate(when.date, now, "a due date");
      if (past) return { reply: past };
      // "put X on my action items": the verb goes with the list, not the title.
      const listVerb = TAIL[0]!.test(s.lower) ? [/^(?:put|add|stick|throw|pop|write down|jot down|log|save)\b/] : [];
      const text = cutLead(unpunct(restOf(s, TAIL)), [
        POLITE_LEAD,
        ADD_LEAD,
        ...listVerb,
        /^(?:to|that|for|about|:)\b/,
      ]).replace(SPEECH_FILLER, " ");
      const title = s.quoted()[0] ? asTitle(s.quoted()[0]!) : asTitle(text);
      if (!title || title.length < 2)
        return { ask: 'What is the action item? Try "action item: send stems to Jane by Friday, high priority".' };
      const args: { title: string; priority: "low" | "medium" | "high" | "critical"; dueDate?: string } = {
        title,
        priority: licensingPriority(s) ?? "medium",
      };
      if (when) args.dueDate = when.date;
      return { args, confidence: 0.9 };
    },
    run(args, { db, now }) {
      const past = args.dueDate ? pastDate(args.dueDate, now, "a due date") : undefined;
      if (past) throw new ToolError(past);
      const a = createActionItem(db, args);
      return {
        summary: `Added licensing action item ${line(a, now)}.`,
        data: a,
        link: "/licensing",
        undo: () => (deleteActionItem(db, a.id), `Removed the action item "${a.title}".`),
      };
    },
  }),

  defineTool({
    name: "complete_action_item",
    description: "Mark a licensing action item as completed.",
    input: t.Object({ id: t.Integer({ minimum: 1, description: "The action item's id" }) }),
    kind: "write",
    examples: [
      "mark the one-sheet action item as done",
      "complete action item clear samples",
      "I've sent the stems to Marcus",
    ],
    patterns: [
      {
        template: "* (action item|action items|action point) * (done|complete|completed|finished|sorted|closed)",
        weight: 1.3,
      },
      {
        template:
          "^[please] (complete|finish|close|tick off|check off|cross off|mark off) * (action item|action point)",
        weight: 1.3,
      },
      { template: "^(done|finished|completed) [with] * (action item|action point)", weight: 1.3 },
      // Same sentences as the to-do list's: answered here only when an open action item fits well.
      { template: "^[please] (mark|set|tick|check|cross) * [as] (done|complete|completed|finished)", weight: 1.05 },
      {
        template:
          "^[i|we|i've|ive|we've] [have|'ve] [just|already|finally] (finished|completed|done with|sorted|wrapped up|sent|emailed|cleared|registered|wrote|written|updated|submitted|delivered|signed|uploaded|filed)",
        weight: 1.05,
      },
      { template: "^(done|finished|completed) [with]", weight: 1.05 },
      { template: "^[please] (tick|check|cross|mark) off", weight: 1.05 },
      {
        template:
          "* (is|are|was|were|been|got) [all|now|finally|fully|properly] (done|finished|complete|completed|sorted|sent|cleared|registered|submitted|signed|uploaded|delivered|written|updated|filed|fixed|approved|confirmed)",
        weight: 1.05,
      },
    ],
    understand: completionArgs,
    run({ id }, { db }) {
      const before = listActionItems(db).find((a) => a.id === id);
      if (!before) throw new ToolError(`there is no action item ${id}`);
      if (before.status === "completed") throw new ToolError(`"${before.title}" is already done`);
      // The screen's flow is Start then Complete; a spoken "done" does both.
      if (before.status !== "in_progress") updateActionItem(db, id, { status: "in_progress" });
      const a = updateActionItem(db, id, { status: "completed" });
      return {
        summary: `Nice! Marked the action item "${a.title}" as completed.`,
        data: a,
        link: "/licensing",
        undo: () => {
          updateActionItem(db, id, { status: "pending" });
          if (before.status !== "pending") updateActionItem(db, id, { status: before.status });
          return `"${a.title}" is ${before.status.replace(/_/g, " ")} again.`;
        },
      };
    },
  }),

  defineTool({
    name: "action_items_due",
    description: "Read licensing action items: open, due (with a date), overdue, due this week, or completed.",
    input: t.Object({
      filter: t.Optional(t.Union(["open", "due", "overdue", "today", "week", "completed"].map((f) => t.Literal(f)))),
    }),
    kind: "read",
    examples: ["what licensing action items are due?", "any overdue action items?", "show my action items"],
    patterns: [
      { template: "<show> * (action items|action item|action points)", weight: 1.2 },
      {
        template: "(action items|action item|action points) * (due|overdue|late|open|pending|left|outstanding)",
        weight: 1.1,
      },
      { template: "(overdue|late|due|open|pending|outstanding) (action items|action points)", weight: 1.15 },
      {
        template: "<show> * (sync|licensing|licencing) (to do|todo|to-do|tasks|list|jobs|to do list|todo list)",
        weight: 1,
      },
      { template: "(overdue|late|behind|due) * (licensing|licencing|sync)", weight: 1 },
    ],
    unless: [/^(?:please )?(?:add|new|create|log|put|save)\b/],
    understand(s) {
      const l = s.lower;
      const filter = /\b(?:overdue|late|behind|past due|missed)\b/.test(l)
        ? "overdue"
        : /\b(?:this week|next 7 days|next seven days|coming up|upcoming)\b/.test(l)
          ? "week"
          : /\b(?:completed|finished|done)\b/.test(l)
            ? "completed"
            : /\btoday\b/.test(l)
              ? "today"
              : /\bdue\b/.test(l)
                ? "due"
                : "open";
      return { args: { filter } };
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
      const what = {
        open: "open",
        due: "open with a due date",
        overdue: "overdue",
        today: "due today",
        week: "due in the next 7 days",
        completed: "completed",
      }[filter]!;
      let summary = list.length
        ? `${plural(list.length, "licensing action item")} ${what}: ${listOf(
            list.map((a) => line(a, now)),
            8,
          )}.`
        : filter === "open"
          ? 'You have no open licensing action items. Say "action item: send stems to Jane by Friday" to add one.'
          : `No licensing action items are ${what}.`;
      if ((filter === "week" || filter === "today") && overdue.length)
        summary += ` Also overdue: ${listOf(overdue.map((a) => `"${a.title}"`))}.`;
      return { summary, data: { filter, actionItems: list.slice(0, 30) }, link: "/licensing" };
    },
  }),
];
