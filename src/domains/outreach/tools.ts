import { t } from "elysia";
import { defineTool, withSentences, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { createCampaignBody } from "./model";
import { resolveRecipients } from "./recipients";
import { CAMPAIGN_LISTS } from "./named-campaigns";
import type { EmailCampaign } from "./schema";
import { campaignDetail, createCampaign, deleteCampaign, listCampaigns } from "./service";
import { AUDIENCE, draftOf, sendContext, type NewCampaignSlots } from "./tools-draft";
import { outreachSendTools } from "./tools-send";
import { integer } from "../../lib/validation";

/** E-mail campaigns by talking: draft one (never sent without a "yes"), list them, send a draft after confirming. */

function campaignLine(c: EmailCampaign, now: Date): string {
  if (c.status === "draft") return `"${c.name}" (draft, to ${AUDIENCE[c.recipientType]}, subject "${c.subject}")`;
  const when = c.finishedAt ?? c.startedAt;
  const failed = c.failedCount ? `, ${c.failedCount} failed` : "";
  return `"${c.name}" (${c.status === "sending" ? "sending now" : `sent${when ? ` ${describeDay(localDateKey(new Date(when)), now)}` : ""}`}: ${c.sentCount} of ${c.totalRecipients} delivered${failed})`;
}

export const outreachTools: Tool[] = withSentences(SENTENCES, [
  defineTool({
    name: "draft_campaign",
    description:
      "Create a DRAFT e-mail campaign (name, subject, template with {{name}} {{contactName}} {{station}} {{company}} {{senderName}}; recipientType radio|licensing|custom with customRecipients). Never sends.",
    input: createCampaignBody,
    kind: "write",
    resolve(x: NewCampaignSlots, { now }) {
      const draft = draftOf(x, now);
      return draft ? { args: draft } : undefined;
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
      id: t.Optional(integer({ minimum: 1 })),
      status: t.Optional(t.Union([t.Literal("draft"), t.Literal("sent")])),
    }),
    kind: "read",
    lists: CAMPAIGN_LISTS,
    resolve: ({ campaign, status }: { campaign?: EmailCampaign; status?: "draft" | "sent" }) => ({
      args: campaign ? { id: campaign.id } : status ? { status } : {},
    }),
    run({ id, status }, ctx) {
      const { db, now } = ctx;
      if (id) {
        const d = campaignDetail(sendContext(ctx), id);
        const c = d.campaign;
        const to =
          c.status === "draft"
            ? ` It would go to ${plural(d.recipients.length, "recipient")} now${
                // Who gets it is what people ask ("who's getting the Winter EP pitch?").
                d.recipients.length ? `: ${listOf(d.recipients.map((r) => r.email), 5)}` : ""
              }${d.recipientNote ? ` (${d.recipientNote.replace(/\.$/, "")})` : ""}.`
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
]);
