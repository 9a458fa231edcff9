import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, rowOf, typed } from "../../lib/common-model";
import { audiobookSales, audiobooks } from "./schema";
import type { ImportResult } from "./service";
import { optNumberish, optStringList, optText, integer } from "../../lib/validation";

const audiobookFields = {
  description: optText(),
  targetAudience: optText(40),
  price: optNumberish(),
  series: optText(300),
  seriesBook: optNumberish(),
  duration: optNumberish(),
  salesPlatforms: optStringList(),
};

export const createAudiobookBody = t.Object({
  title: t.String({ minLength: 1, maxLength: 300, error: "Title is required" }),
  author: t.String({ minLength: 1, maxLength: 300, error: "Author is required" }),
  genre: t.String({ minLength: 1, maxLength: 100, error: "Genre is required" }),
  ...audiobookFields,
});

export const updateAudiobookBody = t.Object({
  title: t.Optional(t.String({ minLength: 1, maxLength: 300, error: "Title cannot be empty" })),
  author: t.Optional(t.String({ minLength: 1, maxLength: 300, error: "Author cannot be empty" })),
  genre: t.Optional(t.String({ minLength: 1, maxLength: 100, error: "Genre cannot be empty" })),
  promotionStatus: t.Optional(t.String({ maxLength: 20 })),
  ...audiobookFields,
});

export const salesQuery = t.Object({
  audiobookId: t.Optional(t.Numeric({ minimum: 1, error: "audiobookId must be a positive whole number" })),
});

const day = (label: string) =>
  t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: `${label} must be a date (YYYY-MM-DD)` });
export const listSalesQuery = t.Object({
  audiobookId: t.Optional(t.Numeric({ minimum: 1, error: "audiobookId must be a positive whole number" })),
  platform: t.Optional(t.String({ maxLength: 100 })),
  from: t.Optional(day("from")),
  to: t.Optional(day("to")),
  ...pageQuery,
});
export const listAudiobooksQuery = t.Object({
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  ...pageQuery,
});

export const createSaleBody = t.Object({
  audiobookId: t.Number({ minimum: 1, error: "Choose the audiobook this sale belongs to" }),
  platform: t.String({ minLength: 1, maxLength: 100, error: "Platform is required" }),
  saleDate: t.String({ minLength: 1, maxLength: 40, error: "Sale date is required" }),
  amount: t.Union([t.Number(), t.String({ maxLength: 40 })], { error: "Amount is required, e.g. 14.99" }),
  currency: optText(3),
});

export const importSalesBody = t.Object({
  csv: t.String({
    minLength: 1,
    maxLength: 1_500_000,
    error: "Choose a CSV file with a header row (date, platform, title, amount, currency)",
  }),
  /** Rows with an empty title go to this audiobook. */
  audiobookId: t.Optional(t.Union([t.Number({ minimum: 1 }), t.Null()])),
  /** true: only report what would happen (the preview). */
  dryRun: t.Optional(t.Boolean()),
});

export const audiobookAnswer = rowOf<typeof audiobooks, { totalRevenue: number }>(
  audiobooks,
  { salesPlatforms: t.Array(t.String()), totalRevenue: t.Number({ description: "Sum of the book's sales" }) },
  "An audiobook and its totals",
);
export const saleAnswer = rowOf(audiobookSales, {}, "One sale of an audiobook");
export const audiobooksSummaryAnswer = answer({
  books: integer(),
  active: integer(),
  sales: integer(),
  revenue: t.Number(),
});
export const salesSummaryAnswer = answer({
  sales: integer(),
  revenue: t.Number(),
  currencies: t.Array(t.String()),
  month: t.String({ description: "The current month, YYYY-MM" }),
  monthSales: integer(),
  monthRevenue: t.Number(),
  byPlatform: t.Array(answer({ platform: t.String(), sales: integer(), revenue: t.Number() })),
});
export const monthlyAnswer = t.Array(answer({ month: t.String(), revenue: t.Number(), sales: integer() }));
const importRow = answer({
  line: integer({ description: "Line number in the file (the header is line 1)" }),
  date: t.String(),
  platform: t.String(),
  title: t.String(),
  amount: t.String(),
  currency: t.String(),
  audiobookId: t.Nullable(integer()),
  status: t.String({ enum: ["new", "duplicate", "error"] }),
  error: t.Optional(t.String()),
});
export const salesImportAnswer = typed<ImportResult>(
  answer({
    dryRun: t.Boolean(),
    rows: t.Array(importRow, { description: "Dry run: the first rows; import: the first failed rows" }),
    firstErrors: t.Array(importRow),
    summary: answer({
      total: integer(),
      valid: integer(),
      imported: integer(),
      duplicates: integer(),
      errors: integer(),
    }),
  }),
);
