import { t } from "elysia";

export const chatBody = t.Object(
  { message: t.String({ minLength: 1, maxLength: 4000, error: "Message is required (up to 4000 characters)" }) },
  { additionalProperties: true, error: 'Send JSON with a message, e.g. {"message": "hello"}' },
);

export const chatQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 1000, error: "limit must be a number from 1 to 1000" })),
});
