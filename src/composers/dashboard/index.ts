import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { ok } from "../../lib/common-model";
import { statsAnswer, summaryAnswer } from "./model";
import { dashboardStats } from "./service";
import { dashboardSummary } from "./summary";

export const dashboardModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/dashboard" })
    .get("/stats", () => dashboardStats(db), { response: ok(statsAnswer) })
    // The dashboard screen's one request: figures, their computed captions and the upcoming tasks.
    .get("/summary", () => dashboardSummary(db), { response: ok(summaryAnswer) });
