/**
 * The one way to turn anything thrown (ApiError, Error, a react-hook-form FieldError, a string) into a sentence a
 * person can read. ApiError carries the server's own message in `userMessage`.
 */
export function errorText(error: unknown, fallback = "Something went wrong"): string {
  if (!error) return fallback;
  if (typeof error === "string") return error;
  if (typeof error === "object") {
    const e = error as { userMessage?: unknown; message?: unknown };
    if (typeof e.userMessage === "string" && e.userMessage) return e.userMessage;
    if (typeof e.message === "string" && e.message) return e.message;
  }
  return fallback;
}
