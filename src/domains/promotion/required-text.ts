import { cleanText, invalid } from "../../lib/validation";

// A name or title must be there and not blank: the one check campaigns and activities share.
export function requireText(v: string | undefined, label: string, field?: string) {
  const s = cleanText(v);
  if (!s) throw invalid(`${label} is required`, field);
  return s;
}
