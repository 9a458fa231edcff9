import { t } from "elysia";

export const activityQuery = t.Object({
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 500, error: "limit must be a number from 1 to 500" })),
});
