import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";

export const campaignsKey = ["/api/audiobook-promotional-campaigns"] as const;
export const activitiesKey = ["/api/audiobook-promotional-activities"] as const;
export const analyticsKey = ["/api/audiobook-promotional-campaigns/analytics"] as const;

const campaigns = api["audiobook-promotional-campaigns"];
const activities = api["audiobook-promotional-activities"];
const createCampaign = (body: CampaignBody) => call(campaigns.post(body));
const createActivity = (body: ActivityBody) => call(activities.post(body));

export type Campaign = Awaited<ReturnType<typeof createCampaign>>;
export type Activity = Awaited<ReturnType<typeof createActivity>>;
export type CampaignBody = Parameters<typeof campaigns.post>[0];
export type ActivityBody = Parameters<typeof activities.post>[0];

/** Every campaign, newest first, a page at a time (years of campaigns stay quick). */
export const useCampaignList = () =>
  useInfiniteList<Campaign>({
    queryKey: [...campaignsKey, "list"],
    fetchPage: (page) => campaigns.get({ query: { ...page } }),
  });

/** Made only when a campaign is selected; a page at a time. */
export const useActivityList = (campaignId: number | null) =>
  useInfiniteList<Activity>({
    queryKey: [...activitiesKey, "list", campaignId],
    fetchPage: (page) => activities.get({ query: { campaignId: campaignId ?? undefined, ...page } }),
    enabled: campaignId !== null,
  });

/** Analytics (SQL on the server) over every campaign, or over one audiobook's campaigns when one is selected. */
export const useAnalytics = (audiobookId: number | null) =>
  useQuery({
    queryKey: [...analyticsKey, audiobookId],
    queryFn: () => call(campaigns.analytics.get({ query: audiobookId ? { audiobookId } : {} })),
  });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [campaignsKey, activitiesKey, analyticsKey, ["/api/activity"]].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateCampaign() {
  const changed = useChanged();
  return useMutation({ mutationFn: createCampaign, onSuccess: changed });
}

export function useCreateActivity() {
  const changed = useChanged();
  return useMutation({ mutationFn: createActivity, onSuccess: changed });
}
