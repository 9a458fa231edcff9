import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "../../db/columns";

export const abCampaigns = sqliteTable("ab_campaigns", {
  id: id(),
  name: text("name").notNull(),
  description: text("description"),
  /** email_subject | landing_page | call_to_action | radio_pitch | content_variation */
  testType: text("test_type").notNull(),
  sampleSize: integer("sample_size").notNull().default(1000),
  /** 90 | 95 | 99 */
  confidenceLevel: integer("confidence_level").notNull().default(95),
  /** draft | running | paused | completed */
  status: text("status").notNull().default("draft"),
  startedAt: text("started_at"),
  endedAt: text("ended_at"),
  winnerVariantId: integer("winner_variant_id"),
  /** plain-language verdict of the last results run */
  conclusion: text("conclusion"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const abVariants = sqliteTable(
  "ab_variants",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => abCampaigns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    isControl: integer("is_control", { mode: "boolean" }).notNull().default(false),
    trafficPercentage: integer("traffic_percentage").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ab_variants_campaign_idx").on(t.campaignId)],
);

export const abObservations = sqliteTable(
  "ab_observations",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => abCampaigns.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => abVariants.id, { onDelete: "cascade" }),
    exposures: integer("exposures").notNull(),
    conversions: integer("conversions").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ab_observations_variant_idx").on(t.variantId)],
);

export const abResults = sqliteTable(
  "ab_results",
  {
    id: id(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => abCampaigns.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => abVariants.id, { onDelete: "cascade" }),
    metric: text("metric").notNull().default("conversion_rate"),
    /** conversions */
    value: integer("value").notNull(),
    /** exposures */
    sampleSize: integer("sample_size").notNull(),
    /** percent */
    conversionRate: real("conversion_rate").notNull(),
    /** percent bounds, e.g. {"lower": 2.1, "upper": 4.3, "level": 95} */
    confidenceInterval: text("confidence_interval", { mode: "json" })
      .$type<{ lower: number; upper: number; level: number }>()
      .notNull(),
    /** (1 − p) × 100 of the two-proportion z-test against the control; null for the control */
    statisticalSignificance: real("statistical_significance"),
    pValue: real("p_value"),
    zScore: real("z_score"),
    /** percent chance this variant's true rate beats the control's (Beta-Binomial) */
    chanceToWin: real("chance_to_win"),
    /** relative change vs control, percent */
    lift: real("lift"),
    isWinner: integer("is_winner", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("ab_results_campaign_idx").on(t.campaignId)],
);

export type AbCampaign = typeof abCampaigns.$inferSelect;
export type AbVariant = typeof abVariants.$inferSelect;
export type AbResult = typeof abResults.$inferSelect;
