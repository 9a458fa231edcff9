import { t } from "elysia";
import { answer, rowOf } from "../../lib/common-model";
import { replyActions, replyPending, replyResults } from "../ai/model";
import { chatMessages } from "./schema";
import { integer } from "../../lib/validation";

export const chatBody = t.Object(
  {
    message: t.String({ minLength: 1, maxLength: 4000, error: "Message is required (up to 4000 characters)" }),
    /** Sent by the Confirm button of a reply that waits for a yes. */
    confirmId: t.Optional(t.String({ maxLength: 100, error: "confirmId is the pending action's id from the reply" })),
  },
  { additionalProperties: true, error: 'Send JSON with a message, e.g. {"message": "hello"}' },
);

export const chatQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 1000, error: "limit must be a number from 1 to 1000" })),
});

/** One exchange: what the owner said, what Sunshine answered and what it did. */
export const chatMessageAnswer = rowOf(chatMessages, {
  context: t.Nullable(
    answer({
      actions: replyActions,
      results: t.Optional(replyResults),
      pending: t.Optional(replyPending),
      provider: t.Optional(t.String()),
      confidence: t.Optional(t.Number()),
    }),
  ),
});
export const chatClearedAnswer = answer({ deleted: integer({ description: "How many exchanges were removed" }) });
