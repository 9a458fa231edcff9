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
/** A request that cannot be read at all (malformed JSON, nesting too deep, a bad Host): 400. */
export const unreadable = (message: string) => new HttpError(400, message);
/**
 * The request is fine but the thing it acts on is not in a state that allows it (already sent, a template not a
 * draft, e-mail not set up): 409. A value that fails a check is `invalid()` (src/lib/validation.ts), 422.
 */
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
