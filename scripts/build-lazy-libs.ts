// Bundles each library of src/lib/lazy on its own into dist/embed/lazy/<name>.js, which the binary embeds as plain
// files (no bytecode) and loads on the feature's first use; see src/lib/lazy-libs.ts for why.
import { readdirSync } from "node:fs";
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
for (const out of result.outputs) console.log(`  ${basename(out.path).padEnd(16)} ${(out.size / 1024).toFixed(0)} KiB`);
