import type { ImportView } from "../src/domains/income/service";
import { readFileSync, statSync } from "node:fs";
import { basename } from "node:path";
import { CompanionError, unwrap, type SunshineClient } from "./client";

export interface ImportOptions {
  preview?: boolean;
  json?: boolean;
  format?: string;
  mapping?: string;
}


const totalsText = (totals: Record<string, string>) =>
  Object.entries(totals)
    .map(([currency, amount]) => `${amount} ${currency}`)
    .join(", ") || "nothing";

/** The preview as a few lines a person reads in a terminal. */
export function describePreview(p: ImportView): string[] {
  const lines = [
    `${p.source} report (${p.format}): ${p.rows} rows${p.skipped ? `, ${p.skipped} lines skipped (payouts, totals)` : ""}`,
    `period ${p.from ?? "?"} to ${p.to ?? "?"}; totals ${totalsText(p.totals)}`,
    `${p.duplicates} of them already imported`,
  ];
  if (p.titles.length) lines.push(`titles: ${p.titles.slice(0, 6).join(", ")}${p.titles.length > 6 ? ", …" : ""}`);
  for (const problem of p.problems) lines.push(`note: ${problem}`);
  return lines;
}

/** `sunshine import FILE`: sends the report as it is; the server recognises it, previews it, and (unless --preview) commits it. */
export async function runImport(client: SunshineClient, file: string, opts: ImportOptions): Promise<number> {
  let bytes: Uint8Array;
  try {
    if (!statSync(file).isFile()) throw new Error();
    bytes = readFileSync(file);
  } catch {
    throw new CompanionError(`Cannot read ${file}: give the path of a report file`);
  }
  const form = () => {
    const data = new FormData();
    data.append("file", new File([bytes as BlobPart], basename(file)));
    if (opts.format) data.append("format", opts.format);
    if (opts.mapping) data.append("mapping", opts.mapping);
    return data;
  };
  const preview = (await client.upload("/api/imports", form)) as ImportView;
  if (opts.preview) {
    await unwrap(client.api.imports({ id: preview.id }).delete());
    if (opts.json) console.log(JSON.stringify(preview, null, 2));
    else for (const line of [...describePreview(preview), "preview only: nothing was imported"]) console.log(line);
    return 0;
  }
  const done = await unwrap(client.api.imports({ id: preview.id }).commit.post());
  if (opts.json) console.log(JSON.stringify(done, null, 2));
  else {
    for (const line of describePreview(preview)) console.log(line);
    console.log(`imported ${done.imported ?? 0} new rows (undo with: sunshine import --undo ${done.id})`);
  }
  return 0;
}

/** `sunshine import --undo ID`: removes exactly that import's rows. */
export async function runUndoImport(client: SunshineClient, id: string): Promise<number> {
  if (!/^\d+$/.test(id)) throw new CompanionError(`--undo takes an import number, e.g. --undo 3 (got "${id}")`);
  const result = await unwrap(client.api.imports({ id }).delete());
  console.log(`undid import ${id}: ${result.removed} rows removed`);
  return 0;
}
