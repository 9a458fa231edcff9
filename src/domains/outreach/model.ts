import { t } from "elysia";

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
