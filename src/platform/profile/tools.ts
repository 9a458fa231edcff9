import { t } from "elysia";
import { defineTool, type Tool } from "../../lib/tools";
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

const WORDS: [RegExp, Fact][] = [
  [/\bbandcamp\b/, "bandcamp"],
  [/\bspotify\b/, "spotify"],
  [/\bapple music\b/, "appleMusic"],
  [/\baudible\b/, "audible"],
  [/\byou ?tube\b/, "youtube"],
  [/\binsta(?:gram)?\b/, "instagram"],
  [/\btik ?tok\b/, "tiktok"],
  [/\bsound ?cloud\b/, "soundcloud"],
  [/\b(?:website|web site|site|homepage|url)\b/, "website"],
  [/\b(?:e-?mail|email address)\b/, "email"],
  [/\b(?:phone|number to call|mobile)\b/, "phone"],
  [/\b(?:address|postal|post code|postcode)\b/, "address"],
  [/\b(?:vat|tax (?:number|id|no))\b/, "taxNumber"],
  [/\blegal name\b/, "legalName"],
  [/\b(?:artist|pen|stage) names?\b/, "artistNames"],
  [/\b(?:bio|biography)\b/, "bio"],
  [/\b(?:bank details|payment details|bank account|sort code|iban|paypal)\b/, "paymentInstructions"],
  [/\b(?:links|socials|social media)\b/, "links"],
  [/\b(?:business|company|label)(?: name)?\b/, "businessName"],
  [/\b(?:display |artist )?name\b/, "displayName"],
];

export const myDetailsTool = defineTool({
  name: "my_details",
  description:
    "Read the owner's own details from their profile: links (Bandcamp, Spotify…), website, e-mail, VAT number, bio.",
  input: t.Object({ fact: t.Union(FACT_NAMES.map((f) => t.Literal(f))) }),
  kind: "read",
  examples: ["what's my bandcamp link?", "what's my VAT number", "give me my spotify link", "what are my links"],
  patterns: [
    { template: "(what's|whats|what is|what are|give me|send me|show me|tell me|read me) [me] my *", weight: 0.95 },
    { template: "my (bandcamp|spotify|website|bio|links|socials|vat) [link|number|url]", weight: 0.9 },
  ],
  understand(s) {
    // Only "… my <detail> [link|number…]" at the end of the sentence: "show me my email campaigns" is not for me.
    const tail =
      /\bmy ((?:[\w-]+ ){0,2}[\w-]+?)(?: (?:link|links|url|page|profile|handle|account|number|id|details))?\s*[?.!]*$/.exec(
        s.lower.trim(),
      )?.[1];
    const fact = tail ? WORDS.find(([re]) => re.test(tail))?.[1] : undefined;
    return fact ? { args: { fact }, confidence: 0.95 } : undefined;
  },
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

export const profileTools: Tool[] = [myDetailsTool, setMyDetailTool];
