import { t } from "elysia";
import { defineTool, type Tool } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { createCampaignBody } from "./model";
import { resolveRecipients } from "./recipients";
import type { EmailCampaign } from "./schema";
import { campaignDetail, createCampaign, deleteCampaign, listCampaigns } from "./service";
import { AUDIENCE, CREATE_VERB, findCampaign, NOT_OURS, readCampaign, sendContext } from "./tools-draft";
import { outreachSendTools } from "./tools-send";

/** E-mail campaigns by talking: draft one (never sent without a "yes"), list them, send a draft after confirming. */

function campaignLine(c: EmailCampaign, now: Date): string {
  if (c.status === "draft") return `"${c.name}" (draft, to ${AUDIENCE[c.recipientType]}, subject "${c.subject}")`;
  const when = c.finishedAt ?? c.startedAt;
  const failed = c.failedCount ? `, ${c.failedCount} failed` : "";
  return `"${c.name}" (${c.status === "sending" ? "sending now" : `sent${when ? ` ${describeDay(localDateKey(new Date(when)), now)}` : ""}`}: ${c.sentCount} of ${c.totalRecipients} delivered${failed})`;
}

export const outreachTools: Tool[] = [
  defineTool({
    name: "draft_campaign",
    description:
      "Create a DRAFT e-mail campaign (name, subject, template with {{name}} {{contactName}} {{station}} {{company}} {{senderName}}; recipientType radio|licensing|custom with customRecipients). Never sends.",
    input: createCampaignBody,
    kind: "write",
    examples: [
      "draft an email campaign to blogs about my new single",
      "create a campaign to all my radio stations about the winter EP",
    ],
    patterns: [
      {
        template:
          "^[please] <add> [a|an|another|the|new|my] [new] * (campaign|campaigns|email blast|blast|mailout|mail-out|mailshot)",
        weight: 1.15,
      },
      {
        template:
          "(draft|draf|create|make|start|set up|setup|write|prepare|build|put together|plan|compose|whip up) * (campaign|campain|email blast|e-mail blast|mailout|mail-out|mailshot)",
        weight: 1.1,
      },
      {
        template:
          "^[please] (draft|write|compose|prepare) [an|a] (email|e-mail|mail|pitch|message) (to|for) (all|every|each) *",
        weight: 1.15,
      },
      {
        template:
          "(draft|write|compose|prepare) * (email|e-mail|pitch) * (to|for) [all] [of] [my|the] (stations|radio stations|blogs|bloggers|press|supervisors|music supervisors|curators|playlist curators|fans|mailing list|journalists)",
        weight: 1.1,
      },
      { template: "^[please] (email|e-mail) campaign", weight: 1.1 },
      { template: "(email|e-mail|mail|message|write to|pitch) (all|every|each) [of] [my|the] *", weight: 0.9 },
      { template: "* (campaign|campaigns)", weight: 0.4 },
    ],
    unless: [NOT_OURS],
    understand(s) {
      if (s.question && !/^(?:(?:so|ok|okay|hey)\s+)*(?:can|could|would|will) you\b/.test(s.lower.trim()))
        return undefined;
      const l = s.lower;
      const toAll = /\b(?:email|e-mail|mail|message|write to|pitch) (?:all|every|each)\b/.test(l);
      if (
        !CREATE_VERB.test(l) &&
        !toAll &&
        !/^(?:an? )?(?:new )?(?:e-?mail )?campaign\b|^email campaign\b/.test(l.trim())
      )
        return undefined;
      if (
        /\b(?:send|sent|show|list|delete|remove|cancel)\b/.test(l) &&
        !/\b(?:draft|create|make|new|write|set ?up|start)\b/.test(l)
      )
        return undefined;
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
        summary: `Drafted the e-mail campaign "${campaign.name}" with the subject "${campaign.subject}", to ${who}. Nothing has been sent: review the text on the Email Outreach page, then say "send the ${campaign.name.replace(/ campaign$/i, "")} campaign".`,
        data: campaign,
        link: "/outreach",
        undo: () => (deleteCampaign(db, campaign.id), `Deleted the draft campaign "${campaign.name}".`),
      };
    },
  }),

  defineTool({
    name: "list_campaigns",
    description:
      "List e-mail campaigns (all, drafts or sent) with their status and delivery counts, or one campaign's details (id).",
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
      {
        template: "(how many|how much|who) * (emails|e-mails|went out|sent|delivered|failed|bounced|received)",
        weight: 0.6,
      },
      { template: "<show> *", weight: 0.3 },
    ],
    unless: [NOT_OURS],
    understand(s, ctx) {
      const one = findCampaign(s, ctx, [
        /\b(?:show|list|give|tell|what|which|any|see|check|find|get|view|all|drafts?|sent|have|been|stats|results|status|report|me|i|about|details|of|for)\b/,
      ]);
      if ("campaign" in one) return { args: { id: one.campaign.id } };
      if (!/\b(?:campaigns?|blasts?|mail-?outs?|outreach)\b/.test(s.lower)) return undefined;
      const status: "draft" | "sent" | undefined =
        /\b(?:drafts?|waiting|to go out|unsent|not (?:been )?sent|pending|ready)\b/.test(s.lower)
          ? "draft"
          : /\b(?:sent|went out|delivered|finished)\b/.test(s.lower)
            ? "sent"
            : undefined;
      return { args: status ? { status } : {} };
    },
    run({ id, status }, ctx) {
      const { db, now } = ctx;
      if (id) {
        const d = campaignDetail(sendContext(ctx), id);
        const c = d.campaign;
        const to =
          c.status === "draft"
            ? ` It would go to ${plural(d.recipients.length, "recipient")} now${d.recipientNote ? ` (${d.recipientNote})` : ""}.`
            : "";
        return {
          summary: `${campaignLine({ ...c, totalRecipients: c.status === "draft" ? d.recipients.length : c.totalRecipients }, now)}.${to}`,
          data: d,
          link: "/outreach",
        };
      }
      const all = listCampaigns(db, sendContext(ctx).senderName);
      const list = all.filter((c) => !status || (status === "draft" ? c.status === "draft" : c.status !== "draft"));
      if (!list.length)
        return {
          summary: all.length
            ? status === "draft"
              ? "You have no draft campaigns: every campaign has been sent."
              : "None of your campaigns has been sent yet."
            : 'You have no e-mail campaigns yet. Try "draft an email campaign to blogs about my new single".',
          data: [],
          link: "/outreach",
        };
      const label = status === "draft" ? "draft campaign" : status === "sent" ? "sent campaign" : "e-mail campaign";
      return {
        summary: `You have ${plural(list.length, label)}: ${listOf(
          list.map((c) => campaignLine(c, now)),
          10,
        )}.`,
        data: list,
        link: "/outreach",
      };
    },
  }),

  ...outreachSendTools,
];
