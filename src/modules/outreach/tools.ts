import { t } from "elysia";
import { HttpError } from "../../lib/errors";
import { pickRecord } from "../../lib/understand/records";
import type { Sentence } from "../../lib/understand/sentence";
import { defineTool, ToolError, type Tool, type ToolContext } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { ratePerMinute } from "./index";
import { createCampaignBody } from "./model";
import { resolveRecipients } from "./recipients";
import type { EmailCampaign } from "./schema";
import { campaignDetail, createCampaign, deleteCampaign, getCampaign, listCampaigns, SMTP_HELP, startSending, type SendContext } from "./service";
import { CREATE_VERB, readCampaign, senderNameOf } from "./tools-draft";

/** E-mail campaigns by talking: draft one (never sent without a "yes"), list them, send a draft after confirming. */

const AUDIENCE = { radio: "your radio stations", licensing: "your music supervisors", custom: "custom addresses" } as const;
const NOT_OURS = /\b(?:sync campaigns?|promotion campaigns?|promo campaigns?|marketing campaigns?|ai campaigns?|audiobook|grants?|invoices?)\b/;

const sendContext = (ctx: ToolContext): SendContext => ({
  db: ctx.db,
  config: { smtp: ctx.config.smtp, name: senderNameOf(ctx.config), email: "" },
  senderName: senderNameOf(ctx.config),
  ratePerMinute: ratePerMinute(),
});

function campaignLine(c: EmailCampaign, now: Date): string {
  if (c.status === "draft") return `"${c.name}" (draft, to ${AUDIENCE[c.recipientType]}, subject "${c.subject}")`;
  const when = c.finishedAt ?? c.startedAt;
  const failed = c.failedCount ? `, ${c.failedCount} failed` : "";
  return `"${c.name}" (${c.status === "sending" ? "sending now" : `sent${when ? ` ${describeDay(localDateKey(new Date(when)), now)}` : ""}`}: ${c.sentCount} of ${c.totalRecipients} delivered${failed})`;
}

/** The campaign a sentence names ("the golden hour campaign"); asks when two fit. */
function findCampaign(s: Sentence, ctx: ToolContext, cut: RegExp[]): { campaign: EmailCampaign } | { ask: string } | { none: string } {
  const phrase = s.rest([...cut, /\b(?:the|my|our|this|that|e-?mail|email|outreach|campaigns?|blast|mail-?out|yet|now|today|again|please|out|do|did|go|went|how|is|was|going)\b/]);
  const all = listCampaigns(ctx.db, sendContext(ctx).senderName);
  if (!phrase) return { none: "" };
  const pick = pickRecord(phrase, all, (c) => c.name, 0.5);
  if ("record" in pick) return { campaign: pick.record };
  if ("ambiguous" in pick) return { ask: `Which campaign do you mean: ${listOf(pick.ambiguous.slice(0, 4).map((c) => `"${c.name}"`)).replace(/ and /, " or ")}?` };
  return { none: phrase };
}

export const outreachTools: Tool[] = [
  defineTool({
    name: "draft_campaign",
    description:
      "Create a DRAFT e-mail campaign (name, subject, template with {{name}} {{contactName}} {{station}} {{company}} {{senderName}}; recipientType radio|licensing|custom with customRecipients). Never sends.",
    input: createCampaignBody,
    kind: "write",
    examples: ["draft an email campaign to blogs about my new single", "create a campaign to all my radio stations about the winter EP"],
    patterns: [
      { template: "^[please] <add> [a|an|another|the|new|my] [new] * (campaign|campaigns|email blast|blast|mailout|mail-out|mailshot)", weight: 1.15 },
      { template: "(draft|draf|create|make|start|set up|setup|write|prepare|build|put together|plan|compose|whip up) * (campaign|campain|email blast|e-mail blast|mailout|mail-out|mailshot)", weight: 1.1 },
      { template: "^[please] (draft|write|compose|prepare) [an|a] (email|e-mail|mail|pitch|message) (to|for) (all|every|each) *", weight: 1.15 },
      { template: "(draft|write|compose|prepare) * (email|e-mail|pitch) * (to|for) [all] [of] [my|the] (stations|radio stations|blogs|bloggers|press|supervisors|music supervisors|curators|playlist curators|fans|mailing list|journalists)", weight: 1.1 },
      { template: "^[please] (email|e-mail) campaign", weight: 1.1 },
      { template: "* (campaign|campaigns)", weight: 0.4 },
    ],
    unless: [NOT_OURS],
    understand(s) {
      if (s.question && !/^(?:(?:so|ok|okay|hey)\s+)*(?:can|could|would|will) you\b/.test(s.lower.trim())) return undefined;
      const l = s.lower;
      if (!CREATE_VERB.test(l) && !/^(?:an? )?(?:new )?(?:e-?mail )?campaign\b|^email campaign\b/.test(l.trim())) return undefined;
      if (/\b(?:send|sent|show|list|delete|remove|cancel)\b/.test(l) && !/\b(?:draft|create|make|new|write|set ?up|start)\b/.test(l)) return undefined;
      return { args: readCampaign(s) };
    },
    run(args, ctx) {
      const { db } = ctx;
      const campaign = createCampaign(db, args, sendContext(ctx).senderName);
      const { recipients, note } = resolveRecipients(db, campaign, sendContext(ctx).senderName);
      const who =
        campaign.recipientType === "custom" && !recipients.length
          ? "custom addresses, but none yet (add them on the Email Outreach page)"
          : `${AUDIENCE[campaign.recipientType]}: ${plural(recipients.length, "recipient")} right now${note && recipients.length ? ` (${note})` : ""}`;
      return {
        summary: `Drafted the e-mail campaign "${campaign.name}" with the subject "${campaign.subject}", to ${who}. Nothing has been sent: review the text on the Email Outreach page, then say "send the ${campaign.name} campaign".`,
        data: campaign,
        link: "/outreach",
        undo: () => (deleteCampaign(db, campaign.id), `Deleted the draft campaign "${campaign.name}".`),
      };
    },
  }),

  defineTool({
    name: "list_campaigns",
    description: "List e-mail campaigns (all, drafts or sent) with their status and delivery counts, or one campaign's details (id).",
    input: t.Object({
      id: t.Optional(t.Integer({ minimum: 1 })),
      status: t.Optional(t.Union([t.Literal("draft"), t.Literal("sent")])),
    }),
    kind: "read",
    examples: ["show my email campaigns", "how did the fall tour campaign do?"],
    patterns: [
      { template: "<show> * (campaign|campaigns|email blasts|mailouts)", weight: 1 },
      { template: "(any|my|all) [draft|email|e-mail|outreach|sent] (campaign|campaigns)", weight: 1 },
      { template: "how (did|is|was|has) * (campaign|blast|mailout) *", weight: 1.1 },
      { template: "(campaign|campaigns) (stats|results|status|report)", weight: 1 },
    ],
    unless: [NOT_OURS],
    understand(s, ctx) {
      const one = findCampaign(s, ctx, [/\b(?:show|list|give|tell|what|which|any|see|check|find|get|view|all|drafts?|sent|have|been|stats|results|status|report|me|i|about|details|of|for)\b/]);
      if ("campaign" in one) return { args: { id: one.campaign.id } };
      const status = /\bdrafts?\b/.test(s.lower) ? "draft" : /\b(?:sent|went out|delivered|finished)\b/.test(s.lower) ? "sent" : undefined;
      return { args: status ? { status } : {} };
    },
    run({ id, status }, ctx) {
      const { db, now } = ctx;
      if (id) {
        const d = campaignDetail(sendContext(ctx), id);
        const c = d.campaign;
        const to = c.status === "draft" ? ` It would go to ${plural(d.recipients.length, "recipient")} now${d.recipientNote ? ` (${d.recipientNote})` : ""}.` : "";
        return { summary: `${campaignLine({ ...c, totalRecipients: c.status === "draft" ? d.recipients.length : c.totalRecipients }, now)}.${to}`, data: d, link: "/outreach" };
      }
      const all = listCampaigns(db, sendContext(ctx).senderName);
      const list = all.filter((c) => !status || (status === "draft" ? c.status === "draft" : c.status !== "draft"));
      if (!list.length)
        return {
          summary: all.length ? `None of your ${plural(all.length, "campaign")} is ${status === "draft" ? "a draft" : "sent"}.` : 'You have no e-mail campaigns yet. Try "draft an email campaign to blogs about my new single".',
          data: [],
          link: "/outreach",
        };
      const label = status === "draft" ? "draft campaign" : status === "sent" ? "sent campaign" : "e-mail campaign";
      return { summary: `You have ${plural(list.length, label)}: ${listOf(list.map((c) => campaignLine(c, now)), 10)}.`, data: list, link: "/outreach" };
    },
  }),

  defineTool({
    name: "send_campaign",
    description: "Send a draft e-mail campaign to its recipients (asks for a yes first; needs SMTP set up).",
    input: t.Object({ id: t.Integer({ minimum: 1, description: "The campaign's id (from list_campaigns)" }) }),
    kind: "outgoing",
    examples: ["send the golden hour campaign", "send out the winter EP blog pitch"],
    patterns: [
      { template: "^[please] (send|send out|blast|fire off|launch|kick off|start sending|go ahead and send|mail out|email out) * (campaign|blast|pitch|mailout|mail-out|newsletter)", weight: 1.15 },
      { template: "^[please] (send|send out|launch) [the|my] *", weight: 0.5 },
    ],
    unless: [NOT_OURS, /\b(?:invoice|task|reminder)\b/],
    understand(s, ctx) {
      if (s.question && !/^(?:(?:so|ok|okay|hey)\s+)*(?:can|could|would|will) you\b/.test(s.lower.trim())) return undefined;
      const found = findCampaign(s, ctx, [/\b(?:can|could|would|will|you|send|sending|start|launch|fire|off|kick|blast|go|ahead|and|mail|out|it|to|everyone|everybody)\b/]);
      if ("campaign" in found) return { args: { id: found.campaign.id } };
      if ("ask" in found) return found;
      return /\b(?:campaigns?|blast|mail-?out)\b/.test(s.lower)
        ? { reply: `I couldn't find a campaign called "${found.none}". Ask me "show my email campaigns" to see them.` }
        : undefined;
    },
    preview({ id }, ctx) {
      const c = getCampaign(ctx.db, id);
      if (c.status !== "draft") throw new ToolError(`"${c.name}" was already ${c.status === "sending" ? "being sent" : "sent"}; only drafts can be sent`);
      if (!ctx.config.smtp) throw new ToolError(SMTP_HELP);
      const d = campaignDetail(sendContext(ctx), id);
      if (d.unknownFields.length) throw new ToolError(`the template uses unknown merge fields: ${d.unknownFields.map((f) => `{{${f}}}`).join(", ")}`);
      if (!d.recipients.length) throw new ToolError(`nobody to send "${c.name}" to. ${d.recipientNote ?? ""}`.trim());
      return `Send the campaign "${c.name}" (subject "${d.preview?.subject ?? c.subject}") to ${plural(d.recipients.length, "recipient")}: ${listOf(d.recipients.map((r) => r.email), 5)}`;
    },
    run({ id }, ctx) {
      try {
        const c = startSending(sendContext(ctx), id);
        return {
          summary: `Sending "${c.name}" to ${plural(c.totalRecipients, "recipient")} now (at most ${ratePerMinute()} a minute). I'll let you know when it's done. Sent e-mail can't be taken back.`,
          data: c,
          link: "/outreach",
        };
      } catch (e) {
        if (e instanceof HttpError) throw new ToolError(e.message);
        throw e;
      }
    },
  }),
];
