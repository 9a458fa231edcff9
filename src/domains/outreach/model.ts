import { t } from "elysia";
import { answer, columnFields, oneOf, textOrNull, typed } from "../../lib/common-model";
import type { MERGE_FIELDS } from "./merge";
import { CAMPAIGN_STATUSES, emailCampaigns, RECIPIENT_TYPES, type EmailCampaign } from "./schema";
import type { CampaignDetail } from "./service";

export const recipientType = t.Union([t.Literal("radio"), t.Literal("licensing"), t.Literal("custom")], {
  error: "Recipient type must be radio, licensing or custom",
});

/** Custom recipients: a list, or the text of the form's box (one per line or comma-separated). */
const customRecipients = t.Optional(
  t.Union([t.Array(t.String({ maxLength: 400 }), { maxItems: 1000 }), t.String({ maxLength: 100_000 }), t.Null()], {
    error: "Custom recipients must be a list of e-mail addresses",
  }),
);

export const createCampaignBody = t.Object({
  name: t.String({ minLength: 1, pattern: "\\S", error: "Campaign name is required" }),
  subject: t.String({ minLength: 1, pattern: "\\S", error: "Subject is required" }),
  template: t.String({ minLength: 1, pattern: "\\S", error: "Email template is required" }),
  recipientType: t.Optional(recipientType),
  customRecipients,
});

export const updateCampaignBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200, pattern: "\\S", error: "Campaign name cannot be empty" })),
  subject: t.Optional(t.String({ minLength: 1, maxLength: 500, pattern: "\\S", error: "Subject cannot be empty" })),
  template: t.Optional(
    t.String({ minLength: 1, maxLength: 50_000, pattern: "\\S", error: "Email template cannot be empty" }),
  ),
  recipientType: t.Optional(recipientType),
  customRecipients,
});

const campaignFields = {
  ...columnFields(emailCampaigns),
  status: oneOf(CAMPAIGN_STATUSES),
  recipientType: oneOf(RECIPIENT_TYPES),
  customRecipients: t.Array(t.String()),
};
/** An e-mail campaign. */
export const emailCampaignAnswer = typed<EmailCampaign>(answer(campaignFields, { description: "An e-mail campaign" }));
/** In the list: the merge fields its text uses that Sunshine does not know. */
export const emailCampaignListItemAnswer = typed<EmailCampaign & { unknownFields: string[] }>(
  answer({ ...campaignFields, unknownFields: t.Array(t.String()) }),
);
export const campaignDetailAnswer = typed<CampaignDetail>(
  answer({
    campaign: emailCampaignAnswer,
    recipients: t.Array(
      answer({
        email: t.String(),
        name: t.String(),
        label: t.String(),
        status: t.Optional(t.String({ enum: ["pending", "sent", "failed"] })),
        error: t.Optional(textOrNull()),
        sentAt: t.Optional(textOrNull()),
      }),
      { description: "Drafts: who it would go to now; sent campaigns: who it went to" },
    ),
    recipientNote: textOrNull(),
    preview: t.Nullable(answer({ to: t.String(), subject: t.String(), text: t.String() })),
    unknownFields: t.Array(t.String()),
    mergeFields: t.Array(t.String()),
    smtpConfigured: t.Boolean(),
  }),
);
export const outreachSettingsAnswer = typed<{
  smtpConfigured: boolean;
  from: string | null;
  ratePerMinute: number;
  mergeFields: typeof MERGE_FIELDS;
  senderName: string;
}>(
  answer({
    smtpConfigured: t.Boolean(),
    from: textOrNull(),
    ratePerMinute: t.Number(),
    mergeFields: t.Array(t.String()),
    senderName: t.String(),
  }),
);
