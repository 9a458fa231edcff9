import { t } from "elysia";

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
  trafficPercentage: t.Integer({
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
    t.Union([t.Integer({ minimum: 1, maximum: 100_000_000, error: SAMPLE_MESSAGE }), t.Null()], {
      error: SAMPLE_MESSAGE,
    }),
  ),
  confidenceLevel: t.Optional(
    t.Union([t.Integer({ error: "Confidence level must be 90, 95 or 99" }), t.Null()], {
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
  variantId: t.Integer({ minimum: 1, error: "Choose the variant the data belongs to" }),
  exposures: t.Integer({ minimum: 1, maximum: 100_000_000, error: "Exposures must be a whole number of at least 1" }),
  conversions: t.Integer({
    minimum: 0,
    maximum: 100_000_000,
    error: "Conversions must be a whole number of 0 or more",
  }),
});
export type ObservationInput = typeof observationBody.static;
