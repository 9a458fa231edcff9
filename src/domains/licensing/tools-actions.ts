import { t } from "elysia";
import { listed } from "../../lib/tool-shapes";
import { defineTool, existing, notFound, pastDate, ToolError, type ToolContext } from "../../lib/tools";
import { aheadOf } from "../../lib/understand/period";
import { pickRecord } from "../../lib/understand/records";
import { asTitle } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { listOf, plural } from "../../shared/text";
import { createOpportunityBody } from "./model";
import type { ActionItem, LicensingOpportunity } from "./schema";
import { createActionItem, createOpportunity, deleteActionItem, deleteOpportunity, LICENSE_TYPES, listActionItems, listOpportunities, PRIORITIES, updateActionItem } from "./service";
import { atLicensing, companyCase, LICENSING_LISTS } from "./tools-lists";
import SENTENCES from "./sentences.yaml";
import { integer } from "../../lib/validation";

/**
 * Licensing action items (the Sync Licensing screen's first tab): separate from the to-do list, priority up to
 * critical. Sync/licensing opportunities (briefs): logged by talking, and read back by deadline.
 */

type Priority = (typeof PRIORITIES)[number];
type Filter = "open" | "due" | "overdue" | "today" | "week" | "completed";

const line = (a: ActionItem, now: Date) =>
  `"${a.title}" (${a.priority}${a.dueDate ? `, due ${describeDay(a.dueDate, now)}` : ""})`;

/** film | tv | commercial | game | other, from the words people use for a brief (sentences.yaml's types). */
const TYPE_WORDS = Object.entries((SENTENCES as { types: Record<string, string[]> }).types).map(
  ([type, said]) => [type as (typeof LICENSE_TYPES)[number], new RegExp(`\\b(?:${said.join("|")})\\b`)] as const,
);
const typeOf = (l: string) => TYPE_WORDS.find(([, re]) => re.test(l))?.[0] ?? "other";

const describe = (o: LicensingOpportunity, now: Date) =>
  `"${o.title}" (${o.company}, ${o.type}${o.budget ? `, ${o.budget}` : ""})${o.deadline ? ` closing ${describeDay(o.deadline, now)}` : ""}`;

interface NewOpportunity {
  title?: string;
  company?: string;
  when?: When;
  money?: { amount: number; currency?: string };
  email?: string;
  /** The kind of brief said alone after the company ("volvo commercial"). */
  kind?: string;
  /** The title and the company said as a row of fields ("Volvo winter ad, Forsman, commercial"). */
  brief?: { title: string; company: string };
}

/** The type said on its own after the title: "Peloton workout ad, commercial, budget $5k" ("workout ad" is the title). */
const SAID_TYPE =
  /^(.+?),\s*(?:a|an|it'?s|it is)?\s*(commercial|ad|advert|tv|television|tv show|series|film|movie|documentary|trailer|game|video game)\s*(?:brief|placement|sync|spot)?[,.]?$/i;

export const actionTools = [
  defineTool({
    name: "add_opportunity",
    description:
      "Log a sync licensing opportunity (title, company, type film|tv|commercial|game|other, optional budget, deadline YYYY-MM-DD, contact e-mail).",
    input: createOpportunityBody,
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ brief, ...slots }: NewOpportunity, { now }) {
      const { title: said, company, when, money, email, kind } = { ...slots, ...brief };
      const past = when && pastDate(when.date, now, "a deadline");
      if (past) return { reply: past, final: true };
      const typed = said ? SAID_TYPE.exec(said) : null;
      const title = typed ? typed[1] : said;
      // "looking for music": what every brief wants, no title of its own (the company and its kind name it).
      const plain = /^(?:(?:a|an|the|some|new)\s+)*(?:music|songs?|tracks?|tunes?)$/i.test(title?.trim() ?? "");
      const what = title && !plain ? asTitle(title.replace(/^(?:a|an|the|some)\s+/i, "")) : undefined;
      if (!what && !company)
        return { ask: 'What is the opportunity? Try "new sync opportunity: car commercial for Ford, deadline Dec 10, pays $5k".' };
      if (!company) return { ask: `Who is "${what}" for? Say it with the company, e.g. "… for Ford".` };
      const type = typeOf(`${typed?.[2] ?? what ?? ""} ${kind ?? ""} ${company}`.toLowerCase());
      const firm = companyCase(company);
      const named = what || `${firm} ${kind ?? (type === "other" ? "opportunity" : type)}`;
      const budget = money && formatMoney(money.amount, money.currency);
      return { args: { title: named, company: firm, type, budget, deadline: when?.date, contactEmail: email } };
    },
    run(args, { db, now }) {
      const past = args.deadline ? pastDate(args.deadline.slice(0, 10), now, "a deadline") : undefined;
      if (past) throw new ToolError(past);
      const o = createOpportunity(db, { ...args, status: "active" });
      const removed = `Removed the opportunity "${o.title}".`;
      return atLicensing(`Added the ${o.type} opportunity ${describe(o, now)}.`, o, () => (deleteOpportunity(db, o.id), removed));
    },
  }),

  defineTool({
    name: "opportunities_due",
    description:
      "Read open sync licensing opportunities by deadline (window: soon, this week, this month, a month, or all open).",
    input: t.Object({
      from: t.Optional(t.String({ format: "date", description: "First deadline day, YYYY-MM-DD" })),
      to: t.Optional(t.String({ format: "date", description: "Last deadline day, YYYY-MM-DD" })),
    }),
    kind: "read",
    resolve({ when, soon }: { when?: When; soon?: string }, { now }) {
      // "soon": the next two weeks.
      const w = soon ? { from: localDateKey(now), to: localDateKey(addDays(now, 14)) } : when && aheadOf(when, now);
      return { args: w?.from ? { from: w.from, to: w.to } : {} };
    },
    run({ from, to }, { db, now }) {
      const today = localDateKey(now);
      const open = listOpportunities(db).filter((o) => o.status === "active" || o.status === "pending");
      const fits = (d: string | null) =>
        from || to ? !!d && d >= (from ?? today) && d <= (to ?? "9999") : !d || d >= today;
      const last = (o: LicensingOpportunity) => o.deadline ?? "9999";
      const list = open.filter((o) => fits(o.deadline)).sort((a, b) => last(a).localeCompare(last(b)));
      const when =
        from || to
          ? ` closing ${from === to ? describeDay(from!, now) : `between ${describeDay(from ?? today, now)} and ${describeDay(to!, now)}`}`
          : "";
      const summary = list.length
        ? listed(`${plural(list.length, "open sync opportunity", "open sync opportunities")}${when}`, list.map((o) => describe(o, now)))
        : open.length
          ? `No open sync opportunities${when || " with a deadline still to come"}.`
          : 'You have no open sync opportunities. Say "new sync opportunity: car commercial for Ford, deadline Dec 10" to log one.';
      return atLicensing(summary, { from, to, opportunities: list.slice(0, 30) });
    },
  }),

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
      const what = title && asTitle(title);
      if (!what || what.length < 2)
        return { ask: 'What is the action item? Try "action item: send stems to Jane by Friday, high priority".' };
      return { args: { title: what, priority: priority ?? "medium", dueDate: when?.date } };
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
      if (item) return { args: { id: item.id } };
      // "marcus has his stems now": who has it and what they have name the item together ("Send stems to Marcus").
      const had = who && got ? LICENSING_LISTS.item_said!.find(`${got} ${who}`, ctx) : undefined;
      if (had && "value" in had) return { args: { id: (had.value as ActionItem).id } };
      if (!name) return undefined;
      const done = listActionItems(ctx.db).filter((a) => a.status === "completed");
      const finished = pickRecord(name, done, (a) => a.title);
      if ("record" in finished) return { reply: `"${finished.record.title}" is already done.` };
      return notFound("an open action item matching", name, "show my action items");
    },
    run({ id }, { db }) {
      const before = existing(listActionItems(db).find((a) => a.id === id), `action item ${id}`);
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
