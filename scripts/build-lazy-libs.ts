// Bundles each library of src/lib/lazy on its own into dist/embed/lazy/<name>.js.br, brotli-packed (a quarter of the
// bytes in the binary), which the binary embeds as plain files (no bytecode), unpacks and loads on the feature's first
// use; see src/lib/lazy-libs.ts for why.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
import { basename, join } from "node:path";

const root = join(import.meta.dir, "..");
const entries = join(root, "src/lib/lazy");
const outdir = join(root, "dist/embed/lazy");

const result = await Bun.build({
  entrypoints: readdirSync(entries)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(entries, f)),
  outdir,
  naming: "[name].[ext]",
  target: "bun",
  format: "esm",
  minify: true,
  // Each file stands alone: the binary imports one by its path, with nothing shared between them to resolve.
  splitting: false,
  define: { "process.env.NODE_ENV": '"production"' },
});
if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}
for (const out of result.outputs) {
  const plain = readFileSync(out.path);
  const packed = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${out.path}.br`, packed);
  rmSync(out.path);
  console.log(`  ${basename(out.path).padEnd(16)} ${(plain.length / 1024).toFixed(0)} KiB, packed ${(packed.length / 1024).toFixed(0)} KiB`);
}
