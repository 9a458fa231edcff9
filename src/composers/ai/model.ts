import { t } from "elysia";

export const processBody = t.Object(
  {
    message: t.String({ minLength: 1, maxLength: 4000, error: "Message is required (up to 4000 characters)" }),
    type: t.Optional(t.String({ maxLength: 50, error: 'type must be a short text such as "chat" or "voice"' })),
    context: t.Optional(t.Union([t.Null(), t.Record(t.String(), t.Unknown())], { error: "context must be an object" })),
    confirmId: t.Optional(t.String({ maxLength: 100, error: "confirmId is the pending action's id from the reply" })),
  },
  { additionalProperties: true, error: 'Send JSON with a message, e.g. {"message": "what is overdue?"}' },
);

export const sendEmailBody = t.Object(
  {
    to: t.String({ format: "email", error: "A valid recipient e-mail address is required" }),
    subject: t.String({ minLength: 1, maxLength: 300, error: "Subject is required" }),
    body: t.String({ minLength: 1, maxLength: 20000, error: "The e-mail needs some text" }),
  },
  { error: "Send JSON with to, subject and body" },
);

export const confirmBody = t.Object(
  { id: t.String({ minLength: 1, maxLength: 100, error: "id is the pending action's id from the reply" }) },
  { error: 'Send JSON with the pending action\'s id, e.g. {"id": "…"}' },
);

/** `?limit=` caps the task monitor's two lists (the suggestions still count every task). */
export const monitorQuery = t.Object({
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 200, error: "limit must be a whole number from 1 to 200" })),
});
