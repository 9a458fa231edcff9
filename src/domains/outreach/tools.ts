import { t } from "elysia";
import type { Db } from "../../db/client";
import { defineTool, withSentences, ToolError, type Tool } from "../../lib/tools";
import { removeWithUndo } from "../../lib/tool-shapes";
import SENTENCES from "./sentences.yaml";
import { describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { createCampaignBody } from "./model";
import { resolveRecipients } from "./recipients";
import { ratePerMinute } from "./index";
import { CAMPAIGN_LISTS, noCampaign } from "./named-campaigns";
import type { EmailCampaign } from "./schema";
import { campaignDetail, createCampaign, deleteCampaign, getCampaign, listCampaigns, SMTP_HELP, startSending } from "./service";
import { atOutreach, AUDIENCE, draftOf, sendContext, type NewCampaignSlots } from "./tools-draft";
import { integer } from "../../lib/validation";

/**
 * E-mail campaigns by talking: draft one (never sent without a "yes"), list them, send a draft after confirming
 * (outgoing: waits for a "yes", cannot be taken back) and delete one (destructive, undoable).
 */

function campaignLine(c: EmailCampaign, now: Date): string {
  if (c.status === "draft") return `"${c.name}" (draft, to ${AUDIENCE[c.recipientType]}, subject "${c.subject}")`;
  const when = c.finishedAt ?? c.startedAt;
  const failed = c.failedCount ? `, ${c.failedCount} failed` : "";
  return `"${c.name}" (${c.status === "sending" ? "sending now" : `sent${when ? ` ${describeDay(localDateKey(new Date(when)), now)}` : ""}`}: ${c.sentCount} of ${c.totalRecipients} delivered${failed})`;
}

/** A campaign that is still a draft: only drafts are sent or deleted by asking (a sent one records what went out). */
function aDraft(db: Db, id: number, only: string): EmailCampaign {
  const c = getCampaign(db, id);
  if (c.status !== "draft")
    throw new ToolError(
      `"${c.name}" was already ${c.status === "sending" ? "being sent" : "sent"}; only drafts can be ${only}`,
    );
  return c;
}

/** What the list says when no campaign fits: none at all, no drafts, none sent. */
const NONE = {
  all: 'You have no e-mail campaigns yet. Try "draft an email campaign to blogs about my new single".',
  draft: "You have no draft campaigns: every campaign has been sent.",
  sent: "None of your campaigns has been sent yet.",
};

const campaignRef = t.Object({ id: integer({ minimum: 1, description: "The campaign's id (from list_campaigns)" }) });
const byName = ({ campaign, name }: { campaign?: EmailCampaign; name?: string }) =>
  campaign ? { args: { id: campaign.id } } : name ? noCampaign(name) : undefined;

export const outreachTools: Tool[] = withSentences(SENTENCES, [
  defineTool({
    name: "draft_campaign",
    description:
      "Create a DRAFT e-mail campaign (name, subject, template with {{name}} {{contactName}} {{station}} {{company}} {{senderName}}; recipientType radio|licensing|custom with customRecipients). Never sends.",
    input: createCampaignBody,
    kind: "write",
    resolve: (x: NewCampaignSlots, { now }) => draftOf(x, now),
    run(args, ctx) {
      const { db } = ctx;
      const campaign = createCampaign(db, args, sendContext(ctx).senderName);
      const { recipients, note } = resolveRecipients(db, campaign, sendContext(ctx).senderName);
      const who =
        campaign.recipientType === "custom" && !recipients.length
          ? "custom addresses, but none yet (add them on the Email Outreach page)"
          : `${AUDIENCE[campaign.recipientType]}: ${plural(recipients.length, "recipient")} right now${note && recipients.length ? ` (${note})` : ""}`;
      const summary = `Drafted the e-mail campaign "${campaign.name}" with the subject "${campaign.subject}", to ${who}. Nothing has been sent: review the text on the Email Outreach page, then say "send the ${campaign.name.replace(/ campaign$/i, "")} campaign".`;
      return atOutreach(summary, campaign, () => (deleteCampaign(db, campaign.id), `Deleted the draft campaign "${campaign.name}".`));
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
        const { campaign: c, recipients, recipientNote } = d;
        // Who gets a draft is what people ask ("who's getting the Winter EP pitch?").
        const who = recipients.length ? `: ${listOf(recipients.map((r) => r.email), 5)}` : "";
        const note = recipientNote ? ` (${recipientNote.replace(/\.$/, "")})` : "";
        const to = ` It would go to ${plural(recipients.length, "recipient")} now${who}${note}.`;
        return atOutreach(`${campaignLine(c, now)}.${c.status === "draft" ? to : ""}`, d);
      }
      const all = listCampaigns(db, sendContext(ctx).senderName);
      const list = all.filter((c) => !status || (status === "draft" ? c.status === "draft" : c.status !== "draft"));
      if (!list.length) return atOutreach(NONE[all.length && status ? status : "all"], []);
      return atOutreach(`You have ${plural(list.length, `${status ?? "e-mail"} campaign`)}: ${listOf(list.map((c) => campaignLine(c, now)), 10)}.`, list);
    },
  }),

  defineTool({
    name: "send_campaign",
    description: "Send a draft e-mail campaign to its recipients (asks for a yes first; needs SMTP set up).",
    input: campaignRef,
    kind: "outgoing",
    lists: CAMPAIGN_LISTS,
    resolve: byName,
    preview({ id }, ctx) {
      const c = aDraft(ctx.db, id, "sent");
      if (!ctx.config.smtp) throw new ToolError(SMTP_HELP);
      const d = campaignDetail(sendContext(ctx), id);
      const unknown = d.unknownFields.map((f) => `{{${f}}}`).join(", ");
      if (unknown) throw new ToolError(`the template uses unknown merge fields: ${unknown}`);
      if (!d.recipients.length) throw new ToolError(`nobody to send "${c.name}" to. ${d.recipientNote ?? ""}`.trim());
      const to = `${plural(d.recipients.length, "recipient")}: ${listOf(d.recipients.map((r) => r.email), 5)}`;
      return `Send the campaign "${c.name}" (subject "${d.preview?.subject ?? c.subject}") to ${to}`;
    },
    run({ id }, ctx) {
      // (A campaign that cannot be sent throws the service's HttpError, which the assistant reports as it is.)
      const c = startSending(sendContext(ctx), id);
      return atOutreach(
        `Sending "${c.name}" to ${plural(c.totalRecipients, "recipient")} now (at most ${ratePerMinute()} a minute). I'll let you know when it's done. Sent e-mail can't be taken back.`,
        c,
      );
    },
  }),

  removeWithUndo({
    name: "delete_campaign",
    description: "Delete a draft e-mail campaign (asks for confirmation; sent campaigns are kept).",
    idFrom: "The campaign's id (from list_campaigns)",
    lists: CAMPAIGN_LISTS,
    resolve: byName,
    read: (db, id) => aDraft(db, id, "deleted by asking me"),
    remove: deleteCampaign,
    restore: (db, c, ctx) => createCampaign(db, c, sendContext(ctx).senderName),
    what: (c) => `the draft campaign "${c.name}"`,
    detail: (c) => ` (subject "${c.subject}")`,
    said: (c) => `Deleted the draft campaign "${c.name}".`,
    undone: (c) => `The draft campaign "${c.name}" is back.`,
    link: "/outreach",
  }),
]);
