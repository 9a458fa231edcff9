import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { SHORT_LIST } from "../../lib/paging";

export const optimizationKeys = {
  all: root("optimization"),
  suggestions: () => [...optimizationKeys.all, "suggestions"] as const,
  performance: () => [...optimizationKeys.all, "performance"] as const,
};
const opt = api.optimization;
const fetchSuggestions = () => call(opt.suggestions.get({ query: SHORT_LIST }));
export type Suggestion = Awaited<ReturnType<typeof fetchSuggestions>>[number];
export type PerformanceBody = Parameters<typeof opt.performance.post>[0];

export const CONTENT_TYPES = [
  { value: "email", label: "Email" },
  { value: "social_media", label: "Social Media" },
  { value: "radio_pitch", label: "Radio Pitch" },
  { value: "blog_post", label: "Blog Post" },
  { value: "advertisement", label: "Advertisement" },
] as const;
export const SUGGESTION_TYPES = [
  { value: "engagement", label: "Engagement" },
  { value: "conversion", label: "Conversion" },
  { value: "clarity", label: "Clarity" },
  { value: "emotional_impact", label: "Emotional Impact" },
  { value: "call_to_action", label: "Call to Action" },
] as const;
export const METRICS = [
  "open_rate",
  "click_rate",
  "engagement_rate",
  "conversion_rate",
  "response_rate",
  "views",
  "likes",
  "shares",
  "comments",
] as const;

/** 80 or above green, 60 or above yellow, else red. */
export const confidenceClass = (c: number) => (c >= 80 ? "text-success" : c >= 60 ? "text-warning" : "text-error");
export const confidenceBadge = (c: number) => (c >= 80 ? "badge-success" : c >= 60 ? "badge-warning" : "badge-error");

export const optimizationQueries = {
  suggestions: () => queryOptions({ queryKey: optimizationKeys.suggestions(), queryFn: fetchSuggestions }),
  performance: () => queryOptions({ queryKey: optimizationKeys.performance(), queryFn: () => call(opt.performance.get()) }),
};

export const useSuggestions = () => useQuery(optimizationQueries.suggestions());
export const usePerformance = () => useQuery(optimizationQueries.performance());

/** Performance figures feed the monitoring metrics as well (lib/changes.ts). */
const changed = () => refreshAfter("optimization");
export function useGenerate() {
  return useMutation({
    mutationFn: (body: { contentType: string; suggestionType: string; originalContent: string }) =>
      call(opt.suggestions.post(body)),
    onSuccess: changed,
  });
}
export function useDecide() {
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: "apply" | "reject" }) =>
      call(action === "apply" ? opt.suggestions({ id }).apply.put() : opt.suggestions({ id }).reject.put()),
    onSuccess: changed,
  });
}
export function useAddPerformance() {
  return useMutation({ mutationFn: (body: PerformanceBody) => call(opt.performance.post(body)), onSuccess: changed });
}
export function useAnalyze() {
  return useMutation({
    mutationFn: (contentId: string) => call(opt.analyze({ contentId }).post()),
    onSuccess: changed,
  });
}
