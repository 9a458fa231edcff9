import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { LlmClient, LlmMessage, LlmTool } from "../../lib/llm";
import { tasks } from "../tasks/schema";
import { listTasks } from "../tasks/service";
import { describeAction, localDateKey, type AiAction } from "./action-runner";
import { grantDeadlines, outstandingInvoices, revenueThisMonth, taskBrief, taskFacts, upcomingEvents } from "./data";
import type { EngineInput, EngineReply } from "./types";

const fn = (
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[] = [],
): LlmTool => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, required, additionalProperties: false } },
});

const PRIORITY = { type: "string", enum: ["low", "medium", "high", "urgent"] };
const DATE = { type: "string", description: "YYYY-MM-DD" };

/** Tools the model may call: four actions (carried out by the client) and read-only data tools. */
export const TOOLS: LlmTool[] = [
  fn(
    "create_task",
    "Add a task to the user's to-do list.",
    {
      title: { type: "string", description: "Short imperative title, e.g. 'Call KEXP'" },
      priority: PRIORITY,
      dueDate: DATE,
      category: { type: "string" },
      description: { type: "string" },
    },
    ["title"],
  ),
  fn(
    "update_task",
    "Change an existing task, e.g. mark it completed. Use get_tasks first to find its id.",
    {
      id: { type: "integer" },
      status: { type: "string", enum: ["pending", "completed"] },
      title: { type: "string" },
      priority: PRIORITY,
      dueDate: DATE,
    },
    ["id"],
  ),
  fn(
    "schedule_reminder",
    "Remind the user at a specific time (in-app notification).",
    {
      message: { type: "string" },
      remindAt: {
        type: "string",
        description: "ISO 8601 date-time in the user's local time, e.g. 2025-03-31T17:00:00",
      },
    },
    ["message", "remindAt"],
  ),
  fn(
    "send_email",
    "Draft an e-mail; it is only sent after the user confirms.",
    {
      to: { type: "string" },
      subject: { type: "string" },
      body: { type: "string" },
    },
    ["to", "subject", "body"],
  ),
  fn("get_tasks", "Read the user's tasks.", {
    filter: { type: "string", enum: ["open", "overdue", "due_today", "due_this_week", "completed"] },
  }),
  fn("get_finances", "Revenue this month (paid invoices + audiobook sales) and outstanding invoices.", {}),
  fn("get_grant_deadlines", "Open grants with deadlines in the next N days.", { days: { type: "integer" } }),
  fn("get_upcoming_events", "Calendar events in the next N days.", { days: { type: "integer" } }),
];

const ACTION_TOOLS = new Set(["create_task", "update_task", "schedule_reminder", "send_email"]);

class ToolArgError extends Error {}

const str = (v: unknown, field: string, required = true, max = 2000): string | undefined => {
  if (v === undefined || v === null || v === "") {
    if (required) throw new ToolArgError(`${field} is required`);
    return undefined;
  }
  if (typeof v !== "string") throw new ToolArgError(`${field} must be a string`);
  const s = v.trim();
  if (required && !s) throw new ToolArgError(`${field} is required`);
  if (s.length > max) throw new ToolArgError(`${field} is too long`);
  return s || undefined;
};
const oneOf = <T extends string>(v: unknown, field: string, allowed: readonly T[]): T | undefined => {
  if (v === undefined || v === null || v === "") return undefined;
  if (!allowed.includes(v as T)) throw new ToolArgError(`${field} must be one of ${allowed.join(", ")}`);
  return v as T;
};
const date = (v: unknown, field: string) => {
  const s = str(v, field, false);
  if (!s) return undefined;
  const key = s.slice(0, 10);
  const d = new Date(`${key}T00:00:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || Number.isNaN(d.getTime()) || localDateKey(d) !== key)
    throw new ToolArgError(`${field} must be a date like 2025-03-31`);
  return key;
};

/** Checks a tool call's arguments and turns it into an action, or throws ToolArgError with what is wrong. */
export function validateAction(db: Db, name: string, args: Record<string, unknown>): AiAction {
  const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
  switch (name) {
    case "create_task": {
      const data: Record<string, unknown> = {
        title: str(args.title, "title", true, 300),
        priority: oneOf(args.priority, "priority", PRIORITIES) ?? "medium",
      };
      const due = date(args.dueDate, "dueDate");
      if (due) data.dueDate = due;
      const category = str(args.category, "category", false, 100);
      if (category) data.category = category;
      const description = str(args.description, "description", false, 5000);
      if (description) data.description = description;
      return { type: name, data };
    }
    case "update_task": {
      const id = Number(args.id);
      if (!Number.isInteger(id) || id < 1) throw new ToolArgError("id must be a task id (a positive whole number)");
      const task = db.select().from(tasks).where(eq(tasks.id, id)).get();
      if (!task) throw new ToolArgError(`there is no task with id ${id}`);
      const data: Record<string, unknown> = { id, title: task.title };
      const status = oneOf(args.status, "status", ["pending", "completed"] as const);
      if (status) data.status = status;
      const priority = oneOf(args.priority, "priority", PRIORITIES);
      if (priority) data.priority = priority;
      const due = date(args.dueDate, "dueDate");
      if (due) data.dueDate = due;
      const title = str(args.title, "title", false, 300);
      if (title) data.title = title;
      if (Object.keys(data).length <= 2 && !title)
        throw new ToolArgError("nothing to change: give status, priority, dueDate or title");
      return { type: name, data };
    }
    case "schedule_reminder": {
      const message = str(args.message, "message", true, 500)!;
      const remindAt = str(args.remindAt, "remindAt")!;
      const at = new Date(remindAt);
      if (Number.isNaN(at.getTime())) throw new ToolArgError("remindAt must be an ISO 8601 date-time");
      return { type: name, data: { message, remindAt: at.toISOString() } };
    }
    case "send_email": {
      const to = str(args.to, "to", true, 320)!;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to)) throw new ToolArgError("to must be an e-mail address");
      return {
        type: name,
        data: { to, subject: str(args.subject, "subject", true, 300), body: str(args.body, "body", true, 20000) },
      };
    }
  }
  throw new ToolArgError(`unknown tool ${name}`);
}

/** Runs a read-only data tool and returns what the model should see. */
export function runDataTool(db: Db, name: string, args: Record<string, unknown>, now: Date): unknown {
  switch (name) {
    case "get_tasks": {
      const f = taskFacts(db, now);
      const filter = typeof args.filter === "string" ? args.filter : "open";
      const list =
        filter === "overdue"
          ? f.overdue
          : filter === "due_today"
            ? f.dueToday
            : filter === "due_this_week"
              ? f.dueThisWeek
              : filter === "completed"
                ? listTasks(db, "completed").slice(0, 20)
                : f.open;
      return { filter, count: list.length, tasks: list.slice(0, 30).map(taskBrief) };
    }
    case "get_finances":
      return { revenueThisMonth: revenueThisMonth(db, now), outstandingInvoices: outstandingInvoices(db, now) };
    case "get_grant_deadlines":
      return { grants: grantDeadlines(db, clampDays(args.days, 30), now) };
    case "get_upcoming_events":
      return { events: upcomingEvents(db, clampDays(args.days, 7), now) };
  }
  throw new ToolArgError(`unknown tool ${name}`);
}
const clampDays = (v: unknown, d: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 366 ? n : d;
};

/** A tool call a local model wrote as JSON text: {"name": ..., "arguments": {...}} (also tool/parameters, or a list). */
export function parseTextToolCalls(content: string): { name: string; args: Record<string, unknown> }[] {
  const trimmed = content.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed)?.[1]?.trim();
  const candidates = [fenced, trimmed, /(\{[\s\S]*\}|\[[\s\S]*\])/.exec(trimmed)?.[1]].filter(Boolean) as string[];
  for (const c of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(c);
    } catch {
      continue;
    }
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const calls = items
      .map((o) => {
        if (!o || typeof o !== "object") return undefined;
        const r = o as Record<string, any>;
        const f = r.function && typeof r.function === "object" ? r.function : r;
        const name = f.name ?? f.tool ?? r.tool_name ?? (typeof r.type === "string" && r.data ? r.type : undefined);
        let args = f.arguments ?? f.parameters ?? f.args ?? r.data ?? {};
        if (typeof args === "string") {
          try {
            args = JSON.parse(args);
          } catch {
            return undefined;
          }
        }
        return typeof name === "string" && args && typeof args === "object"
          ? { name, args: args as Record<string, unknown> }
          : undefined;
      })
      .filter(
        (x): x is { name: string; args: Record<string, unknown> } =>
          !!x && TOOLS.some((t) => t.type === "function" && t.function.name === x.name),
      );
    if (calls.length) return calls;
  }
  return [];
}

export function systemPrompt(persona: string, now: Date) {
  return [
    `You are ${persona}, a warm, upbeat and practical AI business companion for an independent musician and audiobook author.`,
    `Today is ${now.toLocaleDateString("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" })} (${localDateKey(now)}), local time ${now.toTimeString().slice(0, 5)}.`,
    "Use the tools: create_task, update_task, schedule_reminder and send_email to act; get_tasks, get_finances, get_grant_deadlines and get_upcoming_events to read the user's data.",
    "Never invent numbers, tasks, invoices or events: read them with a tool. Keep answers short (1-4 sentences), friendly and concrete.",
    'Task priorities: low, medium, high, urgent. Dates are YYYY-MM-DD. If your runtime has no tool calling, answer with a JSON object {"name": tool, "arguments": {...}}.',
  ].join("\n");
}

/** OpenAI-compatible provider: tool calling with validated arguments, JSON-in-text tool calls, short history. */
export async function modelReply(db: Db, llm: LlmClient, input: EngineInput, timeoutMs = 10_000): Promise<EngineReply> {
  const now = input.now ?? new Date();
  const messages: LlmMessage[] = [
    { role: "system", content: systemPrompt(input.persona ?? "Sunshine", now) },
    ...(input.history ?? []).slice(-6).map((h) => ({ role: h.role, content: h.content }) as LlmMessage),
    { role: "user", content: input.message },
  ];
  const actions: AiAction[] = [];
  const deadline = Date.now() + timeoutMs;
  let sawTool = false;
  for (let round = 0; round < 4; round++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new Error("Request timed out.");
    const res = await llm.chat({ messages, tools: TOOLS, timeoutMs: remaining });
    const msg = res.choices[0]?.message;
    if (!msg) throw new Error("the model sent an empty answer");
    const toolCalls = (msg.tool_calls ?? []).filter((c) => c.type === "function");
    if (toolCalls.length) {
      sawTool = true;
      messages.push({ role: "assistant", content: msg.content ?? "", tool_calls: toolCalls });
      for (const call of toolCalls) {
        let content: string;
        try {
          let args: Record<string, unknown> = {};
          try {
            args = call.function.arguments ? JSON.parse(call.function.arguments) : {};
          } catch {
            throw new ToolArgError("arguments are not valid JSON");
          }
          if (ACTION_TOOLS.has(call.function.name)) {
            const action = validateAction(db, call.function.name, args);
            actions.push(action);
            content = JSON.stringify({
              ok: true,
              note: `${describeAction(action, now)} will be carried out for the user.`,
            });
          } else content = JSON.stringify(runDataTool(db, call.function.name, args, now));
        } catch (e) {
          if (!(e instanceof ToolArgError)) throw e;
          content = JSON.stringify({ ok: false, error: `Invalid ${call.function.name} call: ${e.message}` });
        }
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
      continue;
    }
    const text = msg.content?.trim() ?? "";
    const textCalls = parseTextToolCalls(text);
    if (textCalls.length) {
      sawTool = true;
      const results: string[] = [];
      for (const c of textCalls) {
        try {
          if (ACTION_TOOLS.has(c.name)) {
            const action = validateAction(db, c.name, c.args);
            actions.push(action);
            results.push(`${c.name}: ok, ${describeAction(action, now)} will be carried out.`);
          } else results.push(`${c.name} result: ${JSON.stringify(runDataTool(db, c.name, c.args, now))}`);
        } catch (e) {
          if (!(e instanceof ToolArgError)) throw e;
          results.push(`${c.name}: invalid call, ${e.message}`);
        }
      }
      if (textCalls.every((c) => ACTION_TOOLS.has(c.name)) && actions.length) {
        return {
          message: `Done! ${actions.map((a) => describeAction(a, now)).join("; ")}.`,
          confidence: 0.8,
          actions,
          provider: "model",
        };
      }
      messages.push({ role: "assistant", content: text });
      messages.push({
        role: "user",
        content: `${results.join("\n")}\nNow answer my previous message in plain words, without JSON.`,
      });
      continue;
    }
    const message = text || (actions.length ? `Done! ${actions.map((a) => describeAction(a, now)).join("; ")}.` : "");
    if (!message) throw new Error("the model sent an empty answer");
    return { message, confidence: sawTool ? 0.85 : 0.8, actions, provider: "model" };
  }
  if (actions.length)
    return {
      message: `Done! ${actions.map((a) => describeAction(a, now)).join("; ")}.`,
      confidence: 0.7,
      actions,
      provider: "model",
    };
  throw new Error("the model kept calling tools without answering");
}
