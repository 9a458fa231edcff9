import { emit } from "../../lib/events";
import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { checkDate, checkLength, clean, invalid, normaliseUrl } from "../../lib/validation";
import { grants, type Grant, type GrantStatus } from "./schema";

export interface GrantInput {
  title?: string;
  organization?: string;
  amount?: string | number | null;
  deadline?: string | null;
  description?: string | null;
  requirements?: string | null;
  applicationUrl?: string | null;
  notes?: string | null;
  status?: GrantStatus;
  catalogueId?: string | null;
}

export const DAY_MS = 86_400_000;
export const URGENT_DAYS = 7;
export const SOON_DAYS = 30;
export type Urgency = "past" | "urgent" | "soon" | "future";

/** Whole calendar days from today to the deadline (local dates); negative once it has passed. */
export function daysUntil(deadline: string, now = new Date()): number | null {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(deadline) ? `${deadline}T00:00:00` : deadline);
  if (Number.isNaN(d.getTime())) return null;
  const day = (x: Date) => Date.UTC(x.getFullYear(), x.getMonth(), x.getDate());
  return Math.round((day(d) - day(now)) / DAY_MS);
}

/** Past if the deadline has passed, urgent within 7 days, soon within 30, otherwise future. */
export function deadlineUrgency(deadline: string | null | undefined, now = new Date()): Urgency | null {
  if (!deadline) return null;
  const days = daysUntil(deadline, now);
  if (days === null) return null;
  if (days < 0) return "past";
  if (days <= URGENT_DAYS) return "urgent";
  if (days <= SOON_DAYS) return "soon";
  return "future";
}

/** "$5,000" or "5000.5" → "5000.50"; blank → null. */
export function normaliseAmount(v: string | number | null | undefined): string | null | undefined {
  if (v === undefined || v === null) return v;
  const s = typeof v === "number" ? String(v) : v.replace(/[$,\s]/g, "");
  if (!s) return null;
  const n = Number(s);
  if (!/^\d+(\.\d+)?$/.test(s) || !Number.isFinite(n) || n < 0)
    throw invalid("Amount must be a number of dollars, like 5000", "amount");
  return n.toFixed(2);
}

function fields(input: GrantInput) {
  const out = {
    title: checkLength(input.title?.trim(), 300, "title", "Grant title"),
    organization: checkLength(input.organization?.trim(), 300, "organization", "Organization"),
    amount: normaliseAmount(input.amount),
    deadline: checkDate(input.deadline, "deadline", "Deadline must be a date (YYYY-MM-DD)"),
    description: clean(input.description),
    requirements: clean(input.requirements),
    applicationUrl: normaliseUrl(
      input.applicationUrl,
      "applicationUrl",
      "Application URL must be a valid URL, like https://funder.org/apply",
    ),
    notes: clean(input.notes),
    status: input.status,
    catalogueId: clean(input.catalogueId),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<Grant>;
}

export function listGrants(db: Db, q: { search?: string; status?: string } = {}): Grant[] {
  const where: SQL[] = [];
  if (q.status && q.status !== "all") where.push(eq(grants.status, q.status as GrantStatus));
  const term = q.search?.trim();
  if (term) {
    const p = `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(like(grants.title, p), like(grants.organization, p), like(grants.description, p))!);
  }
  return db
    .select()
    .from(grants)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(grants.createdAt), desc(grants.id))
    .all();
}

/** One page of grants: newest first or soonest deadline first, by status and words in title/organisation/description. */
export function listGrantsPage(
  db: Db,
  q: { search?: string; q?: string; status?: string; sort?: "newest" | "deadline" },
  page: PageParams,
): Page<Grant> {
  const term = (q.q ?? q.search)?.trim();
  const where = and(
    q.status && q.status !== "all" ? eq(grants.status, q.status as GrantStatus) : undefined,
    term
      ? or(containsText(grants.title, term), containsText(grants.organization, term), containsText(grants.description, term))
      : undefined,
  );
  const order =
    q.sort === "deadline"
      ? [sql`${grants.deadline} IS NULL`, asc(grants.deadline), desc(grants.id)]
      : [desc(grants.createdAt), desc(grants.id)];
  return pageOf(db, grants, where, order, page);
}

export type GrantSummary = {
  total: number;
  byStatus: Record<GrantStatus, number>;
  /** Grants still open to act on (discovered or applied) by how near their deadline is, counted from `today`. */
  urgency: { past: number; urgent: number; soon: number; future: number; noDeadline: number };
};

/** Status and deadline-urgency counts in SQL (urgent ≤ 7 days, soon ≤ 30), so the screen need not load every grant. */
export function grantSummary(db: Db, today: string): GrantSummary {
  const byStatus = { discovered: 0, applied: 0, awarded: 0, rejected: 0 } as Record<GrantStatus, number>;
  for (const r of db.select({ status: grants.status, n: sql<number>`count(*)` }).from(grants).groupBy(grants.status).all())
    byStatus[r.status] = r.n;
  const days = sql`julianday(substr(${grants.deadline}, 1, 10)) - julianday(${today})`;
  const u = db
    .select({
      past: sql<number>`coalesce(sum(${grants.deadline} IS NOT NULL AND ${days} < 0), 0)`,
      urgent: sql<number>`coalesce(sum(${grants.deadline} IS NOT NULL AND ${days} BETWEEN 0 AND 7), 0)`,
      soon: sql<number>`coalesce(sum(${grants.deadline} IS NOT NULL AND ${days} > 7 AND ${days} <= 30), 0)`,
      future: sql<number>`coalesce(sum(${grants.deadline} IS NOT NULL AND ${days} > 30), 0)`,
      noDeadline: sql<number>`coalesce(sum(${grants.deadline} IS NULL), 0)`,
    })
    .from(grants)
    .where(inArray(grants.status, ["discovered", "applied"]))
    .get()!;
  return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus, urgency: u };
}

/** Grants with a given status whose deadline falls between two dates (inclusive), soonest first; filtered in SQL. */
export function grantsDueBetween(db: Db, status: GrantStatus, from: string, to: string): Grant[] {
  return db
    .select()
    .from(grants)
    .where(and(eq(grants.status, status), sql`substr(${grants.deadline}, 1, 10) >= ${from}`, sql`substr(${grants.deadline}, 1, 10) <= ${to}`))
    .orderBy(asc(grants.deadline))
    .all();
}

export function getGrant(db: Db, id: number): Grant {
  const row = db.select().from(grants).where(eq(grants.id, id)).get();
  if (!row) throw notFound("Grant");
  return row;
}

export function createGrant(db: Db, input: GrantInput & { title: string; organization: string }): Grant {
  const row = db
    .insert(grants)
    .values(fields(input) as typeof grants.$inferInsert)
    .returning()
    .get();
  emit(db, {
    type: "grant_added",
    message: `Grant ${row.title} from ${row.organization} added${input.catalogueId ? " from Sunshine's search" : ""}`,
    entityType: "grant",
    entityId: row.id,
  });
  return row;
}

export function updateGrant(db: Db, id: number, input: GrantInput): Grant {
  const before = getGrant(db, id);
  const row = db.update(grants).set(fields(input)).where(eq(grants.id, id)).returning().get();
  const changed = input.status && input.status !== before.status;
  emit(db, {
    type: changed ? `grant_${input.status}` : "grant_updated",
    message: changed ? `Grant ${row.title} marked ${input.status}` : `Grant ${row.title} updated`,
    entityType: "grant",
    entityId: row.id,
  });
  return row;
}

export function deleteGrant(db: Db, id: number) {
  const row = getGrant(db, id);
  db.delete(grants).where(eq(grants.id, id)).run();
  emit(db, { type: "grant_deleted", message: `Grant ${row.title} removed`, entityType: "grant", entityId: id });
  return { deleted: true as const };
}
