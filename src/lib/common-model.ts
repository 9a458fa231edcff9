import { t } from "elysia";

/** `/:id` path parameter shared by every module. */
export const idParams = t.Object({ id: t.Numeric({ minimum: 1, error: "id must be a positive whole number" }) });
