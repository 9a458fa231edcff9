import type { ToolResult } from "./execute";

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AssistantReply {
  message: string;
  confidence: number;
  /** What was (or will be, once confirmed) done: the spec's actions, each with type (the tool) and data (its arguments). */
  actions: { type: string; data: Record<string, unknown> }[];
  results: ToolResult[];
  /** A destructive or outgoing action waiting for the user's "yes" (or the web app's Confirm button). */
  pending?: { id: string; tool: string; summary: string };
  provider: "rules" | "model" | "rules-fallback";
}
