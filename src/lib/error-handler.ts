import { Elysia, ValidationError } from "elysia";
import { errorBody, HttpError } from "./errors";

/** Turns "/items/0/title" into "items[0].title" so a person can see which field was wrong. */
function fieldName(path: string | undefined): string {
  if (!path) return "request";
  return path
    .replace(/^\//, "")
    .split("/")
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p))
    .join("");
}

function validationMessage(error: ValidationError): { message: string; details: unknown } {
  const all = error.all ?? [];
  const first = all[0] as { path?: string; message?: string; schema?: { error?: unknown } } | undefined;
  const where = error.type === "body" ? "" : `${error.type} `;
  const custom = typeof first?.schema?.error === "string" ? first.schema.error : undefined;
  const field = fieldName(first?.path);
  const message = custom ?? (first ? `${where}${field}: ${first.message}` : `Invalid ${error.type}`);
  const details = all
    .slice(0, 10)
    .map((e: any) => ({ field: fieldName(e.path), message: e.schema?.error ?? e.message }));
  return { message, details };
}

/** One error shape for every API error: { error: { status, message, details? } }. Bad input is never a 500. */
export const errorHandler = new Elysia({ name: "error-handler" }).onError(
  { as: "global" },
  ({ code, error, set, path }) => {
    set.headers["content-type"] = "application/json; charset=utf-8";
    if (error instanceof HttpError) {
      set.status = error.status;
      return errorBody(error.status, error.message, error.details);
    }
    switch (code) {
      case "VALIDATION": {
        const { message, details } = validationMessage(error as ValidationError);
        set.status = 422;
        return errorBody(422, message, details);
      }
      case "PARSE":
        set.status = 400;
        return errorBody(400, "The request body could not be read: send valid JSON");
      case "NOT_FOUND":
        set.status = 404;
        return errorBody(404, `Nothing here: ${path}`);
      case "INVALID_COOKIE_SIGNATURE":
      case "INVALID_FILE_TYPE":
        set.status = 400;
        return errorBody(400, String((error as Error).message));
    }
    const status = (error as { status?: number }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      set.status = status;
      return errorBody(status, (error as Error).message || "Bad request");
    }
    console.error("Unexpected error on", path, error);
    set.status = 500;
    return errorBody(500, "Something went wrong inside Sunshine; the error was logged");
  },
);
