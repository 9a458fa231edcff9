import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";

export const booksKey = ["/api/audiobooks"] as const;
export const salesKey = ["/api/audiobook-sales"] as const;
export const monthlyKey = ["/api/audiobook-sales/monthly"] as const;

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
    queryKey: [...booksKey, "list", { q }],
    fetchPage: (page) => api.audiobooks.get({ query: { q: q || undefined, ...page } }),
  });

/**
 * For pickers (the promotion screen): the newest 200 books in one request. A catalogue larger than that should move
 * to a searchable picker over useAudiobookList.
 */
export const useAudiobooks = () =>
  useQuery({ queryKey: [...booksKey, "picker"], queryFn: () => call(api.audiobooks.get({ query: { limit: 200 } })) });

/** Books and active books (SQL over the whole catalogue). */
export const useBooksSummary = () =>
  useQuery({ queryKey: [...booksKey, "summary"], queryFn: () => call(api.audiobooks.summary.get()) });

/** Sales count, revenue, this month and currencies — for one book or (no id) every book, computed in SQL. */
export const useSalesSummary = (audiobookId?: number) =>
  useQuery({
    queryKey: [...salesKey, "summary", audiobookId ?? "all"],
    queryFn: () => call(api["audiobook-sales"].summary.get({ query: { audiobookId } })),
  });

/** One book's sales, newest first, a page at a time. */
export const useSalesList = (audiobookId: number) =>
  useInfiniteList<AudiobookSale>({
    queryKey: [...salesKey, "list", audiobookId],
    fetchPage: (page) => api["audiobook-sales"].get({ query: { audiobookId, ...page } }),
  });

export const useMonthly = (audiobookId: number) =>
  useQuery({
    queryKey: [...monthlyKey, audiobookId],
    queryFn: () => call(api["audiobook-sales"].monthly.get({ query: { audiobookId } })),
  });

/** After any sale change: the books (totals), the sales lists and figures, the chart and the dashboard revenue. */
function useSalesChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [booksKey, salesKey, monthlyKey, ["/api/dashboard/stats"], ["/api/activity"]].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveAudiobook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AudiobookBody }) =>
      id ? call(api.audiobooks({ id }).put(body)) : call(api.audiobooks.post(body)),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: booksKey }),
        qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      ]),
  });
}

export function useRecordSale() {
  const changed = useSalesChanged();
  return useMutation({ mutationFn: recordSale, onSuccess: changed });
}

export function useImportSales() {
  const changed = useSalesChanged();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: (result) => (result.dryRun ? undefined : changed()),
  });
}

export function useDeleteSale() {
  const changed = useSalesChanged();
  return useMutation({ mutationFn: (id: number) => call(api["audiobook-sales"]({ id }).delete()), onSuccess: changed });
}
