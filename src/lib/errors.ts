/** The one error shape of the API: { error: { status, message, details? } }. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);

export function errorBody(status: number, message: string, details?: unknown) {
  return { error: details === undefined ? { status, message } : { status, message, details } };
}

export function errorResponse(status: number, message: string, details?: unknown, headers?: HeadersInit) {
  return new Response(JSON.stringify(errorBody(status, message, details)), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}
