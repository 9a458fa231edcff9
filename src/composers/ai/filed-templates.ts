import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import type { CompiledTemplate, Filing } from "../../lib/understand/compile-template";
import { appRoot, isCompiled } from "../../paths";

/**
 * What files each template under the words a sentence must say (`needs`, `needsOneOf`, `needsFindings`), read while
 * the binary is built (scripts/file-templates.ts) and embedded beside it: working it out from every template's
 * expanded text (up to 24 KB each, a thousand of them) was most of what the assistant's first answer after a start
 * waited for. From source (tests, the corpus runner, `make dev`) there is no such file and each template is read as
 * it is compiled, so an edited sentence file counts at once; a template whose text is not the one filed is read too.
 */
export type FiledTemplates = Record<string, (Filing & { source: string })[]>;

export const FILED_FOLDER = "understand";
export const FILED_NAME = "filed-templates.json.br";

/** Every sentenced tool's templates as filed, in their order. */
export function fileTemplates(sentenced: readonly { tool: { name: string }; templates: readonly CompiledTemplate[] }[]) {
  const out: FiledTemplates = {};
  for (const { tool, templates } of sentenced)
    out[tool.name] = templates.map(({ source, needs, needsOneOf, needsFindings }) => ({ source, needs, needsOneOf, needsFindings }));
  return out;
}

export const packFiling = (filed: FiledTemplates) =>
  brotliCompressSync(JSON.stringify(filed), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

export const unpackFiling = (packed: Uint8Array): FiledTemplates => JSON.parse(brotliDecompressSync(packed).toString());

/** The filing the binary embeds; none from source. */
export function embeddedFiling(): FiledTemplates | undefined {
  const file = join(appRoot, FILED_FOLDER, FILED_NAME);
  return isCompiled && existsSync(file) ? unpackFiling(readFileSync(file)) : undefined;
}

/** The filed template at `index` of a tool's templates, when it is the same template. */
export const filedAt = (filed: FiledTemplates | undefined, tool: string, index: number, source: string) => {
  const f = filed?.[tool]?.[index];
  return f?.source === source ? f : undefined;
};
