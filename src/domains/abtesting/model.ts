import { t } from "elysia";
import { answer, columnFields, rowOf, typed } from "../../lib/common-model";
import { abCampaigns, abObservations, abResults, abVariants } from "./schema";
import type { generateResults, listCampaigns, listResults, recordObservation, VariantWithData } from "./service";
import { integer } from "../../lib/validation";

export const TEST_TYPES = [
  "email_subject",
  "landing_page",
  "call_to_action",
  "radio_pitch",
  "content_variation",
] as const;
export const CONFIDENCE_LEVELS = [90, 95, 99] as const;
export const DEFAULT_SAMPLE_SIZE = 1000;
export const REQUIRED_MESSAGE = "Please provide a campaign name and select a test type.";
const SAMPLE_MESSAGE = "Sample size must be a whole number from 1 to 100,000,000";

const variantInput = t.Object({
  name: t.String({ minLength: 1, maxLength: 200, error: "Every variant needs a name" }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))),
  isControl: t.Optional(t.Boolean()),
  trafficPercentage: integer({
    minimum: 1,
    maximum: 100,
    error: "Traffic % of each variant must be a whole number from 1 to 100",
  }),
});

export const createCampaignBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 200, error: REQUIRED_MESSAGE }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 5000 }))),
  testType: t.String({ minLength: 1, maxLength: 50, error: REQUIRED_MESSAGE }),
  sampleSize: t.Optional(
    t.Union([integer({ minimum: 1, maximum: 100_000_000, error: SAMPLE_MESSAGE }), t.Null()], {
      error: SAMPLE_MESSAGE,
    }),
  ),
  confidenceLevel: t.Optional(
    t.Union([integer({ error: "Confidence level must be 90, 95 or 99" }), t.Null()], {
      error: "Confidence level must be 90, 95 or 99",
    }),
  ),
  variants: t.Optional(
    t.Array(variantInput, {
      minItems: 2,
      maxItems: 10,
      error: "A test needs a control and at least one variant (at most 10 in all)",
    }),
  ),
});
export type CreateCampaignInput = typeof createCampaignBody.static;

export const observationBody = t.Object({
  variantId: integer({ minimum: 1, error: "Choose the variant the data belongs to" }),
  exposures: integer({ minimum: 1, maximum: 100_000_000, error: "Exposures must be a whole number of at least 1" }),
  conversions: integer({
    minimum: 0,
    maximum: 100_000_000,
    error: "Conversions must be a whole number of 0 or more",
  }),
});
export type ObservationInput = typeof observationBody.static;

const campaignFields = columnFields(abCampaigns);
const variantFields = {
  ...columnFields(abVariants),
  exposures: integer(),
  conversions: integer(),
  conversionRate: t.Number({ description: "Percent" }),
};
export const variantAnswer = typed<VariantWithData>(
  answer(variantFields, { description: "A variant and its figures" }),
);
/** An A/B test (named "campaign" in these routes) without its variants. */
export const abCampaignRowAnswer = rowOf(abCampaigns, {}, "An A/B test");
export const abCampaignAnswer = typed<ReturnType<typeof listCampaigns>[number]>(
  answer({ ...campaignFields, variants: t.Array(variantAnswer) }, { description: "An A/B test and its variants" }),
);
const resultFields = {
  ...columnFields(abResults),
  confidenceInterval: answer({ lower: t.Number(), upper: t.Number(), level: t.Number() }),
  variantName: t.String(),
  isControl: t.Boolean(),
  campaignName: t.String(),
  confidenceLevel: t.Number(),
};
export const abResultAnswer = typed<ReturnType<typeof listResults>[number]>(answer(resultFields));
export const observationAnswer = typed<ReturnType<typeof recordObservation>>(
  answer({ observation: rowOf(abObservations), variant: variantAnswer }),
);
export const generatedResultsAnswer = typed<ReturnType<typeof generateResults>>(
  answer({
    campaignId: integer(),
    conclusion: t.String(),
    winnerVariantId: t.Nullable(integer()),
    results: t.Array(answer(resultFields)),
  }),
);
