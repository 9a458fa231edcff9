import { t } from "elysia";
import { answer, rowOf, textOrNull, typed } from "../../lib/common-model";
import { contentPerformance, optimizationSuggestions } from "./schema";
import type { analyzeContent, generateSuggestions } from "./service";
import { integer } from "../../lib/validation";

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

export const suggestionAnswer = rowOf(optimizationSuggestions, {}, "A suggested change to a piece of content");
export const performanceAnswer = rowOf(contentPerformance, {}, "One measured figure of a piece of content");
const analysisAnswer = answer(
  {
    words: integer(),
    sentences: integer(),
    avgSentenceWords: t.Number(),
    longestSentenceWords: integer(),
    readability: t.Number(),
    subject: textOrNull(),
    subjectLength: t.Nullable(integer()),
    hasCallToAction: t.Boolean(),
    weakCallToAction: t.Array(t.String()),
    passive: t.Array(t.String()),
    fillers: t.Array(answer({ word: t.String(), count: integer() })),
    fillerCount: integer(),
    emotionalWords: t.Array(t.String()),
    blandWords: t.Array(t.String()),
  },
  { description: "What the offline reading found in the text" },
);
export const suggestionsAnswer = typed<Awaited<ReturnType<typeof generateSuggestions>>>(
  answer({ suggestions: t.Array(suggestionAnswer), analysis: analysisAnswer }),
);
export const analyzedAnswer = typed<Awaited<ReturnType<typeof analyzeContent>>>(
  answer({
    contentId: t.String(),
    goal: t.String({ enum: ["engagement", "conversion", "clarity", "emotional_impact", "call_to_action"] }),
    evidence: t.String({ description: "Why this goal: what the figures showed" }),
    metrics: t.Array(performanceAnswer),
    suggestions: t.Array(suggestionAnswer),
    analysis: analysisAnswer,
  }),
);
