import { Elysia, ValidationError, type TSchema } from "elysia";
import { Value } from "@sinclair/typebox/value";
import { errorResponse, HttpError } from "./errors";

/** Turns "/items/0/title" into "items[0].title" so a person can see which field was wrong. */
function fieldName(path: string | undefined): string {
  if (!path) return "request";
  return path
    .replace(/^\//, "")
    .split("/")
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p))
    .join("");
}

interface RawError {
  path?: string;
  message?: string;
  schema?: { error?: unknown };
}

/**
 * The first errors straight from the validator. Elysia's own `error.all` builds summaries by interpolating the sent
 * value into a string, which throws for a value like {"toString":"x"}; the raw errors never touch the value.
 */
function rawErrors(error: ValidationError): RawError[] {
  const errors: RawError[] = [];
  try {
    const validator = (error as unknown as { validator?: { Errors?: (v: unknown) => Iterable<RawError> } }).validator;
    // A compiled checker has its own Errors(); a single query/path property arrives as a bare schema.
    const iterable = validator?.Errors
      ? validator.Errors(error.value)
      : (Value.Errors(validator as TSchema, error.value) as Iterable<RawError>);
    for (const e of iterable) {
      errors.push({ path: e.path, message: String(e.message), schema: e.schema });
      if (errors.length >= 10) break;
    }
  } catch {
    // A validator that cannot describe its errors still gets the first error Elysia found, or the generic message.
  }
  const first = (error as unknown as { valueError?: RawError }).valueError;
  if (!errors.length && first) errors.push({ path: first.path, message: String(first.message), schema: first.schema });
  return errors;
}

function validationMessage(error: ValidationError): { message: string; details: unknown } {
  const all = rawErrors(error);
  const first = all[0];
  const where = error.type === "body" ? "" : `${error.type} `;
  const customOf = (e: RawError | undefined) => (typeof e?.schema?.error === "string" ? e.schema.error : undefined);
  const custom = customOf(first);
  const message = custom ?? (first ? `${where}${fieldName(first.path)}: ${first.message}` : `Invalid ${error.type}`);
  // A field can fail several checks that share one custom message ("Client name is required"): it is said once.
  const seen = new Set<string>();
  const details = all
    .map((e) => ({ field: fieldName(e.path), message: customOf(e) ?? e.message }))
    .filter((d) => !seen.has(`${d.field}\n${d.message}`) && !!seen.add(`${d.field}\n${d.message}`));
  return { message, details };
}

function toErrorBody(
  code: string | number,
  error: unknown,
  path: string,
): { status: number; message: string; details?: unknown; headers?: Record<string, string> } {
  // Parse failures arrive wrapped in Elysia's ParseError; an HttpError thrown while parsing is its cause.
  const cause = code === "PARSE" ? (error as { cause?: unknown }).cause : undefined;
  const known = error instanceof HttpError ? error : cause instanceof HttpError ? cause : undefined;
  if (known) {
    return { status: known.status, message: known.message, details: known.details, headers: known.headers };
  }
  switch (code) {
    case "VALIDATION": {
      // An answer that fails its own schema is Sunshine's mistake, not the caller's: a logged 500, never a 422.
      if ((error as ValidationError).type === "response") {
        console.error("An answer does not match its schema on", path, validationMessage(error as ValidationError));
        return { status: 500, message: "Something went wrong inside Sunshine; the error was logged" };
      }
      const { message, details } = validationMessage(error as ValidationError);
      return { status: 422, message, details };
    }
    case "PARSE":
      return { status: 400, message: "The request body could not be read: send valid JSON" };
    case "NOT_FOUND":
      return { status: 404, message: `Nothing here: ${path}` };
    case "INVALID_COOKIE_SIGNATURE":
    case "INVALID_FILE_TYPE":
      return { status: 400, message: String((error as Error).message) };
  }
  const status = (error as { status?: number }).status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return { status, message: (error as Error).message || "Bad request" };
  }
  console.error("Unexpected error on", path, error);
  return { status: 500, message: "Something went wrong inside Sunshine; the error was logged" };
}

/**
 * One error shape for every API error: { error: { status, message, details? } }. Bad input is never a 500. The answer
 * is a finished Response: with a global mapResponse hook (compression) in the app, Elysia drops a plain object
 * returned here for routes that do not exist.
 */
export const errorHandler = new Elysia({ name: "error-handler" }).onError(
  { as: "global" },
  ({ code, error, set, path }) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(set.headers ?? {})) if (v !== undefined) headers[k] = String(v);
    try {
      const { status, message, details, headers: extra } = toErrorBody(code, error, path);
      return errorResponse(status, message, details, { ...headers, ...extra });
    } catch (inner) {
      // The handler itself must never fail into the server's own error page.
      console.error("Error while describing an error on", path, inner);
      return errorResponse(500, "Something went wrong inside Sunshine; the error was logged", undefined, headers);
    }
  },
);

/** Last line of defence for Bun.serve: anything that escapes Elysia still gets the JSON shape, never a debug page. */
export const serverErrorResponse = (error: unknown) => {
  console.error("Unhandled server error", error);
  return errorResponse(500, "Something went wrong inside Sunshine; the error was logged");
};
