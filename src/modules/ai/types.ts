export interface HistoryTurn {
  role: "user" | "assistant";
  content: string;
}
