import { GROUPS, type IncomeGroup, type IncomeSearch } from "./api";

const MONTH = /^\d{4}-\d{2}$/;

/** The Income screen's address (?groupBy=&from=&to=&source=&dateBy=): anything unreadable is dropped, never an error. */
export function parseIncomeSearch(raw: Record<string, unknown>): IncomeSearch {
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 200) : undefined);
  const month = (v: unknown) => (typeof v === "string" && MONTH.test(v) ? v : undefined);
  const groupBy = GROUPS.includes(raw.groupBy as IncomeGroup) ? (raw.groupBy as IncomeGroup) : undefined;
  const dateBy = raw.dateBy === "reported" ? "reported" : undefined;
  return { groupBy, from: month(raw.from), to: month(raw.to), source: text(raw.source), dateBy };
}
