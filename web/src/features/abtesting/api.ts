import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { SHORT_LIST } from "../../lib/paging";

export const abtestingKeys = {
  all: root("abtesting"),
  campaigns: () => [...abtestingKeys.all, "campaigns"] as const,
  variants: () => [...abtestingKeys.all, "variants"] as const,
  results: () => [...abtestingKeys.all, "results"] as const,
};
const ab = api["ab-testing"];
const fetchCampaigns = () => call(ab.campaigns.get({ query: SHORT_LIST }));
const fetchResults = () => call(ab.results.get({ query: SHORT_LIST }));
export type AbCampaign = Awaited<ReturnType<typeof fetchCampaigns>>[number];
export type AbResult = Awaited<ReturnType<typeof fetchResults>>[number];
export type AbCampaignBody = Parameters<typeof ab.campaigns.post>[0];

export const TEST_TYPES = [
  { value: "email_subject", label: "Email Subject" },
  { value: "landing_page", label: "Landing Page" },
  { value: "call_to_action", label: "Call to Action" },
  { value: "radio_pitch", label: "Radio Pitch" },
  { value: "content_variation", label: "Content Variation" },
] as const;
export const testTypeLabel = (v: string) => TEST_TYPES.find((t) => t.value === v)?.label ?? v;
export const DEFAULT_SAMPLE_SIZE = 1000;
export const SIGNIFICANT = 95;

export const abtestingQueries = {
  campaigns: () => queryOptions({ queryKey: abtestingKeys.campaigns(), queryFn: fetchCampaigns }),
  variants: () =>
    queryOptions({ queryKey: abtestingKeys.variants(), queryFn: () => call(ab.variants.get({ query: SHORT_LIST })) }),
  results: () => queryOptions({ queryKey: abtestingKeys.results(), queryFn: fetchResults }),
};

export const useAbCampaigns = () => useQuery(abtestingQueries.campaigns());
export const useAbVariants = () => useQuery(abtestingQueries.variants());
export const useAbResults = () => useQuery(abtestingQueries.results());

const changed = () => refreshAfter("abtesting");
export function useCreateAbCampaign() {
  return useMutation({ mutationFn: (body: AbCampaignBody) => call(ab.campaigns.post(body)), onSuccess: changed });
}
export function useAbAction() {
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "start" | "stop" }) =>
      call(action === "start" ? ab.campaigns({ id }).start.put() : ab.campaigns({ id }).stop.put()),
    onSuccess: changed,
  });
}
export function useGenerateResults() {
  return useMutation({
    mutationFn: (id: number) => call(ab.campaigns({ id })["generate-results"].post()),
    onSuccess: changed,
  });
}
export function useRecordObservation() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; variantId: number; exposures: number; conversions: number }) =>
      call(ab.campaigns({ id }).observations.post(body)),
    onSuccess: changed,
  });
}
