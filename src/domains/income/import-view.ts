import type { ContactMapping } from "./contact-mapping";
import type { ColumnMapping } from "./formats";
import type { ImportRecord } from "./schema";

/** What the API answers for an import: its preview figures, or what it added once committed. */
export interface ImportView {
  id: number;
  kind: ImportRecord["kind"];
  format: string;
  source: string;
  fileName: string;
  status: ImportRecord["status"];
  rows: number;
  duplicates: number;
  skipped: number;
  imported?: number;
  from: string | null;
  to: string | null;
  totals: Record<string, string>;
  titles: string[];
  problems: string[];
  target: string | null;
  createdAt: string;
  committedAt: string | null;
}

export const importView = (r: ImportRecord): ImportView => ({
  id: r.id,
  kind: r.kind,
  format: r.format,
  source: r.source,
  fileName: r.fileName,
  status: r.status,
  rows: r.rows,
  duplicates: r.duplicates,
  skipped: r.skipped,
  ...(r.status === "imported" ? { imported: r.imported } : {}),
  from: r.from,
  to: r.to,
  totals: r.totals,
  titles: r.titles,
  problems: r.problems,
  target: r.target,
  createdAt: r.createdAt,
  committedAt: r.committedAt,
});

/** A file dropped for import, with what the person said about it. */
export interface PreviewInput {
  bytes: Uint8Array;
  fileName: string;
  /** Contacts: radio or licensing. */
  target?: string;
  format?: string;
  mapping?: ColumnMapping;
  /** Which column holds what, for a contacts CSV Sunshine does not recognise (a contacts target given). */
  contactMapping?: ContactMapping;
  /** Ask for the columns again rather than use the mapping remembered for the file's header line. */
  remap?: boolean;
}
