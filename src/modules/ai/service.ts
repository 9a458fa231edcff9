import { smtpTransport } from "../../lib/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { logActivity } from "../activity/service";
import { createReminder } from "../reminders/service";
import { pokeReminders } from "../reminders/scheduler";
import { createTask, updateTask } from "../tasks/service";
import type { ActionRequest, AiProcessReply } from "./action-runner";
import { PROCESS_FAILURE, type AiEngine } from "./engine";
import type { HistoryTurn } from "./types";

/** Accepts context.history as [{role, content}] (what the CLI and web send for a short memory). */
export function historyFrom(context: unknown): HistoryTurn[] {
  const h = (context as { history?: unknown } | null | undefined)?.history;
  if (!Array.isArray(h)) return [];
  return h
    .filter(
      (x): x is HistoryTurn => !!x && (x.role === "user" || x.role === "assistant") && typeof x.content === "string",
    )
    .slice(-6)
    .map((x) => ({ role: x.role, content: x.content.slice(0, 2000) }));
}

/** POST /api/ai/process: never throws; the spec's error reply is the last resort. */
export async function processMessage(
  engine: AiEngine,
  body: { message: string; type?: string; context?: Record<string, unknown> | null },
): Promise<AiProcessReply> {
  try {
    const reply = await engine.reply({
      message: body.message,
      type: body.type,
      context: body.context ?? undefined,
      history: historyFrom(body.context),
    });
    return { message: reply.message, confidence: reply.confidence, actions: reply.actions };
  } catch (e) {
    console.error("AI process failed", e);
    return { message: PROCESS_FAILURE, confidence: 0.1, actions: [] };
  }
}

/** The action runner's `request` inside the server: the same services the HTTP routes call. */
export function serverActionRequest(db: Db): ActionRequest {
  return async (method, path, body) => {
    const data = (body ?? {}) as Record<string, any>;
    if (method === "POST" && path === "/api/tasks") return createTask(db, data as any);
    const m = /^\/api\/tasks\/(\d+)$/.exec(path);
    if (method === "PUT" && m) return updateTask(db, Number(m[1]), data);
    if (method === "POST" && path === "/api/reminders") {
      if (typeof data.message !== "string" || typeof data.remindAt !== "string")
        throw new Error("a reminder needs message and remindAt");
      const reminder = createReminder(db, { message: data.message, remindAt: data.remindAt });
      pokeReminders();
      return reminder;
    }
    throw new Error(`${method} ${path} is not available to the assistant`);
  };
}

/** Sends an e-mail the user confirmed (send_email action), through SMTP_URL. */
export async function sendEmail(db: Db, config: Config, email: { to: string; subject: string; body: string }) {
  if (!config.smtp)
    throw new HttpError(400, "E-mail is not set up: start Sunshine with SMTP_URL (and SMTP_FROM) to send e-mail");
  const transport = await smtpTransport(config.smtp.url);
  try {
    await transport.sendMail({ from: config.smtp.from, to: email.to, subject: email.subject, text: email.body });
  } catch (e) {
    throw new HttpError(502, `The mail server refused the e-mail: ${(e as Error).message}`);
  }
  logActivity(db, { type: "email_sent", message: `E-mail sent to ${email.to}: ${email.subject}` });
  return { sent: true as const, to: email.to };
}
