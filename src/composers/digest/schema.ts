import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/** One row per day the agenda e-mail went out, so a restart at 08:05 does not send it twice. */
export const agendaEmails = sqliteTable("agenda_emails", {
  id: id(),
  /** YYYY-MM-DD (local) the agenda was for */
  day: text("day").notNull().unique(),
  recipient: text("recipient").notNull(),
  createdAt: createdAt(),
});
