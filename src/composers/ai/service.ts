import { emit } from "../../lib/events";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError, conflict } from "../../lib/errors";
import { smtpTransport } from "../../lib/mailer";
import { PROCESS_FAILURE, type Assistant } from "./assistant";
import type { AssistantReply, HistoryTurn } from "./types";

/** Accepts context.history as [{role, content}] (what the CLI and web send for a short memory). */
export function historyFrom(context: unknown): HistoryTurn[] {
  const h = (context as { history?: unknown } | null | undefined)?.history;
  if (!Array.isArray(h)) return [];
  return h
    .filter((x): x is HistoryTurn => !!x && (x.role === "user" || x.role === "assistant") && typeof x.content === "string")
    .slice(-6)
    .map((x) => ({ role: x.role, content: x.content.slice(0, 2000) }));
}

export type ProcessReply = Omit<AssistantReply, "provider"> & { provider?: AssistantReply["provider"] };

/**
 * POST /api/ai/process: understands the message and carries it out on the server through the tool registry (the
 * clients only show `results`). Never throws; the spec's error reply is the last resort.
 */
export async function processMessage(
  assistant: Assistant,
  body: { message: string; context?: Record<string, unknown> | null; confirmId?: string },
): Promise<ProcessReply> {
  try {
    // A client may keep its own conversation (open questions, "it") by naming a session; otherwise it is the owner's.
    const session = body.context?.session;
    return await assistant.respond({
      message: body.message,
      history: historyFrom(body.context),
      confirmId: body.confirmId,
      session: typeof session === "string" && session.trim() ? session.slice(0, 100) : undefined,
    });
  } catch (e) {
    console.error("AI process failed", e);
    return { message: PROCESS_FAILURE, confidence: 0.1, actions: [], results: [] };
  }
}

/** Sends an e-mail the user confirmed, through SMTP_URL. */
export async function sendEmail(db: Db, config: Config, email: { to: string; subject: string; body: string }) {
  if (!config.smtp)
    throw conflict("E-mail is not set up: start Sunshine with SMTP_URL (and SMTP_FROM) to send e-mail");
  const transport = await smtpTransport(config.smtp.url);
  try {
    await transport.sendMail({ from: config.smtp.from, to: email.to, subject: email.subject, text: email.body });
  } catch (e) {
    throw new HttpError(502, `The mail server refused the e-mail: ${(e as Error).message}`);
  }
  emit(db, { type: "email_sent", message: `E-mail sent to ${email.to}: ${email.subject}` });
  return { sent: true as const, to: email.to };
}
