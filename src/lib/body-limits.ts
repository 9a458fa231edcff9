import { Elysia } from "elysia";
import { errorResponse, HttpError, unreadable } from "./errors";

/** One body-size limit for every request, counted on the bytes actually read (so chunked uploads are held to it too). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON is refused: no real form nests this far, and deep values make validators and loggers recurse. */
export const MAX_JSON_DEPTH = 64;

/** A dropped sales report (a 100,000-row DistroKid file is about 15 MB) may be larger than any form. */
export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
const UPLOAD_PATHS = new Set(["/api/imports"]);

/** The most bytes a request may send: 64 MB for a dropped report, 1 MB for everything else. */
export const bodyLimitFor = (request: Request) =>
  request.method === "POST" && UPLOAD_PATHS.has(new URL(request.url).pathname) ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;

export const tooLarge = (limit = MAX_BODY_BYTES) =>
  new HttpError(413, `Request body is larger than ${Math.round(limit / 1024 / 1024)} MB`);

/** Reads the body, stopping (413) as soon as more than `limit` bytes have arrived. */
export async function readLimited(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  // A view of the joined bytes, not another copy (an upload may be tens of megabytes).
  const joined = Buffer.concat(chunks);
  chunks.length = 0;
  return new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.length);
}

/**
 * Reads and drops what is left of an oversize body before the 413 goes out. Answering (or closing) while the client
 * is still sending makes browsers and Node report a broken connection instead of the readable reason; Bun's own
 * limit (64 MB) bounds how much is read.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done);
  } catch {}
}

/** Drops an oversize body unread (see discardRest). */
export const discardBody = async (request: Request) => {
  if (request.body && !request.bodyUsed) await discardRest(request.body.getReader());
};

const originals = new WeakMap<Request, Request>();
/** The request as it arrived on the socket (for its client address), also after its body was read here. */
export const originalRequest = (request: Request) => originals.get(request) ?? request;

/** Nesting depth of JSON text, counted on the characters (strings skipped) before JSON.parse builds anything. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) max = depth;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * A JSON body must be readable (400), at most 64 levels deep (400), and an object (422: every API body is one, and
 * Elysia's schemas would otherwise let an array through, or let an optional body ignore unreadable JSON).
 */
export function checkJsonBody(text: string) {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw unreadable(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw unreadable("The request body could not be read: send valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const sent = Array.isArray(value) ? "a list" : value === null ? "null" : `a ${typeof value}`;
    throw new HttpError(422, `Send the body as a JSON object ({ … }), not ${sent}`, [
      { field: "body", message: "must be a JSON object" },
    ]);
  }
  const field = findToStringKey(value);
  // No schema has such a field, and printing a value that has one (as validation messages do) throws.
  if (field)
    throw new HttpError(422, `"toString" is not allowed as a field name (${field})`, [
      { field, message: "not allowed" },
    ]);
}

/**
 * Holds every request body to the size and depth limits before Elysia's own parsers see it: the body is read here
 * (at most 1 MB, counted on the bytes, chunked or not), checked, and handed on as a copy of the request. Done on
 * arrival rather than as a parse hook so the routes keep Elysia's standard parsers, which the OpenAPI description
 * relies on to name their content type.
 */
export const bodyLimits = new Elysia({ name: "body-limits" }).onRequest(async (context) => {
  const { request } = context;
  if (!request.body || request.method === "GET" || request.method === "HEAD") return;
  try {
    const bytes = await readLimited(request, bodyLimitFor(request));
    const type = request.headers.get("content-type") ?? "";
    if (/json/i.test(type) && bytes.length) checkJsonBody(new TextDecoder().decode(bytes));
    // The body stream is spent: the routes read this copy, holding the same bytes.
    const copy = new Request(request.url, { method: request.method, headers: request.headers, body: bytes });
    originals.set(copy, request);
    (context as { request: Request }).request = copy;
  } catch (e) {
    const error = e instanceof HttpError ? e : unreadable("The request body could not be read");
    return errorResponse(error.status, error.message, error.details);
  }
});

/** Where in a parsed body an object has its own "toString" key (JSON can send one; a validator printing it throws). */
export function findToStringKey(value: unknown, path = ""): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  if (!Array.isArray(value) && Object.hasOwn(value, "toString")) return path ? `${path}.toString` : "toString";
  for (const [key, child] of Object.entries(value)) {
    const found = findToStringKey(child, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
