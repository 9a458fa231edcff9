import type { Tool } from "../../lib/tools";

/** Summaries across domains (a day, a week, what is overdue, what to focus on): the assistant composes them. */
export const summaryTools: Tool[] = [];
