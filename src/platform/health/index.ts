import { Elysia, t } from "elysia";
import { VERSION } from "../../config";
import { answer, ok } from "../../lib/common-model";

export const healthModule = new Elysia({ prefix: "/api/health" }).get(
  "/",
  () => ({ status: "ok" as const, version: VERSION }),
  {
    response: ok(answer({ status: t.Literal("ok"), version: t.String() })),
  },
);
