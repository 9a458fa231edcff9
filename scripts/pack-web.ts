// Copies the built web app (public/) to dist/embed/public for the binary, with each script, style and page that the
// server would compress stored brotli-compressed only (`<file>.br`, exactly the bytes the server would make): the
// server sends those as they are and unpacks one only for a client that takes no brotli (see isPacked in
// src/lib/compression.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { COMPRESSIBLE_ASSET, compressBytes, MIN_COMPRESS_BYTES } from "../src/lib/compression";

const root = join(import.meta.dir, "..");
const from = join(root, "public");
const to = join(root, "dist/embed/public");
rmSync(to, { recursive: true, force: true });

let before = 0;
let after = 0;
const walk = (dir: string) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(full);
      continue;
    }
    const bytes = readFileSync(full);
    const target = join(to, relative(from, full));
    mkdirSync(dirname(target), { recursive: true });
    before += bytes.byteLength;
    if (COMPRESSIBLE_ASSET.test(entry.name) && bytes.byteLength >= MIN_COMPRESS_BYTES) {
      const packed = compressBytes(bytes, "br", { once: true });
      writeFileSync(`${target}.br`, packed);
      after += packed.byteLength;
    } else {
      writeFileSync(target, bytes);
      after += bytes.byteLength;
    }
  }
};
walk(from);
console.log(`web app: ${(before / 1024).toFixed(0)} KiB, embedded ${(after / 1024).toFixed(0)} KiB`);
