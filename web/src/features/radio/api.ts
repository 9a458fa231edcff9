import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";

export const stationsKey = ["/api/radio-stations"] as const;
const fetchStations = () => call(api["radio-stations"].get({ query: {} }));
export type Station = Awaited<ReturnType<typeof fetchStations>>[number];
export type StationBody = Parameters<(typeof api)["radio-stations"]["post"]>[0];
export type StationStatus = Station["status"];
export const STATION_STATUSES: StationStatus[] = ["pending", "contacted", "responded", "rejected"];

/** One page at a time, filtered and searched on the server (a list can grow over years of pitching). */
export const useStationList = (status: StationStatus | undefined, q: string) =>
  useInfiniteList<Station>({
    queryKey: [...stationsKey, "list", { status, q }],
    fetchPage: (page) => api["radio-stations"].get({ query: { status, q: q || undefined, ...page } }),
  });

export const useRadioSummary = () =>
  useQuery({ queryKey: [...stationsKey, "summary"], queryFn: () => call(api["radio-stations"].summary.get()) });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: stationsKey }),
      qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
      qc.invalidateQueries({ queryKey: ["/api/activity"] }),
      qc.invalidateQueries({ queryKey: ["/api/email-campaigns"] }),
    ]);
}

export function useCreateStation() {
  const changed = useChanged();
  return useMutation({ mutationFn: (body: StationBody) => call(api["radio-stations"].post(body)), onSuccess: changed });
}

export function useUpdateStation() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: StationStatus; lastContacted?: string }) =>
      call(api["radio-stations"]({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useDeleteStation() {
  const changed = useChanged();
  return useMutation({ mutationFn: (id: number) => call(api["radio-stations"]({ id }).delete()), onSuccess: changed });
}
