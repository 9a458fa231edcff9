import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** What happened, in the user's words: shown as Recent Activity on the dashboard. */
export const activities = sqliteTable(
  "activities",
  {
    id: id(),
    type: text("type").notNull(),
    message: text("message").notNull(),
    entityType: text("entity_type"),
    entityId: integer("entity_id"),
    createdAt: createdAt(),
  },
  (t) => [index("activities_created_idx").on(t.createdAt)],
);
export type Activity = typeof activities.$inferSelect;
