import type { Static } from "@sinclair/typebox";
import { tidy } from "../../lib/understand/titles";
import { capitalWords } from "../../lib/understand/records";
import type { ToolContext } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import { capitalise } from "../../shared/text";
import { ratePerMinute } from "./index";
import type { createCampaignBody } from "./model";
import type { RecipientType } from "./schema";
import SENTENCES from "./sentences.yaml";
import type { SendContext } from "./service";

/** A draft campaign from what was said: who it goes to, what it is about, its name and subject (sentences.yaml). */

/**
 * The slots of a new campaign's sentence: the words said for each (`body`: the e-mail's own words when the sentence
 * gives them, "message Hi {{name}}, …"), and whether it said "campaign".
 */
type Said = "audience" | "audience2" | "email" | "email2" | "email3" | "email4" | "det" | "kind" | "kind2" | "adj";
export type NewCampaignSlots = Partial<Record<Said | "song" | "topic" | "name" | "subject" | "body", string>> & { campaign?: boolean };

/** How a new campaign's name calls its audience (sentences.yaml's labels). */
const LABEL = (SENTENCES as { labels: Record<string, string> }).labels;

// (The sentence's own full stop after a quoted subject is not the subject's: "… the subject can be 'X'.")
const unquote = (s?: string) => s?.replace(/^["'‘“]|["'’”]?\.*$/g, "").trim() || undefined;

type CampaignDraft = Static<typeof createCampaignBody>;

/** What the e-mail asks of whom it goes to. */
const ASK: Record<RecipientType, string> = {
  radio: "I'd love for {{station}} to consider it for airplay. I can send a broadcast-quality WAV or a radio edit.",
  licensing:
    "I think it could work for sync placements at {{company}}. Instrumentals and stems are ready, and it's one-stop cleared.",
  custom:
    "Would you like an early listen, or to feature it? Happy to send a private link, press photos or an interview.",
};

/** Who it goes to (the first group said decides), what it is about, and the words of its e-mail. */
export function draftOf(x: NewCampaignSlots, now: Date): { args: CampaignDraft } | undefined {
  const groups = [x.audience, x.audience2].filter(Boolean) as string[];
  const emails = [x.email, x.email2, x.email3, x.email4].filter((e): e is string => !!e);
  if (!groups.length && !emails.length && !x.name && !x.campaign) return undefined;
  const recipientType: RecipientType = (["radio", "licensing"] as const).find((g) => groups.includes(g)) ?? "custom";
  const kind = x.kind ?? x.kind2;
  const adj = x.adj ?? "";
  const song = unquote(x.song) && capitalWords(unquote(x.song)!);
  const topic = x.topic && tidy(x.topic);
  const subject = unquote(x.subject);
  // What it is about: as a subject line, as the start of its name, and as the e-mail says it.
  const [headline, about, release]: [string, string | undefined, string] = song
    ? [`New ${kind ?? "single"}: ${song}`, song, `my new ${kind ?? "single"}, "${song}"`]
    : kind
      ? [capitalise(`my ${adj}${kind}`), capitalise(`${adj}${kind}`), `my ${adj}${kind}`]
      : topic
        ? [capitalise(topic), capitalise(topic), `${x.det ?? ""}${topic}`]
        : [unquote(x.name) ?? "News from {{senderName}}", subject, "my latest music"];
  const audience = LABEL[recipientType === "custom" ? (groups[0] ?? "custom") : recipientType]!;
  const day = now.toLocaleDateString("en-US", { month: "short", day: "numeric" });
  const name = unquote(x.name) ?? (about ? `${about} ${audience}` : `${capitalise(audience)} ${day}`);
  const ask = `I wanted to share ${release}. ${ASK[recipientType]}`;
  const template = unquote(x.body) ?? `Hi {{name}},\n\n${ask}\n\nListen here: [link]\n\nThanks,\n{{senderName}}`;
  const subjectLine = (subject ? capitalise(subject) : headline).slice(0, 500);
  const to = emails.length ? { customRecipients: emails } : {};
  return { args: { name: name.slice(0, 200), subject: subjectLine, template, recipientType, ...to } };
}

/** The sender's name for {{senderName}}: the configured name, else the name in SMTP_FROM, else the e-mail's local part. */
export function senderNameOf(config: ToolContext["config"]): string {
  const c = config as ToolContext["config"] & { name?: string; email?: string };
  const fromName = /^\s*"?([^"<]+?)"?\s*</.exec(c.smtp?.from ?? "")?.[1];
  return c.name || fromName || c.email?.split("@")[0] || "";
}

export const AUDIENCE = {
  radio: "your radio stations",
  licensing: "your music supervisors",
  custom: "custom addresses",
} as const;
export const atOutreach = answersAt("/outreach");

/** The outreach service's send context from a tool's context (the assistant has no owner record: see senderNameOf). */
export const sendContext = (ctx: ToolContext): SendContext => ({
  db: ctx.db,
  config: { smtp: ctx.config.smtp, name: senderNameOf(ctx.config), email: "" },
  senderName: senderNameOf(ctx.config),
  ratePerMinute: ratePerMinute(),
});
