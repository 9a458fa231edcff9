import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { SHORT_LIST } from "../../lib/paging";
import { api } from "../../lib/api";

export const abKey = ["/api/ab-testing"] as const;
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

export const useAbCampaigns = () => useQuery({ queryKey: [...abKey, "campaigns"], queryFn: fetchCampaigns });
export const useAbVariants = () =>
  useQuery({ queryKey: [...abKey, "variants"], queryFn: () => call(ab.variants.get({ query: SHORT_LIST })) });
export const useAbResults = () => useQuery({ queryKey: [...abKey, "results"], queryFn: fetchResults });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: abKey }), qc.invalidateQueries({ queryKey: ["/api/activity"] })]);
}
export function useCreateAbCampaign() {
  const changed = useChanged();
  return useMutation({ mutationFn: (body: AbCampaignBody) => call(ab.campaigns.post(body)), onSuccess: changed });
}
export function useAbAction() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "start" | "stop" }) =>
      call(action === "start" ? ab.campaigns({ id }).start.put() : ab.campaigns({ id }).stop.put()),
    onSuccess: changed,
  });
}
export function useGenerateResults() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (id: number) => call(ab.campaigns({ id })["generate-results"].post()),
    onSuccess: changed,
  });
}
export function useRecordObservation() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; variantId: number; exposures: number; conversions: number }) =>
      call(ab.campaigns({ id }).observations.post(body)),
    onSuccess: changed,
  });
}
