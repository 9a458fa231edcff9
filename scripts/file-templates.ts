// Files every sentence template under the words a sentence must say, as the binary's first assistant message would,
// into dist/embed/understand (embedded by the build): see src/composers/ai/filed-templates.ts for why.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { FILED_FOLDER, FILED_NAME, fileTemplates, packFiling } from "../src/composers/ai/filed-templates";
import { SENTENCED } from "../src/composers/ai/registry";

const outdir = join(import.meta.dir, "../dist/embed", FILED_FOLDER);
mkdirSync(outdir, { recursive: true });
const filed = fileTemplates(SENTENCED);
const packed = packFiling(filed);
writeFileSync(join(outdir, FILED_NAME), packed);
const count = Object.values(filed).reduce((n, templates) => n + templates.length, 0);
console.log(`  ${count} templates filed, ${(packed.length / 1024).toFixed(0)} KiB packed`);
