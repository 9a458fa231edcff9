import { t } from "elysia";
import { answer, textOrNull, typed } from "../../lib/common-model";
import { IMPORT_KINDS } from "./schema";
import type { ImportView } from "./import-view";
import type { incomeTotals } from "./totals";
import { integer } from "../../lib/validation";

/** A dropped report (multipart form): the file, and optionally the format to read it as or a column mapping (JSON). */
export const importBody = t.Object({
  file: t.File({ error: "Send the report as `file` in a multipart form" }),
  format: t.Optional(t.String({ maxLength: 40, error: "Format must be a format name such as distrokid" })),
  target: t.Optional(t.String({ maxLength: 40, error: "Target must be radio or licensing (where contacts go)" })),
  // A JSON text field of a form arrives already parsed as an object. For a report: date, title, amount, currency …;
  // with a contacts target: name, email, organization, title, phone, website, notes (field → the file's column).
  mapping: t.Optional(
    t.Union([t.String({ maxLength: 4000 }), t.Record(t.String({ maxLength: 40 }), t.String({ maxLength: 200 }))], {
      error: "Mapping must name a column for each field, as JSON text",
    }),
  ),
  // "true": ask for the columns again, though a mapping is remembered for the file's header line.
  remap: t.Optional(t.String({ maxLength: 5, error: "remap is true or false" })),
});

const isoDay = (what: string) =>
  t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}(-\\d{2})?$", error: `${what} must be a date like 2026-03-01` }));

export const incomeQuery = t.Object({
  from: isoDay("from"),
  to: isoDay("to"),
  groupBy: t.Optional(
    t.Union([t.Literal("month"), t.Literal("source"), t.Literal("title"), t.Literal("store"), t.Literal("country")], {
      error: "groupBy must be month, source, title, store or country",
    }),
  ),
  dateBy: t.Optional(t.Union([t.Literal("sale"), t.Literal("reported")], { error: "dateBy must be sale or reported" })),
  source: t.Optional(t.String({ maxLength: 200 })),
  store: t.Optional(t.String({ maxLength: 200 })),
  country: t.Optional(t.String({ maxLength: 200 })),
  title: t.Optional(t.String({ maxLength: 500 })),
});

export const vcardQuery = t.Object({
  target: t.Optional(t.String({ maxLength: 40, error: "Target must be radio or licensing" })),
});

const moneyByCurrency = (description: string) =>
  t.Record(t.String(), t.String(), { description: `${description}: an exact decimal text per ISO 4217 currency` });
/** An import: the file read, what it holds, and whether it is still a preview. */
export const importAnswer = typed<ImportView>(
  answer({
    id: integer(),
    kind: t.String({ enum: [...IMPORT_KINDS] }),
    format: t.String(),
    source: t.String(),
    fileName: t.String(),
    status: t.String({ enum: ["preview", "imported"] }),
    rows: integer(),
    duplicates: integer(),
    skipped: integer(),
    imported: t.Optional(integer({ description: "Once committed: how many rows were added" })),
    from: textOrNull(),
    to: textOrNull(),
    totals: moneyByCurrency("Totals"),
    titles: t.Array(t.String()),
    problems: t.Array(t.String()),
    target: textOrNull("Where contacts or events go (radio, licensing, calendar)"),
    createdAt: t.String(),
    committedAt: textOrNull(),
  }),
);
export const importRemovedAnswer = answer({ ok: t.Literal(true), removed: integer({ description: "Rows removed" }) });
export const incomeAnswer = typed<ReturnType<typeof incomeTotals>>(
  answer({
    groupBy: t.String({ enum: ["month", "source", "title", "store", "country"] }),
    dateBy: t.String({ enum: ["sale", "reported"] }),
    from: textOrNull(),
    to: textOrNull(),
    groups: t.Array(
      answer({ key: t.String(), totals: moneyByCurrency("Totals"), quantity: integer(), rows: integer() }),
    ),
    totals: moneyByCurrency("Totals over every group"),
  }),
);
