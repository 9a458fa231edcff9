import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { SHORT_LIST } from "../../lib/paging";

export const campaignsKey = ["/api/email-campaigns"] as const;
const fetchCampaigns = () => call(api["email-campaigns"].get({ query: SHORT_LIST }));
const fetchDetail = (id: number) => call(api["email-campaigns"]({ id }).get());
export type Campaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];
export type CampaignDetail = Awaited<ReturnType<typeof fetchDetail>>;
export type CampaignBody = Parameters<(typeof api)["email-campaigns"]["post"]>[0];
export type RecipientType = Campaign["recipientType"];

/** Refreshes every second while a campaign is sending, so the cards show live progress. */
export const useCampaigns = () =>
  useQuery({
    queryKey: campaignsKey,
    queryFn: fetchCampaigns,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === "sending") ? 1000 : false),
  });

export const useCampaignDetail = (id: number) =>
  useQuery({
    queryKey: [...campaignsKey, id],
    queryFn: () => fetchDetail(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.campaign.status === "sending" ? 1000 : false),
  });

export const useOutreachSettings = () =>
  useQuery({ queryKey: [...campaignsKey, "settings"], queryFn: () => call(api["email-campaigns"].settings.get()) });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: campaignsKey }),
      qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
      qc.invalidateQueries({ queryKey: ["/api/activity"] }),
    ]);
}

export function useCreateCampaign() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: CampaignBody) => call(api["email-campaigns"].post(body)),
    onSuccess: changed,
  });
}

export function useUpdateCampaign() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: CampaignBody & { id: number }) => call(api["email-campaigns"]({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useSendCampaign() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: number) => call(api["email-campaigns"]({ id }).send.post()),
    onSuccess: changed,
  });
}

export function useDeleteCampaign() {
  const changed = useChanged();
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
