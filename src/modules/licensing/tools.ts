import type { Tool } from "../../lib/tools";

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const licensingTools: Tool[] = [];
