import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { HttpError } from "../../lib/errors";
import { readProfile, updateProfile } from "./service";

/** What can be set, and how it is named back (the words people use for each: sentences.yaml). */
const SETTABLE = [
  { field: "businessName", label: "business name" },
  { field: "displayName", label: "name" },
  { field: "legalName", label: "legal name" },
  { field: "email", label: "e-mail address" },
  { field: "phone", label: "phone number" },
  { field: "website", label: "website" },
  { field: "taxNumber", label: "VAT / tax number" },
  { field: "links.bandcamp", label: "Bandcamp link" },
  { field: "links.spotify", label: "Spotify link" },
  { field: "links.appleMusic", label: "Apple Music link" },
  { field: "links.youtube", label: "YouTube link" },
  { field: "links.instagram", label: "Instagram" },
  { field: "links.soundcloud", label: "SoundCloud link" },
] as const;
type Field = (typeof SETTABLE)[number]["field"];
const FIELDS = SETTABLE.map((x) => x.field) as unknown as [Field, ...Field[]];

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

/**
 * A web address as said aloud: "sunny rivers dot com" → "sunnyrivers.com", "sunny rivers dot bandcamp dot com" →
 * "sunnyrivers.bandcamp.com" (a name said in words has no spaces in an address).
 */
export function spokenAddress(said: string): string {
  const v = said.replace(/\s+dot\s+/gi, ".").replace(/\s+(?:forward\s+)?slash\s+/gi, "/");
  return v !== said && /\.[a-z]{2,}(?:\/\S*)?$/i.test(v) && v.split(/\s+/).length <= 5 ? v.replace(/\s+/g, "").toLowerCase() : v;
}

/** A handle for a link ("@sunnyrivers" for Instagram) is the profile page it names. */
const HANDLE_SITES: Partial<Record<string, string>> = {
  "links.instagram": "https://www.instagram.com/",
  "links.soundcloud": "https://soundcloud.com/",
  "links.youtube": "https://www.youtube.com/@",
};
function handleLink(field: string, value: string): string {
  const site = HANDLE_SITES[field];
  const handle = /^@([\w.-]+)$/.exec(value.trim())?.[1];
  return site && handle ? `${site}${handle}` : value;
}

/** How each detail is said, for the question that asks for it. */
const EXAMPLES: Partial<Record<Field, string>> = {
  phone: "555 0134",
  email: "me@example.com",
  website: "example.com",
  taxNumber: "GB123456789",
  businessName: "Night Owl Records",
};

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
  resolve({ field, value, asking }: { field?: Field; value?: string; asking?: boolean }) {
    if (!field) return { ask: 'Which detail should I change, and to what? Say it, e.g. "website: sunnyrivers.com".' };
    const label = SETTABLE.find((x) => x.field === field)?.label ?? "detail";
    const ask = { ask: `What's your new ${label}?${EXAMPLES[field] ? ` Say it, e.g. "${EXAMPLES[field]}".` : ""}` };
    if (asking) return ask;
    const v = (value ?? "").replace(/^["'“‘]|["'”’]$/g, "").replace(/[.!]+$/, "").trim();
    // "set my phone number": the rest of the detail's name, not its value (the value is asked for).
    if (/^(?:number|no|address|link|links|url|page|profile|handle|account|id|details|channel|name)$/i.test(v))
      return ask;
    // "my name is what?", "my email is wrong": not a new value.
    // "the business name should be on every invoice": where it shows, not a new value either.
    if (!v || /^(?:what|which|who|wrong|not|missing|empty|needs?|has|changed|out of date|on|in|at|shown|visible|printed|displayed|included|there|bigger|smaller|the same|different|correct|right)\b/i.test(v)) return undefined;
    // An address, a number or a website has a digit, an "@" or a dot in it: "website update needed" is no new one.
    if (/^(?:email|phone|website|taxNumber)$/.test(field) && !/[\d@.]|\sdot\s/i.test(v)) return undefined;
    return { args: { field, value: field === "website" || field.startsWith("links.") ? handleLink(field, spokenAddress(v)) : v } };
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
