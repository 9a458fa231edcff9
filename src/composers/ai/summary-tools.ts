import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import { sentencesOf } from "../../lib/understand/templates";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey, parseDateKey, weekRange } from "../../shared/dates";
import { describeFacts, focusItems, gatherFacts } from "./summary-data";
import SENTENCES from "./summary-sentences.yaml";
import { integer } from "../../lib/validation";

/**
 * Summaries across domains (a day, a week, what to focus on): the assistant layer composes them from the domains'
 * read functions. They answer "brief me", "my day", "my week", "what should I focus on"; a question about one kind of
 * record ("what's overdue", "what gigs do I have") stays with that domain's tool.
 */

const DATE = t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

/** A stretch of days rather than one day ("next week", "the next 10 days", "the coming couple of weeks"). */
const isStretch = (w: When) =>
  !ONE_DAY_ON.test(w.text) && (/\b(?:weeks?|days|fortnight|weekend)\b/i.test(w.text) || (!!w.endDate && w.endDate !== w.date));
/** One day a week on: "Tuesday week", "a week on Friday", "a week today". */
const ONE_DAY_ON = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day week\b|\bweek (?:on|from|this|next) (?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;

/** The days a summary covers from what was said: a named week, or a stretch from today up to the day chrono read. */
function stretchOf(when: When | undefined, span: string | undefined, now: Date) {
  const today = localDateKey(now);
  // "the weekend": its Saturday (chrono's day) and Sunday.
  if (when && /\bweekend\b/i.test(when.text))
    return { from: when.date, to: localDateKey(addDays(parseDateKey(when.date)!, 1)), label: "the weekend" };
  // "the week after next": the reader gives that week's Monday and Sunday.
  if (when?.endDate && /\bweek\b/i.test(when.text)) return { from: when.date, to: when.endDate, label: when.text.toLowerCase() };
  const days = span
    ? Number(span)
    : when && !/\d|couple|few/.test(when.text) && /\bweek\b/i.test(when.text)
      ? undefined
      : when && Math.round((parseDateKey(when.date)!.getTime() - parseDateKey(today)!.getTime()) / 86_400_000);
  if (days === undefined) {
    // "next week" is the calendar week after this one; "this week", "the week" the next seven days.
    return when && /\bnext\b/i.test(when.text) ? { ...weekRange(now, 1), label: "next week" } : {};
  }
  if (!days) return {};
  // A summary reads a month at most: longer spans are the calendar's.
  const n = Math.min(31, Math.max(1, days));
  // "the next three days" said on a Monday morning runs to Thursday: the rest of today, then three days.
  return { from: today, to: localDateKey(addDays(now, n)), label: `the next ${n} days` };
}

const checkDay = (key: string) => {
  if (!parseDateKey(key)) throw new ToolError(`${key} is not a real date (use YYYY-MM-DD)`);
  return key;
};

export const summaryTools: Tool[] = [
  defineTool({
    name: "day_summary",
    description:
      "Brief the user on one day (default today): events, tasks due, overdue tasks, reminders, invoices due or overdue, grant deadlines this week.",
    input: t.Object({ date: t.Optional(DATE), overdue: t.Optional(t.Boolean()) }),
    kind: "read",
    examples: ["what's my day look like", "brief me", "what's on today", "what does tomorrow look like"],
    sentences: sentencesOf(SENTENCES, "day_summary"),
    resolve({ when, overdue }: { when?: When; overdue?: boolean }, { now }) {
      if (when && isStretch(when)) return undefined;
      // "my morning briefing": a part of the day alone names no other day.
      const day = when && !/^(?:this |the )?(?:morning|afternoon|evening)$/i.test(when.text) ? when.date : undefined;
      return { args: { ...(day && day !== localDateKey(now) ? { date: day } : {}), ...(overdue ? { overdue } : {}) } };
    },
    run({ date, overdue }, { db, now }) {
      const day = date ? checkDay(date) : localDateKey(now);
      const isToday = day === localDateKey(now);
      // Today's brief looks a week ahead for grant deadlines (they need days of work); another day shows its own.
      const facts = gatherFacts(db, now, day, day, isToday ? localDateKey(addDays(now, 7)) : day);
      const label = isToday ? "today" : describeDay(day, now);
      const lines = describeFacts(facts, now, false, overdue, label);
      return { summary: `Here's ${label}: ${lines.join(" ")}`, data: facts, link: "/" };
    },
  }),

  defineTool({
    name: "week_summary",
    description:
      "Brief the user on a stretch of days (default the next 7; from/to YYYY-MM-DD): events, tasks due, reminders, invoices, grant deadlines.",
    input: t.Object({
      from: t.Optional(DATE),
      to: t.Optional(DATE),
      label: t.Optional(t.String({ maxLength: 60 })),
      overdue: t.Optional(t.Boolean()),
    }),
    kind: "read",
    examples: ["how does my week look", "what's coming up this week", "how does next week look"],
    sentences: sentencesOf(SENTENCES, "week_summary"),
    resolve(x: { when?: When; span?: string; weekof?: When; weekfrom?: When; overdue?: boolean }, { now }) {
      const flag = x.overdue ? { overdue: true } : {};
      // "the week of the 7th": that Monday to Sunday; "the week starting the 9th": seven days from it.
      if (x.weekof) {
        const week = weekRange(parseDateKey(x.weekof.date)!);
        return { args: { ...week, label: `the week of ${describeDay(week.from, now)}`, ...flag } };
      }
      if (x.weekfrom) {
        const to = localDateKey(addDays(parseDateKey(x.weekfrom.date)!, 6));
        return { args: { from: x.weekfrom.date, to, label: `the week from ${describeDay(x.weekfrom.date, now)}`, ...flag } };
      }
      if (x.when && !isStretch(x.when)) return undefined;
      return { args: { ...stretchOf(x.when, x.span, now), ...flag } };
    },
    run({ from, to, label, overdue }, { db, now }) {
      const start = from ? checkDay(from) : localDateKey(now);
      const end = to ? checkDay(to) : localDateKey(addDays(now, 6));
      if (end < start) throw new ToolError("the end of the range is before its start");
      const facts = gatherFacts(db, now, start, end);
      const name = label ?? (from || to ? `${describeDay(start, now)} to ${describeDay(end, now)}` : "the next 7 days");
      return {
        summary: `Here's ${name} (${describeDay(start, now)} to ${describeDay(end, now)}): ${describeFacts(facts, now, true, overdue).join(" ")}`,
        data: facts,
        link: "/calendar",
      };
    },
  }),

  defineTool({
    name: "focus",
    description:
      "What to focus on now: overdue and urgent tasks, overdue invoices to chase, grant deadlines within 7 days and today's events, ranked, with reasons.",
    input: t.Object({ limit: t.Optional(integer({ minimum: 1, maximum: 10 })) }),
    kind: "read",
    examples: ["what should I focus on", "what's most important right now", "what should I tackle first"],
    sentences: sentencesOf(SENTENCES, "focus"),
    resolve: () => ({ args: {} }),
    run({ limit = 5 }, { db, now }) {
      const { items: top, total } = focusItems(db, now, limit);
      if (!total)
        return {
          summary:
            "Nothing is pressing: no overdue or urgent tasks, no invoices to chase and no grant deadlines this week. A good day to make music!",
          data: { items: top },
        };
      const rest = total - top.length;
      return {
        summary: `Here's what I'd focus on: ${top.map((x, i) => `${i + 1}. ${x.title}: ${x.reason}.`).join(" ")}${
          rest ? ` (${rest} more after that.)` : ""
        }`,
        data: { items: top },
        link: "/",
      };
    },
  }),
];
