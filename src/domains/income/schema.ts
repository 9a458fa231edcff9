import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "../../db/columns";

/**
 * One earning. A preview's rows are written here at once, marked pending (one transaction: a bad file leaves nothing),
 * so committing only clears the mark and undoing deletes by import id.
 */
export const incomeEntries = sqliteTable(
  "income_entries",
  {
    id: id(),
    importId: integer("import_id").notNull(),
    /** Where the money came from: DistroKid, TuneCore, CD Baby, Bandcamp, Amazon KDP, Findaway Voices, ACX, or a name given for a mapped file. */
    source: text("source").notNull(),
    /** The shop or service that sold or streamed it (Spotify, Amazon.de, Audible…). */
    store: text("store"),
    /** ISO alpha-2 where the report gives one, otherwise the report's own word (e.g. "World Wide"). */
    country: text("country"),
    title: text("title").notNull(),
    artist: text("artist"),
    isrc: text("isrc"),
    upc: text("upc"),
    isbn: text("isbn"),
    asin: text("asin"),
    quantity: integer("quantity").notNull().default(0),
    /** The report's own figure, as a numeric string with all of its decimals (refunds are negative). */
    amount: text("amount").notNull(),
    /** The same amount in billionths, so sums are exact integers in SQL and are rounded only once, at the end. */
    amountNanos: integer("amount_nanos").notNull(),
    currency: text("currency").notNull(),
    /** The sale / activity period (first and last day), ISO dates. */
    periodStart: text("period_start").notNull(),
    periodEnd: text("period_end").notNull(),
    /** When the store reported it or the money was posted, when the report says. */
    reportedOn: text("reported_on"),
    /** Same source and same cells (and the same occurrence within one file): the same earning, never added twice. */
    fingerprint: text("fingerprint").notNull(),
    /** 1 while its import is a preview: every total reads only rows with 0. */
    pending: integer("pending").notNull().default(1),
  },
  (t) => [
    uniqueIndex("income_entries_fingerprint_idx").on(t.fingerprint),
    index("income_entries_period_idx").on(t.pending, t.periodStart),
    index("income_entries_import_idx").on(t.importId),
  ],
);
export type IncomeEntry = typeof incomeEntries.$inferSelect;

export const IMPORT_KINDS = ["income", "contacts", "calendar"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** One dropped file: a preview until it is committed, then the handle to undo it as a whole. */
export const imports = sqliteTable(
  "imports",
  {
    id: id(),
    kind: text("kind").$type<ImportKind>().notNull().default("income"),
    /** distrokid | tunecore | cdbaby | bandcamp | kdp | findaway | acx | mapped */
    format: text("format").notNull(),
    source: text("source").notNull(),
    fileName: text("file_name").notNull(),
    /** sha-256 of the bytes, to say "this very file was imported on …". */
    fileHash: text("file_hash").notNull(),
    /** preview | imported */
    status: text("status").$type<"preview" | "imported">().notNull().default("preview"),
    rows: integer("rows").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    imported: integer("imported").notNull().default(0),
    from: text("period_from"),
    to: text("period_to"),
    totals: text("totals", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    titles: text("titles", { mode: "json" }).$type<string[]>().notNull().default([]),
    problems: text("problems", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Contacts: where they go (radio, licensing). */
    target: text("target"),
    /** Contacts and calendar events waiting in a preview (small: an address book, a calendar). */
    payload: text("payload", { mode: "json" }).$type<unknown[]>(),
    /** Ids of the records a committed contacts/calendar import created, so undo removes exactly those. */
    created: text("created", { mode: "json" }).$type<number[]>(),
    createdAt: createdAt(),
    committedAt: text("committed_at"),
  },
  (t) => [index("imports_created_idx").on(t.createdAt)],
);
export type ImportRecord = typeof imports.$inferSelect;

/** A column mapping for a report Sunshine does not know, remembered by its header line (and the source it names). */
export const importMappings = sqliteTable("import_mappings", {
  id: id(),
  /** The file's header cells, trimmed, lower-cased and joined: the same export from the same place matches again. */
  headerKey: text("header_key").notNull().unique(),
  source: text("source").notNull(),
  mapping: text("mapping", { mode: "json" }).$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
