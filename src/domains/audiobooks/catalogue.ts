import { emit } from "../../lib/events";
import { desc, eq, or } from "drizzle-orm";
import { containsText, type Page, type PageParams, pageOf } from "../../lib/paging";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { cleanList, cleanText, money, oneOf, wholeNumber, invalid } from "../../lib/validation";
import { audiobooks, audiobookSales } from "./schema";
import { type AudiobookView, booksWithTotals, withTotals } from "./totals";

// The books in the catalogue: what each one is, where it sells and whether it is being promoted.
export const AUDIENCES = ["adult", "young_adult", "children"] as const;
export const PROMOTION_STATUSES = ["active", "paused", "completed"] as const;
export const RECENT_SALES_LIMIT = 10;

export type Audiobook = typeof audiobooks.$inferSelect;
export type AudiobookSale = typeof audiobookSales.$inferSelect;

export interface AudiobookInput {
  title?: string;
  author?: string;
  genre?: string;
  description?: string | null;
  targetAudience?: string | null;
  price?: number | string | null;
  series?: string | null;
  seriesBook?: number | string | null;
  duration?: number | string | null;
  salesPlatforms?: string[] | null;
  promotionStatus?: string;
}

export function required(v: string | undefined, label: string, field?: string): string {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}

/** Field cleaning shared by create and update; only keys present in the input are returned. */
function cleanInput(input: AudiobookInput, creating: boolean) {
  const out: Partial<typeof audiobooks.$inferInsert> = {};
  if (creating || input.title !== undefined) out.title = required(input.title, "Title", "title");
  if (creating || input.author !== undefined) out.author = required(input.author, "Author", "author");
  if (creating || input.genre !== undefined) out.genre = required(input.genre, "Genre", "genre");
  if (input.description !== undefined) out.description = cleanText(input.description);
  if (input.targetAudience !== undefined) out.targetAudience = oneOf(input.targetAudience, AUDIENCES, "Audience");
  if (input.price !== undefined) out.price = money(input.price, "Price");
  if (input.series !== undefined) out.series = cleanText(input.series);
  if (input.seriesBook !== undefined)
    out.seriesBook = wholeNumber(input.seriesBook, "Book number in the series", { min: 1 });
  if (input.duration !== undefined) out.duration = wholeNumber(input.duration, "Duration (minutes)", { min: 0 });
  if (input.salesPlatforms !== undefined) out.salesPlatforms = cleanList(input.salesPlatforms);
  if (input.promotionStatus !== undefined)
    out.promotionStatus = oneOf(input.promotionStatus, PROMOTION_STATUSES, "Promotion status") ?? "active";
  return out;
}

/** Books with totals that always agree with the sales rows (monthly revenue is the current calendar month). */
export function listAudiobooks(db: Db, now = new Date()): AudiobookView[] {
  return booksWithTotals(db, now);
}

/** One page of books (title or author matching `q`), newest first, with totals summed for that page only. */
export function listAudiobooksPage(db: Db, f: { q?: string }, page: PageParams, now = new Date()): Page<AudiobookView> {
  const q = f.q?.trim();
  const where = q ? or(containsText(audiobooks.title, q), containsText(audiobooks.author, q)) : undefined;
  const books = pageOf(db, audiobooks, where, [desc(audiobooks.createdAt), desc(audiobooks.id)], page);
  return { rows: withTotals(db, books.rows, now), total: books.total };
}

export function getAudiobook(db: Db, id: number): AudiobookView {
  const book = booksWithTotals(db, new Date(), id)[0];
  if (!book) throw notFound("Audiobook");
  return book;
}

export function createAudiobook(db: Db, input: AudiobookInput): AudiobookView {
  const values = cleanInput(input, true) as typeof audiobooks.$inferInsert;
  const row = db.insert(audiobooks).values(values).returning().get();
  emit(db, {
    type: "audiobook_created",
    message: `Audiobook "${row.title}" by ${row.author} added to your catalogue`,
    entityType: "audiobook",
    entityId: row.id,
  });
  return getAudiobook(db, row.id);
}

export function updateAudiobook(db: Db, id: number, input: AudiobookInput): AudiobookView {
  const existing = db.select().from(audiobooks).where(eq(audiobooks.id, id)).get();
  if (!existing) throw notFound("Audiobook");
  const values = cleanInput(input, false);
  if (Object.keys(values).length) db.update(audiobooks).set(values).where(eq(audiobooks.id, id)).run();
  const row = getAudiobook(db, id);
  emit(db, {
    type: "audiobook_updated",
    message: `Audiobook "${row.title}" updated`,
    entityType: "audiobook",
    entityId: id,
  });
  return row;
}

export function deleteAudiobook(db: Db, id: number) {
  const row = db.delete(audiobooks).where(eq(audiobooks.id, id)).returning().get();
  if (!row) throw notFound("Audiobook");
  emit(db, {
    type: "audiobook_deleted",
    message: `Audiobook "${row.title}" removed`,
    entityType: "audiobook",
    entityId: id,
  });
  return { deleted: true, id };
}
