/** Merge fields a subject or template may use, e.g. "Hi {{contactName}}". */
export const MERGE_FIELDS = ["name", "contactName", "station", "company", "senderName"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every {{field}} used in the texts, in order of first use. */
export function usedFields(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(FIELD)) seen.add(m[1]!);
  return [...seen];
}

export const unknownFields = (...texts: string[]) =>
  usedFields(...texts).filter((f) => !(MERGE_FIELDS as readonly string[]).includes(f));

/** Replaces the known fields; unknown ones are left as typed (sending refuses them anyway). */
export const render = (text: string, values: Partial<MergeValues>) =>
  text.replace(FIELD, (whole, name: string) => (name in values ? (values[name as MergeField] ?? "") : whole));
