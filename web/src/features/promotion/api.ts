import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

export const promotionKeys = {
  all: root("promotion"),
  campaigns: () => [...promotionKeys.all, "campaigns"] as const,
  activities: (campaignId: number | null) => [...promotionKeys.all, "activities", campaignId] as const,
  analytics: (audiobookId: number | null) => [...promotionKeys.all, "analytics", audiobookId] as const,
  campaign: (id: number | null) => [...promotionKeys.all, "campaign", id] as const,
};

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
    queryKey: promotionKeys.campaigns(),
    fetchPage: (page) => campaigns.get({ query: { ...page } }),
  });

/** Made only when a campaign is selected; a page at a time. */
export const useActivityList = (campaignId: number | null) =>
  useInfiniteList<Activity>({
    queryKey: promotionKeys.activities(campaignId),
    fetchPage: (page) => activities.get({ query: { campaignId: campaignId ?? undefined, ...page } }),
    enabled: campaignId !== null,
  });

/** Analytics (SQL on the server) over every campaign, or over one audiobook's campaigns when one is selected. */
export const promotionQueries = {
  analytics: (audiobookId: number | null) =>
    queryOptions({
      queryKey: promotionKeys.analytics(audiobookId),
      queryFn: () => call(campaigns.analytics.get({ query: audiobookId ? { audiobookId } : {} })),
    }),
};
export const useAnalytics = (audiobookId: number | null) => useQuery(promotionQueries.analytics(audiobookId));

/** One campaign by id (the selected one is in the address, and the paged list may not hold it). */
export const useCampaign = (id: number | null) =>
  useQuery({
    queryKey: promotionKeys.campaign(id),
    queryFn: () => call(campaigns({ id: id! }).get()),
    enabled: id !== null,
  });

const changed = () => refreshAfter("promotion");

export function useCreateCampaign() {
  return useMutation({ mutationFn: createCampaign, onSuccess: changed });
}

export function useCreateActivity() {
  return useMutation({ mutationFn: createActivity, onSuccess: changed });
}
