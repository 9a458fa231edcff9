import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

export const incomeKey = ["/api/income"] as const;
export const importsKey = ["/api/imports"] as const;

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

const previewFile = (input: { file: File; mapping?: string; target?: string }) =>
  call(
    api.imports.post({
      file: input.file,
      ...(input.mapping ? { mapping: input.mapping } : {}),
      ...(input.target ? { target: input.target } : {}),
    }),
  );

/** Totals per currency for each month / source / title / store / country (summed on the server). */
export const useIncome = (s: IncomeSearch) => useQuery({ queryKey: [...incomeKey, s], queryFn: () => fetchIncome(s) });

/** The sources seen so far, for the filter (one small grouped read). */
export const useSources = () =>
  useQuery({ queryKey: [...incomeKey, "sources"], queryFn: () => fetchIncome({ groupBy: "source" }) });

export const useImports = () => useQuery({ queryKey: importsKey, queryFn: () => call(api.imports.get()) });

/** Everything an import changes: the totals, the history, the dashboard's figures and the audiobook sales. */
function useIncomeChanged() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: incomeKey });
    void qc.invalidateQueries({ queryKey: importsKey });
    // Contacts and calendar imports change those screens' lists.
    for (const key of ["/api/dashboard", "/api/radio-stations", "/api/music-supervisors", "/api/calendar-events"])
      void qc.invalidateQueries({ queryKey: [key] });
  };
}

export const usePreviewImport = () => useMutation({ mutationFn: previewFile });

export function useCommitImport() {
  const changed = useIncomeChanged();
  return useMutation({
    mutationFn: (id: number) => call(api.imports({ id }).commit.post()),
    onSuccess: changed,
  });
}

export function useDeleteImport() {
  const changed = useIncomeChanged();
  return useMutation({
    mutationFn: (id: number) => call(api.imports({ id }).delete()),
    onSuccess: changed,
  });
}
