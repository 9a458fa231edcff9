/**
 * The parts of Sunshine whose records the assistant can change. Each tool belongs to one of them, and every result of
 * a change says which (`ToolResult.domain`), so a client refreshes what that part shows instead of everything.
 */
export const ASSISTANT_DOMAINS = [
  "tasks",
  "reminders",
  "calendar",
  "invoices",
  "income",
  "audiobooks",
  "radio",
  "outreach",
  "grants",
  "knowledge",
  "licensing",
  "profile",
] as const;
export type AssistantDomain = (typeof ASSISTANT_DOMAINS)[number];
