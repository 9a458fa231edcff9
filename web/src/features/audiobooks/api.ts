import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { api } from "../../lib/api";

export const booksKey = ["/api/audiobooks"] as const;
export const salesKey = ["/api/audiobook-sales"] as const;
export const monthlyKey = ["/api/audiobook-sales/monthly"] as const;

export type Audiobook = Awaited<ReturnType<typeof fetchBooks>>[number];
export type AudiobookSale = Awaited<ReturnType<typeof fetchSales>>[number];
export type AudiobookBody = Parameters<typeof api.audiobooks.post>[0];
export type ImportResult = Awaited<ReturnType<typeof importCsv>>;

const fetchBooks = () => call(api.audiobooks.get());
const fetchSales = (audiobookId: number) => call(api["audiobook-sales"].get({ query: { audiobookId } }));
const importCsv = (body: { csv: string; audiobookId?: number | null; dryRun?: boolean }) =>
  call(api["audiobook-sales"].import.post(body));

export const useAudiobooks = () => useQuery({ queryKey: booksKey, queryFn: fetchBooks });
export const useSales = (audiobookId: number) =>
  useQuery({ queryKey: [...salesKey, audiobookId], queryFn: () => fetchSales(audiobookId) });
export const useMonthly = (audiobookId: number) =>
  useQuery({
    queryKey: [...monthlyKey, audiobookId],
    queryFn: () => call(api["audiobook-sales"].monthly.get({ query: { audiobookId } })),
  });

/** After any sale change: the books (totals), the sales lists, the chart and the dashboard revenue. */
function useSalesChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: booksKey }),
      qc.invalidateQueries({ queryKey: salesKey }),
      qc.invalidateQueries({ queryKey: monthlyKey }),
      qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
      qc.invalidateQueries({ queryKey: ["/api/activity"] }),
    ]);
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
  return useMutation({
    mutationFn: (body: { audiobookId: number; platform: string; saleDate: string; amount: string; currency: string }) =>
      call(api["audiobook-sales"].post(body)),
    onSuccess: changed,
  });
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
