import type { ToolResult } from "./execute";

/** The last-resort replies, when the engine itself breaks (here, so callers need not load the engine to know them). */
export const PROCESS_FAILURE = "I'm having trouble processing your request. Please try again.";
export const CHAT_FAILURE = "I'm sorry, I'm having trouble responding right now. Please try again.";

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AssistantReply {
  message: string;
  confidence: number;
  /**
   * What was (or will be, once confirmed) done: the spec's actions, each with a type (`create_task`, `update_task`,
   * `schedule_reminder`, `send_email`, else the tool's name), the tool that ran and its data (see actions.ts).
   */
  actions: { type: string; tool?: string; data: Record<string, unknown> }[];
  results: ToolResult[];
  /** A destructive or outgoing action waiting for the user's "yes" (or the web app's Confirm button). */
  pending?: { id: string; tool: string; summary: string };
  provider: "rules" | "model" | "rules-fallback";
}

/** One message to the assistant, with what it needs to read it in its conversation. */
export interface AssistantInput {
  message: string;
  history?: HistoryTurn[];
  now?: Date;
  /** The web app's Confirm button: confirms this pending action. */
  confirmId?: string;
  /** Whose conversation this is (open questions, the record "it" means); the owner's when not given. */
  session?: string;
}
