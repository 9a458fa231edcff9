import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { SHORT_LIST } from "../../lib/paging";

export const outreachKeys = {
  all: root("outreach"),
  list: () => [...outreachKeys.all, "list"] as const,
  detail: (id: number) => [...outreachKeys.all, "detail", id] as const,
  settings: () => [...outreachKeys.all, "settings"] as const,
};
const fetchCampaigns = () => call(api["email-campaigns"].get({ query: SHORT_LIST }));
const fetchDetail = (id: number) => call(api["email-campaigns"]({ id }).get());
export type Campaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];
export type CampaignDetail = Awaited<ReturnType<typeof fetchDetail>>;
export type CampaignBody = Parameters<(typeof api)["email-campaigns"]["post"]>[0];
export type RecipientType = Campaign["recipientType"];

export const outreachQueries = {
  /** Refreshes every second while a campaign is sending, so the cards show live progress. */
  list: () =>
    queryOptions({
      queryKey: outreachKeys.list(),
      queryFn: fetchCampaigns,
      refetchInterval: (q) => (q.state.data?.some((c) => c.status === "sending") ? 1000 : false),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: outreachKeys.detail(id),
      queryFn: () => fetchDetail(id),
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.campaign.status === "sending" ? 1000 : false),
    }),
  settings: () =>
    queryOptions({ queryKey: outreachKeys.settings(), queryFn: () => call(api["email-campaigns"].settings.get()) }),
};

export const useCampaigns = () => useQuery(outreachQueries.list());
export const useCampaignDetail = (id: number) => useQuery(outreachQueries.detail(id));
export const useOutreachSettings = () => useQuery(outreachQueries.settings());

const changed = () => refreshAfter("outreach");

export function useCreateCampaign() {
  return useMutation({
    mutationFn: (body: CampaignBody) => call(api["email-campaigns"].post(body)),
    onSuccess: changed,
  });
}

export function useUpdateCampaign() {
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignBody & { id: number }) => call(api["email-campaigns"]({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useSendCampaign() {
  return useMutation({
    mutationFn: (id: number) => call(api["email-campaigns"]({ id }).send.post()),
    onSuccess: changed,
  });
}

export function useDeleteCampaign() {
  return useMutation({ mutationFn: (id: number) => call(api["email-campaigns"]({ id }).delete()), onSuccess: changed });
}

export const MERGE_FIELDS = ["name", "contactName", "station", "company", "senderName"];

/** Same rule as the server: {{field}} names that are not merge fields. */
export function unknownFields(...texts: string[]): string[] {
  const seen = new Set<string>();
  for (const t of texts)
    for (const m of t.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)) if (!MERGE_FIELDS.includes(m[1]!)) seen.add(m[1]!);
  return [...seen];
}
