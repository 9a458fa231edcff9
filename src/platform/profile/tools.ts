import { t } from "elysia";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import { readProfile, updateProfile } from "./service";
import SENTENCES from "./sentences.yaml";
import { listOf } from "../../shared/text";

/** What can be set (the fields the words of sentences.yaml's field list name), named back as my_details names it. */
type Words = Record<string, string>;
const WORDS = SENTENCES as { lists: { field: Words }; facts: Words; say_like: Words; handle_sites: Words };
const FIELDS = [...new Set(Object.values(WORDS.lists.field))];
/** How an answer names each detail (sentences.yaml's facts). */
const FACTS = WORDS.facts;
const atSettings = answersAt("/settings");
const labelOf = (field: string) => FACTS[field.replace(/^links\./, "")] ?? "detail";

/** A detail's value as the profile has it ("links.bandcamp" for a link). */
const valueOf = (p: ReturnType<typeof readProfile>, field: string): string | null =>
  field.startsWith("links.")
    ? (p.links[field.slice(6) as keyof typeof p.links] ?? null)
    : ((p[field as keyof typeof p] as string | null | undefined) ?? null);

/** (The profile's own check, "E-mail must be a valid address…", is the answer when the value is refused.) */
function write(db: Parameters<typeof readProfile>[0], field: string, value: string | null) {
  const link = field.startsWith("links.") ? field.slice(6) : undefined;
  return updateProfile(db, link ? { links: { ...readProfile(db).links, [link]: value } } : { [field]: value });
}

/**
 * A web address as said aloud: "sunny rivers dot com" → "sunnyrivers.com", "sunny rivers dot bandcamp dot com" →
 * "sunnyrivers.bandcamp.com" (a name said in words has no spaces in an address).
 */
export function spokenAddress(said: string): string {
  const v = said.replace(/\s+dot\s+/gi, ".").replace(/\s+(?:forward\s+)?slash\s+/gi, "/");
  return v !== said && /\.[a-z]{2,}(?:\/\S*)?$/i.test(v) && v.split(/\s+/).length <= 5 ? v.replace(/\s+/g, "").toLowerCase() : v;
}

/** A handle for a link ("@sunnyrivers" for Instagram) is the profile page it names (sentences.yaml's handle_sites). */
function handleLink(field: string, value: string): string {
  const site = WORDS.handle_sites[field];
  const handle = /^@([\w.-]+)$/.exec(value.trim())?.[1];
  return site && handle ? `${site}${handle}` : value;
}

/** How each detail looks when it is said: a value that does not look like one is no new value. */
const LOOKS: Record<string, RegExp> = { email: /@|\sat\s/i, phone: /^[+(\d](?:\D*\d){5}/, website: /\.|\sdot\s/i, taxNumber: /\d/ };

/** The assistant's half of Settings → Profile/Business for one detail at a time; undo restores the old value. */
const setMyDetailTool = defineTool({
  name: "set_my_detail",
  description:
    "Change one of the owner's own details: business name, name, legal name, e-mail, phone, website, VAT number or a music link.",
  input: t.Object({
    field: t.Union(FIELDS.map((f) => t.Literal(f))),
    value: t.String({ minLength: 1, maxLength: 500 }),
  }),
  kind: "write",
  resolve({ field, value, asking, addressed }: { field?: string; value?: string; asking?: boolean; addressed?: boolean }) {
    if (!field) return { ask: 'Which detail should I change, and to what? Say it, e.g. "website: sunnyrivers.com".' };
    // (How each detail is said: sentences.yaml's say_like.)
    const like = WORDS.say_like[field];
    const ask = { ask: `What's your new ${labelOf(field)}?${like ? ` Say it, e.g. "${like}".` : ""}` };
    if (asking) return ask;
    const said = (value ?? "").replace(/^["'“‘]|["'”’]$/g, "").replace(/[.!]+$/, "").trim();
    // "my spotify artist link is https://…": words before an address written out whole are more of the detail's name.
    const link = field === "website" || field.startsWith("links.");
    const v = (link && /(?:https?:\/\/|www\.)\S+/i.exec(said)?.[0]) || said;
    // "set my phone number": the rest of the detail's name, not its value (the value is asked for).
    if (/^(?:number|no|address|link|links|url|page|profile|handle|account|id|details|channel|name)$/i.test(v))
      return ask;
    // "my name is what?", "my email is wrong": not a new value.
    // "the business name should be on every invoice": where it shows, not a new value either.
    if (!v || /^(?:what|which|who|wrong|not|missing|empty|needs?|has|changed|out of date|on|in|at|shown|visible|printed|displayed|included|there|bigger|smaller|the same|different|correct|right)\b/i.test(v)) return undefined;
    // An address has an "@", a phone number starts with digits, a website has a dot, a tax number a digit: "website
    // update needed" or "my new phone arrived 2 days ago" is no new value.
    if (LOOKS[field] && !LOOKS[field].test(v)) return undefined;
    // Said as news ("our X is …"), only a value written as an address is one.
    if (addressed && !/[./@]/.test(v)) return undefined;
    return { args: { field, value: link ? handleLink(field, spokenAddress(v)) : v } };
  },
  run({ field, value }, { db }) {
    const label = labelOf(field);
    const before = valueOf(readProfile(db), field);
    const after = valueOf(write(db, field, value), field);
    const summary = `Your ${label} is now ${after}${before ? ` (it was ${before})` : ""}. It shows in Settings and on what Sunshine writes for you.`;
    return atSettings(summary, { [field]: after }, () => {
      write(db, field, before);
      return before ? `Your ${label} is ${before} again.` : `Your ${label} is cleared again.`;
    });
  },
});

const setItFirst = (fact: string) => `You haven't added your ${FACTS[fact]} yet: add it under Settings → Profile and I'll remember it.`;
const factValue = (p: ReturnType<typeof readProfile>, fact: string) =>
  fact === "artistNames" ? p.artistNames.join(", ") : valueOf(p, fact in p.links ? `links.${fact}` : fact);

/** What the assistant can read from the owner's profile: "what's my bandcamp link", "what's my VAT number". */
const myDetailsTool = defineTool({
  name: "my_details",
  description:
    "Read the owner's own details from their profile: links (Bandcamp, Spotify…), website, e-mail, VAT number, bio.",
  input: t.Object({ fact: t.Union(Object.keys(FACTS).map((f) => t.Literal(f))) }),
  kind: "read",
  // A detail not in the profile is said so only when nothing else answers: "what's my label called" may be in the
  // owner's notes.
  resolve: ({ fact }: { fact: string }, { db }) =>
    fact === "links" || factValue(readProfile(db), fact) ? { args: { fact }, confidence: 0.95 } : { reply: setItFirst(fact) },
  run({ fact }, { db }) {
    const p = readProfile(db);
    const setIt = setItFirst(fact);
    if (fact === "links") {
      const links = Object.entries(p.links).map(([k, v]) => `${FACTS[k] ?? k}: ${v}`);
      if (p.website) links.unshift(`website: ${p.website}`);
      return atSettings(links.length ? `Your links: ${listOf(links)}.` : setIt, p.links);
    }
    const value = factValue(p, fact);
    return value ? atSettings(`Your ${FACTS[fact]}: ${value}`, { [fact]: value }) : atSettings(setIt);
  },
});

export const profileTools: Tool[] = withSentences(SENTENCES, [myDetailsTool, setMyDetailTool]);
