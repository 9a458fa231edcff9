import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";
import type { AssistantDomain } from "../../shared/domains";

export interface ChatContext {
  /** What the reply did, each with its type (create_task, update_task, schedule_reminder, send_email or the tool), the tool and its data. */
  actions: { type: string; tool?: string; data: Record<string, unknown> }[];
  /** What was actually carried out (or waits for a yes), one human line each ("Added task "Call KEXP" — high, due tomorrow"). */
  results?: {
    tool: string;
    kind: string;
    ok: boolean;
    summary: string;
    link?: string;
    pending?: boolean;
    /** Whose records it changed, so the web refreshes only that domain's views. */
    domain?: AssistantDomain;
  }[];
  /** A destructive or outgoing action waiting for the user's yes (the Confirm button sends its id). */
  pending?: { id: string; tool: string; summary: string };
  provider?: string;
  confidence?: number;
}

/** One exchange with the companion: what the user said and what Sunshine answered. */
export const chatMessages = sqliteTable("chat_messages", {
  id: id(),
  message: text("message").notNull(),
  response: text("response").notNull(),
  context: text("context", { mode: "json" }).$type<ChatContext>(),
  createdAt: createdAt(),
});
export type ChatMessage = typeof chatMessages.$inferSelect;
