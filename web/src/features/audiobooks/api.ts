import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

/** Books and their sales are one domain: a sale changes the book's totals, so both live under one root. */
export const audiobooksKeys = {
  all: root("audiobooks"),
  list: (filters: { q: string }) => [...audiobooksKeys.all, "list", filters] as const,
  detail: (id: number | null) => [...audiobooksKeys.all, "detail", id] as const,
  picker: () => [...audiobooksKeys.all, "picker"] as const,
  summary: () => [...audiobooksKeys.all, "summary"] as const,
  salesSummary: (audiobookId: number | "all") => [...audiobooksKeys.all, "sales", "summary", audiobookId] as const,
  sales: (audiobookId: number) => [...audiobooksKeys.all, "sales", "list", audiobookId] as const,
  monthly: (audiobookId: number) => [...audiobooksKeys.all, "sales", "monthly", audiobookId] as const,
};

export type Audiobook = NonNullable<Awaited<ReturnType<typeof fetchBook>>>;
export type AudiobookSale = Awaited<ReturnType<typeof recordSale>>;
export type AudiobookBody = Parameters<typeof api.audiobooks.post>[0];
export type ImportResult = Awaited<ReturnType<typeof importCsv>>;

const fetchBook = (id: number) => call(api.audiobooks({ id }).get());
const recordSale = (body: { audiobookId: number; platform: string; saleDate: string; amount: string; currency: string }) =>
  call(api["audiobook-sales"].post(body));
const importCsv = (body: { csv: string; audiobookId?: number | null; dryRun?: boolean }) =>
  call(api["audiobook-sales"].import.post(body));

/** The catalogue a page at a time, title/author matching `q` on the server. */
export const useAudiobookList = (q: string) =>
  useInfiniteList<Audiobook>({
    queryKey: audiobooksKeys.list({ q }),
    fetchPage: (page) => api.audiobooks.get({ query: { q: q || undefined, ...page } }),
  });

/**
 * For pickers (the promotion screen): the newest 200 books in one request. A catalogue larger than that should move
 * to a searchable picker over useAudiobookList.
 */
export const useAudiobooks = () => useQuery(audiobooksQueries.picker());

export const audiobooksQueries = {
  /** One book (a linked dialog whose book is not on the loaded page). */
  detail: (id: number | null) =>
    queryOptions({ queryKey: audiobooksKeys.detail(id), queryFn: () => fetchBook(id!), enabled: id != null }),
  picker: () =>
    queryOptions({
      queryKey: audiobooksKeys.picker(),
      queryFn: () => call(api.audiobooks.get({ query: { limit: 200 } })),
    }),
  /** Books and active books (SQL over the whole catalogue). */
  summary: () => queryOptions({ queryKey: audiobooksKeys.summary(), queryFn: () => call(api.audiobooks.summary.get()) }),
  /** Sales count, revenue, this month and currencies — for one book or (no id) every book, computed in SQL. */
  salesSummary: (audiobookId?: number) =>
    queryOptions({
      queryKey: audiobooksKeys.salesSummary(audiobookId ?? "all"),
      queryFn: () => call(api["audiobook-sales"].summary.get({ query: { audiobookId } })),
    }),
  monthly: (audiobookId: number) =>
    queryOptions({
      queryKey: audiobooksKeys.monthly(audiobookId),
      queryFn: () => call(api["audiobook-sales"].monthly.get({ query: { audiobookId } })),
    }),
};

export const useAudiobook = (id: number | null) => useQuery(audiobooksQueries.detail(id));
export const useBooksSummary = () => useQuery(audiobooksQueries.summary());
export const useSalesSummary = (audiobookId?: number) => useQuery(audiobooksQueries.salesSummary(audiobookId));

/** One book's sales, newest first, a page at a time. */
export const useSalesList = (audiobookId: number) =>
  useInfiniteList<AudiobookSale>({
    queryKey: audiobooksKeys.sales(audiobookId),
    fetchPage: (page) => api["audiobook-sales"].get({ query: { audiobookId, ...page } }),
  });

export const useMonthly = (audiobookId: number) => useQuery(audiobooksQueries.monthly(audiobookId));

/** After any change: the books (totals), the sales lists and figures, the chart, and what lib/changes.ts adds. */
const salesChanged = () => refreshAfter("audiobooks");

export function useSaveAudiobook() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AudiobookBody }) =>
      id ? call(api.audiobooks({ id }).put(body)) : call(api.audiobooks.post(body)),
    onSuccess: () => refreshAfter("audiobooks"),
  });
}

export function useRecordSale() {
  return useMutation({ mutationFn: recordSale, onSuccess: salesChanged });
}

export function useImportSales() {
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (result) => (result.dryRun ? undefined : salesChanged()),
  });
}

export function useDeleteSale() {
  return useMutation({ mutationFn: (id: number) => call(api["audiobook-sales"]({ id }).delete()), onSuccess: salesChanged });
}
