import { t } from "elysia";
import { HttpError } from "../../lib/errors";
import { defineTool, ToolError } from "../../lib/tools";
import { listOf, plural } from "../../shared/text";
import { ratePerMinute } from "./index";
import { campaignDetail, createCampaign, deleteCampaign, getCampaign, SMTP_HELP, startSending } from "./service";
import { CAMPAIGN_LISTS, noCampaign } from "./named-campaigns";
import type { EmailCampaign } from "./schema";
import { sendContext } from "./tools-draft";
import { integer } from "../../lib/validation";

/** Sending a draft (outgoing: waits for a "yes", cannot be taken back) and deleting one (destructive, undoable). */

const campaignRef = t.Object({ id: integer({ minimum: 1, description: "The campaign's id (from list_campaigns)" }) });
const byName = ({ campaign, name }: { campaign?: EmailCampaign; name?: string }) =>
  campaign ? { args: { id: campaign.id } } : name ? noCampaign(name) : undefined;

export const outreachSendTools = [
  defineTool({
    name: "send_campaign",
    description: "Send a draft e-mail campaign to its recipients (asks for a yes first; needs SMTP set up).",
    input: t.Object({ id: integer({ minimum: 1, description: "The campaign's id (from list_campaigns)" }) }),
    kind: "outgoing",
    lists: CAMPAIGN_LISTS,
    resolve: byName,
    preview({ id }, ctx) {
      const c = getCampaign(ctx.db, id);
      if (c.status !== "draft")
        throw new ToolError(
          `"${c.name}" was already ${c.status === "sending" ? "being sent" : "sent"}; only drafts can be sent`,
        );
      if (!ctx.config.smtp) throw new ToolError(SMTP_HELP);
      const d = campaignDetail(sendContext(ctx), id);
      if (d.unknownFields.length)
        throw new ToolError(
          `the template uses unknown merge fields: ${d.unknownFields.map((f) => `{{${f}}}`).join(", ")}`,
        );
      if (!d.recipients.length) throw new ToolError(`nobody to send "${c.name}" to. ${d.recipientNote ?? ""}`.trim());
      return `Send the campaign "${c.name}" (subject "${d.preview?.subject ?? c.subject}") to ${plural(d.recipients.length, "recipient")}: ${listOf(
        d.recipients.map((r) => r.email),
        5,
      )}`;
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

  defineTool({
    name: "delete_campaign",
    description: "Delete a draft e-mail campaign (asks for confirmation; sent campaigns are kept).",
    input: campaignRef,
    kind: "destructive",
    lists: CAMPAIGN_LISTS,
    resolve: byName,
    preview({ id }, { db }) {
      const c = getCampaign(db, id);
      if (c.status !== "draft")
        throw new ToolError(
          `"${c.name}" has been ${c.status === "sending" ? "sending" : "sent"}; only drafts can be deleted by asking me`,
        );
      return `Delete the draft campaign "${c.name}" (subject "${c.subject}")`;
    },
    run({ id }, ctx) {
      const c = getCampaign(ctx.db, id);
      if (c.status !== "draft")
        throw new ToolError(`"${c.name}" is not a draft; only drafts can be deleted by asking me`);
      deleteCampaign(ctx.db, id);
      return {
        summary: `Deleted the draft campaign "${c.name}".`,
        link: "/outreach",
        undo: () => {
          const back = createCampaign(ctx.db, c, sendContext(ctx).senderName);
          return `The draft campaign "${back.name}" is back.`;
        },
      };
    },
  }),
];
