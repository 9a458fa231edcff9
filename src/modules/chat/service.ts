import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { runActions } from "../ai/action-runner";
import { CHAT_FAILURE, type AiEngine } from "../ai/engine";
import { serverActionRequest } from "../ai/service";
import type { HistoryTurn } from "../ai/types";
import { chatMessages, type ChatContext, type ChatMessage } from "./schema";

/** The conversation, oldest first (the last `limit` exchanges). */
export function listChatMessages(db: Db, limit = 200): ChatMessage[] {
  return db.select().from(chatMessages).orderBy(desc(chatMessages.id)).limit(limit).all().reverse();
}

/**
 * POST /api/chat-messages: asks the engine (with the last few exchanges as memory), carries out the actions on the
 * server with the shared action runner, stores the exchange and returns it. Never a 500: the spec's apology is the
 * last resort. send_email is never sent from here; it waits for the user's confirmation in the chat.
 */
export async function sendChatMessage(db: Db, engine: AiEngine, text: string, now = new Date()): Promise<ChatMessage> {
  const message = text.trim();
  if (!message) throw badRequest("Message is required");
  const history: HistoryTurn[] = listChatMessages(db, 3).flatMap((m) => [
    { role: "user" as const, content: m.message },
    { role: "assistant" as const, content: m.response },
  ]);
  let response: string;
  let context: ChatContext;
  try {
    const reply = await engine.reply({ message, type: "chat", history, now });
    const results = await runActions(reply.actions, serverActionRequest(db), { now, log: (m) => console.warn(m) });
    response = reply.message;
    context = {
      actions: reply.actions,
      results: results.map(({ result: _r, ...r }) => r),
      provider: reply.provider,
      confidence: reply.confidence,
    };
  } catch (e) {
    console.error("Chat reply failed", e);
    response = CHAT_FAILURE;
    context = { actions: [], results: [], provider: "error", confidence: 0.1 };
  }
  return db.insert(chatMessages).values({ message, response, context }).returning().get();
}

export function clearChat(db: Db) {
  return { deleted: db.delete(chatMessages).returning({ id: chatMessages.id }).all().length };
}
