import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { api } from "../../lib/api";

export const campaignsKey = ["/api/audiobook-promotional-campaigns"] as const;
export const activitiesKey = ["/api/audiobook-promotional-activities"] as const;
export const analyticsKey = ["/api/audiobook-promotional-campaigns/analytics"] as const;

const campaigns = api["audiobook-promotional-campaigns"];
const activities = api["audiobook-promotional-activities"];
const fetchCampaigns = () => call(campaigns.get({ query: {} }));
const fetchActivities = (campaignId: number) => call(activities.get({ query: { campaignId } }));

export type Campaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];
export type Activity = Awaited<ReturnType<typeof fetchActivities>>[number];
export type CampaignBody = Parameters<typeof campaigns.post>[0];
export type ActivityBody = Parameters<typeof activities.post>[0];

export const useCampaigns = () => useQuery({ queryKey: campaignsKey, queryFn: fetchCampaigns });
/** Made only when a campaign is selected (spec §7). */
export const useActivities = (campaignId: number | null) =>
  useQuery({
    queryKey: [...activitiesKey, campaignId],
    queryFn: () => fetchActivities(campaignId!),
    enabled: campaignId !== null,
  });
/** Analytics over every campaign, or over one audiobook's campaigns when one is selected. */
export const useAnalytics = (audiobookId: number | null) =>
  useQuery({
    queryKey: [...analyticsKey, audiobookId],
    queryFn: () => call(campaigns.analytics.get({ query: audiobookId ? { audiobookId } : {} })),
  });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: campaignsKey }),
      qc.invalidateQueries({ queryKey: activitiesKey }),
      qc.invalidateQueries({ queryKey: analyticsKey }),
      qc.invalidateQueries({ queryKey: ["/api/activity"] }),
    ]);
}

export function useCreateCampaign() {
  const changed = useChanged();
  return useMutation({ mutationFn: (body: CampaignBody) => call(campaigns.post(body)), onSuccess: changed });
}

export function useCreateActivity() {
  const changed = useChanged();
  return useMutation({ mutationFn: (body: ActivityBody) => call(activities.post(body)), onSuccess: changed });
}
