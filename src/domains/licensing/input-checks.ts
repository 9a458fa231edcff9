import { cleanText, invalid } from "../../lib/validation";

// Small checks every licensing record uses when it cleans what a form or the assistant sent.
export const has = (o: object, k: string) => (o as Record<string, unknown>)[k] !== undefined;
export function requireText(v: string | undefined, label: string, field?: string) {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}
export const label = (v: string) => v.replace(/_/g, " ");
