import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** The single owner of this Sunshine install. */
export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;

/**
 * A signed-in device: each sign-in makes one, and its id travels in the token (`sid`), so signing a device out here
 * makes its token stop working at once. Last seen is kept in memory and written now and then (see sessions.ts).
 */
export const sessions = sqliteTable("sessions", {
  id: id(),
  userId: integer("user_id").notNull(),
  createdAt: createdAt(),
  lastSeenAt: text("last_seen_at").notNull(),
  userAgent: text("user_agent").notNull().default(""),
  address: text("address").notNull().default(""),
});
export type Session = typeof sessions.$inferSelect;

/** One row: a keyed hash of the LAN passphrase the server last started with, to notice it was changed. */
export const authState = sqliteTable("auth_state", {
  id: integer("id").primaryKey(),
  passphraseCheck: text("passphrase_check"),
});
