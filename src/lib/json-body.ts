/**
 * A JSON answer serialised once and reused while its value is reused. Lists read through `readCache` hand back the
 * same rows until the database changes; turning 50 rows into JSON (and compressing them) cost more than the rest of
 * the request, so the bytes — and each compressed form, made on first demand — are kept beside the rows.
 */
export type JsonBody = { bytes: Uint8Array; packed: Map<string, Uint8Array> };

const byValue = new WeakMap<object, JsonBody>();
const byResponse = new WeakMap<Response, JsonBody>();
const encoder = new TextEncoder();

/** A Response carrying `value` as JSON, serialised only the first time this very value is sent. */
export function jsonResponse(value: object, status = 200): Response {
  let body = byValue.get(value);
  if (!body) {
    body = { bytes: encoder.encode(JSON.stringify(value)), packed: new Map() };
    byValue.set(value, body);
  }
  const response = new Response(body.bytes as Uint8Array<ArrayBuffer>, {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
  byResponse.set(response, body);
  return response;
}

/** The kept body behind a Response made by `jsonResponse` (for compression to reuse), if it is one. */
export const keptBody = (response: Response): JsonBody | undefined => byResponse.get(response);
