import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { tidy } from "../../lib/understand/titles";
import { rankCatalogue } from "./search";
import { listGrants } from "./service";

/** Searching Sunshine's built-in catalogue of funding programmes ("find grants for touring"). */

export const findGrants = defineTool({
  name: "find_grants",
  description:
    "Search Sunshine's built-in catalogue of funding programmes for a project or need (e.g. touring, audiobook narration, UK).",
  input: t.Object({ query: t.String({ maxLength: 300, description: "What the funding is for, who and where" }) }),
  kind: "read",
  resolve: ({ query, kind }: { query?: string; kind?: string }) => ({
    args: { query: tidy([kind, query].filter(Boolean).join(" ").replace(/[?!.,]/g, " ")).replace(/^(?:the|a|an|my|our)\s+/i, "") },
  }),
  run({ query }, { db }) {
    const saved = new Set(
      listGrants(db).flatMap((g) => [g.catalogueId ?? "", `${g.title}|${g.organization}`.toLowerCase()]),
    );
    const found = rankCatalogue({ description: query }, 5);
    const lines = found.map((g, i) => {
      const mine = saved.has(g.id) || saved.has(`${g.title}|${g.organization}`.toLowerCase()) ? " (already saved)" : "";
      return `${i + 1}. "${g.title}" from ${g.organization}${mine}: ${g.amount}; ${g.deadline}. ${g.applicationUrl}`;
    });
    const about = query ? ` for "${query}"` : "";
    return {
      summary: `Funding programmes that fit${about}:\n${lines.join("\n")}\nSay "save the … grant" to track one. Check each funder's page for current rounds.`,
      data: found,
      link: "/grants",
    };
  },
});
