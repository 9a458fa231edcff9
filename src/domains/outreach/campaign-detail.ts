import { asc, eq } from "drizzle-orm";
import { MERGE_FIELDS, render, unknownFields } from "./merge";
import { resolveRecipients } from "./recipients";
import { emailDeliveries, type EmailCampaign, type EmailDelivery } from "./schema";
import { getCampaign } from "./campaigns";
import type { SendContext } from "./sending";

// One campaign as its screen shows it: a draft with who it would go to now and a preview of the first e-mail,
// a sent one with how each delivery went.
export interface CampaignDetail {
  campaign: EmailCampaign;
  /** drafts: who it would go to now; sent campaigns: who it went to */
  recipients: {
    email: string;
    name: string;
    label: string;
    status?: EmailDelivery["status"];
    error?: string | null;
    sentAt?: string | null;
  }[];
  recipientNote: string | null;
  preview: { to: string; subject: string; text: string } | null;
  unknownFields: string[];
  mergeFields: readonly string[];
  smtpConfigured: boolean;
}

const formatTo = (name: string, email: string) => (name && name !== email ? `${name} <${email}>` : email);

export function campaignDetail(ctx: SendContext, id: number): CampaignDetail {
  const { db, senderName } = ctx;
  const campaign = getCampaign(db, id);
  const unknown = unknownFields(campaign.subject, campaign.template);
  const base = {
    campaign,
    unknownFields: unknown,
    mergeFields: MERGE_FIELDS,
    smtpConfigured: Boolean(ctx.config.smtp),
  };
  if (campaign.status === "draft") {
    const { recipients, note } = resolveRecipients(db, campaign, senderName);
    const first = recipients[0];
    return {
      ...base,
      recipients: recipients.map(({ email, name, label }) => ({ email, name, label })),
      recipientNote: note,
      preview: first
        ? {
            to: formatTo(first.name, first.email),
            subject: render(campaign.subject, first.fields),
            text: render(campaign.template, first.fields),
          }
        : null,
    };
  }
  const deliveries = db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.campaignId, id))
    .orderBy(asc(emailDeliveries.id))
    .all();
  const first = deliveries[0];
  return {
    ...base,
    recipients: deliveries.map((d) => ({
      email: d.email,
      name: d.name ?? "",
      label: d.name ? `${d.name} <${d.email}>` : d.email,
      status: d.status,
      error: d.error,
      sentAt: d.sentAt,
    })),
    recipientNote: null,
    preview: first
      ? {
          to: formatTo(first.name ?? "", first.email),
          subject: render(campaign.subject, first.fields),
          text: render(campaign.template, first.fields),
        }
      : null,
  };
}
