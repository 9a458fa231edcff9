import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

export const radioKeys = {
  all: root("radio"),
  list: (filters: { status: StationStatus | undefined; q: string }) => [...radioKeys.all, "list", filters] as const,
  summary: () => [...radioKeys.all, "summary"] as const,
};
const fetchStations = () => call(api["radio-stations"].get({ query: {} }));
export type Station = Awaited<ReturnType<typeof fetchStations>>[number];
export type StationBody = Parameters<(typeof api)["radio-stations"]["post"]>[0];
export type StationStatus = Station["status"];
export const STATION_STATUSES: StationStatus[] = ["pending", "contacted", "responded", "rejected"];

/** One page at a time, filtered and searched on the server (a list can grow over years of pitching). */
export const useStationList = (status: StationStatus | undefined, q: string) =>
  useInfiniteList<Station>({
    queryKey: radioKeys.list({ status, q }),
    fetchPage: (page) => api["radio-stations"].get({ query: { status, q: q || undefined, ...page } }),
  });

export const radioQueries = {
  summary: () =>
    queryOptions({ queryKey: radioKeys.summary(), queryFn: () => call(api["radio-stations"].summary.get()) }),
};
export const useRadioSummary = () => useQuery(radioQueries.summary());

/** Stations are e-mail campaign recipients and a dashboard figure: lib/changes.ts refreshes those too. */
const changed = () => refreshAfter("radio");

export function useCreateStation() {
  return useMutation({ mutationFn: (body: StationBody) => call(api["radio-stations"].post(body)), onSuccess: changed });
}

export function useUpdateStation() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: StationStatus; lastContacted?: string }) =>
      call(api["radio-stations"]({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useDeleteStation() {
  return useMutation({ mutationFn: (id: number) => call(api["radio-stations"]({ id }).delete()), onSuccess: changed });
}
