import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** Browsers that asked for Web Push: where to send (endpoint) and the keys to encrypt for them. */
export const pushSubscriptions = sqliteTable("push_subscriptions", {
  id: id(),
  endpoint: text("endpoint").notNull().unique(),
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: createdAt(),
});
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
