import { t, type TSchema } from "elysia";
import { Kind, type Static, type TObject, type TProperties, type TUnsafe } from "@sinclair/typebox";
import { getTableColumns, type Table } from "drizzle-orm";
import { integer } from "./validation";

/** `/:id` path parameter shared by every module. */
export const idParams = t.Object({ id: t.Numeric({ minimum: 1, error: "id must be a positive whole number" }) });

/*
 * Answer schemas. Every route declares what it answers (`response: ok(schema, 404, 422)`), so /api/openapi.json
 * describes answers as well as requests and the typed client reads its types from them.
 *
 * They document; they are not checked on each request. Elysia would check every answer and first clean it with
 * TypeBox's Clean (the app's `normalize: "typebox"`), an interpreted walk over the whole value: measured here at
 * about 2.7 × the cost of JSON.stringify on the same answer (1.3 µs for a task, 80 µs for a list of 60 tasks, more
 * than the rest of a cached list request). `ok()`, `created()` and `accepted()` therefore hand Elysia each success
 * schema as documentation only: its top kind is Unknown, so Elysia's compiled check is `true` and Clean walks
 * nothing, while the JSON Schema keywords (type, properties, items…) still reach the description unchanged. A list
 * page from `sendPage` is a finished `Response`, which Elysia passes through untouched in any case.
 * What holds answers to their schemas instead: TypeScript (a handler must return its schema's type) and the answer
 * sweep (src/test/answer-sweep.test.ts), which reads the description strictly against real answers.
 *
 * Answer objects are declared with `answer()` rather than `t.Object()`: they let unnamed fields through. Were the
 * per-request check turned back on, TypeBox's Clean would otherwise delete, in place and even from a cached row,
 * every field a schema forgot; open objects never lose one, and the sweep reports the forgotten field instead.
 */

/** An object in an answer: the fields named, and any other field kept as it is (see above). */
export const answer = <P extends TProperties>(properties: P, options: { description?: string } = {}): TObject<P> =>
  t.Object(properties, { ...options, additionalProperties: t.Unknown() });

/** One of these words: documented as an enum, checked only as text (an old row keeps being answered). */
export const oneOf = (values: readonly string[], description?: string) => t.String({ enum: [...values], description });

/** A text, or null. */
export const textOrNull = (description?: string) => t.Nullable(t.String(description ? { description } : {}));
/** A number, or null. */
export const numberOrNull = (description?: string) => t.Nullable(t.Number(description ? { description } : {}));

/**
 * The row of a drizzle table as its routes answer it, field by field from the table's columns, typed as the table's
 * select type so the typed client keeps the exact types (literal unions, JSON column types). `fields` replaces or
 * adds fields: JSON columns (stored text read as a value) say what they hold there.
 */
export function rowOf<T extends Table, Extra = unknown>(
  table: T,
  fields: TProperties = {},
  description?: string,
): TUnsafe<T["$inferSelect"] & Extra> {
  return t.Unsafe<T["$inferSelect"] & Extra>(answer({ ...columnFields(table), ...fields }, { description }));
}

/**
 * One integer schema for every integer column of every answer: Elysia compiles a checker each time integer() is
 * called (at start-up, for answers that are never checked, see above), and the columns' schemas are all alike.
 */
let integerColumn: TSchema | undefined;

/** A row's fields as schemas, to spread into a larger answer: `answer({ ...columnFields(songs), plays: integer() })`. */
export function columnFields(table: Table): TProperties {
  const fields: TProperties = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    let schema: TSchema;
    const values = (column as { enumValues?: string[] }).enumValues;
    switch (column.dataType) {
      case "number":
        schema = column.columnType === "SQLiteInteger" ? (integerColumn ??= integer()) : t.Number();
        break;
      case "boolean":
        schema = t.Boolean();
        break;
      case "json":
        schema = t.Unknown();
        break;
      default:
        // Enum values are documented without being enforced: an old row holding another value must still be answered.
        schema = values?.length ? t.String({ enum: values }) : t.String();
    }
    fields[key] = column.notNull ? schema : t.Nullable(schema);
  }
  return fields;
}

/** A schema typed as `T` (a service's own return type), for answers composed in code rather than read from a table. */
export const typed = <T>(schema: TSchema): TUnsafe<T> => t.Unsafe<T>(schema);

/** The one error shape of the API: `{ error: { status, message, details? } }` (src/lib/errors.ts). */
const errorSchema = (status: number, description: string) =>
  t.Object(
    {
      error: t.Object({
        status: t.Literal(status),
        message: t.String({ description: "What went wrong, in a sentence a person understands" }),
        details: t.Optional(
          t.Array(t.Object({ field: t.String(), message: t.String() }), { description: "The fields that were wrong" }),
        ),
      }),
    },
    { description },
  );

const ERROR_TEXT = {
  400: "Unreadable request (malformed JSON, nesting too deep)",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "The record is not in a state that allows this (already sent, running, wrong step)",
  413: "Body over the size limit",
  422: "Validation failed: details name the fields",
  429: "Too many attempts: wait for Retry-After",
  502: "The language model or mail server failed",
  503: "A service this needs is not set up or not available",
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXT;
const ERRORS = Object.fromEntries(
  Object.entries(ERROR_TEXT).map(([status, text]) => [status, errorSchema(Number(status), text)]),
) as { [S in ErrorStatus]: ReturnType<typeof errorSchema> };

/**
 * The error answers a route itself gives, each in the one error shape: `errors(404, 422)`. What any route may answer
 * (400 unreadable body, 401 not signed in, 413 too big) is said once in the description's text, not on every route.
 */
export function errors<S extends ErrorStatus>(...statuses: S[]): { [K in S]: ReturnType<typeof errorSchema> } {
  return Object.fromEntries(statuses.map((s) => [s, ERRORS[s]])) as { [K in S]: ReturnType<typeof errorSchema> };
}

/** The schema as documentation only (see above): Elysia's check of it is `true`, its Clean walks nothing. */
const documented = <A extends TSchema>(schema: A): TUnsafe<Static<A>> =>
  ({ ...schema, [Kind]: "Unknown" }) as unknown as TUnsafe<Static<A>>;

/** `response` of a route answering 200: `ok(taskAnswer, 404, 422)`. */
export const ok = <A extends TSchema, S extends ErrorStatus = never>(schema: A, ...statuses: S[]) =>
  ({ 200: documented(schema), ...errors(...statuses) }) as { 200: TUnsafe<Static<A>> } & {
    [K in S]: ReturnType<typeof errorSchema>;
  };

/** `response` of a create answering 201 with the new record (the handler answers `status(201, row)`). */
export const created = <A extends TSchema, S extends ErrorStatus = never>(schema: A, ...statuses: S[]) =>
  ({ 201: documented(schema), ...errors(...statuses) }) as { 201: TUnsafe<Static<A>> } & {
    [K in S]: ReturnType<typeof errorSchema>;
  };

/** `response` of a request accepted to be carried on in the background (202). */
export const accepted = <A extends TSchema, S extends ErrorStatus = never>(schema: A, ...statuses: S[]) =>
  ({ 202: documented(schema), ...errors(...statuses) }) as { 202: TUnsafe<Static<A>> } & {
    [K in S]: ReturnType<typeof errorSchema>;
  };

/** What most deletes answer. */
export const deletedAnswer = answer({ deleted: t.Boolean(), id: integer() });

/** A file or stream sent as it is (a PDF, a zip, an image, an event stream): described, never checked. */
export const fileAnswer = (description: string) => t.Any({ description });
/** What the deletes that name no id answer. */
export const deletedFlagAnswer = answer({ deleted: t.Literal(true) });
