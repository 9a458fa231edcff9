import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";

export const incomeKeys = {
  all: root("income"),
  totals: (s: IncomeSearch) => [...incomeKeys.all, "totals", s] as const,
  sources: () => [...incomeKeys.all, "sources"] as const,
  imports: () => [...incomeKeys.all, "imports"] as const,
};

export const GROUPS = ["month", "source", "title", "store", "country"] as const;
export type IncomeGroup = (typeof GROUPS)[number];

/** What the Income screen shows, kept in the address so a view can be bookmarked or shared. */
export interface IncomeSearch {
  groupBy?: IncomeGroup;
  from?: string;
  to?: string;
  source?: string;
  /** Place rows by their sale period (default) or by the day the store reported them. */
  dateBy?: "reported";
}

export type IncomeTotals = Awaited<ReturnType<typeof fetchIncome>>;
export type ImportPreview = Awaited<ReturnType<typeof previewFile>>;

const fetchIncome = (s: IncomeSearch) =>
  call(
    api.income.get({
      query: { groupBy: s.groupBy ?? "month", from: s.from, to: s.to, source: s.source, dateBy: s.dateBy ?? "sale" },
    }),
  );

const previewFile = (input: { file: File; mapping?: string; target?: string; remap?: boolean }) =>
  call(
    api.imports.post({
      file: input.file,
      ...(input.mapping ? { mapping: input.mapping } : {}),
      ...(input.remap ? { remap: "true" } : {}),
      ...(input.target ? { target: input.target } : {}),
    }),
  );

export const incomeQueries = {
  /** Totals per currency for each month / source / title / store / country (summed on the server). */
  totals: (s: IncomeSearch) => queryOptions({ queryKey: incomeKeys.totals(s), queryFn: () => fetchIncome(s) }),
  /** The sources seen so far, for the filter (one small grouped read). */
  sources: () => queryOptions({ queryKey: incomeKeys.sources(), queryFn: () => fetchIncome({ groupBy: "source" }) }),
  imports: () => queryOptions({ queryKey: incomeKeys.imports(), queryFn: () => call(api.imports.get()) }),
};

export const useIncome = (s: IncomeSearch) => useQuery(incomeQueries.totals(s));
export const useSources = () => useQuery(incomeQueries.sources());
export const useImports = () => useQuery(incomeQueries.imports());

/**
 * Everything an import changes: the totals, the history, the dashboard's figures, the audiobook sales, and (for
 * address books and calendars) stations, supervisors and events — the list is lib/changes.ts's.
 */
const incomeChanged = () => void refreshAfter("income");

export const usePreviewImport = () => useMutation({ mutationFn: previewFile });

export function useCommitImport() {
  return useMutation({
    mutationFn: (id: number) => call(api.imports({ id }).commit.post()),
    onSuccess: incomeChanged,
  });
}

export function useDeleteImport() {
  return useMutation({
    mutationFn: (id: number) => call(api.imports({ id }).delete()),
    onSuccess: incomeChanged,
  });
}
