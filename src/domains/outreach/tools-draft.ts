import type { Sentence } from "../../lib/understand/sentence";
import { tidy } from "../../lib/understand/sentence";
import type { ToolContext } from "../../lib/tools";
import { capitalise } from "../../shared/text";
import { ratePerMinute } from "./index";
import type { RecipientType } from "./schema";
import type { SendContext } from "./service";

/** Reading "draft an email campaign to blogs about my new single Night Drive" into a draft campaign. */

const KIND =
  "single|song|track|ep|album|record|release|remix|video|music video|tune|lp|tour|show|gig|book|audiobook|sync reel|reel|mixtape|playlist";
const ABOUT = new RegExp(
  `\\b(?:about|for|promoting|announcing|pitching|featuring|regarding|re|on|to promote|to announce)\\s+((?:my|the|our|a|an)\\s+)?((?:(?:new|latest|upcoming|debut|next|brand new)\\s+)*)(${KIND})\\b(?:\\s+(?:called|named|titled))?\\s*(.*)$`,
  "i",
);
const TOPIC = /\b(?:about|announcing|promoting|pitching|regarding|to promote|to announce)\s+((?:my|the|our)\s+)?(.+)$/i;
const CUT =
  /\s*(?:[,;.!?]|\s(?:which|that|it|out|coming|dropping|to|for|please|before|after|so|because|i want|i'd|we)\b|\sand (?:ask|tell|say|mention|see|let|i|we|it|they|then|also|send|get|make|can|could|would|please)\b)/i;
/** "…, the EP is called Low Tide": the release's own name, said after the request. */
const KIND_CALLED = new RegExp(`\\b(?:${KIND})\\s+(?:is|was|'s)\\s+(?:called|named|titled)\\s+(.+)$`, "i");
const titleWords = (s: string) =>
  s === s.toLowerCase() ? s.replace(/(^|[\s'-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase()) : s;

export const CREATE_VERB =
  /\b(?:draf?t?|drafting|create|make|start|set ?up|new|write|prepare|build|(?:put|pop|throw|knock) together|knock up|sort out|plan|compose|do|get|begin|whip up)\b/;
/** Writing to people ("reach out to the supervisors by e-mail"): a campaign when it goes to a group or addresses. */
export const CONTACT_VERB = /\b(?:reach(?:ing)? out|contact|get in touch|write to|message|e-?mail|mail)\b/;
/** The people a campaign goes to as a group (a single contact is a radio pitch, not a campaign). */
export const GROUP_WORD =
  /\b(?:stations|radio (?:list|lot|people|contacts)|blogs|bloggers|press|supervisors|sups|contacts|curators|playlisters|fans|mailing list|subscribers|journalists|everyone|everybody|newsletter|(?:all|every|each) (?:of )?(?:my|the|our))\b/;
export const CAMPAIGN_WORD = /\b(?:campaigns?|blasts?|mail-?outs?|mailshots?|newsletters?)\b/;

/** Who a campaign goes to: the radio stations, the music supervisors, or addresses the user types (blogs, press…). */
export function audienceOf(l: string): RecipientType {
  if (/\b(?:radio|stations?|djs?|airplay)\b/.test(l)) return "radio";
  if (/\b(?:supervisors?|sups|music sups|licensing|sync)\b/.test(l)) return "licensing";
  return "custom";
}

const AUDIENCE_LABEL: [RegExp, string][] = [
  [/\bblogs?|bloggers?\b/, "blog pitch"],
  [/\bpress|journalists?|media|magazines?|writers?\b/, "press pitch"],
  [/\bcurators?|playlists?\b/, "curator pitch"],
  [/\bfans?|mailing list|subscribers?|newsletter\b/, "fan mail-out"],
  [/\bpromoters?|venues?|bookers?\b/, "booking pitch"],
  [/\bpodcasts?\b/, "podcast pitch"],
];

export interface CampaignDraft {
  name: string;
  subject: string;
  template: string;
  recipientType: RecipientType;
  customRecipients?: string[];
}

export function readCampaign(s: Sentence): CampaignDraft {
  const l = s.lower.replace(/\S+@\S+/g, " ");
  const text = s.text.replace(/[.!]+$/, "");
  const recipientType = audienceOf(l);
  const emails = [...text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)].map((m) => m[0]);
  const named = s
    .quoted()
    .find((q) =>
      new RegExp(
        `\\b(?:called|named|titled)\\s+["']${q.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        "i",
      ).test(text),
    );
  const kindCalled = KIND_CALLED.exec(text)?.[1]?.split(CUT)[0]?.trim();
  const calledAt = kindCalled
    ? null
    : (/\b(?:called|named|titled)\s+(.+)$/i.exec(text) ?? /\bcampaign\s*[:–-]\s*(.+)$/i.exec(text));
  const called =
    named ??
    (calledAt
      ? tidy(calledAt[1]!.split(/\s+(?:to|for|about|with|announcing|promoting|pitching)\b|[,;]/i)[0]!)
      : undefined);
  const about = ABOUT.exec(text);
  let kind = about?.[3]?.toLowerCase();
  if (kind === "ep" || kind === "lp") kind = kind.toUpperCase();
  const det = (about?.[1] ?? "").toLowerCase().replace(/^(?:the|a|an) $/, "my ");
  const adj = (about?.[2] ?? "").toLowerCase();
  const afterKind = ` ${about?.[4] ?? ""}`
    .split(CUT)[0]
    ?.replace(/^['"]|['"]$/g, "")
    .trim();
  const said = kindCalled ?? (afterKind && !/@/.test(afterKind) ? afterKind : undefined);
  const song = s.quoted().find((q) => q !== named) ?? (said ? titleWords(said) : undefined);
  const topicAt = !kind ? TOPIC.exec(text) : null;
  const topic = topicAt?.[2]?.split(CUT)[0]?.trim();
  const topicDet = (topicAt?.[1] ?? "").toLowerCase();
  // "…, subject new merch is live": the user's own subject line wins.
  const subjectAt = /\bsubject(?: line)?(?:\s+(?:is|of|as|reading|saying))?\s*[:-]?\s+(.+)$/i.exec(text);
  const subject = subjectAt
    ? tidy(
        subjectAt[1]!
          .split(/[,;]|\s+(?:and )?send (?:it|this)\b|\s+to (?:the|all|my)\b/i)[0]!
          .replace(/^["']|["']$/g, ""),
      )
    : undefined;
  const what = subject
    ? capitalise(subject)
    : song
      ? `New ${kind ?? "single"}: ${song}`
      : kind
        ? capitalise(`${det || "my "}${adj}${kind}`)
        : topic
          ? capitalise(topic)
          : (called ?? "News from {{senderName}}");
  const audience =
    recipientType === "radio"
      ? "radio pitch"
      : recipientType === "licensing"
        ? "supervisor pitch"
        : (AUDIENCE_LABEL.find(([re]) => re.test(l))?.[1] ?? "campaign");
  const day = s.now.toLocaleDateString("en-US", { month: "short", day: "numeric" });
  const name =
    called ||
    ((song ?? kind ?? topic ?? subject)
      ? `${song ?? (kind ? capitalise(`${adj}${kind}`) : capitalise((topic ?? subject)!))} ${audience}`
      : `${capitalise(audience)} ${day}`);
  const release = song
    ? `my new ${kind ?? "single"}, "${song}"`
    : kind
      ? `${det || "my "}${adj}${kind}`
      : topic
        ? `${topicDet}${topic}`
        : "my latest music";
  const ask =
    recipientType === "radio"
      ? "I'd love for {{station}} to consider it for airplay. I can send a broadcast-quality WAV or a radio edit."
      : recipientType === "licensing"
        ? "I think it could work for sync placements at {{company}}. Instrumentals and stems are ready, and it's one-stop cleared."
        : "Would you like an early listen, or to feature it? Happy to send a private link, press photos or an interview.";
  const template = `Hi {{name}},\n\nI wanted to share ${release}. ${ask}\n\nListen here: [link]\n\nThanks,\n{{senderName}}`;
  return {
    name: name.slice(0, 200),
    subject: what.slice(0, 500),
    template,
    recipientType,
    ...(emails.length ? { customRecipients: emails } : {}),
  };
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
/** Campaigns of other screens (sync, promotion, AI marketing) are not e-mail campaigns. */
export const NOT_OURS =
  /\b(?:sync campaigns?|promotion campaigns?|promo campaigns?|marketing campaigns?|ai campaigns?|audiobook|grants?|invoices?)\b/;

/** The outreach service's send context from a tool's context (the assistant has no owner record: see senderNameOf). */
export const sendContext = (ctx: ToolContext): SendContext => ({
  db: ctx.db,
  config: { smtp: ctx.config.smtp, name: senderNameOf(ctx.config), email: "" },
  senderName: senderNameOf(ctx.config),
  ratePerMinute: ratePerMinute(),
});
