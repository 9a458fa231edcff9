import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { HttpError } from "../../lib/errors";
import { readProfile, updateProfile } from "./service";

/** What "my … is …" can set, the words people use for it, and how it is named back. */
const SETTABLE = [
  { field: "businessName", label: "business name", words: "business name|business|company name|company|label name|label" },
  { field: "displayName", label: "name", words: "name|display name|artist name|stage name" },
  { field: "legalName", label: "legal name", words: "legal name|full legal name" },
  { field: "email", label: "e-mail address", words: "e-?mail address|e-?mail" },
  { field: "phone", label: "phone number", words: "phone number|phone|mobile number|mobile" },
  { field: "website", label: "website", words: "website|web site|homepage" },
  { field: "taxNumber", label: "VAT / tax number", words: "vat number|vat no|vat|tax number|tax id" },
  { field: "links.bandcamp", label: "Bandcamp link", words: "bandcamp(?: link| page)?" },
  { field: "links.spotify", label: "Spotify link", words: "spotify(?: link| page| profile)?" },
  { field: "links.appleMusic", label: "Apple Music link", words: "apple music(?: link| page)?" },
  { field: "links.youtube", label: "YouTube link", words: "youtube(?: link| channel)?" },
  { field: "links.instagram", label: "Instagram", words: "instagram(?: link| handle)?|insta" },
  { field: "links.soundcloud", label: "SoundCloud link", words: "soundcloud(?: link| page)?" },
] as const;
type Field = (typeof SETTABLE)[number]["field"];
const FIELDS = SETTABLE.map((x) => x.field) as unknown as [Field, ...Field[]];
const WORDS = SETTABLE.map((x) => x.words).join("|");
/** "my business is called Night Owl", "set my VAT number to GB123", "my bandcamp is now x.bandcamp.com". */
const SAID = new RegExp(
  `^(?:(?:ok|okay|so|hey|and|also|please)[\\s,]+)*(?:(?:can|could|would|will) you\\s+)?(?:please\\s+)?(?:(?:set|change|update|make)\\s+)?my (${WORDS})(?:\\s+(?:is|'s|should be|will be|to|as))?(?:\\s+(?:now|actually|called|named))*\\s*(?:[:=]\\s*)?(.+?)[.!]*$`,
  "i",
);

const valueOf = (p: ReturnType<typeof readProfile>, field: Field): string | null =>
  field.startsWith("links.")
    ? (p.links[field.slice(6) as keyof typeof p.links] ?? null)
    : ((p[field as keyof typeof p] as string | null | undefined) ?? null);

function write(db: Parameters<typeof readProfile>[0], field: Field, value: string | null) {
  try {
    if (field.startsWith("links.")) {
      const links = { ...readProfile(db).links, [field.slice(6)]: value };
      return updateProfile(db, { links });
    }
    return updateProfile(db, { [field]: value });
  } catch (e) {
    // The profile's own check ("E-mail must be a valid address…") is the clearest answer.
    if (e instanceof HttpError) throw new ToolError(e.message);
    throw e;
  }
}

/** The assistant's half of Settings → Profile/Business for one detail at a time; undo restores the old value. */
export const setMyDetailTool = defineTool({
  name: "set_my_detail",
  description:
    "Change one of the owner's own details: business name, name, legal name, e-mail, phone, website, VAT number or a music link.",
  input: t.Object({
    field: t.Union(FIELDS.map((f) => t.Literal(f))),
    value: t.String({ minLength: 1, maxLength: 500 }),
  }),
  kind: "write",
  examples: ["my business is called Night Owl Records", "set my VAT number to GB123456789", "my bandcamp is nightowl.bandcamp.com"],
  patterns: [
    {
      template:
        "^[so|ok|okay|hey|also] [please] [can you|could you|would you|will you] [please] [set|change|update|make] my * (is|to|called|named|should be|will be|now)",
      weight: 1.15,
    },
  ],
  understand(s) {
    const m = s.capture(SAID);
    if (!m || !m[1] || !m[2]) return undefined;
    const said = m[1].toLowerCase();
    const entry = SETTABLE.find((x) => new RegExp(`^(?:${x.words})$`, "i").test(said));
    const value = m[2].trim().replace(/^["'“‘]|["'”’]$/g, "");
    // A question ("is my name on it?", "my name is what?") is not a change; "can you change my …" is a request.
    const asks = s.question && !/^(?:(?:so|ok|okay|hey)\s+)*(?:can|could|would|will) you\b/.test(s.lower.trim());
    if (!entry || asks || !value || /^(?:what|which|who|wrong|not|missing|empty)\b/i.test(value)) return undefined;
    return { args: { field: entry.field, value } };
  },
  run({ field, value }, { db }) {
    const entry = SETTABLE.find((x) => x.field === field)!;
    const before = valueOf(readProfile(db), field);
    const after = valueOf(write(db, field, value), field);
    return {
      summary: `Your ${entry.label} is now ${after}${before ? ` (it was ${before})` : ""}. It shows in Settings and on what Sunshine writes for you.`,
      data: { [field]: after },
      link: "/settings",
      undo: () => {
        write(db, field, before);
        return before ? `Your ${entry.label} is ${before} again.` : `Your ${entry.label} is cleared again.`;
      },
    };
  },
});
