import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const audiobooks = sqliteTable(
  "audiobooks",
  {
  id: id(),
  title: text("title").notNull(),
  author: text("author").notNull(),
  genre: text("genre").notNull(),
  description: text("description"),
  /** adult | young_adult | children */
  targetAudience: text("target_audience"),
  price: text("price"),
  series: text("series"),
  seriesBook: integer("series_book"),
  /** minutes */
  duration: integer("duration"),
  totalSales: integer("total_sales").notNull().default(0),
  monthlyRevenue: text("monthly_revenue").notNull().default("0"),
  /** active | paused | completed */
  promotionStatus: text("promotion_status").notNull().default("active"),
  salesPlatforms: text("sales_platforms", { mode: "json" }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [index("audiobooks_created_idx").on(t.createdAt)],
);

export const audiobookSales = sqliteTable(
  "audiobook_sales",
  {
    id: id(),
    audiobookId: integer("audiobook_id")
      .notNull()
      .references(() => audiobooks.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    saleDate: text("sale_date").notNull(),
    amount: real("amount").notNull(),
    currency: text("currency").notNull().default("USD"),
    createdAt: createdAt(),
  },
  // Covering index: per-book lookups (its prefix) and the assistant's sales sums group ten years of rows without
  // touching the table; a sale_date index answers period questions ("this month") from a short range.
  (t) => [
    index("audiobook_sales_book_sums_idx").on(t.audiobookId, t.platform, t.currency, t.saleDate, t.amount),
    index("audiobook_sales_date_idx").on(t.saleDate, t.audiobookId, t.platform, t.currency, t.amount),
    // One book's sales, newest first (the sales list of a book).
    index("audiobook_sales_book_date_idx").on(t.audiobookId, t.saleDate),
  ],
);
