import { t } from "elysia";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { listOf } from "../../shared/text";
import { readProfile } from "./service";
import { setMyDetailTool } from "./tools-set";

/** What the assistant can read from the owner's profile: "what's my bandcamp link", "what's my VAT number". */
/** How an answer names each detail (sentences.yaml's facts). */
const FACTS = (SENTENCES as { facts: Record<string, string> }).facts;
const FACT_NAMES = Object.keys(FACTS);

export const myDetailsTool = defineTool({
  name: "my_details",
  description:
    "Read the owner's own details from their profile: links (Bandcamp, Spotify…), website, e-mail, VAT number, bio.",
  input: t.Object({ fact: t.Union(FACT_NAMES.map((f) => t.Literal(f))) }),
  kind: "read",
  resolve: ({ fact }: { fact: string }) => ({ args: { fact }, confidence: 0.95 }),
  run({ fact }, { db }) {
    const p = readProfile(db);
    const label = FACTS[fact];
    const setIt = `You haven't added your ${label} yet: add it under Settings → Profile and I'll remember it.`;
    if (fact === "links") {
      const links = Object.entries(p.links).map(([k, v]) => `${FACTS[k] ?? k}: ${v}`);
      if (p.website) links.unshift(`website: ${p.website}`);
      return { summary: links.length ? `Your links: ${listOf(links)}.` : setIt, data: p.links, link: "/settings" };
    }
    const value =
      fact === "artistNames"
        ? p.artistNames.join(", ")
        : fact in p.links
          ? p.links[fact as keyof typeof p.links]
          : (p[fact as keyof typeof p] as string | null);
    if (!value) return { summary: setIt, link: "/settings" };
    return { summary: `Your ${label}: ${value}`, data: { [fact]: value }, link: "/settings" };
  },
});

export const profileTools: Tool[] = withSentences(SENTENCES, [myDetailsTool, setMyDetailTool]);
