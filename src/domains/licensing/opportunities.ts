import { emit } from "../../lib/events";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanText, email, isoDate, oneOf, invalid } from "../../lib/validation";
import { licensingOpportunities, type LicensingOpportunity } from "./schema";
import { LICENSE_TYPES, OPPORTUNITY_STATUSES } from "./statuses";
import { has, requireText } from "./input-checks";

// Licensing briefs the musician hears about (film, TV, ads, games), searchable by type and text.
export interface OpportunityInput {
  title?: string;
  company?: string;
  type?: string;
  genre?: string | null;
  budget?: string | null;
  deadline?: string | null;
  status?: string | null;
  description?: string | null;
  contactEmail?: string | null;
  notes?: string | null;
}

function cleanOpportunity(input: OpportunityInput, creating: boolean) {
  const out: Partial<typeof licensingOpportunities.$inferInsert> = {};
  if (creating || has(input, "title")) out.title = requireText(input.title, "Title", "title");
  if (creating || has(input, "company")) out.company = requireText(input.company, "Company", "company");
  if (creating || has(input, "type")) {
    const type = oneOf(input.type?.toLowerCase(), LICENSE_TYPES, "Type");
    if (!type) throw invalid("Type is required");
    out.type = type;
  }
  if (has(input, "genre")) out.genre = cleanText(input.genre);
  if (has(input, "budget")) out.budget = cleanText(input.budget);
  if (has(input, "deadline")) out.deadline = isoDate(input.deadline, "Deadline");
  if (has(input, "status")) out.status = oneOf(input.status, OPPORTUNITY_STATUSES, "Status") ?? "active";
  if (has(input, "description")) out.description = cleanText(input.description);
  if (has(input, "contactEmail")) out.contactEmail = email(input.contactEmail, "Contact email");
  if (has(input, "notes")) out.notes = cleanText(input.notes);
  return out;
}

/** Search over title, company, genre, description and notes; type "all" (or none) means every type. */
export function listOpportunities(db: Db, query: { q?: string; type?: string } = {}): LicensingOpportunity[] {
  return db
    .select()
    .from(licensingOpportunities)
    .where(opportunityWhere(query))
    .orderBy(desc(licensingOpportunities.createdAt), desc(licensingOpportunities.id))
    .all();
}

/** One page of opportunities (newest first) with the same type/text filters. */
export function listOpportunitiesPage(
  db: Db,
  query: { q?: string; type?: string },
  page: PageParams,
): Page<LicensingOpportunity> {
  const where = opportunityWhere(query);
  return pageOf(db, licensingOpportunities, where, [desc(licensingOpportunities.createdAt), desc(licensingOpportunities.id)], page);
}

function opportunityWhere(query: { q?: string; type?: string }) {
  const conds = [];
  const type = query.type?.trim().toLowerCase();
  if (type && type !== "all") {
    if (!LICENSE_TYPES.includes(type as never))
      throw invalid(`Type filter must be all or one of: ${LICENSE_TYPES.join(", ")}`);
    conds.push(eq(licensingOpportunities.type, type));
  }
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const f = (col: any) => sql`${col} LIKE ${pattern} ESCAPE '\\'`;
    conds.push(
      or(
        f(licensingOpportunities.title),
        f(licensingOpportunities.company),
        f(licensingOpportunities.genre),
        f(licensingOpportunities.description),
        f(licensingOpportunities.notes),
      )!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

export function createOpportunity(db: Db, input: OpportunityInput): LicensingOpportunity {
  const row = db
    .insert(licensingOpportunities)
    .values(cleanOpportunity(input, true) as typeof licensingOpportunities.$inferInsert)
    .returning()
    .get();
  emit(db, {
    type: "opportunity_created",
    message: `Licensing opportunity "${row.title}" (${row.type}) from ${row.company} added`,
    entityType: "licensing_opportunity",
    entityId: row.id,
  });
  return row;
}

export function updateOpportunity(db: Db, id: number, input: OpportunityInput): LicensingOpportunity {
  const existing = db.select().from(licensingOpportunities).where(eq(licensingOpportunities.id, id)).get();
  if (!existing) throw notFound("Licensing opportunity");
  const values = cleanOpportunity(input, false);
  const row = Object.keys(values).length
    ? db.update(licensingOpportunities).set(values).where(eq(licensingOpportunities.id, id)).returning().get()!
    : existing;
  const changed = values.status && values.status !== existing.status;
  emit(db, {
    type: changed ? `opportunity_${row.status}` : "opportunity_updated",
    message: changed
      ? `Licensing opportunity "${row.title}" marked ${row.status}`
      : `Licensing opportunity "${row.title}" updated`,
    entityType: "licensing_opportunity",
    entityId: id,
  });
  return row;
}

export function deleteOpportunity(db: Db, id: number) {
  const row = db.delete(licensingOpportunities).where(eq(licensingOpportunities.id, id)).returning().get();
  if (!row) throw notFound("Licensing opportunity");
  emit(db, {
    type: "opportunity_deleted",
    message: `Licensing opportunity "${row.title}" removed`,
    entityType: "licensing_opportunity",
    entityId: id,
  });
  return { deleted: true, id };
}
