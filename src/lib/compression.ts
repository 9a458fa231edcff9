import { Elysia } from "elysia";
import { existsSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { keptBody } from "./json-body";

/**
 * Compresses API JSON answers over ~1 KB with brotli or gzip (lists travel over a Pi's Wi-Fi), using what Bun
 * ships (node:zlib brotli, Bun.gzipSync) instead of a plugin. Small answers go as they are: compressing 200 bytes
 * costs more than it saves. Static assets are compressed once and remembered (compressedAsset, used by spa.ts).
 */
export const MIN_COMPRESS_BYTES = 1024;
export type Encoding = "br" | "gzip";

/** The best encoding the client accepts (br before gzip), or null; honours q=0 ("br;q=0" means no brotli). */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/** Quality 4 for answers made per request (fast, most of the gain); 11 for assets compressed once. */
export function compressBytes(bytes: Uint8Array, encoding: Encoding, { once = false } = {}): Uint8Array {
  if (encoding === "gzip") return Bun.gzipSync(bytes as Uint8Array<ArrayBuffer>, { level: once ? 9 : 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

/**
 * The binary carries the web app's scripts, styles and page only brotli-compressed, as `<file>.br` (packed while
 * building by scripts/pack-web.ts with compressBytes' settings for assets, so the bytes are the ones this server
 * would make): a third of their size in the download. True when `path` is one of those.
 */
export const isPacked = (path: string) => !existsSync(path) && existsSync(`${path}.br`);

/** A static file's own bytes (a packed one is unpacked). */
export async function assetBytes(path: string): Promise<Uint8Array> {
  if (!isPacked(path)) return new Uint8Array(await Bun.file(path).arrayBuffer());
  return new Uint8Array(brotliDecompressSync(await Bun.file(`${path}.br`).arrayBuffer()));
}

const assetCache = new Map<string, Uint8Array>();
/** A static file's compressed bytes, made on first request and kept (built assets never change while running). */
export async function compressedAsset(path: string, encoding: Encoding): Promise<Uint8Array | null> {
  const key = `${encoding}:${path}`;
  const hit = assetCache.get(key);
  if (hit) return hit;
  const packedAlready = encoding === "br" && isPacked(path);
  const bytes = packedAlready ? new Uint8Array(await Bun.file(`${path}.br`).arrayBuffer()) : await assetBytes(path);
  if (!packedAlready && bytes.byteLength < MIN_COMPRESS_BYTES) return null;
  const packed = packedAlready ? bytes : compressBytes(bytes, encoding, { once: true });
  assetCache.set(key, packed);
  return packed;
}

/** Text types worth compressing when served from disk. */
export const COMPRESSIBLE_ASSET = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

const encoder = new TextEncoder();

export const compression = new Elysia({ name: "compression" }).mapResponse(
  { as: "global" },
  async ({ responseValue, request, set }) => {
    const encoding = pickEncoding(request.headers.get("accept-encoding"));
    if (!encoding || request.method === "HEAD") return;
    const headers = set.headers as Record<string, string | undefined>;
    if (headers["content-encoding"]) return;
    let body: Uint8Array;
    let status = typeof set.status === "number" ? set.status : 200;
    let outHeaders: Headers;
    if (responseValue instanceof Response) {
      // Only JSON with a known, complete body (e.g. the cached list bytes); never streams, files or downloads.
      const type = responseValue.headers.get("content-type") ?? "";
      if (!type.includes("application/json") || responseValue.headers.get("content-encoding")) return;
      if (!responseValue.body) return;
      const kept = keptBody(responseValue);
      if (kept) {
        if (kept.bytes.byteLength < MIN_COMPRESS_BYTES) return;
        let packed = kept.packed.get(encoding);
        if (!packed) kept.packed.set(encoding, (packed = compressBytes(kept.bytes, encoding)));
        return packedResponse(packed, encoding, responseValue.status, withSetHeaders(responseValue.headers, headers));
      }
      body = new Uint8Array(await responseValue.clone().arrayBuffer());
      status = responseValue.status;
      outHeaders = withSetHeaders(responseValue.headers, headers);
    } else if (
      responseValue !== null &&
      typeof responseValue === "object" &&
      (Array.isArray(responseValue) || Object.getPrototypeOf(responseValue) === Object.prototype)
    ) {
      body = encoder.encode(JSON.stringify(responseValue));
      outHeaders = new Headers(headers as Record<string, string>);
      outHeaders.set("content-type", "application/json; charset=utf-8");
    } else return;
    if (body.byteLength < MIN_COMPRESS_BYTES) return;
    return packedResponse(compressBytes(body, encoding), encoding, status, outHeaders);
  },
);

/** A response's own headers plus those the route set (the route's do not replace the response's). */
function withSetHeaders(own: Headers, set: Record<string, string | undefined>): Headers {
  const out = new Headers(own);
  for (const [k, v] of Object.entries(set)) if (v !== undefined && !out.has(k)) out.set(k, v);
  return out;
}

function packedResponse(bytes: Uint8Array, encoding: Encoding, status: number, headers: Headers): Response {
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers });
}
