import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const songs = sqliteTable("songs", {
  id: id(),
  title: text("title").notNull(),
  artist: text("artist").notNull(),
  album: text("album"),
  genre: text("genre"),
  description: text("description"),
  /** not_started | pitching | active | placed | paused */
  promotionStatus: text("promotion_status").notNull().default("not_started"),
  /** e.g. ["film", "tv", "commercial"] */
  targetLicenseTypes: text("target_license_types", { mode: "json" }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const actionItems = sqliteTable("action_items", {
  id: id(),
  title: text("title").notNull(),
  description: text("description"),
  /** low | medium | high | critical */
  priority: text("priority").notNull().default("medium"),
  /** pending | in_progress | completed | blocked */
  status: text("status").notNull().default("pending"),
  dueDate: text("due_date"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const musicSupervisors = sqliteTable(
  "music_supervisors",
  {
  id: id(),
  name: text("name").notNull(),
  company: text("company"),
  position: text("position"),
  email: text("email"),
  genres: text("genres", { mode: "json" }).$type<string[]>().notNull().default([]),
  /** not_contacted | contacted | responded | relationship */
  contactStatus: text("contact_status").notNull().default("not_contacted"),
  /** percent 0..100 */
  responseRate: integer("response_rate").notNull().default(0),
  notes: text("notes"),
  lastContacted: text("last_contacted"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  // The supervisor list: newest first, optionally one contact status.
  (t) => [
    index("music_supervisors_created_idx").on(t.createdAt),
    index("music_supervisors_status_created_idx").on(t.contactStatus, t.createdAt),
  ],
);

export const syncCampaigns = sqliteTable("sync_campaigns", {
  id: id(),
  name: text("name").notNull(),
  songId: integer("song_id").references(() => songs.id, { onDelete: "set null" }),
  /** film | tv | commercial | game | other */
  targetType: text("target_type").notNull().default("film"),
  /** planning | active | paused | completed */
  status: text("status").notNull().default("planning"),
  supervisorsTargeted: integer("supervisors_targeted").notNull().default(0),
  responsesReceived: integer("responses_received").notNull().default(0),
  placementsAchieved: integer("placements_achieved").notNull().default(0),
  /** numeric string with 2 decimals */
  totalRevenue: text("total_revenue").notNull().default("0.00"),
  description: text("description"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const licensingOpportunities = sqliteTable(
  "licensing_opportunities",
  {
  id: id(),
  title: text("title").notNull(),
  company: text("company").notNull(),
  /** film | tv | commercial | game | other */
  type: text("type").notNull(),
  genre: text("genre"),
  /** a text range, e.g. "$2,000 - $5,000" */
  budget: text("budget"),
  deadline: text("deadline"),
  /** active | pending | submitted | won | lost */
  status: text("status").notNull().default("active"),
  description: text("description"),
  contactEmail: text("contact_email"),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  // The opportunity list: newest first, optionally one type.
  (t) => [
    index("licensing_opportunities_created_idx").on(t.createdAt),
    index("licensing_opportunities_type_created_idx").on(t.type, t.createdAt),
  ],
);

export const platformSubmissions = sqliteTable(
  "platform_submissions",
  {
    id: id(),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    opportunityId: integer("opportunity_id")
      .notNull()
      .references(() => licensingOpportunities.id, { onDelete: "cascade" }),
    /** submitted | shortlisted | accepted | rejected */
    status: text("status").notNull().default("submitted"),
    notes: text("notes"),
    submittedAt: text("submitted_at")
      .notNull()
      .$defaultFn(() => new Date().toISOString()),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("platform_submissions_song_idx").on(t.songId),
    index("platform_submissions_opportunity_idx").on(t.opportunityId),
  ],
);

export type Song = typeof songs.$inferSelect;
export type ActionItem = typeof actionItems.$inferSelect;
export type MusicSupervisor = typeof musicSupervisors.$inferSelect;
export type SyncCampaign = typeof syncCampaigns.$inferSelect;
export type LicensingOpportunity = typeof licensingOpportunities.$inferSelect;
export type PlatformSubmission = typeof platformSubmissions.$inferSelect;
