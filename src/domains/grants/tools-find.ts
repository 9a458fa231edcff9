import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { tidy } from "../../lib/understand/sentence";
import { rankCatalogue } from "./search";
import { listGrants } from "./service";

/** Searching Sunshine's built-in catalogue of funding programmes ("find grants for touring"). */

/** What is left of "find me some grants for touring in the uk" once the asking is cut: "touring in the uk". */
const FIND_CUT = [
  /^(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:find|search(?: for)?|look(?:ing)? (?:for|up)|hunt for|suggest|recommend|dig up|show me|get me)\b/,
  /\b(?:are there|is there|do you know(?: of)?|know of|exist|are available|is available|any|some|me|good|what|which|could|can|might|should|i|we|need|want|wanna|looking|apply|get|for|to help(?: with)?|to cover|to pay for|as an?|with|available|out there|there|please)\b/,
  /\b(?:grants?|funding|funds?|bursar(?:y|ies)|fellowships?|money|opportunit(?:y|ies)|programmes?|programs?)\b/,
];

export const findGrants = defineTool({
  name: "find_grants",
  description:
    "Search Sunshine's built-in catalogue of funding programmes for a project or need (e.g. touring, audiobook narration, UK).",
  input: t.Object({ query: t.String({ maxLength: 300, description: "What the funding is for, who and where" }) }),
  kind: "read",
  examples: [
    "find grants for touring",
    "any funding for audiobook narrators?",
    "are there grants for recording an album in the uk",
  ],
  patterns: [
    {
      template:
        "^[please] [can you|could you] (find|search|search for|look for|look up|hunt for|suggest|recommend|dig up|get me) * (grant|grants|funding|bursary|bursaries|fellowship|fellowships|residency|residencies)",
      weight: 1.05,
    },
    {
      template:
        "(grant|grants|funding|bursary|bursaries|fellowship|fellowships) (for|to help|to cover|to pay for|that) *",
      weight: 0.8,
    },
    {
      template: "(grant|grants|funding|bursaries|fellowships) * (could|can|might|should) (i|we) (apply|get)",
      weight: 0.95,
    },
    { template: "(is|are) there (any|some) (grant|grants|funding|money|bursaries|fellowships)", weight: 1 },
    {
      template:
        "(what|which|any) (grant|grants|funding|bursaries|fellowships) (are there|exist|are available|is available|is there|are out there) *",
      weight: 1,
    },
    { template: "(funding|money|grant|grants) for (my|a|an|the|our) *", weight: 0.85 },
  ],
  understand(s) {
    // Cut from the lower-case text itself: rest() would also drop "emergency" as a priority word.
    let q = s.lower;
    for (const re of FIND_CUT) q = q.replace(new RegExp(re.source, "g"), " ");
    return { args: { query: tidy(q.replace(/[?!.,]/g, " ")).replace(/^(?:the|a|an|my|our)\s+/i, "") } };
  },
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
