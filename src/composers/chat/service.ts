import { invalid } from "../../lib/validation";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Assistant } from "../ai/assistant";
import { CHAT_FAILURE } from "../ai/types";
import type { HistoryTurn } from "../ai/types";
import { chatMessages, type ChatContext, type ChatMessage } from "./schema";

/** The conversation, oldest first (the last `limit` exchanges). */
export function listChatMessages(db: Db, limit = 200): ChatMessage[] {
  return db.select().from(chatMessages).orderBy(desc(chatMessages.id)).limit(limit).all().reverse();
}

/**
 * POST /api/chat-messages: the assistant answers (with the last few exchanges as memory) and carries out what was
 * asked on the server; the exchange is stored with what was done. Never a 500: the spec's apology is the last resort.
 */
export async function sendChatMessage(
  db: Db,
  assistant: Assistant,
  text: string,
  opts: { now?: Date; confirmId?: string } = {},
): Promise<ChatMessage> {
  const message = text.trim();
  if (!message) throw invalid("Message is required");
  const history: HistoryTurn[] = listChatMessages(db, 3).flatMap((m) => [
    { role: "user" as const, content: m.message },
    { role: "assistant" as const, content: m.response },
  ]);
  let response: string;
  let context: ChatContext;
  try {
    const reply = await assistant.respond({ message, history, now: opts.now, confirmId: opts.confirmId });
    response = reply.message;
    context = {
      actions: reply.actions,
      results: reply.results,
      pending: reply.pending,
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
