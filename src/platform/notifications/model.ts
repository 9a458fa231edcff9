import { t } from "elysia";
import { answer, rowOf } from "../../lib/common-model";
import { notifications } from "./schema";
import { integer } from "../../lib/validation";

export const streamQuery = t.Object({
  ticket: t.Optional(t.String()),
  lastEventId: t.Optional(t.String({ pattern: "^[0-9]+$", error: "lastEventId must be a notification id" })),
});

/** One notice of the bell. */
export const notificationAnswer = rowOf(notifications, {}, "A notice for the bell");
/** The bell: one page of notices (paged like every list) and how many are unread in all. */
export const bellAnswer = answer({
  items: t.Array(notificationAnswer),
  unread: integer({ description: "Unread notices in all" }),
});
export const readAllAnswer = answer({ updated: integer({ description: "How many notices were marked read" }) });
export const ticketAnswer = answer({
  ticket: t.String({ description: "Single use: pass it as ?ticket= to /api/notifications/stream" }),
  expiresAt: t.String({ description: "ISO time after which it no longer works" }),
});
