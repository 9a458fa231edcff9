import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { OwnerLinks } from "../../lib/owner-profile";
import { updatedAt } from "../../db/columns";

/**
 * The owner's profile, business details and locale: one row (id 1). Blank means "not set"; locale columns left null
 * fall back to the system's locale, currency and time zone at read time (so a moved install follows the machine).
 */
export const ownerProfiles = sqliteTable("owner_profile", {
  id: integer("id").primaryKey(),
  displayName: text("display_name"),
  artistNames: text("artist_names", { mode: "json" }).$type<string[]>().notNull().default([]),
  legalName: text("legal_name"),
  email: text("email"),
  phone: text("phone"),
  address: text("address"),
  website: text("website"),
  links: text("links", { mode: "json" }).$type<OwnerLinks>().notNull().default({}),
  bio: text("bio"),
  /** file name inside <data dir>/files/profile/ */
  logoFile: text("logo_file"),
  logoType: text("logo_type"),
  welcomed: integer("welcomed", { mode: "boolean" }).notNull().default(false),
  businessName: text("business_name"),
  taxNumber: text("tax_number"),
  paymentInstructions: text("payment_instructions"),
  paymentTermsDays: integer("payment_terms_days").notNull().default(30),
  /** percent as numeric text, e.g. "20" */
  defaultTaxRate: text("default_tax_rate").notNull().default("0"),
  invoicePrefix: text("invoice_prefix").notNull().default("INV-"),
  invoiceDigits: integer("invoice_digits").notNull().default(4),
  invoiceNextNumber: integer("invoice_next_number").notNull().default(1),
  invoiceNote: text("invoice_note"),
  locale: text("locale"),
  currency: text("currency"),
  timeZone: text("time_zone"),
  weekStart: integer("week_start"),
  updatedAt: updatedAt(),
});
export type OwnerProfileRow = typeof ownerProfiles.$inferSelect;
