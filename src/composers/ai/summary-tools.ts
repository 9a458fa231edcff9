import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import { addDays, describeDay, localDateKey, parseDateKey, weekRange } from "../../shared/dates";
import { describeFacts, gatherFacts } from "./summary-data";
import { focusItems } from "./summary-focus";

/**
 * Summaries across domains (a day, a week, what to focus on): the assistant layer composes them from the domains'
 * read functions. They answer "brief me", "my day", "my week", "what should I focus on"; a question about one kind of
 * record ("what's overdue", "what gigs do I have") stays with that domain's tool.
 */

/** A sentence naming one kind of record belongs to that domain's own list tool. */
const DOMAIN_NOUNS =
  /\b(?:tasks?|to-?dos?|to do list|todo list|invoices?|bills?|grants?|reminders?|gigs?|shows?|events?|meetings?|calendar|diary|sales|earn\w*|income|revenue|stations?|campaigns?|audiobooks?|books?|songs?|sync|emails?)\b/;
const DATE = t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
/** "the next fortnight", "next 10 days", "the coming couple of weeks": a stretch of days from today. */
const SPAN =
  /\b(?:next|coming|following|upcoming)\s+(?:(\d{1,2})|(a|one)|((?:a\s+)?couple(?:\s+of)?)|((?:a\s+)?few))\s+(days?|weeks?)\b|\bfortnight\b/;
const SPAN_WORDS = /\bfortnight\b|\b(?:next|coming|following|upcoming) (?:\S+ ){0,2}(?:days|weeks)\b/;
function spanDays(l: string): number | undefined {
  const m = SPAN.exec(l);
  if (!m) return undefined;
  if (!m[5]) return 14;
  const n = m[1] ? Number(m[1]) : m[2] ? 1 : m[3] ? 2 : 3;
  // A summary reads a month at most: longer spans are the calendar's.
  return Math.min(31, Math.max(1, n * (m[5].startsWith("week") ? 7 : 1)));
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
    input: t.Object({ date: t.Optional(DATE) }),
    kind: "read",
    examples: ["what's my day look like", "brief me", "what's on today", "what does tomorrow look like"],
    patterns: [
      {
        template:
          "(brief|briefing|rundown|run down|overview|summary|summarise|summarize|recap|lowdown|catch me up|fill me in|sum up)",
        weight: 1.05,
      },
      { template: "(my|the) day (look|looks|looking|lookin|like|shaping|ahead)", weight: 1.1 },
      {
        template: "^[so|ok|and|hey|good morning] (how's|hows|how is|what's|whats|what is|plan|run me through) my day",
        weight: 1.1,
      },
      { template: "(run me through|walk me through|talk me through|plan) my day", weight: 1.1 },
      {
        template:
          "(what does|what do|how does|how do|how's|hows|how is|what's|whats) (today|tomorrow) (look|looks|looking|lookin|like|shaping)",
        weight: 1.1,
      },
      { template: "(what's|whats|what is|anything) (on|happening|going on) [for] today", weight: 1 },
      { template: "(what|what's|whats) (do|have|did) i (have|got) [on|going on] (today|for today)", weight: 1 },
      { template: "^good morning *", weight: 0.9 },
      // A day asked about without naming a kind of record: the whole day (events, tasks, reminders), not one list.
      {
        template:
          "^(what's|whats|what is|what have i got|what do i have|anything|is there anything) [going] (on|happening) [for|on] (today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the)",
        weight: 1.0,
      },
      {
        template:
          "^what does (today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the) * look like",
        weight: 1.1,
      },
      {
        template:
          "^what (am i|are we) (doing|up to) (on|this|next|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
        weight: 1.0,
      },
      { template: "(anything|what) (am i|im|i'm) (forgetting|missing) *", weight: 1.05 },
      {
        template: "(daily|morning|today's|todays) (brief|briefing|summary|rundown|update|report|digest|overview)",
        weight: 1.15,
      },
    ],
    unless: [/\bweek\b/, SPAN_WORDS, DOMAIN_NOUNS, /\b(?:focus\w*|priorit\w*|most important|most urgent)\b/],
    understand(s, { now }) {
      const when = s.whens().find((w) => !w.endDate || w.endDate === w.date);
      const date =
        when && /\b(?:tomorrow|yesterday|tonight|[a-z]+day|\d)/.test(when.text.toLowerCase()) ? when.date : undefined;
      return { args: date && date !== localDateKey(now) ? { date } : {} };
    },
    run({ date }, { db, now }) {
      const day = date ? checkDay(date) : localDateKey(now);
      const isToday = day === localDateKey(now);
      // Today's brief looks a week ahead for grant deadlines (they need days of work); another day shows its own.
      const facts = gatherFacts(db, now, day, day, isToday ? localDateKey(addDays(now, 7)) : day);
      const label = isToday ? "today" : describeDay(day, now);
      const lines = describeFacts(facts, now, false).map((l) =>
        l === "Nothing on the calendar."
          ? `Nothing on the calendar ${label}.`
          : l === "No tasks due."
            ? `No tasks due ${label}.`
            : l,
      );
      return {
        summary: `Here's ${label === "today" || label === "tomorrow" ? label : `${label}`}: ${lines.join(" ")}`,
        data: facts,
        link: "/",
      };
    },
  }),

  defineTool({
    name: "week_summary",
    description:
      "Brief the user on a stretch of days (default the next 7; from/to YYYY-MM-DD): events, tasks due, reminders, invoices, grant deadlines.",
    input: t.Object({ from: t.Optional(DATE), to: t.Optional(DATE), label: t.Optional(t.String({ maxLength: 60 })) }),
    kind: "read",
    examples: ["how does my week look", "what's coming up this week", "how does next week look"],
    patterns: [
      {
        template:
          "(my|the|this|next|coming|this coming) week * (look|looks|looking|lookin|like|shaping|ahead|hold|holds)",
        weight: 1.1,
      },
      { template: "(how|what) * (my|the|this|next) week", weight: 1.0 },
      {
        template: "(weekly|week's|weeks) (summary|overview|brief|briefing|rundown|recap|digest|update|report)",
        weight: 1.15,
      },
      {
        template:
          "(summary|overview|brief|briefing|rundown|recap|summarise|summarize|sum up|catch me up|run me through|walk me through) * week",
        weight: 1.15,
      },
      { template: "week ahead", weight: 1.1 },
      { template: "(coming up|ahead|in store|going on|happening) * (this|the|this coming) week", weight: 1.0 },
      { template: "^[so|ok|and] my week", weight: 1.05 },
      // A stretch said in days or weeks: "brief me on the next fortnight", "what's the next 10 days looking like".
      {
        template:
          "(summary|overview|brief|briefing|rundown|run down|recap|catch me up|fill me in|sum up|look|looks|looking|like|coming up|ahead|in store|going on|happening|hold|holds|shaping) * (fortnight|days|weeks)",
        weight: 1.1,
      },
      { template: "(fortnight|days|weeks) * (look|looks|looking|like|ahead|hold|holds|shaping)", weight: 1.1 },
      { template: "[the] (next|coming|this) fortnight", weight: 0.95 },
    ],
    unless: [DOMAIN_NOUNS, /\b(?:focus\w*|priorit\w*|most important|most urgent)\b/, /\blast week\b/],
    understand(s, { now }) {
      const days = spanDays(s.lower);
      if (days)
        return {
          args: { from: localDateKey(now), to: localDateKey(addDays(now, days - 1)), label: `the next ${days} days` },
        };
      if (SPAN_WORDS.test(s.lower)) return undefined;
      if (/\bnext week\b/.test(s.lower)) {
        const r = weekRange(now, 1);
        return { args: { ...r, label: "next week" } };
      }
      return { args: {} };
    },
    run({ from, to, label }, { db, now }) {
      const start = from ? checkDay(from) : localDateKey(now);
      const end = to ? checkDay(to) : localDateKey(addDays(now, 6));
      if (end < start) throw new ToolError("the end of the range is before its start");
      const facts = gatherFacts(db, now, start, end);
      const name = label ?? (from || to ? `${describeDay(start, now)} to ${describeDay(end, now)}` : "the next 7 days");
      return {
        summary: `Here's ${name} (${describeDay(start, now)} to ${describeDay(end, now)}): ${describeFacts(facts, now, true).join(" ")}`,
        data: facts,
        link: "/calendar",
      };
    },
  }),

  defineTool({
    name: "focus",
    description:
      "What to focus on now: overdue and urgent tasks, overdue invoices to chase, grant deadlines within 7 days and today's events, ranked, with reasons.",
    input: t.Object({ limit: t.Optional(t.Integer({ minimum: 1, maximum: 10 })) }),
    kind: "read",
    examples: ["what should I focus on", "what's most important right now", "what should I tackle first"],
    patterns: [
      { template: "(focus|focusing|concentrate on|concentrating on)", weight: 1.15 },
      { template: "(most|more|really) (important|urgent|pressing)", weight: 1.15 },
      {
        template:
          "(what|where) (should|do|shall|can) i [even|actually|really|best|possibly] (start|begin|tackle|prioritise|prioritize|do first|work on first|do next)",
        weight: 1.1,
      },
      {
        template: "(what|where) (should|do|shall) i (start|begin|work on|tackle|do) * (first|now|next|today)",
        weight: 1.1,
      },
      { template: "(my|top|the|today's|todays|main|biggest) priorities", weight: 1.1 },
      { template: "help me (prioritise|prioritize|plan|decide|focus)", weight: 1.15 },
      { template: "(what|who) (needs|need|deserves|requires) (my|some|the most) attention", weight: 1.1 },
      { template: "(what's|whats|what is|anything) (urgent|pressing|on fire)", weight: 1.05 },
    ],
    understand: () => ({ args: {} }),
    run({ limit = 5 }, { db, now }) {
      const items = focusItems(db, now);
      if (!items.length)
        return {
          summary:
            "Nothing is pressing: no overdue or urgent tasks, no invoices to chase and no grant deadlines this week. A good day to make music!",
          data: { items },
        };
      const top = items.slice(0, limit);
      const rest = items.length - top.length;
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
