import { t } from "elysia";

export const REQUIRED_MESSAGE = "Please provide content, select content type and suggestion type.";
export const PERFORMANCE_METRICS = [
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

export const suggestionBody = t.Object({
  contentType: t.String({ minLength: 1, maxLength: 50, error: REQUIRED_MESSAGE }),
  suggestionType: t.String({ minLength: 1, maxLength: 50, error: REQUIRED_MESSAGE }),
  originalContent: t.String({ minLength: 1, maxLength: 20_000, error: REQUIRED_MESSAGE }),
});
export type SuggestionInput = typeof suggestionBody.static;

export const performanceBody = t.Object({
  contentId: t.String({ minLength: 1, maxLength: 200, error: "Content id is required (e.g. newsletter-march)" }),
  contentType: t.String({ minLength: 1, maxLength: 50, error: "Content type is required" }),
  metric: t.String({ minLength: 1, maxLength: 50, error: "Metric is required" }),
  value: t.Number({ minimum: 0, maximum: 1_000_000_000, error: "Value must be a number of 0 or more" }),
  platform: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
  content: t.Optional(t.Nullable(t.String({ maxLength: 20_000 }))),
  timestamp: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
});
export type PerformanceInput = typeof performanceBody.static;

export const contentIdParams = t.Object({
  contentId: t.String({ minLength: 1, maxLength: 200, error: "Content id is required" }),
});
