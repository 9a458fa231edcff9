import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** The single owner of this Sunshine install. */
export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
