import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const STATION_STATUSES = ["pending", "contacted", "responded", "rejected"] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];

export const radioStations = sqliteTable(
  "radio_stations",
  {
  id: id(),
  name: text("name").notNull(),
  frequency: text("frequency"),
  location: text("location"),
  genre: text("genre"),
  contactName: text("contact_name"),
  contactEmail: text("contact_email"),
  website: text("website"),
  notes: text("notes"),
  /** pending | contacted | responded | rejected */
  status: text("status").$type<StationStatus>().notNull().default("pending"),
  lastContacted: text("last_contacted"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  // The station list: newest first, optionally one status (an index per filter and sort: a page stays fast on years of data).
  (t) => [
    index("radio_stations_created_idx").on(t.createdAt),
    index("radio_stations_status_created_idx").on(t.status, t.createdAt),
  ],
);
export type RadioStation = typeof radioStations.$inferSelect;
