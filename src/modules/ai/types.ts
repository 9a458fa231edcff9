import type { AiAction } from "./action-runner";

export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}

export interface EngineInput {
  message: string;
  /** e.g. "chat", "voice", "cli" (free text, passed to the model as a hint) */
  type?: string;
  context?: Record<string, unknown>;
  /** Recent exchanges, oldest first (kept short). */
  history?: HistoryTurn[];
  persona?: string;
  now?: Date;
}

export interface EngineReply {
  message: string;
  confidence: number;
  actions: AiAction[];
  /** rules | model | rules-fallback */
  provider: "rules" | "model" | "rules-fallback";
}
