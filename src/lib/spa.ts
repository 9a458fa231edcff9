import { Elysia } from "elysia";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { webDir } from "../paths";
import { errorResponse } from "./errors";
import { assetBytes, COMPRESSIBLE_ASSET, compressedAsset, isPacked, pickEncoding } from "./compression";
import { HTML_SECURITY_HEADERS } from "./security";

/**
 * Lists the built web app once, on the first page request rather than at start-up (the API answers sooner after a
 * reboot); only these files are ever served (no path traversal).
 */
function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set("/" + relative(dir, full).split("\\").join("/"), full);
    }
  };
  walk(dir);
  // A file the binary carries only packed (`x.js.br`, see isPacked) is served under its own name.
  for (const [name, full] of files)
    if (name.endsWith(".br") && !files.has(name.slice(0, -3))) {
      files.delete(name);
      files.set(name.slice(0, -3), full.slice(0, -3));
    }
  return files;
}

/** A file's body as it is: from disk, or unpacked when the binary carries it packed. */
const plainBody = async (file: string) =>
  isPacked(file) ? ((await assetBytes(file)) as Uint8Array<ArrayBuffer>) : Bun.file(file);

/**
 * The Content-Security-Policy for index.html: the usual one, with each inline script of the page allowed by its
 * SHA-256 hash (the script that sets the look and sends the first requests before the app's script arrives); any
 * other inline script stays refused.
 */
export function pagePolicy(html: string): string {
  const base = HTML_SECURITY_HEADERS["content-security-policy"]!;
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => ` 'sha256-${new Bun.CryptoHasher("sha256").update(m[1]!).digest("base64")}'`,
  );
  return hashes.length ? base.replace("script-src 'self'", `script-src 'self'${hashes.join("")}`) : base;
}

/**
 * Serves the prebuilt SPA: known files as they are (hashed assets cached for a year), index.html for any other
 * non-API path so client routes and the not-found screen work; an /api path goes to `api` (src/app.ts hands it to the
 * module loaded on first use that has it), by default a JSON 404.
 */
export const spa = (
  dir = webDir,
  // Where a GET for an /api path the app's own routes do not have goes (src/app.ts); without it, not found.
  api: (request: Request, path: string) => Response | Promise<Response> = (_, path) =>
    errorResponse(404, `Nothing here: ${path}`),
) => {
  let listed: Map<string, string> | undefined;
  const filesOf = () => (listed ??= listFiles(dir));
  let policy: string | undefined;
  const html = async (request: Request) => {
    const index = filesOf().get("/index.html");
    if (!index) return new Response("The web app was not built: run make build", { status: 503 });
    policy ??= pagePolicy(new TextDecoder().decode(await assetBytes(index)));
    const headers: Record<string, string> = {
      ...HTML_SECURITY_HEADERS,
      "content-security-policy": policy,
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
    };
    // The page carries the shell and its inline script: compressed once, like the scripts and styles.
    const encoding = pickEncoding(request.headers.get("accept-encoding"));
    const packed = encoding ? await compressedAsset(index, encoding) : null;
    if (!packed) return new Response(await plainBody(index), { headers });
    return new Response(packed as Uint8Array<ArrayBuffer>, {
      headers: { ...headers, "content-encoding": encoding!, vary: "Accept-Encoding" },
    });
  };
  return new Elysia({ name: "spa" }).get("/*", async ({ path, request }) => {
    if (path === "/api" || path.startsWith("/api/")) return api(request, path);
    const file = filesOf().get(path);
    if (!file || path === "/index.html") return html(request);
    const immutable = path.startsWith("/assets/");
    // Scripts and styles go brotli/gzip-compressed (compressed once, then from memory): a third of the bytes on a Pi.
    const encoding = COMPRESSIBLE_ASSET.test(path) ? pickEncoding(request.headers.get("accept-encoding")) : null;
    const packed = encoding ? await compressedAsset(file, encoding) : null;
    if (packed)
      return new Response(packed as Uint8Array<ArrayBuffer>, {
        headers: {
          "content-type": Bun.file(file).type,
          "content-encoding": encoding!,
          vary: "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        },
      });
    return new Response(await plainBody(file), {
      headers: {
        // Bun names the type of a file it serves itself; unpacked bytes need it said.
        ...(isPacked(file) ? { "content-type": Bun.file(file).type } : {}),
        "x-content-type-options": "nosniff",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      },
    });
  });
};
