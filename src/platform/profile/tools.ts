import { t } from "elysia";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { listOf } from "../../shared/text";
import { readProfile } from "./service";
import { setMyDetailTool } from "./tools-set";

/** What the assistant can read from the owner's profile: "what's my bandcamp link", "what's my VAT number". */
const FACTS = {
  bandcamp: "Bandcamp link",
  spotify: "Spotify link",
  appleMusic: "Apple Music link",
  audible: "Audible link",
  youtube: "YouTube link",
  instagram: "Instagram",
  tiktok: "TikTok",
  soundcloud: "SoundCloud link",
  website: "website",
  email: "e-mail address",
  phone: "phone number",
  address: "postal address",
  taxNumber: "VAT / tax number",
  legalName: "legal name",
  artistNames: "artist names",
  bio: "bio",
  paymentInstructions: "payment details",
  links: "links",
  businessName: "business name",
  displayName: "name",
} as const;
type Fact = keyof typeof FACTS;
const FACT_NAMES = Object.keys(FACTS) as Fact[];

export const myDetailsTool = defineTool({
  name: "my_details",
  description:
    "Read the owner's own details from their profile: links (Bandcamp, Spotify…), website, e-mail, VAT number, bio.",
  input: t.Object({ fact: t.Union(FACT_NAMES.map((f) => t.Literal(f))) }),
  kind: "read",
  resolve: ({ fact }: { fact: Fact }) => ({ args: { fact }, confidence: 0.95 }),
  run({ fact }, { db }) {
    const p = readProfile(db);
    const label = FACTS[fact];
    const setIt = `You haven't added your ${label} yet: add it under Settings → Profile and I'll remember it.`;
    if (fact === "links") {
      const links = Object.entries(p.links).map(([k, v]) => `${FACTS[k as Fact] ?? k}: ${v}`);
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
