import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

/**
 * Contract templates (status template, one per type, seeded from built-in texts) and drafts generated from them
 * (status draft). `content` holds the text with {{variable}} placeholders for templates, filled text for drafts.
 */
export const musicContracts = sqliteTable(
  "music_contracts",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    type: text("type").notNull(),
    /** template | draft */
    status: text("status").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** variable name → default text */
    variables: text("variables", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    content: text("content").notNull(),
    /** For built-in templates: the contract type, so re-seeding updates instead of duplicating. */
    templateKey: text("template_key"),
    /** For drafts: the template it was generated from. */
    templateId: integer("template_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("music_contracts_template_key_idx").on(t.templateKey),
    index("music_contracts_status_idx").on(t.status),
  ],
);
export type MusicContract = typeof musicContracts.$inferSelect;
/** A contract in a list: everything but its text, with the name it is shown by. */
export type ContractSummary = Omit<MusicContract, "content" | "templateKey"> & { displayName: string };
