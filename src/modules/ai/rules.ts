import type { Db } from "../../db/client";
import { pendingTasks } from "../tasks/service";
import type { Task } from "../tasks/schema";
import { describeDay, describeMoment, describeTask, localDateKey, type AiAction } from "./action-runner";
import { formatMoney, grantDeadlines, outstandingInvoices, revenueThisMonth, taskFacts, upcomingEvents } from "./data";
import type { EngineInput, EngineReply } from "./types";

/* ------------------------------------------------------------------ spec §9 constants */

/** Task intent words in chat text (spec §9). */
export const TASK_INTENT_WORDS = [
  "remind me",
  "schedule",
  "add task",
  "create task",
  "need to",
  "have to",
  "should",
  "must",
  "todo",
] as const;

const wordRe = (w: string) => new RegExp(`\\b${w.replace(/ /g, "\\s+")}\\b`, "i");
const INTENT_RES = TASK_INTENT_WORDS.map(wordRe);

/** Spec words, plus the obvious article forms ("add a task", "create a new task", "to-do"). */
const EXTRA_INTENT = /\b(?:add|create)\s+(?:a\s+|an\s+|new\s+|a\s+new\s+)task\b|\bto-do\b/i;
export const hasTaskIntent = (text: string) => INTENT_RES.some((re) => re.test(text)) || EXTRA_INTENT.test(text);

/** 'urgent' or 'asap' → high; 'whenever' or 'low priority' → low; otherwise medium (spec §9). */
export function taskPriority(text: string): "high" | "medium" | "low" {
  if (/\burgent\b|\basap\b|\ba\.s\.a\.p\b/i.test(text)) return "high";
  if (/\bwhenever\b|\blow\s+priority\b/i.test(text)) return "low";
  return "medium";
}

/** 'today' or 'tomorrow' set the due date (local calendar date). */
export function taskDueDate(text: string, now = new Date()): string | undefined {
  if (/\btomorrow\b/i.test(text)) return localDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  if (/\btoday\b/i.test(text)) return localDateKey(now);
  return undefined;
}

/* ------------------------------------------------------------------ title extraction */

const LEADING = [
  /^(?:hey|hi|hello|ok|okay|so|um+|oh)[\s,!.]+/i,
  /^(?:please|pls|kindly)[\s,]+/i,
  /^(?:don'?t forget|remember)[\s,:!.-]+(?=(?:i|we|to)\b)/i,
  /^(?:can|could|would|will) you(?: please)?\s+/i,
  /^(?:remind me (?:to|that i (?:need|have|must|should) to|that|about|of)|remind me)\s*/i,
  /^(?:add|create|make|new|put)(?: a| an| new| the)?(?: task| todo| to-do| reminder)(?: (?:to|for|called|named|on my list))?[\s:,-]*/i,
  /^(?:add|put)\s+(?=.+\s+(?:to|on) my (?:list|tasks|to-?do(?: list)?)\b)/i,
  /^(?:a )?(?:todo|to-do|to do)\b[\s:,-]*/i,
  /^(?:i|we)(?:'ll| will)?\s+(?:really |definitely |probably |also |still )?(?:need to|have to|must|should|gotta|got to)\s+/i,
  /^(?:i|we)'(?:ve|d) (?:got to|to|better)\s+/i,
  /^(?:should|must) (?:i|we)\s+/i,
  /^(?:need to|have to|must|should|don'?t forget to|remember to)\s+/i,
];

const NOISE: RegExp[] = [
  /\b(?:it'?s|this is|that'?s|very|super|really)\s+(?=urgent\b)/gi,
  /\burgent(?:ly)?\b/gi,
  /\basap\b|\ba\.s\.a\.p\.?/gi,
  /\b(?:it'?s |this is )?(?:low|high|medium) priority\b/gi,
  /\bwhenever(?: (?:i|you) (?:can|get (?:a )?(?:chance|time)|have time)| possible)?\b/gi,
  /\b(?:by|for|due|on|before|until|end of)?\s*(?:today|tomorrow)(?:\s+(?:morning|afternoon|evening|night))?\b/gi,
  /\b(?:to|on) my (?:list|tasks|task list|to-?do(?: list)?)\b/gi,
  /\b(?:please|thanks|thank you)\b/gi,
];

/** "remind me to call KEXP tomorrow, urgent" → "Call KEXP". Empty string when nothing is left. */
export function extractTaskTitle(text: string, persona = "Sunshine"): string {
  let s = ` ${text.trim()} `;
  const personaRe = new RegExp(
    `^\\s*(?:hey|hi|ok|okay)?[\\s,]*${persona.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b[\\s,:!.-]*`,
    "i",
  );
  s = s.replace(personaRe, " ");
  for (const re of NOISE) s = s.replace(re, " ");
  s = s.replace(/\s+/g, " ").trim();
  for (let pass = 0; pass < 4; pass++) {
    const before = s;
    for (const re of LEADING) s = s.replace(re, "").trim();
    if (s === before) break;
  }
  s = s
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/^[\s,.;:!?'"“”‘’-]+|[\s,.;:!?'"“”‘’-]+$/g, "")
    .replace(/[\s,]+(?:and|but|so|it|it'?s|is|that'?s)$/i, "")
    .replace(/^(?:to|that)\s+/i, "")
    .replace(/[\s,.;:!?-]+$/g, "")
    .trim();
  return s ? s[0]!.toUpperCase() + s.slice(1) : "";
}

const CATEGORY_WORDS: [string, RegExp][] = [
  ["radio", /\b(?:radio|station|kexp|dj|airplay|playlist|npr|bbc)\b/i],
  ["invoices", /\b(?:invoice|invoices|bill|billing|payment|pay|paid|receipt|tax|taxes)\b/i],
  ["grants", /\b(?:grant|grants|funding|application|apply)\b/i],
  ["audiobooks", /\b(?:audiobook|audiobooks|audible|narration|narrator|chapter|book)\b/i],
  ["licensing", /\b(?:sync|licen[cs]e|licensing|placement|music supervisor)\b/i],
  ["outreach", /\b(?:email|e-mail|pitch|press|blog|newsletter|outreach|promo|promote)\b/i],
  ["contracts", /\b(?:contract|agreement|royalt(?:y|ies)|split sheet)\b/i],
  [
    "music",
    /\b(?:mix|master|mastering|record|recording|song|track|album|ep|single|rehearse|rehearsal|gig|show|tour|studio)\b/i,
  ],
];

export function guessCategory(title: string): string {
  return CATEGORY_WORDS.find(([, re]) => re.test(title))?.[0] ?? "general";
}

/* ------------------------------------------------------------------ reminders at a time */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  half: 0.5,
};

const TIME_RES = {
  relative:
    /\bin\s+(\d+(?:\.\d+)?|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|half an?)\s*(minutes?|mins?|hours?|hrs?|h|m)\b/i,
  clock: /\b(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=\s|$|[,.!?])/i,
  at: /\bat\s+(\d{1,2})(?::(\d{2}))?\b(?!\s*(?:%|percent|dollars))/i,
  named: /\b(?:at\s+)?(noon|midday|midnight)\b/i,
};

/** Finds "at 5pm", "5:30 pm", "at 17:00", "at noon", "in 20 minutes" (+ "tomorrow"). */
export function parseReminderTime(text: string, now = new Date()): { at: Date; matched: string[] } | undefined {
  const rel = TIME_RES.relative.exec(text);
  if (rel) {
    const raw = rel[1]!.toLowerCase();
    const n = /^half/.test(raw) ? 0.5 : (NUMBER_WORDS[raw] ?? Number(raw));
    const unit = rel[2]!.toLowerCase();
    const minutes = /^h/.test(unit) ? n * 60 : n;
    if (!(minutes > 0)) return undefined;
    return { at: new Date(now.getTime() + minutes * 60_000), matched: [rel[0]] };
  }
  let hour: number | undefined;
  let minute = 0;
  let matched: string | undefined;
  const clock = TIME_RES.clock.exec(text);
  const named = TIME_RES.named.exec(text);
  const at = TIME_RES.at.exec(text);
  if (clock) {
    hour = Number(clock[1]) % 12;
    minute = Number(clock[2] ?? 0);
    if (/^p/i.test(clock[3]!)) hour += 12;
    matched = clock[0];
  } else if (named) {
    hour = named[1]!.toLowerCase() === "midnight" ? 0 : 12;
    matched = named[0];
  } else if (at) {
    hour = Number(at[1]);
    minute = Number(at[2] ?? 0);
    // "at 5" means 5 PM for a working day; 24-hour times stay as they are.
    if (hour >= 1 && hour <= 7) hour += 12;
    matched = at[0];
  }
  if (hour === undefined || hour > 23 || minute > 59) return undefined;
  const tomorrow = /\btomorrow\b/i.test(text);
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (tomorrow ? 1 : 0), hour, minute, 0, 0);
  if (!tomorrow && d.getTime() <= now.getTime()) d.setDate(d.getDate() + 1);
  return { at: d, matched: [matched!] };
}

/* ------------------------------------------------------------------ completing a task by name */

const STOP = new Set(["the", "a", "an", "to", "my", "task", "for", "of", "with", "on", "about", "and"]);
const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, "") || w;
const tokens = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter((w) => w && !STOP.has(w))
    .map(stem);

/** Best open task for a spoken name; score 1 means every word matched. */
export function findTaskByName(open: Task[], name: string): { task: Task; score: number } | undefined {
  const want = tokens(name);
  if (!want.length) return undefined;
  let best: { task: Task; score: number } | undefined;
  for (const task of open) {
    const have = new Set(tokens(task.title));
    const hits = want.filter((w) => have.has(w)).length;
    // Both directions: the words said must be in the title, and most of the title must be said.
    const score = Math.min(hits / want.length, hits / Math.max(have.size, 1) + 0.34);
    if (score > (best?.score ?? 0)) best = { task, score: Math.min(1, score) };
  }
  return best && best.score >= 0.6 ? best : undefined;
}

const COMPLETION_RES = [
  /^(?:please\s+)?(?:mark|set|tick off|check off|cross off|tick|check)\s+(?:the\s+)?(?:task\s+)?(.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)$/i,
  /^(?:please\s+)?(?:tick|check|cross)\s+off\s+(?:the\s+)?(?:task\s+)?(.+)$/i,
  /^(?:please\s+)?(?:complete|finish)\s+(?:the\s+)?task\s+(.+)$/i,
  /^(?:i(?:'ve| have)?\s+)?(?:just\s+)?(?:finished|completed|done with|did)\s+(?:the\s+)?(?:task\s+)?(.+)$/i,
  /^(?:done|finished|completed)\s*(?:with)?[:\s-]+(.+)$/i,
  /^(?:the\s+)?(?:task\s+)?(.+?)\s+is\s+(?:done|finished|complete|completed)$/i,
];

export function parseCompletion(text: string): string | undefined {
  const s = text
    .trim()
    .replace(/[.!]+$/, "")
    .replace(/^["']|["']$/g, "");
  for (const re of COMPLETION_RES) {
    const m = re.exec(s);
    if (m?.[1]) return m[1].replace(/^["'“‘]|["'”’]$/g, "").trim();
  }
  return undefined;
}

/* ------------------------------------------------------------------ questions about the user's data */

const QUESTION_START =
  /^(?:what|what's|whats|which|how|show|list|tell me|give me|any|anything|do i|did i|am i|is there|are there|is anything|when|who|where|have i|has)\b/i;
export const isQuestion = (text: string) => QUESTION_START.test(text.trim()) || /\?\s*$/.test(text);

export type DataTopic = "grants" | "invoices" | "revenue" | "events" | "overdue" | "today" | "week" | "tasks";

export function questionTopic(text: string): DataTopic | undefined {
  const s = text.toLowerCase();
  if (/\bgrants?\b|\bfunding\b/.test(s)) return "grants";
  if (/\binvoices?\b|\bowed?\b|\bunpaid\b|\boutstanding\b|\bowes\b|\bpaid me\b/.test(s)) return "invoices";
  if (/\brevenue\b|\bearn(?:ed|ings)?\b|\bincome\b|\bmade\b|\bmoney\b|\bsales\b|\bsold\b/.test(s)) return "revenue";
  if (
    /\bevents?\b|\bcalendar\b|\bgigs?\b|\bappointments?\b|\bmeetings?\b|\bon my schedule\b|\bschedule (?:look|for)\b|\bbooked\b/.test(
      s,
    )
  )
    return "events";
  if (/\boverdue\b|\blate\b|\bbehind\b|\bmissed\b|\bpast due\b/.test(s)) return "overdue";
  if (/\btoday\b/.test(s) && /\bdue\b|\bdo\b|\btasks?\b|\bto-?do\b|\bplate\b|\bagenda\b/.test(s)) return "today";
  if (/\bthis week\b|\bnext (?:7|seven) days\b|\bcoming up\b|\bupcoming\b/.test(s)) return "week";
  if (/\btasks?\b|\bto-?dos?\b|\bto do\b|\bopen\b|\bpending\b|\bon my plate\b|\bmy list\b/.test(s)) return "tasks";
  return undefined;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const taskLine = (t: Task, now: Date) =>
  `"${t.title}" (${t.priority}${t.dueDate ? `, due ${describeDay(t.dueDate, now)}` : ""})`;
const listOf = (items: string[], max = 5) =>
  items.length <= max ? joinAnd(items) : `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
function joinAnd(items: string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Answers a data question from the database: real numbers, never invented facts. */
export function answerQuestion(db: Db, topic: DataTopic, now: Date): string {
  switch (topic) {
    case "grants": {
      const g = grantDeadlines(db, 30, now);
      if (!g.length) return "No grant deadlines in the next 30 days. The Grants page can search for new opportunities.";
      return `${plural(g.length, "grant deadline")} in the next 30 days: ${listOf(
        g.map(
          (x) =>
            `${x.title} (${x.organization}) on ${describeDay(x.deadline!, now)}${x.status === "applied" ? ", applied" : ""}`,
        ),
      )}.`;
    }
    case "invoices": {
      const o = outstandingInvoices(db, now);
      if (!o.sent.length && !o.drafts.length) return "Nothing outstanding: every invoice you have sent is paid.";
      const parts: string[] = [];
      if (o.sent.length) {
        parts.push(
          `You have ${plural(o.sent.length, "outstanding invoice")} totalling ${formatMoney(o.sentTotal)}: ${listOf(
            o.sent.map(
              (i) =>
                `${i.number} to ${i.clientName} for ${formatMoney(i.amount)}${i.dueDate ? ` (due ${describeDay(i.dueDate, now)})` : ""}`,
            ),
          )}.`,
        );
        if (o.overdue.length)
          parts.push(
            `${o.overdue.length} ${o.overdue.length === 1 ? "is" : "are"} overdue: ${o.overdue.map((i) => i.number).join(", ")}.`,
          );
      } else parts.push("No sent invoices are waiting for payment.");
      if (o.drafts.length) parts.push(`${plural(o.drafts.length, "draft")} not sent yet.`);
      return parts.join(" ");
    }
    case "revenue": {
      const r = revenueThisMonth(db, now);
      if (!r.total) return `No revenue recorded for ${r.month} yet: no paid invoices or audiobook sales this month.`;
      const parts = [];
      if (r.invoiceCount) parts.push(`${formatMoney(r.invoiceTotal)} from ${plural(r.invoiceCount, "paid invoice")}`);
      if (r.salesCount) parts.push(`${formatMoney(r.salesTotal)} from ${plural(r.salesCount, "audiobook sale")}`);
      return `Revenue for ${r.month} so far: ${formatMoney(r.total)} (${parts.join(" and ")}).`;
    }
    case "events": {
      const e = upcomingEvents(db, 7, now);
      if (!e.length) return "Nothing on your calendar for the next 7 days.";
      return `${plural(e.length, "event")} in the next 7 days: ${listOf(
        e.map(
          (x) =>
            `${x.title} ${describeDay(x.date, now)}${x.time ? ` at ${x.time}` : ""}${x.location ? ` (${x.location})` : ""}`,
        ),
      )}.`;
    }
    case "overdue": {
      const { overdue } = taskFacts(db, now);
      if (!overdue.length) return "Nothing is overdue. You're on top of things!";
      return `${plural(overdue.length, "task is", "tasks are")} overdue: ${listOf(overdue.map((t) => taskLine(t, now)))}.`;
    }
    case "today": {
      const { dueToday, overdue } = taskFacts(db, now);
      const head = dueToday.length
        ? `Due today: ${listOf(dueToday.map((t) => taskLine(t, now)))}.`
        : "Nothing is due today.";
      return overdue.length
        ? `${head} Also ${plural(overdue.length, "task is", "tasks are")} overdue: ${listOf(overdue.map((t) => `"${t.title}"`))}.`
        : head;
    }
    case "week": {
      const { dueThisWeek, overdue } = taskFacts(db, now);
      const head = dueThisWeek.length
        ? `Due in the next 7 days: ${listOf(dueThisWeek.map((t) => taskLine(t, now)))}.`
        : "Nothing is due in the next 7 days.";
      return overdue.length ? `${head} ${plural(overdue.length, "task is", "tasks are")} already overdue.` : head;
    }
    case "tasks": {
      const { open, overdue } = taskFacts(db, now);
      if (!open.length) return "You have no open tasks. Tell me what's next and I'll add it.";
      return `You have ${plural(open.length, "open task")}${overdue.length ? ` (${overdue.length} overdue)` : ""}: ${listOf(open.map((t) => taskLine(t, now)))}.`;
    }
  }
}

/* ------------------------------------------------------------------ conversation */

export const capabilities = (persona: string) => [
  `Add tasks: "remind me to call KEXP tomorrow, urgent"`,
  `Set reminders at a time: "remind me at 5pm to send the invoice"`,
  `Complete tasks: "mark Call KEXP as done"`,
  `Answer questions from your data: overdue tasks, what's due this week, revenue this month, outstanding invoices, grant deadlines and upcoming events`,
  `Chat about your music and audiobook business (with an AI model configured, ${persona} can do much more)`,
];

const GREETING = /^(?:hi|hello|hey|hiya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))\b/i;
const HELP = /\b(?:help|what can you do|what do you do|how do you work|commands|capabilities)\b/i;
const THANKS = /^(?:thanks|thank you|thx|cheers|ty|much appreciated)\b/i;

function greetingFor(now: Date) {
  const h = now.getHours();
  return h < 5 ? "Hello, night owl" : h < 12 ? "Good morning" : h < 18 ? "Good afternoon" : "Good evening";
}

function reply(message: string, confidence: number, actions: AiAction[] = []): EngineReply {
  return { message, confidence, actions, provider: "rules" };
}

/** What the rules provider understood, before it touches any data (used to decide rules-first). */
export type Intent = "reminder" | "complete" | "question" | "greeting" | "help" | "thanks" | "task" | "unknown";

export function classify(text: string, persona = "Sunshine"): Intent {
  const s = text.trim();
  const bare = s
    .replace(new RegExp(`\\b${persona}\\b`, "ig"), "")
    .replace(/[\s,!.]+$/g, "")
    .trim();
  if (/\bremind me\b/i.test(s) && parseReminderTime(s)) return "reminder";
  if (parseCompletion(s)) return "complete";
  if (isQuestion(s) && questionTopic(s)) return "question";
  if (GREETING.test(s) && bare.split(/\s+/).length <= 4) return "greeting";
  if (THANKS.test(s)) return "thanks";
  if (HELP.test(s) && !hasTaskIntent(s.replace(/\bshould\b/gi, ""))) return "help";
  if (hasTaskIntent(s)) return "task";
  return "unknown";
}

/** Offline rules provider: deterministic, no network, answers from the user's own data. */
export function rulesReply(db: Db, input: EngineInput): EngineReply {
  const persona = input.persona ?? "Sunshine";
  const now = input.now ?? new Date();
  const text = input.message.trim();
  const intent = classify(text, persona);

  switch (intent) {
    case "reminder": {
      const time = parseReminderTime(text, now)!;
      let rest = text;
      for (const m of time.matched) rest = rest.replace(m, " ");
      rest = rest.replace(/\bin\s+(?=\s|$)/gi, " ");
      const what = extractTaskTitle(rest.replace(/\b(?:at|on|in)\s*(?=[,.!?]|$)/gi, " "), persona);
      if (!what) return reply('What should I remind you about? Try "remind me at 5pm to call KEXP".', 0.3);
      const remindAt = time.at.toISOString();
      return reply(
        `I'll remind you to ${what[0]!.toLowerCase()}${what.slice(1)} at ${describeMoment(remindAt, now)}.`,
        0.9,
        [{ type: "schedule_reminder", data: { message: what, remindAt } }],
      );
    }
    case "complete": {
      const name = parseCompletion(text)!;
      const open = pendingTasks(db);
      const byId = /^#?(\d+)$/.exec(name);
      const idTask = byId ? open.find((t) => t.id === Number(byId[1])) : undefined;
      const match = idTask ? { task: idTask, score: 1 } : findTaskByName(open, name);
      if (!match) {
        return reply(
          `I couldn't find an open task matching "${name}". Ask me "what are my open tasks?" to see the list.`,
          0.4,
        );
      }
      return reply(`Nice work! I've marked "${match.task.title}" as done.`, match.score >= 0.99 ? 0.9 : 0.7, [
        { type: "update_task", data: { id: match.task.id, status: "completed", title: match.task.title } },
      ]);
    }
    case "question": {
      const topic = questionTopic(text)!;
      return reply(answerQuestion(db, topic, now), 0.9);
    }
    case "greeting": {
      const { open, overdue, dueToday } = taskFacts(db, now);
      const status = !open.length
        ? "Your task list is clear."
        : `You have ${plural(open.length, "open task")}${dueToday.length ? `, ${dueToday.length} due today` : ""}${overdue.length ? `, ${overdue.length} overdue` : ""}.`;
      return reply(
        `${greetingFor(now)}! I'm ${persona}, ready to help with your music and books. ${status} What shall we work on?`,
        0.95,
      );
    }
    case "thanks":
      return reply("You're welcome! Anything else I can help with?", 0.95);
    case "help":
      return reply(
        `Here's what I can do:\n${capabilities(persona)
          .map((c) => `• ${c}`)
          .join("\n")}`,
        0.95,
      );
    case "task": {
      const title = extractTaskTitle(text, persona);
      if (!title || title.length < 2)
        return reply('What should the task be? Try "remind me to call KEXP tomorrow".', 0.3);
      const priority = taskPriority(text);
      const dueDate = taskDueDate(text, now);
      const data: Record<string, unknown> = { title, priority, category: guessCategory(title) };
      if (dueDate) data.dueDate = dueDate;
      const explicit = /\b(?:remind me|add task|create task|todo|add (?:a |new )?task|create (?:a |new )?task)\b/i.test(
        text,
      );
      return reply(`Got it! I've added "${describeTask(data, now)}" to your tasks.`, explicit ? 0.9 : 0.75, [
        { type: "create_task", data },
      ]);
    }
    default:
      return reply(
        `I can't do that offline yet — here is what I can do:\n${capabilities(persona)
          .map((c) => `• ${c}`)
          .join("\n")}`,
        0.2,
      );
  }
}
