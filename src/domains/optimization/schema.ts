import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const optimizationSuggestions = sqliteTable("optimization_suggestions", {
  id: id(),
  /** email | social_media | radio_pitch | blog_post | advertisement */
  contentType: text("content_type").notNull(),
  /** engagement | conversion | clarity | emotional_impact | call_to_action */
  suggestionType: text("suggestion_type").notNull(),
  originalContent: text("original_content").notNull(),
  suggestedContent: text("suggested_content").notNull(),
  reasoning: text("reasoning").notNull(),
  /** 0..100 */
  confidence: integer("confidence").notNull(),
  /** pending | applied | rejected */
  status: text("status").notNull().default("pending"),
  /** set when the suggestion came from analysing a stored content item */
  contentId: text("content_id"),
  /** which heuristic produced it (readability, cta, passive_voice, ...) or "model" */
  source: text("source").notNull().default("heuristic"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contentPerformance = sqliteTable(
  "content_performance",
  {
    id: id(),
    contentId: text("content_id").notNull(),
    contentType: text("content_type").notNull(),
    /** open_rate | click_rate | engagement_rate | conversion_rate | views | shares | ... */
    metric: text("metric").notNull(),
    value: real("value").notNull(),
    platform: text("platform"),
    /** the text of the content, so it can be analysed */
    content: text("content"),
    timestamp: text("timestamp").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_performance_content_idx").on(t.contentId),
    index("content_performance_time_idx").on(t.timestamp),
  ],
);

export type OptimizationSuggestion = typeof optimizationSuggestions.$inferSelect;
export type ContentPerformance = typeof contentPerformance.$inferSelect;
