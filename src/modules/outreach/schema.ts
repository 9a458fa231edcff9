import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const emailCampaigns = sqliteTable("email_campaigns", {
  id: id(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  template: text("template").notNull(),
  /** radio | licensing | custom */
  recipientType: text("recipient_type").notNull().default("radio"),
  /** draft | sending | sent | completed */
  status: text("status").notNull().default("draft"),
  sentCount: integer("sent_count").notNull().default(0),
  totalRecipients: integer("total_recipients").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
