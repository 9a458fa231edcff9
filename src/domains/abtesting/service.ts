import { invalid } from "../../lib/validation";
import { emit } from "../../lib/events";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound, conflict } from "../../lib/errors";
import {
  CONFIDENCE_LEVELS,
  DEFAULT_SAMPLE_SIZE,
  REQUIRED_MESSAGE,
  TEST_TYPES,
  type CreateCampaignInput,
  type ObservationInput,
} from "./model";
import { abCampaigns, abObservations, abResults, abVariants, type AbCampaign, type AbVariant } from "./schema";
import { MIN_EXPOSURES_FOR_WINNER, chanceToWin, twoProportionZTest, wilsonInterval } from "./stats";

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

export interface VariantWithData extends AbVariant {
  exposures: number;
  conversions: number;
  conversionRate: number;
}

function variantTotals(db: Db, variantIds: number[]) {
  if (!variantIds.length) return new Map<number, { exposures: number; conversions: number }>();
  const rows = db
    .select({
      variantId: abObservations.variantId,
      exposures: sql<number>`SUM(${abObservations.exposures})`,
      conversions: sql<number>`SUM(${abObservations.conversions})`,
    })
    .from(abObservations)
    .where(inArray(abObservations.variantId, variantIds))
    .groupBy(abObservations.variantId)
    .all();
  return new Map(
    rows.map((r) => [r.variantId, { exposures: Number(r.exposures) || 0, conversions: Number(r.conversions) || 0 }]),
  );
}

export function listVariants(db: Db, campaignId?: number): VariantWithData[] {
  const variants = db
    .select()
    .from(abVariants)
    .where(campaignId ? eq(abVariants.campaignId, campaignId) : undefined)
    .orderBy(abVariants.campaignId, desc(abVariants.isControl), abVariants.id)
    .all();
  const totals = variantTotals(
    db,
    variants.map((v) => v.id),
  );
  return variants.map((v) => {
    const t = totals.get(v.id) ?? { exposures: 0, conversions: 0 };
    return { ...v, ...t, conversionRate: t.exposures ? round((t.conversions / t.exposures) * 100) : 0 };
  });
}

export function listCampaigns(db: Db) {
  const campaigns = db.select().from(abCampaigns).orderBy(desc(abCampaigns.id)).all();
  const variants = listVariants(db);
  return campaigns.map((c) => ({ ...c, variants: variants.filter((v) => v.campaignId === c.id) }));
}

export function getCampaign(db: Db, id: number): AbCampaign {
  const row = db.select().from(abCampaigns).where(eq(abCampaigns.id, id)).get();
  if (!row) throw notFound("A/B test campaign");
  return row;
}

export function listResults(db: Db) {
  const rows = db
    .select({
      result: abResults,
      variantName: abVariants.name,
      isControl: abVariants.isControl,
      campaignName: abCampaigns.name,
      confidenceLevel: abCampaigns.confidenceLevel,
    })
    .from(abResults)
    .innerJoin(abVariants, eq(abVariants.id, abResults.variantId))
    .innerJoin(abCampaigns, eq(abCampaigns.id, abResults.campaignId))
    .orderBy(desc(abResults.campaignId), desc(abVariants.isControl), abVariants.id)
    .all();
  return rows.map((r) => ({
    ...r.result,
    variantName: r.variantName,
    isControl: r.isControl,
    campaignName: r.campaignName,
    confidenceLevel: r.confidenceLevel,
  }));
}

export function createCampaign(db: Db, input: CreateCampaignInput) {
  const name = input.name.trim();
  if (!name || !(TEST_TYPES as readonly string[]).includes(input.testType)) throw invalid(REQUIRED_MESSAGE);
  if (input.confidenceLevel != null && !(CONFIDENCE_LEVELS as readonly number[]).includes(input.confidenceLevel)) {
    throw invalid("Confidence level must be 90, 95 or 99");
  }
  const variants = input.variants?.length
    ? input.variants.map((v) => ({ ...v, name: v.name.trim() }))
    : [
        { name: "Control (A)", description: "The current version", isControl: true, trafficPercentage: 50 },
        { name: "Variant B", description: "The new version", isControl: false, trafficPercentage: 50 },
      ];
  const total = variants.reduce((s, v) => s + v.trafficPercentage, 0);
  if (total !== 100) throw invalid(`Traffic percentages must add up to 100 (they add up to ${total})`);
  const controls = variants.filter((v) => v.isControl).length;
  if (controls > 1) throw invalid("Only one variant can be the control");
  if (controls === 0) variants[0] = { ...variants[0], isControl: true };
  if (new Set(variants.map((v) => v.name.toLowerCase())).size !== variants.length)
    throw invalid("Variant names must be different");
  return db.transaction((tx) => {
    const campaign = tx
      .insert(abCampaigns)
      .values({
        name,
        description: input.description?.trim() || null,
        testType: input.testType,
        sampleSize: input.sampleSize ?? DEFAULT_SAMPLE_SIZE,
        confidenceLevel: input.confidenceLevel ?? 95,
      })
      .returning()
      .get();
    const rows = tx
      .insert(abVariants)
      .values(
        variants.map((v) => ({
          campaignId: campaign.id,
          name: v.name,
          description: v.description?.trim() || null,
          isControl: !!v.isControl,
          trafficPercentage: v.trafficPercentage,
        })),
      )
      .returning()
      .all();
    emit(tx as unknown as Db, {
      type: "ab_test_created",
      message: `A/B test "${name}" created with ${rows.length} variants`,
      entityType: "ab_campaign",
      entityId: campaign.id,
    });
    return { ...campaign, variants: rows.map((v) => ({ ...v, exposures: 0, conversions: 0, conversionRate: 0 })) };
  });
}

export function startCampaign(db: Db, id: number, now = new Date()) {
  const c = getCampaign(db, id);
  if (c.status !== "draft") throw conflict(`Only a draft test can be started; "${c.name}" is ${c.status}`);
  const row = db
    .update(abCampaigns)
    .set({ status: "running", startedAt: now.toISOString() })
    .where(eq(abCampaigns.id, id))
    .returning()
    .get();
  emit(db, {
    type: "ab_test_started",
    message: `A/B test "${c.name}" started`,
    entityType: "ab_campaign",
    entityId: id,
  });
  return row;
}

export function stopCampaign(db: Db, id: number, now = new Date()) {
  const c = getCampaign(db, id);
  if (c.status !== "running")
    throw conflict(`Only a running test can be stopped; "${c.name}" is ${c.status}`);
  const row = db
    .update(abCampaigns)
    .set({ status: "completed", endedAt: now.toISOString() })
    .where(eq(abCampaigns.id, id))
    .returning()
    .get();
  emit(db, {
    type: "ab_test_stopped",
    message: `A/B test "${c.name}" stopped and marked completed`,
    entityType: "ab_campaign",
    entityId: id,
  });
  return row;
}

export function recordObservation(db: Db, campaignId: number, input: ObservationInput) {
  const c = getCampaign(db, campaignId);
  if (c.status === "draft") throw conflict("Start the test before recording data");
  if (c.status === "completed") throw conflict("This test is completed; no more data can be recorded");
  const variant = db
    .select()
    .from(abVariants)
    .where(and(eq(abVariants.id, input.variantId), eq(abVariants.campaignId, campaignId)))
    .get();
  if (!variant) throw invalid("That variant does not belong to this test");
  if (input.conversions > input.exposures) throw invalid("Conversions cannot be more than exposures");
  const row = db
    .insert(abObservations)
    .values({ campaignId, variantId: variant.id, exposures: input.exposures, conversions: input.conversions })
    .returning()
    .get();
  emit(db, {
    type: "ab_test_data",
    message: `Recorded ${input.exposures} exposures and ${input.conversions} conversions for ${variant.name} in "${c.name}"`,
    entityType: "ab_campaign",
    entityId: campaignId,
  });
  return { observation: row, variant: listVariants(db, campaignId).find((v) => v.id === variant.id)! };
}

export function generateResults(db: Db, campaignId: number) {
  const c = getCampaign(db, campaignId);
  const variants = listVariants(db, campaignId);
  const control = variants.find((v) => v.isControl) ?? variants[0];
  if (!control) throw invalid("This test has no variants");
  if (variants.every((v) => v.exposures === 0))
    throw conflict("No data recorded yet: record exposures and conversions for each variant first");
  const level = c.confidenceLevel;
  const alpha = 1 - level / 100;
  const computed = variants.map((v) => {
    const ci = wilsonInterval(v.conversions, v.exposures, level);
    const base = {
      campaignId,
      variantId: v.id,
      metric: "conversion_rate",
      value: v.conversions,
      sampleSize: v.exposures,
      conversionRate: v.exposures ? round((v.conversions / v.exposures) * 100, 4) : 0,
      confidenceInterval: { lower: round(ci.lower * 100, 4), upper: round(ci.upper * 100, 4), level },
    };
    if (v.id === control.id)
      return {
        ...base,
        statisticalSignificance: null,
        pValue: null,
        zScore: null,
        chanceToWin: null,
        lift: null,
        isWinner: false,
      };
    const z = twoProportionZTest(control.conversions, control.exposures, v.conversions, v.exposures);
    const ctrlRate = control.exposures ? control.conversions / control.exposures : 0;
    const rate = v.exposures ? v.conversions / v.exposures : 0;
    return {
      ...base,
      statisticalSignificance: round((1 - z.pValue) * 100, 2),
      pValue: z.pValue,
      zScore: round(z.z, 4),
      chanceToWin: round(chanceToWin(control, v) * 100, 2),
      lift: ctrlRate > 0 ? round(((rate - ctrlRate) / ctrlRate) * 100, 2) : null,
      isWinner: false,
    };
  });

  const short = variants.filter((v) => v.exposures < MIN_EXPOSURES_FOR_WINNER);
  let conclusion: string;
  let winnerId: number | null = null;
  if (short.length) {
    conclusion = `No winner yet: every variant needs at least ${MIN_EXPOSURES_FOR_WINNER} exposures before a winner is declared (${short
      .map((v) => `${v.name} has ${v.exposures}`)
      .join(", ")}).`;
  } else {
    const significant = computed.filter((r) => r.pValue !== null && r.pValue < alpha);
    const better = significant.filter(
      (r) => r.conversionRate > computed.find((x) => x.variantId === control.id)!.conversionRate,
    );
    if (better.length) {
      const best = better.reduce((a, b) => (b.conversionRate > a.conversionRate ? b : a));
      winnerId = best.variantId;
      const name = variants.find((v) => v.id === best.variantId)!.name;
      conclusion = `${name} wins: ${best.conversionRate.toFixed(2)}% vs ${control.name}'s ${computed
        .find((x) => x.variantId === control.id)!
        .conversionRate.toFixed(
          2,
        )}% (significance ${best.statisticalSignificance}% at the ${level}% level, ${best.chanceToWin}% chance to beat the control).`;
    } else if (significant.length && significant.length === computed.length - 1) {
      winnerId = control.id;
      conclusion = `${control.name} wins: every variant converts significantly worse at the ${level}% level.`;
    } else {
      const top = computed
        .filter((r) => r.variantId !== control.id)
        .reduce((a, b) => ((b.statisticalSignificance ?? 0) > (a.statisticalSignificance ?? 0) ? b : a));
      conclusion = `No significant difference at the ${level}% level yet (best significance ${top.statisticalSignificance}%); keep the test running or collect more data.`;
    }
  }

  return db.transaction((tx) => {
    tx.delete(abResults).where(eq(abResults.campaignId, campaignId)).run();
    const rows = tx
      .insert(abResults)
      .values(computed.map((r) => ({ ...r, isWinner: r.variantId === winnerId })))
      .returning()
      .all();
    tx.update(abCampaigns).set({ winnerVariantId: winnerId, conclusion }).where(eq(abCampaigns.id, campaignId)).run();
    emit(tx as unknown as Db, {
      type: "ab_test_results",
      message: `Results for A/B test "${c.name}": ${conclusion}`,
      entityType: "ab_campaign",
      entityId: campaignId,
    });
    return {
      campaignId,
      conclusion,
      winnerVariantId: winnerId,
      results: rows.map((r) => {
        const v = variants.find((x) => x.id === r.variantId)!;
        return { ...r, variantName: v.name, isControl: v.isControl, confidenceLevel: level, campaignName: c.name };
      }),
    };
  });
}
