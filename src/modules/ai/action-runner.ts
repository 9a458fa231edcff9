/**
 * Runs the actions an AI reply carries (spec §7), shared by the web app, the terminal companion and the server's
 * chat endpoint. No server-only or browser-only imports: everything goes through the `request` function you pass.
 *
 *   const results = await runActions(reply.actions, (method, path, body) => myFetch(method, path, body));
 *   results.map((r) => r.summary) // ["Added task: Call KEXP — high, due tomorrow"]
 */

export type AiActionType = "create_task" | "update_task" | "schedule_reminder" | "send_email";

export interface AiAction {
  type: AiActionType | (string & {});
  data: Record<string, unknown>;
}

/** POST /api/ai/process answer. */
export interface AiProcessReply {
  message: string;
  confidence: number;
  actions: AiAction[];
}

/** Makes one API call; must throw (or reject) on a non-OK answer. Returns the parsed JSON body. */
export type ActionRequest = (method: string, path: string, body?: unknown) => Promise<unknown>;

export interface ActionResult {
  type: string;
  /** true when carried out; false when it failed or is waiting for the user (see `pending`). */
  ok: boolean;
  /** One line a person reads: "Added task: Call KEXP — high, due tomorrow". */
  summary: string;
  /** send_email waiting for the user's confirmation. */
  pending?: boolean;
  error?: string;
  /** The server's answer (the task, the reminder…). */
  result?: unknown;
}

export interface RunOptions {
  /** Asked before any e-mail goes out; without it (or when it answers false) nothing is sent. */
  confirmEmail?: (data: { to: string; subject: string; body: string }) => boolean | Promise<boolean>;
  /** Where failures are logged (spec: an action that fails is logged and skipped). Defaults to console.warn. */
  log?: (message: string, error?: unknown) => void;
  /** Clock for "due today / tomorrow" wording. */
  now?: Date;
}

const pad = (n: number) => String(n).padStart(2, "0");
/** Local calendar date as YYYY-MM-DD. */
export const localDateKey = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "today", "tomorrow", "yesterday" or "Nov 25" (with the year when it is not this year). */
export function describeDay(date: string, now = new Date()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const diff = Math.round((day.getTime() - today.getTime()) / 86_400_000);
  if (diff === 0) return "today";
  if (diff === 1) return "tomorrow";
  if (diff === -1) return "yesterday";
  const label = `${MONTHS[day.getMonth()]} ${day.getDate()}`;
  return day.getFullYear() === today.getFullYear() ? label : `${label}, ${day.getFullYear()}`;
}

/** "5:00 PM today", "9:30 AM tomorrow", "10:00 AM on Nov 25". */
export function describeMoment(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const h = d.getHours();
  const time = `${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? "AM" : "PM"}`;
  const day = describeDay(localDateKey(d), now);
  return day === "today" || day === "tomorrow" || day === "yesterday" ? `${time} ${day}` : `${time} on ${day}`;
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** The human line for a task: "Call KEXP — high, due tomorrow". */
export function describeTask(data: Record<string, unknown>, now = new Date()): string {
  const bits = [str(data.priority) || "medium"];
  if (str(data.dueDate)) bits.push(`due ${describeDay(str(data.dueDate), now)}`);
  return `${str(data.title) || "Untitled task"} — ${bits.join(", ")}`;
}

/** What an action would do, before it runs (used to show a reply's plan). */
export function describeAction(action: AiAction, now = new Date()): string {
  const d = action.data ?? {};
  switch (action.type) {
    case "create_task":
      return `Add task: ${describeTask(d, now)}`;
    case "update_task":
      return d.status === "completed"
        ? `Complete task: ${str(d.title) || `#${d.id}`}`
        : d.status === "pending"
          ? `Reopen task: ${str(d.title) || `#${d.id}`}`
          : `Update task: ${str(d.title) || `#${d.id}`}`;
    case "schedule_reminder":
      return `Set reminder: ${str(d.message)} — ${describeMoment(str(d.remindAt), now)}`;
    case "send_email":
      return `Send e-mail to ${str(d.to)}: ${str(d.subject)}`;
    default:
      return `Unknown action ${action.type}`;
  }
}

async function runOne(action: AiAction, request: ActionRequest, opts: RunOptions, now: Date): Promise<ActionResult> {
  const data = action.data ?? {};
  switch (action.type) {
    case "create_task": {
      const task = (await request("POST", "/api/tasks", data)) as Record<string, unknown>;
      return { type: action.type, ok: true, summary: `Added task: ${describeTask(task ?? data, now)}`, result: task };
    }
    case "update_task": {
      const { id, ...changes } = data;
      if (id === undefined || id === null || id === "") throw new Error("the task to update has no id");
      const task = ((await request("PUT", `/api/tasks/${encodeURIComponent(String(id))}`, changes)) ?? {}) as Record<
        string,
        unknown
      >;
      const title = str(task.title) || str(data.title) || `#${id}`;
      const summary =
        changes.status === "completed"
          ? `Completed task: ${title}`
          : changes.status === "pending"
            ? `Reopened task: ${title}`
            : `Updated task: ${describeTask({ ...data, ...task }, now)}`;
      return { type: action.type, ok: true, summary, result: task };
    }
    case "schedule_reminder": {
      const reminder = ((await request("POST", "/api/reminders", data)) ?? {}) as Record<string, unknown>;
      const message = str(reminder.message) || str(data.message);
      const at = str(reminder.remindAt) || str(data.remindAt);
      return {
        type: action.type,
        ok: true,
        summary: `Reminder set: ${message} — ${describeMoment(at, now)}`,
        result: reminder,
      };
    }
    case "send_email": {
      const email = { to: str(data.to), subject: str(data.subject), body: str(data.body) };
      const confirmed = opts.confirmEmail ? await opts.confirmEmail(email) : false;
      if (!confirmed) {
        return {
          type: action.type,
          ok: false,
          pending: true,
          summary: `E-mail to ${email.to || "(no address)"} not sent: waiting for your confirmation`,
        };
      }
      const result = await request("POST", "/api/ai/send-email", email);
      return { type: action.type, ok: true, summary: `Sent e-mail to ${email.to}: ${email.subject}`, result };
    }
    default:
      throw new Error(`unknown action type "${action.type}"`);
  }
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** "add task "Call KEXP"", "complete task #4"… for the line that says what failed. */
function failedLabel(action: AiAction): string {
  const d = action?.data ?? {};
  const task = str(d.title) ? `"${str(d.title)}"` : d.id !== undefined ? `#${d.id}` : "(untitled)";
  switch (action?.type) {
    case "create_task":
      return `add task ${task}`;
    case "update_task":
      return `${d.status === "completed" ? "complete" : d.status === "pending" ? "reopen" : "update"} task ${task}`;
    case "schedule_reminder":
      return `set reminder "${str(d.message)}"`;
    case "send_email":
      return `send e-mail to ${str(d.to) || "(no address)"}`;
    default:
      return `run action "${String(action?.type)}"`;
  }
}

/**
 * Runs each action in order. A failing action is logged and skipped (its result has ok false and the reason);
 * the others still run. send_email only goes out after `confirmEmail` says yes.
 */
export async function runActions(
  actions: AiAction[],
  request: ActionRequest,
  opts: RunOptions = {},
): Promise<ActionResult[]> {
  const log = opts.log ?? ((m: string, e?: unknown) => console.warn(m, e ?? ""));
  const now = opts.now ?? new Date();
  const results: ActionResult[] = [];
  for (const action of actions ?? []) {
    try {
      results.push(await runOne(action, request, opts, now));
    } catch (e) {
      const error = errorText(e);
      log(`AI action ${action?.type} failed and was skipped: ${error}`, e);
      results.push({
        type: String(action?.type),
        ok: false,
        error,
        summary: `Could not ${failedLabel(action)}: ${error}`,
      });
    }
  }
  return results;
}
