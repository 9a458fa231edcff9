import { Elysia, t } from "elysia";
import { VERSION } from "../../config";

export const healthModule = new Elysia({ prefix: "/health" }).get(
  "/",
  () => ({ status: "ok" as const, version: VERSION }),
  {
    response: t.Object({ status: t.Literal("ok"), version: t.String() }),
  },
);
