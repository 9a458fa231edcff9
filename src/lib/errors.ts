/** The one error shape of the API: { error: { status, message, details? } }. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public details?: unknown,
    /** Extra response headers, e.g. Retry-After on a 429. */
    public headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
/**
 * A value that was read but fails a check: 422, like schema validation (the HTTP convention in CONTRIBUTING.md).
 * 400 is kept for requests that cannot be read at all (malformed JSON, bad Host). Named for history; same as
 * `invalidInput`.
 */
export const invalidInput = (message: string, details?: unknown) => new HttpError(422, message, details);
export const badRequest = invalidInput;
/** The request is fine but the thing it acts on is not in a state that allows it (e.g. already sent). */
export const conflict = (message: string) => new HttpError(409, message);

export function errorBody(status: number, message: string, details?: unknown) {
  return { error: details === undefined ? { status, message } : { status, message, details } };
}

export function errorResponse(status: number, message: string, details?: unknown, headers?: HeadersInit) {
  return new Response(JSON.stringify(errorBody(status, message, details)), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}
