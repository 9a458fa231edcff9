/**
 * A JSON answer serialised once and reused while its value is reused. Lists read through `readCache` hand back the
 * same rows until the database changes; turning 50 rows into JSON (and compressing them) cost more than the rest of
 * the request, so the bytes — and each compressed form, made on first demand — are kept beside the rows.
 */
export type JsonBody = { bytes: Uint8Array; blob: Blob; packed: Map<string, Uint8Array> };

const byValue = new WeakMap<object, JsonBody>();
const byResponse = new WeakMap<Response, JsonBody>();
const encoder = new TextEncoder();

type SetHeaders = { headers: Record<string, string | number | undefined> };

/**
 * A Response carrying `value` as JSON, serialised only the first time this very value is sent. Given the route's
 * `set`, the headers set so far (paging, security) go into this Response and leave `set`: Elysia copies a returned
 * Response into a new one whenever `set` still holds headers, and that copy cost more than the rest of a list read.
 */
export function jsonResponse(value: object, status = 200, set?: SetHeaders): Response {
  let body = byValue.get(value);
  if (!body) {
    const bytes = encoder.encode(JSON.stringify(value));
    // A Blob is sent without copying its bytes into each Response.
    body = { bytes, blob: new Blob([bytes as Uint8Array<ArrayBuffer>]), packed: new Map() };
    byValue.set(value, body);
  }
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (set)
    for (const key in set.headers) {
      const v = set.headers[key];
      if (v !== undefined && key !== "set-cookie") {
        headers[key] = String(v);
        delete set.headers[key];
      }
    }
  const response = new Response(body.blob, { status, headers });
  byResponse.set(response, body);
  return response;
}

/** The kept body behind a Response made by `jsonResponse` (for compression to reuse), if it is one. */
export const keptBody = (response: Response): JsonBody | undefined => byResponse.get(response);
