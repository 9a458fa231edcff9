import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError, notFound, conflict } from "../../lib/errors";
import type { LlmClient } from "../../lib/llm";
import {
  CONTENT_TYPES,
  SUGGESTION_TYPES,
  analyzeText,
  type Analysis,
  type ContentType,
  type SuggestionType,
} from "./analyze";
import { suggestionsFor } from "./findings";
import { PERFORMANCE_METRICS, REQUIRED_MESSAGE, type PerformanceInput, type SuggestionInput } from "./model";
import { contentPerformance, optimizationSuggestions } from "./schema";

const LABEL: Record<string, string> = {
  email: "email",
  social_media: "social post",
  radio_pitch: "radio pitch",
  blog_post: "blog post",
  advertisement: "advert",
};

export function listSuggestions(db: Db) {
  return db.select().from(optimizationSuggestions).orderBy(desc(optimizationSuggestions.id)).all();
}

export function listPerformance(db: Db) {
  return db
    .select()
    .from(contentPerformance)
    .orderBy(desc(contentPerformance.timestamp), desc(contentPerformance.id))
    .all();
}

/** A 0..100 score of how well a text meets its type's norms; used to judge a model rewrite. */
export function qualityScore(a: Analysis, type: ContentType) {
  let score = 100;
  const target = { email: 60, social_media: 70, radio_pitch: 60, blog_post: 55, advertisement: 70 }[type];
  if (a.readability < target) score -= Math.min(25, (target - a.readability) * 0.8);
  if (!a.hasCallToAction) score -= 20;
  score -= Math.min(15, a.weakCallToAction.length * 7);
  score -= Math.min(15, a.passive.length * 5);
  score -= Math.min(15, a.fillerCount * 3);
  if (a.emotionalWords.length === 0) score -= 10;
  return Math.max(0, Math.round(score));
}

async function modelRewrite(llm: LlmClient, text: string, type: ContentType, goal: SuggestionType) {
  const system =
    "You improve marketing copy for an independent musician or audiobook author. Rewrite the user's text to improve its " +
    `${goal.replace(/_/g, " ")} as a ${LABEL[type]}. Keep facts, names and links; do not invent achievements. Keep a "Subject:" first line if there is one. ` +
    "Answer with the rewritten text only.";
  const out = (await llm.text(system, text, 20_000)).trim();
  if (!out || out.length > text.length * 3 + 500) throw new Error("the model's answer was empty or far too long");
  return out;
}

export async function generateSuggestions(
  deps: { db: Db; llm?: LlmClient },
  input: SuggestionInput,
  contentId: string | null = null,
) {
  const { db } = deps;
  const text = input.originalContent.trim();
  if (
    !text ||
    !(CONTENT_TYPES as readonly string[]).includes(input.contentType) ||
    !(SUGGESTION_TYPES as readonly string[]).includes(input.suggestionType)
  ) {
    throw invalid(REQUIRED_MESSAGE);
  }
  const type = input.contentType as ContentType;
  const goal = input.suggestionType as SuggestionType;
  const { analysis, findings } = suggestionsFor(text, type, goal);
  if (analysis.words === 0) throw invalid("There are no words to analyse in this content");
  const rows: (typeof optimizationSuggestions.$inferInsert)[] = [];

  if (deps.llm) {
    try {
      const rewrite = await modelRewrite(deps.llm, text, type, goal);
      const before = qualityScore(analysis, type);
      const after = qualityScore(analyzeText(rewrite), type);
      const delta = after - before;
      rows.push({
        contentType: type,
        suggestionType: goal,
        originalContent: text,
        suggestedContent: rewrite,
        reasoning: `Rewritten by the model for ${goal.replace(/_/g, " ")}. Text checks score it ${after}/100 against ${before}/100 for the original${delta < 0 ? " (the checks prefer the original)" : ""}.`,
        confidence: Math.max(20, Math.min(95, 60 + delta * 2)),
        status: "pending",
        contentId,
        source: "model",
      });
    } catch (e) {
      console.warn("Content optimisation: the model failed, using the text checks only:", (e as Error).message);
    }
  }

  for (const f of findings.slice(0, deps.llm && rows.length ? 2 : 3)) {
    rows.push({
      contentType: type,
      suggestionType: goal,
      originalContent: text,
      suggestedContent: f.suggestedContent,
      reasoning: f.reasoning,
      confidence: f.confidence,
      status: "pending",
      contentId,
      source: f.key,
    });
  }
  if (!rows.length) {
    rows.push({
      contentType: type,
      suggestionType: goal,
      originalContent: text,
      suggestedContent: text,
      reasoning: `No ${goal.replace(/_/g, " ")} issues found: reading ease ${analysis.readability}, ${analysis.avgSentenceWords} words per sentence, ${
        analysis.hasCallToAction ? "a call to action" : "no call to action"
      }, ${analysis.fillerCount} filler words, ${analysis.passive.length} passive phrases. Keep it as it is.`,
      confidence: 30,
      status: "pending",
      contentId,
      source: "none",
    });
  }
  const saved = db.insert(optimizationSuggestions).values(rows).returning().all();
  emit(db, {
    type: "suggestions_generated",
    message: `${saved.length} ${goal.replace(/_/g, " ")} suggestion${saved.length === 1 ? "" : "s"} generated for a ${LABEL[type]}`,
    entityType: "optimization_suggestion",
    entityId: saved[0].id,
  });
  return { suggestions: saved, analysis };
}

function setStatus(db: Db, id: number, status: "applied" | "rejected") {
  const row = db.select().from(optimizationSuggestions).where(eq(optimizationSuggestions.id, id)).get();
  if (!row) throw notFound("Suggestion");
  if (row.status !== "pending") throw conflict(`This suggestion was already ${row.status}`);
  const updated = db
    .update(optimizationSuggestions)
    .set({ status })
    .where(eq(optimizationSuggestions.id, id))
    .returning()
    .get();
  emit(db, {
    type: `suggestion_${status}`,
    message: `${status === "applied" ? "Applied" : "Rejected"} a ${row.suggestionType.replace(/_/g, " ")} suggestion for a ${LABEL[row.contentType] ?? row.contentType}`,
    entityType: "optimization_suggestion",
    entityId: id,
  });
  return updated;
}
export const applySuggestion = (db: Db, id: number) => setStatus(db, id, "applied");
export const rejectSuggestion = (db: Db, id: number) => setStatus(db, id, "rejected");

export function addPerformance(db: Db, input: PerformanceInput) {
  if (!(CONTENT_TYPES as readonly string[]).includes(input.contentType))
    throw invalid(`Content type must be one of ${CONTENT_TYPES.join(", ")}`);
  if (!(PERFORMANCE_METRICS as readonly string[]).includes(input.metric))
    throw invalid(`Metric must be one of ${PERFORMANCE_METRICS.join(", ")}`);
  if (input.metric.endsWith("_rate") && input.value > 100)
    throw invalid("A rate is a percent: enter a value from 0 to 100");
  let timestamp = new Date().toISOString();
  if (input.timestamp) {
    const d = new Date(input.timestamp);
    if (Number.isNaN(d.getTime())) throw invalid("Timestamp must be a date and time, e.g. 2026-03-01T09:00");
    timestamp = d.toISOString();
  }
  const row = db
    .insert(contentPerformance)
    .values({
      contentId: input.contentId.trim(),
      contentType: input.contentType,
      metric: input.metric,
      value: input.value,
      platform: input.platform?.trim() || null,
      content: input.content?.trim() || null,
      timestamp,
    })
    .returning()
    .get();
  emit(db, {
    type: "content_performance",
    message: `Recorded ${input.metric.replace(/_/g, " ")} ${input.value}${input.metric.endsWith("_rate") ? "%" : ""} for "${row.contentId}"`,
    entityType: "content_performance",
    entityId: row.id,
  });
  return row;
}

/** Rates below these are weak enough to point the analysis at a goal. */
const WEAK: Record<string, [number, SuggestionType]> = {
  open_rate: [20, "engagement"],
  click_rate: [2.5, "call_to_action"],
  conversion_rate: [2, "conversion"],
  engagement_rate: [3, "engagement"],
  response_rate: [10, "call_to_action"],
};

/** Analyses a stored content item: its text plus its recorded results choose the goal; suggestions are saved as pending. */
export async function analyzeContent(deps: { db: Db; llm?: LlmClient }, contentId: string) {
  const records = deps.db
    .select()
    .from(contentPerformance)
    .where(eq(contentPerformance.contentId, contentId))
    .orderBy(desc(contentPerformance.timestamp))
    .all();
  if (!records.length) throw notFound(`Content "${contentId}"`);
  const withText = records.find((r) => r.content);
  if (!withText)
    throw new HttpError(
      422,
      `No text is stored for "${contentId}": add a performance record with the content's text to analyse it`,
    );
  const weak = records
    .filter((r) => WEAK[r.metric] && r.value < WEAK[r.metric][0])
    .map((r) => ({ metric: r.metric, value: r.value, goal: WEAK[r.metric][1] }));
  const goal: SuggestionType = weak[0]?.goal ?? "clarity";
  const result = await generateSuggestions(
    deps,
    { contentType: withText.contentType, suggestionType: goal, originalContent: withText.content! },
    contentId,
  );
  const evidence = weak.length
    ? `Weak results: ${weak.map((w) => `${w.metric.replace(/_/g, " ")} ${w.value}% (below ${WEAK[w.metric][0]}%)`).join(", ")}, so the suggestions aim at ${goal.replace(/_/g, " ")}.`
    : "No weak results recorded, so the suggestions aim at clarity.";
  return { contentId, goal, evidence, metrics: records, ...result };
}
